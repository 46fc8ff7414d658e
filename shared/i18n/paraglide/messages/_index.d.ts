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
* | "Satchel (demo)" |
*
* @param {Tray_Name_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_name_demo: ((inputs?: Tray_Name_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Name_DemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Demo: a simulated exchange, no real money" |
*
* @param {Tray_Demo_NoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_demo_note: ((inputs?: Tray_Demo_NoteInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Demo_NoteInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Portfolio: {value}" |
*
* @param {Tray_PortfolioInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_portfolio: ((inputs: Tray_PortfolioInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_PortfolioInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Portfolio: cannot be valued now" |
*
* @param {Tray_Portfolio_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_portfolio_unknown: ((inputs?: Tray_Portfolio_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Portfolio_UnknownInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Portfolio as of {time}: {value}" |
*
* @param {Tray_Portfolio_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_portfolio_as_of: ((inputs: Tray_Portfolio_As_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Portfolio_As_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{value} as of {time}" |
*
* @param {Tray_Tooltip_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_as_of: ((inputs: Tray_Tooltip_As_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Tooltip_As_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "value unknown now" |
*
* @param {Tray_Tooltip_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_unknown: ((inputs?: Tray_Tooltip_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Tooltip_UnknownInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "amounts hidden" |
*
* @param {Tray_Tooltip_HiddenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_hidden: ((inputs?: Tray_Tooltip_HiddenInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Tooltip_HiddenInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "(locked)" |
*
* @param {Tray_Tooltip_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_locked: ((inputs?: Tray_Tooltip_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Tooltip_LockedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "the exchange's rates cannot be read" |
*
* @param {Tray_Why_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_why_rates: ((inputs?: Tray_Why_RatesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Why_RatesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "the exchange gives no rate for {currencies}" |
*
* @param {Tray_Why_No_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_why_no_rate: ((inputs: Tray_Why_No_RateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Why_No_RateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Not valued now: {why}" |
*
* @param {Tray_Not_ValuedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_not_valued: ((inputs: Tray_Not_ValuedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Not_ValuedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{code} {available} available of {total} ≈ {value}" |
*
* @param {Tray_BalanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_balance: ((inputs: Tray_BalanceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_BalanceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No balances yet" |
*
* @param {Tray_No_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_no_balances: ((inputs?: Tray_No_BalancesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_No_BalancesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Not current: {problem}" |
*
* @param {Tray_Not_CurrentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_not_current: ((inputs: Tray_Not_CurrentInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Not_CurrentInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Open Satchel" |
*
* @param {Tray_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_open: ((inputs?: Tray_OpenInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_OpenInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Tray_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_refresh: ((inputs?: Tray_RefreshInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_RefreshInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Check a transfer code from the clipboard" |
*
* @param {Tray_Check_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_check_code: ((inputs?: Tray_Check_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_Check_CodeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Lock" |
*
* @param {Tray_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_lock: ((inputs?: Tray_LockInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_LockInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Quit" |
*
* @param {Tray_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_quit: ((inputs?: Tray_QuitInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tray_QuitInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Settings…" |
*
* @param {Menu_Settings_MacInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_settings_mac: ((inputs?: Menu_Settings_MacInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Settings_MacInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Lock Satchel" |
*
* @param {Menu_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_lock: ((inputs?: Menu_LockInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_LockInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "About {app}" |
*
* @param {Menu_AboutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_about: ((inputs: Menu_AboutInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_AboutInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "File" |
*
* @param {Menu_FileInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_file: ((inputs?: Menu_FileInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_FileInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Menu_EditInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_edit: ((inputs?: Menu_EditInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_EditInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "View" |
*
* @param {Menu_ViewInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_view: ((inputs?: Menu_ViewInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ViewInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Go" |
*
* @param {Menu_GoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_go: ((inputs?: Menu_GoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_GoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Window" |
*
* @param {Menu_WindowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_window: ((inputs?: Menu_WindowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_WindowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Menu_HelpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_help: ((inputs?: Menu_HelpInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_HelpInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Quit Satchel" |
*
* @param {Menu_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_quit: ((inputs?: Menu_QuitInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_QuitInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Find a market" |
*
* @param {Menu_Find_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_find_market: ((inputs?: Menu_Find_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Find_MarketInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Show Logs" |
*
* @param {Menu_Show_LogsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_show_logs: ((inputs?: Menu_Show_LogsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Show_LogsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Export Diagnostics…" |
*
* @param {Menu_Export_DiagnosticsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_export_diagnostics: ((inputs?: Menu_Export_DiagnosticsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Export_DiagnosticsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Keyboard Shortcuts…" |
*
* @param {Menu_ShortcutsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_shortcuts: ((inputs?: Menu_ShortcutsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ShortcutsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Menu_UndoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_undo: ((inputs?: Menu_UndoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_UndoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Redo" |
*
* @param {Menu_RedoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_redo: ((inputs?: Menu_RedoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_RedoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Cut" |
*
* @param {Menu_CutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_cut: ((inputs?: Menu_CutInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CutInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Menu_CopyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_copy: ((inputs?: Menu_CopyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CopyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Paste" |
*
* @param {Menu_PasteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_paste: ((inputs?: Menu_PasteInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_PasteInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Menu_DeleteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_delete: ((inputs?: Menu_DeleteInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_DeleteInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Select All" |
*
* @param {Menu_Select_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_select_all: ((inputs?: Menu_Select_AllInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Select_AllInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Actual Size" |
*
* @param {Menu_Reset_ZoomInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_reset_zoom: ((inputs?: Menu_Reset_ZoomInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Reset_ZoomInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom In" |
*
* @param {Menu_Zoom_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_in: ((inputs?: Menu_Zoom_InInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Zoom_InInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom Out" |
*
* @param {Menu_Zoom_OutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_out: ((inputs?: Menu_Zoom_OutInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Zoom_OutInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Toggle Full Screen" |
*
* @param {Menu_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_full_screen: ((inputs?: Menu_Full_ScreenInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Full_ScreenInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Minimize" |
*
* @param {Menu_MinimizeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_minimize: ((inputs?: Menu_MinimizeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_MinimizeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_close: ((inputs?: Menu_CloseInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CloseInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to main content" |
*
* @param {Skip_To_MainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const skip_to_main: ((inputs?: Skip_To_MainInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Skip_To_MainInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Header_MenuInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const header_menu: ((inputs?: Header_MenuInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Header_MenuInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Demo" |
*
* @param {Demo_BadgeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const demo_badge: ((inputs?: Demo_BadgeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Demo_BadgeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Demo: a simulated exchange, payment gateway and appliance. No real money." |
*
* @param {Demo_NoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const demo_note: ((inputs?: Demo_NoteInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Demo_NoteInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{title} — Satchel (demo)" |
*
* @param {Window_Title_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const window_title_demo: ((inputs: Window_Title_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Window_Title_DemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Hide amounts" |
*
* @param {Hide_AmountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const hide_amounts: ((inputs?: Hide_AmountsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hide_AmountsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to show amounts" |
*
* @param {Unlock_To_Show_AmountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const unlock_to_show_amounts: ((inputs?: Unlock_To_Show_AmountsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unlock_To_Show_AmountsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Lock" |
*
* @param {Header_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const header_lock: ((inputs?: Header_LockInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Header_LockInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel cannot start" |
*
* @param {Fatal_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fatal_title: ((inputs?: Fatal_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fatal_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel is starting" |
*
* @param {StartingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const starting: ((inputs?: StartingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<StartingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Theme" |
*
* @param {Theme_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const theme_label: ((inputs?: Theme_LabelInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Theme_LabelInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Appearance" |
*
* @param {Theme_AppearanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const theme_appearance: ((inputs?: Theme_AppearanceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Theme_AppearanceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "System" |
*
* @param {Theme_SystemInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const theme_system: ((inputs?: Theme_SystemInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Theme_SystemInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Light" |
*
* @param {Theme_LightInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const theme_light: ((inputs?: Theme_LightInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Theme_LightInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Theme_DarkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const theme_dark: ((inputs?: Theme_DarkInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Theme_DarkInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Account_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const account_label: ((inputs?: Account_LabelInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_LabelInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {Account_ChooseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const account_choose: ((inputs?: Account_ChooseInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_ChooseInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to switch accounts." |
*
* @param {Account_Unlock_To_SwitchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const account_unlock_to_switch: ((inputs?: Account_Unlock_To_SwitchInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unlock_To_SwitchInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit credited: {list}." |
*
* @param {Settled_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settled_deposit: ((inputs: Settled_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settled_DepositInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal completed: {list}." |
*
* @param {Settled_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settled_withdrawal: ((inputs: Settled_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settled_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Deposits and withdrawals" |
*
* @param {Settled_Title_BothInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settled_title_both: ((inputs?: Settled_Title_BothInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settled_Title_BothInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit credited" |
*
* @param {Settled_Title_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settled_title_deposit: ((inputs?: Settled_Title_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settled_Title_DepositInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal completed" |
*
* @param {Settled_Title_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settled_title_withdrawal: ((inputs?: Settled_Title_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settled_Title_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Update ready" |
*
* @param {Update_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const update_title: ((inputs?: Update_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "A new version {version} is ready." |
*
* @param {Update_MessageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const update_message: ((inputs: Update_MessageInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_MessageInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel restarts to install it. Your keys and settings stay as they are." |
*
* @param {Update_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const update_detail: ((inputs?: Update_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_DetailInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Restart now" |
*
* @param {Update_Restart_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const update_restart_now: ((inputs?: Update_Restart_NowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Restart_NowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "When I quit" |
*
* @param {Update_When_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const update_when_quit: ((inputs?: Update_When_QuitInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_When_QuitInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Update_Not_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const update_not_now: ((inputs?: Update_Not_NowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Not_NowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The {window} stopped working: {why}." |
*
* @param {Crash_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_gone: ((inputs: Crash_GoneInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_GoneInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "wallet window" |
*
* @param {Crash_Window_WalletInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_window_wallet: ((inputs?: Crash_Window_WalletInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Window_WalletInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "payment window" |
*
* @param {Crash_Window_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_window_payment: ((inputs?: Crash_Window_PaymentInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Window_PaymentInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "it stopped unexpectedly" |
*
* @param {Crash_Why_AbnormalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_why_abnormal: ((inputs?: Crash_Why_AbnormalInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Why_AbnormalInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "it was ended by the system or another program" |
*
* @param {Crash_Why_KilledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_why_killed: ((inputs?: Crash_Why_KilledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Why_KilledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "it crashed" |
*
* @param {Crash_Why_CrashedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_why_crashed: ((inputs?: Crash_Why_CrashedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Why_CrashedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "it ran out of memory" |
*
* @param {Crash_Why_OomInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_why_oom: ((inputs?: Crash_Why_OomInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Why_OomInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "it could not be started" |
*
* @param {Crash_Why_LaunchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_why_launch: ((inputs?: Crash_Why_LaunchInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Why_LaunchInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "its code failed an integrity check" |
*
* @param {Crash_Why_IntegrityInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_why_integrity: ((inputs?: Crash_Why_IntegrityInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Why_IntegrityInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "the system reclaimed its memory" |
*
* @param {Crash_Why_EvictionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_why_eviction: ((inputs?: Crash_Why_EvictionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Why_EvictionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Your keys, settings and anything sent to the exchange are safe: they are kept by the main part of Satchel, which is still running. Reload the window to go on." |
*
* @param {Crash_SafeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_safe: ((inputs?: Crash_SafeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_SafeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Crash_ReloadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_reload: ((inputs?: Crash_ReloadInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_ReloadInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Quit Satchel" |
*
* @param {Crash_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_quit: ((inputs?: Crash_QuitInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_QuitInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Wait" |
*
* @param {Crash_WaitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_wait: ((inputs?: Crash_WaitInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_WaitInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The {window} is not responding." |
*
* @param {Crash_UnresponsiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_unresponsive: ((inputs: Crash_UnresponsiveInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_UnresponsiveInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "You can wait for it, or reload it. Nothing sent to the exchange is lost by reloading." |
*
* @param {Crash_Unresponsive_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_unresponsive_detail: ((inputs?: Crash_Unresponsive_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Unresponsive_DetailInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Close the payment window" |
*
* @param {Crash_Close_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_close_payment: ((inputs?: Crash_Close_PaymentInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Close_PaymentInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing is paid twice: a payment you finished on the gateway’s page stands, and Satchel sends nothing again by itself. Before you pay again, look for the dep..." |
*
* @param {Crash_Payment_SafeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_payment_safe: ((inputs?: Crash_Payment_SafeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Payment_SafeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "You can wait for it, reload it or close it. {safe}" |
*
* @param {Crash_Payment_Unresponsive_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_payment_unresponsive_detail: ((inputs: Crash_Payment_Unresponsive_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Crash_Payment_Unresponsive_DetailInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} minute" |
* | "other" | "{count} minutes" |
*
* @param {Minutes_CountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const minutes_count: ((inputs: Minutes_CountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Minutes_CountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} hour" |
* | "other" | "{count} hours" |
*
* @param {Hours_CountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const hours_count: ((inputs: Hours_CountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hours_CountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{n} s" |
*
* @param {Unit_SecondsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const unit_seconds: ((inputs: Unit_SecondsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unit_SecondsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{n} min" |
*
* @param {Unit_MinutesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const unit_minutes: ((inputs: Unit_MinutesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unit_MinutesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Never" |
*
* @param {NeverInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const never: ((inputs?: NeverInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<NeverInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "US dollar (USD)" |
*
* @param {Currency_UsdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const currency_usd: ((inputs?: Currency_UsdInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Currency_UsdInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Euro (EUR)" |
*
* @param {Currency_EurInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const currency_eur: ((inputs?: Currency_EurInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Currency_EurInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Hryvnia (UAH)" |
*
* @param {Currency_UahInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const currency_uah: ((inputs?: Currency_UahInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Currency_UahInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rouble (RUB)" |
*
* @param {Currency_RubInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const currency_rub: ((inputs?: Currency_RubInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Currency_RubInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Bitcoin (BTC)" |
*
* @param {Currency_BtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const currency_btc: ((inputs?: Currency_BtcInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Currency_BtcInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Display currency" |
*
* @param {Prefs_Display_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_display_currency: ((inputs?: Prefs_Display_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Display_CurrencyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Lock after" |
*
* @param {Prefs_Lock_AfterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_lock_after: ((inputs?: Prefs_Lock_AfterInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Lock_AfterInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Idle time before Satchel locks itself." |
*
* @param {Prefs_Lock_After_Hint_SetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_lock_after_hint_set: ((inputs?: Prefs_Lock_After_Hint_SetInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Lock_After_Hint_SetInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Applies once an app password is set." |
*
* @param {Prefs_Lock_After_Hint_UnsetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_lock_after_hint_unset: ((inputs?: Prefs_Lock_After_Hint_UnsetInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Lock_After_Hint_UnsetInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh market prices every" |
*
* @param {Prefs_Refresh_PricesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_refresh_prices: ((inputs?: Prefs_Refresh_PricesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Refresh_PricesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh balances every" |
*
* @param {Prefs_Refresh_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_refresh_balances: ((inputs?: Prefs_Refresh_BalancesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Refresh_BalancesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh open orders every" |
*
* @param {Prefs_Refresh_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_refresh_orders: ((inputs?: Prefs_Refresh_OrdersInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Refresh_OrdersInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Keep running in the tray when the window is closed" |
*
* @param {Prefs_Close_To_TrayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_close_to_tray: ((inputs?: Prefs_Close_To_TrayInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Close_To_TrayInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "(desktop app only)" |
*
* @param {Prefs_Desktop_OnlyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_desktop_only: ((inputs?: Prefs_Desktop_OnlyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Desktop_OnlyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Hide amounts and addresses while Satchel is locked" |
*
* @param {Prefs_Hide_When_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_hide_when_locked: ((inputs?: Prefs_Hide_When_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Hide_When_LockedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Updates" |
*
* @param {Prefs_UpdatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_updates: ((inputs?: Prefs_UpdatesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_UpdatesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Check for updates" |
*
* @param {Prefs_Check_UpdatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_check_updates: ((inputs?: Prefs_Check_UpdatesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Check_UpdatesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Update channel" |
*
* @param {Prefs_Update_ChannelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_update_channel: ((inputs?: Prefs_Update_ChannelInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Update_ChannelInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Stable releases" |
*
* @param {Prefs_Channel_StableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_channel_stable: ((inputs?: Prefs_Channel_StableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Channel_StableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Beta: new versions earlier, less tested" |
*
* @param {Prefs_Channel_BetaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_channel_beta: ((inputs?: Prefs_Channel_BetaInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Channel_BetaInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel looks for a new version when it starts and once a day, downloads it in the background, checks it, and asks before installing it." |
*
* @param {Prefs_Updates_DesktopInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_updates_desktop: ((inputs?: Prefs_Updates_DesktopInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Updates_DesktopInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Updates are checked by the desktop app; this browser page never checks. What you choose here is kept for the desktop app." |
*
* @param {Prefs_Updates_BrowserInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_updates_browser: ((inputs?: Prefs_Updates_BrowserInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Updates_BrowserInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to change the lock, the refresh intervals, the tray, updates or hiding amounts while locked." |
*
* @param {Prefs_Locked_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_locked_hint: ((inputs?: Prefs_Locked_HintInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Locked_HintInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{what} saved." |
*
* @param {Prefs_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_saved: ((inputs: Prefs_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_SavedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy setting saved." |
*
* @param {Prefs_Privacy_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_privacy_saved: ((inputs?: Prefs_Privacy_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_Privacy_SavedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Tray setting" |
*
* @param {Prefs_What_TrayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_what_tray: ((inputs?: Prefs_What_TrayInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_What_TrayInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Update setting" |
*
* @param {Prefs_What_UpdateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_what_update: ((inputs?: Prefs_What_UpdateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_What_UpdateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Prefs_What_LanguageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_what_language: ((inputs?: Prefs_What_LanguageInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_What_LanguageInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Auto-lock" |
*
* @param {Prefs_What_Auto_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_what_auto_lock: ((inputs?: Prefs_What_Auto_LockInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_What_Auto_LockInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Market price refresh interval" |
*
* @param {Prefs_What_Price_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_what_price_interval: ((inputs?: Prefs_What_Price_IntervalInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_What_Price_IntervalInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Balance refresh interval" |
*
* @param {Prefs_What_Balance_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_what_balance_interval: ((inputs?: Prefs_What_Balance_IntervalInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_What_Balance_IntervalInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Order refresh interval" |
*
* @param {Prefs_What_Order_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_what_order_interval: ((inputs?: Prefs_What_Order_IntervalInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Prefs_What_Order_IntervalInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading markets…" |
*
* @param {Trading_Loading_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_markets: ((inputs?: Trading_Loading_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_MarketsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Filter markets" |
*
* @param {Trading_Filter_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_filter_markets: ((inputs?: Trading_Filter_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Filter_MarketsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Quote currency" |
*
* @param {Trading_Quote_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_quote_currency: ((inputs?: Trading_Quote_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Quote_CurrencyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "All" |
*
* @param {Trading_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_all: ((inputs?: Trading_AllInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_AllInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange lists no markets." |
*
* @param {Trading_No_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_markets: ((inputs?: Trading_No_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_MarketsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No markets match." |
*
* @param {Trading_No_MatchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_match: ((inputs?: Trading_No_MatchInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_MatchInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No markets match “{text}”." |
*
* @param {Trading_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_match_text: ((inputs: Trading_No_Match_TextInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_Match_TextInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No markets match quote currency {quote}." |
*
* @param {Trading_No_Match_QuoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_match_quote: ((inputs: Trading_No_Match_QuoteInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_Match_QuoteInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No markets match “{text}” and quote currency {quote}." |
*
* @param {Trading_No_Match_BothInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_match_both: ((inputs: Trading_No_Match_BothInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_Match_BothInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Last updated {time}: these prices may be out of date." |
*
* @param {Trading_Stale_PricesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_stale_prices: ((inputs: Trading_Stale_PricesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Stale_PricesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Last updated {time}: these figures may be out of date." |
*
* @param {Trading_Stale_FiguresInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_stale_figures: ((inputs: Trading_Stale_FiguresInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Stale_FiguresInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Markets" |
*
* @param {Trading_Markets_TableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_markets_table: ((inputs?: Trading_Markets_TableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Markets_TableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Market" |
*
* @param {Trading_Col_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_market: ((inputs?: Trading_Col_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_MarketInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Last price" |
*
* @param {Trading_Col_LastInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_last: ((inputs?: Trading_Col_LastInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_LastInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "24 h change" |
*
* @param {Trading_Col_ChangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_change: ((inputs?: Trading_Col_ChangeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_ChangeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Volume" |
*
* @param {Trading_Col_VolumeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_volume: ((inputs?: Trading_Col_VolumeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_VolumeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Volume (quote)" |
*
* @param {Trading_Col_Quote_VolumeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_quote_volume: ((inputs?: Trading_Col_Quote_VolumeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_Quote_VolumeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Volume ({currency})" |
*
* @param {Trading_Col_Display_VolumeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_display_volume: ((inputs: Trading_Col_Display_VolumeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_Display_VolumeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "High" |
*
* @param {Trading_Col_HighInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_high: ((inputs?: Trading_Col_HighInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_HighInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Low" |
*
* @param {Trading_Col_LowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_low: ((inputs?: Trading_Col_LowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_LowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "24 h range" |
*
* @param {Trading_Col_RangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_range: ((inputs?: Trading_Col_RangeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_RangeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Favourite" |
*
* @param {Trading_Col_FavouriteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_favourite: ((inputs?: Trading_Col_FavouriteInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_FavouriteInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Favourite {pair}" |
*
* @param {Trading_Favourite_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_favourite_of: ((inputs: Trading_Favourite_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Favourite_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Add {pair} to favourites" |
*
* @param {Trading_Favourite_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_favourite_add: ((inputs: Trading_Favourite_AddInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Favourite_AddInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {pair} from favourites" |
*
* @param {Trading_Favourite_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_favourite_remove: ((inputs: Trading_Favourite_RemoveInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Favourite_RemoveInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Sorted by value in {currency}, through the rate of each quote currency; markets without a rate come last, by currency." |
*
* @param {Trading_Sorted_By_Quote_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_sorted_by_quote_value: ((inputs: Trading_Sorted_By_Quote_ValueInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Sorted_By_Quote_ValueInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Sorted by value in {currency}, through the rate of each base currency; markets without a rate come last, by currency." |
*
* @param {Trading_Sorted_By_Base_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_sorted_by_base_value: ((inputs: Trading_Sorted_By_Base_ValueInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Sorted_By_Base_ValueInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "24 h range: not known yet" |
*
* @param {Trading_Range_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_range_unknown: ((inputs?: Trading_Range_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Range_UnknownInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "24 h range: low {low}, high {high}, last {last} ({percent} % of the way up)" |
*
* @param {Trading_Range_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_range_of: ((inputs: Trading_Range_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Range_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Market not found" |
*
* @param {Trading_Market_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_market_not_found: ((inputs?: Trading_Market_Not_FoundInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Market_Not_FoundInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange has no market called “{symbol}”." |
*
* @param {Trading_No_Such_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_such_market: ((inputs: Trading_No_Such_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_Such_MarketInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Back to markets" |
*
* @param {Trading_Back_To_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_back_to_markets: ((inputs?: Trading_Back_To_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Back_To_MarketsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading market…" |
*
* @param {Trading_Loading_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_market: ((inputs?: Trading_Loading_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_MarketInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Grouping" |
*
* @param {Trading_GroupingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_grouping: ((inputs?: Trading_GroupingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_GroupingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Update interval" |
*
* @param {Trading_Update_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_update_interval: ((inputs?: Trading_Update_IntervalInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Update_IntervalInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Order book" |
*
* @param {Trading_Order_BookInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_order_book: ((inputs?: Trading_Order_BookInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Order_BookInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Trading_DepthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth: ((inputs?: Trading_DepthInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_DepthInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading order book…" |
*
* @param {Trading_Loading_BookInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_book: ((inputs?: Trading_Loading_BookInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_BookInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Ticker" |
*
* @param {Trading_TickerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_ticker: ((inputs?: Trading_TickerInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_TickerInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "24 h high" |
*
* @param {Trading_High_24hInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_high_24h: ((inputs?: Trading_High_24hInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_High_24hInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "24 h low" |
*
* @param {Trading_Low_24hInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_low_24h: ((inputs?: Trading_Low_24hInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Low_24hInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "24 h volume" |
*
* @param {Trading_Volume_24hInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_volume_24h: ((inputs?: Trading_Volume_24hInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Volume_24hInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "24 h volume in {currency}" |
*
* @param {Trading_Volume_24h_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_volume_24h_in: ((inputs: Trading_Volume_24h_InInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Volume_24h_InInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Bid" |
*
* @param {Trading_BidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_bid: ((inputs?: Trading_BidInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_BidInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Ask" |
*
* @param {Trading_AskInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_ask: ((inputs?: Trading_AskInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_AskInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Show fewer" |
*
* @param {Trading_Show_FewerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_show_fewer: ((inputs?: Trading_Show_FewerInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Show_FewerInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Show more" |
*
* @param {Trading_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_show_more: ((inputs?: Trading_Show_MoreInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Show_MoreInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Asks" |
*
* @param {Trading_AsksInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_asks: ((inputs?: Trading_AsksInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_AsksInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Bids" |
*
* @param {Trading_BidsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_bids: ((inputs?: Trading_BidsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_BidsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No asks" |
*
* @param {Trading_No_AsksInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_asks: ((inputs?: Trading_No_AsksInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_AsksInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No bids" |
*
* @param {Trading_No_BidsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_bids: ((inputs?: Trading_No_BidsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_BidsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Spread: —" |
*
* @param {Trading_Spread_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_spread_none: ((inputs?: Trading_Spread_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Spread_NoneInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Spread: {amount} ({percent} %)" |
*
* @param {Trading_Spread_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_spread_of: ((inputs: Trading_Spread_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Spread_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Price ({currency})" |
*
* @param {Trading_Price_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_price_in: ((inputs: Trading_Price_InInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Price_InInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Amount ({currency})" |
*
* @param {Trading_Amount_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_amount_in: ((inputs: Trading_Amount_InInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Amount_InInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Total ({currency})" |
*
* @param {Trading_Total_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_total_in: ((inputs: Trading_Total_InInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Total_InInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{side}, listed once a second" |
*
* @param {Trading_Book_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_book_caption: ((inputs: Trading_Book_CaptionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Book_CaptionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{side} as of {time}, listed once a second" |
*
* @param {Trading_Book_Caption_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_book_caption_as_of: ((inputs: Trading_Book_Caption_As_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Book_Caption_As_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{side} as of {time}" |
*
* @param {Trading_Book_Caption_As_Of_EveryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_book_caption_as_of_every: ((inputs: Trading_Book_Caption_As_Of_EveryInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Book_Caption_As_Of_EveryInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Depth chart" |
*
* @param {Trading_Depth_ChartInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_chart: ((inputs?: Trading_Depth_ChartInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_ChartInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Amount axis ({currency})" |
*
* @param {Trading_Amount_AxisInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_amount_axis: ((inputs: Trading_Amount_AxisInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Amount_AxisInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Price axis ({currency})" |
*
* @param {Trading_Price_AxisInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_price_axis: ((inputs: Trading_Price_AxisInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Price_AxisInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Price to read the depth at" |
*
* @param {Trading_Depth_SliderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_slider: ((inputs?: Trading_Depth_SliderInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_SliderInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Depth at the pointer" |
*
* @param {Trading_Depth_At_PointerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_at_pointer: ((inputs?: Trading_Depth_At_PointerInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_At_PointerInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Point at the chart, or focus it and use the arrow keys, to read the depth at a price." |
*
* @param {Trading_Depth_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_hint: ((inputs?: Trading_Depth_HintInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_HintInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Bids at {price} or higher: {volume}" |
*
* @param {Trading_Depth_Bids_AtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_bids_at: ((inputs: Trading_Depth_Bids_AtInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_Bids_AtInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Asks at {price} or lower: {volume}" |
*
* @param {Trading_Depth_Asks_AtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_asks_at: ((inputs: Trading_Depth_Asks_AtInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_Asks_AtInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Cumulative bids from {low} up to the mid price {mid}, asks up to {high}; deepest side {depth}." |
*
* @param {Trading_Depth_SummaryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_summary: ((inputs: Trading_Depth_SummaryInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_SummaryInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No orders to chart." |
*
* @param {Trading_Depth_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_empty: ((inputs?: Trading_Depth_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Depth_EmptyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Price in {currency}" |
*
* @param {Trading_Price_In_UnitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_price_in_unit: ((inputs: Trading_Price_In_UnitInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Price_In_UnitInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading accounts…" |
*
* @param {Trading_Loading_AccountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_accounts: ((inputs?: Trading_Loading_AccountsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_AccountsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Account:" |
*
* @param {Trading_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_account: ((inputs?: Trading_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_AccountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Hide small balances" |
*
* @param {Trading_Hide_SmallInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_hide_small: ((inputs?: Trading_Hide_SmallInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Hide_SmallInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Trading_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_refresh: ((inputs?: Trading_RefreshInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_RefreshInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Small means worth less than 1 USD; empty balances count as small." |
*
* @param {Trading_Small_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_small_hint: ((inputs?: Trading_Small_HintInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Small_HintInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Small means worth less than 1 USD ({value}); empty balances count as small." |
*
* @param {Trading_Small_Hint_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_small_hint_in: ((inputs: Trading_Small_Hint_InInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Small_Hint_InInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Small means worth less than 1 USD (no rate to convert it); empty balances count as small." |
*
* @param {Trading_Small_Hint_No_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_small_hint_no_rate: ((inputs?: Trading_Small_Hint_No_RateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Small_Hint_No_RateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading balances…" |
*
* @param {Trading_Loading_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_balances: ((inputs?: Trading_Loading_BalancesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_BalancesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Portfolio" |
*
* @param {Trading_PortfolioInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_portfolio: ((inputs?: Trading_PortfolioInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_PortfolioInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Portfolio value" |
*
* @param {Trading_Portfolio_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_portfolio_value: ((inputs?: Trading_Portfolio_ValueInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Portfolio_ValueInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "as of {time}" |
*
* @param {Trading_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_as_of: ((inputs: Trading_As_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_As_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "As of {time}" |
*
* @param {Trading_As_Of_StartInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_as_of_start: ((inputs: Trading_As_Of_StartInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_As_Of_StartInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot be computed now" |
*
* @param {Trading_Cannot_ComputeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_cannot_compute: ((inputs?: Trading_Cannot_ComputeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Cannot_ComputeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "24 h change without {currencies} (no market to tell)." |
*
* @param {Trading_Change_WithoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_change_without: ((inputs: Trading_Change_WithoutInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Change_WithoutInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading exchange rates…" |
*
* @param {Trading_Loading_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_rates: ((inputs?: Trading_Loading_RatesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_RatesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The figures shown are the last whole ones." |
*
* @param {Trading_Last_WholeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_last_whole: ((inputs?: Trading_Last_WholeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Last_WholeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This account holds nothing yet." |
*
* @param {Trading_Holds_NothingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_holds_nothing: ((inputs?: Trading_Holds_NothingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Holds_NothingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No balance is worth 1 USD or more. Clear “Hide small balances” to see them all." |
*
* @param {Trading_All_SmallInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_all_small: ((inputs?: Trading_All_SmallInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_All_SmallInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Balances" |
*
* @param {Trading_Balances_TableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_balances_table: ((inputs?: Trading_Balances_TableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Balances_TableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Trading_Col_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_currency: ((inputs?: Trading_Col_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_CurrencyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Trading_Col_TotalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_total: ((inputs?: Trading_Col_TotalInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_TotalInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Available" |
*
* @param {Trading_Col_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_available: ((inputs?: Trading_Col_AvailableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_AvailableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Locked" |
*
* @param {Trading_Col_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_locked: ((inputs?: Trading_Col_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_LockedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Value ({currency})" |
*
* @param {Trading_Col_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_value: ((inputs: Trading_Col_ValueInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_ValueInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Trading_Col_ShareInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_share: ((inputs?: Trading_Col_ShareInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_ShareInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange rates cannot be read now, so what you hold in other currencies than {currency} cannot be valued." |
*
* @param {Trading_No_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_rates: ((inputs: Trading_No_RatesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_RatesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The exchange gives no rate for {currencies}, so it cannot be valued in {currency}." |
* | "other" | "The exchange gives no rate for {currencies}, so they cannot be valued in {currency}." |
*
* @param {Trading_No_Rate_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_rate_for: ((inputs: Trading_No_Rate_ForInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_Rate_ForInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Other" |
*
* @param {Trading_OtherInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_other: ((inputs?: Trading_OtherInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_OtherInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Allocation: nothing priced to show" |
*
* @param {Trading_Allocation_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_allocation_none: ((inputs?: Trading_Allocation_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Allocation_NoneInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Allocation: {slices}" |
*
* @param {Trading_Allocation_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_allocation_of: ((inputs: Trading_Allocation_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Allocation_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Portfolio value from {from} to {to}: {first} to {last}" |
*
* @param {Trading_History_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_label: ((inputs: Trading_History_LabelInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_LabelInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Portfolio value from {from} to {to}: {first} to {last}, lowest {min}, highest {max}" |
*
* @param {Trading_History_Label_RangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_label_range: ((inputs: Trading_History_Label_RangeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_Label_RangeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "As Satchel saw it while it was open (kept on this computer)." |
*
* @param {Trading_History_SeenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_seen: ((inputs?: Trading_History_SeenInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_SeenInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The value over time appears here as Satchel keeps polling (a point a minute, kept on this computer)." |
*
* @param {Trading_History_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_empty: ((inputs?: Trading_History_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_EmptyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Open orders" |
*
* @param {Trading_Tab_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_tab_open: ((inputs?: Trading_Tab_OpenInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Tab_OpenInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "History" |
*
* @param {Trading_Tab_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_tab_history: ((inputs?: Trading_Tab_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Tab_HistoryInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Trading_Orders_TabsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_orders_tabs: ((inputs?: Trading_Orders_TabsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Orders_TabsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Times in {zone}" |
*
* @param {Trading_Times_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_times_in: ((inputs: Trading_Times_InInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Times_InInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Last updated {time}: these orders may be out of date." |
*
* @param {Trading_Stale_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_stale_orders: ((inputs: Trading_Stale_OrdersInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Stale_OrdersInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "All markets" |
*
* @param {Trading_All_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_all_markets: ((inputs?: Trading_All_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_All_MarketsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel selected ({count})" |
*
* @param {Trading_Cancel_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_cancel_selected: ((inputs: Trading_Cancel_SelectedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Cancel_SelectedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to cancel orders." |
*
* @param {Trading_Unlock_To_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_unlock_to_cancel: ((inputs?: Trading_Unlock_To_CancelInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Unlock_To_CancelInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for your confirmation…" |
*
* @param {Trading_Waiting_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_waiting_confirmation: ((inputs?: Trading_Waiting_ConfirmationInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Waiting_ConfirmationInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading open orders…" |
*
* @param {Trading_Loading_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_open: ((inputs?: Trading_Loading_OpenInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_OpenInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No open orders." |
*
* @param {Trading_No_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_open: ((inputs?: Trading_No_OpenInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_OpenInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Select all shown orders" |
*
* @param {Trading_Select_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_select_all: ((inputs?: Trading_Select_AllInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Select_AllInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Side" |
*
* @param {Trading_Col_SideInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_side: ((inputs?: Trading_Col_SideInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_SideInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Trading_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_type: ((inputs?: Trading_Col_TypeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_TypeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Trading_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_price: ((inputs?: Trading_Col_PriceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_PriceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Trading_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_amount: ((inputs?: Trading_Col_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_AmountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Filled" |
*
* @param {Trading_Col_FilledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_filled: ((inputs?: Trading_Col_FilledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_FilledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Trading_Col_CreatedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_created: ((inputs?: Trading_Col_CreatedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_CreatedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Trading_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_actions: ((inputs?: Trading_Col_ActionsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_ActionsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Select order {id}" |
*
* @param {Trading_Select_OrderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_select_order: ((inputs: Trading_Select_OrderInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Select_OrderInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel order {id}" |
*
* @param {Trading_Cancel_OrderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_cancel_order: ((inputs: Trading_Cancel_OrderInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Cancel_OrderInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Trading_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_cancel: ((inputs?: Trading_CancelInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_CancelInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No open orders in this market." |
*
* @param {Trading_No_Open_In_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_open_in_market: ((inputs?: Trading_No_Open_In_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_Open_In_MarketInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Trading_BuyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_buy: ((inputs?: Trading_BuyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_BuyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Sell" |
*
* @param {Trading_SellInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_sell: ((inputs?: Trading_SellInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_SellInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Limit" |
*
* @param {Trading_Type_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_type_limit: ((inputs?: Trading_Type_LimitInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Type_LimitInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Market" |
*
* @param {Trading_Type_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_type_market: ((inputs?: Trading_Type_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Type_MarketInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Trading_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_status_active: ((inputs?: Trading_Status_ActiveInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Status_ActiveInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Executed" |
*
* @param {Trading_Status_ExecutedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_status_executed: ((inputs?: Trading_Status_ExecutedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Status_ExecutedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Market" |
*
* @param {Trading_Price_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_price_market: ((inputs?: Trading_Price_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Price_MarketInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange did not answer in time, so Satchel cannot tell whether it happened. The list has been refreshed: check it before trying again." |
*
* @param {Trading_Outcome_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_outcome_unknown: ((inputs?: Trading_Outcome_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Outcome_UnknownInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Order {id} was cancelled. What it held is available again." |
*
* @param {Trading_Order_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_order_cancelled: ((inputs: Trading_Order_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Order_CancelledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was cancelled." |
*
* @param {Trading_Nothing_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_nothing_cancelled: ((inputs?: Trading_Nothing_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Nothing_CancelledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange accepted the cancellation. The list has been refreshed to show what is still open." |
*
* @param {Trading_Cancel_AcceptedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_cancel_accepted: ((inputs?: Trading_Cancel_AcceptedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Cancel_AcceptedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} order was cancelled." |
* | "other" | "{count} orders were cancelled." |
*
* @param {Trading_Orders_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_orders_cancelled: ((inputs: Trading_Orders_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Orders_CancelledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Not cancelled: {ids}. The list has been refreshed." |
*
* @param {Trading_Not_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_not_cancelled: ((inputs: Trading_Not_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Not_CancelledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Trading_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_from: ((inputs?: Trading_FromInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_FromInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Trading_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_to: ((inputs?: Trading_ToInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_ToInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Limit" |
*
* @param {Trading_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_limit: ((inputs?: Trading_LimitInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_LimitInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Sort" |
*
* @param {Trading_SortInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_sort: ((inputs?: Trading_SortInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_SortInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Newest first" |
*
* @param {Trading_Newest_FirstInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_newest_first: ((inputs?: Trading_Newest_FirstInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Newest_FirstInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Oldest first" |
*
* @param {Trading_Oldest_FirstInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_oldest_first: ((inputs?: Trading_Oldest_FirstInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Oldest_FirstInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Trading_ShowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_show: ((inputs?: Trading_ShowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_ShowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading order history…" |
*
* @param {Trading_Loading_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_history: ((inputs?: Trading_Loading_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_HistoryInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No orders in this period." |
*
* @param {Trading_No_Orders_In_PeriodInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_orders_in_period: ((inputs?: Trading_No_Orders_In_PeriodInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_Orders_In_PeriodInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Order history" |
*
* @param {Trading_Order_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_order_history: ((inputs?: Trading_Order_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Order_HistoryInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Average price" |
*
* @param {Trading_Col_AverageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_average: ((inputs?: Trading_Col_AverageInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_AverageInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Executed" |
*
* @param {Trading_Col_ExecutedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_executed: ((inputs?: Trading_Col_ExecutedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_ExecutedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Trading_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_status: ((inputs?: Trading_Col_StatusInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_StatusInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Trading_Col_ClosedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_closed: ((inputs?: Trading_Col_ClosedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_ClosedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Trades" |
*
* @param {Trading_Col_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_trades: ((inputs?: Trading_Col_TradesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_TradesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "average {price}" |
*
* @param {Trading_Average_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_average_of: ((inputs: Trading_Average_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Average_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Show trades of order {id}" |
*
* @param {Trading_Show_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_show_trades: ((inputs: Trading_Show_TradesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Show_TradesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Trades" |
*
* @param {Trading_Trades_ButtonInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_trades_button: ((inputs?: Trading_Trades_ButtonInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Trades_ButtonInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading trades…" |
*
* @param {Trading_Loading_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_trades: ((inputs?: Trading_Loading_TradesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Loading_TradesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Order {id} has no trades." |
*
* @param {Trading_No_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_trades: ((inputs: Trading_No_TradesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_No_TradesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Trades of order {id}" |
*
* @param {Trading_Trades_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_trades_of: ((inputs: Trading_Trades_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Trades_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Time" |
*
* @param {Trading_Col_TimeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_time: ((inputs?: Trading_Col_TimeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_TimeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Trading_Col_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_rate: ((inputs?: Trading_Col_RateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_RateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Role" |
*
* @param {Trading_Col_RoleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_role: ((inputs?: Trading_Col_RoleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_RoleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Trading_Col_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_fee: ((inputs?: Trading_Col_FeeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_FeeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Fee currency" |
*
* @param {Trading_Col_Fee_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_fee_currency: ((inputs?: Trading_Col_Fee_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_Col_Fee_CurrencyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Maker" |
*
* @param {Trading_MakerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_maker: ((inputs?: Trading_MakerInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_MakerInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Taker" |
*
* @param {Trading_TakerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_taker: ((inputs?: Trading_TakerInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_TakerInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the “To” date as a calendar date." |
*
* @param {Trading_History_To_DateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_to_date: ((inputs?: Trading_History_To_DateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_To_DateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the “From” date as a calendar date." |
*
* @param {Trading_History_From_DateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_from_date: ((inputs?: Trading_History_From_DateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_From_DateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a “From” date after 1970." |
*
* @param {Trading_History_From_1970Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_from_1970: ((inputs?: Trading_History_From_1970Inputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_From_1970Inputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "“From” must not be after “To”." |
*
* @param {Trading_History_From_After_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_from_after_to: ((inputs?: Trading_History_From_After_ToInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_From_After_ToInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Show between 1 and {max} orders." |
*
* @param {Trading_History_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_limit: ((inputs: Trading_History_LimitInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trading_History_LimitInputs, {
    locale?: "en" | "uk" | "ru";
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
