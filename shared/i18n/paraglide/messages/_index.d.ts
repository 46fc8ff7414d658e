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
* | "Cards and other payment services" |
*
* @param {Fiat_Cards_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_cards_title: ((inputs?: Fiat_Cards_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Cards_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Fiat goes through the exchange's payment gateway, in a window of its own: it can only do payments, and it acts for the account that is active now." |
*
* @param {Fiat_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_intro: ((inputs?: Fiat_IntroInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_IntroInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Fiat_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currency: ((inputs?: Fiat_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_CurrencyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "available {amount}" |
*
* @param {Fiat_Available_ShortInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_available_short: ((inputs: Fiat_Available_ShortInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Available_ShortInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit {currency}" |
*
* @param {Fiat_Deposit_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_of: ((inputs: Fiat_Deposit_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Pay out {currency}" |
*
* @param {Fiat_Payout_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_of: ((inputs: Fiat_Payout_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock Satchel to move money." |
*
* @param {Fiat_Unlock_To_MoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_unlock_to_move: ((inputs?: Fiat_Unlock_To_MoveInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Unlock_To_MoveInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Opening the payment window…" |
*
* @param {Fiat_OpeningInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_opening: ((inputs?: Fiat_OpeningInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_OpeningInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The payment window for the deposit of {currency} is open." |
*
* @param {Fiat_Opened_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_opened_deposit: ((inputs: Fiat_Opened_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Opened_DepositInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The payment window for the payout of {currency} is open." |
*
* @param {Fiat_Opened_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_opened_payout: ((inputs: Fiat_Opened_PayoutInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Opened_PayoutInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The browser blocked the payment window." |
*
* @param {Fiat_BlockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_blocked: ((inputs?: Fiat_BlockedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_BlockedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Open the payment window" |
*
* @param {Fiat_Open_WindowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_open_window: ((inputs?: Fiat_Open_WindowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Open_WindowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit {id} of {amount} {currency} is paid and credited." |
*
* @param {Fiat_Deposit_PaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_paid: ((inputs: Fiat_Deposit_PaidInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_PaidInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit {id} of {amount} {currency} ended ({status}): nothing was credited." |
*
* @param {Fiat_Deposit_EndedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_ended: ((inputs: Fiat_Deposit_EndedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_EndedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit {currency}" |
*
* @param {Fiat_Window_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_window_deposit: ((inputs: Fiat_Window_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Window_DepositInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Pay out {currency}" |
*
* @param {Fiat_Window_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_window_payout: ((inputs: Fiat_Window_PayoutInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Window_PayoutInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Fiat_Window_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_window_payment: ((inputs?: Fiat_Window_PaymentInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Window_PaymentInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Account {account} · through the payment gateway at {host}" |
*
* @param {Fiat_Window_ViaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_window_via: ((inputs: Fiat_Window_ViaInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Window_ViaInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the payment window…" |
*
* @param {Fiat_Window_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_window_loading: ((inputs?: Fiat_Window_LoadingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Window_LoadingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Satchel is locked. Unlock it in the main window to go on; what you typed here stays." |
*
* @param {Fiat_Window_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_window_locked: ((inputs?: Fiat_Window_LockedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Window_LockedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit {id}: going to the payment page…" |
*
* @param {Fiat_Deposit_GoingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_going: ((inputs: Fiat_Deposit_GoingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_GoingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} {currency} through {service}. Reference: deposit {id}." |
*
* @param {Fiat_Deposit_Made_ViaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_made_via: ((inputs: Fiat_Deposit_Made_ViaInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_Made_ViaInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} {currency} through {service} ({from}). Reference: deposit {id}." |
*
* @param {Fiat_Deposit_Made_Via_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_made_via_from: ((inputs: Fiat_Deposit_Made_Via_FromInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_Made_Via_FromInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} {currency} by card, the exchange's choice of service. Reference: deposit {id}." |
*
* @param {Fiat_Deposit_Made_QuickInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_made_quick: ((inputs: Fiat_Deposit_Made_QuickInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_Made_QuickInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Pay on the payment service's page. When it is done, this window closes and your balance is updated." |
*
* @param {Fiat_Deposit_Pay_ThereInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_pay_there: ((inputs?: Fiat_Deposit_Pay_ThereInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Deposit_Pay_ThereInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Payment form" |
*
* @param {Fiat_Payment_FormInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payment_form: ((inputs?: Fiat_Payment_FormInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payment_FormInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Continue to the payment page" |
*
* @param {Fiat_Continue_To_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_continue_to_page: ((inputs?: Fiat_Continue_To_PageInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Continue_To_PageInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Asking the payment gateway for its services…" |
*
* @param {Fiat_Asking_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_asking_services: ((inputs?: Fiat_Asking_ServicesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Asking_ServicesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Amount and service" |
*
* @param {Fiat_Amount_And_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_amount_and_service: ((inputs?: Fiat_Amount_And_ServiceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Amount_And_ServiceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway is in test mode: no real money moves." |
*
* @param {Fiat_Test_ModeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_test_mode: ((inputs?: Fiat_Test_ModeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Test_ModeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Amount ({currency})" |
*
* @param {Fiat_Amount_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_amount_in: ((inputs: Fiat_Amount_InInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Amount_InInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway offers no payment service for {currency} right now." |
*
* @param {Fiat_No_Deposit_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_no_deposit_service: ((inputs: Fiat_No_Deposit_ServiceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_No_Deposit_ServiceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Payment service" |
*
* @param {Fiat_Payment_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payment_service: ((inputs?: Fiat_Payment_ServiceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payment_ServiceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Continue to payment" |
*
* @param {Fiat_Continue_To_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_continue_to_payment: ((inputs?: Fiat_Continue_To_PaymentInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Continue_To_PaymentInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Quick card deposit" |
*
* @param {Fiat_Quick_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_quick_deposit: ((inputs?: Fiat_Quick_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Quick_DepositInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Making the deposit and its invoice…" |
*
* @param {Fiat_Making_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_making_deposit: ((inputs?: Fiat_Making_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Making_DepositInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Quick card deposit lets the exchange choose the payment service and skips the details above." |
*
* @param {Fiat_Quick_Deposit_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_quick_deposit_hint: ((inputs?: Fiat_Quick_Deposit_HintInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Quick_Deposit_HintInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "no fee stated" |
*
* @param {Fiat_Fee_Not_StatedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_not_stated: ((inputs?: Fiat_Fee_Not_StatedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fee_Not_StatedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "no fee" |
*
* @param {Fiat_Fee_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_none: ((inputs?: Fiat_Fee_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fee_NoneInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "fee {fee}" |
*
* @param {Fiat_Fee_IsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_is: ((inputs: Fiat_Fee_IsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fee_IsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "at least {amount} {currency}" |
*
* @param {Fiat_Fee_At_LeastInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_at_least: ((inputs: Fiat_Fee_At_LeastInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fee_At_LeastInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "at most {amount} {currency}" |
*
* @param {Fiat_Fee_At_MostInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_at_most: ((inputs: Fiat_Fee_At_MostInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fee_At_MostInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "from {amount} {currency}" |
*
* @param {Fiat_Limit_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_limit_from: ((inputs: Fiat_Limit_FromInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Limit_FromInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "up to {amount} {currency}" |
*
* @param {Fiat_Limit_Up_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_limit_up_to: ((inputs: Fiat_Limit_Up_ToInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Limit_Up_ToInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "no details needed" |
*
* @param {Fiat_No_Details_NeededInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_no_details_needed: ((inputs?: Fiat_No_Details_NeededInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_No_Details_NeededInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{label} (optional)" |
*
* @param {Fiat_Field_OptionalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_field_optional: ((inputs: Fiat_Field_OptionalInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Field_OptionalInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an amount." |
*
* @param {Fiat_Enter_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_enter_amount: ((inputs?: Fiat_Enter_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Enter_AmountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Not sent: you declined the confirmation." |
*
* @param {Fiat_Payout_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_declined: ((inputs?: Fiat_Payout_DeclinedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_DeclinedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Payout {id}: {status}" |
*
* @param {Fiat_Payout_ResultInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_result: ((inputs: Fiat_Payout_ResultInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_ResultInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Sent: {receive} {currency} to {recipient}; {debit} {currency} from your balance." |
*
* @param {Fiat_Payout_SentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_sent: ((inputs: Fiat_Payout_SentInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_SentInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Sent: {receive} {currency} to {recipient} through {service}; {debit} {currency} from your balance." |
*
* @param {Fiat_Payout_Sent_ViaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_sent_via: ((inputs: Fiat_Payout_Sent_ViaInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_Sent_ViaInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Sent: {receive} {currency} to the recipient; {debit} {currency} from your balance." |
*
* @param {Fiat_Payout_Sent_AnyoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_sent_anyone: ((inputs: Fiat_Payout_Sent_AnyoneInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_Sent_AnyoneInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Sent: {receive} {currency} to the recipient through {service}; {debit} {currency} from your balance." |
*
* @param {Fiat_Payout_Sent_Anyone_ViaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_sent_anyone_via: ((inputs: Fiat_Payout_Sent_Anyone_ViaInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_Sent_Anyone_ViaInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Reference: payout {id}. Its progress shows in History in the main window." |
*
* @param {Fiat_Payout_ReferenceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_reference: ((inputs: Fiat_Payout_ReferenceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_ReferenceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange sent you an e-mail. The payout goes out only after you open the link in it." |
*
* @param {Fiat_Payout_EmailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_email: ((inputs?: Fiat_Payout_EmailInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_EmailInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange says: “{message}”" |
*
* @param {Fiat_Exchange_SaysInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_exchange_says: ((inputs: Fiat_Exchange_SaysInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Exchange_SaysInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange saved this destination as fund source {id}: next time, choose “A destination the exchange saved” and enter that number instead of the details." |
*
* @param {Fiat_Payout_Saved_SourceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_saved_source: ((inputs: Fiat_Payout_Saved_SourceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_Saved_SourceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Reading your balance again…" |
*
* @param {Fiat_Reading_BalanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_reading_balance: ((inputs?: Fiat_Reading_BalanceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Reading_BalanceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Available now: {amount}" |
*
* @param {Fiat_Available_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_available_now: ((inputs: Fiat_Available_NowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Available_NowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Your balance could not be read again; Balances in the main window shows it." |
*
* @param {Fiat_Balance_UnreadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_balance_unread: ((inputs?: Fiat_Balance_UnreadInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Balance_UnreadInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "New payout" |
*
* @param {Fiat_New_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_new_payout: ((inputs?: Fiat_New_PayoutInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_New_PayoutInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Close this window" |
*
* @param {Fiat_Close_WindowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_close_window: ((inputs?: Fiat_Close_WindowInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Close_WindowInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "How much" |
*
* @param {Fiat_How_MuchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_how_much: ((inputs?: Fiat_How_MuchInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_How_MuchInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Update services" |
*
* @param {Fiat_Update_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_update_services: ((inputs?: Fiat_Update_ServicesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Update_ServicesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Show payout services" |
*
* @param {Fiat_Show_Payout_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_show_payout_services: ((inputs?: Fiat_Show_Payout_ServicesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Show_Payout_ServicesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Available: {amount}" |
*
* @param {Fiat_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_available: ((inputs: Fiat_AvailableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_AvailableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Where to" |
*
* @param {Fiat_Where_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_where_to: ((inputs?: Fiat_Where_ToInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Where_ToInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The payment gateway offers no payout service for {amount} {currency}. Try another amount." |
*
* @param {Fiat_No_Payout_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_no_payout_service: ((inputs: Fiat_No_Payout_ServiceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_No_Payout_ServiceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Payout service" |
*
* @param {Fiat_Payout_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_service: ((inputs?: Fiat_Payout_ServiceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Payout_ServiceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Pay to" |
*
* @param {Fiat_Pay_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_pay_to: ((inputs?: Fiat_Pay_ToInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Pay_ToInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "New details" |
*
* @param {Fiat_New_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_new_details: ((inputs?: Fiat_New_DetailsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_New_DetailsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "A destination the exchange saved" |
*
* @param {Fiat_Saved_DestinationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_saved_destination: ((inputs?: Fiat_Saved_DestinationInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Saved_DestinationInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Fund source number" |
*
* @param {Fiat_Fund_SourceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fund_source: ((inputs?: Fiat_Fund_SourceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fund_SourceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Shown after an earlier payout to the same details with this service." |
*
* @param {Fiat_Fund_Source_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fund_source_hint: ((inputs?: Fiat_Fund_Source_HintInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fund_Source_HintInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the fund source number, a whole number." |
*
* @param {Fiat_Fund_Source_ProblemInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fund_source_problem: ((inputs?: Fiat_Fund_Source_ProblemInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fund_Source_ProblemInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Recipient gets" |
*
* @param {Fiat_Recipient_GetsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_recipient_gets: ((inputs?: Fiat_Recipient_GetsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Recipient_GetsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Fiat_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fee: ((inputs?: Fiat_FeeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_FeeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Taken from your balance" |
*
* @param {Fiat_Taken_From_BalanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_taken_from_balance: ((inputs?: Fiat_Taken_From_BalanceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Taken_From_BalanceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The amount changed: update the services to see this amount's offer." |
*
* @param {Fiat_Amount_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_amount_changed: ((inputs?: Fiat_Amount_ChangedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Amount_ChangedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Review and pay out" |
*
* @param {Fiat_Review_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_review_payout: ((inputs?: Fiat_Review_PayoutInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Review_PayoutInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for your confirmation and the exchange…" |
*
* @param {Fiat_Waiting_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_waiting_confirmation: ((inputs?: Fiat_Waiting_ConfirmationInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Waiting_ConfirmationInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Converter" |
*
* @param {Fiat_ConverterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_converter: ((inputs?: Fiat_ConverterInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_ConverterInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading rates…" |
*
* @param {Fiat_Loading_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_loading_rates: ((inputs?: Fiat_Loading_RatesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Loading_RatesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Fiat_Converter_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_converter_amount: ((inputs?: Fiat_Converter_AmountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Converter_AmountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Fiat_Converter_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_converter_from: ((inputs?: Fiat_Converter_FromInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Converter_FromInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Fiat_Converter_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_converter_to: ((inputs?: Fiat_Converter_ToInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Converter_ToInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rates as of {time}, asked again every minute." |
*
* @param {Fiat_Rates_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_rates_as_of: ((inputs: Fiat_Rates_As_OfInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Rates_As_OfInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an amount to convert." |
*
* @param {Fiat_Convert_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_convert_empty: ((inputs?: Fiat_Convert_EmptyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Convert_EmptyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a number, such as 1.5 (use a point for decimals)." |
*
* @param {Fiat_Convert_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_convert_invalid: ((inputs?: Fiat_Convert_InvalidInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Convert_InvalidInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an amount of zero or more." |
*
* @param {Fiat_Convert_NegativeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_convert_negative: ((inputs?: Fiat_Convert_NegativeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Convert_NegativeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange gives no rate for this pair." |
*
* @param {Fiat_Convert_No_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_convert_no_rate: ((inputs?: Fiat_Convert_No_RateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Convert_No_RateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading currencies…" |
*
* @param {Fiat_Currencies_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_loading: ((inputs?: Fiat_Currencies_LoadingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_LoadingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange lists no currencies." |
*
* @param {Fiat_Currencies_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_none: ((inputs?: Fiat_Currencies_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_NoneInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Currencies" |
*
* @param {Fiat_Currencies_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_caption: ((inputs?: Fiat_Currencies_CaptionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_CaptionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Fiat_Currencies_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_currency: ((inputs?: Fiat_Currencies_CurrencyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_CurrencyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Fiat_Currencies_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_code: ((inputs?: Fiat_Currencies_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_CodeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Fiat_Currencies_TypeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_type: ((inputs?: Fiat_Currencies_TypeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_TypeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Memo needed" |
*
* @param {Fiat_Currencies_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_memo: ((inputs?: Fiat_Currencies_MemoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_MemoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Precision" |
*
* @param {Fiat_Currencies_PrecisionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_precision: ((inputs?: Fiat_Currencies_PrecisionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_PrecisionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Trade precision" |
*
* @param {Fiat_Currencies_Trade_PrecisionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_trade_precision: ((inputs?: Fiat_Currencies_Trade_PrecisionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_Trade_PrecisionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Crypto" |
*
* @param {Fiat_Currencies_CryptoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_crypto: ((inputs?: Fiat_Currencies_CryptoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_CryptoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Fiat" |
*
* @param {Fiat_Currencies_FiatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_fiat: ((inputs?: Fiat_Currencies_FiatInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_FiatInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Fiat_Currencies_YesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_yes: ((inputs?: Fiat_Currencies_YesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_YesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Fiat_Currencies_NoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_no: ((inputs?: Fiat_Currencies_NoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Currencies_NoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading fees…" |
*
* @param {Fiat_Fees_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_loading: ((inputs?: Fiat_Fees_LoadingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_LoadingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Crypto withdrawal fees" |
*
* @param {Fiat_Fees_CryptoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_crypto: ((inputs?: Fiat_Fees_CryptoInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_CryptoInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange lists no crypto fees." |
*
* @param {Fiat_Fees_Crypto_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_crypto_none: ((inputs?: Fiat_Fees_Crypto_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_Crypto_NoneInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal fee" |
*
* @param {Fiat_Fees_Withdrawal_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_withdrawal_fee: ((inputs?: Fiat_Fees_Withdrawal_FeeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_Withdrawal_FeeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Fee in USD" |
*
* @param {Fiat_Fees_In_UsdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_in_usd: ((inputs?: Fiat_Fees_In_UsdInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_In_UsdInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Min deposit" |
*
* @param {Fiat_Fees_Min_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_min_deposit: ((inputs?: Fiat_Fees_Min_DepositInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_Min_DepositInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Min withdrawal" |
*
* @param {Fiat_Fees_Min_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_min_withdrawal: ((inputs?: Fiat_Fees_Min_WithdrawalInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_Min_WithdrawalInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Fiat fees" |
*
* @param {Fiat_Fees_FiatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_fiat: ((inputs?: Fiat_Fees_FiatInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_FiatInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The exchange lists no fiat fees." |
*
* @param {Fiat_Fees_Fiat_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_fiat_none: ((inputs?: Fiat_Fees_Fiat_NoneInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_Fiat_NoneInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Method" |
*
* @param {Fiat_Fees_MethodInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_method: ((inputs?: Fiat_Fees_MethodInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_MethodInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Deposit %" |
*
* @param {Fiat_Fees_Deposit_PercentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_deposit_percent: ((inputs?: Fiat_Fees_Deposit_PercentInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_Deposit_PercentInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Withdrawal %" |
*
* @param {Fiat_Fees_Withdrawal_PercentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_withdrawal_percent: ((inputs?: Fiat_Fees_Withdrawal_PercentInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Fees_Withdrawal_PercentInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Payment card (Visa, Mastercard)" |
*
* @param {Fiat_Method_Payment_CardInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_method_payment_card: ((inputs?: Fiat_Method_Payment_CardInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Method_Payment_CardInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Advcash wallet" |
*
* @param {Fiat_Method_Advcash_WalletInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_method_advcash_wallet: ((inputs?: Fiat_Method_Advcash_WalletInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Method_Advcash_WalletInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect Money account" |
*
* @param {Fiat_Method_Perfectmoney_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_method_perfectmoney_account: ((inputs?: Fiat_Method_Perfectmoney_AccountInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Method_Perfectmoney_AccountInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect Money transfer" |
*
* @param {Fiat_Method_Perfectmoney_TransferInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_method_perfectmoney_transfer: ((inputs?: Fiat_Method_Perfectmoney_TransferInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Method_Perfectmoney_TransferInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Exchange code" |
*
* @param {Fiat_Method_Svc_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_method_svc_code: ((inputs?: Fiat_Method_Svc_CodeInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Method_Svc_CodeInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Fiat_Policies_Col_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_name: ((inputs?: Fiat_Policies_Col_NameInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Col_NameInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Fiat_Policies_Col_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_rule: ((inputs?: Fiat_Policies_Col_RuleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Col_RuleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Action" |
*
* @param {Fiat_Policies_Col_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_action: ((inputs?: Fiat_Policies_Col_ActionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Col_ActionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "State" |
*
* @param {Fiat_Policies_Col_StateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_state: ((inputs?: Fiat_Policies_Col_StateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Col_StateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Hits" |
*
* @param {Fiat_Policies_Col_HitsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_hits: ((inputs?: Fiat_Policies_Col_HitsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Col_HitsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No policy has name “{value}”." |
*
* @param {Fiat_Policies_None_With_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_name: ((inputs: Fiat_Policies_None_With_NameInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_None_With_NameInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No policy has rule “{value}”." |
*
* @param {Fiat_Policies_None_With_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_rule: ((inputs: Fiat_Policies_None_With_RuleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_None_With_RuleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No policy has action “{value}”." |
*
* @param {Fiat_Policies_None_With_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_action: ((inputs: Fiat_Policies_None_With_ActionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_None_With_ActionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No policy has state “{value}”." |
*
* @param {Fiat_Policies_None_With_StateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_state: ((inputs: Fiat_Policies_None_With_StateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_None_With_StateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No policy has hits “{value}”." |
*
* @param {Fiat_Policies_None_With_HitsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_hits: ((inputs: Fiat_Policies_None_With_HitsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_None_With_HitsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enabled" |
*
* @param {Fiat_Policies_EnabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_enabled: ((inputs?: Fiat_Policies_EnabledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_EnabledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Disabled" |
*
* @param {Fiat_Policies_DisabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_disabled: ((inputs?: Fiat_Policies_DisabledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_DisabledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing changed: edit the rule or the action first." |
*
* @param {Fiat_Policies_Nothing_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_nothing_changed: ((inputs?: Fiat_Policies_Nothing_ChangedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Nothing_ChangedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” is its name already." |
*
* @param {Fiat_Policies_Same_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_same_name: ((inputs: Fiat_Policies_Same_NameInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Same_NameInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}”" |
*
* @param {Fiat_Policies_QuotedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_quoted: ((inputs: Fiat_Policies_QuotedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_QuotedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "{names} and {count} more" |
*
* @param {Fiat_Policies_And_MoreInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_and_more: ((inputs: Fiat_Policies_And_MoreInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_And_MoreInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enabled {count}: {names}." |
*
* @param {Fiat_Policies_Done_EnableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_done_enable: ((inputs: Fiat_Policies_Done_EnableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Done_EnableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Disabled {count}: {names}." |
*
* @param {Fiat_Policies_Done_DisableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_done_disable: ((inputs: Fiat_Policies_Done_DisableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Done_DisableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Deleted {count}: {names}." |
*
* @param {Fiat_Policies_Done_DeleteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_done_delete: ((inputs: Fiat_Policies_Done_DeleteInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Done_DeleteInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Not enabled: {names} — {message}" |
*
* @param {Fiat_Policies_Not_EnableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_not_enable: ((inputs: Fiat_Policies_Not_EnableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Not_EnableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Not disabled: {names} — {message}" |
*
* @param {Fiat_Policies_Not_DisableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_not_disable: ((inputs: Fiat_Policies_Not_DisableInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Not_DisableInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Not deleted: {names} — {message}" |
*
* @param {Fiat_Policies_Not_DeleteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_not_delete: ((inputs: Fiat_Policies_Not_DeleteInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Not_DeleteInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No answer for {names}: {message}" |
*
* @param {Fiat_Policies_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_no_answer: ((inputs: Fiat_Policies_No_AnswerInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_No_AnswerInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was enabled." |
*
* @param {Fiat_Policies_Nothing_EnabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_nothing_enabled: ((inputs?: Fiat_Policies_Nothing_EnabledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Nothing_EnabledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was disabled." |
*
* @param {Fiat_Policies_Nothing_DisabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_nothing_disabled: ((inputs?: Fiat_Policies_Nothing_DisabledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Nothing_DisabledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was deleted." |
*
* @param {Fiat_Policies_Nothing_DeletedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_nothing_deleted: ((inputs?: Fiat_Policies_Nothing_DeletedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Nothing_DeletedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Renamed “{from}” to “{to}”." |
*
* @param {Fiat_Policies_RenamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_renamed: ((inputs: Fiat_Policies_RenamedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_RenamedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Look at the certificate in Settings, under Appliances." |
*
* @param {Fiat_Policies_Hint_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_hint_certificate: ((inputs?: Fiat_Policies_Hint_CertificateInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Hint_CertificateInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the appliance in Settings and add it again with the right password." |
*
* @param {Fiat_Policies_Hint_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_hint_password: ((inputs?: Fiat_Policies_Hint_PasswordInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Hint_PasswordInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading appliances…" |
*
* @param {Fiat_Policies_Loading_AppliancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_loading_appliances: ((inputs?: Fiat_Policies_Loading_AppliancesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Loading_AppliancesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "No appliance is set up yet. Add one in Settings to manage its authorization policies." |
*
* @param {Fiat_Policies_No_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_no_appliance: ((inputs?: Fiat_Policies_No_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_No_ApplianceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Add an appliance" |
*
* @param {Fiat_Policies_Add_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_add_appliance: ((inputs?: Fiat_Policies_Add_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Add_ApplianceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Appliance:" |
*
* @param {Fiat_Policies_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_appliance: ((inputs?: Fiat_Policies_ApplianceInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_ApplianceInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "switch in Settings" |
*
* @param {Fiat_Policies_SwitchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_switch: ((inputs?: Fiat_Policies_SwitchInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_SwitchInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Filter policies" |
*
* @param {Fiat_Policies_FilterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_filter: ((inputs?: Fiat_Policies_FilterInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_FilterInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Filter on" |
*
* @param {Fiat_Policies_Filter_OnInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_filter_on: ((inputs?: Fiat_Policies_Filter_OnInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Filter_OnInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Exact value" |
*
* @param {Fiat_Policies_Exact_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_exact_value: ((inputs?: Fiat_Policies_Exact_ValueInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Exact_ValueInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "ALLOW or DENY" |
*
* @param {Fiat_Policies_Allow_Or_DenyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_allow_or_deny: ((inputs?: Fiat_Policies_Allow_Or_DenyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Allow_Or_DenyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "ENABLED or DISABLED" |
*
* @param {Fiat_Policies_Enabled_Or_DisabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_enabled_or_disabled: ((inputs?: Fiat_Policies_Enabled_Or_DisabledInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Enabled_Or_DisabledInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Apply filter" |
*
* @param {Fiat_Policies_Apply_FilterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_apply_filter: ((inputs?: Fiat_Policies_Apply_FilterInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Apply_FilterInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Clear filter" |
*
* @param {Fiat_Policies_Clear_FilterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_clear_filter: ((inputs?: Fiat_Policies_Clear_FilterInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Clear_FilterInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Per page" |
*
* @param {Fiat_Policies_Per_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_per_page: ((inputs?: Fiat_Policies_Per_PageInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Per_PageInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Fiat_Policies_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_refresh: ((inputs?: Fiat_Policies_RefreshInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_RefreshInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Add a policy" |
*
* @param {Fiat_Policies_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_add: ((inputs?: Fiat_Policies_AddInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_AddInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Selected policies" |
*
* @param {Fiat_Policies_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_selected: ((inputs?: Fiat_Policies_SelectedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_SelectedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Enable selected ({count})" |
*
* @param {Fiat_Policies_Enable_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_enable_selected: ((inputs: Fiat_Policies_Enable_SelectedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Enable_SelectedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Disable selected ({count})" |
*
* @param {Fiat_Policies_Disable_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_disable_selected: ((inputs: Fiat_Policies_Disable_SelectedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Disable_SelectedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Delete selected ({count})" |
*
* @param {Fiat_Policies_Delete_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_delete_selected: ((inputs: Fiat_Policies_Delete_SelectedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Delete_SelectedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock to change policies." |
*
* @param {Fiat_Policies_UnlockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_unlock: ((inputs?: Fiat_Policies_UnlockInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_UnlockInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance does not support enabling or disabling policies, nor resetting a field to its default (it answered errorcode 1240), so they are not offered he..." |
*
* @param {Fiat_Policies_States_NoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_states_note: ((inputs?: Fiat_Policies_States_NoteInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_States_NoteInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for the appliance (or your confirmation)…" |
*
* @param {Fiat_Policies_WaitingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_waiting: ((inputs?: Fiat_Policies_WaitingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_WaitingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Loading policies…" |
*
* @param {Fiat_Policies_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_loading: ((inputs?: Fiat_Policies_LoadingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_LoadingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Authorization policies" |
*
* @param {Fiat_Policies_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_caption: ((inputs?: Fiat_Policies_CaptionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_CaptionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Select all policies on this page" |
*
* @param {Fiat_Policies_Select_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_select_all: ((inputs?: Fiat_Policies_Select_AllInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Select_AllInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Fiat_Policies_ActionsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_actions: ((inputs?: Fiat_Policies_ActionsInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_ActionsInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Select policy {name}" |
*
* @param {Fiat_Policies_SelectInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_select: ((inputs: Fiat_Policies_SelectInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_SelectInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "New name for {name}" |
*
* @param {Fiat_Policies_New_Name_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_new_name_for: ((inputs: Fiat_Policies_New_Name_ForInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_New_Name_ForInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Edit policy {name}" |
*
* @param {Fiat_Policies_Edit_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_edit_policy: ((inputs: Fiat_Policies_Edit_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Edit_PolicyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Fiat_Policies_EditInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_edit: ((inputs?: Fiat_Policies_EditInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_EditInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rename policy {name}" |
*
* @param {Fiat_Policies_Rename_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rename_policy: ((inputs: Fiat_Policies_Rename_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Rename_PolicyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Fiat_Policies_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rename: ((inputs?: Fiat_Policies_RenameInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_RenameInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Delete policy {name}" |
*
* @param {Fiat_Policies_Delete_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_delete_policy: ((inputs: Fiat_Policies_Delete_PolicyInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Delete_PolicyInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Fiat_Policies_DeleteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_delete: ((inputs?: Fiat_Policies_DeleteInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_DeleteInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "This appliance has no authorization policies yet." |
*
* @param {Fiat_Policies_None_YetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_yet: ((inputs?: Fiat_Policies_None_YetInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_None_YetInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Pages of policies" |
*
* @param {Fiat_Policies_PagesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_pages: ((inputs?: Fiat_Policies_PagesInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_PagesInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Fiat_Policies_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_previous_page: ((inputs?: Fiat_Policies_Previous_PageInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Previous_PageInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Fiat_Policies_Next_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_next_page: ((inputs?: Fiat_Policies_Next_PageInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Next_PageInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Page {page} of {pages} · {count} policy" |
* | "other" | "Page {page} of {pages} · {count} policies" |
*
* @param {Fiat_Policies_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_page: ((inputs: Fiat_Policies_PageInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_PageInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Page {page} of {pages} · {count} policy match" |
* | "other" | "Page {page} of {pages} · {count} policies match" |
*
* @param {Fiat_Policies_Page_MatchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_page_match: ((inputs: Fiat_Policies_Page_MatchInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Page_MatchInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Saved the changes to “{name}”." |
*
* @param {Fiat_Policies_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_saved: ((inputs: Fiat_Policies_SavedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_SavedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Added “{name}”." |
*
* @param {Fiat_Policies_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_added: ((inputs: Fiat_Policies_AddedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_AddedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The rule of “{name}” is back to the appliance's default." |
*
* @param {Fiat_Policies_Rule_ResetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rule_reset: ((inputs: Fiat_Policies_Rule_ResetInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Rule_ResetInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "The action of “{name}” is back to the appliance's default." |
*
* @param {Fiat_Policies_Action_ResetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_action_reset: ((inputs: Fiat_Policies_Action_ResetInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Action_ResetInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Edit “{name}”" |
*
* @param {Fiat_Policies_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_edit_title: ((inputs: Fiat_Policies_Edit_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Edit_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Add a policy" |
*
* @param {Fiat_Policies_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_add_title: ((inputs?: Fiat_Policies_Add_TitleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Add_TitleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Policy name" |
*
* @param {Fiat_Policies_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_name: ((inputs?: Fiat_Policies_NameInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_NameInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "A letter, digit or _ first; then letters, digits, spaces and _ - . # @ = : (at most 127)." |
*
* @param {Fiat_Policies_Name_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_name_hint: ((inputs?: Fiat_Policies_Name_HintInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Name_HintInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "— let matching requests through" |
*
* @param {Fiat_Policies_Allow_MeansInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_allow_means: ((inputs?: Fiat_Policies_Allow_MeansInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Allow_MeansInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "— refuse matching requests" |
*
* @param {Fiat_Policies_Deny_MeansInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_deny_means: ((inputs?: Fiat_Policies_Deny_MeansInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Deny_MeansInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Fiat_Policies_SaveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_save: ((inputs?: Fiat_Policies_SaveInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_SaveInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Add policy" |
*
* @param {Fiat_Policies_Add_SubmitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_add_submit: ((inputs?: Fiat_Policies_Add_SubmitInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Add_SubmitInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Fiat_Policies_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_cancel: ((inputs?: Fiat_Policies_CancelInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_CancelInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Reset rule to default" |
*
* @param {Fiat_Policies_Reset_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_reset_rule: ((inputs?: Fiat_Policies_Reset_RuleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Reset_RuleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Reset action to default" |
*
* @param {Fiat_Policies_Reset_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_reset_action: ((inputs?: Fiat_Policies_Reset_ActionInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Reset_ActionInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Sending to the appliance…" |
*
* @param {Fiat_Policies_SendingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_sending: ((inputs?: Fiat_Policies_SendingInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_SendingInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "An expression, such as {simple} or {longer}." |
*
* @param {Fiat_Policies_Rule_ExampleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rule_example: ((inputs: Fiat_Policies_Rule_ExampleInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Rule_ExampleInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | output |
* | --- |
* | "Brackets and quotes are balanced." |
*
* @param {Fiat_Policies_Rule_BalancedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rule_balanced: ((inputs?: Fiat_Policies_Rule_BalancedInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Rule_BalancedInputs, {
    locale?: "en" | "uk" | "ru";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{length} / {count} character" |
* | "other" | "{length} / {count} characters" |
*
* @param {Fiat_Policies_Rule_LengthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rule_length: ((inputs: Fiat_Policies_Rule_LengthInputs, options?: {
    locale?: "en" | "uk" | "ru";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fiat_Policies_Rule_LengthInputs, {
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
