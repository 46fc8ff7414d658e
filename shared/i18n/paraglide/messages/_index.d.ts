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
* | "exchange" |
*
* @param {Core_Party_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_party_exchange: ((inputs?: Core_Party_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Party_ExchangeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "payment gateway" |
*
* @param {Core_Party_GatewayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_party_gateway: ((inputs?: Core_Party_GatewayInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Party_GatewayInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} is limiting requests right now (HTTP 429). Satchel will try again shortly." |
*
* @param {Core_Server_LimitingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_limiting: ((inputs: Core_Server_LimitingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_LimitingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} is having trouble (HTTP {status}). Satchel will try again shortly." |
*
* @param {Core_Server_TroubleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_trouble: ((inputs: Core_Server_TroubleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_TroubleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} answered with a web page instead of data (HTTP {status}). It may be blocked from this network or under maintenance." |
*
* @param {Core_Server_Web_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_web_page: ((inputs: Core_Server_Web_PageInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Web_PageInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} answered with a web page instead of data. It may be blocked from this network or under maintenance." |
*
* @param {Core_Server_Web_Page_OkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_web_page_ok: ((inputs: Core_Server_Web_Page_OkInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Web_Page_OkInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} sent a number too long or too large to be an amount. Satchel did not read the answer." |
*
* @param {Core_Server_Number_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_number_too_long: ((inputs: Core_Server_Number_Too_LongInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Number_Too_LongInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} does not know this." |
*
* @param {Core_Server_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_not_found: ((inputs: Core_Server_Not_FoundInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Not_FoundInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} does not know this: {said}" |
*
* @param {Core_Server_Not_Found_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_not_found_said: ((inputs: Core_Server_Not_Found_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Not_Found_SaidInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} refused the credentials." |
*
* @param {Core_Server_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_auth: ((inputs: Core_Server_AuthInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_AuthInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} refused the credentials: {said}" |
*
* @param {Core_Server_Auth_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_auth_said: ((inputs: Core_Server_Auth_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Auth_SaidInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} refused the request (HTTP {status})." |
*
* @param {Core_Server_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_refused: ((inputs: Core_Server_RefusedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_RefusedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} refused the request (HTTP {status}): {said}" |
*
* @param {Core_Server_Refused_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_refused_said: ((inputs: Core_Server_Refused_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_Refused_SaidInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The {party} at {host} did not answer within {seconds} s." |
*
* @param {Core_Server_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_timeout: ((inputs: Core_Server_TimeoutInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_TimeoutInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot reach the {party} at {host}: {why}." |
*
* @param {Core_Server_UnreachableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_unreachable: ((inputs: Core_Server_UnreachableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Server_UnreachableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "the connection was refused" |
*
* @param {Core_Why_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_why_refused: ((inputs?: Core_Why_RefusedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Why_RefusedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "the address could not be found" |
*
* @param {Core_Why_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_why_not_found: ((inputs?: Core_Why_Not_FoundInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Why_Not_FoundInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "the connection was dropped" |
*
* @param {Core_Why_DroppedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_why_dropped: ((inputs?: Core_Why_DroppedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Why_DroppedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "its certificate was not accepted" |
*
* @param {Core_Why_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_why_certificate: ((inputs?: Core_Why_CertificateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Why_CertificateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "the network has no way to it" |
*
* @param {Core_Why_No_RouteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_why_no_route: ((inputs?: Core_Why_No_RouteInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Why_No_RouteInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "the secure connection could not be set up" |
*
* @param {Core_Why_TlsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_why_tls: ((inputs?: Core_Why_TlsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Why_TlsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "the network failed" |
*
* @param {Core_Why_NetworkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_why_network: ((inputs?: Core_Why_NetworkInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Why_NetworkInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The request was cancelled." |
*
* @param {Core_Request_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_request_cancelled: ((inputs?: Core_Request_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Request_CancelledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} answered with a web page instead of data (HTTP {status}). Check the address; the appliance may be behind a proxy or under maintenance." |
*
* @param {Core_Appliance_Web_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_web_page: ((inputs: Core_Appliance_Web_PageInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Web_PageInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance has no authorization policy of that name." |
*
* @param {Core_Appliance_No_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_policy: ((inputs?: Core_Appliance_No_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_No_PolicyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} has no authorization policy resource at this address. Check the address and the path prefix." |
*
* @param {Core_Appliance_No_ResourceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_resource: ((inputs: Core_Appliance_No_ResourceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_No_ResourceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "An authorization policy of that name already exists. Choose another name." |
*
* @param {Core_Appliance_ExistsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_exists: ((inputs?: Core_Appliance_ExistsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_ExistsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused the user name or password." |
*
* @param {Core_Appliance_Bad_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_bad_credentials: ((inputs: Core_Appliance_Bad_CredentialsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Bad_CredentialsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} ended the session, and signing in again did not help." |
*
* @param {Core_Appliance_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_session_ended: ((inputs: Core_Appliance_Session_EndedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Session_EndedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} did not accept the credentials sent with the request (it asks for a session)." |
*
* @param {Core_Appliance_Wants_SessionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_wants_session: ((inputs: Core_Appliance_Wants_SessionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Wants_SessionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance does not support enabling authorization policies." |
*
* @param {Core_Appliance_No_EnableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_enable: ((inputs?: Core_Appliance_No_EnableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_No_EnableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance does not support disabling authorization policies." |
*
* @param {Core_Appliance_No_DisableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_disable: ((inputs?: Core_Appliance_No_DisableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_No_DisableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance does not support unsetting fields of authorization policies." |
*
* @param {Core_Appliance_No_UnsetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_unset: ((inputs?: Core_Appliance_No_UnsetInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_No_UnsetInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance does not support this operation on the query." |
*
* @param {Core_Appliance_Unsupported_QueryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_unsupported_query: ((inputs?: Core_Appliance_Unsupported_QueryInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Unsupported_QueryInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance does not support this operation on this authorization policy." |
*
* @param {Core_Appliance_Unsupported_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_unsupported_policy: ((inputs?: Core_Appliance_Unsupported_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Unsupported_PolicyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} is having trouble (HTTP {status})." |
*
* @param {Core_Appliance_TroubleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_trouble: ((inputs: Core_Appliance_TroubleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_TroubleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} is having trouble (HTTP {status}): {said}" |
*
* @param {Core_Appliance_Trouble_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_trouble_said: ((inputs: Core_Appliance_Trouble_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Trouble_SaidInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused the credentials." |
*
* @param {Core_Appliance_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_auth: ((inputs: Core_Appliance_AuthInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_AuthInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused the credentials: {said}" |
*
* @param {Core_Appliance_Auth_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_auth_said: ((inputs: Core_Appliance_Auth_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Auth_SaidInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} does not know this." |
*
* @param {Core_Appliance_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_not_found: ((inputs: Core_Appliance_Not_FoundInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Not_FoundInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} does not know this: {said}" |
*
* @param {Core_Appliance_Not_Found_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_not_found_said: ((inputs: Core_Appliance_Not_Found_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Not_Found_SaidInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused the query." |
*
* @param {Core_Appliance_Refused_QueryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_query: ((inputs: Core_Appliance_Refused_QueryInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Refused_QueryInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused the query: {said}" |
*
* @param {Core_Appliance_Refused_Query_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_query_said: ((inputs: Core_Appliance_Refused_Query_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Refused_Query_SaidInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused this authorization policy." |
*
* @param {Core_Appliance_Refused_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_policy: ((inputs: Core_Appliance_Refused_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Refused_PolicyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused this authorization policy: {said}" |
*
* @param {Core_Appliance_Refused_Policy_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_policy_said: ((inputs: Core_Appliance_Refused_Policy_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Refused_Policy_SaidInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused the request." |
*
* @param {Core_Appliance_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused: ((inputs: Core_Appliance_RefusedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_RefusedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} refused the request: {said}" |
*
* @param {Core_Appliance_Refused_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_said: ((inputs: Core_Appliance_Refused_SaidInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Refused_SaidInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The change was sent, but the appliance at {host} did not answer within {seconds} s. Reload the list to see whether it was made." |
*
* @param {Core_Appliance_Sent_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_sent_timeout: ((inputs: Core_Appliance_Sent_TimeoutInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Sent_TimeoutInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The change was sent, but the appliance at {host} closed the connection without an answer. Reload the list to see whether it was made." |
*
* @param {Core_Appliance_Sent_ClosedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_sent_closed: ((inputs: Core_Appliance_Sent_ClosedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Sent_ClosedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The appliance at {host} did not answer within {seconds} s." |
*
* @param {Core_Appliance_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_timeout: ((inputs: Core_Appliance_TimeoutInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_TimeoutInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot reach the appliance at {host}: {why}." |
*
* @param {Core_Appliance_UnreachableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_unreachable: ((inputs: Core_Appliance_UnreachableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_UnreachableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel could not do this: something in the request is not right." |
*
* @param {Core_Kind_ValidationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_validation: ((inputs?: Core_Kind_ValidationInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_ValidationInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The server refused the credentials." |
*
* @param {Core_Kind_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_auth: ((inputs?: Core_Kind_AuthInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_AuthInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel cannot reach the system keychain." |
*
* @param {Core_Kind_KeychainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_keychain: ((inputs?: Core_Kind_KeychainInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_KeychainInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The server cannot be reached right now." |
*
* @param {Core_Kind_NetworkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_network: ((inputs?: Core_Kind_NetworkInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_NetworkInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The server cannot serve this right now. Try again shortly." |
*
* @param {Core_Kind_UnavailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_unavailable: ((inputs?: Core_Kind_UnavailableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_UnavailableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The server refused the request." |
*
* @param {Core_Kind_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_exchange: ((inputs?: Core_Kind_ExchangeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_ExchangeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The server answered something Satchel cannot read." |
*
* @param {Core_Kind_MalformedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_malformed: ((inputs?: Core_Kind_MalformedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_MalformedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The server does not know this." |
*
* @param {Core_Kind_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_not_found: ((inputs?: Core_Kind_Not_FoundInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_Not_FoundInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel is locked. Unlock it to go on." |
*
* @param {Core_Kind_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_locked: ((inputs?: Core_Kind_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_LockedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "You declined: nothing was sent." |
*
* @param {Core_Kind_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_declined: ((inputs?: Core_Kind_DeclinedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_DeclinedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The withdrawal guard stopped this." |
*
* @param {Core_Kind_GuardInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_guard: ((inputs?: Core_Kind_GuardInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_GuardInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The request was sent, but no answer came back: it may or may not have happened. Check before you try again." |
*
* @param {Core_Kind_Unknown_OutcomeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_unknown_outcome: ((inputs?: Core_Kind_Unknown_OutcomeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_Unknown_OutcomeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The request was cancelled." |
*
* @param {Core_Kind_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_cancelled: ((inputs?: Core_Kind_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_CancelledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong inside Satchel. The details were written to its log." |
*
* @param {Core_Kind_InternalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_internal: ((inputs?: Core_Kind_InternalInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Kind_InternalInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{message} (appliance code {code})" |
*
* @param {Core_With_Appliance_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_with_appliance_code: ((inputs: Core_With_Appliance_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_With_Appliance_CodeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The macOS Keychain is locked or refused access. Unlock your login keychain (in Keychain Access), allow Satchel, and try again." |
*
* @param {Core_Keychain_Locked_MacInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked_mac: ((inputs?: Core_Keychain_Locked_MacInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_Locked_MacInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Windows Credential Manager refused access. Sign in to Windows with your own account and try again." |
*
* @param {Core_Keychain_Locked_WindowsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked_windows: ((inputs?: Core_Keychain_Locked_WindowsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_Locked_WindowsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The system keychain is locked. Unlock it (on Linux: your login keyring, e.g. in Passwords and Keys) and try again." |
*
* @param {Core_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked: ((inputs?: Core_Keychain_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_LockedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No system keychain is available. On Linux install and run a Secret Service such as GNOME Keyring or KWallet, then try again." |
*
* @param {Core_Keychain_MissingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_missing: ((inputs?: Core_Keychain_MissingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_MissingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The system keychain has no keyring to store the secret in. Create a default keyring (on Linux: a “Login” keyring in Passwords and Keys) and try again." |
*
* @param {Core_Keychain_No_KeyringInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_keyring: ((inputs?: Core_Keychain_No_KeyringInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_No_KeyringInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel could not load its keychain module on this system. Reinstall Satchel; if that does not help, report the problem." |
*
* @param {Core_Keychain_No_ModuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_module: ((inputs?: Core_Keychain_No_ModuleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_No_ModuleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The system keychain did not answer. If it asked for a password, answer it; then try again." |
*
* @param {Core_Keychain_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_timeout: ((inputs?: Core_Keychain_TimeoutInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_TimeoutInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The system keychain refused the request. Try again; if it keeps failing, restart the keychain (on Linux: log out and in again)." |
*
* @param {Core_Keychain_FailedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_failed: ((inputs?: Core_Keychain_FailedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Keychain_FailedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel is locked. Unlock it with your app password to do this." |
*
* @param {Core_Lock_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_lock_locked: ((inputs?: Core_Lock_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_LockedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Set an app password first: without one Satchel cannot lock." |
*
* @param {Core_Lock_No_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_lock_no_password: ((inputs?: Core_Lock_No_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_No_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Another password attempt is being checked. Try again in a moment." |
*
* @param {Core_Lock_CheckingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_lock_checking: ((inputs?: Core_Lock_CheckingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_CheckingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Too many wrong passwords. Try again in {seconds} s." |
*
* @param {Core_Lock_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_lock_too_many: ((inputs: Core_Lock_Too_ManyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_Too_ManyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your app password." |
*
* @param {Core_Lock_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_lock_enter_password: ((inputs?: Core_Lock_Enter_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_Enter_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Wrong password. You can try again in {seconds} s." |
*
* @param {Core_Lock_WrongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_lock_wrong: ((inputs: Core_Lock_WrongInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_WrongInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Choose a password of at least {count} character." |
* | "other" | "Choose a password of at least {count} characters." |
*
* @param {Core_Lock_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_lock_too_short: ((inputs: Core_Lock_Too_ShortInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Lock_Too_ShortInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "That address is not in the address book." |
*
* @param {Core_Guard_Address_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_guard_address_unknown: ((inputs?: Core_Guard_Address_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Guard_Address_UnknownInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: {unit} may only go to saved addresses, and this address is not in your address book." |
*
* @param {Core_Guard_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_guard_not_saved: ((inputs: Core_Guard_Not_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Guard_Not_SavedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: {unit} may only go to saved addresses, and this address with this memo is not in your address book." |
*
* @param {Core_Guard_Not_Saved_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_guard_not_saved_memo: ((inputs: Core_Guard_Not_Saved_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Guard_Not_Saved_MemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: {unit} may only go to saved addresses, and a transfer code goes to whoever holds it. To create one, turn off “only to saved..." |
*
* @param {Core_Guard_No_CodesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_guard_no_codes: ((inputs: Core_Guard_No_CodesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Guard_No_CodesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: the daily limit for {unit} is {limit} {unit}. Satchel sent {used} {unit} in the last 24 hours and this would take {debit} {..." |
*
* @param {Core_Guard_Daily_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_guard_daily_limit: ((inputs: Core_Guard_Daily_LimitInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Guard_Daily_LimitInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Declined: nothing was sent to the exchange." |
*
* @param {Core_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_declined: ((inputs?: Core_DeclinedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_DeclinedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This needs your app password." |
*
* @param {Core_Needs_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_needs_password: ((inputs?: Core_Needs_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Needs_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "That confirmation is no longer waiting for an answer." |
*
* @param {Core_Confirm_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_confirm_gone: ((inputs?: Core_Confirm_GoneInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Confirm_GoneInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange knows this code's first group as a {unit} code, but the code says {mark}: it was mistyped." |
*
* @param {Core_Code_MistypedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_mistyped: ((inputs: Core_Code_MistypedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_MistypedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | digitsPlural | output |
* | --- | --- |
* | "one" | "{unit} amounts have at most {digits} digit after the point." |
* | "other" | "{unit} amounts have at most {digits} digits after the point." |
*
* @param {Core_Code_DigitsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_digits: ((inputs: Core_Code_DigitsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_DigitsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The amount must be more than zero." |
*
* @param {Core_Amount_PositiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_amount_positive: ((inputs?: Core_Amount_PositiveInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Amount_PositiveInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Only {available} {unit} is available for a code." |
*
* @param {Core_Code_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_available: ((inputs: Core_Code_AvailableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_AvailableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The “not refundable before” time is already past: choose a later one, or none." |
*
* @param {Core_Code_Refundable_PastInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_refundable_past: ((inputs?: Core_Code_Refundable_PastInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Refundable_PastInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This code has already been used." |
*
* @param {Core_Code_UsedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_used: ((inputs?: Core_Code_UsedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_UsedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This code is being redeemed right now." |
*
* @param {Core_Code_RedeemingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_redeeming: ((inputs?: Core_Code_RedeemingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_RedeemingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This code was cancelled by its owner." |
*
* @param {Core_Code_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_cancelled: ((inputs?: Core_Code_CancelledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_CancelledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This code is blocked by the exchange (on hold). Contact its support with the code’s support number." |
*
* @param {Core_Code_On_HoldInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_on_hold: ((inputs?: Core_Code_On_HoldInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_On_HoldInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{error} Satchel could not read the codes you redeemed either; look at the list in a moment before trying again." |
*
* @param {Core_Code_Redeem_UnreadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_unread: ((inputs: Core_Code_Redeem_UnreadInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Redeem_UnreadInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange did not confirm the redemption, and the code is not among the codes you redeemed. It was not sent again: look at the list in a moment before try..." |
*
* @param {Core_Code_Redeem_LostInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_lost: ((inputs?: Core_Code_Redeem_LostInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Redeem_LostInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Declined: the code was not shown." |
*
* @param {Core_Code_Reveal_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_declined: ((inputs?: Core_Code_Reveal_DeclinedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Reveal_DeclinedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel’s main window switched away from “{account}”. Nothing was sent; open the payment window again from the account you mean." |
*
* @param {Core_Fiat_SwitchedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_switched: ((inputs: Core_Fiat_SwitchedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_SwitchedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This window was not opened for a payment." |
*
* @param {Core_Fiat_Not_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_not_payment: ((inputs?: Core_Fiat_Not_PaymentInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_Not_PaymentInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This payment window is for a payout." |
*
* @param {Core_Fiat_For_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_for_payout: ((inputs?: Core_Fiat_For_PayoutInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_For_PayoutInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This payment window is for a deposit." |
*
* @param {Core_Fiat_For_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_for_deposit: ((inputs?: Core_Fiat_For_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_For_DepositInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange gave this account no payment key for {unit}, so it cannot use the payment gateway." |
*
* @param {Core_Fiat_No_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_no_key: ((inputs: Core_Fiat_No_KeyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_No_KeyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway does not offer the service you chose (any more). Choose another one." |
*
* @param {Core_Fiat_Service_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_service_gone: ((inputs?: Core_Fiat_Service_GoneInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_Service_GoneInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange accepted the deposit but said nowhere to pay it." |
*
* @param {Core_Fiat_No_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_no_action: ((inputs?: Core_Fiat_No_ActionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_No_ActionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange accepted the deposit but gave no deposit id." |
*
* @param {Core_Fiat_No_Deposit_IdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_no_deposit_id: ((inputs?: Core_Fiat_No_Deposit_IdInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Fiat_No_Deposit_IdInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Send {unit}" |
*
* @param {Core_Withdraw_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_title: ((inputs: Core_Withdraw_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Send {amount} {unit} to the address below?" |
*
* @param {Core_Withdraw_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_question: ((inputs: Core_Withdraw_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Send {amount} {unit} to an address that looks like one you know but is not it?" |
*
* @param {Core_Withdraw_Question_Look_AlikeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_question_look_alike: ((inputs: Core_Withdraw_Question_Look_AlikeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_Question_Look_AlikeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Send {amount} {unit}" |
*
* @param {Core_Withdraw_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_confirm: ((inputs: Core_Withdraw_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "From account: {account}" |
*
* @param {Core_Line_From_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_from_account: ((inputs: Core_Line_From_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_From_AccountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Memo: {memo}" |
*
* @param {Core_Line_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_memo: ((inputs: Core_Line_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_MemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Memo: (none — sent without a memo)" |
*
* @param {Core_Line_No_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_no_memo: ((inputs?: Core_Line_No_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_No_MemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Recipient gets: {amount} {unit}" |
*
* @param {Core_Line_Recipient_GetsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_recipient_gets: ((inputs: Core_Line_Recipient_GetsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_Recipient_GetsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Fee: {fee} {unit}" |
*
* @param {Core_Line_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_fee: ((inputs: Core_Line_FeeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_FeeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Fee: {fee} {unit} (taken from the amount)" |
*
* @param {Core_Line_Fee_IncludedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_fee_included: ((inputs: Core_Line_Fee_IncludedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_Fee_IncludedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Taken from your balance: {amount} {unit}" |
*
* @param {Core_Line_DebitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_debit: ((inputs: Core_Line_DebitInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_DebitInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "A withdrawal cannot be undone." |
*
* @param {Core_Withdraw_FinalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_final: ((inputs?: Core_Withdraw_FinalInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_FinalInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "To (in groups of four): {address}" |
*
* @param {Core_Line_To_GroupsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_to_groups: ((inputs: Core_Line_To_GroupsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_To_GroupsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel order" |
*
* @param {Core_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_cancel_title: ((inputs?: Core_Cancel_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cancel_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel order {id} on {market}?" |
*
* @param {Core_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_cancel_question: ((inputs: Core_Cancel_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cancel_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{order}. What it holds is released to your available balance." |
*
* @param {Core_Cancel_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_cancel_detail: ((inputs: Core_Cancel_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cancel_DetailInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Order {id}: buy {amount} {base} at {price} {quote} ({type})" |
*
* @param {Core_Order_BuyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_order_buy: ((inputs: Core_Order_BuyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Order_BuyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Order {id}: sell {amount} {base} at {price} {quote} ({type})" |
*
* @param {Core_Order_SellInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_order_sell: ((inputs: Core_Order_SellInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Order_SellInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "limit" |
*
* @param {Core_Order_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_order_limit: ((inputs?: Core_Order_LimitInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Order_LimitInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "market" |
*
* @param {Core_Order_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_order_market: ((inputs?: Core_Order_MarketInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Order_MarketInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel orders" |
*
* @param {Core_Cancel_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_cancel_many_title: ((inputs?: Core_Cancel_Many_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cancel_Many_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cancel {count} order?" |
* | "other" | "Cancel {count} orders?" |
*
* @param {Core_Cancel_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_cancel_many_question: ((inputs: Core_Cancel_Many_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cancel_Many_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cancel {count} order" |
* | "other" | "Cancel {count} orders" |
*
* @param {Core_Cancel_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_cancel_many_confirm: ((inputs: Core_Cancel_Many_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cancel_Many_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Not an open order of this account: {ids}. The list has been refreshed." |
*
* @param {Core_Cancel_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_cancel_not_open: ((inputs: Core_Cancel_Not_OpenInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Cancel_Not_OpenInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Declined: nothing was changed." |
*
* @param {Core_Policy_Nothing_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_nothing_changed: ((inputs?: Core_Policy_Nothing_ChangedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Nothing_ChangedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The active appliance changed while the question was open: nothing was sent to “{appliance}”." |
*
* @param {Core_Policy_Appliance_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_appliance_changed: ((inputs: Core_Policy_Appliance_ChangedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Appliance_ChangedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The change was made, but reading the policy back failed: {error}" |
*
* @param {Core_Policy_Read_Back_FailedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_read_back_failed: ((inputs: Core_Policy_Read_Back_FailedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Read_Back_FailedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Add an ALLOW policy" |
*
* @param {Core_Policy_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_title: ((inputs?: Core_Policy_Add_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Add_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Add the ALLOW policy {name} to {appliance}?" |
*
* @param {Core_Policy_Add_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_question: ((inputs: Core_Policy_Add_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Add_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rule: {rule} An ALLOW policy may let through requests that are denied now." |
*
* @param {Core_Policy_Add_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_detail: ((inputs: Core_Policy_Add_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Add_DetailInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Add policy" |
*
* @param {Core_Policy_Add_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_confirm: ((inputs?: Core_Policy_Add_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Add_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Change a policy" |
*
* @param {Core_Policy_Change_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_change_title: ((inputs?: Core_Policy_Change_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Change_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Change the authorization policy {name} on {appliance}?" |
*
* @param {Core_Policy_Change_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_change_question: ((inputs: Core_Policy_Change_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Change_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Change policy" |
*
* @param {Core_Policy_Change_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_change_confirm: ((inputs?: Core_Policy_Change_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Change_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rename a policy" |
*
* @param {Core_Policy_Rename_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_title: ((inputs?: Core_Policy_Rename_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Rename_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rename the authorization policy {name} to {newName} on {appliance}?" |
*
* @param {Core_Policy_Rename_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_question: ((inputs: Core_Policy_Rename_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Rename_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Its rule and action stay as they are; whatever refers to it by its old name may no longer find it." |
*
* @param {Core_Policy_Rename_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_detail: ((inputs?: Core_Policy_Rename_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Rename_DetailInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rename policy" |
*
* @param {Core_Policy_Rename_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_confirm: ((inputs?: Core_Policy_Rename_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Rename_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Reset a policy" |
*
* @param {Core_Policy_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_title: ((inputs?: Core_Policy_Reset_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Reset_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Reset the rule of {name} on {appliance} to the appliance’s defaults?" |
*
* @param {Core_Policy_Reset_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_rule: ((inputs: Core_Policy_Reset_RuleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Reset_RuleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Reset the action of {name} on {appliance} to the appliance’s defaults?" |
*
* @param {Core_Policy_Reset_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_action: ((inputs: Core_Policy_Reset_ActionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Reset_ActionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Reset the rule and action of {name} on {appliance} to the appliance’s defaults?" |
*
* @param {Core_Policy_Reset_BothInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_both: ((inputs: Core_Policy_Reset_BothInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Reset_BothInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Policy: {name}" |
*
* @param {Core_Policy_Line_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_policy: ((inputs: Core_Policy_Line_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Line_PolicyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Action now: {action}" |
*
* @param {Core_Policy_Line_Action_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_action_now: ((inputs: Core_Policy_Line_Action_NowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Line_Action_NowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rule now: {rule}" |
*
* @param {Core_Policy_Line_Rule_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_rule_now: ((inputs: Core_Policy_Line_Rule_NowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Line_Rule_NowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Action: {action}" |
*
* @param {Core_Policy_Line_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_action: ((inputs: Core_Policy_Line_ActionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Line_ActionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rule: {rule}" |
*
* @param {Core_Policy_Line_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_rule: ((inputs: Core_Policy_Line_RuleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Line_RuleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The defaults are the appliance’s own, whatever they allow." |
*
* @param {Core_Policy_Reset_DefaultsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_defaults: ((inputs?: Core_Policy_Reset_DefaultsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Reset_DefaultsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Reset to default" |
*
* @param {Core_Policy_Reset_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_confirm: ((inputs?: Core_Policy_Reset_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Reset_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enable policies" |
*
* @param {Core_Policy_Enable_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_many_title: ((inputs?: Core_Policy_Enable_Many_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Enable_Many_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Disable policies" |
*
* @param {Core_Policy_Disable_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_many_title: ((inputs?: Core_Policy_Disable_Many_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_Many_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Enable {count} authorization policy on {appliance}?" |
* | "other" | "Enable {count} authorization policies on {appliance}?" |
*
* @param {Core_Policy_Enable_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_many_question: ((inputs: Core_Policy_Enable_Many_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Enable_Many_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Disable {count} authorization policy on {appliance}?" |
* | "other" | "Disable {count} authorization policies on {appliance}?" |
*
* @param {Core_Policy_Disable_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_many_question: ((inputs: Core_Policy_Disable_Many_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_Many_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Enable {count} policy" |
* | "other" | "Enable {count} policies" |
*
* @param {Core_Policy_Enable_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_many_confirm: ((inputs: Core_Policy_Enable_Many_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Enable_Many_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Disable {count} policy" |
* | "other" | "Disable {count} policies" |
*
* @param {Core_Policy_Disable_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_many_confirm: ((inputs: Core_Policy_Disable_Many_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_Many_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enable a policy" |
*
* @param {Core_Policy_Enable_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_title: ((inputs?: Core_Policy_Enable_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Enable_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Disable a policy" |
*
* @param {Core_Policy_Disable_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_title: ((inputs?: Core_Policy_Disable_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enable the authorization policy {name} on {appliance}?" |
*
* @param {Core_Policy_Enable_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_question: ((inputs: Core_Policy_Enable_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Enable_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Disable the authorization policy {name} on {appliance}?" |
*
* @param {Core_Policy_Disable_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_question: ((inputs: Core_Policy_Disable_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "It denies requests now: turned off, it stops nothing." |
*
* @param {Core_Policy_Disable_DenyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_deny: ((inputs?: Core_Policy_Disable_DenyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_DenyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Turned off, it no longer decides anything." |
*
* @param {Core_Policy_Disable_OtherInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_other: ((inputs?: Core_Policy_Disable_OtherInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_OtherInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "It allows requests: turned on, it may let through what is denied now." |
*
* @param {Core_Policy_Enable_AllowsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_allows: ((inputs?: Core_Policy_Enable_AllowsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Enable_AllowsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enable policy" |
*
* @param {Core_Policy_Enable_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_confirm: ((inputs?: Core_Policy_Enable_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Enable_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Disable policy" |
*
* @param {Core_Policy_Disable_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_confirm: ((inputs?: Core_Policy_Disable_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Disable_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Delete policy" |
*
* @param {Core_Policy_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_title: ((inputs?: Core_Policy_Delete_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Delete_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Delete policies" |
*
* @param {Core_Policy_Delete_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_many_title: ((inputs?: Core_Policy_Delete_Many_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Delete_Many_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Delete the authorization policy {name} from {appliance}?" |
*
* @param {Core_Policy_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_question: ((inputs: Core_Policy_Delete_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Delete_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Delete {count} authorization policy from {appliance}?" |
* | "other" | "Delete {count} authorization policies from {appliance}?" |
*
* @param {Core_Policy_Delete_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_many_question: ((inputs: Core_Policy_Delete_Many_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Delete_Many_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "A deleted policy cannot be brought back; its rule and action are gone with it." |
*
* @param {Core_Policy_Delete_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_detail: ((inputs?: Core_Policy_Delete_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Delete_DetailInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Delete policy" |
*
* @param {Core_Policy_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_confirm: ((inputs?: Core_Policy_Delete_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Delete_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Delete {count} policy" |
* | "other" | "Delete {count} policies" |
*
* @param {Core_Policy_Delete_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_many_confirm: ((inputs: Core_Policy_Delete_Many_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Policy_Delete_Many_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "list the accounts" |
*
* @param {Core_Op_Profiles_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_list: ((inputs?: Core_Op_Profiles_ListInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Profiles_ListInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "add the account" |
*
* @param {Core_Op_Profiles_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_add: ((inputs?: Core_Op_Profiles_AddInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Profiles_AddInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "add the demo account" |
*
* @param {Core_Op_Profiles_Add_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_add_demo: ((inputs?: Core_Op_Profiles_Add_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Profiles_Add_DemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "rename the account" |
*
* @param {Core_Op_Profiles_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_rename: ((inputs?: Core_Op_Profiles_RenameInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Profiles_RenameInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "remove the account" |
*
* @param {Core_Op_Profiles_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_remove: ((inputs?: Core_Op_Profiles_RemoveInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Profiles_RemoveInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "switch to the account" |
*
* @param {Core_Op_Profiles_ActivateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_activate: ((inputs?: Core_Op_Profiles_ActivateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Profiles_ActivateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the account" |
*
* @param {Core_Op_Account_MeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_account_me: ((inputs?: Core_Op_Account_MeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Account_MeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the balances" |
*
* @param {Core_Op_Balances_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_balances_list: ((inputs?: Core_Op_Balances_ListInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Balances_ListInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "follow the account" |
*
* @param {Core_Op_Account_WatchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_account_watch: ((inputs?: Core_Op_Account_WatchInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Account_WatchInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "refresh the account" |
*
* @param {Core_Op_Account_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_account_refresh: ((inputs?: Core_Op_Account_RefreshInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Account_RefreshInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the value history" |
*
* @param {Core_Op_Value_History_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_value_history_get: ((inputs?: Core_Op_Value_History_GetInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Value_History_GetInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "record the account’s value" |
*
* @param {Core_Op_Value_History_RecordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_value_history_record: ((inputs?: Core_Op_Value_History_RecordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Value_History_RecordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "keep the value history" |
*
* @param {Core_Op_Value_History_AdoptInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_value_history_adopt: ((inputs?: Core_Op_Value_History_AdoptInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Value_History_AdoptInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read about Satchel" |
*
* @param {Core_Op_App_InfoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_app_info: ((inputs?: Core_Op_App_InfoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_App_InfoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read Satchel’s notices" |
*
* @param {Core_Op_App_NoticesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_app_notices: ((inputs?: Core_Op_App_NoticesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_App_NoticesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "note the activity" |
*
* @param {Core_Op_App_ActivityInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_app_activity: ((inputs?: Core_Op_App_ActivityInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_App_ActivityInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "export the diagnostics" |
*
* @param {Core_Op_App_Export_DiagnosticsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_app_export_diagnostics: ((inputs?: Core_Op_App_Export_DiagnosticsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_App_Export_DiagnosticsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the settings" |
*
* @param {Core_Op_Settings_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_settings_get: ((inputs?: Core_Op_Settings_GetInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Settings_GetInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "change the settings" |
*
* @param {Core_Op_Settings_UpdateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_settings_update: ((inputs?: Core_Op_Settings_UpdateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Settings_UpdateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "take the answer to the question" |
*
* @param {Core_Op_Confirm_AnswerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_confirm_answer: ((inputs?: Core_Op_Confirm_AnswerInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Confirm_AnswerInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read whether Satchel is locked" |
*
* @param {Core_Op_Lock_StatusInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_lock_status: ((inputs?: Core_Op_Lock_StatusInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Lock_StatusInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "unlock Satchel" |
*
* @param {Core_Op_Lock_UnlockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_lock_unlock: ((inputs?: Core_Op_Lock_UnlockInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Lock_UnlockInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "lock Satchel" |
*
* @param {Core_Op_Lock_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_lock_lock: ((inputs?: Core_Op_Lock_LockInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Lock_LockInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "set the app password" |
*
* @param {Core_Op_Lock_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_lock_set_password: ((inputs?: Core_Op_Lock_Set_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Lock_Set_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "list the appliances" |
*
* @param {Core_Op_Appliances_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_list: ((inputs?: Core_Op_Appliances_ListInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_ListInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "add the appliance" |
*
* @param {Core_Op_Appliances_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_add: ((inputs?: Core_Op_Appliances_AddInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_AddInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "add the demo appliance" |
*
* @param {Core_Op_Appliances_Add_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_add_demo: ((inputs?: Core_Op_Appliances_Add_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_Add_DemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "rename the appliance" |
*
* @param {Core_Op_Appliances_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_rename: ((inputs?: Core_Op_Appliances_RenameInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_RenameInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "remove the appliance" |
*
* @param {Core_Op_Appliances_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_remove: ((inputs?: Core_Op_Appliances_RemoveInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_RemoveInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "switch to the appliance" |
*
* @param {Core_Op_Appliances_ActivateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_activate: ((inputs?: Core_Op_Appliances_ActivateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_ActivateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the appliance’s certificate" |
*
* @param {Core_Op_Appliances_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_certificate: ((inputs?: Core_Op_Appliances_CertificateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_CertificateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "trust the appliance’s certificate" |
*
* @param {Core_Op_Appliances_TrustInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_trust: ((inputs?: Core_Op_Appliances_TrustInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Appliances_TrustInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "list the authorization policies" |
*
* @param {Core_Op_Policies_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_list: ((inputs?: Core_Op_Policies_ListInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_ListInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the authorization policy" |
*
* @param {Core_Op_Policies_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_get: ((inputs?: Core_Op_Policies_GetInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_GetInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "add the authorization policy" |
*
* @param {Core_Op_Policies_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_add: ((inputs?: Core_Op_Policies_AddInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_AddInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "change the authorization policy" |
*
* @param {Core_Op_Policies_UpdateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_update: ((inputs?: Core_Op_Policies_UpdateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_UpdateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "rename the authorization policy" |
*
* @param {Core_Op_Policies_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_rename: ((inputs?: Core_Op_Policies_RenameInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_RenameInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "remove the authorization policies" |
*
* @param {Core_Op_Policies_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_remove: ((inputs?: Core_Op_Policies_RemoveInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_RemoveInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "enable the authorization policies" |
*
* @param {Core_Op_Policies_EnableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_enable: ((inputs?: Core_Op_Policies_EnableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_EnableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "disable the authorization policies" |
*
* @param {Core_Op_Policies_DisableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_disable: ((inputs?: Core_Op_Policies_DisableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_DisableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "clear fields of the authorization policy" |
*
* @param {Core_Op_Policies_UnsetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_unset: ((inputs?: Core_Op_Policies_UnsetInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Policies_UnsetInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "check the transfer code" |
*
* @param {Core_Op_Codes_CheckInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_check: ((inputs?: Core_Op_Codes_CheckInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Codes_CheckInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "create the transfer code" |
*
* @param {Core_Op_Codes_CreateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_create: ((inputs?: Core_Op_Codes_CreateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Codes_CreateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "redeem the transfer code" |
*
* @param {Core_Op_Codes_RedeemInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_redeem: ((inputs?: Core_Op_Codes_RedeemInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Codes_RedeemInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the transfer code" |
*
* @param {Core_Op_Codes_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_details: ((inputs?: Core_Op_Codes_DetailsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Codes_DetailsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "list the transfer codes you made" |
*
* @param {Core_Op_Codes_IssuedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_issued: ((inputs?: Core_Op_Codes_IssuedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Codes_IssuedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "list the transfer codes you redeemed" |
*
* @param {Core_Op_Codes_RedeemedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_redeemed: ((inputs?: Core_Op_Codes_RedeemedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Codes_RedeemedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read how to deposit" |
*
* @param {Core_Op_Deposits_InfoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_deposits_info: ((inputs?: Core_Op_Deposits_InfoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Deposits_InfoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "make a deposit address" |
*
* @param {Core_Op_Deposits_Generate_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_deposits_generate_address: ((inputs?: Core_Op_Deposits_Generate_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Deposits_Generate_AddressInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the deposit" |
*
* @param {Core_Op_Deposits_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_deposits_details: ((inputs?: Core_Op_Deposits_DetailsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Deposits_DetailsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "open the payment window" |
*
* @param {Core_Op_Fiat_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_open: ((inputs?: Core_Op_Fiat_OpenInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Fiat_OpenInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read what the payment window is for" |
*
* @param {Core_Op_Fiat_ContextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_context: ((inputs?: Core_Op_Fiat_ContextInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Fiat_ContextInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "list the payout services" |
*
* @param {Core_Op_Fiat_Payout_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_payout_services: ((inputs?: Core_Op_Fiat_Payout_ServicesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Fiat_Payout_ServicesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "send the payout" |
*
* @param {Core_Op_Fiat_WithdrawInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_withdraw: ((inputs?: Core_Op_Fiat_WithdrawInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Fiat_WithdrawInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "list the payment services" |
*
* @param {Core_Op_Fiat_Deposit_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_deposit_services: ((inputs?: Core_Op_Fiat_Deposit_ServicesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Fiat_Deposit_ServicesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "start the deposit" |
*
* @param {Core_Op_Fiat_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_deposit: ((inputs?: Core_Op_Fiat_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Fiat_DepositInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "start the deposit" |
*
* @param {Core_Op_Fiat_Deposit_SimpleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_deposit_simple: ((inputs?: Core_Op_Fiat_Deposit_SimpleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Fiat_Deposit_SimpleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the history" |
*
* @param {Core_Op_History_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_history_list: ((inputs?: Core_Op_History_ListInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_History_ListInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "export the history" |
*
* @param {Core_Op_History_ExportInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_history_export: ((inputs?: Core_Op_History_ExportInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_History_ExportInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the exchange’s clock" |
*
* @param {Core_Op_Market_TimeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_market_time: ((inputs?: Core_Op_Market_TimeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Market_TimeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the currencies" |
*
* @param {Core_Op_Market_CurrenciesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_market_currencies: ((inputs?: Core_Op_Market_CurrenciesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Market_CurrenciesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the exchange rates" |
*
* @param {Core_Op_Market_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_market_rates: ((inputs?: Core_Op_Market_RatesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Market_RatesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the markets" |
*
* @param {Core_Op_Market_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_market_markets: ((inputs?: Core_Op_Market_MarketsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Market_MarketsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the prices" |
*
* @param {Core_Op_Market_TickersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_market_tickers: ((inputs?: Core_Op_Market_TickersInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Market_TickersInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the fees" |
*
* @param {Core_Op_Market_FeesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_market_fees: ((inputs?: Core_Op_Market_FeesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Market_FeesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the order book" |
*
* @param {Core_Op_Book_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_book_get: ((inputs?: Core_Op_Book_GetInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Book_GetInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "follow the prices" |
*
* @param {Core_Op_Feed_WatchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_feed_watch: ((inputs?: Core_Op_Feed_WatchInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Feed_WatchInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "reconnect to the prices" |
*
* @param {Core_Op_Feed_RetryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_feed_retry: ((inputs?: Core_Op_Feed_RetryInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Feed_RetryInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the open orders" |
*
* @param {Core_Op_Orders_ActiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_active: ((inputs?: Core_Op_Orders_ActiveInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Orders_ActiveInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the order history" |
*
* @param {Core_Op_Orders_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_history: ((inputs?: Core_Op_Orders_HistoryInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Orders_HistoryInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the order’s trades" |
*
* @param {Core_Op_Orders_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_trades: ((inputs?: Core_Op_Orders_TradesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Orders_TradesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "cancel the order" |
*
* @param {Core_Op_Orders_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_cancel: ((inputs?: Core_Op_Orders_CancelInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Orders_CancelInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "cancel the orders" |
*
* @param {Core_Op_Orders_Cancel_ManyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_cancel_many: ((inputs?: Core_Op_Orders_Cancel_ManyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Orders_Cancel_ManyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "send the withdrawal" |
*
* @param {Core_Op_Withdrawals_CreateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_withdrawals_create: ((inputs?: Core_Op_Withdrawals_CreateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Withdrawals_CreateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the withdrawal" |
*
* @param {Core_Op_Withdrawals_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_withdrawals_details: ((inputs?: Core_Op_Withdrawals_DetailsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Withdrawals_DetailsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "read the withdrawal guard" |
*
* @param {Core_Op_Guard_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_guard_get: ((inputs?: Core_Op_Guard_GetInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Guard_GetInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "save the address" |
*
* @param {Core_Op_Guard_Save_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_guard_save_address: ((inputs?: Core_Op_Guard_Save_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Guard_Save_AddressInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "remove the address" |
*
* @param {Core_Op_Guard_Remove_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_guard_remove_address: ((inputs?: Core_Op_Guard_Remove_AddressInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Guard_Remove_AddressInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "change the withdrawal guard" |
*
* @param {Core_Op_Guard_Set_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_guard_set_rule: ((inputs?: Core_Op_Guard_Set_RuleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Op_Guard_Set_RuleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel could not {what}: {problem}." |
*
* @param {Core_Could_NotInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_could_not: ((inputs: Core_Could_NotInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Could_NotInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The payment window cannot {what}: only the main window can." |
*
* @param {Core_Payment_Window_CannotInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payment_window_cannot: ((inputs: Core_Payment_Window_CannotInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payment_Window_CannotInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Only the payment window can {what}." |
*
* @param {Core_Only_Payment_WindowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_only_payment_window: ((inputs: Core_Only_Payment_WindowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Only_Payment_WindowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Core_Status_DoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_status_done: ((inputs?: Core_Status_DoneInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Status_DoneInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Core_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_status_pending: ((inputs?: Core_Status_PendingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Status_PendingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown (ask support)" |
*
* @param {Core_Status_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_status_unknown: ((inputs?: Core_Status_UnknownInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Status_UnknownInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Core_Status_CanceledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_status_canceled: ((inputs?: Core_Status_CanceledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Status_CanceledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for your e-mail confirmation" |
*
* @param {Core_Status_Awaiting_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_status_awaiting_confirmation: ((inputs?: Core_Status_Awaiting_ConfirmationInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Status_Awaiting_ConfirmationInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Core_Status_BlankInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_status_blank: ((inputs?: Core_Status_BlankInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Status_BlankInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "About {app}" |
*
* @param {Core_About_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_title: ((inputs: Core_About_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Version {version}" |
*
* @param {Core_About_VersionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_version: ((inputs: Core_About_VersionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_VersionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Version {version} — running on the demo servers (no real money)" |
*
* @param {Core_About_Version_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_version_demo: ((inputs: Core_About_Version_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_Version_DemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Licence: {license}" |
*
* @param {Core_About_LicenceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_licence: ((inputs: Core_About_LicenceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_LicenceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Settings and data: {folder}" |
*
* @param {Core_About_FolderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_folder: ((inputs: Core_About_FolderInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_FolderInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Keyboard shortcuts" |
*
* @param {Core_About_ShortcutsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_shortcuts: ((inputs?: Core_About_ShortcutsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_ShortcutsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{first} … {last} the views, in the order of the navigation" |
*
* @param {Core_About_Key_ViewsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_key_views: ((inputs: Core_About_Key_ViewsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_Key_ViewsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{key} Settings" |
*
* @param {Core_About_Key_SettingsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_key_settings: ((inputs: Core_About_Key_SettingsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_Key_SettingsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{key} find a market" |
*
* @param {Core_About_Key_FindInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_key_find: ((inputs: Core_About_Key_FindInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_Key_FindInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{key} lock Satchel (with an app password set)" |
*
* @param {Core_About_Key_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_key_lock: ((inputs: Core_About_Key_LockInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_About_Key_LockInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Create a transfer code" |
*
* @param {Core_Code_Create_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_create_title: ((inputs?: Core_Code_Create_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Create_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Create a code worth {amount} {unit}?" |
*
* @param {Core_Code_Create_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_create_question: ((inputs: Core_Code_Create_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Create_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Create code for {amount} {unit}" |
*
* @param {Core_Code_Create_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_create_confirm: ((inputs: Core_Code_Create_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Create_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Amount: {amount} {unit} (it leaves your available balance now)" |
*
* @param {Core_Code_Line_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_amount: ((inputs: Core_Code_Line_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_AmountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Who may redeem it: only account {recipient}" |
*
* @param {Core_Code_Line_OnlyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_only: ((inputs: Core_Code_Line_OnlyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_OnlyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Who may redeem it: anyone who has the code" |
*
* @param {Core_Code_Line_AnyoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_anyone: ((inputs?: Core_Code_Line_AnyoneInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_AnyoneInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "You cannot take it back before: {time}" |
*
* @param {Core_Code_Line_Not_BeforeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_not_before: ((inputs: Core_Code_Line_Not_BeforeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_Not_BeforeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Public comment: {comment}" |
*
* @param {Core_Code_Line_PublicInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_public: ((inputs: Core_Code_Line_PublicInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_PublicInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Private comment: {comment}" |
*
* @param {Core_Code_Line_PrivateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_private: ((inputs: Core_Code_Line_PrivateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_PrivateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Whoever has the code can redeem it: keep it like cash." |
*
* @param {Core_Code_Like_CashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_like_cash: ((inputs?: Core_Code_Like_CashInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Like_CashInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Redeem a transfer code" |
*
* @param {Core_Code_Redeem_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_title: ((inputs?: Core_Code_Redeem_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Redeem_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Redeem this code for {amount} {unit}?" |
*
* @param {Core_Code_Redeem_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_question: ((inputs: Core_Code_Redeem_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Redeem_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Amount: {amount} {unit}, credited to {account}" |
*
* @param {Core_Code_Redeem_Line_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_line_amount: ((inputs: Core_Code_Redeem_Line_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Redeem_Line_AmountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Comment: {comment}" |
*
* @param {Core_Code_Line_CommentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_comment: ((inputs: Core_Code_Line_CommentInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_CommentInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Code: {code}" |
*
* @param {Core_Code_Line_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_code: ((inputs: Core_Code_Line_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Line_CodeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Redeem {amount} {unit}" |
*
* @param {Core_Code_Redeem_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_confirm: ((inputs: Core_Code_Redeem_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Redeem_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Show a transfer code" |
*
* @param {Core_Code_Reveal_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_title: ((inputs?: Core_Code_Reveal_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Reveal_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Show the whole code worth {amount} {unit}?" |
*
* @param {Core_Code_Reveal_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_question: ((inputs: Core_Code_Reveal_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Reveal_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Code: {code} (support number {sn})" |
*
* @param {Core_Code_Reveal_Line_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_line_code: ((inputs: Core_Code_Reveal_Line_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Reveal_Line_CodeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Account: {account}" |
*
* @param {Core_Line_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_account: ((inputs: Core_Line_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Line_AccountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Whoever sees the whole code can redeem it: make sure nobody else can see your screen." |
*
* @param {Core_Code_Reveal_ScreenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_screen: ((inputs?: Core_Code_Reveal_ScreenInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Reveal_ScreenInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Show the code" |
*
* @param {Core_Code_Reveal_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_confirm: ((inputs?: Core_Code_Reveal_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Code_Reveal_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Pay out {unit}" |
*
* @param {Core_Payout_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_title: ((inputs: Core_Payout_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Pay out {amount} {unit} through {service} to {to}?" |
*
* @param {Core_Payout_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_question: ((inputs: Core_Payout_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Service: {service}" |
*
* @param {Core_Payout_Line_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_line_service: ((inputs: Core_Payout_Line_ServiceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_Line_ServiceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "To: {to}" |
*
* @param {Core_Payout_Line_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_line_to: ((inputs: Core_Payout_Line_ToInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_Line_ToInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Fee: {fee} {unit} (as the gateway states it; the exchange charges the final fee)" |
*
* @param {Core_Payout_Line_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_line_fee: ((inputs: Core_Payout_Line_FeeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_Line_FeeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway says it is in test mode." |
*
* @param {Core_Payout_Test_ModeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_test_mode: ((inputs?: Core_Payout_Test_ModeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_Test_ModeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "A payout cannot be undone." |
*
* @param {Core_Payout_FinalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_final: ((inputs?: Core_Payout_FinalInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_FinalInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Pay out {amount} {unit}" |
*
* @param {Core_Payout_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_confirm: ((inputs: Core_Payout_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Payout_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Remove appliance" |
*
* @param {Core_Appliance_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_title: ((inputs?: Core_Appliance_Remove_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Remove_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the appliance {name} from Satchel?" |
*
* @param {Core_Appliance_Remove_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_question: ((inputs: Core_Appliance_Remove_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Remove_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "It is the built-in demo appliance; you can add it again at any time." |
*
* @param {Core_Appliance_Remove_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_demo: ((inputs?: Core_Appliance_Remove_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Remove_DemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel signs out of {host}, deletes the password of {user} from the system keychain. The appliance and its policies are not touched." |
*
* @param {Core_Appliance_Remove_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_detail: ((inputs: Core_Appliance_Remove_DetailInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Remove_DetailInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel signs out of {host}, deletes the password of {user} from the system keychain and forgets the trusted certificate. The appliance and its policies are ..." |
*
* @param {Core_Appliance_Remove_Detail_PinnedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_detail_pinned: ((inputs: Core_Appliance_Remove_Detail_PinnedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Remove_Detail_PinnedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Remove appliance" |
*
* @param {Core_Appliance_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_confirm: ((inputs?: Core_Appliance_Remove_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Appliance_Remove_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Trust a new certificate" |
*
* @param {Core_Trust_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_trust_title: ((inputs?: Core_Trust_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Trust_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Trust the certificate {host} presents now for {name}?" |
*
* @param {Core_Trust_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_trust_question: ((inputs: Core_Trust_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Trust_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Trusted until now: SHA-256 {fingerprint}" |
*
* @param {Core_Trust_Line_Until_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_trust_line_until_now: ((inputs: Core_Trust_Line_Until_NowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Trust_Line_Until_NowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Trusted until now: none pinned (the system’s certificate authorities)" |
*
* @param {Core_Trust_Line_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_trust_line_none: ((inputs?: Core_Trust_Line_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Trust_Line_NoneInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Presented now: SHA-256 {fingerprint}" |
*
* @param {Core_Trust_Line_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_trust_line_now: ((inputs: Core_Trust_Line_NowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Trust_Line_NowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Trust it only if the appliance’s administrator replaced its certificate: otherwise someone may be in between." |
*
* @param {Core_Trust_WarningInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_trust_warning: ((inputs?: Core_Trust_WarningInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Trust_WarningInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Trust the new certificate" |
*
* @param {Core_Trust_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_trust_confirm: ((inputs?: Core_Trust_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Trust_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Remove account" |
*
* @param {Core_Account_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_title: ((inputs?: Core_Account_Remove_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Remove_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {name} from Satchel?" |
*
* @param {Core_Account_Remove_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_question: ((inputs: Core_Account_Remove_QuestionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Remove_QuestionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Its API secret is deleted from the system keychain. The account on the exchange ({exchange}) is not touched; you can add the key again later." |
*
* @param {Core_Account_Remove_SecretInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_secret: ((inputs: Core_Account_Remove_SecretInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Remove_SecretInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "It is an account of the built-in demo exchange; you can add it again at any time." |
*
* @param {Core_Account_Remove_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_demo: ((inputs?: Core_Account_Remove_DemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Remove_DemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The withdrawal guard of this exchange account — {kept} — is kept and applies again if you add this account again." |
*
* @param {Core_Account_Remove_Guard_KeptInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_guard_kept: ((inputs: Core_Account_Remove_Guard_KeptInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Remove_Guard_KeptInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Remove account" |
*
* @param {Core_Account_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_confirm: ((inputs?: Core_Account_Remove_ConfirmInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Account_Remove_ConfirmInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{unit} is not a coin: fiat withdrawals go through the payment gateway." |
*
* @param {Core_Withdraw_Not_CoinInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_not_coin: ((inputs: Core_Withdraw_Not_CoinInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_Not_CoinInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange lists no withdrawal fee for {unit}, so Satchel cannot say what it would cost." |
*
* @param {Core_Withdraw_No_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_no_fee: ((inputs: Core_Withdraw_No_FeeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_No_FeeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{unit} takes no memo: clear the memo field." |
*
* @param {Core_Withdraw_No_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_no_memo: ((inputs: Core_Withdraw_No_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Core_Withdraw_No_MemoInputs, {
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
