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
* | "Accounts" |
*
* @param {Settings_AccountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_accounts: ((inputs?: Settings_AccountsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_AccountsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Appliances" |
*
* @param {Settings_AppliancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliances: ((inputs?: Settings_AppliancesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_AppliancesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The network appliances whose authorization policies you manage in Policies. One is in use at a time." |
*
* @param {Settings_Appliances_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliances_intro: ((inputs?: Settings_Appliances_IntroInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliances_IntroInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Market exchange" |
*
* @param {Settings_Market_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_exchange: ((inputs?: Settings_Market_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_ExchangeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading settings…" |
*
* @param {Settings_Loading_SettingsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_loading_settings: ((inputs?: Settings_Loading_SettingsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Loading_SettingsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Preferences" |
*
* @param {Settings_PreferencesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_preferences: ((inputs?: Settings_PreferencesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_PreferencesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "App password" |
*
* @param {Settings_App_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_app_password: ((inputs?: Settings_App_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_App_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Help and support" |
*
* @param {Settings_HelpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_help: ((inputs?: Settings_HelpInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_HelpInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Renamed to “{name}”." |
*
* @param {Settings_RenamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_renamed: ((inputs: Settings_RenamedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_RenamedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Now using “{name}”." |
*
* @param {Settings_Now_UsingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_now_using: ((inputs: Settings_Now_UsingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Now_UsingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” was removed." |
*
* @param {Settings_Account_Removed_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_account_removed_demo: ((inputs: Settings_Account_Removed_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Account_Removed_DemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” was removed, and its secret deleted from the keychain." |
*
* @param {Settings_Account_RemovedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_account_removed: ((inputs: Settings_Account_RemovedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Account_RemovedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The withdrawal guard of its exchange account is kept." |
*
* @param {Settings_Guard_KeptInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_guard_kept: ((inputs?: Settings_Guard_KeptInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Guard_KeptInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was removed." |
*
* @param {Settings_Nothing_RemovedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_nothing_removed: ((inputs?: Settings_Nothing_RemovedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Nothing_RemovedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading accounts…" |
*
* @param {Settings_Loading_AccountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_loading_accounts: ((inputs?: Settings_Loading_AccountsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Loading_AccountsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No account yet. Add one below." |
*
* @param {Settings_No_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_no_account: ((inputs?: Settings_No_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_No_AccountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No account yet. Add one below, or try a demo account." |
*
* @param {Settings_No_Account_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_no_account_demo: ((inputs?: Settings_No_Account_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_No_Account_DemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Settings_ActiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_active: ((inputs?: Settings_ActiveInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_ActiveInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Exchange" |
*
* @param {Settings_Line_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_exchange: ((inputs?: Settings_Line_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_ExchangeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "payment gateway" |
*
* @param {Settings_Line_GatewayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_gateway: ((inputs?: Settings_Line_GatewayInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_GatewayInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "key" |
*
* @param {Settings_Line_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_key: ((inputs?: Settings_Line_KeyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_KeyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Settings_Remove_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_remove_named: ((inputs: Settings_Remove_NamedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Remove_NamedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Its exchange account has a withdrawal guard. The guard is kept (it applies again if you add this account again), but removing the account needs your app pass..." |
*
* @param {Settings_Remove_Guarded_WhyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_remove_guarded_why: ((inputs?: Settings_Remove_Guarded_WhyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Remove_Guarded_WhyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Remove account" |
*
* @param {Settings_Remove_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_remove_account: ((inputs?: Settings_Remove_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Remove_AccountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Settings_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cancel: ((inputs?: Settings_CancelInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_CancelInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "New name for {name}" |
*
* @param {Settings_New_Name_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_new_name_for: ((inputs: Settings_New_Name_ForInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_New_Name_ForInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Give the account a name." |
*
* @param {Settings_Account_Name_NeededInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_account_name_needed: ((inputs?: Settings_Account_Name_NeededInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Account_Name_NeededInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Use" |
*
* @param {Settings_UseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_use: ((inputs?: Settings_UseInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_UseInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Use {name}" |
*
* @param {Settings_Use_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_use_named: ((inputs: Settings_Use_NamedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Use_NamedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Settings_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_rename: ((inputs?: Settings_RenameInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_RenameInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rename {name}" |
*
* @param {Settings_Rename_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_rename_named: ((inputs: Settings_Rename_NamedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Rename_NamedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Settings_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_remove: ((inputs?: Settings_RemoveInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_RemoveInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to use, rename, add or remove accounts." |
*
* @param {Settings_Accounts_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_accounts_locked: ((inputs?: Settings_Accounts_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Accounts_LockedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Added “{name}”. Its secret is in the system keychain." |
*
* @param {Settings_Account_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_account_added: ((inputs: Settings_Account_AddedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Account_AddedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Added the demo account {email}." |
*
* @param {Settings_Demo_Account_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_demo_account_added: ((inputs: Settings_Demo_Account_AddedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Demo_Account_AddedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Add demo account {email}" |
*
* @param {Settings_Add_Demo_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_demo_account: ((inputs: Settings_Add_Demo_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Demo_AccountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Add an account" |
*
* @param {Settings_Add_Account_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_account_title: ((inputs?: Settings_Add_Account_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Account_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Create an API key on the exchange, then paste its key and secret here. Satchel checks them with the exchange before saving; the secret goes into the system k..." |
*
* @param {Settings_Add_Account_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_account_intro: ((inputs?: Settings_Add_Account_IntroInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Account_IntroInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Check and save" |
*
* @param {Settings_Check_And_SaveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_check_and_save: ((inputs?: Settings_Check_And_SaveInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Check_And_SaveInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to add an account." |
*
* @param {Settings_Add_Account_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_account_locked: ((inputs?: Settings_Add_Account_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Account_LockedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the key with the exchange…" |
*
* @param {Settings_Checking_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_checking_key: ((inputs?: Settings_Checking_KeyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Checking_KeyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Adding the demo account…" |
*
* @param {Settings_Adding_Demo_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_adding_demo_account: ((inputs?: Settings_Adding_Demo_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Adding_Demo_AccountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Demo mode: try Satchel with an account of the built-in demo exchange." |
*
* @param {Settings_Demo_Account_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_demo_account_intro: ((inputs?: Settings_Demo_Account_IntroInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Demo_Account_IntroInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Settings_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_name: ((inputs?: Settings_NameInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_NameInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Exchange address" |
*
* @param {Settings_Exchange_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_exchange_address: ((inputs?: Settings_Exchange_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Exchange_AddressInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Payment gateway address (optional)" |
*
* @param {Settings_Gateway_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_gateway_address: ((inputs?: Settings_Gateway_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Gateway_AddressInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "API key" |
*
* @param {Settings_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_key: ((inputs?: Settings_Api_KeyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_KeyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "API secret" |
*
* @param {Settings_Api_SecretInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_secret: ((inputs?: Settings_Api_SecretInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_SecretInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The address before /v3, starting with https:// (pasted with /v3, it is taken off)." |
*
* @param {Settings_Exchange_Url_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_exchange_url_hint: ((inputs?: Settings_Exchange_Url_HintInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Exchange_Url_HintInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Starting with https://." |
*
* @param {Settings_Starts_HttpsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_starts_https: ((inputs?: Settings_Starts_HttpsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Starts_HttpsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1)." |
*
* @param {Settings_Plain_Http_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_plain_http_rule: ((inputs?: Settings_Plain_Http_RuleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Plain_Http_RuleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Use at most 60 characters for the name." |
*
* @param {Settings_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_name_too_long: ((inputs?: Settings_Name_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Name_Too_LongInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Use the exchange's https:// address." |
*
* @param {Settings_Exchange_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_exchange_plain_http: ((inputs?: Settings_Exchange_Plain_HttpInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Exchange_Plain_HttpInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the exchange address as a web address, such as https://exchange.example." |
*
* @param {Settings_Exchange_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_exchange_not_web: ((inputs?: Settings_Exchange_Not_WebInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Exchange_Not_WebInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Use the payment gateway's https:// address." |
*
* @param {Settings_Gateway_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_gateway_plain_http: ((inputs?: Settings_Gateway_Plain_HttpInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Gateway_Plain_HttpInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the payment gateway address as a web address, or leave it empty." |
*
* @param {Settings_Gateway_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_gateway_not_web: ((inputs?: Settings_Gateway_Not_WebInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Gateway_Not_WebInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Paste the API key as the exchange shows it (8 to 256 characters, no spaces)." |
*
* @param {Settings_Api_Key_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_key_invalid: ((inputs?: Settings_Api_Key_InvalidInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Key_InvalidInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Paste the API secret as the exchange shows it (8 to 256 characters, no spaces)." |
*
* @param {Settings_Api_Secret_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_secret_invalid: ((inputs?: Settings_Api_Secret_InvalidInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Secret_InvalidInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "App password set. Satchel now locks itself as chosen in “Lock after”." |
*
* @param {Settings_Password_Set_DoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_password_set_done: ((inputs?: Settings_Password_Set_DoneInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_Set_DoneInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "App password changed." |
*
* @param {Settings_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_password_changed: ((inputs?: Settings_Password_ChangedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_ChangedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "App password removed. Satchel no longer locks." |
*
* @param {Settings_Password_RemovedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_password_removed: ((inputs?: Settings_Password_RemovedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_RemovedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "An app password is set: Satchel starts locked and locks itself after the idle time you chose. Only a hash of the password is stored." |
*
* @param {Settings_Password_Intro_SetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_password_intro_set: ((inputs?: Settings_Password_Intro_SetInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_Intro_SetInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Optional. With a password Satchel starts locked and can lock itself when you step away. At least {count} character." |
* | "other" | "Optional. With a password Satchel starts locked and can lock itself when you step away. At least {count} characters." |
*
* @param {Settings_Password_Intro_UnsetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_password_intro_unset: ((inputs: Settings_Password_Intro_UnsetInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_Intro_UnsetInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Settings_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_current_password: ((inputs?: Settings_Current_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Current_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Settings_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_new_password: ((inputs?: Settings_New_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_New_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Repeat password" |
*
* @param {Settings_Repeat_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_repeat_password: ((inputs?: Settings_Repeat_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Repeat_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Change password" |
*
* @param {Settings_Change_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_change_password: ((inputs?: Settings_Change_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Change_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Set password" |
*
* @param {Settings_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_set_password: ((inputs?: Settings_Set_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Set_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Remove password" |
*
* @param {Settings_Remove_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_remove_password: ((inputs?: Settings_Remove_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Remove_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Lock now" |
*
* @param {Settings_Lock_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_lock_now: ((inputs?: Settings_Lock_NowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Lock_NowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to change the password." |
*
* @param {Settings_Password_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_password_locked: ((inputs?: Settings_Password_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_LockedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your current password." |
*
* @param {Settings_Enter_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_enter_current_password: ((inputs?: Settings_Enter_Current_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Enter_Current_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Choose a password of at least {count} character." |
* | "other" | "Choose a password of at least {count} characters." |
*
* @param {Settings_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_password_too_short: ((inputs: Settings_Password_Too_ShortInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_Too_ShortInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The two new passwords are not the same." |
*
* @param {Settings_Passwords_DifferInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_passwords_differ: ((inputs?: Settings_Passwords_DifferInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Passwords_DifferInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The Policies view now works on “{name}”." |
*
* @param {Settings_Appliance_Now_UsedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_now_used: ((inputs: Settings_Appliance_Now_UsedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_Now_UsedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” was removed." |
*
* @param {Settings_Appliance_Removed_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_removed_demo: ((inputs: Settings_Appliance_Removed_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_Removed_DemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” was removed, and its password deleted from the keychain." |
*
* @param {Settings_Appliance_RemovedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_removed: ((inputs: Settings_Appliance_RemovedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_RemovedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance presents the certificate you trusted (SHA-256 {fingerprint})." |
*
* @param {Settings_Cert_SameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_same: ((inputs: Settings_Cert_SameInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_SameInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel now trusts the certificate with SHA-256 {fingerprint} for “{name}”." |
*
* @param {Settings_Cert_Trusted_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_trusted_now: ((inputs: Settings_Cert_Trusted_NowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Trusted_NowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The certificate trusted before stays." |
*
* @param {Settings_Cert_KeptInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_kept: ((inputs?: Settings_Cert_KeptInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_KeptInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading appliances…" |
*
* @param {Settings_Loading_AppliancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_loading_appliances: ((inputs?: Settings_Loading_AppliancesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Loading_AppliancesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No appliance yet. Add one below." |
*
* @param {Settings_No_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_no_appliance: ((inputs?: Settings_No_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_No_ApplianceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No appliance yet. Add one below, or try the demo appliance." |
*
* @param {Settings_No_Appliance_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_no_appliance_demo: ((inputs?: Settings_No_Appliance_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_No_Appliance_DemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Saved appliances" |
*
* @param {Settings_Saved_AppliancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_saved_appliances: ((inputs?: Settings_Saved_AppliancesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Saved_AppliancesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "In use" |
*
* @param {Settings_In_UseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_in_use: ((inputs?: Settings_In_UseInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_In_UseInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "API path" |
*
* @param {Settings_Line_Api_PathInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_api_path: ((inputs?: Settings_Line_Api_PathInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_Api_PathInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "user" |
*
* @param {Settings_Line_UserInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_user: ((inputs?: Settings_Line_UserInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_UserInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "signs in by session" |
*
* @param {Settings_Line_Signs_In_SessionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_signs_in_session: ((inputs?: Settings_Line_Signs_In_SessionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_Signs_In_SessionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "signs in by HTTP Basic" |
*
* @param {Settings_Line_Signs_In_BasicInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_signs_in_basic: ((inputs?: Settings_Line_Signs_In_BasicInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_Signs_In_BasicInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "certificate" |
*
* @param {Settings_Line_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_certificate: ((inputs?: Settings_Line_CertificateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Line_CertificateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance's certificate expired on {date}; Satchel still accepts it because you trusted it — renew it on the appliance." |
*
* @param {Settings_Cert_ExpiredInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_expired: ((inputs: Settings_Cert_ExpiredInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_ExpiredInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "New name for appliance {name}" |
*
* @param {Settings_New_Name_For_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_new_name_for_appliance: ((inputs: Settings_New_Name_For_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_New_Name_For_ApplianceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Give the appliance a name." |
*
* @param {Settings_Appliance_Name_NeededInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_name_needed: ((inputs?: Settings_Appliance_Name_NeededInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_Name_NeededInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Use appliance {name}" |
*
* @param {Settings_Use_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_use_appliance: ((inputs: Settings_Use_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Use_ApplianceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Check the certificate of {name}" |
*
* @param {Settings_Check_Cert_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_check_cert_of: ((inputs: Settings_Check_Cert_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Check_Cert_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Check certificate" |
*
* @param {Settings_Check_CertInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_check_cert: ((inputs?: Settings_Check_CertInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Check_CertInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rename appliance {name}" |
*
* @param {Settings_Rename_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_rename_appliance: ((inputs: Settings_Rename_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Rename_ApplianceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Remove appliance {name}" |
*
* @param {Settings_Remove_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_remove_appliance: ((inputs: Settings_Remove_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Remove_ApplianceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{host} presents a different certificate from the one you trusted." |
*
* @param {Settings_Cert_DiffersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_differs: ((inputs: Settings_Cert_DiffersInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_DiffersInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Trust the new one only if the appliance's administrator replaced it; otherwise someone may be in between." |
*
* @param {Settings_Cert_Differs_AdviceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_differs_advice: ((inputs?: Settings_Cert_Differs_AdviceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Differs_AdviceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Trusted until now (SHA-256)" |
*
* @param {Settings_Cert_Trusted_Until_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_trusted_until_now: ((inputs?: Settings_Cert_Trusted_Until_NowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Trusted_Until_NowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Presented now (SHA-256)" |
*
* @param {Settings_Cert_Presented_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_presented_now: ((inputs?: Settings_Cert_Presented_NowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Presented_NowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Issued to" |
*
* @param {Settings_Cert_Issued_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_issued_to: ((inputs?: Settings_Cert_Issued_ToInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Issued_ToInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Issued by" |
*
* @param {Settings_Cert_Issued_ByInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_issued_by: ((inputs?: Settings_Cert_Issued_ByInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Issued_ByInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Trust the new certificate" |
*
* @param {Settings_Trust_New_CertInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_trust_new_cert: ((inputs?: Settings_Trust_New_CertInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Trust_New_CertInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Keep the old one" |
*
* @param {Settings_Keep_Old_CertInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_keep_old_cert: ((inputs?: Settings_Keep_Old_CertInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Keep_Old_CertInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to use, rename, add or remove appliances." |
*
* @param {Settings_Appliances_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliances_locked: ((inputs?: Settings_Appliances_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliances_LockedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in to “{name}” and saved it. Its password is in the system keychain." |
*
* @param {Settings_Appliance_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_added: ((inputs: Settings_Appliance_AddedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_AddedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Added the demo appliance as “{name}”." |
*
* @param {Settings_Demo_Appliance_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_demo_appliance_added: ((inputs: Settings_Demo_Appliance_AddedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Demo_Appliance_AddedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Add the demo appliance" |
*
* @param {Settings_Add_Demo_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_demo_appliance: ((inputs?: Settings_Add_Demo_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Demo_ApplianceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Add an appliance" |
*
* @param {Settings_Add_Appliance_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_appliance_title: ((inputs?: Settings_Add_Appliance_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Appliance_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel signs in with these before saving anything; the password goes into the system keychain and is never shown again. Over https, you see the appliance's ..." |
*
* @param {Settings_Add_Appliance_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_appliance_intro: ((inputs?: Settings_Add_Appliance_IntroInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Appliance_IntroInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in and save" |
*
* @param {Settings_Sign_In_And_SaveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_sign_in_and_save: ((inputs?: Settings_Sign_In_And_SaveInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Sign_In_And_SaveInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to add an appliance." |
*
* @param {Settings_Add_Appliance_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_appliance_locked: ((inputs?: Settings_Add_Appliance_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Add_Appliance_LockedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the appliance’s certificate…" |
*
* @param {Settings_Reading_CertInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_reading_cert: ((inputs?: Settings_Reading_CertInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Reading_CertInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in to the appliance…" |
*
* @param {Settings_Signing_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_signing_in: ((inputs?: Settings_Signing_InInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Signing_InInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Adding the demo appliance…" |
*
* @param {Settings_Adding_Demo_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_adding_demo_appliance: ((inputs?: Settings_Adding_Demo_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Adding_Demo_ApplianceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Demo mode: try the Policies view on the built-in demo appliance." |
*
* @param {Settings_Demo_Appliance_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_demo_appliance_intro: ((inputs?: Settings_Demo_Appliance_IntroInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Demo_Appliance_IntroInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Appliance name" |
*
* @param {Settings_Appliance_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_name: ((inputs?: Settings_Appliance_NameInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_NameInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Appliance address" |
*
* @param {Settings_Appliance_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_address: ((inputs?: Settings_Appliance_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_AddressInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "User name" |
*
* @param {Settings_User_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_user_name: ((inputs?: Settings_User_NameInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_User_NameInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Appliance password" |
*
* @param {Settings_Appliance_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_password: ((inputs?: Settings_Appliance_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in mode" |
*
* @param {Settings_Sign_In_ModeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_sign_in_mode: ((inputs?: Settings_Sign_In_ModeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Sign_In_ModeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Session (sign in once)" |
*
* @param {Settings_Auth_SessionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_auth_session: ((inputs?: Settings_Auth_SessionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Auth_SessionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "HTTP Basic (every request)" |
*
* @param {Settings_Auth_BasicInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_auth_basic: ((inputs?: Settings_Auth_BasicInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Auth_BasicInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "API path" |
*
* @param {Settings_Api_PathInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path: ((inputs?: Settings_Api_PathInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_PathInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Optional: left empty, {path} (the document's). A real appliance may have its own, such as /nitro/v1." |
*
* @param {Settings_Api_Path_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_hint: ((inputs: Settings_Api_Path_HintInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_HintInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "https:// for an appliance on the network. Plain http:// only to this computer (127.0.0.1, localhost, as an SSH tunnel): anywhere else it would send the passw..." |
*
* @param {Settings_Appliance_Url_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_url_hint: ((inputs?: Settings_Appliance_Url_HintInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_Url_HintInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Certificate of {host}" |
*
* @param {Settings_Cert_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_of: ((inputs: Settings_Cert_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This computer's certificate authorities vouch for it." |
*
* @param {Settings_Cert_VouchedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_vouched: ((inputs?: Settings_Cert_VouchedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_VouchedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This computer does not trust it." |
*
* @param {Settings_Cert_UntrustedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_untrusted: ((inputs?: Settings_Cert_UntrustedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_UntrustedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This computer does not trust it: it is signed by itself, as appliances’ own certificates mostly are." |
*
* @param {Settings_Cert_Untrusted_Self_SignedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_untrusted_self_signed: ((inputs?: Settings_Cert_Untrusted_Self_SignedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Untrusted_Self_SignedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Compare its fingerprint with the one the appliance shows (on its console or web interface) and trust it only if they match. Satchel then accepts this certifi..." |
*
* @param {Settings_Cert_CompareInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_compare: ((inputs?: Settings_Cert_CompareInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_CompareInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "SHA-256 fingerprint" |
*
* @param {Settings_Cert_FingerprintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_fingerprint: ((inputs?: Settings_Cert_FingerprintInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_FingerprintInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Valid until" |
*
* @param {Settings_Cert_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_valid_until: ((inputs?: Settings_Cert_Valid_UntilInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Cert_Valid_UntilInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Trust this certificate and sign in" |
*
* @param {Settings_Trust_And_Sign_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_trust_and_sign_in: ((inputs?: Settings_Trust_And_Sign_InInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Trust_And_Sign_InInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Don't trust it" |
*
* @param {Settings_Do_Not_TrustInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_do_not_trust: ((inputs?: Settings_Do_Not_TrustInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Do_Not_TrustInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the appliance address as a web address, such as https://adc.example." |
*
* @param {Settings_Appliance_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_not_web: ((inputs?: Settings_Appliance_Not_WebInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_Not_WebInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance address starts with https://." |
*
* @param {Settings_Appliance_SchemeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_scheme: ((inputs?: Settings_Appliance_SchemeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_SchemeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Leave the user name and password out of the address: they have their own fields." |
*
* @param {Settings_Appliance_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_credentials: ((inputs?: Settings_Appliance_CredentialsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_CredentialsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Plain http:// would send the password unencrypted: use https://. Plain http:// is only for this computer (127.0.0.1, localhost)." |
*
* @param {Settings_Appliance_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_plain_http: ((inputs?: Settings_Appliance_Plain_HttpInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_Plain_HttpInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Use at most 60 characters for the appliance name." |
*
* @param {Settings_Appliance_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_name_too_long: ((inputs?: Settings_Appliance_Name_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Appliance_Name_Too_LongInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the user name to sign in with." |
*
* @param {Settings_Enter_UserInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_enter_user: ((inputs?: Settings_Enter_UserInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Enter_UserInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The user name is too long." |
*
* @param {Settings_User_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_user_too_long: ((inputs?: Settings_User_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_User_Too_LongInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the password." |
*
* @param {Settings_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_enter_password: ((inputs?: Settings_Enter_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Enter_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The password is too long." |
*
* @param {Settings_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_password_too_long: ((inputs?: Settings_Password_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Password_Too_LongInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Markets now come from the demo exchange." |
*
* @param {Settings_Market_Now_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_now_demo: ((inputs?: Settings_Market_Now_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Now_DemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Markets now come from {url}." |
*
* @param {Settings_Market_Now_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_now_from: ((inputs: Settings_Market_Now_FromInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Now_FromInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange whose markets and prices Satchel shows while no account is in use. An account always uses its own exchange." |
*
* @param {Settings_Market_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_intro: ((inputs?: Settings_Market_IntroInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_IntroInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel was started with an exchange of its own ({how}), which is used instead of the choice here." |
*
* @param {Settings_Market_FixedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_fixed: ((inputs: Settings_Market_FixedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_FixedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The demo exchange is not running now: it starts the next time Satchel starts." |
*
* @param {Settings_Market_Demo_Not_RunningInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_demo_not_running: ((inputs?: Settings_Market_Demo_Not_RunningInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Demo_Not_RunningInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Exchange for market data" |
*
* @param {Settings_Market_LegendInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_legend: ((inputs?: Settings_Market_LegendInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_LegendInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Use the demo exchange" |
*
* @param {Settings_Use_Demo_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_use_demo_exchange: ((inputs?: Settings_Use_Demo_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Use_Demo_ExchangeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "(simulated, no real money)" |
*
* @param {Settings_SimulatedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_simulated: ((inputs?: Settings_SimulatedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_SimulatedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Save exchange" |
*
* @param {Settings_Save_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_save_exchange: ((inputs?: Settings_Save_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Save_ExchangeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to change the exchange." |
*
* @param {Settings_Market_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_locked: ((inputs?: Settings_Market_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_LockedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the exchange's address, such as https://exchange.example." |
*
* @param {Settings_Market_Address_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_empty: ((inputs?: Settings_Market_Address_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Address_EmptyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange's address is not a web address. Use one like https://exchange.example." |
*
* @param {Settings_Market_Address_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_not_web: ((inputs?: Settings_Market_Address_Not_WebInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Address_Not_WebInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange's address must start with https://." |
*
* @param {Settings_Market_Address_SchemeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_scheme: ((inputs?: Settings_Market_Address_SchemeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Address_SchemeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange's address must not contain a user name or password." |
*
* @param {Settings_Market_Address_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_credentials: ((inputs?: Settings_Market_Address_CredentialsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Address_CredentialsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange's address ends before any ? or #. Use one like https://exchange.example." |
*
* @param {Settings_Market_Address_QueryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_query: ((inputs?: Settings_Market_Address_QueryInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Market_Address_QueryInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "A text file for support: Satchel’s version and system, your settings as choices and counts, and the end of Satchel’s log. Keys, passwords, e-mail and coin ad..." |
*
* @param {Settings_Diagnostics_ExplainedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_diagnostics_explained: ((inputs?: Settings_Diagnostics_ExplainedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Diagnostics_ExplainedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Export diagnostics" |
*
* @param {Settings_Export_DiagnosticsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_export_diagnostics: ((inputs?: Settings_Export_DiagnosticsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Export_DiagnosticsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Diagnostics saved as {file} (your downloads)." |
*
* @param {Settings_Diagnostics_DownloadedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_diagnostics_downloaded: ((inputs: Settings_Diagnostics_DownloadedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Diagnostics_DownloadedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Diagnostics saved to {path}." |
*
* @param {Settings_Diagnostics_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_diagnostics_saved: ((inputs: Settings_Diagnostics_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Diagnostics_SavedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Export cancelled: nothing was saved." |
*
* @param {Settings_Diagnostics_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_diagnostics_cancelled: ((inputs?: Settings_Diagnostics_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Diagnostics_CancelledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the API path, such as /svc/v1." |
*
* @param {Settings_Api_Path_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_empty: ((inputs?: Settings_Api_Path_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_EmptyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The API path has at most {count} character." |
* | "other" | "The API path has at most {count} characters." |
*
* @param {Settings_Api_Path_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_too_long: ((inputs: Settings_Api_Path_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_Too_LongInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The API path starts with “/”, such as /svc/v1." |
*
* @param {Settings_Api_Path_SlashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_slash: ((inputs?: Settings_Api_Path_SlashInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_SlashInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The API path names at least one folder, such as /svc/v1." |
*
* @param {Settings_Api_Path_No_FolderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_no_folder: ((inputs?: Settings_Api_Path_No_FolderInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_No_FolderInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The API path has “//” in it: one “/” between its parts." |
*
* @param {Settings_Api_Path_Double_SlashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_double_slash: ((inputs?: Settings_Api_Path_Double_SlashInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_Double_SlashInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The API path cannot have “.” or “..” as a part." |
*
* @param {Settings_Api_Path_DotsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_dots: ((inputs?: Settings_Api_Path_DotsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_DotsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The API path has only letters, digits and . _ ~ - between its “/”, such as /nitro/v1." |
*
* @param {Settings_Api_Path_CharactersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_characters: ((inputs?: Settings_Api_Path_CharactersInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Api_Path_CharactersInputs, {
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
