/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} First_DemoInputs */
/** @typedef {{}} First_Demo_WhatInputs */
/** @typedef {{}} First_LeadInputs */
/** @typedef {{}} First_OwnInputs */
/** @typedef {{}} First_Own_AddressInputs */
/** @typedef {{}} First_Own_HintInputs */
/** @typedef {{}} First_Saving_OwnInputs */
/** @typedef {{}} First_Starting_DemoInputs */
/** @typedef {{}} First_WelcomeInputs */
/** @typedef {{ shown: NonNullable<unknown>, count: NonNullable<unknown> }} Markets_ShownInputs */
/** @typedef {{}} Nav_BalancesInputs */
/** @typedef {{}} Nav_CodesInputs */
/** @typedef {{}} Nav_CurrenciesInputs */
/** @typedef {{}} Nav_DepositInputs */
/** @typedef {{}} Nav_FeesInputs */
/** @typedef {{}} Nav_FiatInputs */
/** @typedef {{}} Nav_HistoryInputs */
/** @typedef {{}} Nav_MarketsInputs */
/** @typedef {{}} Nav_OrdersInputs */
/** @typedef {{}} Nav_PoliciesInputs */
/** @typedef {{}} Nav_SettingsInputs */
/** @typedef {{}} Nav_WithdrawInputs */
/** @typedef {{}} Settings_LanguageInputs */
/** @typedef {{}} Settings_Language_HintInputs */
/** @typedef {{}} Title_CodesInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Title_Deposit_OfInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Title_History_OfInputs */
/** @typedef {{}} Title_Not_FoundInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Title_Withdraw_OfInputs */
import * as __en from "./en.js"
import * as __uk from "./uk.js"
import * as __ru from "./ru.js"
/**
* | output |
* | --- |
* | "Try the demo" |
*
* @param {First_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_demo = /** @type {((inputs?: First_DemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_DemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_demo(inputs)
	if (locale === "ru") return __ru.first_demo(inputs)
	return __en.first_demo(inputs)
});
/**
* | output |
* | --- |
* | "A simulated exchange, payment gateway and appliance on this computer, with demo accounts one click away. No real money." |
*
* @param {First_Demo_WhatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_demo_what = /** @type {((inputs?: First_Demo_WhatInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_Demo_WhatInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_demo_what(inputs)
	if (locale === "ru") return __ru.first_demo_what(inputs)
	return __en.first_demo_what(inputs)
});
/**
* | output |
* | --- |
* | "How would you like to start? You can change this later in Settings." |
*
* @param {First_LeadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_lead = /** @type {((inputs?: First_LeadInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_LeadInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_lead(inputs)
	if (locale === "ru") return __ru.first_lead(inputs)
	return __en.first_lead(inputs)
});
/**
* | output |
* | --- |
* | "Use my exchange" |
*
* @param {First_OwnInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_own = /** @type {((inputs?: First_OwnInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_OwnInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_own(inputs)
	if (locale === "ru") return __ru.first_own(inputs)
	return __en.first_own(inputs)
});
/**
* | output |
* | --- |
* | "Your exchange's address" |
*
* @param {First_Own_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_own_address = /** @type {((inputs?: First_Own_AddressInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_Own_AddressInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_own_address(inputs)
	if (locale === "ru") return __ru.first_own_address(inputs)
	return __en.first_own_address(inputs)
});
/**
* | output |
* | --- |
* | "Its markets and prices are shown; add your API key in Settings to use your account. Starting with https://." |
*
* @param {First_Own_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_own_hint = /** @type {((inputs?: First_Own_HintInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_Own_HintInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_own_hint(inputs)
	if (locale === "ru") return __ru.first_own_hint(inputs)
	return __en.first_own_hint(inputs)
});
/**
* | output |
* | --- |
* | "Saving your exchange…" |
*
* @param {First_Saving_OwnInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_saving_own = /** @type {((inputs?: First_Saving_OwnInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_Saving_OwnInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_saving_own(inputs)
	if (locale === "ru") return __ru.first_saving_own(inputs)
	return __en.first_saving_own(inputs)
});
/**
* | output |
* | --- |
* | "Starting the demo…" |
*
* @param {First_Starting_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_starting_demo = /** @type {((inputs?: First_Starting_DemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_Starting_DemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_starting_demo(inputs)
	if (locale === "ru") return __ru.first_starting_demo(inputs)
	return __en.first_starting_demo(inputs)
});
/**
* | output |
* | --- |
* | "Welcome to Satchel" |
*
* @param {First_WelcomeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_welcome = /** @type {((inputs?: First_WelcomeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_WelcomeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_welcome(inputs)
	if (locale === "ru") return __ru.first_welcome(inputs)
	return __en.first_welcome(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} of {count} market" |
* | "other" | "{shown} of {count} markets" |
*
* @param {Markets_ShownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const markets_shown = /** @type {((inputs: Markets_ShownInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markets_ShownInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.markets_shown(inputs)
	if (locale === "ru") return __ru.markets_shown(inputs)
	return __en.markets_shown(inputs)
});
/**
* | output |
* | --- |
* | "Balances" |
*
* @param {Nav_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_balances = /** @type {((inputs?: Nav_BalancesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_BalancesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_balances(inputs)
	if (locale === "ru") return __ru.nav_balances(inputs)
	return __en.nav_balances(inputs)
});
/**
* | output |
* | --- |
* | "Codes" |
*
* @param {Nav_CodesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_codes = /** @type {((inputs?: Nav_CodesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CodesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_codes(inputs)
	if (locale === "ru") return __ru.nav_codes(inputs)
	return __en.nav_codes(inputs)
});
/**
* | output |
* | --- |
* | "Currencies" |
*
* @param {Nav_CurrenciesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_currencies = /** @type {((inputs?: Nav_CurrenciesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CurrenciesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_currencies(inputs)
	if (locale === "ru") return __ru.nav_currencies(inputs)
	return __en.nav_currencies(inputs)
});
/**
* | output |
* | --- |
* | "Deposit" |
*
* @param {Nav_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_deposit = /** @type {((inputs?: Nav_DepositInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_DepositInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_deposit(inputs)
	if (locale === "ru") return __ru.nav_deposit(inputs)
	return __en.nav_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Fees" |
*
* @param {Nav_FeesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_fees = /** @type {((inputs?: Nav_FeesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_FeesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_fees(inputs)
	if (locale === "ru") return __ru.nav_fees(inputs)
	return __en.nav_fees(inputs)
});
/**
* | output |
* | --- |
* | "Fiat" |
*
* @param {Nav_FiatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_fiat = /** @type {((inputs?: Nav_FiatInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_FiatInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_fiat(inputs)
	if (locale === "ru") return __ru.nav_fiat(inputs)
	return __en.nav_fiat(inputs)
});
/**
* | output |
* | --- |
* | "History" |
*
* @param {Nav_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_history = /** @type {((inputs?: Nav_HistoryInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_HistoryInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_history(inputs)
	if (locale === "ru") return __ru.nav_history(inputs)
	return __en.nav_history(inputs)
});
/**
* | output |
* | --- |
* | "Markets" |
*
* @param {Nav_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_markets = /** @type {((inputs?: Nav_MarketsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MarketsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_markets(inputs)
	if (locale === "ru") return __ru.nav_markets(inputs)
	return __en.nav_markets(inputs)
});
/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Nav_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_orders = /** @type {((inputs?: Nav_OrdersInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_OrdersInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_orders(inputs)
	if (locale === "ru") return __ru.nav_orders(inputs)
	return __en.nav_orders(inputs)
});
/**
* | output |
* | --- |
* | "Policies" |
*
* @param {Nav_PoliciesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_policies = /** @type {((inputs?: Nav_PoliciesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_PoliciesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_policies(inputs)
	if (locale === "ru") return __ru.nav_policies(inputs)
	return __en.nav_policies(inputs)
});
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Nav_SettingsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_settings = /** @type {((inputs?: Nav_SettingsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_SettingsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_settings(inputs)
	if (locale === "ru") return __ru.nav_settings(inputs)
	return __en.nav_settings(inputs)
});
/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Nav_WithdrawInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_withdraw = /** @type {((inputs?: Nav_WithdrawInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_WithdrawInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_withdraw(inputs)
	if (locale === "ru") return __ru.nav_withdraw(inputs)
	return __en.nav_withdraw(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Settings_LanguageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_language = /** @type {((inputs?: Settings_LanguageInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_LanguageInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_language(inputs)
	if (locale === "ru") return __ru.settings_language(inputs)
	return __en.settings_language(inputs)
});
/**
* | output |
* | --- |
* | "Satchel's words, numbers and dates, and the payment gateway's forms (English where the gateway has none)." |
*
* @param {Settings_Language_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_language_hint = /** @type {((inputs?: Settings_Language_HintInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Language_HintInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_language_hint(inputs)
	if (locale === "ru") return __ru.settings_language_hint(inputs)
	return __en.settings_language_hint(inputs)
});
/**
* | output |
* | --- |
* | "Transfer codes" |
*
* @param {Title_CodesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const title_codes = /** @type {((inputs?: Title_CodesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_CodesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.title_codes(inputs)
	if (locale === "ru") return __ru.title_codes(inputs)
	return __en.title_codes(inputs)
});
/**
* | output |
* | --- |
* | "Deposit {currency}" |
*
* @param {Title_Deposit_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const title_deposit_of = /** @type {((inputs: Title_Deposit_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Deposit_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.title_deposit_of(inputs)
	if (locale === "ru") return __ru.title_deposit_of(inputs)
	return __en.title_deposit_of(inputs)
});
/**
* | output |
* | --- |
* | "{currency} history" |
*
* @param {Title_History_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const title_history_of = /** @type {((inputs: Title_History_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_History_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.title_history_of(inputs)
	if (locale === "ru") return __ru.title_history_of(inputs)
	return __en.title_history_of(inputs)
});
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Title_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const title_not_found = /** @type {((inputs?: Title_Not_FoundInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Not_FoundInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.title_not_found(inputs)
	if (locale === "ru") return __ru.title_not_found(inputs)
	return __en.title_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Withdraw {currency}" |
*
* @param {Title_Withdraw_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const title_withdraw_of = /** @type {((inputs: Title_Withdraw_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Withdraw_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.title_withdraw_of(inputs)
	if (locale === "ru") return __ru.title_withdraw_of(inputs)
	return __en.title_withdraw_of(inputs)
});