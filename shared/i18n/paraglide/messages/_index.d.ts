/**
* | output |
* | --- |
* | "Markets" |
*
* @param {Nav_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_markets: ((inputs?: Nav_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_MarketsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Balances" |
*
* @param {Nav_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_balances: ((inputs?: Nav_BalancesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_BalancesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Nav_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_orders: ((inputs?: Nav_OrdersInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_OrdersInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit" |
*
* @param {Nav_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_deposit: ((inputs?: Nav_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Nav_WithdrawInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_withdraw: ((inputs?: Nav_WithdrawInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_WithdrawInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "History" |
*
* @param {Nav_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_history: ((inputs?: Nav_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_HistoryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fiat" |
*
* @param {Nav_FiatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_fiat: ((inputs?: Nav_FiatInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_FiatInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Codes" |
*
* @param {Nav_CodesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_codes: ((inputs?: Nav_CodesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_CodesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currencies" |
*
* @param {Nav_CurrenciesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_currencies: ((inputs?: Nav_CurrenciesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_CurrenciesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fees" |
*
* @param {Nav_FeesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_fees: ((inputs?: Nav_FeesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_FeesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Policies" |
*
* @param {Nav_PoliciesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_policies: ((inputs?: Nav_PoliciesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_PoliciesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Nav_SettingsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_settings: ((inputs?: Nav_SettingsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_SettingsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Transfer codes" |
*
* @param {Title_CodesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const title_codes: ((inputs?: Title_CodesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_CodesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit {currency}" |
*
* @param {Title_Deposit_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const title_deposit_of: ((inputs: Title_Deposit_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Deposit_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Withdraw {currency}" |
*
* @param {Title_Withdraw_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const title_withdraw_of: ((inputs: Title_Withdraw_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Withdraw_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{currency} history" |
*
* @param {Title_History_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const title_history_of: ((inputs: Title_History_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_History_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Title_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const title_not_found: ((inputs?: Title_Not_FoundInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Not_FoundInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome to Satchel" |
*
* @param {First_WelcomeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_welcome: ((inputs?: First_WelcomeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_WelcomeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "How would you like to start? You can change this later in Settings." |
*
* @param {First_LeadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_lead: ((inputs?: First_LeadInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_LeadInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Try the demo" |
*
* @param {First_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_demo: ((inputs?: First_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A simulated exchange, payment gateway and appliance on this computer, with demo accounts one click away. No real money." |
*
* @param {First_Demo_WhatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_demo_what: ((inputs?: First_Demo_WhatInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_Demo_WhatInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use my exchange" |
*
* @param {First_OwnInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_own: ((inputs?: First_OwnInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_OwnInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your exchange's address" |
*
* @param {First_Own_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_own_address: ((inputs?: First_Own_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_Own_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Its markets and prices are shown; add your API key in Settings to use your account. Starting with https://." |
*
* @param {First_Own_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_own_hint: ((inputs?: First_Own_HintInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_Own_HintInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Starting the demo…" |
*
* @param {First_Starting_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_starting_demo: ((inputs?: First_Starting_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_Starting_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saving your exchange…" |
*
* @param {First_Saving_OwnInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_saving_own: ((inputs?: First_Saving_OwnInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<First_Saving_OwnInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Settings_LanguageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_language: ((inputs?: Settings_LanguageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_LanguageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel's words, numbers and dates, and the payment gateway's forms (English where the gateway has none)." |
*
* @param {Settings_Language_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_language_hint: ((inputs?: Settings_Language_HintInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Language_HintInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} of {count} market" |
* | "other" | "{shown} of {count} markets" |
*
* @param {Markets_ShownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const markets_shown: ((inputs: Markets_ShownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Markets_ShownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel (demo)" |
*
* @param {Tray_Name_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_name_demo: ((inputs?: Tray_Name_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Name_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Demo: a simulated exchange, no real money" |
*
* @param {Tray_Demo_NoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_demo_note: ((inputs?: Tray_Demo_NoteInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Demo_NoteInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Portfolio: {value}" |
*
* @param {Tray_PortfolioInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_portfolio: ((inputs: Tray_PortfolioInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_PortfolioInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Portfolio: cannot be valued now" |
*
* @param {Tray_Portfolio_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_portfolio_unknown: ((inputs?: Tray_Portfolio_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Portfolio_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Portfolio as of {time}: {value}" |
*
* @param {Tray_Portfolio_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_portfolio_as_of: ((inputs: Tray_Portfolio_As_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Portfolio_As_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{value} as of {time}" |
*
* @param {Tray_Tooltip_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_as_of: ((inputs: Tray_Tooltip_As_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Tooltip_As_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "value unknown now" |
*
* @param {Tray_Tooltip_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_unknown: ((inputs?: Tray_Tooltip_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Tooltip_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "amounts hidden" |
*
* @param {Tray_Tooltip_HiddenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_hidden: ((inputs?: Tray_Tooltip_HiddenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Tooltip_HiddenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "(locked)" |
*
* @param {Tray_Tooltip_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_locked: ((inputs?: Tray_Tooltip_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Tooltip_LockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the exchange's rates cannot be read" |
*
* @param {Tray_Why_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_why_rates: ((inputs?: Tray_Why_RatesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Why_RatesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the exchange gives no rate for {currencies}" |
*
* @param {Tray_Why_No_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_why_no_rate: ((inputs: Tray_Why_No_RateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Why_No_RateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not valued now: {why}" |
*
* @param {Tray_Not_ValuedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_not_valued: ((inputs: Tray_Not_ValuedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Not_ValuedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{code} {available} available of {total} ≈ {value}" |
*
* @param {Tray_BalanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_balance: ((inputs: Tray_BalanceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_BalanceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No balances yet" |
*
* @param {Tray_No_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_no_balances: ((inputs?: Tray_No_BalancesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_No_BalancesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not current: {problem}" |
*
* @param {Tray_Not_CurrentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_not_current: ((inputs: Tray_Not_CurrentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Not_CurrentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open Satchel" |
*
* @param {Tray_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_open: ((inputs?: Tray_OpenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_OpenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Tray_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_refresh: ((inputs?: Tray_RefreshInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_RefreshInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check a transfer code from the clipboard" |
*
* @param {Tray_Check_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_check_code: ((inputs?: Tray_Check_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Check_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Lock" |
*
* @param {Tray_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_lock: ((inputs?: Tray_LockInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_LockInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quit" |
*
* @param {Tray_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_quit: ((inputs?: Tray_QuitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_QuitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Settings…" |
*
* @param {Menu_Settings_MacInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_settings_mac: ((inputs?: Menu_Settings_MacInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Settings_MacInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Lock Satchel" |
*
* @param {Menu_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_lock: ((inputs?: Menu_LockInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_LockInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "About {app}" |
*
* @param {Menu_AboutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_about: ((inputs: Menu_AboutInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_AboutInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "File" |
*
* @param {Menu_FileInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_file: ((inputs?: Menu_FileInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_FileInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Menu_EditInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_edit: ((inputs?: Menu_EditInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_EditInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "View" |
*
* @param {Menu_ViewInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_view: ((inputs?: Menu_ViewInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ViewInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Go" |
*
* @param {Menu_GoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_go: ((inputs?: Menu_GoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_GoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Window" |
*
* @param {Menu_WindowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_window: ((inputs?: Menu_WindowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_WindowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Menu_HelpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_help: ((inputs?: Menu_HelpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_HelpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quit Satchel" |
*
* @param {Menu_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_quit: ((inputs?: Menu_QuitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_QuitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find a market" |
*
* @param {Menu_Find_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_find_market: ((inputs?: Menu_Find_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Find_MarketInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show Logs" |
*
* @param {Menu_Show_LogsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_show_logs: ((inputs?: Menu_Show_LogsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Show_LogsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export Diagnostics…" |
*
* @param {Menu_Export_DiagnosticsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_export_diagnostics: ((inputs?: Menu_Export_DiagnosticsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Export_DiagnosticsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Keyboard Shortcuts…" |
*
* @param {Menu_ShortcutsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_shortcuts: ((inputs?: Menu_ShortcutsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ShortcutsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Menu_UndoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_undo: ((inputs?: Menu_UndoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_UndoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Redo" |
*
* @param {Menu_RedoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_redo: ((inputs?: Menu_RedoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_RedoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cut" |
*
* @param {Menu_CutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_cut: ((inputs?: Menu_CutInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CutInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Menu_CopyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_copy: ((inputs?: Menu_CopyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CopyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Paste" |
*
* @param {Menu_PasteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_paste: ((inputs?: Menu_PasteInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_PasteInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Menu_DeleteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_delete: ((inputs?: Menu_DeleteInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_DeleteInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Select All" |
*
* @param {Menu_Select_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_select_all: ((inputs?: Menu_Select_AllInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Select_AllInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actual Size" |
*
* @param {Menu_Reset_ZoomInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_reset_zoom: ((inputs?: Menu_Reset_ZoomInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Reset_ZoomInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom In" |
*
* @param {Menu_Zoom_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_in: ((inputs?: Menu_Zoom_InInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Zoom_InInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom Out" |
*
* @param {Menu_Zoom_OutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_out: ((inputs?: Menu_Zoom_OutInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Zoom_OutInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Toggle Full Screen" |
*
* @param {Menu_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_full_screen: ((inputs?: Menu_Full_ScreenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Full_ScreenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Minimize" |
*
* @param {Menu_MinimizeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_minimize: ((inputs?: Menu_MinimizeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_MinimizeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_close: ((inputs?: Menu_CloseInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CloseInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to main content" |
*
* @param {Skip_To_MainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const skip_to_main: ((inputs?: Skip_To_MainInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Skip_To_MainInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Header_MenuInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const header_menu: ((inputs?: Header_MenuInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Header_MenuInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Demo" |
*
* @param {Demo_BadgeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const demo_badge: ((inputs?: Demo_BadgeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Demo_BadgeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Demo: a simulated exchange, payment gateway and appliance. No real money." |
*
* @param {Demo_NoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const demo_note: ((inputs?: Demo_NoteInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Demo_NoteInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{title} — Satchel (demo)" |
*
* @param {Window_Title_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_title_demo: ((inputs: Window_Title_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Title_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide amounts" |
*
* @param {Hide_AmountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const hide_amounts: ((inputs?: Hide_AmountsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hide_AmountsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to show amounts" |
*
* @param {Unlock_To_Show_AmountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const unlock_to_show_amounts: ((inputs?: Unlock_To_Show_AmountsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unlock_To_Show_AmountsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Lock" |
*
* @param {Header_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const header_lock: ((inputs?: Header_LockInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Header_LockInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel cannot start" |
*
* @param {Fatal_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fatal_title: ((inputs?: Fatal_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fatal_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel is starting" |
*
* @param {StartingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const starting: ((inputs?: StartingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<StartingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Theme" |
*
* @param {Theme_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const theme_label: ((inputs?: Theme_LabelInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Theme_LabelInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Appearance" |
*
* @param {Theme_AppearanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const theme_appearance: ((inputs?: Theme_AppearanceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Theme_AppearanceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "System" |
*
* @param {Theme_SystemInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const theme_system: ((inputs?: Theme_SystemInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Theme_SystemInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Light" |
*
* @param {Theme_LightInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const theme_light: ((inputs?: Theme_LightInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Theme_LightInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Theme_DarkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const theme_dark: ((inputs?: Theme_DarkInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Theme_DarkInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Account_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_label: ((inputs?: Account_LabelInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_LabelInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {Account_ChooseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_choose: ((inputs?: Account_ChooseInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ChooseInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to switch accounts." |
*
* @param {Account_Unlock_To_SwitchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_unlock_to_switch: ((inputs?: Account_Unlock_To_SwitchInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unlock_To_SwitchInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit credited: {list}." |
*
* @param {Settled_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settled_deposit: ((inputs: Settled_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settled_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal completed: {list}." |
*
* @param {Settled_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settled_withdrawal: ((inputs: Settled_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settled_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposits and withdrawals" |
*
* @param {Settled_Title_BothInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settled_title_both: ((inputs?: Settled_Title_BothInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settled_Title_BothInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit credited" |
*
* @param {Settled_Title_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settled_title_deposit: ((inputs?: Settled_Title_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settled_Title_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal completed" |
*
* @param {Settled_Title_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settled_title_withdrawal: ((inputs?: Settled_Title_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settled_Title_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Update ready" |
*
* @param {Update_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const update_title: ((inputs?: Update_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A new version {version} is ready." |
*
* @param {Update_MessageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const update_message: ((inputs: Update_MessageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_MessageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel restarts to install it. Your keys and settings stay as they are." |
*
* @param {Update_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const update_detail: ((inputs?: Update_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_DetailInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Restart now" |
*
* @param {Update_Restart_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const update_restart_now: ((inputs?: Update_Restart_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Restart_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "When I quit" |
*
* @param {Update_When_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const update_when_quit: ((inputs?: Update_When_QuitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_When_QuitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Update_Not_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const update_not_now: ((inputs?: Update_Not_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Not_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {window} stopped working: {why}." |
*
* @param {Crash_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_gone: ((inputs: Crash_GoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_GoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "wallet window" |
*
* @param {Crash_Window_WalletInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_window_wallet: ((inputs?: Crash_Window_WalletInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Window_WalletInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "payment window" |
*
* @param {Crash_Window_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_window_payment: ((inputs?: Crash_Window_PaymentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Window_PaymentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "it stopped unexpectedly" |
*
* @param {Crash_Why_AbnormalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_why_abnormal: ((inputs?: Crash_Why_AbnormalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Why_AbnormalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "it was ended by the system or another program" |
*
* @param {Crash_Why_KilledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_why_killed: ((inputs?: Crash_Why_KilledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Why_KilledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "it crashed" |
*
* @param {Crash_Why_CrashedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_why_crashed: ((inputs?: Crash_Why_CrashedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Why_CrashedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "it ran out of memory" |
*
* @param {Crash_Why_OomInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_why_oom: ((inputs?: Crash_Why_OomInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Why_OomInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "it could not be started" |
*
* @param {Crash_Why_LaunchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_why_launch: ((inputs?: Crash_Why_LaunchInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Why_LaunchInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "its code failed an integrity check" |
*
* @param {Crash_Why_IntegrityInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_why_integrity: ((inputs?: Crash_Why_IntegrityInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Why_IntegrityInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the system reclaimed its memory" |
*
* @param {Crash_Why_EvictionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_why_eviction: ((inputs?: Crash_Why_EvictionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Why_EvictionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your keys, settings and anything sent to the exchange are safe: they are kept by the main part of Satchel, which is still running. Reload the window to go on." |
*
* @param {Crash_SafeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_safe: ((inputs?: Crash_SafeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_SafeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Crash_ReloadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_reload: ((inputs?: Crash_ReloadInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_ReloadInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quit Satchel" |
*
* @param {Crash_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_quit: ((inputs?: Crash_QuitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_QuitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Wait" |
*
* @param {Crash_WaitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_wait: ((inputs?: Crash_WaitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_WaitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {window} is not responding." |
*
* @param {Crash_UnresponsiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_unresponsive: ((inputs: Crash_UnresponsiveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_UnresponsiveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "You can wait for it, or reload it. Nothing sent to the exchange is lost by reloading." |
*
* @param {Crash_Unresponsive_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_unresponsive_detail: ((inputs?: Crash_Unresponsive_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Unresponsive_DetailInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Close the payment window" |
*
* @param {Crash_Close_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_close_payment: ((inputs?: Crash_Close_PaymentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Close_PaymentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing is paid twice: a payment you finished on the gateway’s page stands, and Satchel sends nothing again by itself. Before you pay again, look for the dep..." |
*
* @param {Crash_Payment_SafeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_payment_safe: ((inputs?: Crash_Payment_SafeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Payment_SafeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "You can wait for it, reload it or close it. {safe}" |
*
* @param {Crash_Payment_Unresponsive_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_payment_unresponsive_detail: ((inputs: Crash_Payment_Unresponsive_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Payment_Unresponsive_DetailInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} minute" |
* | "other" | "{count} minutes" |
*
* @param {Minutes_CountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const minutes_count: ((inputs: Minutes_CountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Minutes_CountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} hour" |
* | "other" | "{count} hours" |
*
* @param {Hours_CountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const hours_count: ((inputs: Hours_CountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hours_CountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{n} s" |
*
* @param {Unit_SecondsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const unit_seconds: ((inputs: Unit_SecondsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unit_SecondsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{n} min" |
*
* @param {Unit_MinutesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const unit_minutes: ((inputs: Unit_MinutesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unit_MinutesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Never" |
*
* @param {NeverInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const never: ((inputs?: NeverInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<NeverInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "US dollar (USD)" |
*
* @param {Currency_UsdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const currency_usd: ((inputs?: Currency_UsdInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Currency_UsdInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Euro (EUR)" |
*
* @param {Currency_EurInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const currency_eur: ((inputs?: Currency_EurInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Currency_EurInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hryvnia (UAH)" |
*
* @param {Currency_UahInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const currency_uah: ((inputs?: Currency_UahInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Currency_UahInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rouble (RUB)" |
*
* @param {Currency_RubInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const currency_rub: ((inputs?: Currency_RubInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Currency_RubInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Bitcoin (BTC)" |
*
* @param {Currency_BtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const currency_btc: ((inputs?: Currency_BtcInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Currency_BtcInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Display currency" |
*
* @param {Prefs_Display_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_display_currency: ((inputs?: Prefs_Display_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Display_CurrencyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Lock after" |
*
* @param {Prefs_Lock_AfterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_lock_after: ((inputs?: Prefs_Lock_AfterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Lock_AfterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Idle time before Satchel locks itself." |
*
* @param {Prefs_Lock_After_Hint_SetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_lock_after_hint_set: ((inputs?: Prefs_Lock_After_Hint_SetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Lock_After_Hint_SetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Applies once an app password is set." |
*
* @param {Prefs_Lock_After_Hint_UnsetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_lock_after_hint_unset: ((inputs?: Prefs_Lock_After_Hint_UnsetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Lock_After_Hint_UnsetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh market prices every" |
*
* @param {Prefs_Refresh_PricesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_refresh_prices: ((inputs?: Prefs_Refresh_PricesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Refresh_PricesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh balances every" |
*
* @param {Prefs_Refresh_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_refresh_balances: ((inputs?: Prefs_Refresh_BalancesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Refresh_BalancesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh open orders every" |
*
* @param {Prefs_Refresh_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_refresh_orders: ((inputs?: Prefs_Refresh_OrdersInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Refresh_OrdersInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Keep running in the tray when the window is closed" |
*
* @param {Prefs_Close_To_TrayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_close_to_tray: ((inputs?: Prefs_Close_To_TrayInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Close_To_TrayInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "(desktop app only)" |
*
* @param {Prefs_Desktop_OnlyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_desktop_only: ((inputs?: Prefs_Desktop_OnlyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Desktop_OnlyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide amounts and addresses while Satchel is locked" |
*
* @param {Prefs_Hide_When_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_hide_when_locked: ((inputs?: Prefs_Hide_When_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Hide_When_LockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Updates" |
*
* @param {Prefs_UpdatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_updates: ((inputs?: Prefs_UpdatesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_UpdatesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check for updates" |
*
* @param {Prefs_Check_UpdatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_check_updates: ((inputs?: Prefs_Check_UpdatesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Check_UpdatesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Update channel" |
*
* @param {Prefs_Update_ChannelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_update_channel: ((inputs?: Prefs_Update_ChannelInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Update_ChannelInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stable releases" |
*
* @param {Prefs_Channel_StableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_channel_stable: ((inputs?: Prefs_Channel_StableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Channel_StableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Beta: new versions earlier, less tested" |
*
* @param {Prefs_Channel_BetaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_channel_beta: ((inputs?: Prefs_Channel_BetaInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Channel_BetaInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel looks for a new version when it starts and once a day, downloads it in the background, checks it, and asks before installing it." |
*
* @param {Prefs_Updates_DesktopInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_updates_desktop: ((inputs?: Prefs_Updates_DesktopInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Updates_DesktopInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Updates are checked by the desktop app; this browser page never checks. What you choose here is kept for the desktop app." |
*
* @param {Prefs_Updates_BrowserInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_updates_browser: ((inputs?: Prefs_Updates_BrowserInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Updates_BrowserInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to change the lock, the refresh intervals, the tray, updates or hiding amounts while locked." |
*
* @param {Prefs_Locked_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_locked_hint: ((inputs?: Prefs_Locked_HintInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Locked_HintInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{what} saved." |
*
* @param {Prefs_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_saved: ((inputs: Prefs_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy setting saved." |
*
* @param {Prefs_Privacy_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_privacy_saved: ((inputs?: Prefs_Privacy_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Privacy_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tray setting" |
*
* @param {Prefs_What_TrayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_what_tray: ((inputs?: Prefs_What_TrayInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_What_TrayInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Update setting" |
*
* @param {Prefs_What_UpdateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_what_update: ((inputs?: Prefs_What_UpdateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_What_UpdateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Prefs_What_LanguageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_what_language: ((inputs?: Prefs_What_LanguageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_What_LanguageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Auto-lock" |
*
* @param {Prefs_What_Auto_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_what_auto_lock: ((inputs?: Prefs_What_Auto_LockInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_What_Auto_LockInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Market price refresh interval" |
*
* @param {Prefs_What_Price_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_what_price_interval: ((inputs?: Prefs_What_Price_IntervalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_What_Price_IntervalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Balance refresh interval" |
*
* @param {Prefs_What_Balance_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_what_balance_interval: ((inputs?: Prefs_What_Balance_IntervalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_What_Balance_IntervalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Order refresh interval" |
*
* @param {Prefs_What_Order_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_what_order_interval: ((inputs?: Prefs_What_Order_IntervalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_What_Order_IntervalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading accounts…" |
*
* @param {Funds_Loading_AccountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_loading_accounts: ((inputs?: Funds_Loading_AccountsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Loading_AccountsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Funds_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_currency: ((inputs?: Funds_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_CurrencyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Id" |
*
* @param {Funds_Col_IdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_id: ((inputs?: Funds_Col_IdInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Col_IdInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Time" |
*
* @param {Funds_Col_TimeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_time: ((inputs?: Funds_Col_TimeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Col_TimeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Funds_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_amount: ((inputs?: Funds_Col_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Col_AmountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Funds_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_status: ((inputs?: Funds_Col_StatusInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Col_StatusInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Funds_Col_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_address: ((inputs?: Funds_Col_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Col_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Funds_Col_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_to: ((inputs?: Funds_Col_ToInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Col_ToInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Funds_Col_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_fee: ((inputs?: Funds_Col_FeeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Col_FeeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Memo" |
*
* @param {Funds_Col_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_memo: ((inputs?: Funds_Col_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Col_MemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for your confirmation and the exchange…" |
*
* @param {Funds_Waiting_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_waiting_confirmation: ((inputs?: Funds_Waiting_ConfirmationInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Waiting_ConfirmationInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Support number" |
*
* @param {Funds_Support_NumberInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_support_number: ((inputs?: Funds_Support_NumberInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Support_NumberInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Send {unit}" |
*
* @param {Funds_Withdraw_SendInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_send: ((inputs: Funds_Withdraw_SendInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_SendInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved address" |
*
* @param {Funds_Withdraw_Saved_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_saved_address: ((inputs?: Funds_Withdraw_Saved_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Saved_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a saved address…" |
*
* @param {Funds_Withdraw_Choose_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_choose_saved: ((inputs?: Funds_Withdraw_Choose_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Choose_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (memo {memo})" |
*
* @param {Funds_Withdraw_Saved_With_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_saved_with_memo: ((inputs: Funds_Withdraw_Saved_With_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Saved_With_MemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Recipient's {unit} address" |
*
* @param {Funds_Withdraw_Recipient_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_recipient_address: ((inputs: Funds_Withdraw_Recipient_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Recipient_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Memo (tag or payment id)" |
*
* @param {Funds_Withdraw_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_memo: ((inputs?: Funds_Withdraw_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_MemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Send without a memo (only if the recipient says none is needed)" |
*
* @param {Funds_Withdraw_Blank_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_blank_memo: ((inputs?: Funds_Withdraw_Blank_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Blank_MemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Exchanges credit {unit} by its memo: without the right one the coins may be lost." |
*
* @param {Funds_Withdraw_Memo_HelpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_memo_help: ((inputs: Funds_Withdraw_Memo_HelpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Memo_HelpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount ({unit})" |
*
* @param {Funds_Withdraw_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_amount: ((inputs: Funds_Withdraw_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_AmountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fee included" |
*
* @param {Funds_Withdraw_Fee_IncludedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_fee_included: ((inputs?: Funds_Withdraw_Fee_IncludedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Fee_IncludedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The recipient gets the amount minus the fee." |
*
* @param {Funds_Withdraw_Fee_Included_HelpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_fee_included_help: ((inputs?: Funds_Withdraw_Fee_Included_HelpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Fee_Included_HelpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Send everything" |
*
* @param {Funds_Withdraw_Send_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_send_all: ((inputs?: Funds_Withdraw_Send_AllInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Send_AllInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the fee and your balance…" |
*
* @param {Funds_Withdraw_Loading_SummaryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_loading_summary: ((inputs?: Funds_Withdraw_Loading_SummaryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Loading_SummaryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Available" |
*
* @param {Funds_Withdraw_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_available: ((inputs?: Funds_Withdraw_AvailableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_AvailableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Smallest withdrawal" |
*
* @param {Funds_Withdraw_SmallestInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_smallest: ((inputs?: Funds_Withdraw_SmallestInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_SmallestInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Recipient gets" |
*
* @param {Funds_Withdraw_Recipient_GetsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_recipient_gets: ((inputs?: Funds_Withdraw_Recipient_GetsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Recipient_GetsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Taken from your balance" |
*
* @param {Funds_Withdraw_TakenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_taken: ((inputs?: Funds_Withdraw_TakenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_TakenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Recipient gets {receive} {unit}; {debit} {unit} taken from your balance." |
*
* @param {Funds_Withdraw_Result_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_result_said: ((inputs: Funds_Withdraw_Result_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Result_SaidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Review and send" |
*
* @param {Funds_Withdraw_ReviewInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_review: ((inputs?: Funds_Withdraw_ReviewInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_ReviewInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock Satchel to withdraw." |
*
* @param {Funds_Withdraw_UnlockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_unlock: ((inputs?: Funds_Withdraw_UnlockInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_UnlockInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the address to send to." |
*
* @param {Funds_Withdraw_Enter_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_enter_address: ((inputs?: Funds_Withdraw_Enter_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Enter_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not sent: you declined the confirmation." |
*
* @param {Funds_Withdraw_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_declined: ((inputs?: Funds_Withdraw_DeclinedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_DeclinedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal {id}: {status}" |
*
* @param {Funds_Withdraw_Result_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_result_title: ((inputs: Funds_Withdraw_Result_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Result_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange sent you an e-mail. The withdrawal goes out only after you open the link in it; until then nothing leaves, and you can let it expire if you did ..." |
*
* @param {Funds_Withdraw_Email_SentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_email_sent: ((inputs?: Funds_Withdraw_Email_SentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Email_SentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange accepted the withdrawal." |
*
* @param {Funds_Withdraw_AcceptedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_accepted: ((inputs?: Funds_Withdraw_AcceptedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_AcceptedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{receive} {unit} to the recipient; {debit} {unit} from your balance." |
*
* @param {Funds_Withdraw_Result_AmountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_result_amounts: ((inputs: Funds_Withdraw_Result_AmountsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Withdraw_Result_AmountsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Checked: this is {kind}." |
*
* @param {Funds_Address_CheckedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_address_checked: ((inputs: Funds_Address_CheckedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Address_CheckedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your latest {unit} withdrawals" |
*
* @param {Funds_Recent_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_recent_title: ((inputs: Funds_Recent_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Recent_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your latest {unit} withdrawals…" |
*
* @param {Funds_Recent_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_recent_loading: ((inputs: Funds_Recent_LoadingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Recent_LoadingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange lists no {unit} withdrawals." |
*
* @param {Funds_Recent_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_recent_none: ((inputs: Funds_Recent_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Recent_NoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Latest {unit} withdrawals" |
*
* @param {Funds_Recent_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_recent_caption: ((inputs: Funds_Recent_CaptionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Recent_CaptionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Look again" |
*
* @param {Funds_Recent_Look_AgainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_recent_look_again: ((inputs?: Funds_Recent_Look_AgainInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Recent_Look_AgainInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open the {unit} history" |
*
* @param {Funds_Recent_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_recent_history: ((inputs: Funds_Recent_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Recent_HistoryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal guard for {unit}" |
*
* @param {Funds_Guard_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_title: ((inputs: Funds_Guard_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Checked by Satchel before anything is signed. Allow-list mode sends {unit} only to the addresses saved here; the daily limit caps what Satchel sends in any 2..." |
*
* @param {Funds_Guard_LeadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_lead: ((inputs: Funds_Guard_LeadInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_LeadInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "App password (asked again for every change to the guard)" |
*
* @param {Funds_Guard_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_password: ((inputs?: Funds_Guard_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Address book" |
*
* @param {Funds_Guard_BookInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_book: ((inputs?: Funds_Guard_BookInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_BookInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved {unit} addresses" |
*
* @param {Funds_Guard_Book_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_book_caption: ((inputs: Funds_Guard_Book_CaptionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Book_CaptionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Label" |
*
* @param {Funds_Guard_Col_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_col_label: ((inputs?: Funds_Guard_Col_LabelInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Col_LabelInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Funds_Guard_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_col_actions: ((inputs?: Funds_Guard_Col_ActionsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Col_ActionsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Funds_Guard_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_remove: ((inputs?: Funds_Guard_RemoveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_RemoveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Funds_Guard_Remove_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_remove_named: ((inputs: Funds_Guard_Remove_NamedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Remove_NamedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No saved {unit} addresses." |
*
* @param {Funds_Guard_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_none: ((inputs: Funds_Guard_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_NoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save a {unit} address" |
*
* @param {Funds_Guard_Save_FormInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_save_form: ((inputs: Funds_Guard_Save_FormInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Save_FormInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Address to save" |
*
* @param {Funds_Guard_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_address: ((inputs?: Funds_Guard_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Memo (if any)" |
*
* @param {Funds_Guard_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_memo: ((inputs?: Funds_Guard_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_MemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save address" |
*
* @param {Funds_Guard_Save_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_save_address: ((inputs?: Funds_Guard_Save_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Save_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rules" |
*
* @param {Funds_Guard_RulesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_rules: ((inputs?: Funds_Guard_RulesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_RulesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{unit} withdrawal rules" |
*
* @param {Funds_Guard_Rules_FormInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_rules_form: ((inputs: Funds_Guard_Rules_FormInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Rules_FormInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Only to saved addresses" |
*
* @param {Funds_Guard_Allow_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_allow_list: ((inputs?: Funds_Guard_Allow_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Allow_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Daily limit ({unit}, empty for none)" |
*
* @param {Funds_Guard_Daily_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_daily_limit: ((inputs: Funds_Guard_Daily_LimitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Daily_LimitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save rules" |
*
* @param {Funds_Guard_Save_RulesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_save_rules: ((inputs?: Funds_Guard_Save_RulesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Save_RulesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sent by Satchel in the last 24 hours: {amount} {unit}" |
*
* @param {Funds_Guard_Used_TodayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_used_today: ((inputs: Funds_Guard_Used_TodayInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Used_TodayInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock Satchel to change the guard." |
*
* @param {Funds_Guard_UnlockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_unlock: ((inputs?: Funds_Guard_UnlockInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_UnlockInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the address to save." |
*
* @param {Funds_Guard_Enter_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_enter_address: ((inputs?: Funds_Guard_Enter_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Enter_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved. {problem}" |
*
* @param {Funds_Guard_Memo_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_memo_not_saved: ((inputs: Funds_Guard_Memo_Not_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Memo_Not_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved {label} to your {unit} address book." |
*
* @param {Funds_Guard_Saved_LabelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_saved_labelled: ((inputs: Funds_Guard_Saved_LabelledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Saved_LabelledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved the address to your {unit} address book." |
*
* @param {Funds_Guard_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_saved: ((inputs: Funds_Guard_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Removed {name} from the address book." |
*
* @param {Funds_Guard_RemovedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_removed: ((inputs: Funds_Guard_RemovedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_RemovedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{text}” is not an amount. Write the daily limit like 0.5, or leave it empty for none." |
*
* @param {Funds_Guard_Limit_Not_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_limit_not_amount: ((inputs: Funds_Guard_Limit_Not_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Limit_Not_AmountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {unit} guard is saved." |
*
* @param {Funds_Guard_Rule_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_rule_saved: ((inputs: Funds_Guard_Rule_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Guard_Rule_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the deposit's id: a whole number such as 1042." |
*
* @param {Funds_Details_Invalid_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_invalid_deposit: ((inputs?: Funds_Details_Invalid_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Invalid_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the withdrawal's id: a whole number such as 1042." |
*
* @param {Funds_Details_Invalid_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_invalid_withdrawal: ((inputs?: Funds_Details_Invalid_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Invalid_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find a deposit" |
*
* @param {Funds_Details_Find_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_find_deposit: ((inputs?: Funds_Details_Find_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Find_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find a withdrawal" |
*
* @param {Funds_Details_Find_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_find_withdrawal: ((inputs?: Funds_Details_Find_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Find_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit {id}" |
*
* @param {Funds_Details_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_deposit: ((inputs: Funds_Details_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal {id}" |
*
* @param {Funds_Details_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_withdrawal: ((inputs: Funds_Details_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit id" |
*
* @param {Funds_Details_Id_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_id_deposit: ((inputs?: Funds_Details_Id_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Id_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal id" |
*
* @param {Funds_Details_Id_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_id_withdrawal: ((inputs?: Funds_Details_Id_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Id_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show deposit" |
*
* @param {Funds_Details_Show_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_show_deposit: ((inputs?: Funds_Details_Show_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Show_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show withdrawal" |
*
* @param {Funds_Details_Show_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_show_withdrawal: ((inputs?: Funds_Details_Show_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Show_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the deposit…" |
*
* @param {Funds_Details_Loading_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_loading_deposit: ((inputs?: Funds_Details_Loading_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Loading_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the withdrawal…" |
*
* @param {Funds_Details_Loading_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_loading_withdrawal: ((inputs?: Funds_Details_Loading_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Loading_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount received" |
*
* @param {Funds_Details_Amount_ReceivedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_amount_received: ((inputs?: Funds_Details_Amount_ReceivedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Amount_ReceivedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Debited in total" |
*
* @param {Funds_Details_DebitedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_debited: ((inputs?: Funds_Details_DebitedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_DebitedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Received at" |
*
* @param {Funds_Details_Received_AtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_received_at: ((inputs?: Funds_Details_Received_AtInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Received_AtInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sent to" |
*
* @param {Funds_Details_Sent_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_sent_to: ((inputs?: Funds_Details_Sent_ToInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Sent_ToInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Transaction" |
*
* @param {Funds_Details_TransactionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_transaction: ((inputs?: Funds_Details_TransactionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_TransactionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "(opens the explorer in your browser)" |
*
* @param {Funds_Details_Opens_ExplorerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_opens_explorer: ((inputs?: Funds_Details_Opens_ExplorerInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Opens_ExplorerInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not on the network yet" |
*
* @param {Funds_Details_Not_On_NetworkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_not_on_network: ((inputs?: Funds_Details_Not_On_NetworkInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Details_Not_On_NetworkInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Funds_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_sort_by: ((inputs?: Funds_Sort_ByInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Sort_ByInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Order" |
*
* @param {Funds_OrderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_order: ((inputs?: Funds_OrderInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_OrderInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Per page" |
*
* @param {Funds_Per_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_per_page: ((inputs?: Funds_Per_PageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Per_PageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Newest or largest first" |
*
* @param {Funds_Newest_FirstInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_newest_first: ((inputs?: Funds_Newest_FirstInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Newest_FirstInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Oldest or smallest first" |
*
* @param {Funds_Oldest_FirstInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_oldest_first: ((inputs?: Funds_Oldest_FirstInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Oldest_FirstInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status (none ticked: all)" |
*
* @param {Funds_Statuses_LegendInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_statuses_legend: ((inputs?: Funds_Statuses_LegendInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Statuses_LegendInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Funds_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_previous_page: ((inputs?: Funds_Previous_PageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Previous_PageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Funds_Next_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_next_page: ((inputs?: Funds_Next_PageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Next_PageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Asking the exchange…" |
*
* @param {Funds_Asking_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_asking_exchange: ((inputs?: Funds_Asking_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Asking_ExchangeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Funds_Deposit_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_refresh: ((inputs?: Funds_Deposit_RefreshInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_RefreshInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange has not shown the new address yet. Look again in a minute with Refresh." |
*
* @param {Funds_Deposit_Not_Shown_YetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_not_shown_yet: ((inputs?: Funds_Deposit_Not_Shown_YetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_Not_Shown_YetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This account already had a {unit} deposit address; here it is." |
*
* @param {Funds_Deposit_ExistedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_existed: ((inputs: Funds_Deposit_ExistedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_ExistedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange did not confirm the request. It was not sent again; Satchel is looking for the address." |
*
* @param {Funds_Deposit_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_unconfirmed: ((inputs?: Funds_Deposit_UnconfirmedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_UnconfirmedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the {unit} deposit address…" |
*
* @param {Funds_Deposit_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_loading: ((inputs: Funds_Deposit_LoadingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_LoadingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your {unit} deposit address" |
*
* @param {Funds_Deposit_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_title: ((inputs: Funds_Deposit_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Credited after" |
*
* @param {Funds_Deposit_Credited_AfterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_credited_after: ((inputs?: Funds_Deposit_Credited_AfterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_Credited_AfterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} network confirmation" |
* | "other" | "{count} network confirmations" |
*
* @param {Funds_Deposit_ConfirmationsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_confirmations: ((inputs: Funds_Deposit_ConfirmationsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_ConfirmationsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Smallest deposit" |
*
* @param {Funds_Deposit_SmallestInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_smallest: ((inputs?: Funds_Deposit_SmallestInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_SmallestInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Send the memo with every {unit} deposit." |
*
* @param {Funds_Deposit_Memo_EveryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_memo_every: ((inputs: Funds_Deposit_Memo_EveryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_Memo_EveryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{unit} sent to this address without the memo below cannot be credited to your account and is lost." |
*
* @param {Funds_Deposit_Memo_Lost_BelowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_memo_lost_below: ((inputs: Funds_Deposit_Memo_Lost_BelowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_Memo_Lost_BelowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{unit} sent to this address without your memo cannot be credited to your account and is lost." |
*
* @param {Funds_Deposit_Memo_Lost_YoursInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_memo_lost_yours: ((inputs: Funds_Deposit_Memo_Lost_YoursInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_Memo_Lost_YoursInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange has not shown your memo yet: do not deposit until it does." |
*
* @param {Funds_Deposit_Memo_Not_YetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_memo_not_yet: ((inputs?: Funds_Deposit_Memo_Not_YetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_Memo_Not_YetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {unit} deposit address is hidden while Satchel is locked. Unlock to see it." |
*
* @param {Funds_Deposit_HiddenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_hidden: ((inputs: Funds_Deposit_HiddenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_HiddenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Send only {unit} to this address. Deposits below the smallest amount are not credited." |
*
* @param {Funds_Deposit_Send_OnlyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_send_only: ((inputs: Funds_Deposit_Send_OnlyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_Send_OnlyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "QR code of the {unit} deposit address" |
*
* @param {Funds_Deposit_QrInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_qr: ((inputs: Funds_Deposit_QrInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_QrInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange is making your {unit} address. It appears here in a moment…" |
*
* @param {Funds_Deposit_MakingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_making: ((inputs: Funds_Deposit_MakingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_MakingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This account has no {unit} deposit address yet. The exchange makes one when you ask; it stays the same afterwards." |
*
* @param {Funds_Deposit_None_YetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_none_yet: ((inputs: Funds_Deposit_None_YetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_None_YetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Generate {unit} address" |
*
* @param {Funds_Deposit_GenerateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_generate: ((inputs: Funds_Deposit_GenerateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_GenerateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock Satchel to make an address." |
*
* @param {Funds_Deposit_UnlockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_unlock: ((inputs?: Funds_Deposit_UnlockInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Deposit_UnlockInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Exported {count} operation to {file} (your downloads)." |
* | "other" | "Exported {count} operations to {file} (your downloads)." |
*
* @param {Funds_History_Exported_DownloadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_exported_download: ((inputs: Funds_History_Exported_DownloadInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_Exported_DownloadInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Exported {count} operation to {path}." |
* | "other" | "Exported {count} operations to {path}." |
*
* @param {Funds_History_Exported_FileInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_exported_file: ((inputs: Funds_History_Exported_FileInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_Exported_FileInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export cancelled: nothing was saved." |
*
* @param {Funds_History_Export_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_export_cancelled: ((inputs?: Funds_History_Export_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_Export_CancelledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit" |
*
* @param {Funds_Type_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_type_deposit: ((inputs?: Funds_Type_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Type_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal" |
*
* @param {Funds_Type_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_type_withdrawal: ((inputs?: Funds_Type_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Type_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Details of deposit {id}" |
*
* @param {Funds_History_Details_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_details_deposit: ((inputs: Funds_History_Details_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_Details_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Details of withdrawal {id}" |
*
* @param {Funds_History_Details_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_details_withdrawal: ((inputs: Funds_History_Details_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_Details_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Filter the history" |
*
* @param {Funds_History_FilterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_filter: ((inputs?: Funds_History_FilterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_FilterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Funds_History_TypeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_type: ((inputs?: Funds_History_TypeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_TypeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposits and withdrawals" |
*
* @param {Funds_History_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_all: ((inputs?: Funds_History_AllInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_AllInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposits" |
*
* @param {Funds_History_DepositsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_deposits: ((inputs?: Funds_History_DepositsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_DepositsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawals" |
*
* @param {Funds_History_WithdrawalsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_withdrawals: ((inputs?: Funds_History_WithdrawalsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_WithdrawalsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "All currencies" |
*
* @param {Funds_History_All_CurrenciesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_all_currencies: ((inputs?: Funds_History_All_CurrenciesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_All_CurrenciesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Funds_History_DoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_done: ((inputs?: Funds_History_DoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_DoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Funds_History_PendingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_pending: ((inputs?: Funds_History_PendingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_PendingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Funds_History_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_cancelled: ((inputs?: Funds_History_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_CancelledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Funds_History_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_from: ((inputs?: Funds_History_FromInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_FromInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Funds_History_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_to: ((inputs?: Funds_History_ToInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_ToInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount (one currency)" |
*
* @param {Funds_History_Sort_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_sort_amount: ((inputs?: Funds_History_Sort_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_Sort_AmountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Funds_History_ShowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_show: ((inputs?: Funds_History_ShowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_ShowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sorting by amount compares the amounts of one currency, chosen under Currency." |
*
* @param {Funds_History_Sort_NoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_sort_note: ((inputs?: Funds_History_Sort_NoteInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_Sort_NoteInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Funds_History_ExportInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_export: ((inputs?: Funds_History_ExportInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_ExportInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export progress" |
*
* @param {Funds_History_Export_ProgressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_export_progress: ((inputs?: Funds_History_Export_ProgressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_Export_ProgressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reading page {page} of {pages}…" |
*
* @param {Funds_History_Reading_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_reading_page: ((inputs: Funds_History_Reading_PageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_Reading_PageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Starting the export…" |
*
* @param {Funds_History_Export_StartingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_export_starting: ((inputs?: Funds_History_Export_StartingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_Export_StartingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the history…" |
*
* @param {Funds_History_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_loading: ((inputs?: Funds_History_LoadingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_LoadingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No deposits or withdrawals match these filters." |
*
* @param {Funds_History_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_none: ((inputs?: Funds_History_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_NoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} operation; times in your time zone ({zone})" |
* | "other" | "{count} operations; times in your time zone ({zone})" |
*
* @param {Funds_History_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_caption: ((inputs: Funds_History_CaptionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_CaptionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} operation, sorted by amount in {currencies}; times in your time zone ({zone})" |
* | "other" | "{count} operations, sorted by amount in {currencies}; times in your time zone ({zone})" |
*
* @param {Funds_History_Caption_SortedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_caption_sorted: ((inputs: Funds_History_Caption_SortedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_Caption_SortedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Funds_History_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_details: ((inputs?: Funds_History_DetailsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_DetailsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "History pages" |
*
* @param {Funds_History_PagesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_pages: ((inputs?: Funds_History_PagesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_PagesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Page {page} of {pages}" |
*
* @param {Funds_History_Page_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_page_of: ((inputs: Funds_History_Page_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_Page_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The “From” date is not a real date." |
*
* @param {Funds_History_From_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_from_invalid: ((inputs?: Funds_History_From_InvalidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_From_InvalidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The “To” date is not a real date." |
*
* @param {Funds_History_To_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_to_invalid: ((inputs?: Funds_History_To_InvalidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_To_InvalidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The “To” date is before the “From” date." |
*
* @param {Funds_History_To_Before_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_to_before_from: ((inputs?: Funds_History_To_Before_FromInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_To_Before_FromInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amounts of different currencies cannot be compared by their number: choose a currency to sort by amount." |
*
* @param {Funds_History_Amount_Needs_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_amount_needs_currency: ((inputs?: Funds_History_Amount_Needs_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_History_Amount_Needs_CurrencyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Awaiting" |
*
* @param {Funds_Codes_AwaitingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_awaiting: ((inputs?: Funds_Codes_AwaitingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_AwaitingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Valid" |
*
* @param {Funds_Codes_ValidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_valid: ((inputs?: Funds_Codes_ValidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_ValidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Used" |
*
* @param {Funds_Codes_UsedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_used: ((inputs?: Funds_Codes_UsedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_UsedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Blocked" |
*
* @param {Funds_Codes_BlockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_blocked: ((inputs?: Funds_Codes_BlockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_BlockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Funds_Codes_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_cancelled: ((inputs?: Funds_Codes_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_CancelledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange knows this code: {amount} {currency}, {status}." |
*
* @param {Funds_Codes_KnownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_known: ((inputs: Funds_Codes_KnownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_KnownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange knows this code: {amount} {currency}, {status}, only for account {recipient}." |
*
* @param {Funds_Codes_Known_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_known_for: ((inputs: Funds_Codes_Known_ForInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Known_ForInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange knows this code: {amount} {currency}, {status}. “{comment}”." |
*
* @param {Funds_Codes_Known_CommentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_known_comment: ((inputs: Funds_Codes_Known_CommentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Known_CommentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange knows this code: {amount} {currency}, {status}, only for account {recipient}. “{comment}”." |
*
* @param {Funds_Codes_Known_For_CommentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_known_for_comment: ((inputs: Funds_Codes_Known_For_CommentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Known_For_CommentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Redeemed: {amount} {currency} credited to this account." |
*
* @param {Funds_Codes_Redeemed_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeemed_said: ((inputs: Funds_Codes_Redeemed_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Redeemed_SaidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Redeemed: {amount} {currency} credited to this account (the answer was lost; found among the codes you redeemed)." |
*
* @param {Funds_Codes_Redeemed_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeemed_found: ((inputs: Funds_Codes_Redeemed_FoundInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Redeemed_FoundInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not redeemed: you declined the confirmation." |
*
* @param {Funds_Codes_Redeem_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeem_declined: ((inputs?: Funds_Codes_Redeem_DeclinedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Redeem_DeclinedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check or redeem a code" |
*
* @param {Funds_Codes_Check_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_check_title: ((inputs?: Funds_Codes_Check_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Check_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Transfer code" |
*
* @param {Funds_Codes_Transfer_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_transfer_code: ((inputs?: Funds_Codes_Transfer_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Transfer_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check with the exchange" |
*
* @param {Funds_Codes_CheckInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_check: ((inputs?: Funds_Codes_CheckInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_CheckInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Redeem…" |
*
* @param {Funds_Codes_RedeemInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeem: ((inputs?: Funds_Codes_RedeemInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_RedeemInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock Satchel to redeem. Checking works while locked." |
*
* @param {Funds_Codes_Unlock_RedeemInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_unlock_redeem: ((inputs?: Funds_Codes_Unlock_RedeemInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Unlock_RedeemInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the amount of the code." |
*
* @param {Funds_Codes_Enter_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_enter_amount: ((inputs?: Funds_Codes_Enter_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Enter_AmountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{text}” is not an amount. Write it like 0.25, with a point." |
*
* @param {Funds_Codes_Not_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_not_amount: ((inputs: Funds_Codes_Not_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Not_AmountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The “not refundable before” time is not a real time." |
*
* @param {Funds_Codes_Not_Before_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_not_before_invalid: ((inputs?: Funds_Codes_Not_Before_InvalidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Not_Before_InvalidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not created: you declined the confirmation." |
*
* @param {Funds_Codes_Create_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_create_declined: ((inputs?: Funds_Codes_Create_DeclinedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Create_DeclinedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Create a code" |
*
* @param {Funds_Codes_Create_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_create_title: ((inputs?: Funds_Codes_Create_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Create_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The amount leaves your available balance now. Whoever has the code can redeem it, so keep it like cash." |
*
* @param {Funds_Codes_Create_LeadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_create_lead: ((inputs?: Funds_Codes_Create_LeadInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Create_LeadInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount ({unit})" |
*
* @param {Funds_Codes_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_amount: ((inputs: Funds_Codes_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_AmountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Available: {amount}" |
*
* @param {Funds_Codes_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_available: ((inputs: Funds_Codes_AvailableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_AvailableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Only for account (optional)" |
*
* @param {Funds_Codes_Only_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_only_for: ((inputs?: Funds_Codes_Only_ForInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Only_ForInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "anyone" |
*
* @param {Funds_Codes_Anyone_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_anyone_placeholder: ((inputs?: Funds_Codes_Anyone_PlaceholderInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Anyone_PlaceholderInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not refundable before (optional, {zone})" |
*
* @param {Funds_Codes_Not_BeforeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_not_before: ((inputs: Funds_Codes_Not_BeforeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Not_BeforeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Public comment (the recipient sees it)" |
*
* @param {Funds_Codes_Public_Comment_FieldInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_public_comment_field: ((inputs?: Funds_Codes_Public_Comment_FieldInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Public_Comment_FieldInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Private comment (only you see it)" |
*
* @param {Funds_Codes_Private_Comment_FieldInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_private_comment_field: ((inputs?: Funds_Codes_Private_Comment_FieldInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Private_Comment_FieldInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Create code…" |
*
* @param {Funds_Codes_CreateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_create: ((inputs?: Funds_Codes_CreateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_CreateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock Satchel to create a code." |
*
* @param {Funds_Codes_Unlock_CreateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_unlock_create: ((inputs?: Funds_Codes_Unlock_CreateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Unlock_CreateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New code: {amount} {currency}" |
*
* @param {Funds_Codes_NewInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_new: ((inputs: Funds_Codes_NewInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_NewInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copy it now and give it only to the person it is for. Satchel does not keep it; the exchange lists it under your codes." |
*
* @param {Funds_Codes_Copy_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_copy_now: ((inputs?: Funds_Codes_Copy_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Copy_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Funds_Codes_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_code: ((inputs?: Funds_Codes_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "QR code of the new transfer code" |
*
* @param {Funds_Codes_New_QrInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_new_qr: ((inputs?: Funds_Codes_New_QrInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_New_QrInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide the code" |
*
* @param {Funds_Codes_Hide_The_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_hide_the_code: ((inputs?: Funds_Codes_Hide_The_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Hide_The_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show the code" |
*
* @param {Funds_Codes_Show_The_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_show_the_code: ((inputs?: Funds_Codes_Show_The_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Show_The_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Checked here, on this computer, as you type: nothing is sent." |
*
* @param {Funds_Codes_Input_IdleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_input_idle: ((inputs?: Funds_Codes_Input_IdleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Input_IdleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "✓ A well-formed {mark} code (type {type}); its check character matches." |
*
* @param {Funds_Codes_Input_OkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_input_ok: ((inputs: Funds_Codes_Input_OkInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Input_OkInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your codes" |
*
* @param {Funds_Codes_YoursInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_yours: ((inputs?: Funds_Codes_YoursInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_YoursInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Which codes" |
*
* @param {Funds_Codes_WhichInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_which: ((inputs?: Funds_Codes_WhichInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_WhichInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Issued by me" |
*
* @param {Funds_Codes_Issued_By_MeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_issued_by_me: ((inputs?: Funds_Codes_Issued_By_MeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Issued_By_MeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Redeemed by me" |
*
* @param {Funds_Codes_Redeemed_By_MeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeemed_by_me: ((inputs?: Funds_Codes_Redeemed_By_MeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Redeemed_By_MeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Funds_Codes_CreatedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_created: ((inputs?: Funds_Codes_CreatedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_CreatedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Redeemed" |
*
* @param {Funds_Codes_RedeemedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeemed: ((inputs?: Funds_Codes_RedeemedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_RedeemedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Redeemed at" |
*
* @param {Funds_Codes_Redeemed_AtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeemed_at: ((inputs?: Funds_Codes_Redeemed_AtInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Redeemed_AtInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your codes…" |
*
* @param {Funds_Codes_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_loading: ((inputs?: Funds_Codes_LoadingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_LoadingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No more codes." |
*
* @param {Funds_Codes_No_MoreInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_no_more: ((inputs?: Funds_Codes_No_MoreInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_No_MoreInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "You have not issued codes that match." |
*
* @param {Funds_Codes_None_IssuedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_none_issued: ((inputs?: Funds_Codes_None_IssuedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_None_IssuedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "You have not redeemed any codes." |
*
* @param {Funds_Codes_None_RedeemedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_none_redeemed: ((inputs?: Funds_Codes_None_RedeemedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_None_RedeemedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Codes issued by me" |
*
* @param {Funds_Codes_Issued_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_issued_list: ((inputs?: Funds_Codes_Issued_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Issued_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Codes redeemed by me" |
*
* @param {Funds_Codes_Redeemed_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeemed_list: ((inputs?: Funds_Codes_Redeemed_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Redeemed_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "For" |
*
* @param {Funds_Codes_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_for: ((inputs?: Funds_Codes_ForInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_ForInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Funds_Codes_CommentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_comment: ((inputs?: Funds_Codes_CommentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_CommentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Anyone" |
*
* @param {Funds_Codes_AnyoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_anyone: ((inputs?: Funds_Codes_AnyoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_AnyoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Funds_Codes_ShowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_show: ((inputs?: Funds_Codes_ShowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_ShowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Funds_Codes_HideInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_hide: ((inputs?: Funds_Codes_HideInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_HideInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show code {name}" |
*
* @param {Funds_Codes_Show_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_show_named: ((inputs: Funds_Codes_Show_NamedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Show_NamedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide code {name}" |
*
* @param {Funds_Codes_Hide_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_hide_named: ((inputs: Funds_Codes_Hide_NamedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Hide_NamedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code pages" |
*
* @param {Funds_Codes_PagesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_pages: ((inputs?: Funds_Codes_PagesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_PagesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Funds_Codes_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_page: ((inputs: Funds_Codes_PageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_PageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the code’s id: a whole number, as the lists show it." |
*
* @param {Funds_Codes_Id_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_id_invalid: ((inputs?: Funds_Codes_Id_InvalidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Id_InvalidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find one of your codes" |
*
* @param {Funds_Codes_Find_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_find_title: ((inputs?: Funds_Codes_Find_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Find_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code id" |
*
* @param {Funds_Codes_IdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_id: ((inputs?: Funds_Codes_IdInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_IdInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show code" |
*
* @param {Funds_Codes_FindInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_find: ((inputs?: Funds_Codes_FindInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_FindInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the code…" |
*
* @param {Funds_Codes_Loading_OneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_loading_one: ((inputs?: Funds_Codes_Loading_OneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Loading_OneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not refundable before" |
*
* @param {Funds_Codes_Not_Before_DtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_not_before_dt: ((inputs?: Funds_Codes_Not_Before_DtInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Not_Before_DtInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Public comment" |
*
* @param {Funds_Codes_Public_CommentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_public_comment: ((inputs?: Funds_Codes_Public_CommentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Public_CommentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Private comment" |
*
* @param {Funds_Codes_Private_CommentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_private_comment: ((inputs?: Funds_Codes_Private_CommentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Funds_Codes_Private_CommentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading markets…" |
*
* @param {Trading_Loading_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_markets: ((inputs?: Trading_Loading_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_MarketsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Filter markets" |
*
* @param {Trading_Filter_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_filter_markets: ((inputs?: Trading_Filter_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Filter_MarketsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote currency" |
*
* @param {Trading_Quote_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_quote_currency: ((inputs?: Trading_Quote_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Quote_CurrencyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "All" |
*
* @param {Trading_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_all: ((inputs?: Trading_AllInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_AllInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange lists no markets." |
*
* @param {Trading_No_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_markets: ((inputs?: Trading_No_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_MarketsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No markets match." |
*
* @param {Trading_No_MatchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_match: ((inputs?: Trading_No_MatchInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_MatchInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No markets match “{text}”." |
*
* @param {Trading_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_match_text: ((inputs: Trading_No_Match_TextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_Match_TextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No markets match quote currency {quote}." |
*
* @param {Trading_No_Match_QuoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_match_quote: ((inputs: Trading_No_Match_QuoteInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_Match_QuoteInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No markets match “{text}” and quote currency {quote}." |
*
* @param {Trading_No_Match_BothInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_match_both: ((inputs: Trading_No_Match_BothInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_Match_BothInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last updated {time}: these prices may be out of date." |
*
* @param {Trading_Stale_PricesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_stale_prices: ((inputs: Trading_Stale_PricesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Stale_PricesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last updated {time}: these figures may be out of date." |
*
* @param {Trading_Stale_FiguresInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_stale_figures: ((inputs: Trading_Stale_FiguresInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Stale_FiguresInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Markets" |
*
* @param {Trading_Markets_TableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_markets_table: ((inputs?: Trading_Markets_TableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Markets_TableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Market" |
*
* @param {Trading_Col_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_market: ((inputs?: Trading_Col_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_MarketInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last price" |
*
* @param {Trading_Col_LastInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_last: ((inputs?: Trading_Col_LastInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_LastInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "24 h change" |
*
* @param {Trading_Col_ChangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_change: ((inputs?: Trading_Col_ChangeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_ChangeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Volume" |
*
* @param {Trading_Col_VolumeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_volume: ((inputs?: Trading_Col_VolumeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_VolumeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Volume (quote)" |
*
* @param {Trading_Col_Quote_VolumeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_quote_volume: ((inputs?: Trading_Col_Quote_VolumeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_Quote_VolumeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Volume ({currency})" |
*
* @param {Trading_Col_Display_VolumeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_display_volume: ((inputs: Trading_Col_Display_VolumeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_Display_VolumeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "High" |
*
* @param {Trading_Col_HighInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_high: ((inputs?: Trading_Col_HighInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_HighInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Low" |
*
* @param {Trading_Col_LowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_low: ((inputs?: Trading_Col_LowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_LowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "24 h range" |
*
* @param {Trading_Col_RangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_range: ((inputs?: Trading_Col_RangeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_RangeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Favourite" |
*
* @param {Trading_Col_FavouriteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_favourite: ((inputs?: Trading_Col_FavouriteInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_FavouriteInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Favourite {pair}" |
*
* @param {Trading_Favourite_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_favourite_of: ((inputs: Trading_Favourite_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Favourite_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add {pair} to favourites" |
*
* @param {Trading_Favourite_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_favourite_add: ((inputs: Trading_Favourite_AddInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Favourite_AddInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {pair} from favourites" |
*
* @param {Trading_Favourite_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_favourite_remove: ((inputs: Trading_Favourite_RemoveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Favourite_RemoveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sorted by value in {currency}, through the rate of each quote currency; markets without a rate come last, by currency." |
*
* @param {Trading_Sorted_By_Quote_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_sorted_by_quote_value: ((inputs: Trading_Sorted_By_Quote_ValueInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Sorted_By_Quote_ValueInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sorted by value in {currency}, through the rate of each base currency; markets without a rate come last, by currency." |
*
* @param {Trading_Sorted_By_Base_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_sorted_by_base_value: ((inputs: Trading_Sorted_By_Base_ValueInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Sorted_By_Base_ValueInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "24 h range: not known yet" |
*
* @param {Trading_Range_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_range_unknown: ((inputs?: Trading_Range_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Range_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "24 h range: low {low}, high {high}, last {last} ({percent} % of the way up)" |
*
* @param {Trading_Range_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_range_of: ((inputs: Trading_Range_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Range_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Market not found" |
*
* @param {Trading_Market_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_market_not_found: ((inputs?: Trading_Market_Not_FoundInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Market_Not_FoundInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange has no market called “{symbol}”." |
*
* @param {Trading_No_Such_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_such_market: ((inputs: Trading_No_Such_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_Such_MarketInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Back to markets" |
*
* @param {Trading_Back_To_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_back_to_markets: ((inputs?: Trading_Back_To_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Back_To_MarketsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading market…" |
*
* @param {Trading_Loading_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_market: ((inputs?: Trading_Loading_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_MarketInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Grouping" |
*
* @param {Trading_GroupingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_grouping: ((inputs?: Trading_GroupingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_GroupingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Update interval" |
*
* @param {Trading_Update_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_update_interval: ((inputs?: Trading_Update_IntervalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Update_IntervalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Order book" |
*
* @param {Trading_Order_BookInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_order_book: ((inputs?: Trading_Order_BookInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Order_BookInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Trading_DepthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth: ((inputs?: Trading_DepthInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_DepthInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading order book…" |
*
* @param {Trading_Loading_BookInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_book: ((inputs?: Trading_Loading_BookInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_BookInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ticker" |
*
* @param {Trading_TickerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_ticker: ((inputs?: Trading_TickerInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_TickerInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "24 h high" |
*
* @param {Trading_High_24hInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_high_24h: ((inputs?: Trading_High_24hInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_High_24hInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "24 h low" |
*
* @param {Trading_Low_24hInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_low_24h: ((inputs?: Trading_Low_24hInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Low_24hInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "24 h volume" |
*
* @param {Trading_Volume_24hInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_volume_24h: ((inputs?: Trading_Volume_24hInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Volume_24hInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "24 h volume in {currency}" |
*
* @param {Trading_Volume_24h_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_volume_24h_in: ((inputs: Trading_Volume_24h_InInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Volume_24h_InInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Bid" |
*
* @param {Trading_BidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_bid: ((inputs?: Trading_BidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_BidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ask" |
*
* @param {Trading_AskInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_ask: ((inputs?: Trading_AskInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_AskInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show fewer" |
*
* @param {Trading_Show_FewerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_show_fewer: ((inputs?: Trading_Show_FewerInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Show_FewerInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show more" |
*
* @param {Trading_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_show_more: ((inputs?: Trading_Show_MoreInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Show_MoreInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Asks" |
*
* @param {Trading_AsksInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_asks: ((inputs?: Trading_AsksInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_AsksInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Bids" |
*
* @param {Trading_BidsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_bids: ((inputs?: Trading_BidsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_BidsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No asks" |
*
* @param {Trading_No_AsksInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_asks: ((inputs?: Trading_No_AsksInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_AsksInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No bids" |
*
* @param {Trading_No_BidsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_bids: ((inputs?: Trading_No_BidsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_BidsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Spread: —" |
*
* @param {Trading_Spread_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_spread_none: ((inputs?: Trading_Spread_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Spread_NoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Spread: {amount} ({percent} %)" |
*
* @param {Trading_Spread_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_spread_of: ((inputs: Trading_Spread_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Spread_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price ({currency})" |
*
* @param {Trading_Price_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_price_in: ((inputs: Trading_Price_InInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Price_InInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount ({currency})" |
*
* @param {Trading_Amount_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_amount_in: ((inputs: Trading_Amount_InInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Amount_InInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Total ({currency})" |
*
* @param {Trading_Total_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_total_in: ((inputs: Trading_Total_InInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Total_InInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{side}, listed once a second" |
*
* @param {Trading_Book_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_book_caption: ((inputs: Trading_Book_CaptionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Book_CaptionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{side} as of {time}, listed once a second" |
*
* @param {Trading_Book_Caption_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_book_caption_as_of: ((inputs: Trading_Book_Caption_As_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Book_Caption_As_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{side} as of {time}" |
*
* @param {Trading_Book_Caption_As_Of_EveryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_book_caption_as_of_every: ((inputs: Trading_Book_Caption_As_Of_EveryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Book_Caption_As_Of_EveryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Depth chart" |
*
* @param {Trading_Depth_ChartInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_chart: ((inputs?: Trading_Depth_ChartInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_ChartInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount axis ({currency})" |
*
* @param {Trading_Amount_AxisInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_amount_axis: ((inputs: Trading_Amount_AxisInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Amount_AxisInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price axis ({currency})" |
*
* @param {Trading_Price_AxisInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_price_axis: ((inputs: Trading_Price_AxisInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Price_AxisInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price to read the depth at" |
*
* @param {Trading_Depth_SliderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_slider: ((inputs?: Trading_Depth_SliderInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_SliderInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Depth at the pointer" |
*
* @param {Trading_Depth_At_PointerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_at_pointer: ((inputs?: Trading_Depth_At_PointerInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_At_PointerInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Point at the chart, or focus it and use the arrow keys, to read the depth at a price." |
*
* @param {Trading_Depth_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_hint: ((inputs?: Trading_Depth_HintInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_HintInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Bids at {price} or higher: {volume}" |
*
* @param {Trading_Depth_Bids_AtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_bids_at: ((inputs: Trading_Depth_Bids_AtInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_Bids_AtInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Asks at {price} or lower: {volume}" |
*
* @param {Trading_Depth_Asks_AtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_asks_at: ((inputs: Trading_Depth_Asks_AtInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_Asks_AtInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cumulative bids from {low} up to the mid price {mid}, asks up to {high}; deepest side {depth}." |
*
* @param {Trading_Depth_SummaryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_summary: ((inputs: Trading_Depth_SummaryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_SummaryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No orders to chart." |
*
* @param {Trading_Depth_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_empty: ((inputs?: Trading_Depth_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_EmptyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price in {currency}" |
*
* @param {Trading_Price_In_UnitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_price_in_unit: ((inputs: Trading_Price_In_UnitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Price_In_UnitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading accounts…" |
*
* @param {Trading_Loading_AccountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_accounts: ((inputs?: Trading_Loading_AccountsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_AccountsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Account:" |
*
* @param {Trading_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_account: ((inputs?: Trading_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_AccountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide small balances" |
*
* @param {Trading_Hide_SmallInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_hide_small: ((inputs?: Trading_Hide_SmallInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Hide_SmallInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Trading_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_refresh: ((inputs?: Trading_RefreshInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_RefreshInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Small means worth less than 1 USD; empty balances count as small." |
*
* @param {Trading_Small_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_small_hint: ((inputs?: Trading_Small_HintInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Small_HintInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Small means worth less than 1 USD ({value}); empty balances count as small." |
*
* @param {Trading_Small_Hint_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_small_hint_in: ((inputs: Trading_Small_Hint_InInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Small_Hint_InInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Small means worth less than 1 USD (no rate to convert it); empty balances count as small." |
*
* @param {Trading_Small_Hint_No_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_small_hint_no_rate: ((inputs?: Trading_Small_Hint_No_RateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Small_Hint_No_RateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading balances…" |
*
* @param {Trading_Loading_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_balances: ((inputs?: Trading_Loading_BalancesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_BalancesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Portfolio" |
*
* @param {Trading_PortfolioInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_portfolio: ((inputs?: Trading_PortfolioInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_PortfolioInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Portfolio value" |
*
* @param {Trading_Portfolio_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_portfolio_value: ((inputs?: Trading_Portfolio_ValueInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Portfolio_ValueInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "as of {time}" |
*
* @param {Trading_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_as_of: ((inputs: Trading_As_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_As_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "As of {time}" |
*
* @param {Trading_As_Of_StartInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_as_of_start: ((inputs: Trading_As_Of_StartInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_As_Of_StartInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot be computed now" |
*
* @param {Trading_Cannot_ComputeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_cannot_compute: ((inputs?: Trading_Cannot_ComputeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Cannot_ComputeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "24 h change without {currencies} (no market to tell)." |
*
* @param {Trading_Change_WithoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_change_without: ((inputs: Trading_Change_WithoutInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Change_WithoutInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading exchange rates…" |
*
* @param {Trading_Loading_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_rates: ((inputs?: Trading_Loading_RatesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_RatesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The figures shown are the last whole ones." |
*
* @param {Trading_Last_WholeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_last_whole: ((inputs?: Trading_Last_WholeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Last_WholeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This account holds nothing yet." |
*
* @param {Trading_Holds_NothingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_holds_nothing: ((inputs?: Trading_Holds_NothingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Holds_NothingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No balance is worth 1 USD or more. Clear “Hide small balances” to see them all." |
*
* @param {Trading_All_SmallInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_all_small: ((inputs?: Trading_All_SmallInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_All_SmallInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Balances" |
*
* @param {Trading_Balances_TableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_balances_table: ((inputs?: Trading_Balances_TableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Balances_TableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Trading_Col_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_currency: ((inputs?: Trading_Col_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_CurrencyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Trading_Col_TotalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_total: ((inputs?: Trading_Col_TotalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_TotalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Available" |
*
* @param {Trading_Col_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_available: ((inputs?: Trading_Col_AvailableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_AvailableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Locked" |
*
* @param {Trading_Col_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_locked: ((inputs?: Trading_Col_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_LockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Value ({currency})" |
*
* @param {Trading_Col_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_value: ((inputs: Trading_Col_ValueInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_ValueInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Trading_Col_ShareInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_share: ((inputs?: Trading_Col_ShareInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_ShareInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange rates cannot be read now, so what you hold in other currencies than {currency} cannot be valued." |
*
* @param {Trading_No_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_rates: ((inputs: Trading_No_RatesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_RatesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The exchange gives no rate for {currencies}, so it cannot be valued in {currency}." |
* | "other" | "The exchange gives no rate for {currencies}, so they cannot be valued in {currency}." |
*
* @param {Trading_No_Rate_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_rate_for: ((inputs: Trading_No_Rate_ForInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_Rate_ForInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Other" |
*
* @param {Trading_OtherInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_other: ((inputs?: Trading_OtherInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_OtherInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Allocation: nothing priced to show" |
*
* @param {Trading_Allocation_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_allocation_none: ((inputs?: Trading_Allocation_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Allocation_NoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Allocation: {slices}" |
*
* @param {Trading_Allocation_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_allocation_of: ((inputs: Trading_Allocation_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Allocation_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Portfolio value from {from} to {to}: {first} to {last}" |
*
* @param {Trading_History_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_label: ((inputs: Trading_History_LabelInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_LabelInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Portfolio value from {from} to {to}: {first} to {last}, lowest {min}, highest {max}" |
*
* @param {Trading_History_Label_RangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_label_range: ((inputs: Trading_History_Label_RangeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_Label_RangeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "As Satchel saw it while it was open (kept on this computer)." |
*
* @param {Trading_History_SeenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_seen: ((inputs?: Trading_History_SeenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_SeenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The value over time appears here as Satchel keeps polling (a point a minute, kept on this computer)." |
*
* @param {Trading_History_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_empty: ((inputs?: Trading_History_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_EmptyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open orders" |
*
* @param {Trading_Tab_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_tab_open: ((inputs?: Trading_Tab_OpenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Tab_OpenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "History" |
*
* @param {Trading_Tab_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_tab_history: ((inputs?: Trading_Tab_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Tab_HistoryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Trading_Orders_TabsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_orders_tabs: ((inputs?: Trading_Orders_TabsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Orders_TabsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Times in {zone}" |
*
* @param {Trading_Times_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_times_in: ((inputs: Trading_Times_InInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Times_InInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last updated {time}: these orders may be out of date." |
*
* @param {Trading_Stale_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_stale_orders: ((inputs: Trading_Stale_OrdersInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Stale_OrdersInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "All markets" |
*
* @param {Trading_All_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_all_markets: ((inputs?: Trading_All_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_All_MarketsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel selected ({count})" |
*
* @param {Trading_Cancel_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_cancel_selected: ((inputs: Trading_Cancel_SelectedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Cancel_SelectedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to cancel orders." |
*
* @param {Trading_Unlock_To_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_unlock_to_cancel: ((inputs?: Trading_Unlock_To_CancelInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Unlock_To_CancelInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for your confirmation…" |
*
* @param {Trading_Waiting_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_waiting_confirmation: ((inputs?: Trading_Waiting_ConfirmationInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Waiting_ConfirmationInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading open orders…" |
*
* @param {Trading_Loading_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_open: ((inputs?: Trading_Loading_OpenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_OpenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No open orders." |
*
* @param {Trading_No_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_open: ((inputs?: Trading_No_OpenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_OpenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Select all shown orders" |
*
* @param {Trading_Select_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_select_all: ((inputs?: Trading_Select_AllInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Select_AllInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Side" |
*
* @param {Trading_Col_SideInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_side: ((inputs?: Trading_Col_SideInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_SideInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Trading_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_type: ((inputs?: Trading_Col_TypeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_TypeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Trading_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_price: ((inputs?: Trading_Col_PriceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_PriceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Trading_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_amount: ((inputs?: Trading_Col_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_AmountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Filled" |
*
* @param {Trading_Col_FilledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_filled: ((inputs?: Trading_Col_FilledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_FilledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Trading_Col_CreatedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_created: ((inputs?: Trading_Col_CreatedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_CreatedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Trading_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_actions: ((inputs?: Trading_Col_ActionsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_ActionsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Select order {id}" |
*
* @param {Trading_Select_OrderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_select_order: ((inputs: Trading_Select_OrderInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Select_OrderInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel order {id}" |
*
* @param {Trading_Cancel_OrderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_cancel_order: ((inputs: Trading_Cancel_OrderInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Cancel_OrderInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Trading_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_cancel: ((inputs?: Trading_CancelInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_CancelInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No open orders in this market." |
*
* @param {Trading_No_Open_In_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_open_in_market: ((inputs?: Trading_No_Open_In_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_Open_In_MarketInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Trading_BuyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_buy: ((inputs?: Trading_BuyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_BuyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sell" |
*
* @param {Trading_SellInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_sell: ((inputs?: Trading_SellInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_SellInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Limit" |
*
* @param {Trading_Type_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_type_limit: ((inputs?: Trading_Type_LimitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Type_LimitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Market" |
*
* @param {Trading_Type_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_type_market: ((inputs?: Trading_Type_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Type_MarketInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Trading_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_status_active: ((inputs?: Trading_Status_ActiveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Status_ActiveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Executed" |
*
* @param {Trading_Status_ExecutedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_status_executed: ((inputs?: Trading_Status_ExecutedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Status_ExecutedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Market" |
*
* @param {Trading_Price_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_price_market: ((inputs?: Trading_Price_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Price_MarketInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange did not answer in time, so Satchel cannot tell whether it happened. The list has been refreshed: check it before trying again." |
*
* @param {Trading_Outcome_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_outcome_unknown: ((inputs?: Trading_Outcome_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Outcome_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Order {id} was cancelled. What it held is available again." |
*
* @param {Trading_Order_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_order_cancelled: ((inputs: Trading_Order_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Order_CancelledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was cancelled." |
*
* @param {Trading_Nothing_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_nothing_cancelled: ((inputs?: Trading_Nothing_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Nothing_CancelledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange accepted the cancellation. The list has been refreshed to show what is still open." |
*
* @param {Trading_Cancel_AcceptedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_cancel_accepted: ((inputs?: Trading_Cancel_AcceptedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Cancel_AcceptedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} order was cancelled." |
* | "other" | "{count} orders were cancelled." |
*
* @param {Trading_Orders_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_orders_cancelled: ((inputs: Trading_Orders_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Orders_CancelledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not cancelled: {ids}. The list has been refreshed." |
*
* @param {Trading_Not_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_not_cancelled: ((inputs: Trading_Not_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Not_CancelledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Trading_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_from: ((inputs?: Trading_FromInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_FromInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Trading_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_to: ((inputs?: Trading_ToInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_ToInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Limit" |
*
* @param {Trading_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_limit: ((inputs?: Trading_LimitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_LimitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sort" |
*
* @param {Trading_SortInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_sort: ((inputs?: Trading_SortInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_SortInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Newest first" |
*
* @param {Trading_Newest_FirstInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_newest_first: ((inputs?: Trading_Newest_FirstInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Newest_FirstInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Oldest first" |
*
* @param {Trading_Oldest_FirstInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_oldest_first: ((inputs?: Trading_Oldest_FirstInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Oldest_FirstInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Trading_ShowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_show: ((inputs?: Trading_ShowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_ShowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading order history…" |
*
* @param {Trading_Loading_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_history: ((inputs?: Trading_Loading_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_HistoryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No orders in this period." |
*
* @param {Trading_No_Orders_In_PeriodInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_orders_in_period: ((inputs?: Trading_No_Orders_In_PeriodInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_Orders_In_PeriodInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Order history" |
*
* @param {Trading_Order_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_order_history: ((inputs?: Trading_Order_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Order_HistoryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Average price" |
*
* @param {Trading_Col_AverageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_average: ((inputs?: Trading_Col_AverageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_AverageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Executed" |
*
* @param {Trading_Col_ExecutedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_executed: ((inputs?: Trading_Col_ExecutedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_ExecutedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Trading_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_status: ((inputs?: Trading_Col_StatusInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_StatusInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Trading_Col_ClosedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_closed: ((inputs?: Trading_Col_ClosedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_ClosedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Trades" |
*
* @param {Trading_Col_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_trades: ((inputs?: Trading_Col_TradesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_TradesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "average {price}" |
*
* @param {Trading_Average_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_average_of: ((inputs: Trading_Average_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Average_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show trades of order {id}" |
*
* @param {Trading_Show_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_show_trades: ((inputs: Trading_Show_TradesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Show_TradesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Trades" |
*
* @param {Trading_Trades_ButtonInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_trades_button: ((inputs?: Trading_Trades_ButtonInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Trades_ButtonInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading trades…" |
*
* @param {Trading_Loading_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_trades: ((inputs?: Trading_Loading_TradesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_TradesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Order {id} has no trades." |
*
* @param {Trading_No_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_trades: ((inputs: Trading_No_TradesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_TradesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Trades of order {id}" |
*
* @param {Trading_Trades_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_trades_of: ((inputs: Trading_Trades_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Trades_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Time" |
*
* @param {Trading_Col_TimeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_time: ((inputs?: Trading_Col_TimeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_TimeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Trading_Col_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_rate: ((inputs?: Trading_Col_RateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_RateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Role" |
*
* @param {Trading_Col_RoleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_role: ((inputs?: Trading_Col_RoleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_RoleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Trading_Col_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_fee: ((inputs?: Trading_Col_FeeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_FeeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fee currency" |
*
* @param {Trading_Col_Fee_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_fee_currency: ((inputs?: Trading_Col_Fee_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_Fee_CurrencyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Maker" |
*
* @param {Trading_MakerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_maker: ((inputs?: Trading_MakerInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_MakerInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Taker" |
*
* @param {Trading_TakerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_taker: ((inputs?: Trading_TakerInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_TakerInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the “To” date as a calendar date." |
*
* @param {Trading_History_To_DateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_to_date: ((inputs?: Trading_History_To_DateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_To_DateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the “From” date as a calendar date." |
*
* @param {Trading_History_From_DateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_from_date: ((inputs?: Trading_History_From_DateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_From_DateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a “From” date after 1970." |
*
* @param {Trading_History_From_1970Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_from_1970: ((inputs?: Trading_History_From_1970Inputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_From_1970Inputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“From” must not be after “To”." |
*
* @param {Trading_History_From_After_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_from_after_to: ((inputs?: Trading_History_From_After_ToInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_From_After_ToInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show between 1 and {max} orders." |
*
* @param {Trading_History_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_limit: ((inputs: Trading_History_LimitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_LimitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Accounts" |
*
* @param {Settings_AccountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_accounts: ((inputs?: Settings_AccountsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_AccountsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Appliances" |
*
* @param {Settings_AppliancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliances: ((inputs?: Settings_AppliancesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_AppliancesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The network appliances whose authorization policies you manage in Policies. One is in use at a time." |
*
* @param {Settings_Appliances_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliances_intro: ((inputs?: Settings_Appliances_IntroInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliances_IntroInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Market exchange" |
*
* @param {Settings_Market_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_market_exchange: ((inputs?: Settings_Market_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_ExchangeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading settings…" |
*
* @param {Settings_Loading_SettingsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_loading_settings: ((inputs?: Settings_Loading_SettingsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Loading_SettingsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Preferences" |
*
* @param {Settings_PreferencesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_preferences: ((inputs?: Settings_PreferencesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_PreferencesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "App password" |
*
* @param {Settings_App_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_app_password: ((inputs?: Settings_App_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_App_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Help and support" |
*
* @param {Settings_HelpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_help: ((inputs?: Settings_HelpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_HelpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Renamed to “{name}”." |
*
* @param {Settings_RenamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_renamed: ((inputs: Settings_RenamedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_RenamedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Now using “{name}”." |
*
* @param {Settings_Now_UsingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_now_using: ((inputs: Settings_Now_UsingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Now_UsingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” was removed." |
*
* @param {Settings_Account_Removed_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_account_removed_demo: ((inputs: Settings_Account_Removed_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Account_Removed_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” was removed, and its secret deleted from the keychain." |
*
* @param {Settings_Account_RemovedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_account_removed: ((inputs: Settings_Account_RemovedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Account_RemovedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The withdrawal guard of its exchange account is kept." |
*
* @param {Settings_Guard_KeptInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_guard_kept: ((inputs?: Settings_Guard_KeptInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Guard_KeptInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was removed." |
*
* @param {Settings_Nothing_RemovedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_nothing_removed: ((inputs?: Settings_Nothing_RemovedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Nothing_RemovedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading accounts…" |
*
* @param {Settings_Loading_AccountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_loading_accounts: ((inputs?: Settings_Loading_AccountsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Loading_AccountsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No account yet. Add one below." |
*
* @param {Settings_No_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_no_account: ((inputs?: Settings_No_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_No_AccountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No account yet. Add one below, or try a demo account." |
*
* @param {Settings_No_Account_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_no_account_demo: ((inputs?: Settings_No_Account_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_No_Account_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Settings_ActiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_active: ((inputs?: Settings_ActiveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_ActiveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Exchange" |
*
* @param {Settings_Line_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_line_exchange: ((inputs?: Settings_Line_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_ExchangeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "payment gateway" |
*
* @param {Settings_Line_GatewayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_line_gateway: ((inputs?: Settings_Line_GatewayInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_GatewayInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "key" |
*
* @param {Settings_Line_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_line_key: ((inputs?: Settings_Line_KeyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_KeyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Settings_Remove_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_remove_named: ((inputs: Settings_Remove_NamedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Remove_NamedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Its exchange account has a withdrawal guard. The guard is kept (it applies again if you add this account again), but removing the account needs your app pass..." |
*
* @param {Settings_Remove_Guarded_WhyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_remove_guarded_why: ((inputs?: Settings_Remove_Guarded_WhyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Remove_Guarded_WhyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove account" |
*
* @param {Settings_Remove_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_remove_account: ((inputs?: Settings_Remove_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Remove_AccountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Settings_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cancel: ((inputs?: Settings_CancelInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_CancelInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New name for {name}" |
*
* @param {Settings_New_Name_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_new_name_for: ((inputs: Settings_New_Name_ForInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_New_Name_ForInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Give the account a name." |
*
* @param {Settings_Account_Name_NeededInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_account_name_needed: ((inputs?: Settings_Account_Name_NeededInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Account_Name_NeededInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use" |
*
* @param {Settings_UseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_use: ((inputs?: Settings_UseInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_UseInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use {name}" |
*
* @param {Settings_Use_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_use_named: ((inputs: Settings_Use_NamedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Use_NamedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Settings_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_rename: ((inputs?: Settings_RenameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_RenameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rename {name}" |
*
* @param {Settings_Rename_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_rename_named: ((inputs: Settings_Rename_NamedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Rename_NamedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Settings_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_remove: ((inputs?: Settings_RemoveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_RemoveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to use, rename, add or remove accounts." |
*
* @param {Settings_Accounts_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_accounts_locked: ((inputs?: Settings_Accounts_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Accounts_LockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Added “{name}”. Its secret is in the system keychain." |
*
* @param {Settings_Account_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_account_added: ((inputs: Settings_Account_AddedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Account_AddedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Added the demo account {email}." |
*
* @param {Settings_Demo_Account_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_demo_account_added: ((inputs: Settings_Demo_Account_AddedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Demo_Account_AddedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add demo account {email}" |
*
* @param {Settings_Add_Demo_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_add_demo_account: ((inputs: Settings_Add_Demo_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Demo_AccountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add an account" |
*
* @param {Settings_Add_Account_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_add_account_title: ((inputs?: Settings_Add_Account_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Account_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Create an API key on the exchange, then paste its key and secret here. Satchel checks them with the exchange before saving; the secret goes into the system k..." |
*
* @param {Settings_Add_Account_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_add_account_intro: ((inputs?: Settings_Add_Account_IntroInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Account_IntroInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check and save" |
*
* @param {Settings_Check_And_SaveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_check_and_save: ((inputs?: Settings_Check_And_SaveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Check_And_SaveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to add an account." |
*
* @param {Settings_Add_Account_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_add_account_locked: ((inputs?: Settings_Add_Account_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Account_LockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the key with the exchange…" |
*
* @param {Settings_Checking_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_checking_key: ((inputs?: Settings_Checking_KeyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Checking_KeyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Adding the demo account…" |
*
* @param {Settings_Adding_Demo_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_adding_demo_account: ((inputs?: Settings_Adding_Demo_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Adding_Demo_AccountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Demo mode: try Satchel with an account of the built-in demo exchange." |
*
* @param {Settings_Demo_Account_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_demo_account_intro: ((inputs?: Settings_Demo_Account_IntroInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Demo_Account_IntroInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Settings_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_name: ((inputs?: Settings_NameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_NameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Exchange address" |
*
* @param {Settings_Exchange_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_exchange_address: ((inputs?: Settings_Exchange_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Exchange_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Payment gateway address (optional)" |
*
* @param {Settings_Gateway_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_gateway_address: ((inputs?: Settings_Gateway_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Gateway_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "API key" |
*
* @param {Settings_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_api_key: ((inputs?: Settings_Api_KeyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_KeyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "API secret" |
*
* @param {Settings_Api_SecretInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_api_secret: ((inputs?: Settings_Api_SecretInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_SecretInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The address before /v3, starting with https:// (pasted with /v3, it is taken off)." |
*
* @param {Settings_Exchange_Url_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_exchange_url_hint: ((inputs?: Settings_Exchange_Url_HintInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Exchange_Url_HintInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Starting with https://." |
*
* @param {Settings_Starts_HttpsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_starts_https: ((inputs?: Settings_Starts_HttpsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Starts_HttpsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1)." |
*
* @param {Settings_Plain_Http_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_plain_http_rule: ((inputs?: Settings_Plain_Http_RuleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Plain_Http_RuleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use at most 60 characters for the name." |
*
* @param {Settings_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_name_too_long: ((inputs?: Settings_Name_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Name_Too_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use the exchange's https:// address." |
*
* @param {Settings_Exchange_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_exchange_plain_http: ((inputs?: Settings_Exchange_Plain_HttpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Exchange_Plain_HttpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the exchange address as a web address, such as https://exchange.example." |
*
* @param {Settings_Exchange_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_exchange_not_web: ((inputs?: Settings_Exchange_Not_WebInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Exchange_Not_WebInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use the payment gateway's https:// address." |
*
* @param {Settings_Gateway_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_gateway_plain_http: ((inputs?: Settings_Gateway_Plain_HttpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Gateway_Plain_HttpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the payment gateway address as a web address, or leave it empty." |
*
* @param {Settings_Gateway_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_gateway_not_web: ((inputs?: Settings_Gateway_Not_WebInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Gateway_Not_WebInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Paste the API key as the exchange shows it (8 to 256 characters, no spaces)." |
*
* @param {Settings_Api_Key_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_api_key_invalid: ((inputs?: Settings_Api_Key_InvalidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Key_InvalidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Paste the API secret as the exchange shows it (8 to 256 characters, no spaces)." |
*
* @param {Settings_Api_Secret_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_api_secret_invalid: ((inputs?: Settings_Api_Secret_InvalidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Secret_InvalidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "App password set. Satchel now locks itself as chosen in “Lock after”." |
*
* @param {Settings_Password_Set_DoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_password_set_done: ((inputs?: Settings_Password_Set_DoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_Set_DoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "App password changed." |
*
* @param {Settings_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_password_changed: ((inputs?: Settings_Password_ChangedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_ChangedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "App password removed. Satchel no longer locks." |
*
* @param {Settings_Password_RemovedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_password_removed: ((inputs?: Settings_Password_RemovedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_RemovedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An app password is set: Satchel starts locked and locks itself after the idle time you chose. Only a hash of the password is stored." |
*
* @param {Settings_Password_Intro_SetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_password_intro_set: ((inputs?: Settings_Password_Intro_SetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_Intro_SetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Optional. With a password Satchel starts locked and can lock itself when you step away. At least {count} character." |
* | "other" | "Optional. With a password Satchel starts locked and can lock itself when you step away. At least {count} characters." |
*
* @param {Settings_Password_Intro_UnsetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_password_intro_unset: ((inputs: Settings_Password_Intro_UnsetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_Intro_UnsetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Settings_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_current_password: ((inputs?: Settings_Current_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Current_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Settings_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_new_password: ((inputs?: Settings_New_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_New_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Repeat password" |
*
* @param {Settings_Repeat_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_repeat_password: ((inputs?: Settings_Repeat_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Repeat_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Change password" |
*
* @param {Settings_Change_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_change_password: ((inputs?: Settings_Change_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Change_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Set password" |
*
* @param {Settings_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_set_password: ((inputs?: Settings_Set_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Set_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove password" |
*
* @param {Settings_Remove_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_remove_password: ((inputs?: Settings_Remove_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Remove_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Lock now" |
*
* @param {Settings_Lock_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_lock_now: ((inputs?: Settings_Lock_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Lock_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to change the password." |
*
* @param {Settings_Password_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_password_locked: ((inputs?: Settings_Password_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_LockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your current password." |
*
* @param {Settings_Enter_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_enter_current_password: ((inputs?: Settings_Enter_Current_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Enter_Current_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Choose a password of at least {count} character." |
* | "other" | "Choose a password of at least {count} characters." |
*
* @param {Settings_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_password_too_short: ((inputs: Settings_Password_Too_ShortInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_Too_ShortInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The two new passwords are not the same." |
*
* @param {Settings_Passwords_DifferInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_passwords_differ: ((inputs?: Settings_Passwords_DifferInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Passwords_DifferInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The Policies view now works on “{name}”." |
*
* @param {Settings_Appliance_Now_UsedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_now_used: ((inputs: Settings_Appliance_Now_UsedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_Now_UsedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” was removed." |
*
* @param {Settings_Appliance_Removed_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_removed_demo: ((inputs: Settings_Appliance_Removed_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_Removed_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” was removed, and its password deleted from the keychain." |
*
* @param {Settings_Appliance_RemovedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_removed: ((inputs: Settings_Appliance_RemovedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_RemovedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance presents the certificate you trusted (SHA-256 {fingerprint})." |
*
* @param {Settings_Cert_SameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_same: ((inputs: Settings_Cert_SameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_SameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel now trusts the certificate with SHA-256 {fingerprint} for “{name}”." |
*
* @param {Settings_Cert_Trusted_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_trusted_now: ((inputs: Settings_Cert_Trusted_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Trusted_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The certificate trusted before stays." |
*
* @param {Settings_Cert_KeptInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_kept: ((inputs?: Settings_Cert_KeptInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_KeptInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading appliances…" |
*
* @param {Settings_Loading_AppliancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_loading_appliances: ((inputs?: Settings_Loading_AppliancesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Loading_AppliancesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No appliance yet. Add one below." |
*
* @param {Settings_No_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_no_appliance: ((inputs?: Settings_No_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_No_ApplianceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No appliance yet. Add one below, or try the demo appliance." |
*
* @param {Settings_No_Appliance_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_no_appliance_demo: ((inputs?: Settings_No_Appliance_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_No_Appliance_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved appliances" |
*
* @param {Settings_Saved_AppliancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_saved_appliances: ((inputs?: Settings_Saved_AppliancesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Saved_AppliancesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "In use" |
*
* @param {Settings_In_UseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_in_use: ((inputs?: Settings_In_UseInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_In_UseInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "API path" |
*
* @param {Settings_Line_Api_PathInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_line_api_path: ((inputs?: Settings_Line_Api_PathInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_Api_PathInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "user" |
*
* @param {Settings_Line_UserInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_line_user: ((inputs?: Settings_Line_UserInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_UserInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "signs in by session" |
*
* @param {Settings_Line_Signs_In_SessionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_line_signs_in_session: ((inputs?: Settings_Line_Signs_In_SessionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_Signs_In_SessionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "signs in by HTTP Basic" |
*
* @param {Settings_Line_Signs_In_BasicInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_line_signs_in_basic: ((inputs?: Settings_Line_Signs_In_BasicInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_Signs_In_BasicInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "certificate" |
*
* @param {Settings_Line_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_line_certificate: ((inputs?: Settings_Line_CertificateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_CertificateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance's certificate expired on {date}; Satchel still accepts it because you trusted it — renew it on the appliance." |
*
* @param {Settings_Cert_ExpiredInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_expired: ((inputs: Settings_Cert_ExpiredInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_ExpiredInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New name for appliance {name}" |
*
* @param {Settings_New_Name_For_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_new_name_for_appliance: ((inputs: Settings_New_Name_For_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_New_Name_For_ApplianceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Give the appliance a name." |
*
* @param {Settings_Appliance_Name_NeededInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_name_needed: ((inputs?: Settings_Appliance_Name_NeededInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_Name_NeededInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use appliance {name}" |
*
* @param {Settings_Use_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_use_appliance: ((inputs: Settings_Use_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Use_ApplianceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the certificate of {name}" |
*
* @param {Settings_Check_Cert_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_check_cert_of: ((inputs: Settings_Check_Cert_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Check_Cert_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check certificate" |
*
* @param {Settings_Check_CertInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_check_cert: ((inputs?: Settings_Check_CertInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Check_CertInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rename appliance {name}" |
*
* @param {Settings_Rename_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_rename_appliance: ((inputs: Settings_Rename_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Rename_ApplianceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove appliance {name}" |
*
* @param {Settings_Remove_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_remove_appliance: ((inputs: Settings_Remove_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Remove_ApplianceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{host} presents a different certificate from the one you trusted." |
*
* @param {Settings_Cert_DiffersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_differs: ((inputs: Settings_Cert_DiffersInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_DiffersInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Trust the new one only if the appliance's administrator replaced it; otherwise someone may be in between." |
*
* @param {Settings_Cert_Differs_AdviceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_differs_advice: ((inputs?: Settings_Cert_Differs_AdviceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Differs_AdviceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Trusted until now (SHA-256)" |
*
* @param {Settings_Cert_Trusted_Until_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_trusted_until_now: ((inputs?: Settings_Cert_Trusted_Until_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Trusted_Until_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Presented now (SHA-256)" |
*
* @param {Settings_Cert_Presented_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_presented_now: ((inputs?: Settings_Cert_Presented_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Presented_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Issued to" |
*
* @param {Settings_Cert_Issued_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_issued_to: ((inputs?: Settings_Cert_Issued_ToInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Issued_ToInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Issued by" |
*
* @param {Settings_Cert_Issued_ByInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_issued_by: ((inputs?: Settings_Cert_Issued_ByInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Issued_ByInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Trust the new certificate" |
*
* @param {Settings_Trust_New_CertInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_trust_new_cert: ((inputs?: Settings_Trust_New_CertInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Trust_New_CertInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Keep the old one" |
*
* @param {Settings_Keep_Old_CertInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_keep_old_cert: ((inputs?: Settings_Keep_Old_CertInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Keep_Old_CertInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to use, rename, add or remove appliances." |
*
* @param {Settings_Appliances_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliances_locked: ((inputs?: Settings_Appliances_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliances_LockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in to “{name}” and saved it. Its password is in the system keychain." |
*
* @param {Settings_Appliance_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_added: ((inputs: Settings_Appliance_AddedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_AddedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Added the demo appliance as “{name}”." |
*
* @param {Settings_Demo_Appliance_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_demo_appliance_added: ((inputs: Settings_Demo_Appliance_AddedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Demo_Appliance_AddedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add the demo appliance" |
*
* @param {Settings_Add_Demo_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_add_demo_appliance: ((inputs?: Settings_Add_Demo_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Demo_ApplianceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add an appliance" |
*
* @param {Settings_Add_Appliance_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_add_appliance_title: ((inputs?: Settings_Add_Appliance_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Appliance_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel signs in with these before saving anything; the password goes into the system keychain and is never shown again. Over https, you see the appliance's ..." |
*
* @param {Settings_Add_Appliance_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_add_appliance_intro: ((inputs?: Settings_Add_Appliance_IntroInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Appliance_IntroInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in and save" |
*
* @param {Settings_Sign_In_And_SaveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sign_in_and_save: ((inputs?: Settings_Sign_In_And_SaveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Sign_In_And_SaveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to add an appliance." |
*
* @param {Settings_Add_Appliance_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_add_appliance_locked: ((inputs?: Settings_Add_Appliance_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Appliance_LockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the appliance’s certificate…" |
*
* @param {Settings_Reading_CertInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_reading_cert: ((inputs?: Settings_Reading_CertInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Reading_CertInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in to the appliance…" |
*
* @param {Settings_Signing_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_signing_in: ((inputs?: Settings_Signing_InInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Signing_InInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Adding the demo appliance…" |
*
* @param {Settings_Adding_Demo_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_adding_demo_appliance: ((inputs?: Settings_Adding_Demo_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Adding_Demo_ApplianceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Demo mode: try the Policies view on the built-in demo appliance." |
*
* @param {Settings_Demo_Appliance_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_demo_appliance_intro: ((inputs?: Settings_Demo_Appliance_IntroInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Demo_Appliance_IntroInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Appliance name" |
*
* @param {Settings_Appliance_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_name: ((inputs?: Settings_Appliance_NameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_NameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Appliance address" |
*
* @param {Settings_Appliance_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_address: ((inputs?: Settings_Appliance_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "User name" |
*
* @param {Settings_User_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_user_name: ((inputs?: Settings_User_NameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_User_NameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Appliance password" |
*
* @param {Settings_Appliance_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_password: ((inputs?: Settings_Appliance_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in mode" |
*
* @param {Settings_Sign_In_ModeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_sign_in_mode: ((inputs?: Settings_Sign_In_ModeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Sign_In_ModeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Session (sign in once)" |
*
* @param {Settings_Auth_SessionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_auth_session: ((inputs?: Settings_Auth_SessionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Auth_SessionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "HTTP Basic (every request)" |
*
* @param {Settings_Auth_BasicInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_auth_basic: ((inputs?: Settings_Auth_BasicInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Auth_BasicInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "API path" |
*
* @param {Settings_Api_PathInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_api_path: ((inputs?: Settings_Api_PathInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_PathInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Optional: left empty, {path} (the document's). A real appliance may have its own, such as /nitro/v1." |
*
* @param {Settings_Api_Path_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_hint: ((inputs: Settings_Api_Path_HintInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_HintInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "https:// for an appliance on the network. Plain http:// only to this computer (127.0.0.1, localhost, as an SSH tunnel): anywhere else it would send the passw..." |
*
* @param {Settings_Appliance_Url_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_url_hint: ((inputs?: Settings_Appliance_Url_HintInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_Url_HintInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Certificate of {host}" |
*
* @param {Settings_Cert_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_of: ((inputs: Settings_Cert_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This computer's certificate authorities vouch for it." |
*
* @param {Settings_Cert_VouchedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_vouched: ((inputs?: Settings_Cert_VouchedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_VouchedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This computer does not trust it." |
*
* @param {Settings_Cert_UntrustedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_untrusted: ((inputs?: Settings_Cert_UntrustedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_UntrustedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This computer does not trust it: it is signed by itself, as appliances’ own certificates mostly are." |
*
* @param {Settings_Cert_Untrusted_Self_SignedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_untrusted_self_signed: ((inputs?: Settings_Cert_Untrusted_Self_SignedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Untrusted_Self_SignedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Compare its fingerprint with the one the appliance shows (on its console or web interface) and trust it only if they match. Satchel then accepts this certifi..." |
*
* @param {Settings_Cert_CompareInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_compare: ((inputs?: Settings_Cert_CompareInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_CompareInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SHA-256 fingerprint" |
*
* @param {Settings_Cert_FingerprintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_fingerprint: ((inputs?: Settings_Cert_FingerprintInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_FingerprintInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Valid until" |
*
* @param {Settings_Cert_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_cert_valid_until: ((inputs?: Settings_Cert_Valid_UntilInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Valid_UntilInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Trust this certificate and sign in" |
*
* @param {Settings_Trust_And_Sign_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_trust_and_sign_in: ((inputs?: Settings_Trust_And_Sign_InInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Trust_And_Sign_InInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Don't trust it" |
*
* @param {Settings_Do_Not_TrustInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_do_not_trust: ((inputs?: Settings_Do_Not_TrustInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Do_Not_TrustInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the appliance address as a web address, such as https://adc.example." |
*
* @param {Settings_Appliance_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_not_web: ((inputs?: Settings_Appliance_Not_WebInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_Not_WebInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance address starts with https://." |
*
* @param {Settings_Appliance_SchemeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_scheme: ((inputs?: Settings_Appliance_SchemeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_SchemeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Leave the user name and password out of the address: they have their own fields." |
*
* @param {Settings_Appliance_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_credentials: ((inputs?: Settings_Appliance_CredentialsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_CredentialsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Plain http:// would send the password unencrypted: use https://. Plain http:// is only for this computer (127.0.0.1, localhost)." |
*
* @param {Settings_Appliance_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_plain_http: ((inputs?: Settings_Appliance_Plain_HttpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_Plain_HttpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use at most 60 characters for the appliance name." |
*
* @param {Settings_Appliance_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_name_too_long: ((inputs?: Settings_Appliance_Name_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_Name_Too_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the user name to sign in with." |
*
* @param {Settings_Enter_UserInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_enter_user: ((inputs?: Settings_Enter_UserInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Enter_UserInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The user name is too long." |
*
* @param {Settings_User_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_user_too_long: ((inputs?: Settings_User_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_User_Too_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the password." |
*
* @param {Settings_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_enter_password: ((inputs?: Settings_Enter_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Enter_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The password is too long." |
*
* @param {Settings_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_password_too_long: ((inputs?: Settings_Password_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_Too_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Markets now come from the demo exchange." |
*
* @param {Settings_Market_Now_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_market_now_demo: ((inputs?: Settings_Market_Now_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Now_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Markets now come from {url}." |
*
* @param {Settings_Market_Now_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_market_now_from: ((inputs: Settings_Market_Now_FromInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Now_FromInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange whose markets and prices Satchel shows while no account is in use. An account always uses its own exchange." |
*
* @param {Settings_Market_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_market_intro: ((inputs?: Settings_Market_IntroInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_IntroInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel was started with an exchange of its own ({how}), which is used instead of the choice here." |
*
* @param {Settings_Market_FixedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_market_fixed: ((inputs: Settings_Market_FixedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_FixedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The demo exchange is not running now: it starts the next time Satchel starts." |
*
* @param {Settings_Market_Demo_Not_RunningInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_market_demo_not_running: ((inputs?: Settings_Market_Demo_Not_RunningInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Demo_Not_RunningInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Restart now" |
*
* @param {Settings_Restart_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_restart_now: ((inputs?: Settings_Restart_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Restart_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel is restarting…" |
*
* @param {Settings_RestartingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_restarting: ((inputs?: Settings_RestartingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_RestartingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Exchange for market data" |
*
* @param {Settings_Market_LegendInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_market_legend: ((inputs?: Settings_Market_LegendInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_LegendInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use the demo exchange" |
*
* @param {Settings_Use_Demo_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_use_demo_exchange: ((inputs?: Settings_Use_Demo_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Use_Demo_ExchangeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "(simulated, no real money)" |
*
* @param {Settings_SimulatedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_simulated: ((inputs?: Settings_SimulatedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_SimulatedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save exchange" |
*
* @param {Settings_Save_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_save_exchange: ((inputs?: Settings_Save_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Save_ExchangeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to change the exchange." |
*
* @param {Settings_Market_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_market_locked: ((inputs?: Settings_Market_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_LockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the exchange's address, such as https://exchange.example." |
*
* @param {Settings_Market_Address_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_empty: ((inputs?: Settings_Market_Address_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Address_EmptyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange's address is not a web address. Use one like https://exchange.example." |
*
* @param {Settings_Market_Address_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_not_web: ((inputs?: Settings_Market_Address_Not_WebInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Address_Not_WebInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange's address must start with https://." |
*
* @param {Settings_Market_Address_SchemeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_scheme: ((inputs?: Settings_Market_Address_SchemeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Address_SchemeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange's address must not contain a user name or password." |
*
* @param {Settings_Market_Address_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_credentials: ((inputs?: Settings_Market_Address_CredentialsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Address_CredentialsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange's address ends before any ? or #. Use one like https://exchange.example." |
*
* @param {Settings_Market_Address_QueryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_query: ((inputs?: Settings_Market_Address_QueryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Address_QueryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A text file for support: Satchel’s version and system, your settings as choices and counts, and the end of Satchel’s log. Keys, passwords, e-mail and coin ad..." |
*
* @param {Settings_Diagnostics_ExplainedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_diagnostics_explained: ((inputs?: Settings_Diagnostics_ExplainedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Diagnostics_ExplainedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export diagnostics" |
*
* @param {Settings_Export_DiagnosticsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_export_diagnostics: ((inputs?: Settings_Export_DiagnosticsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Export_DiagnosticsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Diagnostics saved as {file} (your downloads)." |
*
* @param {Settings_Diagnostics_DownloadedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_diagnostics_downloaded: ((inputs: Settings_Diagnostics_DownloadedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Diagnostics_DownloadedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Diagnostics saved to {path}." |
*
* @param {Settings_Diagnostics_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_diagnostics_saved: ((inputs: Settings_Diagnostics_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Diagnostics_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export cancelled: nothing was saved." |
*
* @param {Settings_Diagnostics_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_diagnostics_cancelled: ((inputs?: Settings_Diagnostics_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Diagnostics_CancelledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the API path, such as /svc/v1." |
*
* @param {Settings_Api_Path_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_empty: ((inputs?: Settings_Api_Path_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_EmptyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The API path has at most {count} character." |
* | "other" | "The API path has at most {count} characters." |
*
* @param {Settings_Api_Path_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_too_long: ((inputs: Settings_Api_Path_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_Too_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The API path starts with “/”, such as /svc/v1." |
*
* @param {Settings_Api_Path_SlashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_slash: ((inputs?: Settings_Api_Path_SlashInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_SlashInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The API path names at least one folder, such as /svc/v1." |
*
* @param {Settings_Api_Path_No_FolderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_no_folder: ((inputs?: Settings_Api_Path_No_FolderInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_No_FolderInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The API path has “//” in it: one “/” between its parts." |
*
* @param {Settings_Api_Path_Double_SlashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_double_slash: ((inputs?: Settings_Api_Path_Double_SlashInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_Double_SlashInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The API path cannot have “.” or “..” as a part." |
*
* @param {Settings_Api_Path_DotsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_dots: ((inputs?: Settings_Api_Path_DotsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_DotsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The API path has only letters, digits and . _ ~ - between its “/”, such as /nitro/v1." |
*
* @param {Settings_Api_Path_CharactersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_characters: ((inputs?: Settings_Api_Path_CharactersInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_CharactersInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cards and other payment services" |
*
* @param {Fiat_Cards_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_cards_title: ((inputs?: Fiat_Cards_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Cards_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fiat goes through the exchange's payment gateway, in a window of its own: it can only do payments, and it acts for the account that is active now." |
*
* @param {Fiat_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_intro: ((inputs?: Fiat_IntroInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_IntroInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Fiat_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_currency: ((inputs?: Fiat_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_CurrencyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "available {amount}" |
*
* @param {Fiat_Available_ShortInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_available_short: ((inputs: Fiat_Available_ShortInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Available_ShortInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit {currency}" |
*
* @param {Fiat_Deposit_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_of: ((inputs: Fiat_Deposit_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pay out {currency}" |
*
* @param {Fiat_Payout_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_of: ((inputs: Fiat_Payout_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock Satchel to move money." |
*
* @param {Fiat_Unlock_To_MoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_unlock_to_move: ((inputs?: Fiat_Unlock_To_MoveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Unlock_To_MoveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Opening the payment window…" |
*
* @param {Fiat_OpeningInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_opening: ((inputs?: Fiat_OpeningInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_OpeningInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment window for the deposit of {currency} is open." |
*
* @param {Fiat_Opened_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_opened_deposit: ((inputs: Fiat_Opened_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Opened_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment window for the payout of {currency} is open." |
*
* @param {Fiat_Opened_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_opened_payout: ((inputs: Fiat_Opened_PayoutInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Opened_PayoutInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The browser blocked the payment window." |
*
* @param {Fiat_BlockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_blocked: ((inputs?: Fiat_BlockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_BlockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open the payment window" |
*
* @param {Fiat_Open_WindowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_open_window: ((inputs?: Fiat_Open_WindowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Open_WindowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit {id} of {amount} {currency} is paid and credited." |
*
* @param {Fiat_Deposit_PaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_paid: ((inputs: Fiat_Deposit_PaidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_PaidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit {id} of {amount} {currency} ended ({status}): nothing was credited." |
*
* @param {Fiat_Deposit_EndedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_ended: ((inputs: Fiat_Deposit_EndedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_EndedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit {currency}" |
*
* @param {Fiat_Window_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_window_deposit: ((inputs: Fiat_Window_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Window_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pay out {currency}" |
*
* @param {Fiat_Window_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_window_payout: ((inputs: Fiat_Window_PayoutInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Window_PayoutInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Fiat_Window_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_window_payment: ((inputs?: Fiat_Window_PaymentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Window_PaymentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Account {account} · through the payment gateway at {host}" |
*
* @param {Fiat_Window_ViaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_window_via: ((inputs: Fiat_Window_ViaInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Window_ViaInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the payment window…" |
*
* @param {Fiat_Window_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_window_loading: ((inputs?: Fiat_Window_LoadingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Window_LoadingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel is locked. Unlock it in the main window to go on; what you typed here stays." |
*
* @param {Fiat_Window_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_window_locked: ((inputs?: Fiat_Window_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Window_LockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit {id}: going to the payment page…" |
*
* @param {Fiat_Deposit_GoingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_going: ((inputs: Fiat_Deposit_GoingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_GoingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} {currency} through {service}. Reference: deposit {id}." |
*
* @param {Fiat_Deposit_Made_ViaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_made_via: ((inputs: Fiat_Deposit_Made_ViaInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_Made_ViaInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} {currency} through {service} ({from}). Reference: deposit {id}." |
*
* @param {Fiat_Deposit_Made_Via_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_made_via_from: ((inputs: Fiat_Deposit_Made_Via_FromInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_Made_Via_FromInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} {currency} by card, the exchange's choice of service. Reference: deposit {id}." |
*
* @param {Fiat_Deposit_Made_QuickInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_made_quick: ((inputs: Fiat_Deposit_Made_QuickInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_Made_QuickInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pay on the payment service's page. When it is done, this window closes and your balance is updated." |
*
* @param {Fiat_Deposit_Pay_ThereInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_pay_there: ((inputs?: Fiat_Deposit_Pay_ThereInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_Pay_ThereInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Payment form" |
*
* @param {Fiat_Payment_FormInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_payment_form: ((inputs?: Fiat_Payment_FormInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payment_FormInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Continue to the payment page" |
*
* @param {Fiat_Continue_To_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_continue_to_page: ((inputs?: Fiat_Continue_To_PageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Continue_To_PageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Asking the payment gateway for its services…" |
*
* @param {Fiat_Asking_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_asking_services: ((inputs?: Fiat_Asking_ServicesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Asking_ServicesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount and service" |
*
* @param {Fiat_Amount_And_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_amount_and_service: ((inputs?: Fiat_Amount_And_ServiceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Amount_And_ServiceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway is in test mode: no real money moves." |
*
* @param {Fiat_Test_ModeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_test_mode: ((inputs?: Fiat_Test_ModeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Test_ModeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount ({currency})" |
*
* @param {Fiat_Amount_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_amount_in: ((inputs: Fiat_Amount_InInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Amount_InInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway offers no payment service for {currency} right now." |
*
* @param {Fiat_No_Deposit_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_no_deposit_service: ((inputs: Fiat_No_Deposit_ServiceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_No_Deposit_ServiceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Payment service" |
*
* @param {Fiat_Payment_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_payment_service: ((inputs?: Fiat_Payment_ServiceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payment_ServiceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Continue to payment" |
*
* @param {Fiat_Continue_To_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_continue_to_payment: ((inputs?: Fiat_Continue_To_PaymentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Continue_To_PaymentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quick card deposit" |
*
* @param {Fiat_Quick_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_quick_deposit: ((inputs?: Fiat_Quick_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Quick_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Making the deposit and its invoice…" |
*
* @param {Fiat_Making_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_making_deposit: ((inputs?: Fiat_Making_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Making_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quick card deposit lets the exchange choose the payment service and skips the details above." |
*
* @param {Fiat_Quick_Deposit_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_quick_deposit_hint: ((inputs?: Fiat_Quick_Deposit_HintInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Quick_Deposit_HintInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "no fee stated" |
*
* @param {Fiat_Fee_Not_StatedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_not_stated: ((inputs?: Fiat_Fee_Not_StatedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fee_Not_StatedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "no fee" |
*
* @param {Fiat_Fee_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_none: ((inputs?: Fiat_Fee_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fee_NoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "fee {fee}" |
*
* @param {Fiat_Fee_IsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_is: ((inputs: Fiat_Fee_IsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fee_IsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "at least {amount} {currency}" |
*
* @param {Fiat_Fee_At_LeastInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_at_least: ((inputs: Fiat_Fee_At_LeastInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fee_At_LeastInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "at most {amount} {currency}" |
*
* @param {Fiat_Fee_At_MostInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_at_most: ((inputs: Fiat_Fee_At_MostInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fee_At_MostInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "from {amount} {currency}" |
*
* @param {Fiat_Limit_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_limit_from: ((inputs: Fiat_Limit_FromInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Limit_FromInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "up to {amount} {currency}" |
*
* @param {Fiat_Limit_Up_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_limit_up_to: ((inputs: Fiat_Limit_Up_ToInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Limit_Up_ToInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "no details needed" |
*
* @param {Fiat_No_Details_NeededInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_no_details_needed: ((inputs?: Fiat_No_Details_NeededInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_No_Details_NeededInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{label} (optional)" |
*
* @param {Fiat_Field_OptionalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_field_optional: ((inputs: Fiat_Field_OptionalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Field_OptionalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an amount." |
*
* @param {Fiat_Enter_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_enter_amount: ((inputs?: Fiat_Enter_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Enter_AmountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not sent: you declined the confirmation." |
*
* @param {Fiat_Payout_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_declined: ((inputs?: Fiat_Payout_DeclinedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_DeclinedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Payout {id}: {status}" |
*
* @param {Fiat_Payout_ResultInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_result: ((inputs: Fiat_Payout_ResultInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_ResultInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sent: {receive} {currency} to {recipient}; {debit} {currency} from your balance." |
*
* @param {Fiat_Payout_SentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_sent: ((inputs: Fiat_Payout_SentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_SentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sent: {receive} {currency} to {recipient} through {service}; {debit} {currency} from your balance." |
*
* @param {Fiat_Payout_Sent_ViaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_sent_via: ((inputs: Fiat_Payout_Sent_ViaInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_Sent_ViaInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sent: {receive} {currency} to the recipient; {debit} {currency} from your balance." |
*
* @param {Fiat_Payout_Sent_AnyoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_sent_anyone: ((inputs: Fiat_Payout_Sent_AnyoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_Sent_AnyoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sent: {receive} {currency} to the recipient through {service}; {debit} {currency} from your balance." |
*
* @param {Fiat_Payout_Sent_Anyone_ViaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_sent_anyone_via: ((inputs: Fiat_Payout_Sent_Anyone_ViaInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_Sent_Anyone_ViaInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reference: payout {id}. Its progress shows in History in the main window." |
*
* @param {Fiat_Payout_ReferenceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_reference: ((inputs: Fiat_Payout_ReferenceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_ReferenceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange sent you an e-mail. The payout goes out only after you open the link in it." |
*
* @param {Fiat_Payout_EmailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_email: ((inputs?: Fiat_Payout_EmailInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_EmailInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange says: “{message}”" |
*
* @param {Fiat_Exchange_SaysInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_exchange_says: ((inputs: Fiat_Exchange_SaysInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Exchange_SaysInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange saved this destination as fund source {id}: next time, choose “A destination the exchange saved” and enter that number instead of the details." |
*
* @param {Fiat_Payout_Saved_SourceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_saved_source: ((inputs: Fiat_Payout_Saved_SourceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_Saved_SourceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reading your balance again…" |
*
* @param {Fiat_Reading_BalanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_reading_balance: ((inputs?: Fiat_Reading_BalanceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Reading_BalanceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Available now: {amount}" |
*
* @param {Fiat_Available_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_available_now: ((inputs: Fiat_Available_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Available_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your balance could not be read again; Balances in the main window shows it." |
*
* @param {Fiat_Balance_UnreadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_balance_unread: ((inputs?: Fiat_Balance_UnreadInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Balance_UnreadInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New payout" |
*
* @param {Fiat_New_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_new_payout: ((inputs?: Fiat_New_PayoutInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_New_PayoutInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Close this window" |
*
* @param {Fiat_Close_WindowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_close_window: ((inputs?: Fiat_Close_WindowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Close_WindowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "How much" |
*
* @param {Fiat_How_MuchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_how_much: ((inputs?: Fiat_How_MuchInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_How_MuchInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Update services" |
*
* @param {Fiat_Update_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_update_services: ((inputs?: Fiat_Update_ServicesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Update_ServicesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show payout services" |
*
* @param {Fiat_Show_Payout_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_show_payout_services: ((inputs?: Fiat_Show_Payout_ServicesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Show_Payout_ServicesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Available: {amount}" |
*
* @param {Fiat_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_available: ((inputs: Fiat_AvailableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_AvailableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Where to" |
*
* @param {Fiat_Where_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_where_to: ((inputs?: Fiat_Where_ToInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Where_ToInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway offers no payout service for {amount} {currency}. Try another amount." |
*
* @param {Fiat_No_Payout_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_no_payout_service: ((inputs: Fiat_No_Payout_ServiceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_No_Payout_ServiceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Payout service" |
*
* @param {Fiat_Payout_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_service: ((inputs?: Fiat_Payout_ServiceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_ServiceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pay to" |
*
* @param {Fiat_Pay_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_pay_to: ((inputs?: Fiat_Pay_ToInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Pay_ToInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New details" |
*
* @param {Fiat_New_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_new_details: ((inputs?: Fiat_New_DetailsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_New_DetailsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A destination the exchange saved" |
*
* @param {Fiat_Saved_DestinationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_saved_destination: ((inputs?: Fiat_Saved_DestinationInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Saved_DestinationInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fund source number" |
*
* @param {Fiat_Fund_SourceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fund_source: ((inputs?: Fiat_Fund_SourceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fund_SourceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shown after an earlier payout to the same details with this service." |
*
* @param {Fiat_Fund_Source_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fund_source_hint: ((inputs?: Fiat_Fund_Source_HintInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fund_Source_HintInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the fund source number, a whole number." |
*
* @param {Fiat_Fund_Source_ProblemInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fund_source_problem: ((inputs?: Fiat_Fund_Source_ProblemInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fund_Source_ProblemInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Recipient gets" |
*
* @param {Fiat_Recipient_GetsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_recipient_gets: ((inputs?: Fiat_Recipient_GetsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Recipient_GetsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Fiat_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fee: ((inputs?: Fiat_FeeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_FeeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Taken from your balance" |
*
* @param {Fiat_Taken_From_BalanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_taken_from_balance: ((inputs?: Fiat_Taken_From_BalanceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Taken_From_BalanceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The amount changed: update the services to see this amount's offer." |
*
* @param {Fiat_Amount_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_amount_changed: ((inputs?: Fiat_Amount_ChangedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Amount_ChangedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Review and pay out" |
*
* @param {Fiat_Review_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_review_payout: ((inputs?: Fiat_Review_PayoutInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Review_PayoutInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for your confirmation and the exchange…" |
*
* @param {Fiat_Waiting_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_waiting_confirmation: ((inputs?: Fiat_Waiting_ConfirmationInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Waiting_ConfirmationInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Converter" |
*
* @param {Fiat_ConverterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_converter: ((inputs?: Fiat_ConverterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_ConverterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading rates…" |
*
* @param {Fiat_Loading_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_loading_rates: ((inputs?: Fiat_Loading_RatesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Loading_RatesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Fiat_Converter_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_converter_amount: ((inputs?: Fiat_Converter_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Converter_AmountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Fiat_Converter_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_converter_from: ((inputs?: Fiat_Converter_FromInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Converter_FromInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Fiat_Converter_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_converter_to: ((inputs?: Fiat_Converter_ToInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Converter_ToInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rates as of {time}, asked again every minute." |
*
* @param {Fiat_Rates_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_rates_as_of: ((inputs: Fiat_Rates_As_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Rates_As_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an amount to convert." |
*
* @param {Fiat_Convert_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_convert_empty: ((inputs?: Fiat_Convert_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Convert_EmptyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a number, such as 1.5 (use a point for decimals)." |
*
* @param {Fiat_Convert_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_convert_invalid: ((inputs?: Fiat_Convert_InvalidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Convert_InvalidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an amount of zero or more." |
*
* @param {Fiat_Convert_NegativeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_convert_negative: ((inputs?: Fiat_Convert_NegativeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Convert_NegativeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange gives no rate for this pair." |
*
* @param {Fiat_Convert_No_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_convert_no_rate: ((inputs?: Fiat_Convert_No_RateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Convert_No_RateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading currencies…" |
*
* @param {Fiat_Currencies_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_loading: ((inputs?: Fiat_Currencies_LoadingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_LoadingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange lists no currencies." |
*
* @param {Fiat_Currencies_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_none: ((inputs?: Fiat_Currencies_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_NoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currencies" |
*
* @param {Fiat_Currencies_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_caption: ((inputs?: Fiat_Currencies_CaptionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_CaptionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Fiat_Currencies_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_currency: ((inputs?: Fiat_Currencies_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_CurrencyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Fiat_Currencies_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_code: ((inputs?: Fiat_Currencies_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Fiat_Currencies_TypeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_type: ((inputs?: Fiat_Currencies_TypeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_TypeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Memo needed" |
*
* @param {Fiat_Currencies_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_memo: ((inputs?: Fiat_Currencies_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_MemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Precision" |
*
* @param {Fiat_Currencies_PrecisionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_precision: ((inputs?: Fiat_Currencies_PrecisionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_PrecisionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Trade precision" |
*
* @param {Fiat_Currencies_Trade_PrecisionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_trade_precision: ((inputs?: Fiat_Currencies_Trade_PrecisionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_Trade_PrecisionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Crypto" |
*
* @param {Fiat_Currencies_CryptoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_crypto: ((inputs?: Fiat_Currencies_CryptoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_CryptoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fiat" |
*
* @param {Fiat_Currencies_FiatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_fiat: ((inputs?: Fiat_Currencies_FiatInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_FiatInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Fiat_Currencies_YesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_yes: ((inputs?: Fiat_Currencies_YesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_YesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Fiat_Currencies_NoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_no: ((inputs?: Fiat_Currencies_NoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_NoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading fees…" |
*
* @param {Fiat_Fees_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_loading: ((inputs?: Fiat_Fees_LoadingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_LoadingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Crypto withdrawal fees" |
*
* @param {Fiat_Fees_CryptoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_crypto: ((inputs?: Fiat_Fees_CryptoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_CryptoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange lists no crypto fees." |
*
* @param {Fiat_Fees_Crypto_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_crypto_none: ((inputs?: Fiat_Fees_Crypto_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_Crypto_NoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal fee" |
*
* @param {Fiat_Fees_Withdrawal_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_withdrawal_fee: ((inputs?: Fiat_Fees_Withdrawal_FeeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_Withdrawal_FeeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fee in USD" |
*
* @param {Fiat_Fees_In_UsdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_in_usd: ((inputs?: Fiat_Fees_In_UsdInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_In_UsdInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Min deposit" |
*
* @param {Fiat_Fees_Min_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_min_deposit: ((inputs?: Fiat_Fees_Min_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_Min_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Min withdrawal" |
*
* @param {Fiat_Fees_Min_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_min_withdrawal: ((inputs?: Fiat_Fees_Min_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_Min_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fiat fees" |
*
* @param {Fiat_Fees_FiatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_fiat: ((inputs?: Fiat_Fees_FiatInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_FiatInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange lists no fiat fees." |
*
* @param {Fiat_Fees_Fiat_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_fiat_none: ((inputs?: Fiat_Fees_Fiat_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_Fiat_NoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Method" |
*
* @param {Fiat_Fees_MethodInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_method: ((inputs?: Fiat_Fees_MethodInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_MethodInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit %" |
*
* @param {Fiat_Fees_Deposit_PercentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_deposit_percent: ((inputs?: Fiat_Fees_Deposit_PercentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_Deposit_PercentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal %" |
*
* @param {Fiat_Fees_Withdrawal_PercentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_withdrawal_percent: ((inputs?: Fiat_Fees_Withdrawal_PercentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_Withdrawal_PercentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Payment card (Visa, Mastercard)" |
*
* @param {Fiat_Method_Payment_CardInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_method_payment_card: ((inputs?: Fiat_Method_Payment_CardInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Method_Payment_CardInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Advcash wallet" |
*
* @param {Fiat_Method_Advcash_WalletInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_method_advcash_wallet: ((inputs?: Fiat_Method_Advcash_WalletInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Method_Advcash_WalletInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect Money account" |
*
* @param {Fiat_Method_Perfectmoney_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_method_perfectmoney_account: ((inputs?: Fiat_Method_Perfectmoney_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Method_Perfectmoney_AccountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect Money transfer" |
*
* @param {Fiat_Method_Perfectmoney_TransferInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_method_perfectmoney_transfer: ((inputs?: Fiat_Method_Perfectmoney_TransferInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Method_Perfectmoney_TransferInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Exchange code" |
*
* @param {Fiat_Method_Svc_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_method_svc_code: ((inputs?: Fiat_Method_Svc_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Method_Svc_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Fiat_Policies_Col_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_name: ((inputs?: Fiat_Policies_Col_NameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Col_NameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Fiat_Policies_Col_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_rule: ((inputs?: Fiat_Policies_Col_RuleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Col_RuleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Action" |
*
* @param {Fiat_Policies_Col_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_action: ((inputs?: Fiat_Policies_Col_ActionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Col_ActionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "State" |
*
* @param {Fiat_Policies_Col_StateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_state: ((inputs?: Fiat_Policies_Col_StateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Col_StateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hits" |
*
* @param {Fiat_Policies_Col_HitsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_hits: ((inputs?: Fiat_Policies_Col_HitsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Col_HitsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No policy has name “{value}”." |
*
* @param {Fiat_Policies_None_With_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_name: ((inputs: Fiat_Policies_None_With_NameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_None_With_NameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No policy has rule “{value}”." |
*
* @param {Fiat_Policies_None_With_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_rule: ((inputs: Fiat_Policies_None_With_RuleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_None_With_RuleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No policy has action “{value}”." |
*
* @param {Fiat_Policies_None_With_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_action: ((inputs: Fiat_Policies_None_With_ActionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_None_With_ActionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No policy has state “{value}”." |
*
* @param {Fiat_Policies_None_With_StateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_state: ((inputs: Fiat_Policies_None_With_StateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_None_With_StateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No policy has hits “{value}”." |
*
* @param {Fiat_Policies_None_With_HitsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_hits: ((inputs: Fiat_Policies_None_With_HitsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_None_With_HitsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enabled" |
*
* @param {Fiat_Policies_EnabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_enabled: ((inputs?: Fiat_Policies_EnabledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_EnabledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Disabled" |
*
* @param {Fiat_Policies_DisabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_disabled: ((inputs?: Fiat_Policies_DisabledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_DisabledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing changed: edit the rule or the action first." |
*
* @param {Fiat_Policies_Nothing_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_nothing_changed: ((inputs?: Fiat_Policies_Nothing_ChangedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Nothing_ChangedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” is its name already." |
*
* @param {Fiat_Policies_Same_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_same_name: ((inputs: Fiat_Policies_Same_NameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Same_NameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}”" |
*
* @param {Fiat_Policies_QuotedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_quoted: ((inputs: Fiat_Policies_QuotedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_QuotedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{names} and {count} more" |
*
* @param {Fiat_Policies_And_MoreInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_and_more: ((inputs: Fiat_Policies_And_MoreInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_And_MoreInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enabled {count}: {names}." |
*
* @param {Fiat_Policies_Done_EnableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_done_enable: ((inputs: Fiat_Policies_Done_EnableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Done_EnableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Disabled {count}: {names}." |
*
* @param {Fiat_Policies_Done_DisableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_done_disable: ((inputs: Fiat_Policies_Done_DisableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Done_DisableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deleted {count}: {names}." |
*
* @param {Fiat_Policies_Done_DeleteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_done_delete: ((inputs: Fiat_Policies_Done_DeleteInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Done_DeleteInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not enabled: {names} — {message}" |
*
* @param {Fiat_Policies_Not_EnableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_not_enable: ((inputs: Fiat_Policies_Not_EnableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Not_EnableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not disabled: {names} — {message}" |
*
* @param {Fiat_Policies_Not_DisableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_not_disable: ((inputs: Fiat_Policies_Not_DisableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Not_DisableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not deleted: {names} — {message}" |
*
* @param {Fiat_Policies_Not_DeleteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_not_delete: ((inputs: Fiat_Policies_Not_DeleteInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Not_DeleteInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No answer for {names}: {message}" |
*
* @param {Fiat_Policies_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_no_answer: ((inputs: Fiat_Policies_No_AnswerInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_No_AnswerInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was enabled." |
*
* @param {Fiat_Policies_Nothing_EnabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_nothing_enabled: ((inputs?: Fiat_Policies_Nothing_EnabledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Nothing_EnabledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was disabled." |
*
* @param {Fiat_Policies_Nothing_DisabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_nothing_disabled: ((inputs?: Fiat_Policies_Nothing_DisabledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Nothing_DisabledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was deleted." |
*
* @param {Fiat_Policies_Nothing_DeletedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_nothing_deleted: ((inputs?: Fiat_Policies_Nothing_DeletedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Nothing_DeletedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Renamed “{from}” to “{to}”." |
*
* @param {Fiat_Policies_RenamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_renamed: ((inputs: Fiat_Policies_RenamedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_RenamedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Look at the certificate in Settings, under Appliances." |
*
* @param {Fiat_Policies_Hint_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_hint_certificate: ((inputs?: Fiat_Policies_Hint_CertificateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Hint_CertificateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the appliance in Settings and add it again with the right password." |
*
* @param {Fiat_Policies_Hint_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_hint_password: ((inputs?: Fiat_Policies_Hint_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Hint_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading appliances…" |
*
* @param {Fiat_Policies_Loading_AppliancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_loading_appliances: ((inputs?: Fiat_Policies_Loading_AppliancesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Loading_AppliancesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No appliance is set up yet. Add one in Settings to manage its authorization policies." |
*
* @param {Fiat_Policies_No_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_no_appliance: ((inputs?: Fiat_Policies_No_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_No_ApplianceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add an appliance" |
*
* @param {Fiat_Policies_Add_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_add_appliance: ((inputs?: Fiat_Policies_Add_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Add_ApplianceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Appliance:" |
*
* @param {Fiat_Policies_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_appliance: ((inputs?: Fiat_Policies_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_ApplianceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "switch in Settings" |
*
* @param {Fiat_Policies_SwitchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_switch: ((inputs?: Fiat_Policies_SwitchInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_SwitchInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Filter policies" |
*
* @param {Fiat_Policies_FilterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_filter: ((inputs?: Fiat_Policies_FilterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_FilterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Filter on" |
*
* @param {Fiat_Policies_Filter_OnInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_filter_on: ((inputs?: Fiat_Policies_Filter_OnInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Filter_OnInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Exact value" |
*
* @param {Fiat_Policies_Exact_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_exact_value: ((inputs?: Fiat_Policies_Exact_ValueInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Exact_ValueInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "ALLOW or DENY" |
*
* @param {Fiat_Policies_Allow_Or_DenyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_allow_or_deny: ((inputs?: Fiat_Policies_Allow_Or_DenyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Allow_Or_DenyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "ENABLED or DISABLED" |
*
* @param {Fiat_Policies_Enabled_Or_DisabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_enabled_or_disabled: ((inputs?: Fiat_Policies_Enabled_Or_DisabledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Enabled_Or_DisabledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Apply filter" |
*
* @param {Fiat_Policies_Apply_FilterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_apply_filter: ((inputs?: Fiat_Policies_Apply_FilterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Apply_FilterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Clear filter" |
*
* @param {Fiat_Policies_Clear_FilterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_clear_filter: ((inputs?: Fiat_Policies_Clear_FilterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Clear_FilterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Per page" |
*
* @param {Fiat_Policies_Per_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_per_page: ((inputs?: Fiat_Policies_Per_PageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Per_PageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Fiat_Policies_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_refresh: ((inputs?: Fiat_Policies_RefreshInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_RefreshInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add a policy" |
*
* @param {Fiat_Policies_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_add: ((inputs?: Fiat_Policies_AddInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_AddInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Selected policies" |
*
* @param {Fiat_Policies_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_selected: ((inputs?: Fiat_Policies_SelectedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_SelectedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enable selected ({count})" |
*
* @param {Fiat_Policies_Enable_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_enable_selected: ((inputs: Fiat_Policies_Enable_SelectedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Enable_SelectedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Disable selected ({count})" |
*
* @param {Fiat_Policies_Disable_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_disable_selected: ((inputs: Fiat_Policies_Disable_SelectedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Disable_SelectedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete selected ({count})" |
*
* @param {Fiat_Policies_Delete_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_delete_selected: ((inputs: Fiat_Policies_Delete_SelectedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Delete_SelectedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to change policies." |
*
* @param {Fiat_Policies_UnlockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_unlock: ((inputs?: Fiat_Policies_UnlockInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_UnlockInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance does not support enabling or disabling policies, nor resetting a field to its default (it answered errorcode 1240), so they are not offered he..." |
*
* @param {Fiat_Policies_States_NoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_states_note: ((inputs?: Fiat_Policies_States_NoteInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_States_NoteInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for the appliance (or your confirmation)…" |
*
* @param {Fiat_Policies_WaitingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_waiting: ((inputs?: Fiat_Policies_WaitingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_WaitingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading policies…" |
*
* @param {Fiat_Policies_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_loading: ((inputs?: Fiat_Policies_LoadingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_LoadingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Authorization policies" |
*
* @param {Fiat_Policies_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_caption: ((inputs?: Fiat_Policies_CaptionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_CaptionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Select all policies on this page" |
*
* @param {Fiat_Policies_Select_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_select_all: ((inputs?: Fiat_Policies_Select_AllInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Select_AllInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Fiat_Policies_ActionsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_actions: ((inputs?: Fiat_Policies_ActionsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_ActionsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Select policy {name}" |
*
* @param {Fiat_Policies_SelectInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_select: ((inputs: Fiat_Policies_SelectInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_SelectInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New name for {name}" |
*
* @param {Fiat_Policies_New_Name_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_new_name_for: ((inputs: Fiat_Policies_New_Name_ForInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_New_Name_ForInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Edit policy {name}" |
*
* @param {Fiat_Policies_Edit_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_edit_policy: ((inputs: Fiat_Policies_Edit_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Edit_PolicyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Fiat_Policies_EditInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_edit: ((inputs?: Fiat_Policies_EditInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_EditInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rename policy {name}" |
*
* @param {Fiat_Policies_Rename_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rename_policy: ((inputs: Fiat_Policies_Rename_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Rename_PolicyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Fiat_Policies_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rename: ((inputs?: Fiat_Policies_RenameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_RenameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete policy {name}" |
*
* @param {Fiat_Policies_Delete_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_delete_policy: ((inputs: Fiat_Policies_Delete_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Delete_PolicyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Fiat_Policies_DeleteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_delete: ((inputs?: Fiat_Policies_DeleteInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_DeleteInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance has no authorization policies yet." |
*
* @param {Fiat_Policies_None_YetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_yet: ((inputs?: Fiat_Policies_None_YetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_None_YetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pages of policies" |
*
* @param {Fiat_Policies_PagesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_pages: ((inputs?: Fiat_Policies_PagesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_PagesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Fiat_Policies_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_previous_page: ((inputs?: Fiat_Policies_Previous_PageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Previous_PageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Fiat_Policies_Next_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_next_page: ((inputs?: Fiat_Policies_Next_PageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Next_PageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Page {page} of {pages} · {count} policy" |
* | "other" | "Page {page} of {pages} · {count} policies" |
*
* @param {Fiat_Policies_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_page: ((inputs: Fiat_Policies_PageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_PageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Page {page} of {pages} · {count} policy match" |
* | "other" | "Page {page} of {pages} · {count} policies match" |
*
* @param {Fiat_Policies_Page_MatchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_page_match: ((inputs: Fiat_Policies_Page_MatchInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Page_MatchInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved the changes to “{name}”." |
*
* @param {Fiat_Policies_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_saved: ((inputs: Fiat_Policies_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Added “{name}”." |
*
* @param {Fiat_Policies_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_added: ((inputs: Fiat_Policies_AddedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_AddedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The rule of “{name}” is back to the appliance's default." |
*
* @param {Fiat_Policies_Rule_ResetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rule_reset: ((inputs: Fiat_Policies_Rule_ResetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Rule_ResetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The action of “{name}” is back to the appliance's default." |
*
* @param {Fiat_Policies_Action_ResetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_action_reset: ((inputs: Fiat_Policies_Action_ResetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Action_ResetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Edit “{name}”" |
*
* @param {Fiat_Policies_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_edit_title: ((inputs: Fiat_Policies_Edit_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Edit_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add a policy" |
*
* @param {Fiat_Policies_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_add_title: ((inputs?: Fiat_Policies_Add_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Add_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Policy name" |
*
* @param {Fiat_Policies_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_name: ((inputs?: Fiat_Policies_NameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_NameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A letter, digit or _ first; then letters, digits, spaces and _ - . # @ = : (at most 127)." |
*
* @param {Fiat_Policies_Name_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_name_hint: ((inputs?: Fiat_Policies_Name_HintInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Name_HintInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "— let matching requests through" |
*
* @param {Fiat_Policies_Allow_MeansInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_allow_means: ((inputs?: Fiat_Policies_Allow_MeansInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Allow_MeansInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "— refuse matching requests" |
*
* @param {Fiat_Policies_Deny_MeansInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_deny_means: ((inputs?: Fiat_Policies_Deny_MeansInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Deny_MeansInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Fiat_Policies_SaveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_save: ((inputs?: Fiat_Policies_SaveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_SaveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add policy" |
*
* @param {Fiat_Policies_Add_SubmitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_add_submit: ((inputs?: Fiat_Policies_Add_SubmitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Add_SubmitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Fiat_Policies_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_cancel: ((inputs?: Fiat_Policies_CancelInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_CancelInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reset rule to default" |
*
* @param {Fiat_Policies_Reset_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_reset_rule: ((inputs?: Fiat_Policies_Reset_RuleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Reset_RuleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reset action to default" |
*
* @param {Fiat_Policies_Reset_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_reset_action: ((inputs?: Fiat_Policies_Reset_ActionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Reset_ActionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sending to the appliance…" |
*
* @param {Fiat_Policies_SendingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_sending: ((inputs?: Fiat_Policies_SendingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_SendingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An expression, such as {simple} or {longer}." |
*
* @param {Fiat_Policies_Rule_ExampleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rule_example: ((inputs: Fiat_Policies_Rule_ExampleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Rule_ExampleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Brackets and quotes are balanced." |
*
* @param {Fiat_Policies_Rule_BalancedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rule_balanced: ((inputs?: Fiat_Policies_Rule_BalancedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Rule_BalancedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{length} / {count} character" |
* | "other" | "{length} / {count} characters" |
*
* @param {Fiat_Policies_Rule_LengthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rule_length: ((inputs: Fiat_Policies_Rule_LengthInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Rule_LengthInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "exchange" |
*
* @param {Core_Party_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_party_exchange: ((inputs?: Core_Party_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Party_ExchangeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "payment gateway" |
*
* @param {Core_Party_GatewayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_party_gateway: ((inputs?: Core_Party_GatewayInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Party_GatewayInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} is limiting requests right now (HTTP 429). Satchel will try again shortly." |
*
* @param {Core_Server_LimitingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_limiting: ((inputs: Core_Server_LimitingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_LimitingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} is having trouble (HTTP {status}). Satchel will try again shortly." |
*
* @param {Core_Server_TroubleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_trouble: ((inputs: Core_Server_TroubleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_TroubleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} answered with a web page instead of data (HTTP {status}). It may be blocked from this network or under maintenance." |
*
* @param {Core_Server_Web_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_web_page: ((inputs: Core_Server_Web_PageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Web_PageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} answered with a web page instead of data. It may be blocked from this network or under maintenance." |
*
* @param {Core_Server_Web_Page_OkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_web_page_ok: ((inputs: Core_Server_Web_Page_OkInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Web_Page_OkInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} sent a number too long or too large to be an amount. Satchel did not read the answer." |
*
* @param {Core_Server_Number_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_number_too_long: ((inputs: Core_Server_Number_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Number_Too_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} does not know this." |
*
* @param {Core_Server_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_not_found: ((inputs: Core_Server_Not_FoundInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Not_FoundInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} does not know this: {said}" |
*
* @param {Core_Server_Not_Found_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_not_found_said: ((inputs: Core_Server_Not_Found_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Not_Found_SaidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} refused the credentials." |
*
* @param {Core_Server_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_auth: ((inputs: Core_Server_AuthInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_AuthInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} refused the credentials: {said}" |
*
* @param {Core_Server_Auth_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_auth_said: ((inputs: Core_Server_Auth_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Auth_SaidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} refused the request (HTTP {status})." |
*
* @param {Core_Server_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_refused: ((inputs: Core_Server_RefusedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_RefusedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} refused the request (HTTP {status}): {said}" |
*
* @param {Core_Server_Refused_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_refused_said: ((inputs: Core_Server_Refused_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Refused_SaidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} did not answer within {seconds} s." |
*
* @param {Core_Server_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_timeout: ((inputs: Core_Server_TimeoutInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_TimeoutInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot reach the {party} at {host}: {why}." |
*
* @param {Core_Server_UnreachableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_unreachable: ((inputs: Core_Server_UnreachableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_UnreachableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the connection was refused" |
*
* @param {Core_Why_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_why_refused: ((inputs?: Core_Why_RefusedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Why_RefusedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the address could not be found" |
*
* @param {Core_Why_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_why_not_found: ((inputs?: Core_Why_Not_FoundInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Why_Not_FoundInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the connection was dropped" |
*
* @param {Core_Why_DroppedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_why_dropped: ((inputs?: Core_Why_DroppedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Why_DroppedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "its certificate was not accepted" |
*
* @param {Core_Why_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_why_certificate: ((inputs?: Core_Why_CertificateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Why_CertificateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the network has no way to it" |
*
* @param {Core_Why_No_RouteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_why_no_route: ((inputs?: Core_Why_No_RouteInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Why_No_RouteInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the secure connection could not be set up" |
*
* @param {Core_Why_TlsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_why_tls: ((inputs?: Core_Why_TlsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Why_TlsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the network failed" |
*
* @param {Core_Why_NetworkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_why_network: ((inputs?: Core_Why_NetworkInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Why_NetworkInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The request was cancelled." |
*
* @param {Core_Request_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_request_cancelled: ((inputs?: Core_Request_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Request_CancelledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} answered with a web page instead of data (HTTP {status}). Check the address; the appliance may be behind a proxy or under maintenance." |
*
* @param {Core_Appliance_Web_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_web_page: ((inputs: Core_Appliance_Web_PageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Web_PageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance has no authorization policy of that name." |
*
* @param {Core_Appliance_No_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_policy: ((inputs?: Core_Appliance_No_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_No_PolicyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} has no authorization policy resource at this address. Check the address and the path prefix." |
*
* @param {Core_Appliance_No_ResourceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_resource: ((inputs: Core_Appliance_No_ResourceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_No_ResourceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An authorization policy of that name already exists. Choose another name." |
*
* @param {Core_Appliance_ExistsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_exists: ((inputs?: Core_Appliance_ExistsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_ExistsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused the user name or password." |
*
* @param {Core_Appliance_Bad_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_bad_credentials: ((inputs: Core_Appliance_Bad_CredentialsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Bad_CredentialsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} ended the session, and signing in again did not help." |
*
* @param {Core_Appliance_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_session_ended: ((inputs: Core_Appliance_Session_EndedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Session_EndedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} did not accept the credentials sent with the request (it asks for a session)." |
*
* @param {Core_Appliance_Wants_SessionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_wants_session: ((inputs: Core_Appliance_Wants_SessionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Wants_SessionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance does not support enabling authorization policies." |
*
* @param {Core_Appliance_No_EnableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_enable: ((inputs?: Core_Appliance_No_EnableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_No_EnableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance does not support disabling authorization policies." |
*
* @param {Core_Appliance_No_DisableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_disable: ((inputs?: Core_Appliance_No_DisableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_No_DisableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance does not support unsetting fields of authorization policies." |
*
* @param {Core_Appliance_No_UnsetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_unset: ((inputs?: Core_Appliance_No_UnsetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_No_UnsetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance does not support this operation on the query." |
*
* @param {Core_Appliance_Unsupported_QueryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_unsupported_query: ((inputs?: Core_Appliance_Unsupported_QueryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Unsupported_QueryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance does not support this operation on this authorization policy." |
*
* @param {Core_Appliance_Unsupported_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_unsupported_policy: ((inputs?: Core_Appliance_Unsupported_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Unsupported_PolicyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} is having trouble (HTTP {status})." |
*
* @param {Core_Appliance_TroubleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_trouble: ((inputs: Core_Appliance_TroubleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_TroubleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} is having trouble (HTTP {status}): {said}" |
*
* @param {Core_Appliance_Trouble_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_trouble_said: ((inputs: Core_Appliance_Trouble_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Trouble_SaidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused the credentials." |
*
* @param {Core_Appliance_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_auth: ((inputs: Core_Appliance_AuthInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_AuthInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused the credentials: {said}" |
*
* @param {Core_Appliance_Auth_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_auth_said: ((inputs: Core_Appliance_Auth_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Auth_SaidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} does not know this." |
*
* @param {Core_Appliance_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_not_found: ((inputs: Core_Appliance_Not_FoundInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Not_FoundInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} does not know this: {said}" |
*
* @param {Core_Appliance_Not_Found_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_not_found_said: ((inputs: Core_Appliance_Not_Found_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Not_Found_SaidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused the query." |
*
* @param {Core_Appliance_Refused_QueryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_query: ((inputs: Core_Appliance_Refused_QueryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Refused_QueryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused the query: {said}" |
*
* @param {Core_Appliance_Refused_Query_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_query_said: ((inputs: Core_Appliance_Refused_Query_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Refused_Query_SaidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused this authorization policy." |
*
* @param {Core_Appliance_Refused_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_policy: ((inputs: Core_Appliance_Refused_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Refused_PolicyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused this authorization policy: {said}" |
*
* @param {Core_Appliance_Refused_Policy_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_policy_said: ((inputs: Core_Appliance_Refused_Policy_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Refused_Policy_SaidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused the request." |
*
* @param {Core_Appliance_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused: ((inputs: Core_Appliance_RefusedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_RefusedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused the request: {said}" |
*
* @param {Core_Appliance_Refused_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_said: ((inputs: Core_Appliance_Refused_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Refused_SaidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The change was sent, but the appliance at {host} did not answer within {seconds} s. Reload the list to see whether it was made." |
*
* @param {Core_Appliance_Sent_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_sent_timeout: ((inputs: Core_Appliance_Sent_TimeoutInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Sent_TimeoutInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The change was sent, but the appliance at {host} closed the connection without an answer. Reload the list to see whether it was made." |
*
* @param {Core_Appliance_Sent_ClosedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_sent_closed: ((inputs: Core_Appliance_Sent_ClosedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Sent_ClosedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} did not answer within {seconds} s." |
*
* @param {Core_Appliance_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_timeout: ((inputs: Core_Appliance_TimeoutInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_TimeoutInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot reach the appliance at {host}: {why}." |
*
* @param {Core_Appliance_UnreachableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_unreachable: ((inputs: Core_Appliance_UnreachableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_UnreachableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel could not do this: something in the request is not right." |
*
* @param {Core_Kind_ValidationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_validation: ((inputs?: Core_Kind_ValidationInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_ValidationInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The server refused the credentials." |
*
* @param {Core_Kind_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_auth: ((inputs?: Core_Kind_AuthInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_AuthInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel cannot reach the system keychain." |
*
* @param {Core_Kind_KeychainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_keychain: ((inputs?: Core_Kind_KeychainInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_KeychainInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The server cannot be reached right now." |
*
* @param {Core_Kind_NetworkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_network: ((inputs?: Core_Kind_NetworkInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_NetworkInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The server cannot serve this right now. Try again shortly." |
*
* @param {Core_Kind_UnavailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_unavailable: ((inputs?: Core_Kind_UnavailableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_UnavailableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The server refused the request." |
*
* @param {Core_Kind_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_exchange: ((inputs?: Core_Kind_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_ExchangeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The server answered something Satchel cannot read." |
*
* @param {Core_Kind_MalformedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_malformed: ((inputs?: Core_Kind_MalformedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_MalformedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The server does not know this." |
*
* @param {Core_Kind_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_not_found: ((inputs?: Core_Kind_Not_FoundInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_Not_FoundInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel is locked. Unlock it to go on." |
*
* @param {Core_Kind_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_locked: ((inputs?: Core_Kind_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_LockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "You declined: nothing was sent." |
*
* @param {Core_Kind_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_declined: ((inputs?: Core_Kind_DeclinedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_DeclinedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The withdrawal guard stopped this." |
*
* @param {Core_Kind_GuardInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_guard: ((inputs?: Core_Kind_GuardInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_GuardInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The request was sent, but no answer came back: it may or may not have happened. Check before you try again." |
*
* @param {Core_Kind_Unknown_OutcomeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_unknown_outcome: ((inputs?: Core_Kind_Unknown_OutcomeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_Unknown_OutcomeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The request was cancelled." |
*
* @param {Core_Kind_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_cancelled: ((inputs?: Core_Kind_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_CancelledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong inside Satchel. The details were written to its log." |
*
* @param {Core_Kind_InternalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_internal: ((inputs?: Core_Kind_InternalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_InternalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{message} (appliance code {code})" |
*
* @param {Core_With_Appliance_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_with_appliance_code: ((inputs: Core_With_Appliance_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_With_Appliance_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The macOS Keychain is locked or refused access. Unlock your login keychain (in Keychain Access), allow Satchel, and try again." |
*
* @param {Core_Keychain_Locked_MacInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked_mac: ((inputs?: Core_Keychain_Locked_MacInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_Locked_MacInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Windows Credential Manager refused access. Sign in to Windows with your own account and try again." |
*
* @param {Core_Keychain_Locked_WindowsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked_windows: ((inputs?: Core_Keychain_Locked_WindowsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_Locked_WindowsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The system keychain is locked. Unlock it (on Linux: your login keyring, e.g. in Passwords and Keys) and try again." |
*
* @param {Core_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked: ((inputs?: Core_Keychain_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_LockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No system keychain is available. On Linux install and run a Secret Service such as GNOME Keyring or KWallet, then try again." |
*
* @param {Core_Keychain_MissingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_missing: ((inputs?: Core_Keychain_MissingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_MissingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The system keychain has no keyring to store the secret in. Create a default keyring (on Linux: a “Login” keyring in Passwords and Keys) and try again." |
*
* @param {Core_Keychain_No_KeyringInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_keyring: ((inputs?: Core_Keychain_No_KeyringInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_No_KeyringInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel could not load its keychain module on this system. Reinstall Satchel; if that does not help, report the problem." |
*
* @param {Core_Keychain_No_ModuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_module: ((inputs?: Core_Keychain_No_ModuleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_No_ModuleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The system keychain did not answer. If it asked for a password, answer it; then try again." |
*
* @param {Core_Keychain_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_timeout: ((inputs?: Core_Keychain_TimeoutInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_TimeoutInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The system keychain refused the request. Try again; if it keeps failing, restart the keychain (on Linux: log out and in again)." |
*
* @param {Core_Keychain_FailedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_failed: ((inputs?: Core_Keychain_FailedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_FailedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel is locked. Unlock it with your app password to do this." |
*
* @param {Core_Lock_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_lock_locked: ((inputs?: Core_Lock_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_LockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Set an app password first: without one Satchel cannot lock." |
*
* @param {Core_Lock_No_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_lock_no_password: ((inputs?: Core_Lock_No_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_No_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Another password attempt is being checked. Try again in a moment." |
*
* @param {Core_Lock_CheckingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_lock_checking: ((inputs?: Core_Lock_CheckingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_CheckingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Too many wrong passwords. Try again in {seconds} s." |
*
* @param {Core_Lock_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_lock_too_many: ((inputs: Core_Lock_Too_ManyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_Too_ManyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your app password." |
*
* @param {Core_Lock_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_lock_enter_password: ((inputs?: Core_Lock_Enter_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_Enter_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Wrong password. You can try again in {seconds} s." |
*
* @param {Core_Lock_WrongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_lock_wrong: ((inputs: Core_Lock_WrongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_WrongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Choose a password of at least {count} character." |
* | "other" | "Choose a password of at least {count} characters." |
*
* @param {Core_Lock_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_lock_too_short: ((inputs: Core_Lock_Too_ShortInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_Too_ShortInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "That address is not in the address book." |
*
* @param {Core_Guard_Address_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_guard_address_unknown: ((inputs?: Core_Guard_Address_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Guard_Address_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: {unit} may only go to saved addresses, and this address is not in your address book." |
*
* @param {Core_Guard_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_guard_not_saved: ((inputs: Core_Guard_Not_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Guard_Not_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: {unit} may only go to saved addresses, and this address with this memo is not in your address book." |
*
* @param {Core_Guard_Not_Saved_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_guard_not_saved_memo: ((inputs: Core_Guard_Not_Saved_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Guard_Not_Saved_MemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: {unit} may only go to saved addresses, and a transfer code goes to whoever holds it. To create one, turn off “only to saved..." |
*
* @param {Core_Guard_No_CodesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_guard_no_codes: ((inputs: Core_Guard_No_CodesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Guard_No_CodesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: the daily limit for {unit} is {limit} {unit}. Satchel sent {used} {unit} in the last 24 hours and this would take {debit} {..." |
*
* @param {Core_Guard_Daily_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_guard_daily_limit: ((inputs: Core_Guard_Daily_LimitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Guard_Daily_LimitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Declined: nothing was sent to the exchange." |
*
* @param {Core_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_declined: ((inputs?: Core_DeclinedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_DeclinedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This needs your app password." |
*
* @param {Core_Needs_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_needs_password: ((inputs?: Core_Needs_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Needs_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "That confirmation is no longer waiting for an answer." |
*
* @param {Core_Confirm_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_confirm_gone: ((inputs?: Core_Confirm_GoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Confirm_GoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange knows this code's first group as a {unit} code, but the code says {mark}: it was mistyped." |
*
* @param {Core_Code_MistypedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_mistyped: ((inputs: Core_Code_MistypedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_MistypedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | digitsPlural | output |
* | --- | --- |
* | "one" | "{unit} amounts have at most {digits} digit after the point." |
* | "other" | "{unit} amounts have at most {digits} digits after the point." |
*
* @param {Core_Code_DigitsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_digits: ((inputs: Core_Code_DigitsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_DigitsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The amount must be more than zero." |
*
* @param {Core_Amount_PositiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_amount_positive: ((inputs?: Core_Amount_PositiveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Amount_PositiveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Only {available} {unit} is available for a code." |
*
* @param {Core_Code_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_available: ((inputs: Core_Code_AvailableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_AvailableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The “not refundable before” time is already past: choose a later one, or none." |
*
* @param {Core_Code_Refundable_PastInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_refundable_past: ((inputs?: Core_Code_Refundable_PastInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Refundable_PastInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This code has already been used." |
*
* @param {Core_Code_UsedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_used: ((inputs?: Core_Code_UsedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_UsedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This code is being redeemed right now." |
*
* @param {Core_Code_RedeemingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_redeeming: ((inputs?: Core_Code_RedeemingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_RedeemingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This code was cancelled by its owner." |
*
* @param {Core_Code_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_cancelled: ((inputs?: Core_Code_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_CancelledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This code is blocked by the exchange (on hold). Contact its support with the code’s support number." |
*
* @param {Core_Code_On_HoldInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_on_hold: ((inputs?: Core_Code_On_HoldInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_On_HoldInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{error} Satchel could not read the codes you redeemed either; look at the list in a moment before trying again." |
*
* @param {Core_Code_Redeem_UnreadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_unread: ((inputs: Core_Code_Redeem_UnreadInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Redeem_UnreadInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange did not confirm the redemption, and the code is not among the codes you redeemed. It was not sent again: look at the list in a moment before try..." |
*
* @param {Core_Code_Redeem_LostInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_lost: ((inputs?: Core_Code_Redeem_LostInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Redeem_LostInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Declined: the code was not shown." |
*
* @param {Core_Code_Reveal_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_declined: ((inputs?: Core_Code_Reveal_DeclinedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Reveal_DeclinedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel’s main window switched away from “{account}”. Nothing was sent; open the payment window again from the account you mean." |
*
* @param {Core_Fiat_SwitchedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_switched: ((inputs: Core_Fiat_SwitchedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_SwitchedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This window was not opened for a payment." |
*
* @param {Core_Fiat_Not_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_not_payment: ((inputs?: Core_Fiat_Not_PaymentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_Not_PaymentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This payment window is for a payout." |
*
* @param {Core_Fiat_For_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_for_payout: ((inputs?: Core_Fiat_For_PayoutInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_For_PayoutInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This payment window is for a deposit." |
*
* @param {Core_Fiat_For_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_for_deposit: ((inputs?: Core_Fiat_For_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_For_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange gave this account no payment key for {unit}, so it cannot use the payment gateway." |
*
* @param {Core_Fiat_No_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_no_key: ((inputs: Core_Fiat_No_KeyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_No_KeyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway does not offer the service you chose (any more). Choose another one." |
*
* @param {Core_Fiat_Service_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_service_gone: ((inputs?: Core_Fiat_Service_GoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_Service_GoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange accepted the deposit but said nowhere to pay it." |
*
* @param {Core_Fiat_No_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_no_action: ((inputs?: Core_Fiat_No_ActionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_No_ActionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange accepted the deposit but gave no deposit id." |
*
* @param {Core_Fiat_No_Deposit_IdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_no_deposit_id: ((inputs?: Core_Fiat_No_Deposit_IdInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_No_Deposit_IdInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Send {unit}" |
*
* @param {Core_Withdraw_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_title: ((inputs: Core_Withdraw_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Send {amount} {unit} to the address below?" |
*
* @param {Core_Withdraw_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_question: ((inputs: Core_Withdraw_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Send {amount} {unit} to an address that looks like one you know but is not it?" |
*
* @param {Core_Withdraw_Question_Look_AlikeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_question_look_alike: ((inputs: Core_Withdraw_Question_Look_AlikeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_Question_Look_AlikeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Send {amount} {unit}" |
*
* @param {Core_Withdraw_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_confirm: ((inputs: Core_Withdraw_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "From account: {account}" |
*
* @param {Core_Line_From_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_from_account: ((inputs: Core_Line_From_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_From_AccountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Memo: {memo}" |
*
* @param {Core_Line_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_memo: ((inputs: Core_Line_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_MemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Memo: (none — sent without a memo)" |
*
* @param {Core_Line_No_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_no_memo: ((inputs?: Core_Line_No_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_No_MemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Recipient gets: {amount} {unit}" |
*
* @param {Core_Line_Recipient_GetsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_recipient_gets: ((inputs: Core_Line_Recipient_GetsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_Recipient_GetsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fee: {fee} {unit}" |
*
* @param {Core_Line_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_fee: ((inputs: Core_Line_FeeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_FeeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fee: {fee} {unit} (taken from the amount)" |
*
* @param {Core_Line_Fee_IncludedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_fee_included: ((inputs: Core_Line_Fee_IncludedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_Fee_IncludedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Taken from your balance: {amount} {unit}" |
*
* @param {Core_Line_DebitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_debit: ((inputs: Core_Line_DebitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_DebitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A withdrawal cannot be undone." |
*
* @param {Core_Withdraw_FinalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_final: ((inputs?: Core_Withdraw_FinalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_FinalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To (in groups of four): {address}" |
*
* @param {Core_Line_To_GroupsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_to_groups: ((inputs: Core_Line_To_GroupsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_To_GroupsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel order" |
*
* @param {Core_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cancel_title: ((inputs?: Core_Cancel_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cancel_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel order {id} on {market}?" |
*
* @param {Core_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cancel_question: ((inputs: Core_Cancel_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cancel_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{order}. What it holds is released to your available balance." |
*
* @param {Core_Cancel_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cancel_detail: ((inputs: Core_Cancel_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cancel_DetailInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Order {id}: buy {amount} {base} at {price} {quote} ({type})" |
*
* @param {Core_Order_BuyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_order_buy: ((inputs: Core_Order_BuyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Order_BuyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Order {id}: sell {amount} {base} at {price} {quote} ({type})" |
*
* @param {Core_Order_SellInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_order_sell: ((inputs: Core_Order_SellInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Order_SellInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "limit" |
*
* @param {Core_Order_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_order_limit: ((inputs?: Core_Order_LimitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Order_LimitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "market" |
*
* @param {Core_Order_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_order_market: ((inputs?: Core_Order_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Order_MarketInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel orders" |
*
* @param {Core_Cancel_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cancel_many_title: ((inputs?: Core_Cancel_Many_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cancel_Many_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cancel {count} order?" |
* | "other" | "Cancel {count} orders?" |
*
* @param {Core_Cancel_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cancel_many_question: ((inputs: Core_Cancel_Many_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cancel_Many_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cancel {count} order" |
* | "other" | "Cancel {count} orders" |
*
* @param {Core_Cancel_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cancel_many_confirm: ((inputs: Core_Cancel_Many_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cancel_Many_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not an open order of this account: {ids}. The list has been refreshed." |
*
* @param {Core_Cancel_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cancel_not_open: ((inputs: Core_Cancel_Not_OpenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cancel_Not_OpenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Declined: nothing was changed." |
*
* @param {Core_Policy_Nothing_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_nothing_changed: ((inputs?: Core_Policy_Nothing_ChangedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Nothing_ChangedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The active appliance changed while the question was open: nothing was sent to “{appliance}”." |
*
* @param {Core_Policy_Appliance_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_appliance_changed: ((inputs: Core_Policy_Appliance_ChangedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Appliance_ChangedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The change was made, but reading the policy back failed: {error}" |
*
* @param {Core_Policy_Read_Back_FailedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_read_back_failed: ((inputs: Core_Policy_Read_Back_FailedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Read_Back_FailedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add an ALLOW policy" |
*
* @param {Core_Policy_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_title: ((inputs?: Core_Policy_Add_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Add_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add the ALLOW policy {name} to {appliance}?" |
*
* @param {Core_Policy_Add_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_question: ((inputs: Core_Policy_Add_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Add_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rule: {rule} An ALLOW policy may let through requests that are denied now." |
*
* @param {Core_Policy_Add_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_detail: ((inputs: Core_Policy_Add_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Add_DetailInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add policy" |
*
* @param {Core_Policy_Add_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_confirm: ((inputs?: Core_Policy_Add_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Add_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Change a policy" |
*
* @param {Core_Policy_Change_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_change_title: ((inputs?: Core_Policy_Change_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Change_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Change the authorization policy {name} on {appliance}?" |
*
* @param {Core_Policy_Change_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_change_question: ((inputs: Core_Policy_Change_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Change_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Change policy" |
*
* @param {Core_Policy_Change_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_change_confirm: ((inputs?: Core_Policy_Change_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Change_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rename a policy" |
*
* @param {Core_Policy_Rename_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_title: ((inputs?: Core_Policy_Rename_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Rename_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rename the authorization policy {name} to {newName} on {appliance}?" |
*
* @param {Core_Policy_Rename_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_question: ((inputs: Core_Policy_Rename_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Rename_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Its rule and action stay as they are; whatever refers to it by its old name may no longer find it." |
*
* @param {Core_Policy_Rename_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_detail: ((inputs?: Core_Policy_Rename_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Rename_DetailInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rename policy" |
*
* @param {Core_Policy_Rename_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_confirm: ((inputs?: Core_Policy_Rename_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Rename_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reset a policy" |
*
* @param {Core_Policy_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_title: ((inputs?: Core_Policy_Reset_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Reset_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reset the rule of {name} on {appliance} to the appliance’s defaults?" |
*
* @param {Core_Policy_Reset_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_rule: ((inputs: Core_Policy_Reset_RuleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Reset_RuleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reset the action of {name} on {appliance} to the appliance’s defaults?" |
*
* @param {Core_Policy_Reset_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_action: ((inputs: Core_Policy_Reset_ActionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Reset_ActionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reset the rule and action of {name} on {appliance} to the appliance’s defaults?" |
*
* @param {Core_Policy_Reset_BothInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_both: ((inputs: Core_Policy_Reset_BothInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Reset_BothInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Policy: {name}" |
*
* @param {Core_Policy_Line_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_policy: ((inputs: Core_Policy_Line_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Line_PolicyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Action now: {action}" |
*
* @param {Core_Policy_Line_Action_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_action_now: ((inputs: Core_Policy_Line_Action_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Line_Action_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rule now: {rule}" |
*
* @param {Core_Policy_Line_Rule_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_rule_now: ((inputs: Core_Policy_Line_Rule_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Line_Rule_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Action: {action}" |
*
* @param {Core_Policy_Line_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_action: ((inputs: Core_Policy_Line_ActionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Line_ActionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rule: {rule}" |
*
* @param {Core_Policy_Line_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_rule: ((inputs: Core_Policy_Line_RuleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Line_RuleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The defaults are the appliance’s own, whatever they allow." |
*
* @param {Core_Policy_Reset_DefaultsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_defaults: ((inputs?: Core_Policy_Reset_DefaultsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Reset_DefaultsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reset to default" |
*
* @param {Core_Policy_Reset_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_confirm: ((inputs?: Core_Policy_Reset_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Reset_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enable policies" |
*
* @param {Core_Policy_Enable_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_many_title: ((inputs?: Core_Policy_Enable_Many_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Enable_Many_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Disable policies" |
*
* @param {Core_Policy_Disable_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_many_title: ((inputs?: Core_Policy_Disable_Many_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_Many_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Enable {count} authorization policy on {appliance}?" |
* | "other" | "Enable {count} authorization policies on {appliance}?" |
*
* @param {Core_Policy_Enable_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_many_question: ((inputs: Core_Policy_Enable_Many_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Enable_Many_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Disable {count} authorization policy on {appliance}?" |
* | "other" | "Disable {count} authorization policies on {appliance}?" |
*
* @param {Core_Policy_Disable_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_many_question: ((inputs: Core_Policy_Disable_Many_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_Many_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Enable {count} policy" |
* | "other" | "Enable {count} policies" |
*
* @param {Core_Policy_Enable_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_many_confirm: ((inputs: Core_Policy_Enable_Many_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Enable_Many_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Disable {count} policy" |
* | "other" | "Disable {count} policies" |
*
* @param {Core_Policy_Disable_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_many_confirm: ((inputs: Core_Policy_Disable_Many_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_Many_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enable a policy" |
*
* @param {Core_Policy_Enable_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_title: ((inputs?: Core_Policy_Enable_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Enable_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Disable a policy" |
*
* @param {Core_Policy_Disable_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_title: ((inputs?: Core_Policy_Disable_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enable the authorization policy {name} on {appliance}?" |
*
* @param {Core_Policy_Enable_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_question: ((inputs: Core_Policy_Enable_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Enable_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Disable the authorization policy {name} on {appliance}?" |
*
* @param {Core_Policy_Disable_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_question: ((inputs: Core_Policy_Disable_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It denies requests now: turned off, it stops nothing." |
*
* @param {Core_Policy_Disable_DenyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_deny: ((inputs?: Core_Policy_Disable_DenyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_DenyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Turned off, it no longer decides anything." |
*
* @param {Core_Policy_Disable_OtherInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_other: ((inputs?: Core_Policy_Disable_OtherInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_OtherInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It allows requests: turned on, it may let through what is denied now." |
*
* @param {Core_Policy_Enable_AllowsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_allows: ((inputs?: Core_Policy_Enable_AllowsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Enable_AllowsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enable policy" |
*
* @param {Core_Policy_Enable_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_confirm: ((inputs?: Core_Policy_Enable_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Enable_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Disable policy" |
*
* @param {Core_Policy_Disable_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_confirm: ((inputs?: Core_Policy_Disable_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete policy" |
*
* @param {Core_Policy_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_title: ((inputs?: Core_Policy_Delete_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Delete_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete policies" |
*
* @param {Core_Policy_Delete_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_many_title: ((inputs?: Core_Policy_Delete_Many_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Delete_Many_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete the authorization policy {name} from {appliance}?" |
*
* @param {Core_Policy_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_question: ((inputs: Core_Policy_Delete_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Delete_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Delete {count} authorization policy from {appliance}?" |
* | "other" | "Delete {count} authorization policies from {appliance}?" |
*
* @param {Core_Policy_Delete_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_many_question: ((inputs: Core_Policy_Delete_Many_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Delete_Many_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A deleted policy cannot be brought back; its rule and action are gone with it." |
*
* @param {Core_Policy_Delete_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_detail: ((inputs?: Core_Policy_Delete_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Delete_DetailInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete policy" |
*
* @param {Core_Policy_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_confirm: ((inputs?: Core_Policy_Delete_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Delete_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Delete {count} policy" |
* | "other" | "Delete {count} policies" |
*
* @param {Core_Policy_Delete_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_many_confirm: ((inputs: Core_Policy_Delete_Many_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Delete_Many_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "list the accounts" |
*
* @param {Core_Op_Profiles_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_list: ((inputs?: Core_Op_Profiles_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Profiles_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "add the account" |
*
* @param {Core_Op_Profiles_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_add: ((inputs?: Core_Op_Profiles_AddInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Profiles_AddInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "add the demo account" |
*
* @param {Core_Op_Profiles_Add_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_add_demo: ((inputs?: Core_Op_Profiles_Add_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Profiles_Add_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "rename the account" |
*
* @param {Core_Op_Profiles_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_rename: ((inputs?: Core_Op_Profiles_RenameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Profiles_RenameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "remove the account" |
*
* @param {Core_Op_Profiles_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_remove: ((inputs?: Core_Op_Profiles_RemoveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Profiles_RemoveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "switch to the account" |
*
* @param {Core_Op_Profiles_ActivateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_activate: ((inputs?: Core_Op_Profiles_ActivateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Profiles_ActivateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the account" |
*
* @param {Core_Op_Account_MeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_account_me: ((inputs?: Core_Op_Account_MeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Account_MeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the balances" |
*
* @param {Core_Op_Balances_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_balances_list: ((inputs?: Core_Op_Balances_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Balances_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "follow the account" |
*
* @param {Core_Op_Account_WatchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_account_watch: ((inputs?: Core_Op_Account_WatchInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Account_WatchInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "refresh the account" |
*
* @param {Core_Op_Account_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_account_refresh: ((inputs?: Core_Op_Account_RefreshInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Account_RefreshInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the value history" |
*
* @param {Core_Op_Value_History_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_value_history_get: ((inputs?: Core_Op_Value_History_GetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Value_History_GetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "record the account’s value" |
*
* @param {Core_Op_Value_History_RecordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_value_history_record: ((inputs?: Core_Op_Value_History_RecordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Value_History_RecordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "keep the value history" |
*
* @param {Core_Op_Value_History_AdoptInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_value_history_adopt: ((inputs?: Core_Op_Value_History_AdoptInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Value_History_AdoptInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read about Satchel" |
*
* @param {Core_Op_App_InfoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_app_info: ((inputs?: Core_Op_App_InfoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_App_InfoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read Satchel’s notices" |
*
* @param {Core_Op_App_NoticesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_app_notices: ((inputs?: Core_Op_App_NoticesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_App_NoticesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "note the activity" |
*
* @param {Core_Op_App_ActivityInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_app_activity: ((inputs?: Core_Op_App_ActivityInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_App_ActivityInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "export the diagnostics" |
*
* @param {Core_Op_App_Export_DiagnosticsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_app_export_diagnostics: ((inputs?: Core_Op_App_Export_DiagnosticsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_App_Export_DiagnosticsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "restart Satchel" |
*
* @param {Core_Op_App_RestartInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_app_restart: ((inputs?: Core_Op_App_RestartInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_App_RestartInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This Satchel cannot start itself again: quit it and start it the way you started it." |
*
* @param {Core_Cannot_RestartInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cannot_restart: ((inputs?: Core_Cannot_RestartInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cannot_RestartInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the settings" |
*
* @param {Core_Op_Settings_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_settings_get: ((inputs?: Core_Op_Settings_GetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Settings_GetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "change the settings" |
*
* @param {Core_Op_Settings_UpdateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_settings_update: ((inputs?: Core_Op_Settings_UpdateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Settings_UpdateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "take the answer to the question" |
*
* @param {Core_Op_Confirm_AnswerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_confirm_answer: ((inputs?: Core_Op_Confirm_AnswerInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Confirm_AnswerInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read whether Satchel is locked" |
*
* @param {Core_Op_Lock_StatusInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_lock_status: ((inputs?: Core_Op_Lock_StatusInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Lock_StatusInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "unlock Satchel" |
*
* @param {Core_Op_Lock_UnlockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_lock_unlock: ((inputs?: Core_Op_Lock_UnlockInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Lock_UnlockInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "lock Satchel" |
*
* @param {Core_Op_Lock_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_lock_lock: ((inputs?: Core_Op_Lock_LockInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Lock_LockInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "set the app password" |
*
* @param {Core_Op_Lock_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_lock_set_password: ((inputs?: Core_Op_Lock_Set_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Lock_Set_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "list the appliances" |
*
* @param {Core_Op_Appliances_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_list: ((inputs?: Core_Op_Appliances_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "add the appliance" |
*
* @param {Core_Op_Appliances_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_add: ((inputs?: Core_Op_Appliances_AddInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_AddInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "add the demo appliance" |
*
* @param {Core_Op_Appliances_Add_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_add_demo: ((inputs?: Core_Op_Appliances_Add_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_Add_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "rename the appliance" |
*
* @param {Core_Op_Appliances_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_rename: ((inputs?: Core_Op_Appliances_RenameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_RenameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "remove the appliance" |
*
* @param {Core_Op_Appliances_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_remove: ((inputs?: Core_Op_Appliances_RemoveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_RemoveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "switch to the appliance" |
*
* @param {Core_Op_Appliances_ActivateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_activate: ((inputs?: Core_Op_Appliances_ActivateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_ActivateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the appliance’s certificate" |
*
* @param {Core_Op_Appliances_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_certificate: ((inputs?: Core_Op_Appliances_CertificateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_CertificateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "trust the appliance’s certificate" |
*
* @param {Core_Op_Appliances_TrustInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_trust: ((inputs?: Core_Op_Appliances_TrustInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_TrustInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "list the authorization policies" |
*
* @param {Core_Op_Policies_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_list: ((inputs?: Core_Op_Policies_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the authorization policy" |
*
* @param {Core_Op_Policies_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_get: ((inputs?: Core_Op_Policies_GetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_GetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "add the authorization policy" |
*
* @param {Core_Op_Policies_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_add: ((inputs?: Core_Op_Policies_AddInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_AddInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "change the authorization policy" |
*
* @param {Core_Op_Policies_UpdateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_update: ((inputs?: Core_Op_Policies_UpdateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_UpdateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "rename the authorization policy" |
*
* @param {Core_Op_Policies_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_rename: ((inputs?: Core_Op_Policies_RenameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_RenameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "remove the authorization policies" |
*
* @param {Core_Op_Policies_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_remove: ((inputs?: Core_Op_Policies_RemoveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_RemoveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "enable the authorization policies" |
*
* @param {Core_Op_Policies_EnableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_enable: ((inputs?: Core_Op_Policies_EnableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_EnableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "disable the authorization policies" |
*
* @param {Core_Op_Policies_DisableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_disable: ((inputs?: Core_Op_Policies_DisableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_DisableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "clear fields of the authorization policy" |
*
* @param {Core_Op_Policies_UnsetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_unset: ((inputs?: Core_Op_Policies_UnsetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_UnsetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "check the transfer code" |
*
* @param {Core_Op_Codes_CheckInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_check: ((inputs?: Core_Op_Codes_CheckInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Codes_CheckInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "create the transfer code" |
*
* @param {Core_Op_Codes_CreateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_create: ((inputs?: Core_Op_Codes_CreateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Codes_CreateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "redeem the transfer code" |
*
* @param {Core_Op_Codes_RedeemInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_redeem: ((inputs?: Core_Op_Codes_RedeemInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Codes_RedeemInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the transfer code" |
*
* @param {Core_Op_Codes_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_details: ((inputs?: Core_Op_Codes_DetailsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Codes_DetailsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "list the transfer codes you made" |
*
* @param {Core_Op_Codes_IssuedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_issued: ((inputs?: Core_Op_Codes_IssuedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Codes_IssuedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "list the transfer codes you redeemed" |
*
* @param {Core_Op_Codes_RedeemedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_redeemed: ((inputs?: Core_Op_Codes_RedeemedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Codes_RedeemedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read how to deposit" |
*
* @param {Core_Op_Deposits_InfoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_deposits_info: ((inputs?: Core_Op_Deposits_InfoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Deposits_InfoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "make a deposit address" |
*
* @param {Core_Op_Deposits_Generate_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_deposits_generate_address: ((inputs?: Core_Op_Deposits_Generate_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Deposits_Generate_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the deposit" |
*
* @param {Core_Op_Deposits_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_deposits_details: ((inputs?: Core_Op_Deposits_DetailsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Deposits_DetailsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "open the payment window" |
*
* @param {Core_Op_Fiat_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_open: ((inputs?: Core_Op_Fiat_OpenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Fiat_OpenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read what the payment window is for" |
*
* @param {Core_Op_Fiat_ContextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_context: ((inputs?: Core_Op_Fiat_ContextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Fiat_ContextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "list the payout services" |
*
* @param {Core_Op_Fiat_Payout_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_payout_services: ((inputs?: Core_Op_Fiat_Payout_ServicesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Fiat_Payout_ServicesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "send the payout" |
*
* @param {Core_Op_Fiat_WithdrawInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_withdraw: ((inputs?: Core_Op_Fiat_WithdrawInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Fiat_WithdrawInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "list the payment services" |
*
* @param {Core_Op_Fiat_Deposit_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_deposit_services: ((inputs?: Core_Op_Fiat_Deposit_ServicesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Fiat_Deposit_ServicesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "start the deposit" |
*
* @param {Core_Op_Fiat_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_deposit: ((inputs?: Core_Op_Fiat_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Fiat_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "start the deposit" |
*
* @param {Core_Op_Fiat_Deposit_SimpleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_deposit_simple: ((inputs?: Core_Op_Fiat_Deposit_SimpleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Fiat_Deposit_SimpleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the history" |
*
* @param {Core_Op_History_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_history_list: ((inputs?: Core_Op_History_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_History_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "export the history" |
*
* @param {Core_Op_History_ExportInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_history_export: ((inputs?: Core_Op_History_ExportInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_History_ExportInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the exchange’s clock" |
*
* @param {Core_Op_Market_TimeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_market_time: ((inputs?: Core_Op_Market_TimeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Market_TimeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the currencies" |
*
* @param {Core_Op_Market_CurrenciesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_market_currencies: ((inputs?: Core_Op_Market_CurrenciesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Market_CurrenciesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the exchange rates" |
*
* @param {Core_Op_Market_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_market_rates: ((inputs?: Core_Op_Market_RatesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Market_RatesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the markets" |
*
* @param {Core_Op_Market_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_market_markets: ((inputs?: Core_Op_Market_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Market_MarketsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the prices" |
*
* @param {Core_Op_Market_TickersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_market_tickers: ((inputs?: Core_Op_Market_TickersInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Market_TickersInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the fees" |
*
* @param {Core_Op_Market_FeesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_market_fees: ((inputs?: Core_Op_Market_FeesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Market_FeesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the order book" |
*
* @param {Core_Op_Book_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_book_get: ((inputs?: Core_Op_Book_GetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Book_GetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "follow the prices" |
*
* @param {Core_Op_Feed_WatchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_feed_watch: ((inputs?: Core_Op_Feed_WatchInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Feed_WatchInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "reconnect to the prices" |
*
* @param {Core_Op_Feed_RetryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_feed_retry: ((inputs?: Core_Op_Feed_RetryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Feed_RetryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the open orders" |
*
* @param {Core_Op_Orders_ActiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_active: ((inputs?: Core_Op_Orders_ActiveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Orders_ActiveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the order history" |
*
* @param {Core_Op_Orders_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_history: ((inputs?: Core_Op_Orders_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Orders_HistoryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the order’s trades" |
*
* @param {Core_Op_Orders_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_trades: ((inputs?: Core_Op_Orders_TradesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Orders_TradesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "cancel the order" |
*
* @param {Core_Op_Orders_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_cancel: ((inputs?: Core_Op_Orders_CancelInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Orders_CancelInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "cancel the orders" |
*
* @param {Core_Op_Orders_Cancel_ManyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_cancel_many: ((inputs?: Core_Op_Orders_Cancel_ManyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Orders_Cancel_ManyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "send the withdrawal" |
*
* @param {Core_Op_Withdrawals_CreateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_withdrawals_create: ((inputs?: Core_Op_Withdrawals_CreateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Withdrawals_CreateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the withdrawal" |
*
* @param {Core_Op_Withdrawals_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_withdrawals_details: ((inputs?: Core_Op_Withdrawals_DetailsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Withdrawals_DetailsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "read the withdrawal guard" |
*
* @param {Core_Op_Guard_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_guard_get: ((inputs?: Core_Op_Guard_GetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Guard_GetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "save the address" |
*
* @param {Core_Op_Guard_Save_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_guard_save_address: ((inputs?: Core_Op_Guard_Save_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Guard_Save_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "remove the address" |
*
* @param {Core_Op_Guard_Remove_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_guard_remove_address: ((inputs?: Core_Op_Guard_Remove_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Guard_Remove_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "change the withdrawal guard" |
*
* @param {Core_Op_Guard_Set_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_op_guard_set_rule: ((inputs?: Core_Op_Guard_Set_RuleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Guard_Set_RuleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel could not {what}: {problem}." |
*
* @param {Core_Could_NotInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_could_not: ((inputs: Core_Could_NotInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Could_NotInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment window cannot {what}: only the main window can." |
*
* @param {Core_Payment_Window_CannotInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_payment_window_cannot: ((inputs: Core_Payment_Window_CannotInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payment_Window_CannotInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Only the payment window can {what}." |
*
* @param {Core_Only_Payment_WindowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_only_payment_window: ((inputs: Core_Only_Payment_WindowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Only_Payment_WindowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Core_Status_DoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_status_done: ((inputs?: Core_Status_DoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Status_DoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Core_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_status_pending: ((inputs?: Core_Status_PendingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Status_PendingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown (ask support)" |
*
* @param {Core_Status_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_status_unknown: ((inputs?: Core_Status_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Status_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Core_Status_CanceledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_status_canceled: ((inputs?: Core_Status_CanceledInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Status_CanceledInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for your e-mail confirmation" |
*
* @param {Core_Status_Awaiting_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_status_awaiting_confirmation: ((inputs?: Core_Status_Awaiting_ConfirmationInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Status_Awaiting_ConfirmationInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Core_Status_BlankInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_status_blank: ((inputs?: Core_Status_BlankInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Status_BlankInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "About {app}" |
*
* @param {Core_About_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_about_title: ((inputs: Core_About_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Version {version}" |
*
* @param {Core_About_VersionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_about_version: ((inputs: Core_About_VersionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_VersionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Version {version} — running on the demo servers (no real money)" |
*
* @param {Core_About_Version_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_about_version_demo: ((inputs: Core_About_Version_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_Version_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Licence: {license}" |
*
* @param {Core_About_LicenceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_about_licence: ((inputs: Core_About_LicenceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_LicenceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Settings and data: {folder}" |
*
* @param {Core_About_FolderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_about_folder: ((inputs: Core_About_FolderInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_FolderInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Keyboard shortcuts" |
*
* @param {Core_About_ShortcutsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_about_shortcuts: ((inputs?: Core_About_ShortcutsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_ShortcutsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{first} … {last} the views, in the order of the navigation" |
*
* @param {Core_About_Key_ViewsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_about_key_views: ((inputs: Core_About_Key_ViewsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_Key_ViewsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{key} Settings" |
*
* @param {Core_About_Key_SettingsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_about_key_settings: ((inputs: Core_About_Key_SettingsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_Key_SettingsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{key} find a market" |
*
* @param {Core_About_Key_FindInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_about_key_find: ((inputs: Core_About_Key_FindInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_Key_FindInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{key} lock Satchel (with an app password set)" |
*
* @param {Core_About_Key_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_about_key_lock: ((inputs: Core_About_Key_LockInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_Key_LockInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Create a transfer code" |
*
* @param {Core_Code_Create_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_create_title: ((inputs?: Core_Code_Create_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Create_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Create a code worth {amount} {unit}?" |
*
* @param {Core_Code_Create_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_create_question: ((inputs: Core_Code_Create_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Create_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Create code for {amount} {unit}" |
*
* @param {Core_Code_Create_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_create_confirm: ((inputs: Core_Code_Create_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Create_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount: {amount} {unit} (it leaves your available balance now)" |
*
* @param {Core_Code_Line_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_line_amount: ((inputs: Core_Code_Line_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_AmountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Who may redeem it: only account {recipient}" |
*
* @param {Core_Code_Line_OnlyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_line_only: ((inputs: Core_Code_Line_OnlyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_OnlyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Who may redeem it: anyone who has the code" |
*
* @param {Core_Code_Line_AnyoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_line_anyone: ((inputs?: Core_Code_Line_AnyoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_AnyoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "You cannot take it back before: {time}" |
*
* @param {Core_Code_Line_Not_BeforeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_line_not_before: ((inputs: Core_Code_Line_Not_BeforeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_Not_BeforeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Public comment: {comment}" |
*
* @param {Core_Code_Line_PublicInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_line_public: ((inputs: Core_Code_Line_PublicInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_PublicInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Private comment: {comment}" |
*
* @param {Core_Code_Line_PrivateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_line_private: ((inputs: Core_Code_Line_PrivateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_PrivateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Whoever has the code can redeem it: keep it like cash." |
*
* @param {Core_Code_Like_CashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_like_cash: ((inputs?: Core_Code_Like_CashInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Like_CashInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Redeem a transfer code" |
*
* @param {Core_Code_Redeem_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_title: ((inputs?: Core_Code_Redeem_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Redeem_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Redeem this code for {amount} {unit}?" |
*
* @param {Core_Code_Redeem_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_question: ((inputs: Core_Code_Redeem_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Redeem_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount: {amount} {unit}, credited to {account}" |
*
* @param {Core_Code_Redeem_Line_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_line_amount: ((inputs: Core_Code_Redeem_Line_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Redeem_Line_AmountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Comment: {comment}" |
*
* @param {Core_Code_Line_CommentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_line_comment: ((inputs: Core_Code_Line_CommentInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_CommentInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code: {code}" |
*
* @param {Core_Code_Line_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_line_code: ((inputs: Core_Code_Line_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Redeem {amount} {unit}" |
*
* @param {Core_Code_Redeem_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_confirm: ((inputs: Core_Code_Redeem_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Redeem_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show a transfer code" |
*
* @param {Core_Code_Reveal_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_title: ((inputs?: Core_Code_Reveal_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Reveal_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show the whole code worth {amount} {unit}?" |
*
* @param {Core_Code_Reveal_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_question: ((inputs: Core_Code_Reveal_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Reveal_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code: {code} (support number {sn})" |
*
* @param {Core_Code_Reveal_Line_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_line_code: ((inputs: Core_Code_Reveal_Line_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Reveal_Line_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Account: {account}" |
*
* @param {Core_Line_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_account: ((inputs: Core_Line_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_AccountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Whoever sees the whole code can redeem it: make sure nobody else can see your screen." |
*
* @param {Core_Code_Reveal_ScreenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_screen: ((inputs?: Core_Code_Reveal_ScreenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Reveal_ScreenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show the code" |
*
* @param {Core_Code_Reveal_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_confirm: ((inputs?: Core_Code_Reveal_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Reveal_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pay out {unit}" |
*
* @param {Core_Payout_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_payout_title: ((inputs: Core_Payout_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pay out {amount} {unit} through {service} to {to}?" |
*
* @param {Core_Payout_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_payout_question: ((inputs: Core_Payout_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Service: {service}" |
*
* @param {Core_Payout_Line_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_payout_line_service: ((inputs: Core_Payout_Line_ServiceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_Line_ServiceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To: {to}" |
*
* @param {Core_Payout_Line_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_payout_line_to: ((inputs: Core_Payout_Line_ToInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_Line_ToInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fee: {fee} {unit} (as the gateway states it; the exchange charges the final fee)" |
*
* @param {Core_Payout_Line_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_payout_line_fee: ((inputs: Core_Payout_Line_FeeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_Line_FeeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway says it is in test mode." |
*
* @param {Core_Payout_Test_ModeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_payout_test_mode: ((inputs?: Core_Payout_Test_ModeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_Test_ModeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A payout cannot be undone." |
*
* @param {Core_Payout_FinalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_payout_final: ((inputs?: Core_Payout_FinalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_FinalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pay out {amount} {unit}" |
*
* @param {Core_Payout_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_payout_confirm: ((inputs: Core_Payout_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove appliance" |
*
* @param {Core_Appliance_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_title: ((inputs?: Core_Appliance_Remove_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Remove_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the appliance {name} from Satchel?" |
*
* @param {Core_Appliance_Remove_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_question: ((inputs: Core_Appliance_Remove_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Remove_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It is the built-in demo appliance; you can add it again at any time." |
*
* @param {Core_Appliance_Remove_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_demo: ((inputs?: Core_Appliance_Remove_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Remove_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel signs out of {host}, deletes the password of {user} from the system keychain. The appliance and its policies are not touched." |
*
* @param {Core_Appliance_Remove_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_detail: ((inputs: Core_Appliance_Remove_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Remove_DetailInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel signs out of {host}, deletes the password of {user} from the system keychain and forgets the trusted certificate. The appliance and its policies are ..." |
*
* @param {Core_Appliance_Remove_Detail_PinnedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_detail_pinned: ((inputs: Core_Appliance_Remove_Detail_PinnedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Remove_Detail_PinnedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove appliance" |
*
* @param {Core_Appliance_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_confirm: ((inputs?: Core_Appliance_Remove_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Remove_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Trust a new certificate" |
*
* @param {Core_Trust_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_trust_title: ((inputs?: Core_Trust_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Trust_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Trust the certificate {host} presents now for {name}?" |
*
* @param {Core_Trust_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_trust_question: ((inputs: Core_Trust_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Trust_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Trusted until now: SHA-256 {fingerprint}" |
*
* @param {Core_Trust_Line_Until_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_trust_line_until_now: ((inputs: Core_Trust_Line_Until_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Trust_Line_Until_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Trusted until now: none pinned (the system’s certificate authorities)" |
*
* @param {Core_Trust_Line_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_trust_line_none: ((inputs?: Core_Trust_Line_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Trust_Line_NoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Presented now: SHA-256 {fingerprint}" |
*
* @param {Core_Trust_Line_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_trust_line_now: ((inputs: Core_Trust_Line_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Trust_Line_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Trust it only if the appliance’s administrator replaced its certificate: otherwise someone may be in between." |
*
* @param {Core_Trust_WarningInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_trust_warning: ((inputs?: Core_Trust_WarningInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Trust_WarningInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Trust the new certificate" |
*
* @param {Core_Trust_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_trust_confirm: ((inputs?: Core_Trust_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Trust_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove account" |
*
* @param {Core_Account_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_title: ((inputs?: Core_Account_Remove_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Remove_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {name} from Satchel?" |
*
* @param {Core_Account_Remove_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_question: ((inputs: Core_Account_Remove_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Remove_QuestionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Its API secret is deleted from the system keychain. The account on the exchange ({exchange}) is not touched; you can add the key again later." |
*
* @param {Core_Account_Remove_SecretInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_secret: ((inputs: Core_Account_Remove_SecretInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Remove_SecretInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It is an account of the built-in demo exchange; you can add it again at any time." |
*
* @param {Core_Account_Remove_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_demo: ((inputs?: Core_Account_Remove_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Remove_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The withdrawal guard of this exchange account — {kept} — is kept and applies again if you add this account again." |
*
* @param {Core_Account_Remove_Guard_KeptInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_guard_kept: ((inputs: Core_Account_Remove_Guard_KeptInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Remove_Guard_KeptInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove account" |
*
* @param {Core_Account_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_confirm: ((inputs?: Core_Account_Remove_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Remove_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{unit} is not a coin: fiat withdrawals go through the payment gateway." |
*
* @param {Core_Withdraw_Not_CoinInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_not_coin: ((inputs: Core_Withdraw_Not_CoinInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_Not_CoinInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange lists no withdrawal fee for {unit}, so Satchel cannot say what it would cost." |
*
* @param {Core_Withdraw_No_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_no_fee: ((inputs: Core_Withdraw_No_FeeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_No_FeeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{unit} takes no memo: clear the memo field." |
*
* @param {Core_Withdraw_No_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_no_memo: ((inputs: Core_Withdraw_No_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_No_MemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} saved address" |
* | "other" | "{count} saved addresses" |
*
* @param {Core_Guard_Kept_AddressesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_guard_kept_addresses: ((inputs: Core_Guard_Kept_AddressesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Guard_Kept_AddressesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a daily limit of {limit}" |
*
* @param {Core_Guard_Kept_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_guard_kept_limit: ((inputs: Core_Guard_Kept_LimitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Guard_Kept_LimitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "daily limits of {limits}" |
*
* @param {Core_Guard_Kept_LimitsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_guard_kept_limits: ((inputs: Core_Guard_Kept_LimitsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Guard_Kept_LimitsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{currencies} only to saved addresses" |
*
* @param {Core_Guard_Kept_Only_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_guard_kept_only_saved: ((inputs: Core_Guard_Kept_Only_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Guard_Kept_Only_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{items} and {last}" |
*
* @param {Core_List_AndInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_list_and: ((inputs: Core_List_AndInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_List_AndInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Action: {before} → {after}" |
*
* @param {Core_Policy_Line_Action_ChangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_action_change: ((inputs: Core_Policy_Line_Action_ChangeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Line_Action_ChangeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rule after: {rule}" |
*
* @param {Core_Policy_Line_Rule_AfterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_rule_after: ((inputs: Core_Policy_Line_Rule_AfterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Line_Rule_AfterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It denies requests now: changed, it may let through what it stops." |
*
* @param {Core_Policy_Change_Weakens_DenyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_change_weakens_deny: ((inputs?: Core_Policy_Change_Weakens_DenyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Change_Weakens_DenyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A changed rule or action may let through requests that are denied now." |
*
* @param {Core_Policy_Change_WeakensInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_change_weakens: ((inputs?: Core_Policy_Change_WeakensInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Change_WeakensInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "unknown" |
*
* @param {Core_Policy_Action_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_action_unknown: ((inputs?: Core_Policy_Action_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Action_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "(could not be read)" |
*
* @param {Core_Policy_Rule_UnreadableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_rule_unreadable: ((inputs?: Core_Policy_Rule_UnreadableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Rule_UnreadableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your settings file could not be read (The settings file was a folder.). Satchel started with default settings and kept the old file at {movedTo}." |
*
* @param {Core_Settings_Recovered_FolderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_settings_recovered_folder: ((inputs: Core_Settings_Recovered_FolderInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Recovered_FolderInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your settings file could not be read (The settings file is not valid JSON (it may have been cut off or edited by hand).). Satchel started with default settin..." |
*
* @param {Core_Settings_Recovered_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_settings_recovered_not_json: ((inputs: Core_Settings_Recovered_Not_JsonInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Recovered_Not_JsonInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your settings file could not be read (The settings file does not match what Satchel expects ({detail}).). Satchel started with default settings and kept the ..." |
*
* @param {Core_Settings_Recovered_SchemaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_settings_recovered_schema: ((inputs: Core_Settings_Recovered_SchemaInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Settings_Recovered_SchemaInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "saved payment details no. {id}" |
*
* @param {Core_Payout_Saved_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_payout_saved_details: ((inputs: Core_Payout_Saved_DetailsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_Saved_DetailsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} sent data that is not valid JSON." |
*
* @param {Core_Server_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_not_json: ((inputs: Core_Server_Not_JsonInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Not_JsonInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} sent an answer larger than {size} MiB. Satchel stopped reading it." |
*
* @param {Core_Server_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_too_large: ((inputs: Core_Server_Too_LargeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Too_LargeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export history" |
*
* @param {Core_Save_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_save_history: ((inputs?: Core_Save_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Save_HistoryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export diagnostics" |
*
* @param {Core_Save_DiagnosticsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_save_diagnostics: ((inputs?: Core_Save_DiagnosticsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Save_DiagnosticsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel is locked" |
*
* @param {Window_Locked_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_locked_title: ((inputs?: Window_Locked_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Locked_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Prices and balances keep updating. Unlock to cancel orders, add or remove accounts, or change the password." |
*
* @param {Window_Locked_LeadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_locked_lead: ((inputs?: Window_Locked_LeadInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Locked_LeadInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "App password" |
*
* @param {Window_App_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_app_password: ((inputs?: Window_App_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_App_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock" |
*
* @param {Window_UnlockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_unlock: ((inputs?: Window_UnlockInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_UnlockInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock in {wait}" |
*
* @param {Window_Unlock_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_unlock_in: ((inputs: Window_Unlock_InInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Unlock_InInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Wait {wait}" |
*
* @param {Window_WaitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_wait: ((inputs: Window_WaitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_WaitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "You can try again in {wait}." |
*
* @param {Window_Try_Again_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_try_again_in: ((inputs: Window_Try_Again_InInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Try_Again_InInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "You can try again now." |
*
* @param {Window_Try_Again_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_try_again_now: ((inputs?: Window_Try_Again_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Try_Again_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{minutes} min {seconds} s" |
*
* @param {Window_Wait_Minutes_SecondsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_wait_minutes_seconds: ((inputs: Window_Wait_Minutes_SecondsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Wait_Minutes_SecondsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Don't do it" |
*
* @param {Window_Confirm_DeclineInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_confirm_decline: ((inputs?: Window_Confirm_DeclineInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Confirm_DeclineInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} more question waits after this one." |
* | "other" | "{count} more questions wait after this one." |
*
* @param {Window_More_QuestionsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_more_questions: ((inputs: Window_More_QuestionsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_More_QuestionsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {Window_RetryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_retry: ((inputs?: Window_RetryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_RetryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {Window_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_loading: ((inputs?: Window_LoadingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_LoadingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This page could not be loaded. Satchel may have been updated or stopped while it was open." |
*
* @param {Window_Page_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_page_not_loaded: ((inputs?: Window_Page_Not_LoadedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Page_Not_LoadedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "App host unreachable — reconnecting…" |
*
* @param {Window_Host_LostInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_host_lost: ((inputs?: Window_Host_LostInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Host_LostInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Connecting…" |
*
* @param {Window_ConnectingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_connecting: ((inputs?: Window_ConnectingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_ConnectingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Live" |
*
* @param {Window_LiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_live: ((inputs?: Window_LiveInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_LiveInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reconnecting… (attempt {attempt})" |
*
* @param {Window_ReconnectingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_reconnecting: ((inputs: Window_ReconnectingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_ReconnectingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Exchange unavailable: {reason}" |
*
* @param {Window_Exchange_UnavailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_exchange_unavailable: ((inputs: Window_Exchange_UnavailableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Exchange_UnavailableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Retry now" |
*
* @param {Window_Retry_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_retry_now: ((inputs?: Window_Retry_NowInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Retry_NowInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open Settings" |
*
* @param {Window_Open_SettingsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_open_settings: ((inputs?: Window_Open_SettingsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Open_SettingsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Window_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_try_again: ((inputs?: Window_Try_AgainInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Try_AgainInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange refused this account’s key: it may have been revoked or changed. Add the key again in Settings." |
*
* @param {Window_Advice_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_advice_auth: ((inputs?: Window_Advice_AuthInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Advice_AuthInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel keeps the API secret in the system keychain. Unlock the keychain (on Linux, a Secret Service such as GNOME Keyring must be running), then try again." |
*
* @param {Window_Advice_KeychainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_advice_keychain: ((inputs?: Window_Advice_KeychainInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Advice_KeychainInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the internet connection. Satchel keeps trying by itself." |
*
* @param {Window_Advice_NetworkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_advice_network: ((inputs?: Window_Advice_NetworkInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Advice_NetworkInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange is not answering properly right now. Satchel keeps trying by itself." |
*
* @param {Window_Advice_UnavailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_advice_unavailable: ((inputs?: Window_Advice_UnavailableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Advice_UnavailableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel keeps trying by itself." |
*
* @param {Window_Advice_OtherInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_advice_other: ((inputs?: Window_Advice_OtherInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Advice_OtherInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No account is set up yet. Add your exchange API key to see your balances." |
*
* @param {Window_No_Account_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_account_balances: ((inputs?: Window_No_Account_BalancesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_No_Account_BalancesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No account is set up yet. Add your exchange API key to see your orders." |
*
* @param {Window_No_Account_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_account_orders: ((inputs?: Window_No_Account_OrdersInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_No_Account_OrdersInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No account is set up yet. Add your exchange API key to see your deposit addresses." |
*
* @param {Window_No_Account_Deposit_AddressesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_account_deposit_addresses: ((inputs?: Window_No_Account_Deposit_AddressesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_No_Account_Deposit_AddressesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No account is set up yet. Add your exchange API key to see your withdrawals." |
*
* @param {Window_No_Account_WithdrawalsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_account_withdrawals: ((inputs?: Window_No_Account_WithdrawalsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_No_Account_WithdrawalsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No account is set up yet. Add your exchange API key to see your deposits and withdrawals." |
*
* @param {Window_No_Account_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_account_history: ((inputs?: Window_No_Account_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_No_Account_HistoryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No account is set up yet. Add your exchange API key to see your fiat deposits and payouts." |
*
* @param {Window_No_Account_FiatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_account_fiat: ((inputs?: Window_No_Account_FiatInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_No_Account_FiatInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No account is set up yet. Add your exchange API key to see your {what}." |
*
* @param {Window_No_Account_OtherInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_account_other: ((inputs: Window_No_Account_OtherInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_No_Account_OtherInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add an account" |
*
* @param {Window_Add_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_add_account: ((inputs?: Window_Add_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Add_AccountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Window_Nav_MainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_nav_main: ((inputs?: Window_Nav_MainInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Nav_MainInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel locks with an app password: set one in Settings, under App password." |
*
* @param {Window_Lock_Needs_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_lock_needs_password: ((inputs?: Window_Lock_Needs_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Lock_Needs_PasswordInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copy {what}" |
*
* @param {Window_Copy_WhatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_copy_what: ((inputs: Window_Copy_WhatInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Copy_WhatInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{label} copied." |
*
* @param {Window_CopiedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_copied: ((inputs: Window_CopiedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_CopiedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not copy: select the {what} and copy it by hand." |
*
* @param {Window_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_copy_failed: ((inputs: Window_Copy_FailedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Copy_FailedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Window_Save_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_save_name: ((inputs?: Window_Save_NameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Save_NameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Window_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_cancel: ((inputs?: Window_CancelInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_CancelInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel has no page at “{path}”." |
*
* @param {Window_No_Page_AtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_page_at: ((inputs: Window_No_Page_AtInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_No_Page_AtInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Back to markets" |
*
* @param {Window_Back_To_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_back_to_markets: ((inputs?: Window_Back_To_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Back_To_MarketsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Window_DismissInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_dismiss: ((inputs?: Window_DismissInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_DismissInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss: {text}" |
*
* @param {Window_Dismiss_NoticeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_dismiss_notice: ((inputs: Window_Dismiss_NoticeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Dismiss_NoticeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "as of {time}" |
*
* @param {Window_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_as_of: ((inputs: Window_As_OfInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_As_OfInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The app host is not reachable." |
*
* @param {Window_Host_Not_ReachableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_host_not_reachable: ((inputs?: Window_Host_Not_ReachableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Host_Not_ReachableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The connection to the app host was lost." |
*
* @param {Window_Host_Connection_LostInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_host_connection_lost: ((inputs?: Window_Host_Connection_LostInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Host_Connection_LostInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The app host refused this link." |
*
* @param {Window_Host_Refused_LinkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_host_refused_link: ((inputs?: Window_Host_Refused_LinkInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Host_Refused_LinkInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This page was opened without its access token. Open the link that Satchel printed." |
*
* @param {Window_No_TokenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_token: ((inputs?: Window_No_TokenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_No_TokenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel — app password" |
*
* @param {Window_Password_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_password_page_title: ((inputs?: Window_Password_Page_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Password_Page_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Don’t do it" |
*
* @param {Window_Password_DeclineInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_password_decline: ((inputs?: Window_Password_DeclineInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Password_DeclineInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Window_Password_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_password_confirm: ((inputs?: Window_Password_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Password_ConfirmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This window cannot reach Satchel." |
*
* @param {Window_Password_UnreachableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_password_unreachable: ((inputs?: Window_Password_UnreachableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Password_UnreachableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel could not check the password. Try again." |
*
* @param {Window_Password_Check_FailedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_password_check_failed: ((inputs?: Window_Password_Check_FailedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Password_Check_FailedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{currency} deposits are credited by their memo. Enter the recipient's memo, or tick “Send without a memo” if the recipient says none is needed." |
*
* @param {Shared_Withdraw_Memo_NeededInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_withdraw_memo_needed: ((inputs: Shared_Withdraw_Memo_NeededInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Withdraw_Memo_NeededInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an amount." |
*
* @param {Shared_Withdraw_Amount_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_withdraw_amount_enter: ((inputs?: Shared_Withdraw_Amount_EnterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Withdraw_Amount_EnterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "That is not an amount. Write it like 0.25, with a point." |
*
* @param {Shared_Withdraw_Amount_Not_NumberInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_withdraw_amount_not_number: ((inputs?: Shared_Withdraw_Amount_Not_NumberInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Withdraw_Amount_Not_NumberInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | digitsPlural | output |
* | --- | --- |
* | "one" | "{currency} amounts have at most {digits} digits after the point." |
* | "other" | "{currency} amounts have at most {digits} digits after the point." |
*
* @param {Shared_Withdraw_Amount_PrecisionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_withdraw_amount_precision: ((inputs: Shared_Withdraw_Amount_PrecisionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Withdraw_Amount_PrecisionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The amount must be more than zero." |
*
* @param {Shared_Amount_ZeroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_amount_zero: ((inputs?: Shared_Amount_ZeroInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Amount_ZeroInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The fee ({fee} {currency}) is more than the amount: the recipient would get nothing." |
*
* @param {Shared_Withdraw_Fee_ExceedsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_withdraw_fee_exceeds: ((inputs: Shared_Withdraw_Fee_ExceedsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Withdraw_Fee_ExceedsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The recipient must get at least {minimum} {currency} (the exchange's minimum)." |
*
* @param {Shared_Withdraw_Below_MinimumInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_withdraw_below_minimum: ((inputs: Shared_Withdraw_Below_MinimumInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Withdraw_Below_MinimumInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "That takes {debit} {currency} from your balance, but only {available} {currency} is available." |
*
* @param {Shared_Withdraw_Over_BalanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_withdraw_over_balance: ((inputs: Shared_Withdraw_Over_BalanceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Withdraw_Over_BalanceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An XRP destination tag is a whole number from 0 to 4294967295: digits only, no spaces or letters." |
*
* @param {Shared_Memo_Xrp_TagInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_memo_xrp_tag: ((inputs?: Shared_Memo_Xrp_TagInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Memo_Xrp_TagInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A Stellar text memo holds at most 28 bytes; this one takes {bytes}. (Letters outside A–Z can take two to four bytes each.)" |
*
* @param {Shared_Memo_Xlm_BytesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_memo_xlm_bytes: ((inputs: Shared_Memo_Xlm_BytesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Memo_Xlm_BytesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An EOS memo holds at most 256 bytes; this one takes {bytes}." |
*
* @param {Shared_Memo_Eos_BytesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_memo_eos_bytes: ((inputs: Shared_Memo_Eos_BytesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Memo_Eos_BytesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Careful: this address looks like {what} — the same first and last characters — but it is a different address. Someone may have planted it in your history to ..." |
*
* @param {Shared_Lookalike_WarningInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_lookalike_warning: ((inputs: Shared_Lookalike_WarningInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Lookalike_WarningInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an address you withdrew to before" |
*
* @param {Shared_Lookalike_Known_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_lookalike_known_history: ((inputs?: Shared_Lookalike_Known_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Lookalike_Known_HistoryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{label}” in your address book" |
*
* @param {Shared_Lookalike_Known_Book_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_lookalike_known_book_label: ((inputs: Shared_Lookalike_Known_Book_LabelInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Lookalike_Known_Book_LabelInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an address in your address book" |
*
* @param {Shared_Lookalike_Known_BookInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_lookalike_known_book: ((inputs?: Shared_Lookalike_Known_BookInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Lookalike_Known_BookInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a Bitcoin address" |
*
* @param {Shared_Address_BtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_btc: ((inputs?: Shared_Address_BtcInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_BtcInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a Litecoin address" |
*
* @param {Shared_Address_LtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_ltc: ((inputs?: Shared_Address_LtcInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_LtcInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a Bitcoin Cash address" |
*
* @param {Shared_Address_BchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_bch: ((inputs?: Shared_Address_BchInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_BchInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a Dogecoin address" |
*
* @param {Shared_Address_DogeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_doge: ((inputs?: Shared_Address_DogeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_DogeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a Dash address" |
*
* @param {Shared_Address_DashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_dash: ((inputs?: Shared_Address_DashInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_DashInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an Ethereum address" |
*
* @param {Shared_Address_EthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_eth: ((inputs?: Shared_Address_EthInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_EthInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a USDT address" |
*
* @param {Shared_Address_UsdtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_usdt: ((inputs?: Shared_Address_UsdtInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_UsdtInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an XRP address" |
*
* @param {Shared_Address_XrpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_xrp: ((inputs?: Shared_Address_XrpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_XrpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a Stellar address" |
*
* @param {Shared_Address_XlmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_xlm: ((inputs?: Shared_Address_XlmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_XlmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a TRON address" |
*
* @param {Shared_Address_TrxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_trx: ((inputs?: Shared_Address_TrxInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_TrxInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an EOS account address" |
*
* @param {Shared_Address_EosInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_eos: ((inputs?: Shared_Address_EosInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_EosInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it has a character that these addresses never use — a letter or digit may be mistyped." |
*
* @param {Shared_Address_Not_CharactersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_not_characters: ((inputs: Shared_Address_Not_CharactersInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Not_CharactersInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: the checksum does not match — a character is wrong or missing." |
*
* @param {Shared_Address_Not_ChecksumInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_not_checksum: ((inputs: Shared_Address_Not_ChecksumInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Not_ChecksumInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it is too short or too long — a character is missing or extra." |
*
* @param {Shared_Address_Not_LengthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_not_length: ((inputs: Shared_Address_Not_LengthInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Not_LengthInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it is written for another network." |
*
* @param {Shared_Address_Not_VersionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_not_version: ((inputs: Shared_Address_Not_VersionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Not_VersionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it mixes capital and small letters, which these addresses never do." |
*
* @param {Shared_Address_Not_CaseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_not_case: ((inputs: Shared_Address_Not_CaseInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Not_CaseInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it has a space or a line break inside it." |
*
* @param {Shared_Address_Not_SpaceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_not_space: ((inputs: Shared_Address_Not_SpaceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Not_SpaceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a Bitcoin address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_BtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_btc: ((inputs: Shared_Address_Looks_Like_BtcInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Looks_Like_BtcInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a Litecoin address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_LtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_ltc: ((inputs: Shared_Address_Looks_Like_LtcInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Looks_Like_LtcInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a Bitcoin Cash address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_BchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_bch: ((inputs: Shared_Address_Looks_Like_BchInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Looks_Like_BchInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a Dogecoin address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_DogeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_doge: ((inputs: Shared_Address_Looks_Like_DogeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Looks_Like_DogeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a Dash address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_DashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_dash: ((inputs: Shared_Address_Looks_Like_DashInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Looks_Like_DashInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it looks like an Ethereum address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_EthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_eth: ((inputs: Shared_Address_Looks_Like_EthInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Looks_Like_EthInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it looks like an USDT address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_UsdtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_usdt: ((inputs: Shared_Address_Looks_Like_UsdtInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Looks_Like_UsdtInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a XRP address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_XrpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_xrp: ((inputs: Shared_Address_Looks_Like_XrpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Looks_Like_XrpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a Stellar address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_XlmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_xlm: ((inputs: Shared_Address_Looks_Like_XlmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Looks_Like_XlmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a TRON address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_TrxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_trx: ((inputs: Shared_Address_Looks_Like_TrxInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Looks_Like_TrxInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a Bitcoin address: Bitcoin addresses start with 1, 3 or bc1." |
*
* @param {Shared_Address_Starts_BtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_btc: ((inputs?: Shared_Address_Starts_BtcInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Starts_BtcInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a Litecoin address: Litecoin addresses start with L, M, 3 or ltc1." |
*
* @param {Shared_Address_Starts_LtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_ltc: ((inputs?: Shared_Address_Starts_LtcInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Starts_LtcInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a Bitcoin Cash address: Bitcoin Cash addresses start with bitcoincash:, q, p, 1 or 3." |
*
* @param {Shared_Address_Starts_BchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_bch: ((inputs?: Shared_Address_Starts_BchInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Starts_BchInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a Dogecoin address: Dogecoin addresses start with D, A or 9." |
*
* @param {Shared_Address_Starts_DogeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_doge: ((inputs?: Shared_Address_Starts_DogeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Starts_DogeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a Dash address: Dash addresses start with X or 7." |
*
* @param {Shared_Address_Starts_DashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_dash: ((inputs?: Shared_Address_Starts_DashInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Starts_DashInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not an Ethereum address: Ethereum addresses start with 0x." |
*
* @param {Shared_Address_Starts_EthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_eth: ((inputs?: Shared_Address_Starts_EthInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Starts_EthInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a USDT address: USDT addresses start with 0x (Ethereum, ERC-20) or T (TRON, TRC-20)." |
*
* @param {Shared_Address_Starts_UsdtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_usdt: ((inputs?: Shared_Address_Starts_UsdtInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Starts_UsdtInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not an XRP address: XRP addresses start with r." |
*
* @param {Shared_Address_Starts_XrpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_xrp: ((inputs?: Shared_Address_Starts_XrpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Starts_XrpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a Stellar address: Stellar addresses start with G." |
*
* @param {Shared_Address_Starts_XlmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_xlm: ((inputs?: Shared_Address_Starts_XlmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Starts_XlmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a TRON address: TRON addresses start with T." |
*
* @param {Shared_Address_Starts_TrxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_trx: ((inputs?: Shared_Address_Starts_TrxInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Starts_TrxInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not an EOS account address: EOS addresses start with a small letter or a digit 1 to 5." |
*
* @param {Shared_Address_Starts_EosInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_eos: ((inputs?: Shared_Address_Starts_EosInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Starts_EosInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a USDT address: this exchange sends USDT on Ethereum (ERC-20), and this is a TRON (TRC-20) address — the coins would not arrive." |
*
* @param {Shared_Address_Usdt_Wants_Erc20Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_usdt_wants_erc20: ((inputs?: Shared_Address_Usdt_Wants_Erc20Inputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Usdt_Wants_Erc20Inputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a USDT address: this exchange sends USDT on TRON (TRC-20), and this is an Ethereum (ERC-20) address — the coins would not arrive." |
*
* @param {Shared_Address_Usdt_Wants_Trc20Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_usdt_wants_trc20: ((inputs?: Shared_Address_Usdt_Wants_Trc20Inputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Usdt_Wants_Trc20Inputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not an EOS account address: it is an EOS public key. EOS is sent to an account name: up to 12 small letters, digits 1 to 5 and dots." |
*
* @param {Shared_Address_Eos_Public_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_eos_public_key: ((inputs?: Shared_Address_Eos_Public_KeyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Eos_Public_KeyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not an EOS account address: account names have at most 12 characters." |
*
* @param {Shared_Address_Eos_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_eos_too_long: ((inputs?: Shared_Address_Eos_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Eos_Too_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not an EOS account address: an account name never ends with a dot." |
*
* @param {Shared_Address_Eos_DotInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_eos_dot: ((inputs?: Shared_Address_Eos_DotInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Eos_DotInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a classic XRP address: it is an X-address (the tag inside it). Ask for the classic address, starting with r, and its destination tag." |
*
* @param {Shared_Address_Xrp_X_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_xrp_x_address: ((inputs?: Shared_Address_Xrp_X_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Xrp_X_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a Stellar address: it is a Stellar SECRET key. Never give it to anyone: whoever has it controls that account. Ask for the address, starting with G." |
*
* @param {Shared_Address_Xlm_SecretInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_xlm_secret: ((inputs?: Shared_Address_Xlm_SecretInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Xlm_SecretInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is not a plain Stellar address: it is a muxed (M…) address. Ask for the address starting with G and put the rest in the memo." |
*
* @param {Shared_Address_Xlm_MuxedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_xlm_muxed: ((inputs?: Shared_Address_Xlm_MuxedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_Xlm_MuxedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not checked: Satchel has no rule for {currency} addresses. Compare it with the recipient’s character by character." |
*
* @param {Shared_Address_UncheckedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_unchecked: ((inputs: Shared_Address_UncheckedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_UncheckedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the address to send to." |
*
* @param {Shared_Address_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_enter: ((inputs?: Shared_Address_EnterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Address_EnterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a {coin} address (legacy)" |
*
* @param {Shared_Kind_LegacyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_legacy: ((inputs: Shared_Kind_LegacyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Kind_LegacyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a {coin} script address" |
*
* @param {Shared_Kind_ScriptInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_script: ((inputs: Shared_Kind_ScriptInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Kind_ScriptInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a Litecoin script address (old form)" |
*
* @param {Shared_Kind_Ltc_Script_OldInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_ltc_script_old: ((inputs?: Shared_Kind_Ltc_Script_OldInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Kind_Ltc_Script_OldInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a {coin} SegWit address" |
*
* @param {Shared_Kind_SegwitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_segwit: ((inputs: Shared_Kind_SegwitInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Kind_SegwitInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a {coin} Taproot address" |
*
* @param {Shared_Kind_TaprootInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_taproot: ((inputs: Shared_Kind_TaprootInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Kind_TaprootInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a {coin} SegWit address (version {version})" |
*
* @param {Shared_Kind_Segwit_VersionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_segwit_version: ((inputs: Shared_Kind_Segwit_VersionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Kind_Segwit_VersionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a Bitcoin Cash address (CashAddr)" |
*
* @param {Shared_Kind_Bch_CashaddrInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_bch_cashaddr: ((inputs?: Shared_Kind_Bch_CashaddrInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Kind_Bch_CashaddrInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a Bitcoin Cash script address (CashAddr)" |
*
* @param {Shared_Kind_Bch_Script_CashaddrInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_bch_script_cashaddr: ((inputs?: Shared_Kind_Bch_Script_CashaddrInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Kind_Bch_Script_CashaddrInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a Bitcoin Cash address in the legacy format" |
*
* @param {Shared_Kind_Bch_LegacyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_bch_legacy: ((inputs?: Shared_Kind_Bch_LegacyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Kind_Bch_LegacyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a Bitcoin Cash script address in the legacy format" |
*
* @param {Shared_Kind_Bch_Script_LegacyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_bch_script_legacy: ((inputs?: Shared_Kind_Bch_Script_LegacyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Kind_Bch_Script_LegacyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an Ethereum (ERC-20) address" |
*
* @param {Shared_Kind_Usdt_Erc20Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_usdt_erc20: ((inputs?: Shared_Kind_Usdt_Erc20Inputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Kind_Usdt_Erc20Inputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a TRON (TRC-20) address" |
*
* @param {Shared_Kind_Usdt_Trc20Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_usdt_trc20: ((inputs?: Shared_Kind_Usdt_Trc20Inputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Kind_Usdt_Trc20Inputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a Stellar account address" |
*
* @param {Shared_Kind_XlmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_xlm: ((inputs?: Shared_Kind_XlmInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Kind_XlmInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an EOS account name" |
*
* @param {Shared_Kind_EosInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_eos: ((inputs?: Shared_Kind_EosInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Kind_EosInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It is written all in small (or all in capital) letters, so it carries no checksum: compare it with the recipient’s character by character." |
*
* @param {Shared_Note_EthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_note_eth: ((inputs?: Shared_Note_EthInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Note_EthInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "EOS account names carry no checksum: compare it with the recipient’s letter by letter." |
*
* @param {Shared_Note_EosInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_note_eos: ((inputs?: Shared_Note_EosInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Note_EosInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Bitcoin addresses look the same in this format: make sure the recipient gave it for Bitcoin Cash." |
*
* @param {Shared_Note_Bch_LegacyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_note_bch_legacy: ((inputs?: Shared_Note_Bch_LegacyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Note_Bch_LegacyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It looks like {network}: make sure the recipient expects USDT on {network}." |
*
* @param {Shared_Note_Usdt_NetworkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_note_usdt_network: ((inputs: Shared_Note_Usdt_NetworkInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Note_Usdt_NetworkInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Paste or type a transfer code." |
*
* @param {Shared_Code_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_empty: ((inputs?: Shared_Code_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Code_EmptyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A transfer code has 11 parts separated by hyphens (9 groups of 5 characters, then the currency and the type, as in …-BTC-CODE); this one has {found}." |
*
* @param {Shared_Code_PartsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_parts: ((inputs: Shared_Code_PartsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Code_PartsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Group {group} has {count} character; every group of the code has 5." |
* | "other" | "Group {group} has {count} characters; every group of the code has 5." |
*
* @param {Shared_Code_Group_LengthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_group_length: ((inputs: Shared_Code_Group_LengthInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Code_Group_LengthInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{character}” at character {position} of group {group}: the digit zero is never used in codes; perhaps it is the letter o." |
*
* @param {Shared_Code_Character_ZeroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_character_zero: ((inputs: Shared_Code_Character_ZeroInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Code_Character_ZeroInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{character}” at character {position} of group {group}: a capital O is never used in codes; perhaps it is a small o." |
*
* @param {Shared_Code_Character_Capital_OInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_character_capital_o: ((inputs: Shared_Code_Character_Capital_OInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Code_Character_Capital_OInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{character}” at character {position} of group {group}: a capital I is never used in codes; perhaps it is the digit 1 or a small i." |
*
* @param {Shared_Code_Character_Capital_IInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_character_capital_i: ((inputs: Shared_Code_Character_Capital_IInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Code_Character_Capital_IInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{character}” at character {position} of group {group}: a small L is never used in codes; perhaps it is the digit 1 or a capital L." |
*
* @param {Shared_Code_Character_Small_LInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_character_small_l: ((inputs: Shared_Code_Character_Small_LInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Code_Character_Small_LInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{character}” at character {position} of group {group}: it is not one of the letters and digits codes are made of." |
*
* @param {Shared_Code_Character_OtherInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_character_other: ((inputs: Shared_Code_Character_OtherInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Code_Character_OtherInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{mark}” is not a currency mark." |
*
* @param {Shared_Code_Currency_MarkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_currency_mark: ((inputs: Shared_Code_Currency_MarkInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Code_Currency_MarkInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{mark}” is not a currency mark. It is written in capitals: {capitals}." |
*
* @param {Shared_Code_Currency_Mark_CapitalsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_currency_mark_capitals: ((inputs: Shared_Code_Currency_Mark_CapitalsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Code_Currency_Mark_CapitalsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The last part, “{mark}”, should be the code's type: letters only." |
*
* @param {Shared_Code_Type_MarkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_type_mark: ((inputs: Shared_Code_Type_MarkInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Code_Type_MarkInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The check character (the first one) does not match the rest of the code: a character was mistyped. This code cannot be redeemed." |
*
* @param {Shared_Code_ChecksumInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_checksum: ((inputs?: Shared_Code_ChecksumInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Code_ChecksumInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange does not list the currency {mark}." |
*
* @param {Shared_Code_Unknown_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_unknown_currency: ((inputs: Shared_Code_Unknown_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Code_Unknown_CurrencyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the {label}." |
*
* @param {Shared_Fiat_Field_RequiredInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_field_required: ((inputs: Shared_Fiat_Field_RequiredInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Fiat_Field_RequiredInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {label} is too long." |
*
* @param {Shared_Fiat_Field_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_field_too_long: ((inputs: Shared_Fiat_Field_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Fiat_Field_Too_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway's rule for the {label} cannot be read, so it cannot be checked." |
*
* @param {Shared_Fiat_Field_Rule_UnreadableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_field_rule_unreadable: ((inputs: Shared_Fiat_Field_Rule_UnreadableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Fiat_Field_Rule_UnreadableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This {label} is not in the form the payment service expects." |
*
* @param {Shared_Fiat_Field_Wrong_FormInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_field_wrong_form: ((inputs: Shared_Fiat_Field_Wrong_FormInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Fiat_Field_Wrong_FormInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This card number has a mistake: a digit is wrong or two are swapped. Check it against the card." |
*
* @param {Shared_Fiat_Card_MistakeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_card_mistake: ((inputs?: Shared_Fiat_Card_MistakeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Fiat_Card_MistakeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment service has no field “{field}”." |
*
* @param {Shared_Fiat_Unknown_FieldInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_unknown_field: ((inputs: Shared_Fiat_Unknown_FieldInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Fiat_Unknown_FieldInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an amount such as 250 or 250.50." |
*
* @param {Shared_Fiat_Amount_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_amount_enter: ((inputs?: Shared_Fiat_Amount_EnterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Fiat_Amount_EnterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | placesPlural | output |
* | --- | --- |
* | "one" | "{currency} has {places} decimal places; the amount has more." |
* | "other" | "{currency} has {places} decimal places; the amount has more." |
*
* @param {Shared_Fiat_Amount_PrecisionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_amount_precision: ((inputs: Shared_Fiat_Amount_PrecisionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Fiat_Amount_PrecisionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The least this service takes is {amount} {currency}." |
*
* @param {Shared_Fiat_Amount_MinInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_amount_min: ((inputs: Shared_Fiat_Amount_MinInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Fiat_Amount_MinInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The most this service takes is {amount} {currency}." |
*
* @param {Shared_Fiat_Amount_MaxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_amount_max: ((inputs: Shared_Fiat_Amount_MaxInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Fiat_Amount_MaxInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "That is more than the {available} {currency} available (the amount and a {fee} {currency} fee)." |
*
* @param {Shared_Fiat_Amount_Over_BalanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_amount_over_balance: ((inputs: Shared_Fiat_Amount_Over_BalanceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Fiat_Amount_Over_BalanceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "(no details)" |
*
* @param {Shared_Fiat_No_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_no_details: ((inputs?: Shared_Fiat_No_DetailsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Fiat_No_DetailsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the exchange's address, such as https://exchange.example." |
*
* @param {Shared_Exchange_Address_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_exchange_address_enter: ((inputs?: Shared_Exchange_Address_EnterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Exchange_Address_EnterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange's address is not a web address. Use one like https://exchange.example." |
*
* @param {Shared_Exchange_Address_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_exchange_address_not_web: ((inputs?: Shared_Exchange_Address_Not_WebInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Exchange_Address_Not_WebInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange's address must start with https://." |
*
* @param {Shared_Exchange_Address_SchemeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_exchange_address_scheme: ((inputs?: Shared_Exchange_Address_SchemeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Exchange_Address_SchemeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange's address must not contain a user name or password." |
*
* @param {Shared_Exchange_Address_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_exchange_address_credentials: ((inputs?: Shared_Exchange_Address_CredentialsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Exchange_Address_CredentialsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange's address must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1)." |
*
* @param {Shared_Exchange_Address_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_exchange_address_plain_http: ((inputs?: Shared_Exchange_Address_Plain_HttpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Exchange_Address_Plain_HttpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange's address ends before any ? or #. Use one like https://exchange.example." |
*
* @param {Shared_Exchange_Address_QueryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_exchange_address_query: ((inputs?: Shared_Exchange_Address_QueryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Exchange_Address_QueryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "character {index}" |
*
* @param {Shared_Rule_PositionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_position: ((inputs: Shared_Rule_PositionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Rule_PositionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "character {index} (line {line}, column {column})" |
*
* @param {Shared_Rule_Position_LineInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_position_line: ((inputs: Shared_Rule_Position_LineInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Rule_Position_LineInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The rule has a control character at {at}." |
*
* @param {Shared_Rule_Control_CharacterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_control_character: ((inputs: Shared_Rule_Control_CharacterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Rule_Control_CharacterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The quoted text that starts at {at} is never closed: add a \" after it." |
*
* @param {Shared_Rule_Unclosed_QuoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_unclosed_quote: ((inputs: Shared_Rule_Unclosed_QuoteInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Rule_Unclosed_QuoteInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The regular expression (re{delimiter}…) that starts at {at} is never closed: add a {delimiter} after it." |
*
* @param {Shared_Rule_Unclosed_RegexInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_unclosed_regex: ((inputs: Shared_Rule_Unclosed_RegexInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Rule_Unclosed_RegexInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The “{closer}” at {at} does not close the “{opener}” at {openerAt}: it needs a “{needed}” first." |
*
* @param {Shared_Rule_Wrong_CloserInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_wrong_closer: ((inputs: Shared_Rule_Wrong_CloserInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Rule_Wrong_CloserInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The “{closer}” at {at} closes nothing." |
*
* @param {Shared_Rule_Closes_NothingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_closes_nothing: ((inputs: Shared_Rule_Closes_NothingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Rule_Closes_NothingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The “{opener}” at {at} is never closed: add a “{needed}”." |
*
* @param {Shared_Rule_Never_ClosedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_never_closed: ((inputs: Shared_Rule_Never_ClosedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Rule_Never_ClosedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Give the account a name" |
*
* @param {Shared_Contract_Account_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_account_name: ((inputs?: Shared_Contract_Account_NameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Account_NameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use at most 60 characters" |
*
* @param {Shared_Contract_At_Most_60Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_at_most_60: ((inputs?: Shared_Contract_At_Most_60Inputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_At_Most_60Inputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expected a web address such as https://exchange.example" |
*
* @param {Shared_Contract_Web_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_web_address: ((inputs?: Shared_Contract_Web_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Web_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expected an https:// address. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1)." |
*
* @param {Shared_Contract_Https_OnlyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_https_only: ((inputs?: Shared_Contract_Https_OnlyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Https_OnlyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expected a web address such as https://exchange.example, without a user name or password" |
*
* @param {Shared_Contract_Web_Address_No_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_web_address_no_credentials: ((inputs?: Shared_Contract_Web_Address_No_CredentialsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Web_Address_No_CredentialsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expected the key as the exchange shows it (8–256 characters, no spaces)" |
*
* @param {Shared_Contract_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_api_key: ((inputs?: Shared_Contract_Api_KeyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Api_KeyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Give the appliance a name" |
*
* @param {Shared_Contract_Appliance_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_appliance_name: ((inputs?: Shared_Contract_Appliance_NameInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Appliance_NameInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use at most 60 characters for the name" |
*
* @param {Shared_Contract_Appliance_Name_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_appliance_name_long: ((inputs?: Shared_Contract_Appliance_Name_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Appliance_Name_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the appliance address" |
*
* @param {Shared_Contract_Appliance_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_appliance_address: ((inputs?: Shared_Contract_Appliance_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Appliance_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The address is too long" |
*
* @param {Shared_Contract_Address_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_address_too_long: ((inputs?: Shared_Contract_Address_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Address_Too_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the user name" |
*
* @param {Shared_Contract_User_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_user_enter: ((inputs?: Shared_Contract_User_EnterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_User_EnterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The user name is too long" |
*
* @param {Shared_Contract_User_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_user_long: ((inputs?: Shared_Contract_User_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_User_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The user name has a control character" |
*
* @param {Shared_Contract_User_ControlInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_user_control: ((inputs?: Shared_Contract_User_ControlInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_User_ControlInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expected a SHA-256 fingerprint (64 hexadecimal digits)" |
*
* @param {Shared_Contract_FingerprintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_fingerprint: ((inputs?: Shared_Contract_FingerprintInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_FingerprintInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Which policy? The name is empty" |
*
* @param {Shared_Contract_Policy_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_policy_name_empty: ((inputs?: Shared_Contract_Policy_Name_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Policy_Name_EmptyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The name is too long" |
*
* @param {Shared_Contract_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_name_too_long: ((inputs?: Shared_Contract_Name_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Name_Too_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A rule has at most {count} characters" |
* | "other" | "A rule has at most {count} characters" |
*
* @param {Shared_Contract_Rule_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_rule_too_long: ((inputs: Shared_Contract_Rule_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Rule_Too_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Select at least one policy" |
*
* @param {Shared_Contract_Select_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_select_policy: ((inputs?: Shared_Contract_Select_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Select_PolicyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "At most {count} policies at once" |
* | "other" | "At most {count} policies at once" |
*
* @param {Shared_Contract_Policies_At_OnceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_policies_at_once: ((inputs: Shared_Contract_Policies_At_OnceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Policies_At_OnceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A policy is named twice" |
*
* @param {Shared_Contract_Policy_TwiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_policy_twice: ((inputs?: Shared_Contract_Policy_TwiceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Policy_TwiceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the password" |
*
* @param {Shared_Contract_Password_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_password_enter: ((inputs?: Shared_Contract_Password_EnterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Password_EnterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Name a field to reset" |
*
* @param {Shared_Contract_Field_To_ResetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_field_to_reset: ((inputs?: Shared_Contract_Field_To_ResetInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Field_To_ResetInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "That is far longer than a transfer code." |
*
* @param {Shared_Contract_Code_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_code_too_long: ((inputs?: Shared_Contract_Code_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Code_Too_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use at most 500 characters." |
*
* @param {Shared_Contract_At_Most_500Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_at_most_500: ((inputs?: Shared_Contract_At_Most_500Inputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_At_Most_500Inputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expected an account id (letters and digits)" |
*
* @param {Shared_Contract_Account_IdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_account_id: ((inputs?: Shared_Contract_Account_IdInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Account_IdInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expected an amount such as 0.25" |
*
* @param {Shared_Contract_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_amount: ((inputs?: Shared_Contract_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_AmountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expected an address without spaces" |
*
* @param {Shared_Contract_Address_No_SpacesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_address_no_spaces: ((inputs?: Shared_Contract_Address_No_SpacesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Address_No_SpacesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expected an address or a card or phone number" |
*
* @param {Shared_Contract_DestinationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_destination: ((inputs?: Shared_Contract_DestinationInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_DestinationInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expected a memo without spaces" |
*
* @param {Shared_Contract_Memo_No_SpacesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_memo_no_spaces: ((inputs?: Shared_Contract_Memo_No_SpacesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Contract_Memo_No_SpacesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange address is not a web address. Use one like https://exchange.example." |
*
* @param {Shared_Server_Address_Exchange_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_server_address_exchange_not_web: ((inputs?: Shared_Server_Address_Exchange_Not_WebInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Server_Address_Exchange_Not_WebInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange address must start with https://." |
*
* @param {Shared_Server_Address_Exchange_SchemeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_server_address_exchange_scheme: ((inputs?: Shared_Server_Address_Exchange_SchemeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Server_Address_Exchange_SchemeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange address must not contain a user name or password." |
*
* @param {Shared_Server_Address_Exchange_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_server_address_exchange_credentials: ((inputs?: Shared_Server_Address_Exchange_CredentialsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Server_Address_Exchange_CredentialsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange address must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1)." |
*
* @param {Shared_Server_Address_Exchange_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_server_address_exchange_plain_http: ((inputs?: Shared_Server_Address_Exchange_Plain_HttpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Server_Address_Exchange_Plain_HttpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway address is not a web address. Use one like https://exchange.example." |
*
* @param {Shared_Server_Address_Gateway_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_server_address_gateway_not_web: ((inputs?: Shared_Server_Address_Gateway_Not_WebInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Server_Address_Gateway_Not_WebInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway address must start with https://." |
*
* @param {Shared_Server_Address_Gateway_SchemeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_server_address_gateway_scheme: ((inputs?: Shared_Server_Address_Gateway_SchemeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Server_Address_Gateway_SchemeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway address must not contain a user name or password." |
*
* @param {Shared_Server_Address_Gateway_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_server_address_gateway_credentials: ((inputs?: Shared_Server_Address_Gateway_CredentialsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Server_Address_Gateway_CredentialsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway address must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1)." |
*
* @param {Shared_Server_Address_Gateway_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_server_address_gateway_plain_http: ((inputs?: Shared_Server_Address_Gateway_Plain_HttpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Server_Address_Gateway_Plain_HttpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is not a web address. Use one like https://exchange.example." |
*
* @param {Shared_Server_Address_Named_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_server_address_named_not_web: ((inputs: Shared_Server_Address_Named_Not_WebInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Server_Address_Named_Not_WebInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} must start with https://." |
*
* @param {Shared_Server_Address_Named_SchemeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_server_address_named_scheme: ((inputs: Shared_Server_Address_Named_SchemeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Server_Address_Named_SchemeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} must not contain a user name or password." |
*
* @param {Shared_Server_Address_Named_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_server_address_named_credentials: ((inputs: Shared_Server_Address_Named_CredentialsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Server_Address_Named_CredentialsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1)." |
*
* @param {Shared_Server_Address_Named_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_server_address_named_plain_http: ((inputs: Shared_Server_Address_Named_Plain_HttpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Server_Address_Named_Plain_HttpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "That is not a valid market." |
*
* @param {Errors_Market_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_market_invalid: ((inputs?: Errors_Market_InvalidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Market_InvalidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "That is not a valid order id." |
*
* @param {Errors_Order_Id_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_order_id_invalid: ((inputs?: Errors_Order_Id_InvalidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Order_Id_InvalidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The start must be a time in milliseconds." |
*
* @param {Errors_Start_Not_TimeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_start_not_time: ((inputs?: Errors_Start_Not_TimeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Start_Not_TimeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The end must be a time in milliseconds." |
*
* @param {Errors_End_Not_TimeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_end_not_time: ((inputs?: Errors_End_Not_TimeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_End_Not_TimeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The start must not be after the end." |
*
* @param {Errors_Start_After_EndInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_start_after_end: ((inputs?: Errors_Start_After_EndInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Start_After_EndInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The limit must be a whole number of at least 1." |
*
* @param {Errors_Limit_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_limit_invalid: ((inputs?: Errors_Limit_InvalidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Limit_InvalidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The sort must be 1 (oldest first) or -1 (newest first)." |
*
* @param {Errors_Sort_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_sort_invalid: ((inputs?: Errors_Sort_InvalidInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Sort_InvalidInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose at least one order to cancel." |
*
* @param {Errors_Cancel_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_cancel_none: ((inputs?: Errors_Cancel_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cancel_NoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "At most {count} order can be cancelled at once." |
* | "other" | "At most {count} orders can be cancelled at once." |
*
* @param {Errors_Cancel_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_cancel_too_many: ((inputs: Errors_Cancel_Too_ManyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cancel_Too_ManyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange did not cancel the orders." |
*
* @param {Errors_Cancel_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_cancel_refused: ((inputs?: Errors_Cancel_RefusedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Cancel_RefusedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An answer of another shape." |
*
* @param {Errors_Answer_Other_ShapeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_answer_other_shape: ((inputs?: Errors_Answer_Other_ShapeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Answer_Other_ShapeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No API key is set up for this account." |
*
* @param {Errors_No_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_no_api_key: ((inputs?: Errors_No_Api_KeyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_No_Api_KeyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange at {host} refused the request's nonce (its sequence number). {clock}" |
*
* @param {Errors_Nonce_Refused_ClockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_nonce_refused_clock: ((inputs: Errors_Nonce_Refused_ClockInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Nonce_Refused_ClockInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange at {host} refused the request's nonce (its sequence number). Satchel measured the exchange's clock again; try once more. If another program uses..." |
*
* @param {Errors_Nonce_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_nonce_refused: ((inputs: Errors_Nonce_RefusedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Nonce_RefusedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange at {host} refused the API key (HTTP {status}): the public key or the secret is wrong, or the key lacks permission for this." |
*
* @param {Errors_Key_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_key_refused: ((inputs: Errors_Key_RefusedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Key_RefusedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This account is no longer saved in Satchel." |
*
* @param {Errors_Account_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_account_gone: ((inputs?: Errors_Account_GoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_GoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "There is no such demo account." |
*
* @param {Errors_Demo_Account_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_demo_account_none: ((inputs?: Errors_Demo_Account_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Demo_Account_NoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This demo account is already saved as “{name}”." |
*
* @param {Errors_Demo_Account_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_demo_account_saved: ((inputs: Errors_Demo_Account_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Demo_Account_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Another account already has this name. Choose another name." |
*
* @param {Errors_Account_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_account_name_taken: ((inputs?: Errors_Account_Name_TakenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Name_TakenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” is saved with a plain http:// exchange address ({host}), which anything on the network between could read and change, so Satchel does not use it. Pl..." |
*
* @param {Errors_Account_Plain_Http_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_account_plain_http_exchange: ((inputs: Errors_Account_Plain_Http_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Plain_Http_ExchangeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” is saved with a plain http:// payment gateway address ({host}), which anything on the network between could read and change, so Satchel does not use..." |
*
* @param {Errors_Account_Plain_Http_GatewayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_account_plain_http_gateway: ((inputs: Errors_Account_Plain_Http_GatewayInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Plain_Http_GatewayInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” is an account of Satchel's demo exchange, which is not running now. Start Satchel in demo mode to use it, or remove it." |
*
* @param {Errors_Demo_Exchange_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_demo_exchange_gone: ((inputs: Errors_Demo_Exchange_GoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Demo_Exchange_GoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The API secret of “{name}” is not in the system keychain any more. Remove the account and add its key again." |
*
* @param {Errors_Secret_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_secret_gone: ((inputs: Errors_Secret_GoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Secret_GoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This key is already saved as “{name}”." |
*
* @param {Errors_Key_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_key_saved: ((inputs: Errors_Key_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Key_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The account cannot be saved: {reason}" |
*
* @param {Errors_Account_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_account_not_saved: ((inputs: Errors_Account_Not_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Account_Not_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the API secret." |
*
* @param {Errors_Secret_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_secret_enter: ((inputs?: Errors_Secret_EnterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Secret_EnterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The API secret is too long." |
*
* @param {Errors_Secret_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_secret_too_long: ((inputs?: Errors_Secret_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Secret_Too_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The API secret has only letters, digits and punctuation, no spaces." |
*
* @param {Errors_Secret_CharactersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_secret_characters: ((inputs?: Errors_Secret_CharactersInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Secret_CharactersInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance is no longer saved in Satchel." |
*
* @param {Errors_Appliance_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_appliance_gone: ((inputs?: Errors_Appliance_GoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Appliance_GoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No appliance is set up yet. Add one in Settings, under Appliances." |
*
* @param {Errors_Appliance_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_appliance_none: ((inputs?: Errors_Appliance_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Appliance_NoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The demo appliance is not running: Satchel is not in demo mode." |
*
* @param {Errors_Demo_Appliance_OffInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_demo_appliance_off: ((inputs?: Errors_Demo_Appliance_OffInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Demo_Appliance_OffInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The demo appliance is already saved as “{name}”." |
*
* @param {Errors_Demo_Appliance_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_demo_appliance_saved: ((inputs: Errors_Demo_Appliance_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Demo_Appliance_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A plain http:// address has no certificate to trust." |
*
* @param {Errors_Appliance_Http_No_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_appliance_http_no_certificate: ((inputs?: Errors_Appliance_Http_No_CertificateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Appliance_Http_No_CertificateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The password of the appliance “{name}” is not in the system keychain any more. Remove the appliance and add it again." |
*
* @param {Errors_Appliance_Password_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_appliance_password_gone: ((inputs: Errors_Appliance_Password_GoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Appliance_Password_GoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” is reached over plain http: there is no certificate to trust." |
*
* @param {Errors_Appliance_Plain_Http_No_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_appliance_plain_http_no_certificate: ((inputs: Errors_Appliance_Plain_Http_No_CertificateInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Appliance_Plain_Http_No_CertificateInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} now presents SHA-256 {now}, not the certificate you looked at (SHA-256 {wanted}). Look at it again." |
*
* @param {Errors_Appliance_Certificate_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_appliance_certificate_changed: ((inputs: Errors_Appliance_Certificate_ChangedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Appliance_Certificate_ChangedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance and user are already saved as “{name}”." |
*
* @param {Errors_Appliance_User_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_appliance_user_saved: ((inputs: Errors_Appliance_User_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Appliance_User_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Another appliance already has this name. Choose another name." |
*
* @param {Errors_Appliance_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_appliance_name_taken: ((inputs?: Errors_Appliance_Name_TakenInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Appliance_Name_TakenInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance cannot be saved: {reason}" |
*
* @param {Errors_Appliance_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_appliance_not_saved: ((inputs: Errors_Appliance_Not_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Appliance_Not_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” is Satchel's demo appliance, which is not running now. Start Satchel in demo mode to use it, or remove it." |
*
* @param {Errors_Demo_Appliance_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_demo_appliance_gone: ((inputs: Errors_Demo_Appliance_GoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Demo_Appliance_GoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the password." |
*
* @param {Errors_Password_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_password_enter: ((inputs?: Errors_Password_EnterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Password_EnterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The password is too long." |
*
* @param {Errors_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_password_too_long: ((inputs?: Errors_Password_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Password_Too_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel cannot read its settings file {file} ({code}). Check the file's permissions and start Satchel again." |
*
* @param {Errors_Settings_UnreadableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_unreadable: ((inputs: Errors_Settings_UnreadableInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_UnreadableInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel cannot read its settings file {file} (unknown error). Check the file's permissions and start Satchel again." |
*
* @param {Errors_Settings_Unreadable_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_unreadable_unknown: ((inputs: Errors_Settings_Unreadable_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Unreadable_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel's settings file {file} is damaged and could not be moved aside ({code}). Move or delete it, then start Satchel again." |
*
* @param {Errors_Settings_StuckInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_stuck: ((inputs: Errors_Settings_StuckInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_StuckInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel's settings file {file} is damaged and could not be moved aside (unknown error). Move or delete it, then start Satchel again." |
*
* @param {Errors_Settings_Stuck_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_stuck_unknown: ((inputs: Errors_Settings_Stuck_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Stuck_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Settings not changed: {reason}" |
*
* @param {Errors_Settings_Not_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_not_changed: ((inputs: Errors_Settings_Not_ChangedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Not_ChangedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel could not save its settings to {path}. Check the free disk space and the folder's permissions." |
*
* @param {Errors_Settings_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_not_saved: ((inputs: Errors_Settings_Not_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Not_SavedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The amount is not a number. Write it like 100.50, with a point." |
*
* @param {Errors_Amount_Not_NumberInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_amount_not_number: ((inputs?: Errors_Amount_Not_NumberInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Amount_Not_NumberInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway gave a payment address that is not a web address." |
*
* @param {Errors_Gateway_Not_Web_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_gateway_not_web_address: ((inputs?: Errors_Gateway_Not_Web_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Gateway_Not_Web_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway asked to send the payment form to {host}, not to itself ({own}). Satchel did not send it." |
*
* @param {Errors_Gateway_Other_HostInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_gateway_other_host: ((inputs: Errors_Gateway_Other_HostInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Gateway_Other_HostInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway asked for a {method} form, which Satchel does not send." |
*
* @param {Errors_Gateway_MethodInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_gateway_method: ((inputs: Errors_Gateway_MethodInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Gateway_MethodInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "account data" |
*
* @param {Errors_What_Account_DataInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_account_data: ((inputs?: Errors_What_Account_DataInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Account_DataInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a balance list" |
*
* @param {Errors_What_Balance_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_balance_list: ((inputs?: Errors_What_Balance_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Balance_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an order list" |
*
* @param {Errors_What_Order_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_order_list: ((inputs?: Errors_What_Order_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Order_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an order history" |
*
* @param {Errors_What_Order_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_order_history: ((inputs?: Errors_What_Order_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Order_HistoryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a trade list" |
*
* @param {Errors_What_Trade_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_trade_list: ((inputs?: Errors_What_Trade_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Trade_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a cancelled order" |
*
* @param {Errors_What_Cancelled_OrderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_cancelled_order: ((inputs?: Errors_What_Cancelled_OrderInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Cancelled_OrderInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a server time" |
*
* @param {Errors_What_Server_TimeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_server_time: ((inputs?: Errors_What_Server_TimeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Server_TimeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a currency list" |
*
* @param {Errors_What_Currency_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_currency_list: ((inputs?: Errors_What_Currency_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Currency_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "exchange rates" |
*
* @param {Errors_What_Exchange_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_exchange_rates: ((inputs?: Errors_What_Exchange_RatesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Exchange_RatesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a market list" |
*
* @param {Errors_What_Market_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_market_list: ((inputs?: Errors_What_Market_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Market_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "tickers" |
*
* @param {Errors_What_TickersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_tickers: ((inputs?: Errors_What_TickersInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_TickersInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an order book" |
*
* @param {Errors_What_Order_BookInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_order_book: ((inputs?: Errors_What_Order_BookInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Order_BookInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a fee list" |
*
* @param {Errors_What_Fee_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_fee_list: ((inputs?: Errors_What_Fee_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Fee_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a transfer code" |
*
* @param {Errors_What_Transfer_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_transfer_code: ((inputs?: Errors_What_Transfer_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Transfer_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a redeemed code" |
*
* @param {Errors_What_Redeemed_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_redeemed_code: ((inputs?: Errors_What_Redeemed_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Redeemed_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a list of codes" |
*
* @param {Errors_What_Code_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_code_list: ((inputs?: Errors_What_Code_ListInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Code_ListInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "deposit info" |
*
* @param {Errors_What_Deposit_InfoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_deposit_info: ((inputs?: Errors_What_Deposit_InfoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Deposit_InfoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an address answer" |
*
* @param {Errors_What_Address_AnswerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_address_answer: ((inputs?: Errors_What_Address_AnswerInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Address_AnswerInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "deposit details" |
*
* @param {Errors_What_Deposit_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_deposit_details: ((inputs?: Errors_What_Deposit_DetailsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Deposit_DetailsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a withdrawal answer" |
*
* @param {Errors_What_Withdrawal_AnswerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_withdrawal_answer: ((inputs?: Errors_What_Withdrawal_AnswerInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Withdrawal_AnswerInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "withdrawal details" |
*
* @param {Errors_What_Withdrawal_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_withdrawal_details: ((inputs?: Errors_What_Withdrawal_DetailsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Withdrawal_DetailsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a deposit answer" |
*
* @param {Errors_What_Deposit_AnswerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_deposit_answer: ((inputs?: Errors_What_Deposit_AnswerInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Deposit_AnswerInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an asset history" |
*
* @param {Errors_What_Asset_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_asset_history: ((inputs?: Errors_What_Asset_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Asset_HistoryInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an invoice" |
*
* @param {Errors_What_InvoiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_invoice: ((inputs?: Errors_What_InvoiceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_InvoiceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a list of payout services" |
*
* @param {Errors_What_Payout_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_payout_services: ((inputs?: Errors_What_Payout_ServicesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Payout_ServicesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a list of payment services" |
*
* @param {Errors_What_Payment_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_payment_services: ((inputs?: Errors_What_Payment_ServicesInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Payment_ServicesInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the request" |
*
* @param {Errors_What_The_RequestInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_the_request: ((inputs?: Errors_What_The_RequestInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_The_RequestInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the cancellation of order {id}" |
*
* @param {Errors_What_Cancel_OrderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_cancel_order: ((inputs: Errors_What_Cancel_OrderInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Cancel_OrderInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the new code of {amount} {currency}" |
*
* @param {Errors_What_New_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_new_code: ((inputs: Errors_What_New_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_New_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the redemption of the code" |
*
* @param {Errors_What_Redeem_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_redeem_code: ((inputs?: Errors_What_Redeem_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Redeem_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the payout of {amount} {currency}" |
*
* @param {Errors_What_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_payout: ((inputs: Errors_What_PayoutInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_PayoutInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the deposit of {amount} {currency}" |
*
* @param {Errors_What_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_deposit: ((inputs: Errors_What_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_DepositInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the new {currency} deposit address" |
*
* @param {Errors_What_New_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_new_address: ((inputs: Errors_What_New_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_New_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the withdrawal of {amount} {currency}" |
*
* @param {Errors_What_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_withdrawal: ((inputs: Errors_What_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the invoice for deposit {id}" |
*
* @param {Errors_What_Invoice_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_invoice_for: ((inputs: Errors_What_Invoice_ForInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Invoice_ForInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} did not confirm {what}. It may or may not have happened; Satchel is refreshing the lists so you can see which. It was not sent again." |
*
* @param {Errors_Unknown_OutcomeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_unknown_outcome: ((inputs: Errors_Unknown_OutcomeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Unknown_OutcomeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} sent {what} that Satchel does not understand." |
*
* @param {Errors_Not_UnderstoodInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_not_understood: ((inputs: Errors_Not_UnderstoodInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Not_UnderstoodInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "the cancellation of {count} order" |
* | "other" | "the cancellation of {count} orders" |
*
* @param {Errors_What_Cancel_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_what_cancel_orders: ((inputs: Errors_What_Cancel_OrdersInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_What_Cancel_OrdersInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The exchange at {host} says its clock is {days} day ahead of this computer's. Satchel accepts at most one day of difference, so it keeps using this computer'..." |
* | "other" | "The exchange at {host} says its clock is {days} days ahead of this computer's. Satchel accepts at most one day of difference, so it keeps using this computer..." |
*
* @param {Errors_Clock_Ahead_LocalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_clock_ahead_local: ((inputs: Errors_Clock_Ahead_LocalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Clock_Ahead_LocalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The exchange at {host} says its clock is {days} day behind this computer's. Satchel accepts at most one day of difference, so it keeps using this computer's ..." |
* | "other" | "The exchange at {host} says its clock is {days} days behind this computer's. Satchel accepts at most one day of difference, so it keeps using this computer's..." |
*
* @param {Errors_Clock_Behind_LocalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_clock_behind_local: ((inputs: Errors_Clock_Behind_LocalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Clock_Behind_LocalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange at {host} says its clock is nowhere near this computer's. Satchel accepts at most one day of difference, so it keeps using this computer's clock..." |
*
* @param {Errors_Clock_Far_LocalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_clock_far_local: ((inputs: Errors_Clock_Far_LocalInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Clock_Far_LocalInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The exchange at {host} says its clock is {days} day ahead of this computer's. Satchel accepts at most one day of difference, so it keeps using the difference..." |
* | "other" | "The exchange at {host} says its clock is {days} days ahead of this computer's. Satchel accepts at most one day of difference, so it keeps using the differenc..." |
*
* @param {Errors_Clock_Ahead_MeasuredInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_clock_ahead_measured: ((inputs: Errors_Clock_Ahead_MeasuredInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Clock_Ahead_MeasuredInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The exchange at {host} says its clock is {days} day behind this computer's. Satchel accepts at most one day of difference, so it keeps using the difference i..." |
* | "other" | "The exchange at {host} says its clock is {days} days behind this computer's. Satchel accepts at most one day of difference, so it keeps using the difference ..." |
*
* @param {Errors_Clock_Behind_MeasuredInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_clock_behind_measured: ((inputs: Errors_Clock_Behind_MeasuredInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Clock_Behind_MeasuredInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange at {host} says its clock is nowhere near this computer's. Satchel accepts at most one day of difference, so it keeps using the difference it mea..." |
*
* @param {Errors_Clock_Far_MeasuredInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_clock_far_measured: ((inputs: Errors_Clock_Far_MeasuredInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Clock_Far_MeasuredInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange address must be text." |
*
* @param {Errors_Settings_Exchange_Address_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_exchange_address_text: ((inputs?: Errors_Settings_Exchange_Address_TextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Exchange_Address_TextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange address is too long." |
*
* @param {Errors_Settings_Exchange_Address_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_exchange_address_long: ((inputs?: Errors_Settings_Exchange_Address_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Exchange_Address_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange address must be a web address starting with https:// (http:// only for this computer), without a user name or password." |
*
* @param {Errors_Settings_Exchange_Address_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_exchange_address_web: ((inputs?: Errors_Settings_Exchange_Address_WebInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Exchange_Address_WebInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway address must be text." |
*
* @param {Errors_Settings_Gateway_Address_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_gateway_address_text: ((inputs?: Errors_Settings_Gateway_Address_TextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Gateway_Address_TextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway address is too long." |
*
* @param {Errors_Settings_Gateway_Address_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_gateway_address_long: ((inputs?: Errors_Settings_Gateway_Address_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Gateway_Address_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway address must be a web address starting with https:// (http:// only for this computer), without a user name or password." |
*
* @param {Errors_Settings_Gateway_Address_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_gateway_address_web: ((inputs?: Errors_Settings_Gateway_Address_WebInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Gateway_Address_WebInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance address must be text." |
*
* @param {Errors_Settings_Appliance_Address_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_address_text: ((inputs?: Errors_Settings_Appliance_Address_TextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_Address_TextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance address is too long." |
*
* @param {Errors_Settings_Appliance_Address_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_address_long: ((inputs?: Errors_Settings_Appliance_Address_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_Address_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance address must be a web address starting with https:// (http:// only for this computer), without a user name or password." |
*
* @param {Errors_Settings_Appliance_Address_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_address_web: ((inputs?: Errors_Settings_Appliance_Address_WebInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_Address_WebInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The market exchange address must be text." |
*
* @param {Errors_Settings_Market_Address_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_market_address_text: ((inputs?: Errors_Settings_Market_Address_TextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Market_Address_TextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The market exchange address is too long." |
*
* @param {Errors_Settings_Market_Address_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_market_address_long: ((inputs?: Errors_Settings_Market_Address_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Market_Address_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The market exchange address must be a web address starting with https:// (http:// only for this computer), without a user name or password." |
*
* @param {Errors_Settings_Market_Address_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_market_address_web: ((inputs?: Errors_Settings_Market_Address_WebInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Market_Address_WebInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance address must start with https:// (plain http:// only to this computer)." |
*
* @param {Errors_Settings_Appliance_Address_SecureInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_address_secure: ((inputs?: Errors_Settings_Appliance_Address_SecureInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_Address_SecureInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The market exchange address must start with https:// (plain http:// only to this computer)." |
*
* @param {Errors_Settings_Market_Address_SecureInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_market_address_secure: ((inputs?: Errors_Settings_Market_Address_SecureInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Market_Address_SecureInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The market exchange is the demo exchange or a web address starting with https://." |
*
* @param {Errors_Settings_Market_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_market_exchange: ((inputs?: Errors_Settings_Market_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Market_ExchangeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A profile id has 1 to 64 letters, digits, - or _." |
*
* @param {Errors_Settings_Profile_IdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_profile_id: ((inputs?: Errors_Settings_Profile_IdInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Profile_IdInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A profile name must be text." |
*
* @param {Errors_Settings_Profile_Name_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_profile_name_text: ((inputs?: Errors_Settings_Profile_Name_TextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Profile_Name_TextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Give the profile a name." |
*
* @param {Errors_Settings_Profile_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_profile_name_empty: ((inputs?: Errors_Settings_Profile_Name_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Profile_Name_EmptyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A profile name has at most 60 characters." |
*
* @param {Errors_Settings_Profile_Name_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_profile_name_long: ((inputs?: Errors_Settings_Profile_Name_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Profile_Name_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The API public key must be text." |
*
* @param {Errors_Settings_Public_Key_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_public_key_text: ((inputs?: Errors_Settings_Public_Key_TextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Public_Key_TextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the API public key." |
*
* @param {Errors_Settings_Public_Key_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_public_key_empty: ((inputs?: Errors_Settings_Public_Key_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Public_Key_EmptyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The API public key is too long." |
*
* @param {Errors_Settings_Public_Key_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_public_key_long: ((inputs?: Errors_Settings_Public_Key_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Public_Key_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The API public key has only letters, digits and punctuation, no spaces." |
*
* @param {Errors_Settings_Public_Key_CharactersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_public_key_characters: ((inputs?: Errors_Settings_Public_Key_CharactersInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Public_Key_CharactersInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An account's demo mark must be on or off." |
*
* @param {Errors_Settings_Profile_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_profile_demo: ((inputs?: Errors_Settings_Profile_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Profile_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A demo account's e-mail must be text." |
*
* @param {Errors_Settings_Demo_Account_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_demo_account_text: ((inputs?: Errors_Settings_Demo_Account_TextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Demo_Account_TextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A demo account's e-mail is empty." |
*
* @param {Errors_Settings_Demo_Account_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_demo_account_empty: ((inputs?: Errors_Settings_Demo_Account_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Demo_Account_EmptyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A demo account's e-mail is too long." |
*
* @param {Errors_Settings_Demo_Account_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_demo_account_long: ((inputs?: Errors_Settings_Demo_Account_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Demo_Account_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An account's id on the exchange must be text." |
*
* @param {Errors_Settings_Svcid_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_svcid_text: ((inputs?: Errors_Settings_Svcid_TextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Svcid_TextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An account's id on the exchange has 1 to 128 letters, digits or punctuation." |
*
* @param {Errors_Settings_Svcid_ShapeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_svcid_shape: ((inputs?: Errors_Settings_Svcid_ShapeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Svcid_ShapeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An account is saved in a form Satchel does not know." |
*
* @param {Errors_Settings_Profile_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_profile_unknown: ((inputs?: Errors_Settings_Profile_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Profile_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The balances interval must be a number of milliseconds." |
*
* @param {Errors_Settings_Balances_Interval_NumberInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_balances_interval_number: ((inputs?: Errors_Settings_Balances_Interval_NumberInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Balances_Interval_NumberInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The balances interval must be a whole number of milliseconds." |
*
* @param {Errors_Settings_Balances_Interval_WholeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_balances_interval_whole: ((inputs?: Errors_Settings_Balances_Interval_WholeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Balances_Interval_WholeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The balances interval must be at least {seconds} s." |
*
* @param {Errors_Settings_Balances_Interval_MinInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_balances_interval_min: ((inputs: Errors_Settings_Balances_Interval_MinInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Balances_Interval_MinInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The balances interval must be at most {seconds} s." |
*
* @param {Errors_Settings_Balances_Interval_MaxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_balances_interval_max: ((inputs: Errors_Settings_Balances_Interval_MaxInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Balances_Interval_MaxInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The orders interval must be a number of milliseconds." |
*
* @param {Errors_Settings_Orders_Interval_NumberInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_orders_interval_number: ((inputs?: Errors_Settings_Orders_Interval_NumberInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Orders_Interval_NumberInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The orders interval must be a whole number of milliseconds." |
*
* @param {Errors_Settings_Orders_Interval_WholeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_orders_interval_whole: ((inputs?: Errors_Settings_Orders_Interval_WholeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Orders_Interval_WholeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The orders interval must be at least {seconds} s." |
*
* @param {Errors_Settings_Orders_Interval_MinInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_orders_interval_min: ((inputs: Errors_Settings_Orders_Interval_MinInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Orders_Interval_MinInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The orders interval must be at most {seconds} s." |
*
* @param {Errors_Settings_Orders_Interval_MaxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_orders_interval_max: ((inputs: Errors_Settings_Orders_Interval_MaxInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Orders_Interval_MaxInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The tickers interval must be a number of milliseconds." |
*
* @param {Errors_Settings_Tickers_Interval_NumberInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_tickers_interval_number: ((inputs?: Errors_Settings_Tickers_Interval_NumberInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Tickers_Interval_NumberInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The tickers interval must be a whole number of milliseconds." |
*
* @param {Errors_Settings_Tickers_Interval_WholeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_tickers_interval_whole: ((inputs?: Errors_Settings_Tickers_Interval_WholeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Tickers_Interval_WholeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The tickers interval must be at least {seconds} s." |
*
* @param {Errors_Settings_Tickers_Interval_MinInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_tickers_interval_min: ((inputs: Errors_Settings_Tickers_Interval_MinInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Tickers_Interval_MinInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The tickers interval must be at most {seconds} s." |
*
* @param {Errors_Settings_Tickers_Interval_MaxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_tickers_interval_max: ((inputs: Errors_Settings_Tickers_Interval_MaxInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Tickers_Interval_MaxInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The update intervals hold a setting Satchel does not know." |
*
* @param {Errors_Settings_Polling_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_polling_unknown: ((inputs?: Errors_Settings_Polling_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Polling_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A currency code has 1 to 16 lower-case letters or digits." |
*
* @param {Errors_Settings_Currency_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_currency_code: ((inputs?: Errors_Settings_Currency_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Currency_CodeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An amount is a plain decimal number." |
*
* @param {Errors_Settings_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_amount: ((inputs?: Errors_Settings_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_AmountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An address has no spaces." |
*
* @param {Errors_Settings_Guard_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_guard_address: ((inputs?: Errors_Settings_Guard_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Guard_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A memo has no spaces." |
*
* @param {Errors_Settings_Guard_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_guard_memo: ((inputs?: Errors_Settings_Guard_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Guard_MemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A label has at most 60 characters." |
*
* @param {Errors_Settings_Guard_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_guard_label: ((inputs?: Errors_Settings_Guard_LabelInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Guard_LabelInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "At most {count} saved address." |
* | "other" | "At most {count} saved addresses." |
*
* @param {Errors_Settings_Saved_Addresses_MaxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_saved_addresses_max: ((inputs: Errors_Settings_Saved_Addresses_MaxInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Saved_Addresses_MaxInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A withdrawal guard holds something Satchel does not know." |
*
* @param {Errors_Settings_Guard_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_guard_unknown: ((inputs?: Errors_Settings_Guard_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Guard_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A guard is kept under an exchange account." |
*
* @param {Errors_Settings_Guard_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_guard_key: ((inputs?: Errors_Settings_Guard_KeyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Guard_KeyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An appliance id has 1 to 64 letters, digits, - or _." |
*
* @param {Errors_Settings_Appliance_IdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_id: ((inputs?: Errors_Settings_Appliance_IdInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_IdInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An appliance name must be text." |
*
* @param {Errors_Settings_Appliance_Name_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_name_text: ((inputs?: Errors_Settings_Appliance_Name_TextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_Name_TextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Give the appliance a name." |
*
* @param {Errors_Settings_Appliance_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_name_empty: ((inputs?: Errors_Settings_Appliance_Name_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_Name_EmptyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An appliance name has at most 60 characters." |
*
* @param {Errors_Settings_Appliance_Name_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_name_long: ((inputs?: Errors_Settings_Appliance_Name_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_Name_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance user must be text." |
*
* @param {Errors_Settings_Appliance_User_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_user_text: ((inputs?: Errors_Settings_Appliance_User_TextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_User_TextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the appliance user." |
*
* @param {Errors_Settings_Appliance_User_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_user_empty: ((inputs?: Errors_Settings_Appliance_User_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_User_EmptyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance user is too long." |
*
* @param {Errors_Settings_Appliance_User_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_user_long: ((inputs?: Errors_Settings_Appliance_User_LongInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_User_LongInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance user has a control character." |
*
* @param {Errors_Settings_Appliance_User_ControlInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_user_control: ((inputs?: Errors_Settings_Appliance_User_ControlInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_User_ControlInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The sign-in way is one of {choices}." |
*
* @param {Errors_Settings_Appliance_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_auth: ((inputs: Errors_Settings_Appliance_AuthInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_AuthInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An appliance API path must be text." |
*
* @param {Errors_Settings_Api_Path_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_api_path_text: ((inputs?: Errors_Settings_Api_Path_TextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Api_Path_TextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An appliance API path has no spaces or “/” at its ends." |
*
* @param {Errors_Settings_Api_Path_EndsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_api_path_ends: ((inputs?: Errors_Settings_Api_Path_EndsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Api_Path_EndsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A pinned fingerprint is SHA-256 as AB:CD:…" |
*
* @param {Errors_Settings_FingerprintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_fingerprint: ((inputs?: Errors_Settings_FingerprintInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_FingerprintInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An appliance's demo mark must be on or off." |
*
* @param {Errors_Settings_Appliance_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_demo: ((inputs?: Errors_Settings_Appliance_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_DemoInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An appliance has only id, name, url, user, auth, prefix, pinnedFingerprint and demo." |
*
* @param {Errors_Settings_Appliance_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_unknown: ((inputs?: Errors_Settings_Appliance_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "updates.check must be true or false." |
*
* @param {Errors_Settings_Updates_CheckInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_updates_check: ((inputs?: Errors_Settings_Updates_CheckInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Updates_CheckInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The update channel must be stable or beta." |
*
* @param {Errors_Settings_Updates_ChannelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_updates_channel: ((inputs?: Errors_Settings_Updates_ChannelInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Updates_ChannelInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown update setting." |
*
* @param {Errors_Settings_Updates_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_updates_unknown: ((inputs?: Errors_Settings_Updates_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Updates_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A favourite is a market id." |
*
* @param {Errors_Settings_Favourite_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_favourite_text: ((inputs?: Errors_Settings_Favourite_TextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Favourite_TextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A favourite is a market id such as btc_usdt." |
*
* @param {Errors_Settings_Favourite_ShapeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_favourite_shape: ((inputs?: Errors_Settings_Favourite_ShapeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Favourite_ShapeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "At most {count} favourite market." |
* | "other" | "At most {count} favourite markets." |
*
* @param {Errors_Settings_Favourites_MaxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_favourites_max: ((inputs: Errors_Settings_Favourites_MaxInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Favourites_MaxInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A market is a favourite only once." |
*
* @param {Errors_Settings_Favourite_TwiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_favourite_twice: ((inputs?: Errors_Settings_Favourite_TwiceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Favourite_TwiceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This settings file is from another version of Satchel." |
*
* @param {Errors_Settings_VersionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_version: ((inputs?: Errors_Settings_VersionInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_VersionInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "At most {count} profile." |
* | "other" | "At most {count} profiles." |
*
* @param {Errors_Settings_Profiles_MaxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_profiles_max: ((inputs: Errors_Settings_Profiles_MaxInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Profiles_MaxInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "At most {count} appliance." |
* | "other" | "At most {count} appliances." |
*
* @param {Errors_Settings_Appliances_MaxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliances_max: ((inputs: Errors_Settings_Appliances_MaxInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliances_MaxInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The display currency must be one of {choices}." |
*
* @param {Errors_Settings_Display_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_display_currency: ((inputs: Errors_Settings_Display_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Display_CurrencyInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The theme must be one of {choices}." |
*
* @param {Errors_Settings_ThemeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_theme: ((inputs: Errors_Settings_ThemeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_ThemeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The language must be one of {choices}." |
*
* @param {Errors_Settings_LanguageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_language: ((inputs: Errors_Settings_LanguageInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_LanguageInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Auto-lock must be one of {choices} minutes (0 = never)." |
*
* @param {Errors_Settings_Auto_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_auto_lock: ((inputs: Errors_Settings_Auto_LockInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Auto_LockInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "closeToTray must be true or false." |
*
* @param {Errors_Settings_Close_To_TrayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_close_to_tray: ((inputs?: Errors_Settings_Close_To_TrayInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Close_To_TrayInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "hideAmounts must be true or false." |
*
* @param {Errors_Settings_Hide_AmountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_hide_amounts: ((inputs?: Errors_Settings_Hide_AmountsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Hide_AmountsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hiding amounts while Satchel is locked must be on or off." |
*
* @param {Errors_Settings_Hide_Amounts_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_hide_amounts_locked: ((inputs?: Errors_Settings_Hide_Amounts_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Hide_Amounts_LockedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The password hash is too long." |
*
* @param {Errors_Settings_Password_HashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_password_hash: ((inputs?: Errors_Settings_Password_HashInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Password_HashInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown setting." |
*
* @param {Errors_Settings_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_unknown: ((inputs?: Errors_Settings_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_UnknownInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Two profiles have the same id." |
*
* @param {Errors_Settings_Profile_Ids_TwiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_profile_ids_twice: ((inputs?: Errors_Settings_Profile_Ids_TwiceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Profile_Ids_TwiceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The active profile does not exist." |
*
* @param {Errors_Settings_Active_Profile_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_active_profile_gone: ((inputs?: Errors_Settings_Active_Profile_GoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Active_Profile_GoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Two appliances have the same id." |
*
* @param {Errors_Settings_Appliance_Ids_TwiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_appliance_ids_twice: ((inputs?: Errors_Settings_Appliance_Ids_TwiceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Appliance_Ids_TwiceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The active appliance does not exist." |
*
* @param {Errors_Settings_Active_Appliance_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_active_appliance_gone: ((inputs?: Errors_Settings_Active_Appliance_GoneInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_Active_Appliance_GoneInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A setting has a value of a kind Satchel does not expect there." |
*
* @param {Errors_Settings_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_unexpected: ((inputs?: Errors_Settings_UnexpectedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_UnexpectedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved account {n}: {reason}" |
*
* @param {Errors_Settings_In_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_in_account: ((inputs: Errors_Settings_In_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_In_AccountInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved appliance {n}: {reason}" |
*
* @param {Errors_Settings_In_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const errors_settings_in_appliance: ((inputs: Errors_Settings_In_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errors_Settings_In_ApplianceInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Don’t do it" |
*
* @param {Main_Confirm_DeclineInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_confirm_decline: ((inputs?: Main_Confirm_DeclineInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Confirm_DeclineInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export" |
*
* @param {Main_Save_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_save_title: ((inputs?: Main_Save_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Save_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export" |
*
* @param {Main_Save_ButtonInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_save_button: ((inputs?: Main_Save_ButtonInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Save_ButtonInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "CSV (comma-separated values)" |
*
* @param {Main_Save_Filter_CsvInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_save_filter_csv: ((inputs?: Main_Save_Filter_CsvInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Save_Filter_CsvInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Text" |
*
* @param {Main_Save_Filter_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_save_filter_text: ((inputs?: Main_Save_Filter_TextInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Save_Filter_TextInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Refused: this answer did not come from Satchel’s password window." |
*
* @param {Main_Password_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_password_refused: ((inputs?: Main_Password_RefusedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Password_RefusedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your app password." |
*
* @param {Main_Password_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_password_enter: ((inputs?: Main_Password_EnterInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Password_EnterInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel could not check the password. Try again." |
*
* @param {Main_Password_Check_FailedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_password_check_failed: ((inputs?: Main_Password_Check_FailedInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Password_Check_FailedInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel is already running" |
*
* @param {Main_Lock_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_lock_title: ((inputs?: Main_Lock_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Lock_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Another Satchel is starting with this user-data folder right now ({file}). Wait for it, or stop it, and try again." |
*
* @param {Main_Lock_StartingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_lock_starting: ((inputs: Main_Lock_StartingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Lock_StartingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel is already running with this user-data folder: process {pid} ({shell}, started {startedAt}) holds {file}. Use that one, or stop it first. If that pro..." |
*
* @param {Main_Lock_HeldInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_lock_held: ((inputs: Main_Lock_HeldInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Lock_HeldInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel is already running with this user-data folder: process {pid} on the computer “{host}” ({shell}, started {startedAt}) holds {file}. Use that one, or s..." |
*
* @param {Main_Lock_Held_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_lock_held_elsewhere: ((inputs: Main_Lock_Held_ElsewhereInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Lock_Held_ElsewhereInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the desktop app" |
*
* @param {Main_Lock_Shell_DesktopInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_lock_shell_desktop: ((inputs?: Main_Lock_Shell_DesktopInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Lock_Shell_DesktopInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "browser mode" |
*
* @param {Main_Lock_Shell_BrowserInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_lock_shell_browser: ((inputs?: Main_Lock_Shell_BrowserInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Lock_Shell_BrowserInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel could not start" |
*
* @param {Main_Could_Not_StartInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_could_not_start: ((inputs?: Main_Could_Not_StartInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Could_Not_StartInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Set SATCHEL_EXCHANGE_URL or SATCHEL_DEMO_SERVERS, not both." |
*
* @param {Main_Exchange_BothInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_exchange_both: ((inputs?: Main_Exchange_BothInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Exchange_BothInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SATCHEL_EXCHANGE_URL is not a URL: {value}" |
*
* @param {Main_Exchange_Url_Not_UrlInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_exchange_url_not_url: ((inputs: Main_Exchange_Url_Not_UrlInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Exchange_Url_Not_UrlInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SATCHEL_EXCHANGE_URL must be an http or https URL, not {protocol}" |
*
* @param {Main_Exchange_Url_ProtocolInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_exchange_url_protocol: ((inputs: Main_Exchange_Url_ProtocolInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Exchange_Url_ProtocolInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SATCHEL_EXCHANGE_URL is not a web address. Use one like https://exchange.example." |
*
* @param {Main_Exchange_Url_Not_Web_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_exchange_url_not_web_address: ((inputs?: Main_Exchange_Url_Not_Web_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Exchange_Url_Not_Web_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SATCHEL_EXCHANGE_URL must start with https://." |
*
* @param {Main_Exchange_Url_SchemeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_exchange_url_scheme: ((inputs?: Main_Exchange_Url_SchemeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Exchange_Url_SchemeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SATCHEL_EXCHANGE_URL must not contain a user name or password." |
*
* @param {Main_Exchange_Url_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_exchange_url_credentials: ((inputs?: Main_Exchange_Url_CredentialsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Exchange_Url_CredentialsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SATCHEL_EXCHANGE_URL must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1)." |
*
* @param {Main_Exchange_Url_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_exchange_url_plain_http: ((inputs?: Main_Exchange_Url_Plain_HttpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Exchange_Url_Plain_HttpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SATCHEL_DEMO_SERVERS must be the JSON line `npm run sim` prints." |
*
* @param {Main_Demo_Servers_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_demo_servers_not_json: ((inputs?: Main_Demo_Servers_Not_JsonInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Demo_Servers_Not_JsonInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SATCHEL_DEMO_SERVERS has no {name} address." |
*
* @param {Main_Demo_Servers_No_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_demo_servers_no_address: ((inputs: Main_Demo_Servers_No_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Demo_Servers_No_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SATCHEL_DEMO_SERVERS has no demo accounts." |
*
* @param {Main_Demo_Servers_No_AccountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_demo_servers_no_accounts: ((inputs?: Main_Demo_Servers_No_AccountsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Demo_Servers_No_AccountsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SATCHEL_DEMO_SERVERS has no appliance user and password." |
*
* @param {Main_Demo_Servers_No_Appliance_LoginInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_demo_servers_no_appliance_login: ((inputs?: Main_Demo_Servers_No_Appliance_LoginInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Demo_Servers_No_Appliance_LoginInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SATCHEL_DEMO_SERVERS' {name} address is not a web address. Use one like https://exchange.example." |
*
* @param {Main_Demo_Address_Not_Web_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_demo_address_not_web_address: ((inputs: Main_Demo_Address_Not_Web_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Demo_Address_Not_Web_AddressInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SATCHEL_DEMO_SERVERS' {name} address must start with https://." |
*
* @param {Main_Demo_Address_SchemeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_demo_address_scheme: ((inputs: Main_Demo_Address_SchemeInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Demo_Address_SchemeInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SATCHEL_DEMO_SERVERS' {name} address must not contain a user name or password." |
*
* @param {Main_Demo_Address_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_demo_address_credentials: ((inputs: Main_Demo_Address_CredentialsInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Demo_Address_CredentialsInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "SATCHEL_DEMO_SERVERS' {name} address must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1)." |
*
* @param {Main_Demo_Address_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_demo_address_plain_http: ((inputs: Main_Demo_Address_Plain_HttpInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Demo_Address_Plain_HttpInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the SATCHEL_EXCHANGE_URL environment variable" |
*
* @param {Main_Fixed_By_Exchange_UrlInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_fixed_by_exchange_url: ((inputs?: Main_Fixed_By_Exchange_UrlInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Fixed_By_Exchange_UrlInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the SATCHEL_DEMO_SERVERS environment variable" |
*
* @param {Main_Fixed_By_Demo_ServersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_fixed_by_demo_servers: ((inputs?: Main_Fixed_By_Demo_ServersInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Fixed_By_Demo_ServersInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel — payment" |
*
* @param {Main_Payment_Window_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_payment_window_title: ((inputs?: Main_Payment_Window_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Payment_Window_TitleInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel hit an internal error." |
*
* @param {Main_Internal_ErrorInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_internal_error: ((inputs?: Main_Internal_ErrorInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Internal_ErrorInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Refused: this request did not come from Satchel’s own window." |
*
* @param {Main_Refused_SenderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_refused_sender: ((inputs?: Main_Refused_SenderInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Refused_SenderInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "That confirmation is no longer waiting for an answer." |
*
* @param {Main_Confirm_Not_WaitingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_confirm_not_waiting: ((inputs?: Main_Confirm_Not_WaitingInputs, options?: {
    locale?: "en" | "uk" | "ru" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Confirm_Not_WaitingInputs, {
    locale?: "en" | "uk" | "ru" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_MarketsInputs = {};
export type Nav_BalancesInputs = {};
export type Nav_OrdersInputs = {};
export type Nav_DepositInputs = {};
export type Nav_WithdrawInputs = {};
export type Nav_HistoryInputs = {};
export type Nav_FiatInputs = {};
export type Nav_CodesInputs = {};
export type Nav_CurrenciesInputs = {};
export type Nav_FeesInputs = {};
export type Nav_PoliciesInputs = {};
export type Nav_SettingsInputs = {};
export type Title_CodesInputs = {};
export type Title_Deposit_OfInputs = {
    currency: NonNullable<unknown>;
};
export type Title_Withdraw_OfInputs = {
    currency: NonNullable<unknown>;
};
export type Title_History_OfInputs = {
    currency: NonNullable<unknown>;
};
export type Title_Not_FoundInputs = {};
export type First_WelcomeInputs = {};
export type First_LeadInputs = {};
export type First_DemoInputs = {};
export type First_Demo_WhatInputs = {};
export type First_OwnInputs = {};
export type First_Own_AddressInputs = {};
export type First_Own_HintInputs = {};
export type First_Starting_DemoInputs = {};
export type First_Saving_OwnInputs = {};
export type Settings_LanguageInputs = {};
export type Settings_Language_HintInputs = {};
export type Markets_ShownInputs = {
    shown: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Tray_Name_DemoInputs = {};
export type Tray_Demo_NoteInputs = {};
export type Tray_PortfolioInputs = {
    value: NonNullable<unknown>;
};
export type Tray_Portfolio_UnknownInputs = {};
export type Tray_Portfolio_As_OfInputs = {
    time: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Tray_Tooltip_As_OfInputs = {
    value: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Tray_Tooltip_UnknownInputs = {};
export type Tray_Tooltip_HiddenInputs = {};
export type Tray_Tooltip_LockedInputs = {};
export type Tray_Why_RatesInputs = {};
export type Tray_Why_No_RateInputs = {
    currencies: NonNullable<unknown>;
};
export type Tray_Not_ValuedInputs = {
    why: NonNullable<unknown>;
};
export type Tray_BalanceInputs = {
    code: NonNullable<unknown>;
    available: NonNullable<unknown>;
    total: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Tray_No_BalancesInputs = {};
export type Tray_Not_CurrentInputs = {
    problem: NonNullable<unknown>;
};
export type Tray_OpenInputs = {};
export type Tray_RefreshInputs = {};
export type Tray_Check_CodeInputs = {};
export type Tray_LockInputs = {};
export type Tray_QuitInputs = {};
export type Menu_Settings_MacInputs = {};
export type Menu_LockInputs = {};
export type Menu_AboutInputs = {
    app: NonNullable<unknown>;
};
export type Menu_FileInputs = {};
export type Menu_EditInputs = {};
export type Menu_ViewInputs = {};
export type Menu_GoInputs = {};
export type Menu_WindowInputs = {};
export type Menu_HelpInputs = {};
export type Menu_QuitInputs = {};
export type Menu_Find_MarketInputs = {};
export type Menu_Show_LogsInputs = {};
export type Menu_Export_DiagnosticsInputs = {};
export type Menu_ShortcutsInputs = {};
export type Menu_UndoInputs = {};
export type Menu_RedoInputs = {};
export type Menu_CutInputs = {};
export type Menu_CopyInputs = {};
export type Menu_PasteInputs = {};
export type Menu_DeleteInputs = {};
export type Menu_Select_AllInputs = {};
export type Menu_Reset_ZoomInputs = {};
export type Menu_Zoom_InInputs = {};
export type Menu_Zoom_OutInputs = {};
export type Menu_Full_ScreenInputs = {};
export type Menu_MinimizeInputs = {};
export type Menu_CloseInputs = {};
export type Skip_To_MainInputs = {};
export type Header_MenuInputs = {};
export type Demo_BadgeInputs = {};
export type Demo_NoteInputs = {};
export type Window_Title_DemoInputs = {
    title: NonNullable<unknown>;
};
export type Hide_AmountsInputs = {};
export type Unlock_To_Show_AmountsInputs = {};
export type Header_LockInputs = {};
export type Fatal_TitleInputs = {};
export type StartingInputs = {};
export type Theme_LabelInputs = {};
export type Theme_AppearanceInputs = {};
export type Theme_SystemInputs = {};
export type Theme_LightInputs = {};
export type Theme_DarkInputs = {};
export type Account_LabelInputs = {};
export type Account_ChooseInputs = {};
export type Account_Unlock_To_SwitchInputs = {};
export type Settled_DepositInputs = {
    list: NonNullable<unknown>;
};
export type Settled_WithdrawalInputs = {
    list: NonNullable<unknown>;
};
export type Settled_Title_BothInputs = {};
export type Settled_Title_DepositInputs = {};
export type Settled_Title_WithdrawalInputs = {};
export type Update_TitleInputs = {};
export type Update_MessageInputs = {
    version: NonNullable<unknown>;
};
export type Update_DetailInputs = {};
export type Update_Restart_NowInputs = {};
export type Update_When_QuitInputs = {};
export type Update_Not_NowInputs = {};
export type Crash_GoneInputs = {
    window: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Crash_Window_WalletInputs = {};
export type Crash_Window_PaymentInputs = {};
export type Crash_Why_AbnormalInputs = {};
export type Crash_Why_KilledInputs = {};
export type Crash_Why_CrashedInputs = {};
export type Crash_Why_OomInputs = {};
export type Crash_Why_LaunchInputs = {};
export type Crash_Why_IntegrityInputs = {};
export type Crash_Why_EvictionInputs = {};
export type Crash_SafeInputs = {};
export type Crash_ReloadInputs = {};
export type Crash_QuitInputs = {};
export type Crash_WaitInputs = {};
export type Crash_UnresponsiveInputs = {
    window: NonNullable<unknown>;
};
export type Crash_Unresponsive_DetailInputs = {};
export type Crash_Close_PaymentInputs = {};
export type Crash_Payment_SafeInputs = {};
export type Crash_Payment_Unresponsive_DetailInputs = {
    safe: NonNullable<unknown>;
};
export type Minutes_CountInputs = {
    count: NonNullable<unknown>;
};
export type Hours_CountInputs = {
    count: NonNullable<unknown>;
};
export type Unit_SecondsInputs = {
    n: NonNullable<unknown>;
};
export type Unit_MinutesInputs = {
    n: NonNullable<unknown>;
};
export type NeverInputs = {};
export type Currency_UsdInputs = {};
export type Currency_EurInputs = {};
export type Currency_UahInputs = {};
export type Currency_RubInputs = {};
export type Currency_BtcInputs = {};
export type Prefs_Display_CurrencyInputs = {};
export type Prefs_Lock_AfterInputs = {};
export type Prefs_Lock_After_Hint_SetInputs = {};
export type Prefs_Lock_After_Hint_UnsetInputs = {};
export type Prefs_Refresh_PricesInputs = {};
export type Prefs_Refresh_BalancesInputs = {};
export type Prefs_Refresh_OrdersInputs = {};
export type Prefs_Close_To_TrayInputs = {};
export type Prefs_Desktop_OnlyInputs = {};
export type Prefs_Hide_When_LockedInputs = {};
export type Prefs_UpdatesInputs = {};
export type Prefs_Check_UpdatesInputs = {};
export type Prefs_Update_ChannelInputs = {};
export type Prefs_Channel_StableInputs = {};
export type Prefs_Channel_BetaInputs = {};
export type Prefs_Updates_DesktopInputs = {};
export type Prefs_Updates_BrowserInputs = {};
export type Prefs_Locked_HintInputs = {};
export type Prefs_SavedInputs = {
    what: NonNullable<unknown>;
};
export type Prefs_Privacy_SavedInputs = {};
export type Prefs_What_TrayInputs = {};
export type Prefs_What_UpdateInputs = {};
export type Prefs_What_LanguageInputs = {};
export type Prefs_What_Auto_LockInputs = {};
export type Prefs_What_Price_IntervalInputs = {};
export type Prefs_What_Balance_IntervalInputs = {};
export type Prefs_What_Order_IntervalInputs = {};
export type Funds_Loading_AccountsInputs = {};
export type Funds_CurrencyInputs = {};
export type Funds_Col_IdInputs = {};
export type Funds_Col_TimeInputs = {};
export type Funds_Col_AmountInputs = {};
export type Funds_Col_StatusInputs = {};
export type Funds_Col_AddressInputs = {};
export type Funds_Col_ToInputs = {};
export type Funds_Col_FeeInputs = {};
export type Funds_Col_MemoInputs = {};
export type Funds_Waiting_ConfirmationInputs = {};
export type Funds_Support_NumberInputs = {};
export type Funds_Withdraw_SendInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Withdraw_Saved_AddressInputs = {};
export type Funds_Withdraw_Choose_SavedInputs = {};
export type Funds_Withdraw_Saved_With_MemoInputs = {
    name: NonNullable<unknown>;
    memo: NonNullable<unknown>;
};
export type Funds_Withdraw_Recipient_AddressInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Withdraw_MemoInputs = {};
export type Funds_Withdraw_Blank_MemoInputs = {};
export type Funds_Withdraw_Memo_HelpInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Withdraw_AmountInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Withdraw_Fee_IncludedInputs = {};
export type Funds_Withdraw_Fee_Included_HelpInputs = {};
export type Funds_Withdraw_Send_AllInputs = {};
export type Funds_Withdraw_Loading_SummaryInputs = {};
export type Funds_Withdraw_AvailableInputs = {};
export type Funds_Withdraw_SmallestInputs = {};
export type Funds_Withdraw_Recipient_GetsInputs = {};
export type Funds_Withdraw_TakenInputs = {};
export type Funds_Withdraw_Result_SaidInputs = {
    receive: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    debit: NonNullable<unknown>;
};
export type Funds_Withdraw_ReviewInputs = {};
export type Funds_Withdraw_UnlockInputs = {};
export type Funds_Withdraw_Enter_AddressInputs = {};
export type Funds_Withdraw_DeclinedInputs = {};
export type Funds_Withdraw_Result_TitleInputs = {
    id: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Funds_Withdraw_Email_SentInputs = {};
export type Funds_Withdraw_AcceptedInputs = {};
export type Funds_Withdraw_Result_AmountsInputs = {
    receive: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    debit: NonNullable<unknown>;
};
export type Funds_Address_CheckedInputs = {
    kind: NonNullable<unknown>;
};
export type Funds_Recent_TitleInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Recent_LoadingInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Recent_NoneInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Recent_CaptionInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Recent_Look_AgainInputs = {};
export type Funds_Recent_HistoryInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_TitleInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_LeadInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_PasswordInputs = {};
export type Funds_Guard_BookInputs = {};
export type Funds_Guard_Book_CaptionInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_Col_LabelInputs = {};
export type Funds_Guard_Col_ActionsInputs = {};
export type Funds_Guard_RemoveInputs = {};
export type Funds_Guard_Remove_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Funds_Guard_NoneInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_Save_FormInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_AddressInputs = {};
export type Funds_Guard_MemoInputs = {};
export type Funds_Guard_Save_AddressInputs = {};
export type Funds_Guard_RulesInputs = {};
export type Funds_Guard_Rules_FormInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_Allow_ListInputs = {};
export type Funds_Guard_Daily_LimitInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_Save_RulesInputs = {};
export type Funds_Guard_Used_TodayInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Funds_Guard_UnlockInputs = {};
export type Funds_Guard_Enter_AddressInputs = {};
export type Funds_Guard_Memo_Not_SavedInputs = {
    problem: NonNullable<unknown>;
};
export type Funds_Guard_Saved_LabelledInputs = {
    label: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Funds_Guard_SavedInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_RemovedInputs = {
    name: NonNullable<unknown>;
};
export type Funds_Guard_Limit_Not_AmountInputs = {
    text: NonNullable<unknown>;
};
export type Funds_Guard_Rule_SavedInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Details_Invalid_DepositInputs = {};
export type Funds_Details_Invalid_WithdrawalInputs = {};
export type Funds_Details_Find_DepositInputs = {};
export type Funds_Details_Find_WithdrawalInputs = {};
export type Funds_Details_DepositInputs = {
    id: NonNullable<unknown>;
};
export type Funds_Details_WithdrawalInputs = {
    id: NonNullable<unknown>;
};
export type Funds_Details_Id_DepositInputs = {};
export type Funds_Details_Id_WithdrawalInputs = {};
export type Funds_Details_Show_DepositInputs = {};
export type Funds_Details_Show_WithdrawalInputs = {};
export type Funds_Details_Loading_DepositInputs = {};
export type Funds_Details_Loading_WithdrawalInputs = {};
export type Funds_Details_Amount_ReceivedInputs = {};
export type Funds_Details_DebitedInputs = {};
export type Funds_Details_Received_AtInputs = {};
export type Funds_Details_Sent_ToInputs = {};
export type Funds_Details_TransactionInputs = {};
export type Funds_Details_Opens_ExplorerInputs = {};
export type Funds_Details_Not_On_NetworkInputs = {};
export type Funds_Sort_ByInputs = {};
export type Funds_OrderInputs = {};
export type Funds_Per_PageInputs = {};
export type Funds_Newest_FirstInputs = {};
export type Funds_Oldest_FirstInputs = {};
export type Funds_Statuses_LegendInputs = {};
export type Funds_Previous_PageInputs = {};
export type Funds_Next_PageInputs = {};
export type Funds_Asking_ExchangeInputs = {};
export type Funds_Deposit_RefreshInputs = {};
export type Funds_Deposit_Not_Shown_YetInputs = {};
export type Funds_Deposit_ExistedInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_UnconfirmedInputs = {};
export type Funds_Deposit_LoadingInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_TitleInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_Credited_AfterInputs = {};
export type Funds_Deposit_ConfirmationsInputs = {
    count: NonNullable<unknown>;
};
export type Funds_Deposit_SmallestInputs = {};
export type Funds_Deposit_Memo_EveryInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_Memo_Lost_BelowInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_Memo_Lost_YoursInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_Memo_Not_YetInputs = {};
export type Funds_Deposit_HiddenInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_Send_OnlyInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_QrInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_MakingInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_None_YetInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_GenerateInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_UnlockInputs = {};
export type Funds_History_Exported_DownloadInputs = {
    count: NonNullable<unknown>;
    file: NonNullable<unknown>;
};
export type Funds_History_Exported_FileInputs = {
    count: NonNullable<unknown>;
    path: NonNullable<unknown>;
};
export type Funds_History_Export_CancelledInputs = {};
export type Funds_Type_DepositInputs = {};
export type Funds_Type_WithdrawalInputs = {};
export type Funds_History_Details_DepositInputs = {
    id: NonNullable<unknown>;
};
export type Funds_History_Details_WithdrawalInputs = {
    id: NonNullable<unknown>;
};
export type Funds_History_FilterInputs = {};
export type Funds_History_TypeInputs = {};
export type Funds_History_AllInputs = {};
export type Funds_History_DepositsInputs = {};
export type Funds_History_WithdrawalsInputs = {};
export type Funds_History_All_CurrenciesInputs = {};
export type Funds_History_DoneInputs = {};
export type Funds_History_PendingInputs = {};
export type Funds_History_CancelledInputs = {};
export type Funds_History_FromInputs = {};
export type Funds_History_ToInputs = {};
export type Funds_History_Sort_AmountInputs = {};
export type Funds_History_ShowInputs = {};
export type Funds_History_Sort_NoteInputs = {};
export type Funds_History_ExportInputs = {};
export type Funds_History_Export_ProgressInputs = {};
export type Funds_History_Reading_PageInputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
};
export type Funds_History_Export_StartingInputs = {};
export type Funds_History_LoadingInputs = {};
export type Funds_History_NoneInputs = {};
export type Funds_History_CaptionInputs = {
    count: NonNullable<unknown>;
    zone: NonNullable<unknown>;
};
export type Funds_History_Caption_SortedInputs = {
    count: NonNullable<unknown>;
    currencies: NonNullable<unknown>;
    zone: NonNullable<unknown>;
};
export type Funds_History_DetailsInputs = {};
export type Funds_History_PagesInputs = {};
export type Funds_History_Page_OfInputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
};
export type Funds_History_From_InvalidInputs = {};
export type Funds_History_To_InvalidInputs = {};
export type Funds_History_To_Before_FromInputs = {};
export type Funds_History_Amount_Needs_CurrencyInputs = {};
export type Funds_Codes_AwaitingInputs = {};
export type Funds_Codes_ValidInputs = {};
export type Funds_Codes_UsedInputs = {};
export type Funds_Codes_BlockedInputs = {};
export type Funds_Codes_CancelledInputs = {};
export type Funds_Codes_KnownInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Funds_Codes_Known_ForInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    status: NonNullable<unknown>;
    recipient: NonNullable<unknown>;
};
export type Funds_Codes_Known_CommentInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    status: NonNullable<unknown>;
    comment: NonNullable<unknown>;
};
export type Funds_Codes_Known_For_CommentInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    status: NonNullable<unknown>;
    recipient: NonNullable<unknown>;
    comment: NonNullable<unknown>;
};
export type Funds_Codes_Redeemed_SaidInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Funds_Codes_Redeemed_FoundInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Funds_Codes_Redeem_DeclinedInputs = {};
export type Funds_Codes_Check_TitleInputs = {};
export type Funds_Codes_Transfer_CodeInputs = {};
export type Funds_Codes_CheckInputs = {};
export type Funds_Codes_RedeemInputs = {};
export type Funds_Codes_Unlock_RedeemInputs = {};
export type Funds_Codes_Enter_AmountInputs = {};
export type Funds_Codes_Not_AmountInputs = {
    text: NonNullable<unknown>;
};
export type Funds_Codes_Not_Before_InvalidInputs = {};
export type Funds_Codes_Create_DeclinedInputs = {};
export type Funds_Codes_Create_TitleInputs = {};
export type Funds_Codes_Create_LeadInputs = {};
export type Funds_Codes_AmountInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Codes_AvailableInputs = {
    amount: NonNullable<unknown>;
};
export type Funds_Codes_Only_ForInputs = {};
export type Funds_Codes_Anyone_PlaceholderInputs = {};
export type Funds_Codes_Not_BeforeInputs = {
    zone: NonNullable<unknown>;
};
export type Funds_Codes_Public_Comment_FieldInputs = {};
export type Funds_Codes_Private_Comment_FieldInputs = {};
export type Funds_Codes_CreateInputs = {};
export type Funds_Codes_Unlock_CreateInputs = {};
export type Funds_Codes_NewInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Funds_Codes_Copy_NowInputs = {};
export type Funds_Codes_CodeInputs = {};
export type Funds_Codes_New_QrInputs = {};
export type Funds_Codes_Hide_The_CodeInputs = {};
export type Funds_Codes_Show_The_CodeInputs = {};
export type Funds_Codes_Input_IdleInputs = {};
export type Funds_Codes_Input_OkInputs = {
    mark: NonNullable<unknown>;
    type: NonNullable<unknown>;
};
export type Funds_Codes_YoursInputs = {};
export type Funds_Codes_WhichInputs = {};
export type Funds_Codes_Issued_By_MeInputs = {};
export type Funds_Codes_Redeemed_By_MeInputs = {};
export type Funds_Codes_CreatedInputs = {};
export type Funds_Codes_RedeemedInputs = {};
export type Funds_Codes_Redeemed_AtInputs = {};
export type Funds_Codes_LoadingInputs = {};
export type Funds_Codes_No_MoreInputs = {};
export type Funds_Codes_None_IssuedInputs = {};
export type Funds_Codes_None_RedeemedInputs = {};
export type Funds_Codes_Issued_ListInputs = {};
export type Funds_Codes_Redeemed_ListInputs = {};
export type Funds_Codes_ForInputs = {};
export type Funds_Codes_CommentInputs = {};
export type Funds_Codes_AnyoneInputs = {};
export type Funds_Codes_ShowInputs = {};
export type Funds_Codes_HideInputs = {};
export type Funds_Codes_Show_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Funds_Codes_Hide_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Funds_Codes_PagesInputs = {};
export type Funds_Codes_PageInputs = {
    page: NonNullable<unknown>;
};
export type Funds_Codes_Id_InvalidInputs = {};
export type Funds_Codes_Find_TitleInputs = {};
export type Funds_Codes_IdInputs = {};
export type Funds_Codes_FindInputs = {};
export type Funds_Codes_Loading_OneInputs = {};
export type Funds_Codes_Not_Before_DtInputs = {};
export type Funds_Codes_Public_CommentInputs = {};
export type Funds_Codes_Private_CommentInputs = {};
export type Trading_Loading_MarketsInputs = {};
export type Trading_Filter_MarketsInputs = {};
export type Trading_Quote_CurrencyInputs = {};
export type Trading_AllInputs = {};
export type Trading_No_MarketsInputs = {};
export type Trading_No_MatchInputs = {};
export type Trading_No_Match_TextInputs = {
    text: NonNullable<unknown>;
};
export type Trading_No_Match_QuoteInputs = {
    quote: NonNullable<unknown>;
};
export type Trading_No_Match_BothInputs = {
    text: NonNullable<unknown>;
    quote: NonNullable<unknown>;
};
export type Trading_Stale_PricesInputs = {
    time: NonNullable<unknown>;
};
export type Trading_Stale_FiguresInputs = {
    time: NonNullable<unknown>;
};
export type Trading_Markets_TableInputs = {};
export type Trading_Col_MarketInputs = {};
export type Trading_Col_LastInputs = {};
export type Trading_Col_ChangeInputs = {};
export type Trading_Col_VolumeInputs = {};
export type Trading_Col_Quote_VolumeInputs = {};
export type Trading_Col_Display_VolumeInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Col_HighInputs = {};
export type Trading_Col_LowInputs = {};
export type Trading_Col_RangeInputs = {};
export type Trading_Col_FavouriteInputs = {};
export type Trading_Favourite_OfInputs = {
    pair: NonNullable<unknown>;
};
export type Trading_Favourite_AddInputs = {
    pair: NonNullable<unknown>;
};
export type Trading_Favourite_RemoveInputs = {
    pair: NonNullable<unknown>;
};
export type Trading_Sorted_By_Quote_ValueInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Sorted_By_Base_ValueInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Range_UnknownInputs = {};
export type Trading_Range_OfInputs = {
    low: NonNullable<unknown>;
    high: NonNullable<unknown>;
    last: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Trading_Market_Not_FoundInputs = {};
export type Trading_No_Such_MarketInputs = {
    symbol: NonNullable<unknown>;
};
export type Trading_Back_To_MarketsInputs = {};
export type Trading_Loading_MarketInputs = {};
export type Trading_GroupingInputs = {};
export type Trading_Update_IntervalInputs = {};
export type Trading_Order_BookInputs = {};
export type Trading_DepthInputs = {};
export type Trading_Loading_BookInputs = {};
export type Trading_TickerInputs = {};
export type Trading_High_24hInputs = {};
export type Trading_Low_24hInputs = {};
export type Trading_Volume_24hInputs = {};
export type Trading_Volume_24h_InInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_BidInputs = {};
export type Trading_AskInputs = {};
export type Trading_Show_FewerInputs = {};
export type Trading_Show_MoreInputs = {};
export type Trading_AsksInputs = {};
export type Trading_BidsInputs = {};
export type Trading_No_AsksInputs = {};
export type Trading_No_BidsInputs = {};
export type Trading_Spread_NoneInputs = {};
export type Trading_Spread_OfInputs = {
    amount: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Trading_Price_InInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Amount_InInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Total_InInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Book_CaptionInputs = {
    side: NonNullable<unknown>;
};
export type Trading_Book_Caption_As_OfInputs = {
    side: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Trading_Book_Caption_As_Of_EveryInputs = {
    side: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Trading_Depth_ChartInputs = {};
export type Trading_Amount_AxisInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Price_AxisInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Depth_SliderInputs = {};
export type Trading_Depth_At_PointerInputs = {};
export type Trading_Depth_HintInputs = {};
export type Trading_Depth_Bids_AtInputs = {
    price: NonNullable<unknown>;
    volume: NonNullable<unknown>;
};
export type Trading_Depth_Asks_AtInputs = {
    price: NonNullable<unknown>;
    volume: NonNullable<unknown>;
};
export type Trading_Depth_SummaryInputs = {
    low: NonNullable<unknown>;
    mid: NonNullable<unknown>;
    high: NonNullable<unknown>;
    depth: NonNullable<unknown>;
};
export type Trading_Depth_EmptyInputs = {};
export type Trading_Price_In_UnitInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Loading_AccountsInputs = {};
export type Trading_AccountInputs = {};
export type Trading_Hide_SmallInputs = {};
export type Trading_RefreshInputs = {};
export type Trading_Small_HintInputs = {};
export type Trading_Small_Hint_InInputs = {
    value: NonNullable<unknown>;
};
export type Trading_Small_Hint_No_RateInputs = {};
export type Trading_Loading_BalancesInputs = {};
export type Trading_PortfolioInputs = {};
export type Trading_Portfolio_ValueInputs = {};
export type Trading_As_OfInputs = {
    time: NonNullable<unknown>;
};
export type Trading_As_Of_StartInputs = {
    time: NonNullable<unknown>;
};
export type Trading_Cannot_ComputeInputs = {};
export type Trading_Change_WithoutInputs = {
    currencies: NonNullable<unknown>;
};
export type Trading_Loading_RatesInputs = {};
export type Trading_Last_WholeInputs = {};
export type Trading_Holds_NothingInputs = {};
export type Trading_All_SmallInputs = {};
export type Trading_Balances_TableInputs = {};
export type Trading_Col_CurrencyInputs = {};
export type Trading_Col_TotalInputs = {};
export type Trading_Col_AvailableInputs = {};
export type Trading_Col_LockedInputs = {};
export type Trading_Col_ValueInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Col_ShareInputs = {};
export type Trading_No_RatesInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_No_Rate_ForInputs = {
    count: NonNullable<unknown>;
    currencies: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Trading_OtherInputs = {};
export type Trading_Allocation_NoneInputs = {};
export type Trading_Allocation_OfInputs = {
    slices: NonNullable<unknown>;
};
export type Trading_History_LabelInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type Trading_History_Label_RangeInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Trading_History_SeenInputs = {};
export type Trading_History_EmptyInputs = {};
export type Trading_Tab_OpenInputs = {};
export type Trading_Tab_HistoryInputs = {};
export type Trading_Orders_TabsInputs = {};
export type Trading_Times_InInputs = {
    zone: NonNullable<unknown>;
};
export type Trading_Stale_OrdersInputs = {
    time: NonNullable<unknown>;
};
export type Trading_All_MarketsInputs = {};
export type Trading_Cancel_SelectedInputs = {
    count: NonNullable<unknown>;
};
export type Trading_Unlock_To_CancelInputs = {};
export type Trading_Waiting_ConfirmationInputs = {};
export type Trading_Loading_OpenInputs = {};
export type Trading_No_OpenInputs = {};
export type Trading_Select_AllInputs = {};
export type Trading_Col_SideInputs = {};
export type Trading_Col_TypeInputs = {};
export type Trading_Col_PriceInputs = {};
export type Trading_Col_AmountInputs = {};
export type Trading_Col_FilledInputs = {};
export type Trading_Col_CreatedInputs = {};
export type Trading_Col_ActionsInputs = {};
export type Trading_Select_OrderInputs = {
    id: NonNullable<unknown>;
};
export type Trading_Cancel_OrderInputs = {
    id: NonNullable<unknown>;
};
export type Trading_CancelInputs = {};
export type Trading_No_Open_In_MarketInputs = {};
export type Trading_BuyInputs = {};
export type Trading_SellInputs = {};
export type Trading_Type_LimitInputs = {};
export type Trading_Type_MarketInputs = {};
export type Trading_Status_ActiveInputs = {};
export type Trading_Status_ExecutedInputs = {};
export type Trading_Price_MarketInputs = {};
export type Trading_Outcome_UnknownInputs = {};
export type Trading_Order_CancelledInputs = {
    id: NonNullable<unknown>;
};
export type Trading_Nothing_CancelledInputs = {};
export type Trading_Cancel_AcceptedInputs = {};
export type Trading_Orders_CancelledInputs = {
    count: NonNullable<unknown>;
};
export type Trading_Not_CancelledInputs = {
    ids: NonNullable<unknown>;
};
export type Trading_FromInputs = {};
export type Trading_ToInputs = {};
export type Trading_LimitInputs = {};
export type Trading_SortInputs = {};
export type Trading_Newest_FirstInputs = {};
export type Trading_Oldest_FirstInputs = {};
export type Trading_ShowInputs = {};
export type Trading_Loading_HistoryInputs = {};
export type Trading_No_Orders_In_PeriodInputs = {};
export type Trading_Order_HistoryInputs = {};
export type Trading_Col_AverageInputs = {};
export type Trading_Col_ExecutedInputs = {};
export type Trading_Col_StatusInputs = {};
export type Trading_Col_ClosedInputs = {};
export type Trading_Col_TradesInputs = {};
export type Trading_Average_OfInputs = {
    price: NonNullable<unknown>;
};
export type Trading_Show_TradesInputs = {
    id: NonNullable<unknown>;
};
export type Trading_Trades_ButtonInputs = {};
export type Trading_Loading_TradesInputs = {};
export type Trading_No_TradesInputs = {
    id: NonNullable<unknown>;
};
export type Trading_Trades_OfInputs = {
    id: NonNullable<unknown>;
};
export type Trading_Col_TimeInputs = {};
export type Trading_Col_RateInputs = {};
export type Trading_Col_RoleInputs = {};
export type Trading_Col_FeeInputs = {};
export type Trading_Col_Fee_CurrencyInputs = {};
export type Trading_MakerInputs = {};
export type Trading_TakerInputs = {};
export type Trading_History_To_DateInputs = {};
export type Trading_History_From_DateInputs = {};
export type Trading_History_From_1970Inputs = {};
export type Trading_History_From_After_ToInputs = {};
export type Trading_History_LimitInputs = {
    max: NonNullable<unknown>;
};
export type Settings_AccountsInputs = {};
export type Settings_AppliancesInputs = {};
export type Settings_Appliances_IntroInputs = {};
export type Settings_Market_ExchangeInputs = {};
export type Settings_Loading_SettingsInputs = {};
export type Settings_PreferencesInputs = {};
export type Settings_App_PasswordInputs = {};
export type Settings_HelpInputs = {};
export type Settings_RenamedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Now_UsingInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Account_Removed_DemoInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Account_RemovedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Guard_KeptInputs = {};
export type Settings_Nothing_RemovedInputs = {};
export type Settings_Loading_AccountsInputs = {};
export type Settings_No_AccountInputs = {};
export type Settings_No_Account_DemoInputs = {};
export type Settings_ActiveInputs = {};
export type Settings_Line_ExchangeInputs = {};
export type Settings_Line_GatewayInputs = {};
export type Settings_Line_KeyInputs = {};
export type Settings_Remove_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Remove_Guarded_WhyInputs = {};
export type Settings_Remove_AccountInputs = {};
export type Settings_CancelInputs = {};
export type Settings_New_Name_ForInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Account_Name_NeededInputs = {};
export type Settings_UseInputs = {};
export type Settings_Use_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_RenameInputs = {};
export type Settings_Rename_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_RemoveInputs = {};
export type Settings_Accounts_LockedInputs = {};
export type Settings_Account_AddedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Demo_Account_AddedInputs = {
    email: NonNullable<unknown>;
};
export type Settings_Add_Demo_AccountInputs = {
    email: NonNullable<unknown>;
};
export type Settings_Add_Account_TitleInputs = {};
export type Settings_Add_Account_IntroInputs = {};
export type Settings_Check_And_SaveInputs = {};
export type Settings_Add_Account_LockedInputs = {};
export type Settings_Checking_KeyInputs = {};
export type Settings_Adding_Demo_AccountInputs = {};
export type Settings_Demo_Account_IntroInputs = {};
export type Settings_NameInputs = {};
export type Settings_Exchange_AddressInputs = {};
export type Settings_Gateway_AddressInputs = {};
export type Settings_Api_KeyInputs = {};
export type Settings_Api_SecretInputs = {};
export type Settings_Exchange_Url_HintInputs = {};
export type Settings_Starts_HttpsInputs = {};
export type Settings_Plain_Http_RuleInputs = {};
export type Settings_Name_Too_LongInputs = {};
export type Settings_Exchange_Plain_HttpInputs = {};
export type Settings_Exchange_Not_WebInputs = {};
export type Settings_Gateway_Plain_HttpInputs = {};
export type Settings_Gateway_Not_WebInputs = {};
export type Settings_Api_Key_InvalidInputs = {};
export type Settings_Api_Secret_InvalidInputs = {};
export type Settings_Password_Set_DoneInputs = {};
export type Settings_Password_ChangedInputs = {};
export type Settings_Password_RemovedInputs = {};
export type Settings_Password_Intro_SetInputs = {};
export type Settings_Password_Intro_UnsetInputs = {
    count: NonNullable<unknown>;
};
export type Settings_Current_PasswordInputs = {};
export type Settings_New_PasswordInputs = {};
export type Settings_Repeat_PasswordInputs = {};
export type Settings_Change_PasswordInputs = {};
export type Settings_Set_PasswordInputs = {};
export type Settings_Remove_PasswordInputs = {};
export type Settings_Lock_NowInputs = {};
export type Settings_Password_LockedInputs = {};
export type Settings_Enter_Current_PasswordInputs = {};
export type Settings_Password_Too_ShortInputs = {
    count: NonNullable<unknown>;
};
export type Settings_Passwords_DifferInputs = {};
export type Settings_Appliance_Now_UsedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Appliance_Removed_DemoInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Appliance_RemovedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Cert_SameInputs = {
    fingerprint: NonNullable<unknown>;
};
export type Settings_Cert_Trusted_NowInputs = {
    fingerprint: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Settings_Cert_KeptInputs = {};
export type Settings_Loading_AppliancesInputs = {};
export type Settings_No_ApplianceInputs = {};
export type Settings_No_Appliance_DemoInputs = {};
export type Settings_Saved_AppliancesInputs = {};
export type Settings_In_UseInputs = {};
export type Settings_Line_Api_PathInputs = {};
export type Settings_Line_UserInputs = {};
export type Settings_Line_Signs_In_SessionInputs = {};
export type Settings_Line_Signs_In_BasicInputs = {};
export type Settings_Line_CertificateInputs = {};
export type Settings_Cert_ExpiredInputs = {
    date: NonNullable<unknown>;
};
export type Settings_New_Name_For_ApplianceInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Appliance_Name_NeededInputs = {};
export type Settings_Use_ApplianceInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Check_Cert_OfInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Check_CertInputs = {};
export type Settings_Rename_ApplianceInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Remove_ApplianceInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Cert_DiffersInputs = {
    host: NonNullable<unknown>;
};
export type Settings_Cert_Differs_AdviceInputs = {};
export type Settings_Cert_Trusted_Until_NowInputs = {};
export type Settings_Cert_Presented_NowInputs = {};
export type Settings_Cert_Issued_ToInputs = {};
export type Settings_Cert_Issued_ByInputs = {};
export type Settings_Trust_New_CertInputs = {};
export type Settings_Keep_Old_CertInputs = {};
export type Settings_Appliances_LockedInputs = {};
export type Settings_Appliance_AddedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Demo_Appliance_AddedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Add_Demo_ApplianceInputs = {};
export type Settings_Add_Appliance_TitleInputs = {};
export type Settings_Add_Appliance_IntroInputs = {};
export type Settings_Sign_In_And_SaveInputs = {};
export type Settings_Add_Appliance_LockedInputs = {};
export type Settings_Reading_CertInputs = {};
export type Settings_Signing_InInputs = {};
export type Settings_Adding_Demo_ApplianceInputs = {};
export type Settings_Demo_Appliance_IntroInputs = {};
export type Settings_Appliance_NameInputs = {};
export type Settings_Appliance_AddressInputs = {};
export type Settings_User_NameInputs = {};
export type Settings_Appliance_PasswordInputs = {};
export type Settings_Sign_In_ModeInputs = {};
export type Settings_Auth_SessionInputs = {};
export type Settings_Auth_BasicInputs = {};
export type Settings_Api_PathInputs = {};
export type Settings_Api_Path_HintInputs = {
    path: NonNullable<unknown>;
};
export type Settings_Appliance_Url_HintInputs = {};
export type Settings_Cert_OfInputs = {
    host: NonNullable<unknown>;
};
export type Settings_Cert_VouchedInputs = {};
export type Settings_Cert_UntrustedInputs = {};
export type Settings_Cert_Untrusted_Self_SignedInputs = {};
export type Settings_Cert_CompareInputs = {};
export type Settings_Cert_FingerprintInputs = {};
export type Settings_Cert_Valid_UntilInputs = {};
export type Settings_Trust_And_Sign_InInputs = {};
export type Settings_Do_Not_TrustInputs = {};
export type Settings_Appliance_Not_WebInputs = {};
export type Settings_Appliance_SchemeInputs = {};
export type Settings_Appliance_CredentialsInputs = {};
export type Settings_Appliance_Plain_HttpInputs = {};
export type Settings_Appliance_Name_Too_LongInputs = {};
export type Settings_Enter_UserInputs = {};
export type Settings_User_Too_LongInputs = {};
export type Settings_Enter_PasswordInputs = {};
export type Settings_Password_Too_LongInputs = {};
export type Settings_Market_Now_DemoInputs = {};
export type Settings_Market_Now_FromInputs = {
    url: NonNullable<unknown>;
};
export type Settings_Market_IntroInputs = {};
export type Settings_Market_FixedInputs = {
    how: NonNullable<unknown>;
};
export type Settings_Market_Demo_Not_RunningInputs = {};
export type Settings_Restart_NowInputs = {};
export type Settings_RestartingInputs = {};
export type Settings_Market_LegendInputs = {};
export type Settings_Use_Demo_ExchangeInputs = {};
export type Settings_SimulatedInputs = {};
export type Settings_Save_ExchangeInputs = {};
export type Settings_Market_LockedInputs = {};
export type Settings_Market_Address_EmptyInputs = {};
export type Settings_Market_Address_Not_WebInputs = {};
export type Settings_Market_Address_SchemeInputs = {};
export type Settings_Market_Address_CredentialsInputs = {};
export type Settings_Market_Address_QueryInputs = {};
export type Settings_Diagnostics_ExplainedInputs = {};
export type Settings_Export_DiagnosticsInputs = {};
export type Settings_Diagnostics_DownloadedInputs = {
    file: NonNullable<unknown>;
};
export type Settings_Diagnostics_SavedInputs = {
    path: NonNullable<unknown>;
};
export type Settings_Diagnostics_CancelledInputs = {};
export type Settings_Api_Path_EmptyInputs = {};
export type Settings_Api_Path_Too_LongInputs = {
    count: NonNullable<unknown>;
};
export type Settings_Api_Path_SlashInputs = {};
export type Settings_Api_Path_No_FolderInputs = {};
export type Settings_Api_Path_Double_SlashInputs = {};
export type Settings_Api_Path_DotsInputs = {};
export type Settings_Api_Path_CharactersInputs = {};
export type Fiat_Cards_TitleInputs = {};
export type Fiat_IntroInputs = {};
export type Fiat_CurrencyInputs = {};
export type Fiat_Available_ShortInputs = {
    amount: NonNullable<unknown>;
};
export type Fiat_Deposit_OfInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_Payout_OfInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_Unlock_To_MoveInputs = {};
export type Fiat_OpeningInputs = {};
export type Fiat_Opened_DepositInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_Opened_PayoutInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_BlockedInputs = {};
export type Fiat_Open_WindowInputs = {};
export type Fiat_Deposit_PaidInputs = {
    id: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Fiat_Deposit_EndedInputs = {
    id: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Fiat_Window_DepositInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_Window_PayoutInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_Window_PaymentInputs = {};
export type Fiat_Window_ViaInputs = {
    account: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Fiat_Window_LoadingInputs = {};
export type Fiat_Window_LockedInputs = {};
export type Fiat_Deposit_GoingInputs = {
    id: NonNullable<unknown>;
};
export type Fiat_Deposit_Made_ViaInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    service: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Fiat_Deposit_Made_Via_FromInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    service: NonNullable<unknown>;
    from: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Fiat_Deposit_Made_QuickInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Fiat_Deposit_Pay_ThereInputs = {};
export type Fiat_Payment_FormInputs = {};
export type Fiat_Continue_To_PageInputs = {};
export type Fiat_Asking_ServicesInputs = {};
export type Fiat_Amount_And_ServiceInputs = {};
export type Fiat_Test_ModeInputs = {};
export type Fiat_Amount_InInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_No_Deposit_ServiceInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_Payment_ServiceInputs = {};
export type Fiat_Continue_To_PaymentInputs = {};
export type Fiat_Quick_DepositInputs = {};
export type Fiat_Making_DepositInputs = {};
export type Fiat_Quick_Deposit_HintInputs = {};
export type Fiat_Fee_Not_StatedInputs = {};
export type Fiat_Fee_NoneInputs = {};
export type Fiat_Fee_IsInputs = {
    fee: NonNullable<unknown>;
};
export type Fiat_Fee_At_LeastInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Fiat_Fee_At_MostInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Fiat_Limit_FromInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Fiat_Limit_Up_ToInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Fiat_No_Details_NeededInputs = {};
export type Fiat_Field_OptionalInputs = {
    label: NonNullable<unknown>;
};
export type Fiat_Enter_AmountInputs = {};
export type Fiat_Payout_DeclinedInputs = {};
export type Fiat_Payout_ResultInputs = {
    id: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Fiat_Payout_SentInputs = {
    receive: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    recipient: NonNullable<unknown>;
    debit: NonNullable<unknown>;
};
export type Fiat_Payout_Sent_ViaInputs = {
    receive: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    recipient: NonNullable<unknown>;
    service: NonNullable<unknown>;
    debit: NonNullable<unknown>;
};
export type Fiat_Payout_Sent_AnyoneInputs = {
    receive: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    debit: NonNullable<unknown>;
};
export type Fiat_Payout_Sent_Anyone_ViaInputs = {
    receive: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    service: NonNullable<unknown>;
    debit: NonNullable<unknown>;
};
export type Fiat_Payout_ReferenceInputs = {
    id: NonNullable<unknown>;
};
export type Fiat_Payout_EmailInputs = {};
export type Fiat_Exchange_SaysInputs = {
    message: NonNullable<unknown>;
};
export type Fiat_Payout_Saved_SourceInputs = {
    id: NonNullable<unknown>;
};
export type Fiat_Reading_BalanceInputs = {};
export type Fiat_Available_NowInputs = {
    amount: NonNullable<unknown>;
};
export type Fiat_Balance_UnreadInputs = {};
export type Fiat_New_PayoutInputs = {};
export type Fiat_Close_WindowInputs = {};
export type Fiat_How_MuchInputs = {};
export type Fiat_Update_ServicesInputs = {};
export type Fiat_Show_Payout_ServicesInputs = {};
export type Fiat_AvailableInputs = {
    amount: NonNullable<unknown>;
};
export type Fiat_Where_ToInputs = {};
export type Fiat_No_Payout_ServiceInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Fiat_Payout_ServiceInputs = {};
export type Fiat_Pay_ToInputs = {};
export type Fiat_New_DetailsInputs = {};
export type Fiat_Saved_DestinationInputs = {};
export type Fiat_Fund_SourceInputs = {};
export type Fiat_Fund_Source_HintInputs = {};
export type Fiat_Fund_Source_ProblemInputs = {};
export type Fiat_Recipient_GetsInputs = {};
export type Fiat_FeeInputs = {};
export type Fiat_Taken_From_BalanceInputs = {};
export type Fiat_Amount_ChangedInputs = {};
export type Fiat_Review_PayoutInputs = {};
export type Fiat_Waiting_ConfirmationInputs = {};
export type Fiat_ConverterInputs = {};
export type Fiat_Loading_RatesInputs = {};
export type Fiat_Converter_AmountInputs = {};
export type Fiat_Converter_FromInputs = {};
export type Fiat_Converter_ToInputs = {};
export type Fiat_Rates_As_OfInputs = {
    time: NonNullable<unknown>;
};
export type Fiat_Convert_EmptyInputs = {};
export type Fiat_Convert_InvalidInputs = {};
export type Fiat_Convert_NegativeInputs = {};
export type Fiat_Convert_No_RateInputs = {};
export type Fiat_Currencies_LoadingInputs = {};
export type Fiat_Currencies_NoneInputs = {};
export type Fiat_Currencies_CaptionInputs = {};
export type Fiat_Currencies_CurrencyInputs = {};
export type Fiat_Currencies_CodeInputs = {};
export type Fiat_Currencies_TypeInputs = {};
export type Fiat_Currencies_MemoInputs = {};
export type Fiat_Currencies_PrecisionInputs = {};
export type Fiat_Currencies_Trade_PrecisionInputs = {};
export type Fiat_Currencies_CryptoInputs = {};
export type Fiat_Currencies_FiatInputs = {};
export type Fiat_Currencies_YesInputs = {};
export type Fiat_Currencies_NoInputs = {};
export type Fiat_Fees_LoadingInputs = {};
export type Fiat_Fees_CryptoInputs = {};
export type Fiat_Fees_Crypto_NoneInputs = {};
export type Fiat_Fees_Withdrawal_FeeInputs = {};
export type Fiat_Fees_In_UsdInputs = {};
export type Fiat_Fees_Min_DepositInputs = {};
export type Fiat_Fees_Min_WithdrawalInputs = {};
export type Fiat_Fees_FiatInputs = {};
export type Fiat_Fees_Fiat_NoneInputs = {};
export type Fiat_Fees_MethodInputs = {};
export type Fiat_Fees_Deposit_PercentInputs = {};
export type Fiat_Fees_Withdrawal_PercentInputs = {};
export type Fiat_Method_Payment_CardInputs = {};
export type Fiat_Method_Advcash_WalletInputs = {};
export type Fiat_Method_Perfectmoney_AccountInputs = {};
export type Fiat_Method_Perfectmoney_TransferInputs = {};
export type Fiat_Method_Svc_CodeInputs = {};
export type Fiat_Policies_Col_NameInputs = {};
export type Fiat_Policies_Col_RuleInputs = {};
export type Fiat_Policies_Col_ActionInputs = {};
export type Fiat_Policies_Col_StateInputs = {};
export type Fiat_Policies_Col_HitsInputs = {};
export type Fiat_Policies_None_With_NameInputs = {
    value: NonNullable<unknown>;
};
export type Fiat_Policies_None_With_RuleInputs = {
    value: NonNullable<unknown>;
};
export type Fiat_Policies_None_With_ActionInputs = {
    value: NonNullable<unknown>;
};
export type Fiat_Policies_None_With_StateInputs = {
    value: NonNullable<unknown>;
};
export type Fiat_Policies_None_With_HitsInputs = {
    value: NonNullable<unknown>;
};
export type Fiat_Policies_EnabledInputs = {};
export type Fiat_Policies_DisabledInputs = {};
export type Fiat_Policies_Nothing_ChangedInputs = {};
export type Fiat_Policies_Same_NameInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_QuotedInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_And_MoreInputs = {
    names: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Fiat_Policies_Done_EnableInputs = {
    count: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Fiat_Policies_Done_DisableInputs = {
    count: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Fiat_Policies_Done_DeleteInputs = {
    count: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Fiat_Policies_Not_EnableInputs = {
    names: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Fiat_Policies_Not_DisableInputs = {
    names: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Fiat_Policies_Not_DeleteInputs = {
    names: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Fiat_Policies_No_AnswerInputs = {
    names: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Fiat_Policies_Nothing_EnabledInputs = {};
export type Fiat_Policies_Nothing_DisabledInputs = {};
export type Fiat_Policies_Nothing_DeletedInputs = {};
export type Fiat_Policies_RenamedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Fiat_Policies_Hint_CertificateInputs = {};
export type Fiat_Policies_Hint_PasswordInputs = {};
export type Fiat_Policies_Loading_AppliancesInputs = {};
export type Fiat_Policies_No_ApplianceInputs = {};
export type Fiat_Policies_Add_ApplianceInputs = {};
export type Fiat_Policies_ApplianceInputs = {};
export type Fiat_Policies_SwitchInputs = {};
export type Fiat_Policies_FilterInputs = {};
export type Fiat_Policies_Filter_OnInputs = {};
export type Fiat_Policies_Exact_ValueInputs = {};
export type Fiat_Policies_Allow_Or_DenyInputs = {};
export type Fiat_Policies_Enabled_Or_DisabledInputs = {};
export type Fiat_Policies_Apply_FilterInputs = {};
export type Fiat_Policies_Clear_FilterInputs = {};
export type Fiat_Policies_Per_PageInputs = {};
export type Fiat_Policies_RefreshInputs = {};
export type Fiat_Policies_AddInputs = {};
export type Fiat_Policies_SelectedInputs = {};
export type Fiat_Policies_Enable_SelectedInputs = {
    count: NonNullable<unknown>;
};
export type Fiat_Policies_Disable_SelectedInputs = {
    count: NonNullable<unknown>;
};
export type Fiat_Policies_Delete_SelectedInputs = {
    count: NonNullable<unknown>;
};
export type Fiat_Policies_UnlockInputs = {};
export type Fiat_Policies_States_NoteInputs = {};
export type Fiat_Policies_WaitingInputs = {};
export type Fiat_Policies_LoadingInputs = {};
export type Fiat_Policies_CaptionInputs = {};
export type Fiat_Policies_Select_AllInputs = {};
export type Fiat_Policies_ActionsInputs = {};
export type Fiat_Policies_SelectInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_New_Name_ForInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_Edit_PolicyInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_EditInputs = {};
export type Fiat_Policies_Rename_PolicyInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_RenameInputs = {};
export type Fiat_Policies_Delete_PolicyInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_DeleteInputs = {};
export type Fiat_Policies_None_YetInputs = {};
export type Fiat_Policies_PagesInputs = {};
export type Fiat_Policies_Previous_PageInputs = {};
export type Fiat_Policies_Next_PageInputs = {};
export type Fiat_Policies_PageInputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Fiat_Policies_Page_MatchInputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Fiat_Policies_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_AddedInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_Rule_ResetInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_Action_ResetInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_Edit_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_Add_TitleInputs = {};
export type Fiat_Policies_NameInputs = {};
export type Fiat_Policies_Name_HintInputs = {};
export type Fiat_Policies_Allow_MeansInputs = {};
export type Fiat_Policies_Deny_MeansInputs = {};
export type Fiat_Policies_SaveInputs = {};
export type Fiat_Policies_Add_SubmitInputs = {};
export type Fiat_Policies_CancelInputs = {};
export type Fiat_Policies_Reset_RuleInputs = {};
export type Fiat_Policies_Reset_ActionInputs = {};
export type Fiat_Policies_SendingInputs = {};
export type Fiat_Policies_Rule_ExampleInputs = {
    simple: NonNullable<unknown>;
    longer: NonNullable<unknown>;
};
export type Fiat_Policies_Rule_BalancedInputs = {};
export type Fiat_Policies_Rule_LengthInputs = {
    length: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Core_Party_ExchangeInputs = {};
export type Core_Party_GatewayInputs = {};
export type Core_Server_LimitingInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Core_Server_TroubleInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Core_Server_Web_PageInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Core_Server_Web_Page_OkInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Core_Server_Number_Too_LongInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Core_Server_Not_FoundInputs = {
    party: NonNullable<unknown>;
};
export type Core_Server_Not_Found_SaidInputs = {
    party: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Server_AuthInputs = {
    party: NonNullable<unknown>;
};
export type Core_Server_Auth_SaidInputs = {
    party: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Server_RefusedInputs = {
    party: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Core_Server_Refused_SaidInputs = {
    party: NonNullable<unknown>;
    status: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Server_TimeoutInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Core_Server_UnreachableInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Core_Why_RefusedInputs = {};
export type Core_Why_Not_FoundInputs = {};
export type Core_Why_DroppedInputs = {};
export type Core_Why_CertificateInputs = {};
export type Core_Why_No_RouteInputs = {};
export type Core_Why_TlsInputs = {};
export type Core_Why_NetworkInputs = {};
export type Core_Request_CancelledInputs = {};
export type Core_Appliance_Web_PageInputs = {
    host: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Core_Appliance_No_PolicyInputs = {};
export type Core_Appliance_No_ResourceInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_ExistsInputs = {};
export type Core_Appliance_Bad_CredentialsInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_Session_EndedInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_Wants_SessionInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_No_EnableInputs = {};
export type Core_Appliance_No_DisableInputs = {};
export type Core_Appliance_No_UnsetInputs = {};
export type Core_Appliance_Unsupported_QueryInputs = {};
export type Core_Appliance_Unsupported_PolicyInputs = {};
export type Core_Appliance_TroubleInputs = {
    host: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Core_Appliance_Trouble_SaidInputs = {
    host: NonNullable<unknown>;
    status: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Appliance_AuthInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_Auth_SaidInputs = {
    host: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Appliance_Not_FoundInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_Not_Found_SaidInputs = {
    host: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Appliance_Refused_QueryInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_Refused_Query_SaidInputs = {
    host: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Appliance_Refused_PolicyInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_Refused_Policy_SaidInputs = {
    host: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Appliance_RefusedInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_Refused_SaidInputs = {
    host: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Appliance_Sent_TimeoutInputs = {
    host: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Core_Appliance_Sent_ClosedInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_TimeoutInputs = {
    host: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Core_Appliance_UnreachableInputs = {
    host: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Core_Kind_ValidationInputs = {};
export type Core_Kind_AuthInputs = {};
export type Core_Kind_KeychainInputs = {};
export type Core_Kind_NetworkInputs = {};
export type Core_Kind_UnavailableInputs = {};
export type Core_Kind_ExchangeInputs = {};
export type Core_Kind_MalformedInputs = {};
export type Core_Kind_Not_FoundInputs = {};
export type Core_Kind_LockedInputs = {};
export type Core_Kind_DeclinedInputs = {};
export type Core_Kind_GuardInputs = {};
export type Core_Kind_Unknown_OutcomeInputs = {};
export type Core_Kind_CancelledInputs = {};
export type Core_Kind_InternalInputs = {};
export type Core_With_Appliance_CodeInputs = {
    message: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Core_Keychain_Locked_MacInputs = {};
export type Core_Keychain_Locked_WindowsInputs = {};
export type Core_Keychain_LockedInputs = {};
export type Core_Keychain_MissingInputs = {};
export type Core_Keychain_No_KeyringInputs = {};
export type Core_Keychain_No_ModuleInputs = {};
export type Core_Keychain_TimeoutInputs = {};
export type Core_Keychain_FailedInputs = {};
export type Core_Lock_LockedInputs = {};
export type Core_Lock_No_PasswordInputs = {};
export type Core_Lock_CheckingInputs = {};
export type Core_Lock_Too_ManyInputs = {
    seconds: NonNullable<unknown>;
};
export type Core_Lock_Enter_PasswordInputs = {};
export type Core_Lock_WrongInputs = {
    seconds: NonNullable<unknown>;
};
export type Core_Lock_Too_ShortInputs = {
    count: NonNullable<unknown>;
};
export type Core_Guard_Address_UnknownInputs = {};
export type Core_Guard_Not_SavedInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Guard_Not_Saved_MemoInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Guard_No_CodesInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Guard_Daily_LimitInputs = {
    unit: NonNullable<unknown>;
    limit: NonNullable<unknown>;
    used: NonNullable<unknown>;
    debit: NonNullable<unknown>;
    left: NonNullable<unknown>;
};
export type Core_DeclinedInputs = {};
export type Core_Needs_PasswordInputs = {};
export type Core_Confirm_GoneInputs = {};
export type Core_Code_MistypedInputs = {
    unit: NonNullable<unknown>;
    mark: NonNullable<unknown>;
};
export type Core_Code_DigitsInputs = {
    unit: NonNullable<unknown>;
    digits: NonNullable<unknown>;
};
export type Core_Amount_PositiveInputs = {};
export type Core_Code_AvailableInputs = {
    available: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Code_Refundable_PastInputs = {};
export type Core_Code_UsedInputs = {};
export type Core_Code_RedeemingInputs = {};
export type Core_Code_CancelledInputs = {};
export type Core_Code_On_HoldInputs = {};
export type Core_Code_Redeem_UnreadInputs = {
    error: NonNullable<unknown>;
};
export type Core_Code_Redeem_LostInputs = {};
export type Core_Code_Reveal_DeclinedInputs = {};
export type Core_Fiat_SwitchedInputs = {
    account: NonNullable<unknown>;
};
export type Core_Fiat_Not_PaymentInputs = {};
export type Core_Fiat_For_PayoutInputs = {};
export type Core_Fiat_For_DepositInputs = {};
export type Core_Fiat_No_KeyInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Fiat_Service_GoneInputs = {};
export type Core_Fiat_No_ActionInputs = {};
export type Core_Fiat_No_Deposit_IdInputs = {};
export type Core_Withdraw_TitleInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Withdraw_QuestionInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Withdraw_Question_Look_AlikeInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Withdraw_ConfirmInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Line_From_AccountInputs = {
    account: NonNullable<unknown>;
};
export type Core_Line_MemoInputs = {
    memo: NonNullable<unknown>;
};
export type Core_Line_No_MemoInputs = {};
export type Core_Line_Recipient_GetsInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Line_FeeInputs = {
    fee: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Line_Fee_IncludedInputs = {
    fee: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Line_DebitInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Withdraw_FinalInputs = {};
export type Core_Line_To_GroupsInputs = {
    address: NonNullable<unknown>;
};
export type Core_Cancel_TitleInputs = {};
export type Core_Cancel_QuestionInputs = {
    id: NonNullable<unknown>;
    market: NonNullable<unknown>;
};
export type Core_Cancel_DetailInputs = {
    order: NonNullable<unknown>;
};
export type Core_Order_BuyInputs = {
    id: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    base: NonNullable<unknown>;
    price: NonNullable<unknown>;
    quote: NonNullable<unknown>;
    type: NonNullable<unknown>;
};
export type Core_Order_SellInputs = {
    id: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    base: NonNullable<unknown>;
    price: NonNullable<unknown>;
    quote: NonNullable<unknown>;
    type: NonNullable<unknown>;
};
export type Core_Order_LimitInputs = {};
export type Core_Order_MarketInputs = {};
export type Core_Cancel_Many_TitleInputs = {};
export type Core_Cancel_Many_QuestionInputs = {
    count: NonNullable<unknown>;
};
export type Core_Cancel_Many_ConfirmInputs = {
    count: NonNullable<unknown>;
};
export type Core_Cancel_Not_OpenInputs = {
    ids: NonNullable<unknown>;
};
export type Core_Policy_Nothing_ChangedInputs = {};
export type Core_Policy_Appliance_ChangedInputs = {
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Read_Back_FailedInputs = {
    error: NonNullable<unknown>;
};
export type Core_Policy_Add_TitleInputs = {};
export type Core_Policy_Add_QuestionInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Add_DetailInputs = {
    rule: NonNullable<unknown>;
};
export type Core_Policy_Add_ConfirmInputs = {};
export type Core_Policy_Change_TitleInputs = {};
export type Core_Policy_Change_QuestionInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Change_ConfirmInputs = {};
export type Core_Policy_Rename_TitleInputs = {};
export type Core_Policy_Rename_QuestionInputs = {
    name: NonNullable<unknown>;
    newName: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Rename_DetailInputs = {};
export type Core_Policy_Rename_ConfirmInputs = {};
export type Core_Policy_Reset_TitleInputs = {};
export type Core_Policy_Reset_RuleInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Reset_ActionInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Reset_BothInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Line_PolicyInputs = {
    name: NonNullable<unknown>;
};
export type Core_Policy_Line_Action_NowInputs = {
    action: NonNullable<unknown>;
};
export type Core_Policy_Line_Rule_NowInputs = {
    rule: NonNullable<unknown>;
};
export type Core_Policy_Line_ActionInputs = {
    action: NonNullable<unknown>;
};
export type Core_Policy_Line_RuleInputs = {
    rule: NonNullable<unknown>;
};
export type Core_Policy_Reset_DefaultsInputs = {};
export type Core_Policy_Reset_ConfirmInputs = {};
export type Core_Policy_Enable_Many_TitleInputs = {};
export type Core_Policy_Disable_Many_TitleInputs = {};
export type Core_Policy_Enable_Many_QuestionInputs = {
    appliance: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Core_Policy_Disable_Many_QuestionInputs = {
    appliance: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Core_Policy_Enable_Many_ConfirmInputs = {
    count: NonNullable<unknown>;
};
export type Core_Policy_Disable_Many_ConfirmInputs = {
    count: NonNullable<unknown>;
};
export type Core_Policy_Enable_TitleInputs = {};
export type Core_Policy_Disable_TitleInputs = {};
export type Core_Policy_Enable_QuestionInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Disable_QuestionInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Disable_DenyInputs = {};
export type Core_Policy_Disable_OtherInputs = {};
export type Core_Policy_Enable_AllowsInputs = {};
export type Core_Policy_Enable_ConfirmInputs = {};
export type Core_Policy_Disable_ConfirmInputs = {};
export type Core_Policy_Delete_TitleInputs = {};
export type Core_Policy_Delete_Many_TitleInputs = {};
export type Core_Policy_Delete_QuestionInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Delete_Many_QuestionInputs = {
    appliance: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Core_Policy_Delete_DetailInputs = {};
export type Core_Policy_Delete_ConfirmInputs = {};
export type Core_Policy_Delete_Many_ConfirmInputs = {
    count: NonNullable<unknown>;
};
export type Core_Op_Profiles_ListInputs = {};
export type Core_Op_Profiles_AddInputs = {};
export type Core_Op_Profiles_Add_DemoInputs = {};
export type Core_Op_Profiles_RenameInputs = {};
export type Core_Op_Profiles_RemoveInputs = {};
export type Core_Op_Profiles_ActivateInputs = {};
export type Core_Op_Account_MeInputs = {};
export type Core_Op_Balances_ListInputs = {};
export type Core_Op_Account_WatchInputs = {};
export type Core_Op_Account_RefreshInputs = {};
export type Core_Op_Value_History_GetInputs = {};
export type Core_Op_Value_History_RecordInputs = {};
export type Core_Op_Value_History_AdoptInputs = {};
export type Core_Op_App_InfoInputs = {};
export type Core_Op_App_NoticesInputs = {};
export type Core_Op_App_ActivityInputs = {};
export type Core_Op_App_Export_DiagnosticsInputs = {};
export type Core_Op_App_RestartInputs = {};
export type Core_Cannot_RestartInputs = {};
export type Core_Op_Settings_GetInputs = {};
export type Core_Op_Settings_UpdateInputs = {};
export type Core_Op_Confirm_AnswerInputs = {};
export type Core_Op_Lock_StatusInputs = {};
export type Core_Op_Lock_UnlockInputs = {};
export type Core_Op_Lock_LockInputs = {};
export type Core_Op_Lock_Set_PasswordInputs = {};
export type Core_Op_Appliances_ListInputs = {};
export type Core_Op_Appliances_AddInputs = {};
export type Core_Op_Appliances_Add_DemoInputs = {};
export type Core_Op_Appliances_RenameInputs = {};
export type Core_Op_Appliances_RemoveInputs = {};
export type Core_Op_Appliances_ActivateInputs = {};
export type Core_Op_Appliances_CertificateInputs = {};
export type Core_Op_Appliances_TrustInputs = {};
export type Core_Op_Policies_ListInputs = {};
export type Core_Op_Policies_GetInputs = {};
export type Core_Op_Policies_AddInputs = {};
export type Core_Op_Policies_UpdateInputs = {};
export type Core_Op_Policies_RenameInputs = {};
export type Core_Op_Policies_RemoveInputs = {};
export type Core_Op_Policies_EnableInputs = {};
export type Core_Op_Policies_DisableInputs = {};
export type Core_Op_Policies_UnsetInputs = {};
export type Core_Op_Codes_CheckInputs = {};
export type Core_Op_Codes_CreateInputs = {};
export type Core_Op_Codes_RedeemInputs = {};
export type Core_Op_Codes_DetailsInputs = {};
export type Core_Op_Codes_IssuedInputs = {};
export type Core_Op_Codes_RedeemedInputs = {};
export type Core_Op_Deposits_InfoInputs = {};
export type Core_Op_Deposits_Generate_AddressInputs = {};
export type Core_Op_Deposits_DetailsInputs = {};
export type Core_Op_Fiat_OpenInputs = {};
export type Core_Op_Fiat_ContextInputs = {};
export type Core_Op_Fiat_Payout_ServicesInputs = {};
export type Core_Op_Fiat_WithdrawInputs = {};
export type Core_Op_Fiat_Deposit_ServicesInputs = {};
export type Core_Op_Fiat_DepositInputs = {};
export type Core_Op_Fiat_Deposit_SimpleInputs = {};
export type Core_Op_History_ListInputs = {};
export type Core_Op_History_ExportInputs = {};
export type Core_Op_Market_TimeInputs = {};
export type Core_Op_Market_CurrenciesInputs = {};
export type Core_Op_Market_RatesInputs = {};
export type Core_Op_Market_MarketsInputs = {};
export type Core_Op_Market_TickersInputs = {};
export type Core_Op_Market_FeesInputs = {};
export type Core_Op_Book_GetInputs = {};
export type Core_Op_Feed_WatchInputs = {};
export type Core_Op_Feed_RetryInputs = {};
export type Core_Op_Orders_ActiveInputs = {};
export type Core_Op_Orders_HistoryInputs = {};
export type Core_Op_Orders_TradesInputs = {};
export type Core_Op_Orders_CancelInputs = {};
export type Core_Op_Orders_Cancel_ManyInputs = {};
export type Core_Op_Withdrawals_CreateInputs = {};
export type Core_Op_Withdrawals_DetailsInputs = {};
export type Core_Op_Guard_GetInputs = {};
export type Core_Op_Guard_Save_AddressInputs = {};
export type Core_Op_Guard_Remove_AddressInputs = {};
export type Core_Op_Guard_Set_RuleInputs = {};
export type Core_Could_NotInputs = {
    what: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Core_Payment_Window_CannotInputs = {
    what: NonNullable<unknown>;
};
export type Core_Only_Payment_WindowInputs = {
    what: NonNullable<unknown>;
};
export type Core_Status_DoneInputs = {};
export type Core_Status_PendingInputs = {};
export type Core_Status_UnknownInputs = {};
export type Core_Status_CanceledInputs = {};
export type Core_Status_Awaiting_ConfirmationInputs = {};
export type Core_Status_BlankInputs = {};
export type Core_About_TitleInputs = {
    app: NonNullable<unknown>;
};
export type Core_About_VersionInputs = {
    version: NonNullable<unknown>;
};
export type Core_About_Version_DemoInputs = {
    version: NonNullable<unknown>;
};
export type Core_About_LicenceInputs = {
    license: NonNullable<unknown>;
};
export type Core_About_FolderInputs = {
    folder: NonNullable<unknown>;
};
export type Core_About_ShortcutsInputs = {};
export type Core_About_Key_ViewsInputs = {
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type Core_About_Key_SettingsInputs = {
    key: NonNullable<unknown>;
};
export type Core_About_Key_FindInputs = {
    key: NonNullable<unknown>;
};
export type Core_About_Key_LockInputs = {
    key: NonNullable<unknown>;
};
export type Core_Code_Create_TitleInputs = {};
export type Core_Code_Create_QuestionInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Code_Create_ConfirmInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Code_Line_AmountInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Code_Line_OnlyInputs = {
    recipient: NonNullable<unknown>;
};
export type Core_Code_Line_AnyoneInputs = {};
export type Core_Code_Line_Not_BeforeInputs = {
    time: NonNullable<unknown>;
};
export type Core_Code_Line_PublicInputs = {
    comment: NonNullable<unknown>;
};
export type Core_Code_Line_PrivateInputs = {
    comment: NonNullable<unknown>;
};
export type Core_Code_Like_CashInputs = {};
export type Core_Code_Redeem_TitleInputs = {};
export type Core_Code_Redeem_QuestionInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Code_Redeem_Line_AmountInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    account: NonNullable<unknown>;
};
export type Core_Code_Line_CommentInputs = {
    comment: NonNullable<unknown>;
};
export type Core_Code_Line_CodeInputs = {
    code: NonNullable<unknown>;
};
export type Core_Code_Redeem_ConfirmInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Code_Reveal_TitleInputs = {};
export type Core_Code_Reveal_QuestionInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Code_Reveal_Line_CodeInputs = {
    code: NonNullable<unknown>;
    sn: NonNullable<unknown>;
};
export type Core_Line_AccountInputs = {
    account: NonNullable<unknown>;
};
export type Core_Code_Reveal_ScreenInputs = {};
export type Core_Code_Reveal_ConfirmInputs = {};
export type Core_Payout_TitleInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Payout_QuestionInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    service: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Core_Payout_Line_ServiceInputs = {
    service: NonNullable<unknown>;
};
export type Core_Payout_Line_ToInputs = {
    to: NonNullable<unknown>;
};
export type Core_Payout_Line_FeeInputs = {
    fee: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Payout_Test_ModeInputs = {};
export type Core_Payout_FinalInputs = {};
export type Core_Payout_ConfirmInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Appliance_Remove_TitleInputs = {};
export type Core_Appliance_Remove_QuestionInputs = {
    name: NonNullable<unknown>;
};
export type Core_Appliance_Remove_DemoInputs = {};
export type Core_Appliance_Remove_DetailInputs = {
    host: NonNullable<unknown>;
    user: NonNullable<unknown>;
};
export type Core_Appliance_Remove_Detail_PinnedInputs = {
    host: NonNullable<unknown>;
    user: NonNullable<unknown>;
};
export type Core_Appliance_Remove_ConfirmInputs = {};
export type Core_Trust_TitleInputs = {};
export type Core_Trust_QuestionInputs = {
    host: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Core_Trust_Line_Until_NowInputs = {
    fingerprint: NonNullable<unknown>;
};
export type Core_Trust_Line_NoneInputs = {};
export type Core_Trust_Line_NowInputs = {
    fingerprint: NonNullable<unknown>;
};
export type Core_Trust_WarningInputs = {};
export type Core_Trust_ConfirmInputs = {};
export type Core_Account_Remove_TitleInputs = {};
export type Core_Account_Remove_QuestionInputs = {
    name: NonNullable<unknown>;
};
export type Core_Account_Remove_SecretInputs = {
    exchange: NonNullable<unknown>;
};
export type Core_Account_Remove_DemoInputs = {};
export type Core_Account_Remove_Guard_KeptInputs = {
    kept: NonNullable<unknown>;
};
export type Core_Account_Remove_ConfirmInputs = {};
export type Core_Withdraw_Not_CoinInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Withdraw_No_FeeInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Withdraw_No_MemoInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Guard_Kept_AddressesInputs = {
    count: NonNullable<unknown>;
};
export type Core_Guard_Kept_LimitInputs = {
    limit: NonNullable<unknown>;
};
export type Core_Guard_Kept_LimitsInputs = {
    limits: NonNullable<unknown>;
};
export type Core_Guard_Kept_Only_SavedInputs = {
    currencies: NonNullable<unknown>;
};
export type Core_List_AndInputs = {
    items: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type Core_Policy_Line_Action_ChangeInputs = {
    before: NonNullable<unknown>;
    after: NonNullable<unknown>;
};
export type Core_Policy_Line_Rule_AfterInputs = {
    rule: NonNullable<unknown>;
};
export type Core_Policy_Change_Weakens_DenyInputs = {};
export type Core_Policy_Change_WeakensInputs = {};
export type Core_Policy_Action_UnknownInputs = {};
export type Core_Policy_Rule_UnreadableInputs = {};
export type Core_Settings_Recovered_FolderInputs = {
    movedTo: NonNullable<unknown>;
};
export type Core_Settings_Recovered_Not_JsonInputs = {
    movedTo: NonNullable<unknown>;
};
export type Core_Settings_Recovered_SchemaInputs = {
    detail: NonNullable<unknown>;
    movedTo: NonNullable<unknown>;
};
export type Core_Payout_Saved_DetailsInputs = {
    id: NonNullable<unknown>;
};
export type Core_Server_Not_JsonInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Core_Server_Too_LargeInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Core_Save_HistoryInputs = {};
export type Core_Save_DiagnosticsInputs = {};
export type Window_Locked_TitleInputs = {};
export type Window_Locked_LeadInputs = {};
export type Window_App_PasswordInputs = {};
export type Window_UnlockInputs = {};
export type Window_Unlock_InInputs = {
    wait: NonNullable<unknown>;
};
export type Window_WaitInputs = {
    wait: NonNullable<unknown>;
};
export type Window_Try_Again_InInputs = {
    wait: NonNullable<unknown>;
};
export type Window_Try_Again_NowInputs = {};
export type Window_Wait_Minutes_SecondsInputs = {
    minutes: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Window_Confirm_DeclineInputs = {};
export type Window_More_QuestionsInputs = {
    count: NonNullable<unknown>;
};
export type Window_RetryInputs = {};
export type Window_LoadingInputs = {};
export type Window_Page_Not_LoadedInputs = {};
export type Window_Host_LostInputs = {};
export type Window_ConnectingInputs = {};
export type Window_LiveInputs = {};
export type Window_ReconnectingInputs = {
    attempt: NonNullable<unknown>;
};
export type Window_Exchange_UnavailableInputs = {
    reason: NonNullable<unknown>;
};
export type Window_Retry_NowInputs = {};
export type Window_Open_SettingsInputs = {};
export type Window_Try_AgainInputs = {};
export type Window_Advice_AuthInputs = {};
export type Window_Advice_KeychainInputs = {};
export type Window_Advice_NetworkInputs = {};
export type Window_Advice_UnavailableInputs = {};
export type Window_Advice_OtherInputs = {};
export type Window_No_Account_BalancesInputs = {};
export type Window_No_Account_OrdersInputs = {};
export type Window_No_Account_Deposit_AddressesInputs = {};
export type Window_No_Account_WithdrawalsInputs = {};
export type Window_No_Account_HistoryInputs = {};
export type Window_No_Account_FiatInputs = {};
export type Window_No_Account_OtherInputs = {
    what: NonNullable<unknown>;
};
export type Window_Add_AccountInputs = {};
export type Window_Nav_MainInputs = {};
export type Window_Lock_Needs_PasswordInputs = {};
export type Window_Copy_WhatInputs = {
    what: NonNullable<unknown>;
};
export type Window_CopiedInputs = {
    label: NonNullable<unknown>;
};
export type Window_Copy_FailedInputs = {
    what: NonNullable<unknown>;
};
export type Window_Save_NameInputs = {};
export type Window_CancelInputs = {};
export type Window_No_Page_AtInputs = {
    path: NonNullable<unknown>;
};
export type Window_Back_To_MarketsInputs = {};
export type Window_DismissInputs = {};
export type Window_Dismiss_NoticeInputs = {
    text: NonNullable<unknown>;
};
export type Window_As_OfInputs = {
    time: NonNullable<unknown>;
};
export type Window_Host_Not_ReachableInputs = {};
export type Window_Host_Connection_LostInputs = {};
export type Window_Host_Refused_LinkInputs = {};
export type Window_No_TokenInputs = {};
export type Window_Password_Page_TitleInputs = {};
export type Window_Password_DeclineInputs = {};
export type Window_Password_ConfirmInputs = {};
export type Window_Password_UnreachableInputs = {};
export type Window_Password_Check_FailedInputs = {};
export type Shared_Withdraw_Memo_NeededInputs = {
    currency: NonNullable<unknown>;
};
export type Shared_Withdraw_Amount_EnterInputs = {};
export type Shared_Withdraw_Amount_Not_NumberInputs = {};
export type Shared_Withdraw_Amount_PrecisionInputs = {
    currency: NonNullable<unknown>;
    digits: NonNullable<unknown>;
};
export type Shared_Amount_ZeroInputs = {};
export type Shared_Withdraw_Fee_ExceedsInputs = {
    fee: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Shared_Withdraw_Below_MinimumInputs = {
    minimum: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Shared_Withdraw_Over_BalanceInputs = {
    debit: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    available: NonNullable<unknown>;
};
export type Shared_Memo_Xrp_TagInputs = {};
export type Shared_Memo_Xlm_BytesInputs = {
    bytes: NonNullable<unknown>;
};
export type Shared_Memo_Eos_BytesInputs = {
    bytes: NonNullable<unknown>;
};
export type Shared_Lookalike_WarningInputs = {
    what: NonNullable<unknown>;
};
export type Shared_Lookalike_Known_HistoryInputs = {};
export type Shared_Lookalike_Known_Book_LabelInputs = {
    label: NonNullable<unknown>;
};
export type Shared_Lookalike_Known_BookInputs = {};
export type Shared_Address_BtcInputs = {};
export type Shared_Address_LtcInputs = {};
export type Shared_Address_BchInputs = {};
export type Shared_Address_DogeInputs = {};
export type Shared_Address_DashInputs = {};
export type Shared_Address_EthInputs = {};
export type Shared_Address_UsdtInputs = {};
export type Shared_Address_XrpInputs = {};
export type Shared_Address_XlmInputs = {};
export type Shared_Address_TrxInputs = {};
export type Shared_Address_EosInputs = {};
export type Shared_Address_Not_CharactersInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Not_ChecksumInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Not_LengthInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Not_VersionInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Not_CaseInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Not_SpaceInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_BtcInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_LtcInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_BchInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_DogeInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_DashInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_EthInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_UsdtInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_XrpInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_XlmInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_TrxInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Starts_BtcInputs = {};
export type Shared_Address_Starts_LtcInputs = {};
export type Shared_Address_Starts_BchInputs = {};
export type Shared_Address_Starts_DogeInputs = {};
export type Shared_Address_Starts_DashInputs = {};
export type Shared_Address_Starts_EthInputs = {};
export type Shared_Address_Starts_UsdtInputs = {};
export type Shared_Address_Starts_XrpInputs = {};
export type Shared_Address_Starts_XlmInputs = {};
export type Shared_Address_Starts_TrxInputs = {};
export type Shared_Address_Starts_EosInputs = {};
export type Shared_Address_Usdt_Wants_Erc20Inputs = {};
export type Shared_Address_Usdt_Wants_Trc20Inputs = {};
export type Shared_Address_Eos_Public_KeyInputs = {};
export type Shared_Address_Eos_Too_LongInputs = {};
export type Shared_Address_Eos_DotInputs = {};
export type Shared_Address_Xrp_X_AddressInputs = {};
export type Shared_Address_Xlm_SecretInputs = {};
export type Shared_Address_Xlm_MuxedInputs = {};
export type Shared_Address_UncheckedInputs = {
    currency: NonNullable<unknown>;
};
export type Shared_Address_EnterInputs = {};
export type Shared_Kind_LegacyInputs = {
    coin: NonNullable<unknown>;
};
export type Shared_Kind_ScriptInputs = {
    coin: NonNullable<unknown>;
};
export type Shared_Kind_Ltc_Script_OldInputs = {};
export type Shared_Kind_SegwitInputs = {
    coin: NonNullable<unknown>;
};
export type Shared_Kind_TaprootInputs = {
    coin: NonNullable<unknown>;
};
export type Shared_Kind_Segwit_VersionInputs = {
    coin: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
export type Shared_Kind_Bch_CashaddrInputs = {};
export type Shared_Kind_Bch_Script_CashaddrInputs = {};
export type Shared_Kind_Bch_LegacyInputs = {};
export type Shared_Kind_Bch_Script_LegacyInputs = {};
export type Shared_Kind_Usdt_Erc20Inputs = {};
export type Shared_Kind_Usdt_Trc20Inputs = {};
export type Shared_Kind_XlmInputs = {};
export type Shared_Kind_EosInputs = {};
export type Shared_Note_EthInputs = {};
export type Shared_Note_EosInputs = {};
export type Shared_Note_Bch_LegacyInputs = {};
export type Shared_Note_Usdt_NetworkInputs = {
    network: NonNullable<unknown>;
};
export type Shared_Code_EmptyInputs = {};
export type Shared_Code_PartsInputs = {
    found: NonNullable<unknown>;
};
export type Shared_Code_Group_LengthInputs = {
    group: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Shared_Code_Character_ZeroInputs = {
    character: NonNullable<unknown>;
    position: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Shared_Code_Character_Capital_OInputs = {
    character: NonNullable<unknown>;
    position: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Shared_Code_Character_Capital_IInputs = {
    character: NonNullable<unknown>;
    position: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Shared_Code_Character_Small_LInputs = {
    character: NonNullable<unknown>;
    position: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Shared_Code_Character_OtherInputs = {
    character: NonNullable<unknown>;
    position: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Shared_Code_Currency_MarkInputs = {
    mark: NonNullable<unknown>;
};
export type Shared_Code_Currency_Mark_CapitalsInputs = {
    mark: NonNullable<unknown>;
    capitals: NonNullable<unknown>;
};
export type Shared_Code_Type_MarkInputs = {
    mark: NonNullable<unknown>;
};
export type Shared_Code_ChecksumInputs = {};
export type Shared_Code_Unknown_CurrencyInputs = {
    mark: NonNullable<unknown>;
};
export type Shared_Fiat_Field_RequiredInputs = {
    label: NonNullable<unknown>;
};
export type Shared_Fiat_Field_Too_LongInputs = {
    label: NonNullable<unknown>;
};
export type Shared_Fiat_Field_Rule_UnreadableInputs = {
    label: NonNullable<unknown>;
};
export type Shared_Fiat_Field_Wrong_FormInputs = {
    label: NonNullable<unknown>;
};
export type Shared_Fiat_Card_MistakeInputs = {};
export type Shared_Fiat_Unknown_FieldInputs = {
    field: NonNullable<unknown>;
};
export type Shared_Fiat_Amount_EnterInputs = {};
export type Shared_Fiat_Amount_PrecisionInputs = {
    currency: NonNullable<unknown>;
    places: NonNullable<unknown>;
};
export type Shared_Fiat_Amount_MinInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Shared_Fiat_Amount_MaxInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Shared_Fiat_Amount_Over_BalanceInputs = {
    available: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    fee: NonNullable<unknown>;
};
export type Shared_Fiat_No_DetailsInputs = {};
export type Shared_Exchange_Address_EnterInputs = {};
export type Shared_Exchange_Address_Not_WebInputs = {};
export type Shared_Exchange_Address_SchemeInputs = {};
export type Shared_Exchange_Address_CredentialsInputs = {};
export type Shared_Exchange_Address_Plain_HttpInputs = {};
export type Shared_Exchange_Address_QueryInputs = {};
export type Shared_Rule_PositionInputs = {
    index: NonNullable<unknown>;
};
export type Shared_Rule_Position_LineInputs = {
    index: NonNullable<unknown>;
    line: NonNullable<unknown>;
    column: NonNullable<unknown>;
};
export type Shared_Rule_Control_CharacterInputs = {
    at: NonNullable<unknown>;
};
export type Shared_Rule_Unclosed_QuoteInputs = {
    at: NonNullable<unknown>;
};
export type Shared_Rule_Unclosed_RegexInputs = {
    delimiter: NonNullable<unknown>;
    at: NonNullable<unknown>;
};
export type Shared_Rule_Wrong_CloserInputs = {
    closer: NonNullable<unknown>;
    at: NonNullable<unknown>;
    opener: NonNullable<unknown>;
    openerAt: NonNullable<unknown>;
    needed: NonNullable<unknown>;
};
export type Shared_Rule_Closes_NothingInputs = {
    closer: NonNullable<unknown>;
    at: NonNullable<unknown>;
};
export type Shared_Rule_Never_ClosedInputs = {
    opener: NonNullable<unknown>;
    at: NonNullable<unknown>;
    needed: NonNullable<unknown>;
};
export type Shared_Contract_Account_NameInputs = {};
export type Shared_Contract_At_Most_60Inputs = {};
export type Shared_Contract_Web_AddressInputs = {};
export type Shared_Contract_Https_OnlyInputs = {};
export type Shared_Contract_Web_Address_No_CredentialsInputs = {};
export type Shared_Contract_Api_KeyInputs = {};
export type Shared_Contract_Appliance_NameInputs = {};
export type Shared_Contract_Appliance_Name_LongInputs = {};
export type Shared_Contract_Appliance_AddressInputs = {};
export type Shared_Contract_Address_Too_LongInputs = {};
export type Shared_Contract_User_EnterInputs = {};
export type Shared_Contract_User_LongInputs = {};
export type Shared_Contract_User_ControlInputs = {};
export type Shared_Contract_FingerprintInputs = {};
export type Shared_Contract_Policy_Name_EmptyInputs = {};
export type Shared_Contract_Name_Too_LongInputs = {};
export type Shared_Contract_Rule_Too_LongInputs = {
    count: NonNullable<unknown>;
};
export type Shared_Contract_Select_PolicyInputs = {};
export type Shared_Contract_Policies_At_OnceInputs = {
    count: NonNullable<unknown>;
};
export type Shared_Contract_Policy_TwiceInputs = {};
export type Shared_Contract_Password_EnterInputs = {};
export type Shared_Contract_Field_To_ResetInputs = {};
export type Shared_Contract_Code_Too_LongInputs = {};
export type Shared_Contract_At_Most_500Inputs = {};
export type Shared_Contract_Account_IdInputs = {};
export type Shared_Contract_AmountInputs = {};
export type Shared_Contract_Address_No_SpacesInputs = {};
export type Shared_Contract_DestinationInputs = {};
export type Shared_Contract_Memo_No_SpacesInputs = {};
export type Shared_Server_Address_Exchange_Not_WebInputs = {};
export type Shared_Server_Address_Exchange_SchemeInputs = {};
export type Shared_Server_Address_Exchange_CredentialsInputs = {};
export type Shared_Server_Address_Exchange_Plain_HttpInputs = {};
export type Shared_Server_Address_Gateway_Not_WebInputs = {};
export type Shared_Server_Address_Gateway_SchemeInputs = {};
export type Shared_Server_Address_Gateway_CredentialsInputs = {};
export type Shared_Server_Address_Gateway_Plain_HttpInputs = {};
export type Shared_Server_Address_Named_Not_WebInputs = {
    name: NonNullable<unknown>;
};
export type Shared_Server_Address_Named_SchemeInputs = {
    name: NonNullable<unknown>;
};
export type Shared_Server_Address_Named_CredentialsInputs = {
    name: NonNullable<unknown>;
};
export type Shared_Server_Address_Named_Plain_HttpInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Market_InvalidInputs = {};
export type Errors_Order_Id_InvalidInputs = {};
export type Errors_Start_Not_TimeInputs = {};
export type Errors_End_Not_TimeInputs = {};
export type Errors_Start_After_EndInputs = {};
export type Errors_Limit_InvalidInputs = {};
export type Errors_Sort_InvalidInputs = {};
export type Errors_Cancel_NoneInputs = {};
export type Errors_Cancel_Too_ManyInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Cancel_RefusedInputs = {};
export type Errors_Answer_Other_ShapeInputs = {};
export type Errors_No_Api_KeyInputs = {};
export type Errors_Nonce_Refused_ClockInputs = {
    host: NonNullable<unknown>;
    clock: NonNullable<unknown>;
};
export type Errors_Nonce_RefusedInputs = {
    host: NonNullable<unknown>;
};
export type Errors_Key_RefusedInputs = {
    host: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Errors_Account_GoneInputs = {};
export type Errors_Demo_Account_NoneInputs = {};
export type Errors_Demo_Account_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Account_Name_TakenInputs = {};
export type Errors_Account_Plain_Http_ExchangeInputs = {
    name: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Errors_Account_Plain_Http_GatewayInputs = {
    name: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Errors_Demo_Exchange_GoneInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Secret_GoneInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Key_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Account_Not_SavedInputs = {
    reason: NonNullable<unknown>;
};
export type Errors_Secret_EnterInputs = {};
export type Errors_Secret_Too_LongInputs = {};
export type Errors_Secret_CharactersInputs = {};
export type Errors_Appliance_GoneInputs = {};
export type Errors_Appliance_NoneInputs = {};
export type Errors_Demo_Appliance_OffInputs = {};
export type Errors_Demo_Appliance_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Appliance_Http_No_CertificateInputs = {};
export type Errors_Appliance_Password_GoneInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Appliance_Plain_Http_No_CertificateInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Appliance_Certificate_ChangedInputs = {
    host: NonNullable<unknown>;
    now: NonNullable<unknown>;
    wanted: NonNullable<unknown>;
};
export type Errors_Appliance_User_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Appliance_Name_TakenInputs = {};
export type Errors_Appliance_Not_SavedInputs = {
    reason: NonNullable<unknown>;
};
export type Errors_Demo_Appliance_GoneInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Password_EnterInputs = {};
export type Errors_Password_Too_LongInputs = {};
export type Errors_Settings_UnreadableInputs = {
    file: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Errors_Settings_Unreadable_UnknownInputs = {
    file: NonNullable<unknown>;
};
export type Errors_Settings_StuckInputs = {
    file: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Errors_Settings_Stuck_UnknownInputs = {
    file: NonNullable<unknown>;
};
export type Errors_Settings_Not_ChangedInputs = {
    reason: NonNullable<unknown>;
};
export type Errors_Settings_Not_SavedInputs = {
    path: NonNullable<unknown>;
};
export type Errors_Amount_Not_NumberInputs = {};
export type Errors_Gateway_Not_Web_AddressInputs = {};
export type Errors_Gateway_Other_HostInputs = {
    host: NonNullable<unknown>;
    own: NonNullable<unknown>;
};
export type Errors_Gateway_MethodInputs = {
    method: NonNullable<unknown>;
};
export type Errors_What_Account_DataInputs = {};
export type Errors_What_Balance_ListInputs = {};
export type Errors_What_Order_ListInputs = {};
export type Errors_What_Order_HistoryInputs = {};
export type Errors_What_Trade_ListInputs = {};
export type Errors_What_Cancelled_OrderInputs = {};
export type Errors_What_Server_TimeInputs = {};
export type Errors_What_Currency_ListInputs = {};
export type Errors_What_Exchange_RatesInputs = {};
export type Errors_What_Market_ListInputs = {};
export type Errors_What_TickersInputs = {};
export type Errors_What_Order_BookInputs = {};
export type Errors_What_Fee_ListInputs = {};
export type Errors_What_Transfer_CodeInputs = {};
export type Errors_What_Redeemed_CodeInputs = {};
export type Errors_What_Code_ListInputs = {};
export type Errors_What_Deposit_InfoInputs = {};
export type Errors_What_Address_AnswerInputs = {};
export type Errors_What_Deposit_DetailsInputs = {};
export type Errors_What_Withdrawal_AnswerInputs = {};
export type Errors_What_Withdrawal_DetailsInputs = {};
export type Errors_What_Deposit_AnswerInputs = {};
export type Errors_What_Asset_HistoryInputs = {};
export type Errors_What_InvoiceInputs = {};
export type Errors_What_Payout_ServicesInputs = {};
export type Errors_What_Payment_ServicesInputs = {};
export type Errors_What_The_RequestInputs = {};
export type Errors_What_Cancel_OrderInputs = {
    id: NonNullable<unknown>;
};
export type Errors_What_New_CodeInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Errors_What_Redeem_CodeInputs = {};
export type Errors_What_PayoutInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Errors_What_DepositInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Errors_What_New_AddressInputs = {
    currency: NonNullable<unknown>;
};
export type Errors_What_WithdrawalInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Errors_What_Invoice_ForInputs = {
    id: NonNullable<unknown>;
};
export type Errors_Unknown_OutcomeInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Errors_Not_UnderstoodInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Errors_What_Cancel_OrdersInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Clock_Ahead_LocalInputs = {
    host: NonNullable<unknown>;
    days: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Errors_Clock_Behind_LocalInputs = {
    host: NonNullable<unknown>;
    days: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Errors_Clock_Far_LocalInputs = {
    host: NonNullable<unknown>;
};
export type Errors_Clock_Ahead_MeasuredInputs = {
    host: NonNullable<unknown>;
    days: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Errors_Clock_Behind_MeasuredInputs = {
    host: NonNullable<unknown>;
    days: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Errors_Clock_Far_MeasuredInputs = {
    host: NonNullable<unknown>;
};
export type Errors_Settings_Exchange_Address_TextInputs = {};
export type Errors_Settings_Exchange_Address_LongInputs = {};
export type Errors_Settings_Exchange_Address_WebInputs = {};
export type Errors_Settings_Gateway_Address_TextInputs = {};
export type Errors_Settings_Gateway_Address_LongInputs = {};
export type Errors_Settings_Gateway_Address_WebInputs = {};
export type Errors_Settings_Appliance_Address_TextInputs = {};
export type Errors_Settings_Appliance_Address_LongInputs = {};
export type Errors_Settings_Appliance_Address_WebInputs = {};
export type Errors_Settings_Market_Address_TextInputs = {};
export type Errors_Settings_Market_Address_LongInputs = {};
export type Errors_Settings_Market_Address_WebInputs = {};
export type Errors_Settings_Appliance_Address_SecureInputs = {};
export type Errors_Settings_Market_Address_SecureInputs = {};
export type Errors_Settings_Market_ExchangeInputs = {};
export type Errors_Settings_Profile_IdInputs = {};
export type Errors_Settings_Profile_Name_TextInputs = {};
export type Errors_Settings_Profile_Name_EmptyInputs = {};
export type Errors_Settings_Profile_Name_LongInputs = {};
export type Errors_Settings_Public_Key_TextInputs = {};
export type Errors_Settings_Public_Key_EmptyInputs = {};
export type Errors_Settings_Public_Key_LongInputs = {};
export type Errors_Settings_Public_Key_CharactersInputs = {};
export type Errors_Settings_Profile_DemoInputs = {};
export type Errors_Settings_Demo_Account_TextInputs = {};
export type Errors_Settings_Demo_Account_EmptyInputs = {};
export type Errors_Settings_Demo_Account_LongInputs = {};
export type Errors_Settings_Svcid_TextInputs = {};
export type Errors_Settings_Svcid_ShapeInputs = {};
export type Errors_Settings_Profile_UnknownInputs = {};
export type Errors_Settings_Balances_Interval_NumberInputs = {};
export type Errors_Settings_Balances_Interval_WholeInputs = {};
export type Errors_Settings_Balances_Interval_MinInputs = {
    seconds: NonNullable<unknown>;
};
export type Errors_Settings_Balances_Interval_MaxInputs = {
    seconds: NonNullable<unknown>;
};
export type Errors_Settings_Orders_Interval_NumberInputs = {};
export type Errors_Settings_Orders_Interval_WholeInputs = {};
export type Errors_Settings_Orders_Interval_MinInputs = {
    seconds: NonNullable<unknown>;
};
export type Errors_Settings_Orders_Interval_MaxInputs = {
    seconds: NonNullable<unknown>;
};
export type Errors_Settings_Tickers_Interval_NumberInputs = {};
export type Errors_Settings_Tickers_Interval_WholeInputs = {};
export type Errors_Settings_Tickers_Interval_MinInputs = {
    seconds: NonNullable<unknown>;
};
export type Errors_Settings_Tickers_Interval_MaxInputs = {
    seconds: NonNullable<unknown>;
};
export type Errors_Settings_Polling_UnknownInputs = {};
export type Errors_Settings_Currency_CodeInputs = {};
export type Errors_Settings_AmountInputs = {};
export type Errors_Settings_Guard_AddressInputs = {};
export type Errors_Settings_Guard_MemoInputs = {};
export type Errors_Settings_Guard_LabelInputs = {};
export type Errors_Settings_Saved_Addresses_MaxInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Settings_Guard_UnknownInputs = {};
export type Errors_Settings_Guard_KeyInputs = {};
export type Errors_Settings_Appliance_IdInputs = {};
export type Errors_Settings_Appliance_Name_TextInputs = {};
export type Errors_Settings_Appliance_Name_EmptyInputs = {};
export type Errors_Settings_Appliance_Name_LongInputs = {};
export type Errors_Settings_Appliance_User_TextInputs = {};
export type Errors_Settings_Appliance_User_EmptyInputs = {};
export type Errors_Settings_Appliance_User_LongInputs = {};
export type Errors_Settings_Appliance_User_ControlInputs = {};
export type Errors_Settings_Appliance_AuthInputs = {
    choices: NonNullable<unknown>;
};
export type Errors_Settings_Api_Path_TextInputs = {};
export type Errors_Settings_Api_Path_EndsInputs = {};
export type Errors_Settings_FingerprintInputs = {};
export type Errors_Settings_Appliance_DemoInputs = {};
export type Errors_Settings_Appliance_UnknownInputs = {};
export type Errors_Settings_Updates_CheckInputs = {};
export type Errors_Settings_Updates_ChannelInputs = {};
export type Errors_Settings_Updates_UnknownInputs = {};
export type Errors_Settings_Favourite_TextInputs = {};
export type Errors_Settings_Favourite_ShapeInputs = {};
export type Errors_Settings_Favourites_MaxInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Settings_Favourite_TwiceInputs = {};
export type Errors_Settings_VersionInputs = {};
export type Errors_Settings_Profiles_MaxInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Settings_Appliances_MaxInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Settings_Display_CurrencyInputs = {
    choices: NonNullable<unknown>;
};
export type Errors_Settings_ThemeInputs = {
    choices: NonNullable<unknown>;
};
export type Errors_Settings_LanguageInputs = {
    choices: NonNullable<unknown>;
};
export type Errors_Settings_Auto_LockInputs = {
    choices: NonNullable<unknown>;
};
export type Errors_Settings_Close_To_TrayInputs = {};
export type Errors_Settings_Hide_AmountsInputs = {};
export type Errors_Settings_Hide_Amounts_LockedInputs = {};
export type Errors_Settings_Password_HashInputs = {};
export type Errors_Settings_UnknownInputs = {};
export type Errors_Settings_Profile_Ids_TwiceInputs = {};
export type Errors_Settings_Active_Profile_GoneInputs = {};
export type Errors_Settings_Appliance_Ids_TwiceInputs = {};
export type Errors_Settings_Active_Appliance_GoneInputs = {};
export type Errors_Settings_UnexpectedInputs = {};
export type Errors_Settings_In_AccountInputs = {
    n: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Errors_Settings_In_ApplianceInputs = {
    n: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Main_Confirm_DeclineInputs = {};
export type Main_Save_TitleInputs = {};
export type Main_Save_ButtonInputs = {};
export type Main_Save_Filter_CsvInputs = {};
export type Main_Save_Filter_TextInputs = {};
export type Main_Password_RefusedInputs = {};
export type Main_Password_EnterInputs = {};
export type Main_Password_Check_FailedInputs = {};
export type Main_Lock_TitleInputs = {};
export type Main_Lock_StartingInputs = {
    file: NonNullable<unknown>;
};
export type Main_Lock_HeldInputs = {
    pid: NonNullable<unknown>;
    shell: NonNullable<unknown>;
    startedAt: NonNullable<unknown>;
    file: NonNullable<unknown>;
};
export type Main_Lock_Held_ElsewhereInputs = {
    pid: NonNullable<unknown>;
    host: NonNullable<unknown>;
    shell: NonNullable<unknown>;
    startedAt: NonNullable<unknown>;
    file: NonNullable<unknown>;
};
export type Main_Lock_Shell_DesktopInputs = {};
export type Main_Lock_Shell_BrowserInputs = {};
export type Main_Could_Not_StartInputs = {};
export type Main_Exchange_BothInputs = {};
export type Main_Exchange_Url_Not_UrlInputs = {
    value: NonNullable<unknown>;
};
export type Main_Exchange_Url_ProtocolInputs = {
    protocol: NonNullable<unknown>;
};
export type Main_Exchange_Url_Not_Web_AddressInputs = {};
export type Main_Exchange_Url_SchemeInputs = {};
export type Main_Exchange_Url_CredentialsInputs = {};
export type Main_Exchange_Url_Plain_HttpInputs = {};
export type Main_Demo_Servers_Not_JsonInputs = {};
export type Main_Demo_Servers_No_AddressInputs = {
    name: NonNullable<unknown>;
};
export type Main_Demo_Servers_No_AccountsInputs = {};
export type Main_Demo_Servers_No_Appliance_LoginInputs = {};
export type Main_Demo_Address_Not_Web_AddressInputs = {
    name: NonNullable<unknown>;
};
export type Main_Demo_Address_SchemeInputs = {
    name: NonNullable<unknown>;
};
export type Main_Demo_Address_CredentialsInputs = {
    name: NonNullable<unknown>;
};
export type Main_Demo_Address_Plain_HttpInputs = {
    name: NonNullable<unknown>;
};
export type Main_Fixed_By_Exchange_UrlInputs = {};
export type Main_Fixed_By_Demo_ServersInputs = {};
export type Main_Payment_Window_TitleInputs = {};
export type Main_Internal_ErrorInputs = {};
export type Main_Refused_SenderInputs = {};
export type Main_Confirm_Not_WaitingInputs = {};
