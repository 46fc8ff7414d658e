/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Nav_MarketsInputs */
/** @typedef {{}} Nav_BalancesInputs */
/** @typedef {{}} Nav_OrdersInputs */
/** @typedef {{}} Nav_DepositInputs */
/** @typedef {{}} Nav_WithdrawInputs */
/** @typedef {{}} Nav_HistoryInputs */
/** @typedef {{}} Nav_FiatInputs */
/** @typedef {{}} Nav_CodesInputs */
/** @typedef {{}} Nav_CurrenciesInputs */
/** @typedef {{}} Nav_FeesInputs */
/** @typedef {{}} Nav_PoliciesInputs */
/** @typedef {{}} Nav_SettingsInputs */
/** @typedef {{}} Title_CodesInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Title_Deposit_OfInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Title_Withdraw_OfInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Title_History_OfInputs */
/** @typedef {{}} Title_Not_FoundInputs */
/** @typedef {{}} First_WelcomeInputs */
/** @typedef {{}} First_LeadInputs */
/** @typedef {{}} First_DemoInputs */
/** @typedef {{}} First_Demo_WhatInputs */
/** @typedef {{}} First_OwnInputs */
/** @typedef {{}} First_Own_AddressInputs */
/** @typedef {{}} First_Own_HintInputs */
/** @typedef {{}} First_Starting_DemoInputs */
/** @typedef {{}} First_Saving_OwnInputs */
/** @typedef {{}} Settings_LanguageInputs */
/** @typedef {{}} Settings_Language_HintInputs */
/** @typedef {{ shown: NonNullable<unknown>, count: NonNullable<unknown> }} Markets_ShownInputs */
/** @typedef {{}} Tray_Name_DemoInputs */
/** @typedef {{}} Tray_Demo_NoteInputs */
/** @typedef {{ value: NonNullable<unknown> }} Tray_PortfolioInputs */
/** @typedef {{}} Tray_Portfolio_UnknownInputs */
/** @typedef {{ time: NonNullable<unknown>, value: NonNullable<unknown> }} Tray_Portfolio_As_OfInputs */
/** @typedef {{ value: NonNullable<unknown>, time: NonNullable<unknown> }} Tray_Tooltip_As_OfInputs */
/** @typedef {{}} Tray_Tooltip_UnknownInputs */
/** @typedef {{}} Tray_Tooltip_HiddenInputs */
/** @typedef {{}} Tray_Tooltip_LockedInputs */
/** @typedef {{}} Tray_Why_RatesInputs */
/** @typedef {{ currencies: NonNullable<unknown> }} Tray_Why_No_RateInputs */
/** @typedef {{ why: NonNullable<unknown> }} Tray_Not_ValuedInputs */
/** @typedef {{ code: NonNullable<unknown>, available: NonNullable<unknown>, total: NonNullable<unknown>, value: NonNullable<unknown> }} Tray_BalanceInputs */
/** @typedef {{}} Tray_No_BalancesInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Tray_Not_CurrentInputs */
/** @typedef {{}} Tray_OpenInputs */
/** @typedef {{}} Tray_RefreshInputs */
/** @typedef {{}} Tray_Check_CodeInputs */
/** @typedef {{}} Tray_LockInputs */
/** @typedef {{}} Tray_QuitInputs */
/** @typedef {{}} Menu_Settings_MacInputs */
/** @typedef {{}} Menu_LockInputs */
/** @typedef {{ app: NonNullable<unknown> }} Menu_AboutInputs */
/** @typedef {{}} Menu_FileInputs */
/** @typedef {{}} Menu_EditInputs */
/** @typedef {{}} Menu_ViewInputs */
/** @typedef {{}} Menu_GoInputs */
/** @typedef {{}} Menu_WindowInputs */
/** @typedef {{}} Menu_HelpInputs */
/** @typedef {{}} Menu_QuitInputs */
/** @typedef {{}} Menu_Find_MarketInputs */
/** @typedef {{}} Menu_Show_LogsInputs */
/** @typedef {{}} Menu_Export_DiagnosticsInputs */
/** @typedef {{}} Menu_ShortcutsInputs */
/** @typedef {{}} Menu_UndoInputs */
/** @typedef {{}} Menu_RedoInputs */
/** @typedef {{}} Menu_CutInputs */
/** @typedef {{}} Menu_CopyInputs */
/** @typedef {{}} Menu_PasteInputs */
/** @typedef {{}} Menu_DeleteInputs */
/** @typedef {{}} Menu_Select_AllInputs */
/** @typedef {{}} Menu_Reset_ZoomInputs */
/** @typedef {{}} Menu_Zoom_InInputs */
/** @typedef {{}} Menu_Zoom_OutInputs */
/** @typedef {{}} Menu_Full_ScreenInputs */
/** @typedef {{}} Menu_MinimizeInputs */
/** @typedef {{}} Menu_CloseInputs */
/** @typedef {{}} Skip_To_MainInputs */
/** @typedef {{}} Header_MenuInputs */
/** @typedef {{}} Demo_BadgeInputs */
/** @typedef {{}} Demo_NoteInputs */
/** @typedef {{ title: NonNullable<unknown> }} Window_Title_DemoInputs */
/** @typedef {{}} Hide_AmountsInputs */
/** @typedef {{}} Unlock_To_Show_AmountsInputs */
/** @typedef {{}} Header_LockInputs */
/** @typedef {{}} Fatal_TitleInputs */
/** @typedef {{}} StartingInputs */
/** @typedef {{}} Theme_LabelInputs */
/** @typedef {{}} Theme_AppearanceInputs */
/** @typedef {{}} Theme_SystemInputs */
/** @typedef {{}} Theme_LightInputs */
/** @typedef {{}} Theme_DarkInputs */
/** @typedef {{}} Account_LabelInputs */
/** @typedef {{}} Account_ChooseInputs */
/** @typedef {{}} Account_Unlock_To_SwitchInputs */
/** @typedef {{ list: NonNullable<unknown> }} Settled_DepositInputs */
/** @typedef {{ list: NonNullable<unknown> }} Settled_WithdrawalInputs */
/** @typedef {{}} Settled_Title_BothInputs */
/** @typedef {{}} Settled_Title_DepositInputs */
/** @typedef {{}} Settled_Title_WithdrawalInputs */
/** @typedef {{}} Update_TitleInputs */
/** @typedef {{ version: NonNullable<unknown> }} Update_MessageInputs */
/** @typedef {{}} Update_DetailInputs */
/** @typedef {{}} Update_Restart_NowInputs */
/** @typedef {{}} Update_When_QuitInputs */
/** @typedef {{}} Update_Not_NowInputs */
/** @typedef {{ window: NonNullable<unknown>, why: NonNullable<unknown> }} Crash_GoneInputs */
/** @typedef {{}} Crash_Window_WalletInputs */
/** @typedef {{}} Crash_Window_PaymentInputs */
/** @typedef {{}} Crash_Why_AbnormalInputs */
/** @typedef {{}} Crash_Why_KilledInputs */
/** @typedef {{}} Crash_Why_CrashedInputs */
/** @typedef {{}} Crash_Why_OomInputs */
/** @typedef {{}} Crash_Why_LaunchInputs */
/** @typedef {{}} Crash_Why_IntegrityInputs */
/** @typedef {{}} Crash_Why_EvictionInputs */
/** @typedef {{}} Crash_SafeInputs */
/** @typedef {{}} Crash_ReloadInputs */
/** @typedef {{}} Crash_QuitInputs */
/** @typedef {{}} Crash_WaitInputs */
/** @typedef {{ window: NonNullable<unknown> }} Crash_UnresponsiveInputs */
/** @typedef {{}} Crash_Unresponsive_DetailInputs */
/** @typedef {{}} Crash_Close_PaymentInputs */
/** @typedef {{}} Crash_Payment_SafeInputs */
/** @typedef {{ safe: NonNullable<unknown> }} Crash_Payment_Unresponsive_DetailInputs */
/** @typedef {{ count: NonNullable<unknown> }} Minutes_CountInputs */
/** @typedef {{ count: NonNullable<unknown> }} Hours_CountInputs */
/** @typedef {{ n: NonNullable<unknown> }} Unit_SecondsInputs */
/** @typedef {{ n: NonNullable<unknown> }} Unit_MinutesInputs */
/** @typedef {{}} NeverInputs */
/** @typedef {{}} Currency_UsdInputs */
/** @typedef {{}} Currency_EurInputs */
/** @typedef {{}} Currency_UahInputs */
/** @typedef {{}} Currency_RubInputs */
/** @typedef {{}} Currency_BtcInputs */
/** @typedef {{}} Prefs_Display_CurrencyInputs */
/** @typedef {{}} Prefs_Lock_AfterInputs */
/** @typedef {{}} Prefs_Lock_After_Hint_SetInputs */
/** @typedef {{}} Prefs_Lock_After_Hint_UnsetInputs */
/** @typedef {{}} Prefs_Refresh_PricesInputs */
/** @typedef {{}} Prefs_Refresh_BalancesInputs */
/** @typedef {{}} Prefs_Refresh_OrdersInputs */
/** @typedef {{}} Prefs_Close_To_TrayInputs */
/** @typedef {{}} Prefs_Desktop_OnlyInputs */
/** @typedef {{}} Prefs_Hide_When_LockedInputs */
/** @typedef {{}} Prefs_UpdatesInputs */
/** @typedef {{}} Prefs_Check_UpdatesInputs */
/** @typedef {{}} Prefs_Update_ChannelInputs */
/** @typedef {{}} Prefs_Channel_StableInputs */
/** @typedef {{}} Prefs_Channel_BetaInputs */
/** @typedef {{}} Prefs_Updates_DesktopInputs */
/** @typedef {{}} Prefs_Updates_BrowserInputs */
/** @typedef {{}} Prefs_Locked_HintInputs */
/** @typedef {{ what: NonNullable<unknown> }} Prefs_SavedInputs */
/** @typedef {{}} Prefs_Privacy_SavedInputs */
/** @typedef {{}} Prefs_What_TrayInputs */
/** @typedef {{}} Prefs_What_UpdateInputs */
/** @typedef {{}} Prefs_What_LanguageInputs */
/** @typedef {{}} Prefs_What_Auto_LockInputs */
/** @typedef {{}} Prefs_What_Price_IntervalInputs */
/** @typedef {{}} Prefs_What_Balance_IntervalInputs */
/** @typedef {{}} Prefs_What_Order_IntervalInputs */
/** @typedef {{}} Settings_AccountsInputs */
/** @typedef {{}} Settings_AppliancesInputs */
/** @typedef {{}} Settings_Appliances_IntroInputs */
/** @typedef {{}} Settings_Market_ExchangeInputs */
/** @typedef {{}} Settings_Loading_SettingsInputs */
/** @typedef {{}} Settings_PreferencesInputs */
/** @typedef {{}} Settings_App_PasswordInputs */
/** @typedef {{}} Settings_HelpInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_RenamedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Now_UsingInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Account_Removed_DemoInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Account_RemovedInputs */
/** @typedef {{}} Settings_Guard_KeptInputs */
/** @typedef {{}} Settings_Nothing_RemovedInputs */
/** @typedef {{}} Settings_Loading_AccountsInputs */
/** @typedef {{}} Settings_No_AccountInputs */
/** @typedef {{}} Settings_No_Account_DemoInputs */
/** @typedef {{}} Settings_ActiveInputs */
/** @typedef {{}} Settings_Line_ExchangeInputs */
/** @typedef {{}} Settings_Line_GatewayInputs */
/** @typedef {{}} Settings_Line_KeyInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Remove_NamedInputs */
/** @typedef {{}} Settings_Remove_Guarded_WhyInputs */
/** @typedef {{}} Settings_Remove_AccountInputs */
/** @typedef {{}} Settings_CancelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_New_Name_ForInputs */
/** @typedef {{}} Settings_Account_Name_NeededInputs */
/** @typedef {{}} Settings_UseInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Use_NamedInputs */
/** @typedef {{}} Settings_RenameInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Rename_NamedInputs */
/** @typedef {{}} Settings_RemoveInputs */
/** @typedef {{}} Settings_Accounts_LockedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Account_AddedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Settings_Demo_Account_AddedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Settings_Add_Demo_AccountInputs */
/** @typedef {{}} Settings_Add_Account_TitleInputs */
/** @typedef {{}} Settings_Add_Account_IntroInputs */
/** @typedef {{}} Settings_Check_And_SaveInputs */
/** @typedef {{}} Settings_Add_Account_LockedInputs */
/** @typedef {{}} Settings_Checking_KeyInputs */
/** @typedef {{}} Settings_Adding_Demo_AccountInputs */
/** @typedef {{}} Settings_Demo_Account_IntroInputs */
/** @typedef {{}} Settings_NameInputs */
/** @typedef {{}} Settings_Exchange_AddressInputs */
/** @typedef {{}} Settings_Gateway_AddressInputs */
/** @typedef {{}} Settings_Api_KeyInputs */
/** @typedef {{}} Settings_Api_SecretInputs */
/** @typedef {{}} Settings_Exchange_Url_HintInputs */
/** @typedef {{}} Settings_Starts_HttpsInputs */
/** @typedef {{}} Settings_Plain_Http_RuleInputs */
/** @typedef {{}} Settings_Name_Too_LongInputs */
/** @typedef {{}} Settings_Exchange_Plain_HttpInputs */
/** @typedef {{}} Settings_Exchange_Not_WebInputs */
/** @typedef {{}} Settings_Gateway_Plain_HttpInputs */
/** @typedef {{}} Settings_Gateway_Not_WebInputs */
/** @typedef {{}} Settings_Api_Key_InvalidInputs */
/** @typedef {{}} Settings_Api_Secret_InvalidInputs */
/** @typedef {{}} Settings_Password_Set_DoneInputs */
/** @typedef {{}} Settings_Password_ChangedInputs */
/** @typedef {{}} Settings_Password_RemovedInputs */
/** @typedef {{}} Settings_Password_Intro_SetInputs */
/** @typedef {{ count: NonNullable<unknown> }} Settings_Password_Intro_UnsetInputs */
/** @typedef {{}} Settings_Current_PasswordInputs */
/** @typedef {{}} Settings_New_PasswordInputs */
/** @typedef {{}} Settings_Repeat_PasswordInputs */
/** @typedef {{}} Settings_Change_PasswordInputs */
/** @typedef {{}} Settings_Set_PasswordInputs */
/** @typedef {{}} Settings_Remove_PasswordInputs */
/** @typedef {{}} Settings_Lock_NowInputs */
/** @typedef {{}} Settings_Password_LockedInputs */
/** @typedef {{}} Settings_Enter_Current_PasswordInputs */
/** @typedef {{ count: NonNullable<unknown> }} Settings_Password_Too_ShortInputs */
/** @typedef {{}} Settings_Passwords_DifferInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Appliance_Now_UsedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Appliance_Removed_DemoInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Appliance_RemovedInputs */
/** @typedef {{ fingerprint: NonNullable<unknown> }} Settings_Cert_SameInputs */
/** @typedef {{ fingerprint: NonNullable<unknown>, name: NonNullable<unknown> }} Settings_Cert_Trusted_NowInputs */
/** @typedef {{}} Settings_Cert_KeptInputs */
/** @typedef {{}} Settings_Loading_AppliancesInputs */
/** @typedef {{}} Settings_No_ApplianceInputs */
/** @typedef {{}} Settings_No_Appliance_DemoInputs */
/** @typedef {{}} Settings_Saved_AppliancesInputs */
/** @typedef {{}} Settings_In_UseInputs */
/** @typedef {{}} Settings_Line_Api_PathInputs */
/** @typedef {{}} Settings_Line_UserInputs */
/** @typedef {{}} Settings_Line_Signs_In_SessionInputs */
/** @typedef {{}} Settings_Line_Signs_In_BasicInputs */
/** @typedef {{}} Settings_Line_CertificateInputs */
/** @typedef {{ date: NonNullable<unknown> }} Settings_Cert_ExpiredInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_New_Name_For_ApplianceInputs */
/** @typedef {{}} Settings_Appliance_Name_NeededInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Use_ApplianceInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Check_Cert_OfInputs */
/** @typedef {{}} Settings_Check_CertInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Rename_ApplianceInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Remove_ApplianceInputs */
/** @typedef {{ host: NonNullable<unknown> }} Settings_Cert_DiffersInputs */
/** @typedef {{}} Settings_Cert_Differs_AdviceInputs */
/** @typedef {{}} Settings_Cert_Trusted_Until_NowInputs */
/** @typedef {{}} Settings_Cert_Presented_NowInputs */
/** @typedef {{}} Settings_Cert_Issued_ToInputs */
/** @typedef {{}} Settings_Cert_Issued_ByInputs */
/** @typedef {{}} Settings_Trust_New_CertInputs */
/** @typedef {{}} Settings_Keep_Old_CertInputs */
/** @typedef {{}} Settings_Appliances_LockedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Appliance_AddedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Settings_Demo_Appliance_AddedInputs */
/** @typedef {{}} Settings_Add_Demo_ApplianceInputs */
/** @typedef {{}} Settings_Add_Appliance_TitleInputs */
/** @typedef {{}} Settings_Add_Appliance_IntroInputs */
/** @typedef {{}} Settings_Sign_In_And_SaveInputs */
/** @typedef {{}} Settings_Add_Appliance_LockedInputs */
/** @typedef {{}} Settings_Reading_CertInputs */
/** @typedef {{}} Settings_Signing_InInputs */
/** @typedef {{}} Settings_Adding_Demo_ApplianceInputs */
/** @typedef {{}} Settings_Demo_Appliance_IntroInputs */
/** @typedef {{}} Settings_Appliance_NameInputs */
/** @typedef {{}} Settings_Appliance_AddressInputs */
/** @typedef {{}} Settings_User_NameInputs */
/** @typedef {{}} Settings_Appliance_PasswordInputs */
/** @typedef {{}} Settings_Sign_In_ModeInputs */
/** @typedef {{}} Settings_Auth_SessionInputs */
/** @typedef {{}} Settings_Auth_BasicInputs */
/** @typedef {{}} Settings_Api_PathInputs */
/** @typedef {{ path: NonNullable<unknown> }} Settings_Api_Path_HintInputs */
/** @typedef {{}} Settings_Appliance_Url_HintInputs */
/** @typedef {{ host: NonNullable<unknown> }} Settings_Cert_OfInputs */
/** @typedef {{}} Settings_Cert_VouchedInputs */
/** @typedef {{}} Settings_Cert_UntrustedInputs */
/** @typedef {{}} Settings_Cert_Untrusted_Self_SignedInputs */
/** @typedef {{}} Settings_Cert_CompareInputs */
/** @typedef {{}} Settings_Cert_FingerprintInputs */
/** @typedef {{}} Settings_Cert_Valid_UntilInputs */
/** @typedef {{}} Settings_Trust_And_Sign_InInputs */
/** @typedef {{}} Settings_Do_Not_TrustInputs */
/** @typedef {{}} Settings_Appliance_Not_WebInputs */
/** @typedef {{}} Settings_Appliance_SchemeInputs */
/** @typedef {{}} Settings_Appliance_CredentialsInputs */
/** @typedef {{}} Settings_Appliance_Plain_HttpInputs */
/** @typedef {{}} Settings_Appliance_Name_Too_LongInputs */
/** @typedef {{}} Settings_Enter_UserInputs */
/** @typedef {{}} Settings_User_Too_LongInputs */
/** @typedef {{}} Settings_Enter_PasswordInputs */
/** @typedef {{}} Settings_Password_Too_LongInputs */
/** @typedef {{}} Settings_Market_Now_DemoInputs */
/** @typedef {{ url: NonNullable<unknown> }} Settings_Market_Now_FromInputs */
/** @typedef {{}} Settings_Market_IntroInputs */
/** @typedef {{ how: NonNullable<unknown> }} Settings_Market_FixedInputs */
/** @typedef {{}} Settings_Market_Demo_Not_RunningInputs */
/** @typedef {{}} Settings_Market_LegendInputs */
/** @typedef {{}} Settings_Use_Demo_ExchangeInputs */
/** @typedef {{}} Settings_SimulatedInputs */
/** @typedef {{}} Settings_Save_ExchangeInputs */
/** @typedef {{}} Settings_Market_LockedInputs */
/** @typedef {{}} Settings_Market_Address_EmptyInputs */
/** @typedef {{}} Settings_Market_Address_Not_WebInputs */
/** @typedef {{}} Settings_Market_Address_SchemeInputs */
/** @typedef {{}} Settings_Market_Address_CredentialsInputs */
/** @typedef {{}} Settings_Market_Address_QueryInputs */
/** @typedef {{}} Settings_Diagnostics_ExplainedInputs */
/** @typedef {{}} Settings_Export_DiagnosticsInputs */
/** @typedef {{ file: NonNullable<unknown> }} Settings_Diagnostics_DownloadedInputs */
/** @typedef {{ path: NonNullable<unknown> }} Settings_Diagnostics_SavedInputs */
/** @typedef {{}} Settings_Diagnostics_CancelledInputs */
/** @typedef {{}} Settings_Api_Path_EmptyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Settings_Api_Path_Too_LongInputs */
/** @typedef {{}} Settings_Api_Path_SlashInputs */
/** @typedef {{}} Settings_Api_Path_No_FolderInputs */
/** @typedef {{}} Settings_Api_Path_Double_SlashInputs */
/** @typedef {{}} Settings_Api_Path_DotsInputs */
/** @typedef {{}} Settings_Api_Path_CharactersInputs */
import * as __en from "./en.js"
import * as __uk from "./uk.js"
import * as __ru from "./ru.js"
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
* | "Satchel (demo)" |
*
* @param {Tray_Name_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_name_demo = /** @type {((inputs?: Tray_Name_DemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Name_DemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_name_demo(inputs)
	if (locale === "ru") return __ru.tray_name_demo(inputs)
	return __en.tray_name_demo(inputs)
});
/**
* | output |
* | --- |
* | "Demo: a simulated exchange, no real money" |
*
* @param {Tray_Demo_NoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_demo_note = /** @type {((inputs?: Tray_Demo_NoteInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Demo_NoteInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_demo_note(inputs)
	if (locale === "ru") return __ru.tray_demo_note(inputs)
	return __en.tray_demo_note(inputs)
});
/**
* | output |
* | --- |
* | "Portfolio: {value}" |
*
* @param {Tray_PortfolioInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_portfolio = /** @type {((inputs: Tray_PortfolioInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_PortfolioInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_portfolio(inputs)
	if (locale === "ru") return __ru.tray_portfolio(inputs)
	return __en.tray_portfolio(inputs)
});
/**
* | output |
* | --- |
* | "Portfolio: cannot be valued now" |
*
* @param {Tray_Portfolio_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_portfolio_unknown = /** @type {((inputs?: Tray_Portfolio_UnknownInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Portfolio_UnknownInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_portfolio_unknown(inputs)
	if (locale === "ru") return __ru.tray_portfolio_unknown(inputs)
	return __en.tray_portfolio_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Portfolio as of {time}: {value}" |
*
* @param {Tray_Portfolio_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_portfolio_as_of = /** @type {((inputs: Tray_Portfolio_As_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Portfolio_As_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_portfolio_as_of(inputs)
	if (locale === "ru") return __ru.tray_portfolio_as_of(inputs)
	return __en.tray_portfolio_as_of(inputs)
});
/**
* | output |
* | --- |
* | "{value} as of {time}" |
*
* @param {Tray_Tooltip_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_as_of = /** @type {((inputs: Tray_Tooltip_As_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Tooltip_As_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_tooltip_as_of(inputs)
	if (locale === "ru") return __ru.tray_tooltip_as_of(inputs)
	return __en.tray_tooltip_as_of(inputs)
});
/**
* | output |
* | --- |
* | "value unknown now" |
*
* @param {Tray_Tooltip_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_unknown = /** @type {((inputs?: Tray_Tooltip_UnknownInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Tooltip_UnknownInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_tooltip_unknown(inputs)
	if (locale === "ru") return __ru.tray_tooltip_unknown(inputs)
	return __en.tray_tooltip_unknown(inputs)
});
/**
* | output |
* | --- |
* | "amounts hidden" |
*
* @param {Tray_Tooltip_HiddenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_hidden = /** @type {((inputs?: Tray_Tooltip_HiddenInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Tooltip_HiddenInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_tooltip_hidden(inputs)
	if (locale === "ru") return __ru.tray_tooltip_hidden(inputs)
	return __en.tray_tooltip_hidden(inputs)
});
/**
* | output |
* | --- |
* | "(locked)" |
*
* @param {Tray_Tooltip_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_locked = /** @type {((inputs?: Tray_Tooltip_LockedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Tooltip_LockedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_tooltip_locked(inputs)
	if (locale === "ru") return __ru.tray_tooltip_locked(inputs)
	return __en.tray_tooltip_locked(inputs)
});
/**
* | output |
* | --- |
* | "the exchange's rates cannot be read" |
*
* @param {Tray_Why_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_why_rates = /** @type {((inputs?: Tray_Why_RatesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Why_RatesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_why_rates(inputs)
	if (locale === "ru") return __ru.tray_why_rates(inputs)
	return __en.tray_why_rates(inputs)
});
/**
* | output |
* | --- |
* | "the exchange gives no rate for {currencies}" |
*
* @param {Tray_Why_No_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_why_no_rate = /** @type {((inputs: Tray_Why_No_RateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Why_No_RateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_why_no_rate(inputs)
	if (locale === "ru") return __ru.tray_why_no_rate(inputs)
	return __en.tray_why_no_rate(inputs)
});
/**
* | output |
* | --- |
* | "Not valued now: {why}" |
*
* @param {Tray_Not_ValuedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_not_valued = /** @type {((inputs: Tray_Not_ValuedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Not_ValuedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_not_valued(inputs)
	if (locale === "ru") return __ru.tray_not_valued(inputs)
	return __en.tray_not_valued(inputs)
});
/**
* | output |
* | --- |
* | "{code} {available} available of {total} ≈ {value}" |
*
* @param {Tray_BalanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_balance = /** @type {((inputs: Tray_BalanceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_BalanceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_balance(inputs)
	if (locale === "ru") return __ru.tray_balance(inputs)
	return __en.tray_balance(inputs)
});
/**
* | output |
* | --- |
* | "No balances yet" |
*
* @param {Tray_No_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_no_balances = /** @type {((inputs?: Tray_No_BalancesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_No_BalancesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_no_balances(inputs)
	if (locale === "ru") return __ru.tray_no_balances(inputs)
	return __en.tray_no_balances(inputs)
});
/**
* | output |
* | --- |
* | "Not current: {problem}" |
*
* @param {Tray_Not_CurrentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_not_current = /** @type {((inputs: Tray_Not_CurrentInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Not_CurrentInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_not_current(inputs)
	if (locale === "ru") return __ru.tray_not_current(inputs)
	return __en.tray_not_current(inputs)
});
/**
* | output |
* | --- |
* | "Open Satchel" |
*
* @param {Tray_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_open = /** @type {((inputs?: Tray_OpenInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_OpenInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_open(inputs)
	if (locale === "ru") return __ru.tray_open(inputs)
	return __en.tray_open(inputs)
});
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Tray_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_refresh = /** @type {((inputs?: Tray_RefreshInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_RefreshInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_refresh(inputs)
	if (locale === "ru") return __ru.tray_refresh(inputs)
	return __en.tray_refresh(inputs)
});
/**
* | output |
* | --- |
* | "Check a transfer code from the clipboard" |
*
* @param {Tray_Check_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_check_code = /** @type {((inputs?: Tray_Check_CodeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Check_CodeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_check_code(inputs)
	if (locale === "ru") return __ru.tray_check_code(inputs)
	return __en.tray_check_code(inputs)
});
/**
* | output |
* | --- |
* | "Lock" |
*
* @param {Tray_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_lock = /** @type {((inputs?: Tray_LockInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_LockInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_lock(inputs)
	if (locale === "ru") return __ru.tray_lock(inputs)
	return __en.tray_lock(inputs)
});
/**
* | output |
* | --- |
* | "Quit" |
*
* @param {Tray_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const tray_quit = /** @type {((inputs?: Tray_QuitInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_QuitInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_quit(inputs)
	if (locale === "ru") return __ru.tray_quit(inputs)
	return __en.tray_quit(inputs)
});
/**
* | output |
* | --- |
* | "Settings…" |
*
* @param {Menu_Settings_MacInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_settings_mac = /** @type {((inputs?: Menu_Settings_MacInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Settings_MacInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_settings_mac(inputs)
	if (locale === "ru") return __ru.menu_settings_mac(inputs)
	return __en.menu_settings_mac(inputs)
});
/**
* | output |
* | --- |
* | "Lock Satchel" |
*
* @param {Menu_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_lock = /** @type {((inputs?: Menu_LockInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_LockInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_lock(inputs)
	if (locale === "ru") return __ru.menu_lock(inputs)
	return __en.menu_lock(inputs)
});
/**
* | output |
* | --- |
* | "About {app}" |
*
* @param {Menu_AboutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_about = /** @type {((inputs: Menu_AboutInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_AboutInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_about(inputs)
	if (locale === "ru") return __ru.menu_about(inputs)
	return __en.menu_about(inputs)
});
/**
* | output |
* | --- |
* | "File" |
*
* @param {Menu_FileInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_file = /** @type {((inputs?: Menu_FileInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_FileInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_file(inputs)
	if (locale === "ru") return __ru.menu_file(inputs)
	return __en.menu_file(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Menu_EditInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_edit = /** @type {((inputs?: Menu_EditInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_EditInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_edit(inputs)
	if (locale === "ru") return __ru.menu_edit(inputs)
	return __en.menu_edit(inputs)
});
/**
* | output |
* | --- |
* | "View" |
*
* @param {Menu_ViewInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_view = /** @type {((inputs?: Menu_ViewInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ViewInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_view(inputs)
	if (locale === "ru") return __ru.menu_view(inputs)
	return __en.menu_view(inputs)
});
/**
* | output |
* | --- |
* | "Go" |
*
* @param {Menu_GoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_go = /** @type {((inputs?: Menu_GoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_GoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_go(inputs)
	if (locale === "ru") return __ru.menu_go(inputs)
	return __en.menu_go(inputs)
});
/**
* | output |
* | --- |
* | "Window" |
*
* @param {Menu_WindowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_window = /** @type {((inputs?: Menu_WindowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_WindowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_window(inputs)
	if (locale === "ru") return __ru.menu_window(inputs)
	return __en.menu_window(inputs)
});
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Menu_HelpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_help = /** @type {((inputs?: Menu_HelpInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_HelpInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_help(inputs)
	if (locale === "ru") return __ru.menu_help(inputs)
	return __en.menu_help(inputs)
});
/**
* | output |
* | --- |
* | "Quit Satchel" |
*
* @param {Menu_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_quit = /** @type {((inputs?: Menu_QuitInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_QuitInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_quit(inputs)
	if (locale === "ru") return __ru.menu_quit(inputs)
	return __en.menu_quit(inputs)
});
/**
* | output |
* | --- |
* | "Find a market" |
*
* @param {Menu_Find_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_find_market = /** @type {((inputs?: Menu_Find_MarketInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Find_MarketInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_find_market(inputs)
	if (locale === "ru") return __ru.menu_find_market(inputs)
	return __en.menu_find_market(inputs)
});
/**
* | output |
* | --- |
* | "Show Logs" |
*
* @param {Menu_Show_LogsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_show_logs = /** @type {((inputs?: Menu_Show_LogsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Show_LogsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_show_logs(inputs)
	if (locale === "ru") return __ru.menu_show_logs(inputs)
	return __en.menu_show_logs(inputs)
});
/**
* | output |
* | --- |
* | "Export Diagnostics…" |
*
* @param {Menu_Export_DiagnosticsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_export_diagnostics = /** @type {((inputs?: Menu_Export_DiagnosticsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Export_DiagnosticsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_export_diagnostics(inputs)
	if (locale === "ru") return __ru.menu_export_diagnostics(inputs)
	return __en.menu_export_diagnostics(inputs)
});
/**
* | output |
* | --- |
* | "Keyboard Shortcuts…" |
*
* @param {Menu_ShortcutsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_shortcuts = /** @type {((inputs?: Menu_ShortcutsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ShortcutsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_shortcuts(inputs)
	if (locale === "ru") return __ru.menu_shortcuts(inputs)
	return __en.menu_shortcuts(inputs)
});
/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Menu_UndoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_undo = /** @type {((inputs?: Menu_UndoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_UndoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_undo(inputs)
	if (locale === "ru") return __ru.menu_undo(inputs)
	return __en.menu_undo(inputs)
});
/**
* | output |
* | --- |
* | "Redo" |
*
* @param {Menu_RedoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_redo = /** @type {((inputs?: Menu_RedoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_RedoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_redo(inputs)
	if (locale === "ru") return __ru.menu_redo(inputs)
	return __en.menu_redo(inputs)
});
/**
* | output |
* | --- |
* | "Cut" |
*
* @param {Menu_CutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_cut = /** @type {((inputs?: Menu_CutInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_CutInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_cut(inputs)
	if (locale === "ru") return __ru.menu_cut(inputs)
	return __en.menu_cut(inputs)
});
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Menu_CopyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_copy = /** @type {((inputs?: Menu_CopyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_CopyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_copy(inputs)
	if (locale === "ru") return __ru.menu_copy(inputs)
	return __en.menu_copy(inputs)
});
/**
* | output |
* | --- |
* | "Paste" |
*
* @param {Menu_PasteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_paste = /** @type {((inputs?: Menu_PasteInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_PasteInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_paste(inputs)
	if (locale === "ru") return __ru.menu_paste(inputs)
	return __en.menu_paste(inputs)
});
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Menu_DeleteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_delete = /** @type {((inputs?: Menu_DeleteInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_DeleteInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_delete(inputs)
	if (locale === "ru") return __ru.menu_delete(inputs)
	return __en.menu_delete(inputs)
});
/**
* | output |
* | --- |
* | "Select All" |
*
* @param {Menu_Select_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_select_all = /** @type {((inputs?: Menu_Select_AllInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Select_AllInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_select_all(inputs)
	if (locale === "ru") return __ru.menu_select_all(inputs)
	return __en.menu_select_all(inputs)
});
/**
* | output |
* | --- |
* | "Actual Size" |
*
* @param {Menu_Reset_ZoomInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_reset_zoom = /** @type {((inputs?: Menu_Reset_ZoomInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Reset_ZoomInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_reset_zoom(inputs)
	if (locale === "ru") return __ru.menu_reset_zoom(inputs)
	return __en.menu_reset_zoom(inputs)
});
/**
* | output |
* | --- |
* | "Zoom In" |
*
* @param {Menu_Zoom_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_in = /** @type {((inputs?: Menu_Zoom_InInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Zoom_InInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_zoom_in(inputs)
	if (locale === "ru") return __ru.menu_zoom_in(inputs)
	return __en.menu_zoom_in(inputs)
});
/**
* | output |
* | --- |
* | "Zoom Out" |
*
* @param {Menu_Zoom_OutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_out = /** @type {((inputs?: Menu_Zoom_OutInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Zoom_OutInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_zoom_out(inputs)
	if (locale === "ru") return __ru.menu_zoom_out(inputs)
	return __en.menu_zoom_out(inputs)
});
/**
* | output |
* | --- |
* | "Toggle Full Screen" |
*
* @param {Menu_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_full_screen = /** @type {((inputs?: Menu_Full_ScreenInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Full_ScreenInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_full_screen(inputs)
	if (locale === "ru") return __ru.menu_full_screen(inputs)
	return __en.menu_full_screen(inputs)
});
/**
* | output |
* | --- |
* | "Minimize" |
*
* @param {Menu_MinimizeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_minimize = /** @type {((inputs?: Menu_MinimizeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_MinimizeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_minimize(inputs)
	if (locale === "ru") return __ru.menu_minimize(inputs)
	return __en.menu_minimize(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const menu_close = /** @type {((inputs?: Menu_CloseInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_CloseInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_close(inputs)
	if (locale === "ru") return __ru.menu_close(inputs)
	return __en.menu_close(inputs)
});
/**
* | output |
* | --- |
* | "Skip to main content" |
*
* @param {Skip_To_MainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const skip_to_main = /** @type {((inputs?: Skip_To_MainInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Skip_To_MainInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.skip_to_main(inputs)
	if (locale === "ru") return __ru.skip_to_main(inputs)
	return __en.skip_to_main(inputs)
});
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Header_MenuInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const header_menu = /** @type {((inputs?: Header_MenuInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_MenuInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.header_menu(inputs)
	if (locale === "ru") return __ru.header_menu(inputs)
	return __en.header_menu(inputs)
});
/**
* | output |
* | --- |
* | "Demo" |
*
* @param {Demo_BadgeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const demo_badge = /** @type {((inputs?: Demo_BadgeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Demo_BadgeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.demo_badge(inputs)
	if (locale === "ru") return __ru.demo_badge(inputs)
	return __en.demo_badge(inputs)
});
/**
* | output |
* | --- |
* | "Demo: a simulated exchange, payment gateway and appliance. No real money." |
*
* @param {Demo_NoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const demo_note = /** @type {((inputs?: Demo_NoteInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Demo_NoteInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.demo_note(inputs)
	if (locale === "ru") return __ru.demo_note(inputs)
	return __en.demo_note(inputs)
});
/**
* | output |
* | --- |
* | "{title} — Satchel (demo)" |
*
* @param {Window_Title_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const window_title_demo = /** @type {((inputs: Window_Title_DemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Title_DemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_title_demo(inputs)
	if (locale === "ru") return __ru.window_title_demo(inputs)
	return __en.window_title_demo(inputs)
});
/**
* | output |
* | --- |
* | "Hide amounts" |
*
* @param {Hide_AmountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const hide_amounts = /** @type {((inputs?: Hide_AmountsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hide_AmountsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.hide_amounts(inputs)
	if (locale === "ru") return __ru.hide_amounts(inputs)
	return __en.hide_amounts(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to show amounts" |
*
* @param {Unlock_To_Show_AmountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const unlock_to_show_amounts = /** @type {((inputs?: Unlock_To_Show_AmountsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unlock_To_Show_AmountsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.unlock_to_show_amounts(inputs)
	if (locale === "ru") return __ru.unlock_to_show_amounts(inputs)
	return __en.unlock_to_show_amounts(inputs)
});
/**
* | output |
* | --- |
* | "Lock" |
*
* @param {Header_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const header_lock = /** @type {((inputs?: Header_LockInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_LockInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.header_lock(inputs)
	if (locale === "ru") return __ru.header_lock(inputs)
	return __en.header_lock(inputs)
});
/**
* | output |
* | --- |
* | "Satchel cannot start" |
*
* @param {Fatal_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fatal_title = /** @type {((inputs?: Fatal_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fatal_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fatal_title(inputs)
	if (locale === "ru") return __ru.fatal_title(inputs)
	return __en.fatal_title(inputs)
});
/**
* | output |
* | --- |
* | "Satchel is starting" |
*
* @param {StartingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const starting = /** @type {((inputs?: StartingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<StartingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.starting(inputs)
	if (locale === "ru") return __ru.starting(inputs)
	return __en.starting(inputs)
});
/**
* | output |
* | --- |
* | "Theme" |
*
* @param {Theme_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const theme_label = /** @type {((inputs?: Theme_LabelInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Theme_LabelInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.theme_label(inputs)
	if (locale === "ru") return __ru.theme_label(inputs)
	return __en.theme_label(inputs)
});
/**
* | output |
* | --- |
* | "Appearance" |
*
* @param {Theme_AppearanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const theme_appearance = /** @type {((inputs?: Theme_AppearanceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Theme_AppearanceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.theme_appearance(inputs)
	if (locale === "ru") return __ru.theme_appearance(inputs)
	return __en.theme_appearance(inputs)
});
/**
* | output |
* | --- |
* | "System" |
*
* @param {Theme_SystemInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const theme_system = /** @type {((inputs?: Theme_SystemInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Theme_SystemInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.theme_system(inputs)
	if (locale === "ru") return __ru.theme_system(inputs)
	return __en.theme_system(inputs)
});
/**
* | output |
* | --- |
* | "Light" |
*
* @param {Theme_LightInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const theme_light = /** @type {((inputs?: Theme_LightInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Theme_LightInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.theme_light(inputs)
	if (locale === "ru") return __ru.theme_light(inputs)
	return __en.theme_light(inputs)
});
/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Theme_DarkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const theme_dark = /** @type {((inputs?: Theme_DarkInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Theme_DarkInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.theme_dark(inputs)
	if (locale === "ru") return __ru.theme_dark(inputs)
	return __en.theme_dark(inputs)
});
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Account_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const account_label = /** @type {((inputs?: Account_LabelInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_LabelInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.account_label(inputs)
	if (locale === "ru") return __ru.account_label(inputs)
	return __en.account_label(inputs)
});
/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {Account_ChooseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const account_choose = /** @type {((inputs?: Account_ChooseInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ChooseInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.account_choose(inputs)
	if (locale === "ru") return __ru.account_choose(inputs)
	return __en.account_choose(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to switch accounts." |
*
* @param {Account_Unlock_To_SwitchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const account_unlock_to_switch = /** @type {((inputs?: Account_Unlock_To_SwitchInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Unlock_To_SwitchInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.account_unlock_to_switch(inputs)
	if (locale === "ru") return __ru.account_unlock_to_switch(inputs)
	return __en.account_unlock_to_switch(inputs)
});
/**
* | output |
* | --- |
* | "Deposit credited: {list}." |
*
* @param {Settled_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settled_deposit = /** @type {((inputs: Settled_DepositInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settled_DepositInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settled_deposit(inputs)
	if (locale === "ru") return __ru.settled_deposit(inputs)
	return __en.settled_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawal completed: {list}." |
*
* @param {Settled_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settled_withdrawal = /** @type {((inputs: Settled_WithdrawalInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settled_WithdrawalInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settled_withdrawal(inputs)
	if (locale === "ru") return __ru.settled_withdrawal(inputs)
	return __en.settled_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Deposits and withdrawals" |
*
* @param {Settled_Title_BothInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settled_title_both = /** @type {((inputs?: Settled_Title_BothInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settled_Title_BothInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settled_title_both(inputs)
	if (locale === "ru") return __ru.settled_title_both(inputs)
	return __en.settled_title_both(inputs)
});
/**
* | output |
* | --- |
* | "Deposit credited" |
*
* @param {Settled_Title_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settled_title_deposit = /** @type {((inputs?: Settled_Title_DepositInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settled_Title_DepositInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settled_title_deposit(inputs)
	if (locale === "ru") return __ru.settled_title_deposit(inputs)
	return __en.settled_title_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawal completed" |
*
* @param {Settled_Title_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settled_title_withdrawal = /** @type {((inputs?: Settled_Title_WithdrawalInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settled_Title_WithdrawalInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settled_title_withdrawal(inputs)
	if (locale === "ru") return __ru.settled_title_withdrawal(inputs)
	return __en.settled_title_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Update ready" |
*
* @param {Update_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const update_title = /** @type {((inputs?: Update_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.update_title(inputs)
	if (locale === "ru") return __ru.update_title(inputs)
	return __en.update_title(inputs)
});
/**
* | output |
* | --- |
* | "A new version {version} is ready." |
*
* @param {Update_MessageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const update_message = /** @type {((inputs: Update_MessageInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_MessageInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.update_message(inputs)
	if (locale === "ru") return __ru.update_message(inputs)
	return __en.update_message(inputs)
});
/**
* | output |
* | --- |
* | "Satchel restarts to install it. Your keys and settings stay as they are." |
*
* @param {Update_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const update_detail = /** @type {((inputs?: Update_DetailInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_DetailInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.update_detail(inputs)
	if (locale === "ru") return __ru.update_detail(inputs)
	return __en.update_detail(inputs)
});
/**
* | output |
* | --- |
* | "Restart now" |
*
* @param {Update_Restart_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const update_restart_now = /** @type {((inputs?: Update_Restart_NowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Restart_NowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.update_restart_now(inputs)
	if (locale === "ru") return __ru.update_restart_now(inputs)
	return __en.update_restart_now(inputs)
});
/**
* | output |
* | --- |
* | "When I quit" |
*
* @param {Update_When_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const update_when_quit = /** @type {((inputs?: Update_When_QuitInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_When_QuitInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.update_when_quit(inputs)
	if (locale === "ru") return __ru.update_when_quit(inputs)
	return __en.update_when_quit(inputs)
});
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Update_Not_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const update_not_now = /** @type {((inputs?: Update_Not_NowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Not_NowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.update_not_now(inputs)
	if (locale === "ru") return __ru.update_not_now(inputs)
	return __en.update_not_now(inputs)
});
/**
* | output |
* | --- |
* | "The {window} stopped working: {why}." |
*
* @param {Crash_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_gone = /** @type {((inputs: Crash_GoneInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_GoneInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_gone(inputs)
	if (locale === "ru") return __ru.crash_gone(inputs)
	return __en.crash_gone(inputs)
});
/**
* | output |
* | --- |
* | "wallet window" |
*
* @param {Crash_Window_WalletInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_window_wallet = /** @type {((inputs?: Crash_Window_WalletInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Window_WalletInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_window_wallet(inputs)
	if (locale === "ru") return __ru.crash_window_wallet(inputs)
	return __en.crash_window_wallet(inputs)
});
/**
* | output |
* | --- |
* | "payment window" |
*
* @param {Crash_Window_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_window_payment = /** @type {((inputs?: Crash_Window_PaymentInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Window_PaymentInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_window_payment(inputs)
	if (locale === "ru") return __ru.crash_window_payment(inputs)
	return __en.crash_window_payment(inputs)
});
/**
* | output |
* | --- |
* | "it stopped unexpectedly" |
*
* @param {Crash_Why_AbnormalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_why_abnormal = /** @type {((inputs?: Crash_Why_AbnormalInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Why_AbnormalInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_why_abnormal(inputs)
	if (locale === "ru") return __ru.crash_why_abnormal(inputs)
	return __en.crash_why_abnormal(inputs)
});
/**
* | output |
* | --- |
* | "it was ended by the system or another program" |
*
* @param {Crash_Why_KilledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_why_killed = /** @type {((inputs?: Crash_Why_KilledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Why_KilledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_why_killed(inputs)
	if (locale === "ru") return __ru.crash_why_killed(inputs)
	return __en.crash_why_killed(inputs)
});
/**
* | output |
* | --- |
* | "it crashed" |
*
* @param {Crash_Why_CrashedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_why_crashed = /** @type {((inputs?: Crash_Why_CrashedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Why_CrashedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_why_crashed(inputs)
	if (locale === "ru") return __ru.crash_why_crashed(inputs)
	return __en.crash_why_crashed(inputs)
});
/**
* | output |
* | --- |
* | "it ran out of memory" |
*
* @param {Crash_Why_OomInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_why_oom = /** @type {((inputs?: Crash_Why_OomInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Why_OomInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_why_oom(inputs)
	if (locale === "ru") return __ru.crash_why_oom(inputs)
	return __en.crash_why_oom(inputs)
});
/**
* | output |
* | --- |
* | "it could not be started" |
*
* @param {Crash_Why_LaunchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_why_launch = /** @type {((inputs?: Crash_Why_LaunchInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Why_LaunchInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_why_launch(inputs)
	if (locale === "ru") return __ru.crash_why_launch(inputs)
	return __en.crash_why_launch(inputs)
});
/**
* | output |
* | --- |
* | "its code failed an integrity check" |
*
* @param {Crash_Why_IntegrityInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_why_integrity = /** @type {((inputs?: Crash_Why_IntegrityInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Why_IntegrityInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_why_integrity(inputs)
	if (locale === "ru") return __ru.crash_why_integrity(inputs)
	return __en.crash_why_integrity(inputs)
});
/**
* | output |
* | --- |
* | "the system reclaimed its memory" |
*
* @param {Crash_Why_EvictionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_why_eviction = /** @type {((inputs?: Crash_Why_EvictionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Why_EvictionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_why_eviction(inputs)
	if (locale === "ru") return __ru.crash_why_eviction(inputs)
	return __en.crash_why_eviction(inputs)
});
/**
* | output |
* | --- |
* | "Your keys, settings and anything sent to the exchange are safe: they are kept by the main part of Satchel, which is still running. Reload the window to go on." |
*
* @param {Crash_SafeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_safe = /** @type {((inputs?: Crash_SafeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_SafeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_safe(inputs)
	if (locale === "ru") return __ru.crash_safe(inputs)
	return __en.crash_safe(inputs)
});
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Crash_ReloadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_reload = /** @type {((inputs?: Crash_ReloadInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_ReloadInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_reload(inputs)
	if (locale === "ru") return __ru.crash_reload(inputs)
	return __en.crash_reload(inputs)
});
/**
* | output |
* | --- |
* | "Quit Satchel" |
*
* @param {Crash_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_quit = /** @type {((inputs?: Crash_QuitInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_QuitInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_quit(inputs)
	if (locale === "ru") return __ru.crash_quit(inputs)
	return __en.crash_quit(inputs)
});
/**
* | output |
* | --- |
* | "Wait" |
*
* @param {Crash_WaitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_wait = /** @type {((inputs?: Crash_WaitInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_WaitInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_wait(inputs)
	if (locale === "ru") return __ru.crash_wait(inputs)
	return __en.crash_wait(inputs)
});
/**
* | output |
* | --- |
* | "The {window} is not responding." |
*
* @param {Crash_UnresponsiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_unresponsive = /** @type {((inputs: Crash_UnresponsiveInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_UnresponsiveInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_unresponsive(inputs)
	if (locale === "ru") return __ru.crash_unresponsive(inputs)
	return __en.crash_unresponsive(inputs)
});
/**
* | output |
* | --- |
* | "You can wait for it, or reload it. Nothing sent to the exchange is lost by reloading." |
*
* @param {Crash_Unresponsive_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_unresponsive_detail = /** @type {((inputs?: Crash_Unresponsive_DetailInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Unresponsive_DetailInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_unresponsive_detail(inputs)
	if (locale === "ru") return __ru.crash_unresponsive_detail(inputs)
	return __en.crash_unresponsive_detail(inputs)
});
/**
* | output |
* | --- |
* | "Close the payment window" |
*
* @param {Crash_Close_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_close_payment = /** @type {((inputs?: Crash_Close_PaymentInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Close_PaymentInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_close_payment(inputs)
	if (locale === "ru") return __ru.crash_close_payment(inputs)
	return __en.crash_close_payment(inputs)
});
/**
* | output |
* | --- |
* | "Nothing is paid twice: a payment you finished on the gateway’s page stands, and Satchel sends nothing again by itself. Before you pay again, look for the dep..." |
*
* @param {Crash_Payment_SafeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_payment_safe = /** @type {((inputs?: Crash_Payment_SafeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Payment_SafeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_payment_safe(inputs)
	if (locale === "ru") return __ru.crash_payment_safe(inputs)
	return __en.crash_payment_safe(inputs)
});
/**
* | output |
* | --- |
* | "You can wait for it, reload it or close it. {safe}" |
*
* @param {Crash_Payment_Unresponsive_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const crash_payment_unresponsive_detail = /** @type {((inputs: Crash_Payment_Unresponsive_DetailInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Payment_Unresponsive_DetailInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_payment_unresponsive_detail(inputs)
	if (locale === "ru") return __ru.crash_payment_unresponsive_detail(inputs)
	return __en.crash_payment_unresponsive_detail(inputs)
});
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
export const minutes_count = /** @type {((inputs: Minutes_CountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Minutes_CountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.minutes_count(inputs)
	if (locale === "ru") return __ru.minutes_count(inputs)
	return __en.minutes_count(inputs)
});
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
export const hours_count = /** @type {((inputs: Hours_CountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hours_CountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.hours_count(inputs)
	if (locale === "ru") return __ru.hours_count(inputs)
	return __en.hours_count(inputs)
});
/**
* | output |
* | --- |
* | "{n} s" |
*
* @param {Unit_SecondsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const unit_seconds = /** @type {((inputs: Unit_SecondsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unit_SecondsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.unit_seconds(inputs)
	if (locale === "ru") return __ru.unit_seconds(inputs)
	return __en.unit_seconds(inputs)
});
/**
* | output |
* | --- |
* | "{n} min" |
*
* @param {Unit_MinutesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const unit_minutes = /** @type {((inputs: Unit_MinutesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unit_MinutesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.unit_minutes(inputs)
	if (locale === "ru") return __ru.unit_minutes(inputs)
	return __en.unit_minutes(inputs)
});
/**
* | output |
* | --- |
* | "Never" |
*
* @param {NeverInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const never = /** @type {((inputs?: NeverInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<NeverInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.never(inputs)
	if (locale === "ru") return __ru.never(inputs)
	return __en.never(inputs)
});
/**
* | output |
* | --- |
* | "US dollar (USD)" |
*
* @param {Currency_UsdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const currency_usd = /** @type {((inputs?: Currency_UsdInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Currency_UsdInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.currency_usd(inputs)
	if (locale === "ru") return __ru.currency_usd(inputs)
	return __en.currency_usd(inputs)
});
/**
* | output |
* | --- |
* | "Euro (EUR)" |
*
* @param {Currency_EurInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const currency_eur = /** @type {((inputs?: Currency_EurInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Currency_EurInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.currency_eur(inputs)
	if (locale === "ru") return __ru.currency_eur(inputs)
	return __en.currency_eur(inputs)
});
/**
* | output |
* | --- |
* | "Hryvnia (UAH)" |
*
* @param {Currency_UahInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const currency_uah = /** @type {((inputs?: Currency_UahInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Currency_UahInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.currency_uah(inputs)
	if (locale === "ru") return __ru.currency_uah(inputs)
	return __en.currency_uah(inputs)
});
/**
* | output |
* | --- |
* | "Rouble (RUB)" |
*
* @param {Currency_RubInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const currency_rub = /** @type {((inputs?: Currency_RubInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Currency_RubInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.currency_rub(inputs)
	if (locale === "ru") return __ru.currency_rub(inputs)
	return __en.currency_rub(inputs)
});
/**
* | output |
* | --- |
* | "Bitcoin (BTC)" |
*
* @param {Currency_BtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const currency_btc = /** @type {((inputs?: Currency_BtcInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Currency_BtcInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.currency_btc(inputs)
	if (locale === "ru") return __ru.currency_btc(inputs)
	return __en.currency_btc(inputs)
});
/**
* | output |
* | --- |
* | "Display currency" |
*
* @param {Prefs_Display_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_display_currency = /** @type {((inputs?: Prefs_Display_CurrencyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Display_CurrencyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_display_currency(inputs)
	if (locale === "ru") return __ru.prefs_display_currency(inputs)
	return __en.prefs_display_currency(inputs)
});
/**
* | output |
* | --- |
* | "Lock after" |
*
* @param {Prefs_Lock_AfterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_lock_after = /** @type {((inputs?: Prefs_Lock_AfterInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Lock_AfterInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_lock_after(inputs)
	if (locale === "ru") return __ru.prefs_lock_after(inputs)
	return __en.prefs_lock_after(inputs)
});
/**
* | output |
* | --- |
* | "Idle time before Satchel locks itself." |
*
* @param {Prefs_Lock_After_Hint_SetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_lock_after_hint_set = /** @type {((inputs?: Prefs_Lock_After_Hint_SetInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Lock_After_Hint_SetInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_lock_after_hint_set(inputs)
	if (locale === "ru") return __ru.prefs_lock_after_hint_set(inputs)
	return __en.prefs_lock_after_hint_set(inputs)
});
/**
* | output |
* | --- |
* | "Applies once an app password is set." |
*
* @param {Prefs_Lock_After_Hint_UnsetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_lock_after_hint_unset = /** @type {((inputs?: Prefs_Lock_After_Hint_UnsetInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Lock_After_Hint_UnsetInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_lock_after_hint_unset(inputs)
	if (locale === "ru") return __ru.prefs_lock_after_hint_unset(inputs)
	return __en.prefs_lock_after_hint_unset(inputs)
});
/**
* | output |
* | --- |
* | "Refresh market prices every" |
*
* @param {Prefs_Refresh_PricesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_refresh_prices = /** @type {((inputs?: Prefs_Refresh_PricesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Refresh_PricesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_refresh_prices(inputs)
	if (locale === "ru") return __ru.prefs_refresh_prices(inputs)
	return __en.prefs_refresh_prices(inputs)
});
/**
* | output |
* | --- |
* | "Refresh balances every" |
*
* @param {Prefs_Refresh_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_refresh_balances = /** @type {((inputs?: Prefs_Refresh_BalancesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Refresh_BalancesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_refresh_balances(inputs)
	if (locale === "ru") return __ru.prefs_refresh_balances(inputs)
	return __en.prefs_refresh_balances(inputs)
});
/**
* | output |
* | --- |
* | "Refresh open orders every" |
*
* @param {Prefs_Refresh_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_refresh_orders = /** @type {((inputs?: Prefs_Refresh_OrdersInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Refresh_OrdersInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_refresh_orders(inputs)
	if (locale === "ru") return __ru.prefs_refresh_orders(inputs)
	return __en.prefs_refresh_orders(inputs)
});
/**
* | output |
* | --- |
* | "Keep running in the tray when the window is closed" |
*
* @param {Prefs_Close_To_TrayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_close_to_tray = /** @type {((inputs?: Prefs_Close_To_TrayInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Close_To_TrayInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_close_to_tray(inputs)
	if (locale === "ru") return __ru.prefs_close_to_tray(inputs)
	return __en.prefs_close_to_tray(inputs)
});
/**
* | output |
* | --- |
* | "(desktop app only)" |
*
* @param {Prefs_Desktop_OnlyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_desktop_only = /** @type {((inputs?: Prefs_Desktop_OnlyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Desktop_OnlyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_desktop_only(inputs)
	if (locale === "ru") return __ru.prefs_desktop_only(inputs)
	return __en.prefs_desktop_only(inputs)
});
/**
* | output |
* | --- |
* | "Hide amounts and addresses while Satchel is locked" |
*
* @param {Prefs_Hide_When_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_hide_when_locked = /** @type {((inputs?: Prefs_Hide_When_LockedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Hide_When_LockedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_hide_when_locked(inputs)
	if (locale === "ru") return __ru.prefs_hide_when_locked(inputs)
	return __en.prefs_hide_when_locked(inputs)
});
/**
* | output |
* | --- |
* | "Updates" |
*
* @param {Prefs_UpdatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_updates = /** @type {((inputs?: Prefs_UpdatesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_UpdatesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_updates(inputs)
	if (locale === "ru") return __ru.prefs_updates(inputs)
	return __en.prefs_updates(inputs)
});
/**
* | output |
* | --- |
* | "Check for updates" |
*
* @param {Prefs_Check_UpdatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_check_updates = /** @type {((inputs?: Prefs_Check_UpdatesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Check_UpdatesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_check_updates(inputs)
	if (locale === "ru") return __ru.prefs_check_updates(inputs)
	return __en.prefs_check_updates(inputs)
});
/**
* | output |
* | --- |
* | "Update channel" |
*
* @param {Prefs_Update_ChannelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_update_channel = /** @type {((inputs?: Prefs_Update_ChannelInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Update_ChannelInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_update_channel(inputs)
	if (locale === "ru") return __ru.prefs_update_channel(inputs)
	return __en.prefs_update_channel(inputs)
});
/**
* | output |
* | --- |
* | "Stable releases" |
*
* @param {Prefs_Channel_StableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_channel_stable = /** @type {((inputs?: Prefs_Channel_StableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Channel_StableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_channel_stable(inputs)
	if (locale === "ru") return __ru.prefs_channel_stable(inputs)
	return __en.prefs_channel_stable(inputs)
});
/**
* | output |
* | --- |
* | "Beta: new versions earlier, less tested" |
*
* @param {Prefs_Channel_BetaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_channel_beta = /** @type {((inputs?: Prefs_Channel_BetaInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Channel_BetaInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_channel_beta(inputs)
	if (locale === "ru") return __ru.prefs_channel_beta(inputs)
	return __en.prefs_channel_beta(inputs)
});
/**
* | output |
* | --- |
* | "Satchel looks for a new version when it starts and once a day, downloads it in the background, checks it, and asks before installing it." |
*
* @param {Prefs_Updates_DesktopInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_updates_desktop = /** @type {((inputs?: Prefs_Updates_DesktopInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Updates_DesktopInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_updates_desktop(inputs)
	if (locale === "ru") return __ru.prefs_updates_desktop(inputs)
	return __en.prefs_updates_desktop(inputs)
});
/**
* | output |
* | --- |
* | "Updates are checked by the desktop app; this browser page never checks. What you choose here is kept for the desktop app." |
*
* @param {Prefs_Updates_BrowserInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_updates_browser = /** @type {((inputs?: Prefs_Updates_BrowserInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Updates_BrowserInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_updates_browser(inputs)
	if (locale === "ru") return __ru.prefs_updates_browser(inputs)
	return __en.prefs_updates_browser(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to change the lock, the refresh intervals, the tray, updates or hiding amounts while locked." |
*
* @param {Prefs_Locked_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_locked_hint = /** @type {((inputs?: Prefs_Locked_HintInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Locked_HintInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_locked_hint(inputs)
	if (locale === "ru") return __ru.prefs_locked_hint(inputs)
	return __en.prefs_locked_hint(inputs)
});
/**
* | output |
* | --- |
* | "{what} saved." |
*
* @param {Prefs_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_saved = /** @type {((inputs: Prefs_SavedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_SavedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_saved(inputs)
	if (locale === "ru") return __ru.prefs_saved(inputs)
	return __en.prefs_saved(inputs)
});
/**
* | output |
* | --- |
* | "Privacy setting saved." |
*
* @param {Prefs_Privacy_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_privacy_saved = /** @type {((inputs?: Prefs_Privacy_SavedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Privacy_SavedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_privacy_saved(inputs)
	if (locale === "ru") return __ru.prefs_privacy_saved(inputs)
	return __en.prefs_privacy_saved(inputs)
});
/**
* | output |
* | --- |
* | "Tray setting" |
*
* @param {Prefs_What_TrayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_what_tray = /** @type {((inputs?: Prefs_What_TrayInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_What_TrayInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_what_tray(inputs)
	if (locale === "ru") return __ru.prefs_what_tray(inputs)
	return __en.prefs_what_tray(inputs)
});
/**
* | output |
* | --- |
* | "Update setting" |
*
* @param {Prefs_What_UpdateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_what_update = /** @type {((inputs?: Prefs_What_UpdateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_What_UpdateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_what_update(inputs)
	if (locale === "ru") return __ru.prefs_what_update(inputs)
	return __en.prefs_what_update(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Prefs_What_LanguageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_what_language = /** @type {((inputs?: Prefs_What_LanguageInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_What_LanguageInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_what_language(inputs)
	if (locale === "ru") return __ru.prefs_what_language(inputs)
	return __en.prefs_what_language(inputs)
});
/**
* | output |
* | --- |
* | "Auto-lock" |
*
* @param {Prefs_What_Auto_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_what_auto_lock = /** @type {((inputs?: Prefs_What_Auto_LockInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_What_Auto_LockInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_what_auto_lock(inputs)
	if (locale === "ru") return __ru.prefs_what_auto_lock(inputs)
	return __en.prefs_what_auto_lock(inputs)
});
/**
* | output |
* | --- |
* | "Market price refresh interval" |
*
* @param {Prefs_What_Price_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_what_price_interval = /** @type {((inputs?: Prefs_What_Price_IntervalInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_What_Price_IntervalInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_what_price_interval(inputs)
	if (locale === "ru") return __ru.prefs_what_price_interval(inputs)
	return __en.prefs_what_price_interval(inputs)
});
/**
* | output |
* | --- |
* | "Balance refresh interval" |
*
* @param {Prefs_What_Balance_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_what_balance_interval = /** @type {((inputs?: Prefs_What_Balance_IntervalInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_What_Balance_IntervalInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_what_balance_interval(inputs)
	if (locale === "ru") return __ru.prefs_what_balance_interval(inputs)
	return __en.prefs_what_balance_interval(inputs)
});
/**
* | output |
* | --- |
* | "Order refresh interval" |
*
* @param {Prefs_What_Order_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const prefs_what_order_interval = /** @type {((inputs?: Prefs_What_Order_IntervalInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_What_Order_IntervalInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_what_order_interval(inputs)
	if (locale === "ru") return __ru.prefs_what_order_interval(inputs)
	return __en.prefs_what_order_interval(inputs)
});
/**
* | output |
* | --- |
* | "Accounts" |
*
* @param {Settings_AccountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_accounts = /** @type {((inputs?: Settings_AccountsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_AccountsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_accounts(inputs)
	if (locale === "ru") return __ru.settings_accounts(inputs)
	return __en.settings_accounts(inputs)
});
/**
* | output |
* | --- |
* | "Appliances" |
*
* @param {Settings_AppliancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliances = /** @type {((inputs?: Settings_AppliancesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_AppliancesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliances(inputs)
	if (locale === "ru") return __ru.settings_appliances(inputs)
	return __en.settings_appliances(inputs)
});
/**
* | output |
* | --- |
* | "The network appliances whose authorization policies you manage in Policies. One is in use at a time." |
*
* @param {Settings_Appliances_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliances_intro = /** @type {((inputs?: Settings_Appliances_IntroInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliances_IntroInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliances_intro(inputs)
	if (locale === "ru") return __ru.settings_appliances_intro(inputs)
	return __en.settings_appliances_intro(inputs)
});
/**
* | output |
* | --- |
* | "Market exchange" |
*
* @param {Settings_Market_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_exchange = /** @type {((inputs?: Settings_Market_ExchangeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Market_ExchangeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_market_exchange(inputs)
	if (locale === "ru") return __ru.settings_market_exchange(inputs)
	return __en.settings_market_exchange(inputs)
});
/**
* | output |
* | --- |
* | "Loading settings…" |
*
* @param {Settings_Loading_SettingsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_loading_settings = /** @type {((inputs?: Settings_Loading_SettingsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Loading_SettingsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_loading_settings(inputs)
	if (locale === "ru") return __ru.settings_loading_settings(inputs)
	return __en.settings_loading_settings(inputs)
});
/**
* | output |
* | --- |
* | "Preferences" |
*
* @param {Settings_PreferencesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_preferences = /** @type {((inputs?: Settings_PreferencesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_PreferencesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_preferences(inputs)
	if (locale === "ru") return __ru.settings_preferences(inputs)
	return __en.settings_preferences(inputs)
});
/**
* | output |
* | --- |
* | "App password" |
*
* @param {Settings_App_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_app_password = /** @type {((inputs?: Settings_App_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_App_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_app_password(inputs)
	if (locale === "ru") return __ru.settings_app_password(inputs)
	return __en.settings_app_password(inputs)
});
/**
* | output |
* | --- |
* | "Help and support" |
*
* @param {Settings_HelpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_help = /** @type {((inputs?: Settings_HelpInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_HelpInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_help(inputs)
	if (locale === "ru") return __ru.settings_help(inputs)
	return __en.settings_help(inputs)
});
/**
* | output |
* | --- |
* | "Renamed to “{name}”." |
*
* @param {Settings_RenamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_renamed = /** @type {((inputs: Settings_RenamedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_RenamedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_renamed(inputs)
	if (locale === "ru") return __ru.settings_renamed(inputs)
	return __en.settings_renamed(inputs)
});
/**
* | output |
* | --- |
* | "Now using “{name}”." |
*
* @param {Settings_Now_UsingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_now_using = /** @type {((inputs: Settings_Now_UsingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Now_UsingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_now_using(inputs)
	if (locale === "ru") return __ru.settings_now_using(inputs)
	return __en.settings_now_using(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” was removed." |
*
* @param {Settings_Account_Removed_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_account_removed_demo = /** @type {((inputs: Settings_Account_Removed_DemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Account_Removed_DemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_account_removed_demo(inputs)
	if (locale === "ru") return __ru.settings_account_removed_demo(inputs)
	return __en.settings_account_removed_demo(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” was removed, and its secret deleted from the keychain." |
*
* @param {Settings_Account_RemovedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_account_removed = /** @type {((inputs: Settings_Account_RemovedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Account_RemovedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_account_removed(inputs)
	if (locale === "ru") return __ru.settings_account_removed(inputs)
	return __en.settings_account_removed(inputs)
});
/**
* | output |
* | --- |
* | "The withdrawal guard of its exchange account is kept." |
*
* @param {Settings_Guard_KeptInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_guard_kept = /** @type {((inputs?: Settings_Guard_KeptInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Guard_KeptInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_guard_kept(inputs)
	if (locale === "ru") return __ru.settings_guard_kept(inputs)
	return __en.settings_guard_kept(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was removed." |
*
* @param {Settings_Nothing_RemovedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_nothing_removed = /** @type {((inputs?: Settings_Nothing_RemovedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Nothing_RemovedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_nothing_removed(inputs)
	if (locale === "ru") return __ru.settings_nothing_removed(inputs)
	return __en.settings_nothing_removed(inputs)
});
/**
* | output |
* | --- |
* | "Loading accounts…" |
*
* @param {Settings_Loading_AccountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_loading_accounts = /** @type {((inputs?: Settings_Loading_AccountsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Loading_AccountsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_loading_accounts(inputs)
	if (locale === "ru") return __ru.settings_loading_accounts(inputs)
	return __en.settings_loading_accounts(inputs)
});
/**
* | output |
* | --- |
* | "No account yet. Add one below." |
*
* @param {Settings_No_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_no_account = /** @type {((inputs?: Settings_No_AccountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_No_AccountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_no_account(inputs)
	if (locale === "ru") return __ru.settings_no_account(inputs)
	return __en.settings_no_account(inputs)
});
/**
* | output |
* | --- |
* | "No account yet. Add one below, or try a demo account." |
*
* @param {Settings_No_Account_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_no_account_demo = /** @type {((inputs?: Settings_No_Account_DemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_No_Account_DemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_no_account_demo(inputs)
	if (locale === "ru") return __ru.settings_no_account_demo(inputs)
	return __en.settings_no_account_demo(inputs)
});
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Settings_ActiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_active = /** @type {((inputs?: Settings_ActiveInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_ActiveInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_active(inputs)
	if (locale === "ru") return __ru.settings_active(inputs)
	return __en.settings_active(inputs)
});
/**
* | output |
* | --- |
* | "Exchange" |
*
* @param {Settings_Line_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_exchange = /** @type {((inputs?: Settings_Line_ExchangeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Line_ExchangeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_line_exchange(inputs)
	if (locale === "ru") return __ru.settings_line_exchange(inputs)
	return __en.settings_line_exchange(inputs)
});
/**
* | output |
* | --- |
* | "payment gateway" |
*
* @param {Settings_Line_GatewayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_gateway = /** @type {((inputs?: Settings_Line_GatewayInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Line_GatewayInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_line_gateway(inputs)
	if (locale === "ru") return __ru.settings_line_gateway(inputs)
	return __en.settings_line_gateway(inputs)
});
/**
* | output |
* | --- |
* | "key" |
*
* @param {Settings_Line_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_key = /** @type {((inputs?: Settings_Line_KeyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Line_KeyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_line_key(inputs)
	if (locale === "ru") return __ru.settings_line_key(inputs)
	return __en.settings_line_key(inputs)
});
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Settings_Remove_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_remove_named = /** @type {((inputs: Settings_Remove_NamedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Remove_NamedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_remove_named(inputs)
	if (locale === "ru") return __ru.settings_remove_named(inputs)
	return __en.settings_remove_named(inputs)
});
/**
* | output |
* | --- |
* | "Its exchange account has a withdrawal guard. The guard is kept (it applies again if you add this account again), but removing the account needs your app pass..." |
*
* @param {Settings_Remove_Guarded_WhyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_remove_guarded_why = /** @type {((inputs?: Settings_Remove_Guarded_WhyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Remove_Guarded_WhyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_remove_guarded_why(inputs)
	if (locale === "ru") return __ru.settings_remove_guarded_why(inputs)
	return __en.settings_remove_guarded_why(inputs)
});
/**
* | output |
* | --- |
* | "Remove account" |
*
* @param {Settings_Remove_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_remove_account = /** @type {((inputs?: Settings_Remove_AccountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Remove_AccountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_remove_account(inputs)
	if (locale === "ru") return __ru.settings_remove_account(inputs)
	return __en.settings_remove_account(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Settings_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cancel = /** @type {((inputs?: Settings_CancelInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_CancelInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cancel(inputs)
	if (locale === "ru") return __ru.settings_cancel(inputs)
	return __en.settings_cancel(inputs)
});
/**
* | output |
* | --- |
* | "New name for {name}" |
*
* @param {Settings_New_Name_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_new_name_for = /** @type {((inputs: Settings_New_Name_ForInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_New_Name_ForInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_new_name_for(inputs)
	if (locale === "ru") return __ru.settings_new_name_for(inputs)
	return __en.settings_new_name_for(inputs)
});
/**
* | output |
* | --- |
* | "Give the account a name." |
*
* @param {Settings_Account_Name_NeededInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_account_name_needed = /** @type {((inputs?: Settings_Account_Name_NeededInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Account_Name_NeededInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_account_name_needed(inputs)
	if (locale === "ru") return __ru.settings_account_name_needed(inputs)
	return __en.settings_account_name_needed(inputs)
});
/**
* | output |
* | --- |
* | "Use" |
*
* @param {Settings_UseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_use = /** @type {((inputs?: Settings_UseInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_UseInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_use(inputs)
	if (locale === "ru") return __ru.settings_use(inputs)
	return __en.settings_use(inputs)
});
/**
* | output |
* | --- |
* | "Use {name}" |
*
* @param {Settings_Use_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_use_named = /** @type {((inputs: Settings_Use_NamedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Use_NamedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_use_named(inputs)
	if (locale === "ru") return __ru.settings_use_named(inputs)
	return __en.settings_use_named(inputs)
});
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Settings_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_rename = /** @type {((inputs?: Settings_RenameInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_RenameInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_rename(inputs)
	if (locale === "ru") return __ru.settings_rename(inputs)
	return __en.settings_rename(inputs)
});
/**
* | output |
* | --- |
* | "Rename {name}" |
*
* @param {Settings_Rename_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_rename_named = /** @type {((inputs: Settings_Rename_NamedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Rename_NamedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_rename_named(inputs)
	if (locale === "ru") return __ru.settings_rename_named(inputs)
	return __en.settings_rename_named(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Settings_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_remove = /** @type {((inputs?: Settings_RemoveInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_RemoveInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_remove(inputs)
	if (locale === "ru") return __ru.settings_remove(inputs)
	return __en.settings_remove(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to use, rename, add or remove accounts." |
*
* @param {Settings_Accounts_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_accounts_locked = /** @type {((inputs?: Settings_Accounts_LockedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Accounts_LockedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_accounts_locked(inputs)
	if (locale === "ru") return __ru.settings_accounts_locked(inputs)
	return __en.settings_accounts_locked(inputs)
});
/**
* | output |
* | --- |
* | "Added “{name}”. Its secret is in the system keychain." |
*
* @param {Settings_Account_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_account_added = /** @type {((inputs: Settings_Account_AddedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Account_AddedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_account_added(inputs)
	if (locale === "ru") return __ru.settings_account_added(inputs)
	return __en.settings_account_added(inputs)
});
/**
* | output |
* | --- |
* | "Added the demo account {email}." |
*
* @param {Settings_Demo_Account_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_demo_account_added = /** @type {((inputs: Settings_Demo_Account_AddedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Demo_Account_AddedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_demo_account_added(inputs)
	if (locale === "ru") return __ru.settings_demo_account_added(inputs)
	return __en.settings_demo_account_added(inputs)
});
/**
* | output |
* | --- |
* | "Add demo account {email}" |
*
* @param {Settings_Add_Demo_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_demo_account = /** @type {((inputs: Settings_Add_Demo_AccountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Add_Demo_AccountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_add_demo_account(inputs)
	if (locale === "ru") return __ru.settings_add_demo_account(inputs)
	return __en.settings_add_demo_account(inputs)
});
/**
* | output |
* | --- |
* | "Add an account" |
*
* @param {Settings_Add_Account_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_account_title = /** @type {((inputs?: Settings_Add_Account_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Add_Account_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_add_account_title(inputs)
	if (locale === "ru") return __ru.settings_add_account_title(inputs)
	return __en.settings_add_account_title(inputs)
});
/**
* | output |
* | --- |
* | "Create an API key on the exchange, then paste its key and secret here. Satchel checks them with the exchange before saving; the secret goes into the system k..." |
*
* @param {Settings_Add_Account_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_account_intro = /** @type {((inputs?: Settings_Add_Account_IntroInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Add_Account_IntroInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_add_account_intro(inputs)
	if (locale === "ru") return __ru.settings_add_account_intro(inputs)
	return __en.settings_add_account_intro(inputs)
});
/**
* | output |
* | --- |
* | "Check and save" |
*
* @param {Settings_Check_And_SaveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_check_and_save = /** @type {((inputs?: Settings_Check_And_SaveInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Check_And_SaveInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_check_and_save(inputs)
	if (locale === "ru") return __ru.settings_check_and_save(inputs)
	return __en.settings_check_and_save(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to add an account." |
*
* @param {Settings_Add_Account_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_account_locked = /** @type {((inputs?: Settings_Add_Account_LockedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Add_Account_LockedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_add_account_locked(inputs)
	if (locale === "ru") return __ru.settings_add_account_locked(inputs)
	return __en.settings_add_account_locked(inputs)
});
/**
* | output |
* | --- |
* | "Checking the key with the exchange…" |
*
* @param {Settings_Checking_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_checking_key = /** @type {((inputs?: Settings_Checking_KeyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Checking_KeyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_checking_key(inputs)
	if (locale === "ru") return __ru.settings_checking_key(inputs)
	return __en.settings_checking_key(inputs)
});
/**
* | output |
* | --- |
* | "Adding the demo account…" |
*
* @param {Settings_Adding_Demo_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_adding_demo_account = /** @type {((inputs?: Settings_Adding_Demo_AccountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Adding_Demo_AccountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_adding_demo_account(inputs)
	if (locale === "ru") return __ru.settings_adding_demo_account(inputs)
	return __en.settings_adding_demo_account(inputs)
});
/**
* | output |
* | --- |
* | "Demo mode: try Satchel with an account of the built-in demo exchange." |
*
* @param {Settings_Demo_Account_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_demo_account_intro = /** @type {((inputs?: Settings_Demo_Account_IntroInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Demo_Account_IntroInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_demo_account_intro(inputs)
	if (locale === "ru") return __ru.settings_demo_account_intro(inputs)
	return __en.settings_demo_account_intro(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Settings_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_name = /** @type {((inputs?: Settings_NameInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_NameInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_name(inputs)
	if (locale === "ru") return __ru.settings_name(inputs)
	return __en.settings_name(inputs)
});
/**
* | output |
* | --- |
* | "Exchange address" |
*
* @param {Settings_Exchange_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_exchange_address = /** @type {((inputs?: Settings_Exchange_AddressInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Exchange_AddressInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_exchange_address(inputs)
	if (locale === "ru") return __ru.settings_exchange_address(inputs)
	return __en.settings_exchange_address(inputs)
});
/**
* | output |
* | --- |
* | "Payment gateway address (optional)" |
*
* @param {Settings_Gateway_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_gateway_address = /** @type {((inputs?: Settings_Gateway_AddressInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Gateway_AddressInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_gateway_address(inputs)
	if (locale === "ru") return __ru.settings_gateway_address(inputs)
	return __en.settings_gateway_address(inputs)
});
/**
* | output |
* | --- |
* | "API key" |
*
* @param {Settings_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_key = /** @type {((inputs?: Settings_Api_KeyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Api_KeyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_api_key(inputs)
	if (locale === "ru") return __ru.settings_api_key(inputs)
	return __en.settings_api_key(inputs)
});
/**
* | output |
* | --- |
* | "API secret" |
*
* @param {Settings_Api_SecretInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_secret = /** @type {((inputs?: Settings_Api_SecretInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Api_SecretInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_api_secret(inputs)
	if (locale === "ru") return __ru.settings_api_secret(inputs)
	return __en.settings_api_secret(inputs)
});
/**
* | output |
* | --- |
* | "The address before /v3, starting with https:// (pasted with /v3, it is taken off)." |
*
* @param {Settings_Exchange_Url_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_exchange_url_hint = /** @type {((inputs?: Settings_Exchange_Url_HintInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Exchange_Url_HintInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_exchange_url_hint(inputs)
	if (locale === "ru") return __ru.settings_exchange_url_hint(inputs)
	return __en.settings_exchange_url_hint(inputs)
});
/**
* | output |
* | --- |
* | "Starting with https://." |
*
* @param {Settings_Starts_HttpsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_starts_https = /** @type {((inputs?: Settings_Starts_HttpsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Starts_HttpsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_starts_https(inputs)
	if (locale === "ru") return __ru.settings_starts_https(inputs)
	return __en.settings_starts_https(inputs)
});
/**
* | output |
* | --- |
* | "Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1)." |
*
* @param {Settings_Plain_Http_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_plain_http_rule = /** @type {((inputs?: Settings_Plain_Http_RuleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Plain_Http_RuleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_plain_http_rule(inputs)
	if (locale === "ru") return __ru.settings_plain_http_rule(inputs)
	return __en.settings_plain_http_rule(inputs)
});
/**
* | output |
* | --- |
* | "Use at most 60 characters for the name." |
*
* @param {Settings_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_name_too_long = /** @type {((inputs?: Settings_Name_Too_LongInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Name_Too_LongInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_name_too_long(inputs)
	if (locale === "ru") return __ru.settings_name_too_long(inputs)
	return __en.settings_name_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Use the exchange's https:// address." |
*
* @param {Settings_Exchange_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_exchange_plain_http = /** @type {((inputs?: Settings_Exchange_Plain_HttpInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Exchange_Plain_HttpInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_exchange_plain_http(inputs)
	if (locale === "ru") return __ru.settings_exchange_plain_http(inputs)
	return __en.settings_exchange_plain_http(inputs)
});
/**
* | output |
* | --- |
* | "Enter the exchange address as a web address, such as https://exchange.example." |
*
* @param {Settings_Exchange_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_exchange_not_web = /** @type {((inputs?: Settings_Exchange_Not_WebInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Exchange_Not_WebInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_exchange_not_web(inputs)
	if (locale === "ru") return __ru.settings_exchange_not_web(inputs)
	return __en.settings_exchange_not_web(inputs)
});
/**
* | output |
* | --- |
* | "Use the payment gateway's https:// address." |
*
* @param {Settings_Gateway_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_gateway_plain_http = /** @type {((inputs?: Settings_Gateway_Plain_HttpInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Gateway_Plain_HttpInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_gateway_plain_http(inputs)
	if (locale === "ru") return __ru.settings_gateway_plain_http(inputs)
	return __en.settings_gateway_plain_http(inputs)
});
/**
* | output |
* | --- |
* | "Enter the payment gateway address as a web address, or leave it empty." |
*
* @param {Settings_Gateway_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_gateway_not_web = /** @type {((inputs?: Settings_Gateway_Not_WebInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Gateway_Not_WebInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_gateway_not_web(inputs)
	if (locale === "ru") return __ru.settings_gateway_not_web(inputs)
	return __en.settings_gateway_not_web(inputs)
});
/**
* | output |
* | --- |
* | "Paste the API key as the exchange shows it (8 to 256 characters, no spaces)." |
*
* @param {Settings_Api_Key_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_key_invalid = /** @type {((inputs?: Settings_Api_Key_InvalidInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Api_Key_InvalidInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_api_key_invalid(inputs)
	if (locale === "ru") return __ru.settings_api_key_invalid(inputs)
	return __en.settings_api_key_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Paste the API secret as the exchange shows it (8 to 256 characters, no spaces)." |
*
* @param {Settings_Api_Secret_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_secret_invalid = /** @type {((inputs?: Settings_Api_Secret_InvalidInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Api_Secret_InvalidInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_api_secret_invalid(inputs)
	if (locale === "ru") return __ru.settings_api_secret_invalid(inputs)
	return __en.settings_api_secret_invalid(inputs)
});
/**
* | output |
* | --- |
* | "App password set. Satchel now locks itself as chosen in “Lock after”." |
*
* @param {Settings_Password_Set_DoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_password_set_done = /** @type {((inputs?: Settings_Password_Set_DoneInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Password_Set_DoneInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_password_set_done(inputs)
	if (locale === "ru") return __ru.settings_password_set_done(inputs)
	return __en.settings_password_set_done(inputs)
});
/**
* | output |
* | --- |
* | "App password changed." |
*
* @param {Settings_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_password_changed = /** @type {((inputs?: Settings_Password_ChangedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Password_ChangedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_password_changed(inputs)
	if (locale === "ru") return __ru.settings_password_changed(inputs)
	return __en.settings_password_changed(inputs)
});
/**
* | output |
* | --- |
* | "App password removed. Satchel no longer locks." |
*
* @param {Settings_Password_RemovedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_password_removed = /** @type {((inputs?: Settings_Password_RemovedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Password_RemovedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_password_removed(inputs)
	if (locale === "ru") return __ru.settings_password_removed(inputs)
	return __en.settings_password_removed(inputs)
});
/**
* | output |
* | --- |
* | "An app password is set: Satchel starts locked and locks itself after the idle time you chose. Only a hash of the password is stored." |
*
* @param {Settings_Password_Intro_SetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_password_intro_set = /** @type {((inputs?: Settings_Password_Intro_SetInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Password_Intro_SetInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_password_intro_set(inputs)
	if (locale === "ru") return __ru.settings_password_intro_set(inputs)
	return __en.settings_password_intro_set(inputs)
});
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
export const settings_password_intro_unset = /** @type {((inputs: Settings_Password_Intro_UnsetInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Password_Intro_UnsetInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_password_intro_unset(inputs)
	if (locale === "ru") return __ru.settings_password_intro_unset(inputs)
	return __en.settings_password_intro_unset(inputs)
});
/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Settings_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_current_password = /** @type {((inputs?: Settings_Current_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Current_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_current_password(inputs)
	if (locale === "ru") return __ru.settings_current_password(inputs)
	return __en.settings_current_password(inputs)
});
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Settings_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_new_password = /** @type {((inputs?: Settings_New_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_New_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_new_password(inputs)
	if (locale === "ru") return __ru.settings_new_password(inputs)
	return __en.settings_new_password(inputs)
});
/**
* | output |
* | --- |
* | "Repeat password" |
*
* @param {Settings_Repeat_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_repeat_password = /** @type {((inputs?: Settings_Repeat_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Repeat_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_repeat_password(inputs)
	if (locale === "ru") return __ru.settings_repeat_password(inputs)
	return __en.settings_repeat_password(inputs)
});
/**
* | output |
* | --- |
* | "Change password" |
*
* @param {Settings_Change_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_change_password = /** @type {((inputs?: Settings_Change_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Change_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_change_password(inputs)
	if (locale === "ru") return __ru.settings_change_password(inputs)
	return __en.settings_change_password(inputs)
});
/**
* | output |
* | --- |
* | "Set password" |
*
* @param {Settings_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_set_password = /** @type {((inputs?: Settings_Set_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Set_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_set_password(inputs)
	if (locale === "ru") return __ru.settings_set_password(inputs)
	return __en.settings_set_password(inputs)
});
/**
* | output |
* | --- |
* | "Remove password" |
*
* @param {Settings_Remove_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_remove_password = /** @type {((inputs?: Settings_Remove_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Remove_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_remove_password(inputs)
	if (locale === "ru") return __ru.settings_remove_password(inputs)
	return __en.settings_remove_password(inputs)
});
/**
* | output |
* | --- |
* | "Lock now" |
*
* @param {Settings_Lock_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_lock_now = /** @type {((inputs?: Settings_Lock_NowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Lock_NowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_lock_now(inputs)
	if (locale === "ru") return __ru.settings_lock_now(inputs)
	return __en.settings_lock_now(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to change the password." |
*
* @param {Settings_Password_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_password_locked = /** @type {((inputs?: Settings_Password_LockedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Password_LockedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_password_locked(inputs)
	if (locale === "ru") return __ru.settings_password_locked(inputs)
	return __en.settings_password_locked(inputs)
});
/**
* | output |
* | --- |
* | "Enter your current password." |
*
* @param {Settings_Enter_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_enter_current_password = /** @type {((inputs?: Settings_Enter_Current_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Enter_Current_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_enter_current_password(inputs)
	if (locale === "ru") return __ru.settings_enter_current_password(inputs)
	return __en.settings_enter_current_password(inputs)
});
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
export const settings_password_too_short = /** @type {((inputs: Settings_Password_Too_ShortInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Password_Too_ShortInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_password_too_short(inputs)
	if (locale === "ru") return __ru.settings_password_too_short(inputs)
	return __en.settings_password_too_short(inputs)
});
/**
* | output |
* | --- |
* | "The two new passwords are not the same." |
*
* @param {Settings_Passwords_DifferInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_passwords_differ = /** @type {((inputs?: Settings_Passwords_DifferInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Passwords_DifferInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_passwords_differ(inputs)
	if (locale === "ru") return __ru.settings_passwords_differ(inputs)
	return __en.settings_passwords_differ(inputs)
});
/**
* | output |
* | --- |
* | "The Policies view now works on “{name}”." |
*
* @param {Settings_Appliance_Now_UsedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_now_used = /** @type {((inputs: Settings_Appliance_Now_UsedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliance_Now_UsedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliance_now_used(inputs)
	if (locale === "ru") return __ru.settings_appliance_now_used(inputs)
	return __en.settings_appliance_now_used(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” was removed." |
*
* @param {Settings_Appliance_Removed_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_removed_demo = /** @type {((inputs: Settings_Appliance_Removed_DemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliance_Removed_DemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliance_removed_demo(inputs)
	if (locale === "ru") return __ru.settings_appliance_removed_demo(inputs)
	return __en.settings_appliance_removed_demo(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” was removed, and its password deleted from the keychain." |
*
* @param {Settings_Appliance_RemovedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_removed = /** @type {((inputs: Settings_Appliance_RemovedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliance_RemovedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliance_removed(inputs)
	if (locale === "ru") return __ru.settings_appliance_removed(inputs)
	return __en.settings_appliance_removed(inputs)
});
/**
* | output |
* | --- |
* | "The appliance presents the certificate you trusted (SHA-256 {fingerprint})." |
*
* @param {Settings_Cert_SameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_same = /** @type {((inputs: Settings_Cert_SameInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_SameInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_same(inputs)
	if (locale === "ru") return __ru.settings_cert_same(inputs)
	return __en.settings_cert_same(inputs)
});
/**
* | output |
* | --- |
* | "Satchel now trusts the certificate with SHA-256 {fingerprint} for “{name}”." |
*
* @param {Settings_Cert_Trusted_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_trusted_now = /** @type {((inputs: Settings_Cert_Trusted_NowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_Trusted_NowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_trusted_now(inputs)
	if (locale === "ru") return __ru.settings_cert_trusted_now(inputs)
	return __en.settings_cert_trusted_now(inputs)
});
/**
* | output |
* | --- |
* | "The certificate trusted before stays." |
*
* @param {Settings_Cert_KeptInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_kept = /** @type {((inputs?: Settings_Cert_KeptInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_KeptInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_kept(inputs)
	if (locale === "ru") return __ru.settings_cert_kept(inputs)
	return __en.settings_cert_kept(inputs)
});
/**
* | output |
* | --- |
* | "Loading appliances…" |
*
* @param {Settings_Loading_AppliancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_loading_appliances = /** @type {((inputs?: Settings_Loading_AppliancesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Loading_AppliancesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_loading_appliances(inputs)
	if (locale === "ru") return __ru.settings_loading_appliances(inputs)
	return __en.settings_loading_appliances(inputs)
});
/**
* | output |
* | --- |
* | "No appliance yet. Add one below." |
*
* @param {Settings_No_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_no_appliance = /** @type {((inputs?: Settings_No_ApplianceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_No_ApplianceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_no_appliance(inputs)
	if (locale === "ru") return __ru.settings_no_appliance(inputs)
	return __en.settings_no_appliance(inputs)
});
/**
* | output |
* | --- |
* | "No appliance yet. Add one below, or try the demo appliance." |
*
* @param {Settings_No_Appliance_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_no_appliance_demo = /** @type {((inputs?: Settings_No_Appliance_DemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_No_Appliance_DemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_no_appliance_demo(inputs)
	if (locale === "ru") return __ru.settings_no_appliance_demo(inputs)
	return __en.settings_no_appliance_demo(inputs)
});
/**
* | output |
* | --- |
* | "Saved appliances" |
*
* @param {Settings_Saved_AppliancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_saved_appliances = /** @type {((inputs?: Settings_Saved_AppliancesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Saved_AppliancesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_saved_appliances(inputs)
	if (locale === "ru") return __ru.settings_saved_appliances(inputs)
	return __en.settings_saved_appliances(inputs)
});
/**
* | output |
* | --- |
* | "In use" |
*
* @param {Settings_In_UseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_in_use = /** @type {((inputs?: Settings_In_UseInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_In_UseInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_in_use(inputs)
	if (locale === "ru") return __ru.settings_in_use(inputs)
	return __en.settings_in_use(inputs)
});
/**
* | output |
* | --- |
* | "API path" |
*
* @param {Settings_Line_Api_PathInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_api_path = /** @type {((inputs?: Settings_Line_Api_PathInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Line_Api_PathInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_line_api_path(inputs)
	if (locale === "ru") return __ru.settings_line_api_path(inputs)
	return __en.settings_line_api_path(inputs)
});
/**
* | output |
* | --- |
* | "user" |
*
* @param {Settings_Line_UserInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_user = /** @type {((inputs?: Settings_Line_UserInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Line_UserInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_line_user(inputs)
	if (locale === "ru") return __ru.settings_line_user(inputs)
	return __en.settings_line_user(inputs)
});
/**
* | output |
* | --- |
* | "signs in by session" |
*
* @param {Settings_Line_Signs_In_SessionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_signs_in_session = /** @type {((inputs?: Settings_Line_Signs_In_SessionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Line_Signs_In_SessionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_line_signs_in_session(inputs)
	if (locale === "ru") return __ru.settings_line_signs_in_session(inputs)
	return __en.settings_line_signs_in_session(inputs)
});
/**
* | output |
* | --- |
* | "signs in by HTTP Basic" |
*
* @param {Settings_Line_Signs_In_BasicInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_signs_in_basic = /** @type {((inputs?: Settings_Line_Signs_In_BasicInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Line_Signs_In_BasicInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_line_signs_in_basic(inputs)
	if (locale === "ru") return __ru.settings_line_signs_in_basic(inputs)
	return __en.settings_line_signs_in_basic(inputs)
});
/**
* | output |
* | --- |
* | "certificate" |
*
* @param {Settings_Line_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_line_certificate = /** @type {((inputs?: Settings_Line_CertificateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Line_CertificateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_line_certificate(inputs)
	if (locale === "ru") return __ru.settings_line_certificate(inputs)
	return __en.settings_line_certificate(inputs)
});
/**
* | output |
* | --- |
* | "The appliance's certificate expired on {date}; Satchel still accepts it because you trusted it — renew it on the appliance." |
*
* @param {Settings_Cert_ExpiredInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_expired = /** @type {((inputs: Settings_Cert_ExpiredInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_ExpiredInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_expired(inputs)
	if (locale === "ru") return __ru.settings_cert_expired(inputs)
	return __en.settings_cert_expired(inputs)
});
/**
* | output |
* | --- |
* | "New name for appliance {name}" |
*
* @param {Settings_New_Name_For_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_new_name_for_appliance = /** @type {((inputs: Settings_New_Name_For_ApplianceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_New_Name_For_ApplianceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_new_name_for_appliance(inputs)
	if (locale === "ru") return __ru.settings_new_name_for_appliance(inputs)
	return __en.settings_new_name_for_appliance(inputs)
});
/**
* | output |
* | --- |
* | "Give the appliance a name." |
*
* @param {Settings_Appliance_Name_NeededInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_name_needed = /** @type {((inputs?: Settings_Appliance_Name_NeededInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliance_Name_NeededInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliance_name_needed(inputs)
	if (locale === "ru") return __ru.settings_appliance_name_needed(inputs)
	return __en.settings_appliance_name_needed(inputs)
});
/**
* | output |
* | --- |
* | "Use appliance {name}" |
*
* @param {Settings_Use_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_use_appliance = /** @type {((inputs: Settings_Use_ApplianceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Use_ApplianceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_use_appliance(inputs)
	if (locale === "ru") return __ru.settings_use_appliance(inputs)
	return __en.settings_use_appliance(inputs)
});
/**
* | output |
* | --- |
* | "Check the certificate of {name}" |
*
* @param {Settings_Check_Cert_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_check_cert_of = /** @type {((inputs: Settings_Check_Cert_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Check_Cert_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_check_cert_of(inputs)
	if (locale === "ru") return __ru.settings_check_cert_of(inputs)
	return __en.settings_check_cert_of(inputs)
});
/**
* | output |
* | --- |
* | "Check certificate" |
*
* @param {Settings_Check_CertInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_check_cert = /** @type {((inputs?: Settings_Check_CertInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Check_CertInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_check_cert(inputs)
	if (locale === "ru") return __ru.settings_check_cert(inputs)
	return __en.settings_check_cert(inputs)
});
/**
* | output |
* | --- |
* | "Rename appliance {name}" |
*
* @param {Settings_Rename_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_rename_appliance = /** @type {((inputs: Settings_Rename_ApplianceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Rename_ApplianceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_rename_appliance(inputs)
	if (locale === "ru") return __ru.settings_rename_appliance(inputs)
	return __en.settings_rename_appliance(inputs)
});
/**
* | output |
* | --- |
* | "Remove appliance {name}" |
*
* @param {Settings_Remove_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_remove_appliance = /** @type {((inputs: Settings_Remove_ApplianceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Remove_ApplianceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_remove_appliance(inputs)
	if (locale === "ru") return __ru.settings_remove_appliance(inputs)
	return __en.settings_remove_appliance(inputs)
});
/**
* | output |
* | --- |
* | "{host} presents a different certificate from the one you trusted." |
*
* @param {Settings_Cert_DiffersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_differs = /** @type {((inputs: Settings_Cert_DiffersInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_DiffersInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_differs(inputs)
	if (locale === "ru") return __ru.settings_cert_differs(inputs)
	return __en.settings_cert_differs(inputs)
});
/**
* | output |
* | --- |
* | "Trust the new one only if the appliance's administrator replaced it; otherwise someone may be in between." |
*
* @param {Settings_Cert_Differs_AdviceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_differs_advice = /** @type {((inputs?: Settings_Cert_Differs_AdviceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_Differs_AdviceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_differs_advice(inputs)
	if (locale === "ru") return __ru.settings_cert_differs_advice(inputs)
	return __en.settings_cert_differs_advice(inputs)
});
/**
* | output |
* | --- |
* | "Trusted until now (SHA-256)" |
*
* @param {Settings_Cert_Trusted_Until_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_trusted_until_now = /** @type {((inputs?: Settings_Cert_Trusted_Until_NowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_Trusted_Until_NowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_trusted_until_now(inputs)
	if (locale === "ru") return __ru.settings_cert_trusted_until_now(inputs)
	return __en.settings_cert_trusted_until_now(inputs)
});
/**
* | output |
* | --- |
* | "Presented now (SHA-256)" |
*
* @param {Settings_Cert_Presented_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_presented_now = /** @type {((inputs?: Settings_Cert_Presented_NowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_Presented_NowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_presented_now(inputs)
	if (locale === "ru") return __ru.settings_cert_presented_now(inputs)
	return __en.settings_cert_presented_now(inputs)
});
/**
* | output |
* | --- |
* | "Issued to" |
*
* @param {Settings_Cert_Issued_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_issued_to = /** @type {((inputs?: Settings_Cert_Issued_ToInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_Issued_ToInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_issued_to(inputs)
	if (locale === "ru") return __ru.settings_cert_issued_to(inputs)
	return __en.settings_cert_issued_to(inputs)
});
/**
* | output |
* | --- |
* | "Issued by" |
*
* @param {Settings_Cert_Issued_ByInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_issued_by = /** @type {((inputs?: Settings_Cert_Issued_ByInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_Issued_ByInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_issued_by(inputs)
	if (locale === "ru") return __ru.settings_cert_issued_by(inputs)
	return __en.settings_cert_issued_by(inputs)
});
/**
* | output |
* | --- |
* | "Trust the new certificate" |
*
* @param {Settings_Trust_New_CertInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_trust_new_cert = /** @type {((inputs?: Settings_Trust_New_CertInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Trust_New_CertInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_trust_new_cert(inputs)
	if (locale === "ru") return __ru.settings_trust_new_cert(inputs)
	return __en.settings_trust_new_cert(inputs)
});
/**
* | output |
* | --- |
* | "Keep the old one" |
*
* @param {Settings_Keep_Old_CertInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_keep_old_cert = /** @type {((inputs?: Settings_Keep_Old_CertInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Keep_Old_CertInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_keep_old_cert(inputs)
	if (locale === "ru") return __ru.settings_keep_old_cert(inputs)
	return __en.settings_keep_old_cert(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to use, rename, add or remove appliances." |
*
* @param {Settings_Appliances_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliances_locked = /** @type {((inputs?: Settings_Appliances_LockedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliances_LockedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliances_locked(inputs)
	if (locale === "ru") return __ru.settings_appliances_locked(inputs)
	return __en.settings_appliances_locked(inputs)
});
/**
* | output |
* | --- |
* | "Signed in to “{name}” and saved it. Its password is in the system keychain." |
*
* @param {Settings_Appliance_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_added = /** @type {((inputs: Settings_Appliance_AddedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliance_AddedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliance_added(inputs)
	if (locale === "ru") return __ru.settings_appliance_added(inputs)
	return __en.settings_appliance_added(inputs)
});
/**
* | output |
* | --- |
* | "Added the demo appliance as “{name}”." |
*
* @param {Settings_Demo_Appliance_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_demo_appliance_added = /** @type {((inputs: Settings_Demo_Appliance_AddedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Demo_Appliance_AddedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_demo_appliance_added(inputs)
	if (locale === "ru") return __ru.settings_demo_appliance_added(inputs)
	return __en.settings_demo_appliance_added(inputs)
});
/**
* | output |
* | --- |
* | "Add the demo appliance" |
*
* @param {Settings_Add_Demo_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_demo_appliance = /** @type {((inputs?: Settings_Add_Demo_ApplianceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Add_Demo_ApplianceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_add_demo_appliance(inputs)
	if (locale === "ru") return __ru.settings_add_demo_appliance(inputs)
	return __en.settings_add_demo_appliance(inputs)
});
/**
* | output |
* | --- |
* | "Add an appliance" |
*
* @param {Settings_Add_Appliance_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_appliance_title = /** @type {((inputs?: Settings_Add_Appliance_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Add_Appliance_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_add_appliance_title(inputs)
	if (locale === "ru") return __ru.settings_add_appliance_title(inputs)
	return __en.settings_add_appliance_title(inputs)
});
/**
* | output |
* | --- |
* | "Satchel signs in with these before saving anything; the password goes into the system keychain and is never shown again. Over https, you see the appliance's ..." |
*
* @param {Settings_Add_Appliance_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_appliance_intro = /** @type {((inputs?: Settings_Add_Appliance_IntroInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Add_Appliance_IntroInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_add_appliance_intro(inputs)
	if (locale === "ru") return __ru.settings_add_appliance_intro(inputs)
	return __en.settings_add_appliance_intro(inputs)
});
/**
* | output |
* | --- |
* | "Sign in and save" |
*
* @param {Settings_Sign_In_And_SaveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_sign_in_and_save = /** @type {((inputs?: Settings_Sign_In_And_SaveInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sign_In_And_SaveInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_sign_in_and_save(inputs)
	if (locale === "ru") return __ru.settings_sign_in_and_save(inputs)
	return __en.settings_sign_in_and_save(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to add an appliance." |
*
* @param {Settings_Add_Appliance_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_add_appliance_locked = /** @type {((inputs?: Settings_Add_Appliance_LockedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Add_Appliance_LockedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_add_appliance_locked(inputs)
	if (locale === "ru") return __ru.settings_add_appliance_locked(inputs)
	return __en.settings_add_appliance_locked(inputs)
});
/**
* | output |
* | --- |
* | "Reading the appliance’s certificate…" |
*
* @param {Settings_Reading_CertInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_reading_cert = /** @type {((inputs?: Settings_Reading_CertInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Reading_CertInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_reading_cert(inputs)
	if (locale === "ru") return __ru.settings_reading_cert(inputs)
	return __en.settings_reading_cert(inputs)
});
/**
* | output |
* | --- |
* | "Signing in to the appliance…" |
*
* @param {Settings_Signing_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_signing_in = /** @type {((inputs?: Settings_Signing_InInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Signing_InInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_signing_in(inputs)
	if (locale === "ru") return __ru.settings_signing_in(inputs)
	return __en.settings_signing_in(inputs)
});
/**
* | output |
* | --- |
* | "Adding the demo appliance…" |
*
* @param {Settings_Adding_Demo_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_adding_demo_appliance = /** @type {((inputs?: Settings_Adding_Demo_ApplianceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Adding_Demo_ApplianceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_adding_demo_appliance(inputs)
	if (locale === "ru") return __ru.settings_adding_demo_appliance(inputs)
	return __en.settings_adding_demo_appliance(inputs)
});
/**
* | output |
* | --- |
* | "Demo mode: try the Policies view on the built-in demo appliance." |
*
* @param {Settings_Demo_Appliance_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_demo_appliance_intro = /** @type {((inputs?: Settings_Demo_Appliance_IntroInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Demo_Appliance_IntroInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_demo_appliance_intro(inputs)
	if (locale === "ru") return __ru.settings_demo_appliance_intro(inputs)
	return __en.settings_demo_appliance_intro(inputs)
});
/**
* | output |
* | --- |
* | "Appliance name" |
*
* @param {Settings_Appliance_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_name = /** @type {((inputs?: Settings_Appliance_NameInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliance_NameInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliance_name(inputs)
	if (locale === "ru") return __ru.settings_appliance_name(inputs)
	return __en.settings_appliance_name(inputs)
});
/**
* | output |
* | --- |
* | "Appliance address" |
*
* @param {Settings_Appliance_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_address = /** @type {((inputs?: Settings_Appliance_AddressInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliance_AddressInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliance_address(inputs)
	if (locale === "ru") return __ru.settings_appliance_address(inputs)
	return __en.settings_appliance_address(inputs)
});
/**
* | output |
* | --- |
* | "User name" |
*
* @param {Settings_User_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_user_name = /** @type {((inputs?: Settings_User_NameInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_User_NameInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_user_name(inputs)
	if (locale === "ru") return __ru.settings_user_name(inputs)
	return __en.settings_user_name(inputs)
});
/**
* | output |
* | --- |
* | "Appliance password" |
*
* @param {Settings_Appliance_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_password = /** @type {((inputs?: Settings_Appliance_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliance_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliance_password(inputs)
	if (locale === "ru") return __ru.settings_appliance_password(inputs)
	return __en.settings_appliance_password(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in mode" |
*
* @param {Settings_Sign_In_ModeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_sign_in_mode = /** @type {((inputs?: Settings_Sign_In_ModeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sign_In_ModeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_sign_in_mode(inputs)
	if (locale === "ru") return __ru.settings_sign_in_mode(inputs)
	return __en.settings_sign_in_mode(inputs)
});
/**
* | output |
* | --- |
* | "Session (sign in once)" |
*
* @param {Settings_Auth_SessionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_auth_session = /** @type {((inputs?: Settings_Auth_SessionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Auth_SessionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_auth_session(inputs)
	if (locale === "ru") return __ru.settings_auth_session(inputs)
	return __en.settings_auth_session(inputs)
});
/**
* | output |
* | --- |
* | "HTTP Basic (every request)" |
*
* @param {Settings_Auth_BasicInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_auth_basic = /** @type {((inputs?: Settings_Auth_BasicInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Auth_BasicInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_auth_basic(inputs)
	if (locale === "ru") return __ru.settings_auth_basic(inputs)
	return __en.settings_auth_basic(inputs)
});
/**
* | output |
* | --- |
* | "API path" |
*
* @param {Settings_Api_PathInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path = /** @type {((inputs?: Settings_Api_PathInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Api_PathInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_api_path(inputs)
	if (locale === "ru") return __ru.settings_api_path(inputs)
	return __en.settings_api_path(inputs)
});
/**
* | output |
* | --- |
* | "Optional: left empty, {path} (the document's). A real appliance may have its own, such as /nitro/v1." |
*
* @param {Settings_Api_Path_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_hint = /** @type {((inputs: Settings_Api_Path_HintInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Api_Path_HintInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_api_path_hint(inputs)
	if (locale === "ru") return __ru.settings_api_path_hint(inputs)
	return __en.settings_api_path_hint(inputs)
});
/**
* | output |
* | --- |
* | "https:// for an appliance on the network. Plain http:// only to this computer (127.0.0.1, localhost, as an SSH tunnel): anywhere else it would send the passw..." |
*
* @param {Settings_Appliance_Url_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_url_hint = /** @type {((inputs?: Settings_Appliance_Url_HintInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliance_Url_HintInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliance_url_hint(inputs)
	if (locale === "ru") return __ru.settings_appliance_url_hint(inputs)
	return __en.settings_appliance_url_hint(inputs)
});
/**
* | output |
* | --- |
* | "Certificate of {host}" |
*
* @param {Settings_Cert_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_of = /** @type {((inputs: Settings_Cert_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_of(inputs)
	if (locale === "ru") return __ru.settings_cert_of(inputs)
	return __en.settings_cert_of(inputs)
});
/**
* | output |
* | --- |
* | "This computer's certificate authorities vouch for it." |
*
* @param {Settings_Cert_VouchedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_vouched = /** @type {((inputs?: Settings_Cert_VouchedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_VouchedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_vouched(inputs)
	if (locale === "ru") return __ru.settings_cert_vouched(inputs)
	return __en.settings_cert_vouched(inputs)
});
/**
* | output |
* | --- |
* | "This computer does not trust it." |
*
* @param {Settings_Cert_UntrustedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_untrusted = /** @type {((inputs?: Settings_Cert_UntrustedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_UntrustedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_untrusted(inputs)
	if (locale === "ru") return __ru.settings_cert_untrusted(inputs)
	return __en.settings_cert_untrusted(inputs)
});
/**
* | output |
* | --- |
* | "This computer does not trust it: it is signed by itself, as appliances’ own certificates mostly are." |
*
* @param {Settings_Cert_Untrusted_Self_SignedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_untrusted_self_signed = /** @type {((inputs?: Settings_Cert_Untrusted_Self_SignedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_Untrusted_Self_SignedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_untrusted_self_signed(inputs)
	if (locale === "ru") return __ru.settings_cert_untrusted_self_signed(inputs)
	return __en.settings_cert_untrusted_self_signed(inputs)
});
/**
* | output |
* | --- |
* | "Compare its fingerprint with the one the appliance shows (on its console or web interface) and trust it only if they match. Satchel then accepts this certifi..." |
*
* @param {Settings_Cert_CompareInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_compare = /** @type {((inputs?: Settings_Cert_CompareInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_CompareInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_compare(inputs)
	if (locale === "ru") return __ru.settings_cert_compare(inputs)
	return __en.settings_cert_compare(inputs)
});
/**
* | output |
* | --- |
* | "SHA-256 fingerprint" |
*
* @param {Settings_Cert_FingerprintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_fingerprint = /** @type {((inputs?: Settings_Cert_FingerprintInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_FingerprintInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_fingerprint(inputs)
	if (locale === "ru") return __ru.settings_cert_fingerprint(inputs)
	return __en.settings_cert_fingerprint(inputs)
});
/**
* | output |
* | --- |
* | "Valid until" |
*
* @param {Settings_Cert_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_cert_valid_until = /** @type {((inputs?: Settings_Cert_Valid_UntilInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Cert_Valid_UntilInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_cert_valid_until(inputs)
	if (locale === "ru") return __ru.settings_cert_valid_until(inputs)
	return __en.settings_cert_valid_until(inputs)
});
/**
* | output |
* | --- |
* | "Trust this certificate and sign in" |
*
* @param {Settings_Trust_And_Sign_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_trust_and_sign_in = /** @type {((inputs?: Settings_Trust_And_Sign_InInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Trust_And_Sign_InInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_trust_and_sign_in(inputs)
	if (locale === "ru") return __ru.settings_trust_and_sign_in(inputs)
	return __en.settings_trust_and_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Don't trust it" |
*
* @param {Settings_Do_Not_TrustInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_do_not_trust = /** @type {((inputs?: Settings_Do_Not_TrustInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Do_Not_TrustInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_do_not_trust(inputs)
	if (locale === "ru") return __ru.settings_do_not_trust(inputs)
	return __en.settings_do_not_trust(inputs)
});
/**
* | output |
* | --- |
* | "Enter the appliance address as a web address, such as https://adc.example." |
*
* @param {Settings_Appliance_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_not_web = /** @type {((inputs?: Settings_Appliance_Not_WebInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliance_Not_WebInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliance_not_web(inputs)
	if (locale === "ru") return __ru.settings_appliance_not_web(inputs)
	return __en.settings_appliance_not_web(inputs)
});
/**
* | output |
* | --- |
* | "The appliance address starts with https://." |
*
* @param {Settings_Appliance_SchemeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_scheme = /** @type {((inputs?: Settings_Appliance_SchemeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliance_SchemeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliance_scheme(inputs)
	if (locale === "ru") return __ru.settings_appliance_scheme(inputs)
	return __en.settings_appliance_scheme(inputs)
});
/**
* | output |
* | --- |
* | "Leave the user name and password out of the address: they have their own fields." |
*
* @param {Settings_Appliance_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_credentials = /** @type {((inputs?: Settings_Appliance_CredentialsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliance_CredentialsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliance_credentials(inputs)
	if (locale === "ru") return __ru.settings_appliance_credentials(inputs)
	return __en.settings_appliance_credentials(inputs)
});
/**
* | output |
* | --- |
* | "Plain http:// would send the password unencrypted: use https://. Plain http:// is only for this computer (127.0.0.1, localhost)." |
*
* @param {Settings_Appliance_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_plain_http = /** @type {((inputs?: Settings_Appliance_Plain_HttpInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliance_Plain_HttpInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliance_plain_http(inputs)
	if (locale === "ru") return __ru.settings_appliance_plain_http(inputs)
	return __en.settings_appliance_plain_http(inputs)
});
/**
* | output |
* | --- |
* | "Use at most 60 characters for the appliance name." |
*
* @param {Settings_Appliance_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_appliance_name_too_long = /** @type {((inputs?: Settings_Appliance_Name_Too_LongInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Appliance_Name_Too_LongInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_appliance_name_too_long(inputs)
	if (locale === "ru") return __ru.settings_appliance_name_too_long(inputs)
	return __en.settings_appliance_name_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter the user name to sign in with." |
*
* @param {Settings_Enter_UserInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_enter_user = /** @type {((inputs?: Settings_Enter_UserInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Enter_UserInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_enter_user(inputs)
	if (locale === "ru") return __ru.settings_enter_user(inputs)
	return __en.settings_enter_user(inputs)
});
/**
* | output |
* | --- |
* | "The user name is too long." |
*
* @param {Settings_User_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_user_too_long = /** @type {((inputs?: Settings_User_Too_LongInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_User_Too_LongInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_user_too_long(inputs)
	if (locale === "ru") return __ru.settings_user_too_long(inputs)
	return __en.settings_user_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter the password." |
*
* @param {Settings_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_enter_password = /** @type {((inputs?: Settings_Enter_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Enter_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_enter_password(inputs)
	if (locale === "ru") return __ru.settings_enter_password(inputs)
	return __en.settings_enter_password(inputs)
});
/**
* | output |
* | --- |
* | "The password is too long." |
*
* @param {Settings_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_password_too_long = /** @type {((inputs?: Settings_Password_Too_LongInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Password_Too_LongInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_password_too_long(inputs)
	if (locale === "ru") return __ru.settings_password_too_long(inputs)
	return __en.settings_password_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Markets now come from the demo exchange." |
*
* @param {Settings_Market_Now_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_now_demo = /** @type {((inputs?: Settings_Market_Now_DemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Market_Now_DemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_market_now_demo(inputs)
	if (locale === "ru") return __ru.settings_market_now_demo(inputs)
	return __en.settings_market_now_demo(inputs)
});
/**
* | output |
* | --- |
* | "Markets now come from {url}." |
*
* @param {Settings_Market_Now_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_now_from = /** @type {((inputs: Settings_Market_Now_FromInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Market_Now_FromInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_market_now_from(inputs)
	if (locale === "ru") return __ru.settings_market_now_from(inputs)
	return __en.settings_market_now_from(inputs)
});
/**
* | output |
* | --- |
* | "The exchange whose markets and prices Satchel shows while no account is in use. An account always uses its own exchange." |
*
* @param {Settings_Market_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_intro = /** @type {((inputs?: Settings_Market_IntroInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Market_IntroInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_market_intro(inputs)
	if (locale === "ru") return __ru.settings_market_intro(inputs)
	return __en.settings_market_intro(inputs)
});
/**
* | output |
* | --- |
* | "Satchel was started with an exchange of its own ({how}), which is used instead of the choice here." |
*
* @param {Settings_Market_FixedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_fixed = /** @type {((inputs: Settings_Market_FixedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Market_FixedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_market_fixed(inputs)
	if (locale === "ru") return __ru.settings_market_fixed(inputs)
	return __en.settings_market_fixed(inputs)
});
/**
* | output |
* | --- |
* | "The demo exchange is not running now: it starts the next time Satchel starts." |
*
* @param {Settings_Market_Demo_Not_RunningInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_demo_not_running = /** @type {((inputs?: Settings_Market_Demo_Not_RunningInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Market_Demo_Not_RunningInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_market_demo_not_running(inputs)
	if (locale === "ru") return __ru.settings_market_demo_not_running(inputs)
	return __en.settings_market_demo_not_running(inputs)
});
/**
* | output |
* | --- |
* | "Exchange for market data" |
*
* @param {Settings_Market_LegendInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_legend = /** @type {((inputs?: Settings_Market_LegendInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Market_LegendInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_market_legend(inputs)
	if (locale === "ru") return __ru.settings_market_legend(inputs)
	return __en.settings_market_legend(inputs)
});
/**
* | output |
* | --- |
* | "Use the demo exchange" |
*
* @param {Settings_Use_Demo_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_use_demo_exchange = /** @type {((inputs?: Settings_Use_Demo_ExchangeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Use_Demo_ExchangeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_use_demo_exchange(inputs)
	if (locale === "ru") return __ru.settings_use_demo_exchange(inputs)
	return __en.settings_use_demo_exchange(inputs)
});
/**
* | output |
* | --- |
* | "(simulated, no real money)" |
*
* @param {Settings_SimulatedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_simulated = /** @type {((inputs?: Settings_SimulatedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_SimulatedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_simulated(inputs)
	if (locale === "ru") return __ru.settings_simulated(inputs)
	return __en.settings_simulated(inputs)
});
/**
* | output |
* | --- |
* | "Save exchange" |
*
* @param {Settings_Save_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_save_exchange = /** @type {((inputs?: Settings_Save_ExchangeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Save_ExchangeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_save_exchange(inputs)
	if (locale === "ru") return __ru.settings_save_exchange(inputs)
	return __en.settings_save_exchange(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to change the exchange." |
*
* @param {Settings_Market_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_locked = /** @type {((inputs?: Settings_Market_LockedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Market_LockedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_market_locked(inputs)
	if (locale === "ru") return __ru.settings_market_locked(inputs)
	return __en.settings_market_locked(inputs)
});
/**
* | output |
* | --- |
* | "Enter the exchange's address, such as https://exchange.example." |
*
* @param {Settings_Market_Address_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_empty = /** @type {((inputs?: Settings_Market_Address_EmptyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Market_Address_EmptyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_market_address_empty(inputs)
	if (locale === "ru") return __ru.settings_market_address_empty(inputs)
	return __en.settings_market_address_empty(inputs)
});
/**
* | output |
* | --- |
* | "The exchange's address is not a web address. Use one like https://exchange.example." |
*
* @param {Settings_Market_Address_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_not_web = /** @type {((inputs?: Settings_Market_Address_Not_WebInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Market_Address_Not_WebInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_market_address_not_web(inputs)
	if (locale === "ru") return __ru.settings_market_address_not_web(inputs)
	return __en.settings_market_address_not_web(inputs)
});
/**
* | output |
* | --- |
* | "The exchange's address must start with https://." |
*
* @param {Settings_Market_Address_SchemeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_scheme = /** @type {((inputs?: Settings_Market_Address_SchemeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Market_Address_SchemeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_market_address_scheme(inputs)
	if (locale === "ru") return __ru.settings_market_address_scheme(inputs)
	return __en.settings_market_address_scheme(inputs)
});
/**
* | output |
* | --- |
* | "The exchange's address must not contain a user name or password." |
*
* @param {Settings_Market_Address_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_credentials = /** @type {((inputs?: Settings_Market_Address_CredentialsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Market_Address_CredentialsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_market_address_credentials(inputs)
	if (locale === "ru") return __ru.settings_market_address_credentials(inputs)
	return __en.settings_market_address_credentials(inputs)
});
/**
* | output |
* | --- |
* | "The exchange's address ends before any ? or #. Use one like https://exchange.example." |
*
* @param {Settings_Market_Address_QueryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_market_address_query = /** @type {((inputs?: Settings_Market_Address_QueryInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Market_Address_QueryInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_market_address_query(inputs)
	if (locale === "ru") return __ru.settings_market_address_query(inputs)
	return __en.settings_market_address_query(inputs)
});
/**
* | output |
* | --- |
* | "A text file for support: Satchel’s version and system, your settings as choices and counts, and the end of Satchel’s log. Keys, passwords, e-mail and coin ad..." |
*
* @param {Settings_Diagnostics_ExplainedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_diagnostics_explained = /** @type {((inputs?: Settings_Diagnostics_ExplainedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Diagnostics_ExplainedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_diagnostics_explained(inputs)
	if (locale === "ru") return __ru.settings_diagnostics_explained(inputs)
	return __en.settings_diagnostics_explained(inputs)
});
/**
* | output |
* | --- |
* | "Export diagnostics" |
*
* @param {Settings_Export_DiagnosticsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_export_diagnostics = /** @type {((inputs?: Settings_Export_DiagnosticsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Export_DiagnosticsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_export_diagnostics(inputs)
	if (locale === "ru") return __ru.settings_export_diagnostics(inputs)
	return __en.settings_export_diagnostics(inputs)
});
/**
* | output |
* | --- |
* | "Diagnostics saved as {file} (your downloads)." |
*
* @param {Settings_Diagnostics_DownloadedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_diagnostics_downloaded = /** @type {((inputs: Settings_Diagnostics_DownloadedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Diagnostics_DownloadedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_diagnostics_downloaded(inputs)
	if (locale === "ru") return __ru.settings_diagnostics_downloaded(inputs)
	return __en.settings_diagnostics_downloaded(inputs)
});
/**
* | output |
* | --- |
* | "Diagnostics saved to {path}." |
*
* @param {Settings_Diagnostics_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_diagnostics_saved = /** @type {((inputs: Settings_Diagnostics_SavedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Diagnostics_SavedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_diagnostics_saved(inputs)
	if (locale === "ru") return __ru.settings_diagnostics_saved(inputs)
	return __en.settings_diagnostics_saved(inputs)
});
/**
* | output |
* | --- |
* | "Export cancelled: nothing was saved." |
*
* @param {Settings_Diagnostics_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_diagnostics_cancelled = /** @type {((inputs?: Settings_Diagnostics_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Diagnostics_CancelledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_diagnostics_cancelled(inputs)
	if (locale === "ru") return __ru.settings_diagnostics_cancelled(inputs)
	return __en.settings_diagnostics_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Enter the API path, such as /svc/v1." |
*
* @param {Settings_Api_Path_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_empty = /** @type {((inputs?: Settings_Api_Path_EmptyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Api_Path_EmptyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_api_path_empty(inputs)
	if (locale === "ru") return __ru.settings_api_path_empty(inputs)
	return __en.settings_api_path_empty(inputs)
});
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
export const settings_api_path_too_long = /** @type {((inputs: Settings_Api_Path_Too_LongInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Api_Path_Too_LongInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_api_path_too_long(inputs)
	if (locale === "ru") return __ru.settings_api_path_too_long(inputs)
	return __en.settings_api_path_too_long(inputs)
});
/**
* | output |
* | --- |
* | "The API path starts with “/”, such as /svc/v1." |
*
* @param {Settings_Api_Path_SlashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_slash = /** @type {((inputs?: Settings_Api_Path_SlashInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Api_Path_SlashInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_api_path_slash(inputs)
	if (locale === "ru") return __ru.settings_api_path_slash(inputs)
	return __en.settings_api_path_slash(inputs)
});
/**
* | output |
* | --- |
* | "The API path names at least one folder, such as /svc/v1." |
*
* @param {Settings_Api_Path_No_FolderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_no_folder = /** @type {((inputs?: Settings_Api_Path_No_FolderInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Api_Path_No_FolderInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_api_path_no_folder(inputs)
	if (locale === "ru") return __ru.settings_api_path_no_folder(inputs)
	return __en.settings_api_path_no_folder(inputs)
});
/**
* | output |
* | --- |
* | "The API path has “//” in it: one “/” between its parts." |
*
* @param {Settings_Api_Path_Double_SlashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_double_slash = /** @type {((inputs?: Settings_Api_Path_Double_SlashInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Api_Path_Double_SlashInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_api_path_double_slash(inputs)
	if (locale === "ru") return __ru.settings_api_path_double_slash(inputs)
	return __en.settings_api_path_double_slash(inputs)
});
/**
* | output |
* | --- |
* | "The API path cannot have “.” or “..” as a part." |
*
* @param {Settings_Api_Path_DotsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_dots = /** @type {((inputs?: Settings_Api_Path_DotsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Api_Path_DotsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_api_path_dots(inputs)
	if (locale === "ru") return __ru.settings_api_path_dots(inputs)
	return __en.settings_api_path_dots(inputs)
});
/**
* | output |
* | --- |
* | "The API path has only letters, digits and . _ ~ - between its “/”, such as /nitro/v1." |
*
* @param {Settings_Api_Path_CharactersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const settings_api_path_characters = /** @type {((inputs?: Settings_Api_Path_CharactersInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Api_Path_CharactersInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_api_path_characters(inputs)
	if (locale === "ru") return __ru.settings_api_path_characters(inputs)
	return __en.settings_api_path_characters(inputs)
});