/**
* | output |
* | --- |
* | "Try the demo" |
*
* @param {First_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_demo: ((inputs?: First_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_DemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "A simulated exchange, payment gateway and appliance on this computer, with demo accounts one click away. No real money." |
*
* @param {First_Demo_WhatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_demo_what: ((inputs?: First_Demo_WhatInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_Demo_WhatInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "How would you like to start? You can change this later in Settings." |
*
* @param {First_LeadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_lead: ((inputs?: First_LeadInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_LeadInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Use my exchange" |
*
* @param {First_OwnInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_own: ((inputs?: First_OwnInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_OwnInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Your exchange's address" |
*
* @param {First_Own_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_own_address: ((inputs?: First_Own_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_Own_AddressInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Its markets and prices are shown; add your API key in Settings to use your account. Starting with https://." |
*
* @param {First_Own_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_own_hint: ((inputs?: First_Own_HintInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_Own_HintInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Saving your exchange…" |
*
* @param {First_Saving_OwnInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_saving_own: ((inputs?: First_Saving_OwnInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_Saving_OwnInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Starting the demo…" |
*
* @param {First_Starting_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_starting_demo: ((inputs?: First_Starting_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_Starting_DemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome to Satchel" |
*
* @param {First_WelcomeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const first_welcome: ((inputs?: First_WelcomeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_WelcomeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
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
export const markets_shown: ((inputs: Markets_ShownInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markets_ShownInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Balances" |
*
* @param {Nav_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_balances: ((inputs?: Nav_BalancesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_BalancesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Codes" |
*
* @param {Nav_CodesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_codes: ((inputs?: Nav_CodesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_CodesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Currencies" |
*
* @param {Nav_CurrenciesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_currencies: ((inputs?: Nav_CurrenciesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_CurrenciesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit" |
*
* @param {Nav_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_deposit: ((inputs?: Nav_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_DepositInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Fees" |
*
* @param {Nav_FeesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_fees: ((inputs?: Nav_FeesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_FeesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Fiat" |
*
* @param {Nav_FiatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_fiat: ((inputs?: Nav_FiatInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_FiatInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "History" |
*
* @param {Nav_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_history: ((inputs?: Nav_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_HistoryInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Markets" |
*
* @param {Nav_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_markets: ((inputs?: Nav_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_MarketsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Nav_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_orders: ((inputs?: Nav_OrdersInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_OrdersInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Policies" |
*
* @param {Nav_PoliciesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_policies: ((inputs?: Nav_PoliciesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_PoliciesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Nav_SettingsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_settings: ((inputs?: Nav_SettingsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_SettingsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Nav_WithdrawInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const nav_withdraw: ((inputs?: Nav_WithdrawInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_WithdrawInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Settings_LanguageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_language: ((inputs?: Settings_LanguageInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_LanguageInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel's words, numbers and dates, and the payment gateway's forms (English where the gateway has none)." |
*
* @param {Settings_Language_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_language_hint: ((inputs?: Settings_Language_HintInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Language_HintInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Transfer codes" |
*
* @param {Title_CodesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const title_codes: ((inputs?: Title_CodesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_CodesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit {currency}" |
*
* @param {Title_Deposit_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const title_deposit_of: ((inputs: Title_Deposit_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Deposit_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{currency} history" |
*
* @param {Title_History_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const title_history_of: ((inputs: Title_History_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_History_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Title_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const title_not_found: ((inputs?: Title_Not_FoundInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Not_FoundInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Withdraw {currency}" |
*
* @param {Title_Withdraw_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const title_withdraw_of: ((inputs: Title_Withdraw_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Withdraw_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type First_DemoInputs = {};
export type First_Demo_WhatInputs = {};
export type First_LeadInputs = {};
export type First_OwnInputs = {};
export type First_Own_AddressInputs = {};
export type First_Own_HintInputs = {};
export type First_Saving_OwnInputs = {};
export type First_Starting_DemoInputs = {};
export type First_WelcomeInputs = {};
export type Markets_ShownInputs = {
    shown: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Nav_BalancesInputs = {};
export type Nav_CodesInputs = {};
export type Nav_CurrenciesInputs = {};
export type Nav_DepositInputs = {};
export type Nav_FeesInputs = {};
export type Nav_FiatInputs = {};
export type Nav_HistoryInputs = {};
export type Nav_MarketsInputs = {};
export type Nav_OrdersInputs = {};
export type Nav_PoliciesInputs = {};
export type Nav_SettingsInputs = {};
export type Nav_WithdrawInputs = {};
export type Settings_LanguageInputs = {};
export type Settings_Language_HintInputs = {};
export type Title_CodesInputs = {};
export type Title_Deposit_OfInputs = {
    currency: NonNullable<unknown>;
};
export type Title_History_OfInputs = {
    currency: NonNullable<unknown>;
};
export type Title_Not_FoundInputs = {};
export type Title_Withdraw_OfInputs = {
    currency: NonNullable<unknown>;
};
