/* eslint-disable */
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
import * as registry from "../registry.js"


export const nav_markets = /** @type {(inputs: Nav_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markets`)
};

export const nav_balances = /** @type {(inputs: Nav_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balances`)
};

export const nav_orders = /** @type {(inputs: Nav_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders`)
};

export const nav_deposit = /** @type {(inputs: Nav_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit`)
};

export const nav_withdraw = /** @type {(inputs: Nav_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw`)
};

export const nav_history = /** @type {(inputs: Nav_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History`)
};

export const nav_fiat = /** @type {(inputs: Nav_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiat`)
};

export const nav_codes = /** @type {(inputs: Nav_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes`)
};

export const nav_currencies = /** @type {(inputs: Nav_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currencies`)
};

export const nav_fees = /** @type {(inputs: Nav_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fees`)
};

export const nav_policies = /** @type {(inputs: Nav_PoliciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Policies`)
};

export const nav_settings = /** @type {(inputs: Nav_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const title_codes = /** @type {(inputs: Title_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer codes`)
};

export const title_deposit_of = /** @type {(inputs: Title_Deposit_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deposit ${i?.currency}`)
};

export const title_withdraw_of = /** @type {(inputs: Title_Withdraw_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdraw ${i?.currency}`)
};

export const title_history_of = /** @type {(inputs: Title_History_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency} history`)
};

export const title_not_found = /** @type {(inputs: Title_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

export const first_welcome = /** @type {(inputs: First_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to Satchel`)
};

export const first_lead = /** @type {(inputs: First_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How would you like to start? You can change this later in Settings.`)
};

export const first_demo = /** @type {(inputs: First_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try the demo`)
};

export const first_demo_what = /** @type {(inputs: First_Demo_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A simulated exchange, payment gateway and appliance on this computer, with demo accounts one click away. No real money.`)
};

export const first_own = /** @type {(inputs: First_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use my exchange`)
};

export const first_own_address = /** @type {(inputs: First_Own_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your exchange's address`)
};

export const first_own_hint = /** @type {(inputs: First_Own_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its markets and prices are shown; add your API key in Settings to use your account. Starting with https://.`)
};

export const first_starting_demo = /** @type {(inputs: First_Starting_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting the demo…`)
};

export const first_saving_own = /** @type {(inputs: First_Saving_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving your exchange…`)
};

export const settings_language = /** @type {(inputs: Settings_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const settings_language_hint = /** @type {(inputs: Settings_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel's words, numbers and dates, and the payment gateway's forms (English where the gateway has none).`)
};

export const markets_shown = /** @type {(inputs: Markets_ShownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} of ${i?.count} market`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} of ${i?.count} markets`);
	return /** @type {LocalizedString} */ ("markets_shown");
};

export const tray_name_demo = /** @type {(inputs: Tray_Name_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel (demo)`)
};

export const tray_demo_note = /** @type {(inputs: Tray_Demo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demo: a simulated exchange, no real money`)
};

export const tray_portfolio = /** @type {(inputs: Tray_PortfolioInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Portfolio: ${i?.value}`)
};

export const tray_portfolio_unknown = /** @type {(inputs: Tray_Portfolio_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfolio: cannot be valued now`)
};

export const tray_portfolio_as_of = /** @type {(inputs: Tray_Portfolio_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Portfolio as of ${i?.time}: ${i?.value}`)
};

export const tray_tooltip_as_of = /** @type {(inputs: Tray_Tooltip_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} as of ${i?.time}`)
};

export const tray_tooltip_unknown = /** @type {(inputs: Tray_Tooltip_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`value unknown now`)
};

export const tray_tooltip_hidden = /** @type {(inputs: Tray_Tooltip_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`amounts hidden`)
};

export const tray_tooltip_locked = /** @type {(inputs: Tray_Tooltip_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(locked)`)
};

export const tray_why_rates = /** @type {(inputs: Tray_Why_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the exchange's rates cannot be read`)
};

export const tray_why_no_rate = /** @type {(inputs: Tray_Why_No_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the exchange gives no rate for ${i?.currencies}`)
};

export const tray_not_valued = /** @type {(inputs: Tray_Not_ValuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not valued now: ${i?.why}`)
};

export const tray_balance = /** @type {(inputs: Tray_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.code} ${i?.available} available of ${i?.total} ≈ ${i?.value}`)
};

export const tray_no_balances = /** @type {(inputs: Tray_No_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No balances yet`)
};

export const tray_not_current = /** @type {(inputs: Tray_Not_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not current: ${i?.problem}`)
};

export const tray_open = /** @type {(inputs: Tray_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Satchel`)
};

export const tray_refresh = /** @type {(inputs: Tray_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh`)
};

export const tray_check_code = /** @type {(inputs: Tray_Check_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check a transfer code from the clipboard`)
};

export const tray_lock = /** @type {(inputs: Tray_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lock`)
};

export const tray_quit = /** @type {(inputs: Tray_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quit`)
};

export const menu_settings_mac = /** @type {(inputs: Menu_Settings_MacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings…`)
};

export const menu_lock = /** @type {(inputs: Menu_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lock Satchel`)
};

export const menu_about = /** @type {(inputs: Menu_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.app}`)
};

export const menu_file = /** @type {(inputs: Menu_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File`)
};

export const menu_edit = /** @type {(inputs: Menu_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const menu_view = /** @type {(inputs: Menu_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View`)
};

export const menu_go = /** @type {(inputs: Menu_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go`)
};

export const menu_window = /** @type {(inputs: Menu_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Window`)
};

export const menu_help = /** @type {(inputs: Menu_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help`)
};

export const menu_quit = /** @type {(inputs: Menu_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quit Satchel`)
};

export const menu_find_market = /** @type {(inputs: Menu_Find_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a market`)
};

export const menu_show_logs = /** @type {(inputs: Menu_Show_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show Logs`)
};

export const menu_export_diagnostics = /** @type {(inputs: Menu_Export_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export Diagnostics…`)
};

export const menu_shortcuts = /** @type {(inputs: Menu_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyboard Shortcuts…`)
};

export const menu_undo = /** @type {(inputs: Menu_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo`)
};

export const menu_redo = /** @type {(inputs: Menu_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redo`)
};

export const menu_cut = /** @type {(inputs: Menu_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cut`)
};

export const menu_copy = /** @type {(inputs: Menu_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy`)
};

export const menu_paste = /** @type {(inputs: Menu_PasteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste`)
};

export const menu_delete = /** @type {(inputs: Menu_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const menu_select_all = /** @type {(inputs: Menu_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select All`)
};

export const menu_reset_zoom = /** @type {(inputs: Menu_Reset_ZoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actual Size`)
};

export const menu_zoom_in = /** @type {(inputs: Menu_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom In`)
};

export const menu_zoom_out = /** @type {(inputs: Menu_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom Out`)
};

export const menu_full_screen = /** @type {(inputs: Menu_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toggle Full Screen`)
};

export const menu_minimize = /** @type {(inputs: Menu_MinimizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimize`)
};

export const menu_close = /** @type {(inputs: Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const skip_to_main = /** @type {(inputs: Skip_To_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to main content`)
};

export const header_menu = /** @type {(inputs: Header_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const demo_badge = /** @type {(inputs: Demo_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demo`)
};

export const demo_note = /** @type {(inputs: Demo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demo: a simulated exchange, payment gateway and appliance. No real money.`)
};

export const window_title_demo = /** @type {(inputs: Window_Title_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} — Satchel (demo)`)
};

export const hide_amounts = /** @type {(inputs: Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide amounts`)
};

export const unlock_to_show_amounts = /** @type {(inputs: Unlock_To_Show_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock to show amounts`)
};

export const header_lock = /** @type {(inputs: Header_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lock`)
};

export const fatal_title = /** @type {(inputs: Fatal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel cannot start`)
};

export const starting = /** @type {(inputs: StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel is starting`)
};

export const theme_label = /** @type {(inputs: Theme_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Theme`)
};

export const theme_appearance = /** @type {(inputs: Theme_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appearance`)
};

export const theme_system = /** @type {(inputs: Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System`)
};

export const theme_light = /** @type {(inputs: Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light`)
};

export const theme_dark = /** @type {(inputs: Theme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dark`)
};

export const account_label = /** @type {(inputs: Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

export const account_choose = /** @type {(inputs: Account_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose…`)
};

export const account_unlock_to_switch = /** @type {(inputs: Account_Unlock_To_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock to switch accounts.`)
};

export const settled_deposit = /** @type {(inputs: Settled_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deposit credited: ${i?.list}.`)
};

export const settled_withdrawal = /** @type {(inputs: Settled_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdrawal completed: ${i?.list}.`)
};

export const settled_title_both = /** @type {(inputs: Settled_Title_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposits and withdrawals`)
};

export const settled_title_deposit = /** @type {(inputs: Settled_Title_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit credited`)
};

export const settled_title_withdrawal = /** @type {(inputs: Settled_Title_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal completed`)
};

export const update_title = /** @type {(inputs: Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update ready`)
};

export const update_message = /** @type {(inputs: Update_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A new version ${i?.version} is ready.`)
};

export const update_detail = /** @type {(inputs: Update_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel restarts to install it. Your keys and settings stay as they are.`)
};

export const update_restart_now = /** @type {(inputs: Update_Restart_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restart now`)
};

export const update_when_quit = /** @type {(inputs: Update_When_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When I quit`)
};

export const update_not_now = /** @type {(inputs: Update_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not now`)
};

export const crash_gone = /** @type {(inputs: Crash_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.window} stopped working: ${i?.why}.`)
};

export const crash_window_wallet = /** @type {(inputs: Crash_Window_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`wallet window`)
};

export const crash_window_payment = /** @type {(inputs: Crash_Window_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payment window`)
};

export const crash_why_abnormal = /** @type {(inputs: Crash_Why_AbnormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it stopped unexpectedly`)
};

export const crash_why_killed = /** @type {(inputs: Crash_Why_KilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it was ended by the system or another program`)
};

export const crash_why_crashed = /** @type {(inputs: Crash_Why_CrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it crashed`)
};

export const crash_why_oom = /** @type {(inputs: Crash_Why_OomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it ran out of memory`)
};

export const crash_why_launch = /** @type {(inputs: Crash_Why_LaunchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it could not be started`)
};

export const crash_why_integrity = /** @type {(inputs: Crash_Why_IntegrityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its code failed an integrity check`)
};

export const crash_why_eviction = /** @type {(inputs: Crash_Why_EvictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the system reclaimed its memory`)
};

export const crash_safe = /** @type {(inputs: Crash_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your keys, settings and anything sent to the exchange are safe: they are kept by the main part of Satchel, which is still running. Reload the window to go on.`)
};

export const crash_reload = /** @type {(inputs: Crash_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

export const crash_quit = /** @type {(inputs: Crash_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quit Satchel`)
};

export const crash_wait = /** @type {(inputs: Crash_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wait`)
};

export const crash_unresponsive = /** @type {(inputs: Crash_UnresponsiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.window} is not responding.`)
};

export const crash_unresponsive_detail = /** @type {(inputs: Crash_Unresponsive_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can wait for it, or reload it. Nothing sent to the exchange is lost by reloading.`)
};

export const crash_close_payment = /** @type {(inputs: Crash_Close_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close the payment window`)
};

export const crash_payment_safe = /** @type {(inputs: Crash_Payment_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is paid twice: a payment you finished on the gateway’s page stands, and Satchel sends nothing again by itself. Before you pay again, look for the deposit in History. Reload starts the payment form again from its beginning.`)
};

export const crash_payment_unresponsive_detail = /** @type {(inputs: Crash_Payment_Unresponsive_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can wait for it, reload it or close it. ${i?.safe}`)
};

export const minutes_count = /** @type {(inputs: Minutes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} minute`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} minutes`);
	return /** @type {LocalizedString} */ ("minutes_count");
};

export const hours_count = /** @type {(inputs: Hours_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} hour`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} hours`);
	return /** @type {LocalizedString} */ ("hours_count");
};

export const unit_seconds = /** @type {(inputs: Unit_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} s`)
};

export const unit_minutes = /** @type {(inputs: Unit_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} min`)
};

export const never = /** @type {(inputs: NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never`)
};

export const currency_usd = /** @type {(inputs: Currency_UsdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`US dollar (USD)`)
};

export const currency_eur = /** @type {(inputs: Currency_EurInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Euro (EUR)`)
};

export const currency_uah = /** @type {(inputs: Currency_UahInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hryvnia (UAH)`)
};

export const currency_rub = /** @type {(inputs: Currency_RubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rouble (RUB)`)
};

export const currency_btc = /** @type {(inputs: Currency_BtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitcoin (BTC)`)
};

export const prefs_display_currency = /** @type {(inputs: Prefs_Display_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Display currency`)
};

export const prefs_lock_after = /** @type {(inputs: Prefs_Lock_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lock after`)
};

export const prefs_lock_after_hint_set = /** @type {(inputs: Prefs_Lock_After_Hint_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idle time before Satchel locks itself.`)
};

export const prefs_lock_after_hint_unset = /** @type {(inputs: Prefs_Lock_After_Hint_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applies once an app password is set.`)
};

export const prefs_refresh_prices = /** @type {(inputs: Prefs_Refresh_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh market prices every`)
};

export const prefs_refresh_balances = /** @type {(inputs: Prefs_Refresh_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh balances every`)
};

export const prefs_refresh_orders = /** @type {(inputs: Prefs_Refresh_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh open orders every`)
};

export const prefs_close_to_tray = /** @type {(inputs: Prefs_Close_To_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep running in the tray when the window is closed`)
};

export const prefs_desktop_only = /** @type {(inputs: Prefs_Desktop_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(desktop app only)`)
};

export const prefs_hide_when_locked = /** @type {(inputs: Prefs_Hide_When_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide amounts and addresses while Satchel is locked`)
};

export const prefs_updates = /** @type {(inputs: Prefs_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updates`)
};

export const prefs_check_updates = /** @type {(inputs: Prefs_Check_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check for updates`)
};

export const prefs_update_channel = /** @type {(inputs: Prefs_Update_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update channel`)
};

export const prefs_channel_stable = /** @type {(inputs: Prefs_Channel_StableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stable releases`)
};

export const prefs_channel_beta = /** @type {(inputs: Prefs_Channel_BetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beta: new versions earlier, less tested`)
};

export const prefs_updates_desktop = /** @type {(inputs: Prefs_Updates_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel looks for a new version when it starts and once a day, downloads it in the background, checks it, and asks before installing it.`)
};

export const prefs_updates_browser = /** @type {(inputs: Prefs_Updates_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updates are checked by the desktop app; this browser page never checks. What you choose here is kept for the desktop app.`)
};

export const prefs_locked_hint = /** @type {(inputs: Prefs_Locked_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock to change the lock, the refresh intervals, the tray, updates or hiding amounts while locked.`)
};

export const prefs_saved = /** @type {(inputs: Prefs_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} saved.`)
};

export const prefs_privacy_saved = /** @type {(inputs: Prefs_Privacy_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy setting saved.`)
};

export const prefs_what_tray = /** @type {(inputs: Prefs_What_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tray setting`)
};

export const prefs_what_update = /** @type {(inputs: Prefs_What_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update setting`)
};

export const prefs_what_language = /** @type {(inputs: Prefs_What_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const prefs_what_auto_lock = /** @type {(inputs: Prefs_What_Auto_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auto-lock`)
};

export const prefs_what_price_interval = /** @type {(inputs: Prefs_What_Price_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Market price refresh interval`)
};

export const prefs_what_balance_interval = /** @type {(inputs: Prefs_What_Balance_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance refresh interval`)
};

export const prefs_what_order_interval = /** @type {(inputs: Prefs_What_Order_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order refresh interval`)
};

export const settings_accounts = /** @type {(inputs: Settings_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounts`)
};

export const settings_appliances = /** @type {(inputs: Settings_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliances`)
};

export const settings_appliances_intro = /** @type {(inputs: Settings_Appliances_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The network appliances whose authorization policies you manage in Policies. One is in use at a time.`)
};

export const settings_market_exchange = /** @type {(inputs: Settings_Market_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Market exchange`)
};

export const settings_loading_settings = /** @type {(inputs: Settings_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading settings…`)
};

export const settings_preferences = /** @type {(inputs: Settings_PreferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferences`)
};

export const settings_app_password = /** @type {(inputs: Settings_App_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App password`)
};

export const settings_help = /** @type {(inputs: Settings_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help and support`)
};

export const settings_renamed = /** @type {(inputs: Settings_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renamed to “${i?.name}”.`)
};

export const settings_now_using = /** @type {(inputs: Settings_Now_UsingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now using “${i?.name}”.`)
};

export const settings_account_removed_demo = /** @type {(inputs: Settings_Account_Removed_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” was removed.`)
};

export const settings_account_removed = /** @type {(inputs: Settings_Account_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” was removed, and its secret deleted from the keychain.`)
};

export const settings_guard_kept = /** @type {(inputs: Settings_Guard_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The withdrawal guard of its exchange account is kept.`)
};

export const settings_nothing_removed = /** @type {(inputs: Settings_Nothing_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was removed.`)
};

export const settings_loading_accounts = /** @type {(inputs: Settings_Loading_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading accounts…`)
};

export const settings_no_account = /** @type {(inputs: Settings_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account yet. Add one below.`)
};

export const settings_no_account_demo = /** @type {(inputs: Settings_No_Account_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account yet. Add one below, or try a demo account.`)
};

export const settings_active = /** @type {(inputs: Settings_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const settings_line_exchange = /** @type {(inputs: Settings_Line_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange`)
};

export const settings_line_gateway = /** @type {(inputs: Settings_Line_GatewayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payment gateway`)
};

export const settings_line_key = /** @type {(inputs: Settings_Line_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`key`)
};

export const settings_remove_named = /** @type {(inputs: Settings_Remove_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

export const settings_remove_guarded_why = /** @type {(inputs: Settings_Remove_Guarded_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its exchange account has a withdrawal guard. The guard is kept (it applies again if you add this account again), but removing the account needs your app password.`)
};

export const settings_remove_account = /** @type {(inputs: Settings_Remove_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove account`)
};

export const settings_cancel = /** @type {(inputs: Settings_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const settings_new_name_for = /** @type {(inputs: Settings_New_Name_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New name for ${i?.name}`)
};

export const settings_account_name_needed = /** @type {(inputs: Settings_Account_Name_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the account a name.`)
};

export const settings_use = /** @type {(inputs: Settings_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use`)
};

export const settings_use_named = /** @type {(inputs: Settings_Use_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use ${i?.name}`)
};

export const settings_rename = /** @type {(inputs: Settings_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

export const settings_rename_named = /** @type {(inputs: Settings_Rename_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rename ${i?.name}`)
};

export const settings_remove = /** @type {(inputs: Settings_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const settings_accounts_locked = /** @type {(inputs: Settings_Accounts_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock to use, rename, add or remove accounts.`)
};

export const settings_account_added = /** @type {(inputs: Settings_Account_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added “${i?.name}”. Its secret is in the system keychain.`)
};

export const settings_demo_account_added = /** @type {(inputs: Settings_Demo_Account_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added the demo account ${i?.email}.`)
};

export const settings_add_demo_account = /** @type {(inputs: Settings_Add_Demo_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add demo account ${i?.email}`)
};

export const settings_add_account_title = /** @type {(inputs: Settings_Add_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an account`)
};

export const settings_add_account_intro = /** @type {(inputs: Settings_Add_Account_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an API key on the exchange, then paste its key and secret here. Satchel checks them with the exchange before saving; the secret goes into the system keychain and is never shown again.`)
};

export const settings_check_and_save = /** @type {(inputs: Settings_Check_And_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check and save`)
};

export const settings_add_account_locked = /** @type {(inputs: Settings_Add_Account_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock to add an account.`)
};

export const settings_checking_key = /** @type {(inputs: Settings_Checking_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the key with the exchange…`)
};

export const settings_adding_demo_account = /** @type {(inputs: Settings_Adding_Demo_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding the demo account…`)
};

export const settings_demo_account_intro = /** @type {(inputs: Settings_Demo_Account_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demo mode: try Satchel with an account of the built-in demo exchange.`)
};

export const settings_name = /** @type {(inputs: Settings_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const settings_exchange_address = /** @type {(inputs: Settings_Exchange_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange address`)
};

export const settings_gateway_address = /** @type {(inputs: Settings_Gateway_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment gateway address (optional)`)
};

export const settings_api_key = /** @type {(inputs: Settings_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

export const settings_api_secret = /** @type {(inputs: Settings_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API secret`)
};

export const settings_exchange_url_hint = /** @type {(inputs: Settings_Exchange_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address before /v3, starting with https:// (pasted with /v3, it is taken off).`)
};

export const settings_starts_https = /** @type {(inputs: Settings_Starts_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting with https://.`)
};

export const settings_plain_http_rule = /** @type {(inputs: Settings_Plain_Http_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).`)
};

export const settings_name_too_long = /** @type {(inputs: Settings_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use at most 60 characters for the name.`)
};

export const settings_exchange_plain_http = /** @type {(inputs: Settings_Exchange_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the exchange's https:// address.`)
};

export const settings_exchange_not_web = /** @type {(inputs: Settings_Exchange_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the exchange address as a web address, such as https://exchange.example.`)
};

export const settings_gateway_plain_http = /** @type {(inputs: Settings_Gateway_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the payment gateway's https:// address.`)
};

export const settings_gateway_not_web = /** @type {(inputs: Settings_Gateway_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the payment gateway address as a web address, or leave it empty.`)
};

export const settings_api_key_invalid = /** @type {(inputs: Settings_Api_Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste the API key as the exchange shows it (8 to 256 characters, no spaces).`)
};

export const settings_api_secret_invalid = /** @type {(inputs: Settings_Api_Secret_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste the API secret as the exchange shows it (8 to 256 characters, no spaces).`)
};

export const settings_password_set_done = /** @type {(inputs: Settings_Password_Set_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App password set. Satchel now locks itself as chosen in “Lock after”.`)
};

export const settings_password_changed = /** @type {(inputs: Settings_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App password changed.`)
};

export const settings_password_removed = /** @type {(inputs: Settings_Password_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App password removed. Satchel no longer locks.`)
};

export const settings_password_intro_set = /** @type {(inputs: Settings_Password_Intro_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An app password is set: Satchel starts locked and locks itself after the idle time you chose. Only a hash of the password is stored.`)
};

export const settings_password_intro_unset = /** @type {(inputs: Settings_Password_Intro_UnsetInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Optional. With a password Satchel starts locked and can lock itself when you step away. At least ${i?.count} character.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Optional. With a password Satchel starts locked and can lock itself when you step away. At least ${i?.count} characters.`);
	return /** @type {LocalizedString} */ ("settings_password_intro_unset");
};

export const settings_current_password = /** @type {(inputs: Settings_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

export const settings_new_password = /** @type {(inputs: Settings_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const settings_repeat_password = /** @type {(inputs: Settings_Repeat_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeat password`)
};

export const settings_change_password = /** @type {(inputs: Settings_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

export const settings_set_password = /** @type {(inputs: Settings_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set password`)
};

export const settings_remove_password = /** @type {(inputs: Settings_Remove_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove password`)
};

export const settings_lock_now = /** @type {(inputs: Settings_Lock_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lock now`)
};

export const settings_password_locked = /** @type {(inputs: Settings_Password_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock to change the password.`)
};

export const settings_enter_current_password = /** @type {(inputs: Settings_Enter_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your current password.`)
};

export const settings_password_too_short = /** @type {(inputs: Settings_Password_Too_ShortInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Choose a password of at least ${i?.count} character.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Choose a password of at least ${i?.count} characters.`);
	return /** @type {LocalizedString} */ ("settings_password_too_short");
};

export const settings_passwords_differ = /** @type {(inputs: Settings_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The two new passwords are not the same.`)
};

export const settings_appliance_now_used = /** @type {(inputs: Settings_Appliance_Now_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Policies view now works on “${i?.name}”.`)
};

export const settings_appliance_removed_demo = /** @type {(inputs: Settings_Appliance_Removed_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” was removed.`)
};

export const settings_appliance_removed = /** @type {(inputs: Settings_Appliance_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” was removed, and its password deleted from the keychain.`)
};

export const settings_cert_same = /** @type {(inputs: Settings_Cert_SameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance presents the certificate you trusted (SHA-256 ${i?.fingerprint}).`)
};

export const settings_cert_trusted_now = /** @type {(inputs: Settings_Cert_Trusted_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel now trusts the certificate with SHA-256 ${i?.fingerprint} for “${i?.name}”.`)
};

export const settings_cert_kept = /** @type {(inputs: Settings_Cert_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The certificate trusted before stays.`)
};

export const settings_loading_appliances = /** @type {(inputs: Settings_Loading_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading appliances…`)
};

export const settings_no_appliance = /** @type {(inputs: Settings_No_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No appliance yet. Add one below.`)
};

export const settings_no_appliance_demo = /** @type {(inputs: Settings_No_Appliance_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No appliance yet. Add one below, or try the demo appliance.`)
};

export const settings_saved_appliances = /** @type {(inputs: Settings_Saved_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved appliances`)
};

export const settings_in_use = /** @type {(inputs: Settings_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In use`)
};

export const settings_line_api_path = /** @type {(inputs: Settings_Line_Api_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API path`)
};

export const settings_line_user = /** @type {(inputs: Settings_Line_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`user`)
};

export const settings_line_signs_in_session = /** @type {(inputs: Settings_Line_Signs_In_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`signs in by session`)
};

export const settings_line_signs_in_basic = /** @type {(inputs: Settings_Line_Signs_In_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`signs in by HTTP Basic`)
};

export const settings_line_certificate = /** @type {(inputs: Settings_Line_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`certificate`)
};

export const settings_cert_expired = /** @type {(inputs: Settings_Cert_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance's certificate expired on ${i?.date}; Satchel still accepts it because you trusted it — renew it on the appliance.`)
};

export const settings_new_name_for_appliance = /** @type {(inputs: Settings_New_Name_For_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New name for appliance ${i?.name}`)
};

export const settings_appliance_name_needed = /** @type {(inputs: Settings_Appliance_Name_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the appliance a name.`)
};

export const settings_use_appliance = /** @type {(inputs: Settings_Use_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use appliance ${i?.name}`)
};

export const settings_check_cert_of = /** @type {(inputs: Settings_Check_Cert_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check the certificate of ${i?.name}`)
};

export const settings_check_cert = /** @type {(inputs: Settings_Check_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check certificate`)
};

export const settings_rename_appliance = /** @type {(inputs: Settings_Rename_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rename appliance ${i?.name}`)
};

export const settings_remove_appliance = /** @type {(inputs: Settings_Remove_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove appliance ${i?.name}`)
};

export const settings_cert_differs = /** @type {(inputs: Settings_Cert_DiffersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.host} presents a different certificate from the one you trusted.`)
};

export const settings_cert_differs_advice = /** @type {(inputs: Settings_Cert_Differs_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trust the new one only if the appliance's administrator replaced it; otherwise someone may be in between.`)
};

export const settings_cert_trusted_until_now = /** @type {(inputs: Settings_Cert_Trusted_Until_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trusted until now (SHA-256)`)
};

export const settings_cert_presented_now = /** @type {(inputs: Settings_Cert_Presented_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presented now (SHA-256)`)
};

export const settings_cert_issued_to = /** @type {(inputs: Settings_Cert_Issued_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issued to`)
};

export const settings_cert_issued_by = /** @type {(inputs: Settings_Cert_Issued_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issued by`)
};

export const settings_trust_new_cert = /** @type {(inputs: Settings_Trust_New_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trust the new certificate`)
};

export const settings_keep_old_cert = /** @type {(inputs: Settings_Keep_Old_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the old one`)
};

export const settings_appliances_locked = /** @type {(inputs: Settings_Appliances_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock to use, rename, add or remove appliances.`)
};

export const settings_appliance_added = /** @type {(inputs: Settings_Appliance_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in to “${i?.name}” and saved it. Its password is in the system keychain.`)
};

export const settings_demo_appliance_added = /** @type {(inputs: Settings_Demo_Appliance_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added the demo appliance as “${i?.name}”.`)
};

export const settings_add_demo_appliance = /** @type {(inputs: Settings_Add_Demo_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the demo appliance`)
};

export const settings_add_appliance_title = /** @type {(inputs: Settings_Add_Appliance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an appliance`)
};

export const settings_add_appliance_intro = /** @type {(inputs: Settings_Add_Appliance_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel signs in with these before saving anything; the password goes into the system keychain and is never shown again. Over https, you see the appliance's certificate first and decide whether to trust it.`)
};

export const settings_sign_in_and_save = /** @type {(inputs: Settings_Sign_In_And_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in and save`)
};

export const settings_add_appliance_locked = /** @type {(inputs: Settings_Add_Appliance_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock to add an appliance.`)
};

export const settings_reading_cert = /** @type {(inputs: Settings_Reading_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the appliance’s certificate…`)
};

export const settings_signing_in = /** @type {(inputs: Settings_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in to the appliance…`)
};

export const settings_adding_demo_appliance = /** @type {(inputs: Settings_Adding_Demo_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding the demo appliance…`)
};

export const settings_demo_appliance_intro = /** @type {(inputs: Settings_Demo_Appliance_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demo mode: try the Policies view on the built-in demo appliance.`)
};

export const settings_appliance_name = /** @type {(inputs: Settings_Appliance_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliance name`)
};

export const settings_appliance_address = /** @type {(inputs: Settings_Appliance_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliance address`)
};

export const settings_user_name = /** @type {(inputs: Settings_User_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User name`)
};

export const settings_appliance_password = /** @type {(inputs: Settings_Appliance_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliance password`)
};

export const settings_sign_in_mode = /** @type {(inputs: Settings_Sign_In_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in mode`)
};

export const settings_auth_session = /** @type {(inputs: Settings_Auth_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session (sign in once)`)
};

export const settings_auth_basic = /** @type {(inputs: Settings_Auth_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HTTP Basic (every request)`)
};

export const settings_api_path = /** @type {(inputs: Settings_Api_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API path`)
};

export const settings_api_path_hint = /** @type {(inputs: Settings_Api_Path_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Optional: left empty, ${i?.path} (the document's). A real appliance may have its own, such as /nitro/v1.`)
};

export const settings_appliance_url_hint = /** @type {(inputs: Settings_Appliance_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https:// for an appliance on the network. Plain http:// only to this computer (127.0.0.1, localhost, as an SSH tunnel): anywhere else it would send the password unencrypted, and Satchel refuses it.`)
};

export const settings_cert_of = /** @type {(inputs: Settings_Cert_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Certificate of ${i?.host}`)
};

export const settings_cert_vouched = /** @type {(inputs: Settings_Cert_VouchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This computer's certificate authorities vouch for it.`)
};

export const settings_cert_untrusted = /** @type {(inputs: Settings_Cert_UntrustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This computer does not trust it.`)
};

export const settings_cert_untrusted_self_signed = /** @type {(inputs: Settings_Cert_Untrusted_Self_SignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This computer does not trust it: it is signed by itself, as appliances’ own certificates mostly are.`)
};

export const settings_cert_compare = /** @type {(inputs: Settings_Cert_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare its fingerprint with the one the appliance shows (on its console or web interface) and trust it only if they match. Satchel then accepts this certificate, and no other, for this appliance.`)
};

export const settings_cert_fingerprint = /** @type {(inputs: Settings_Cert_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SHA-256 fingerprint`)
};

export const settings_cert_valid_until = /** @type {(inputs: Settings_Cert_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid until`)
};

export const settings_trust_and_sign_in = /** @type {(inputs: Settings_Trust_And_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trust this certificate and sign in`)
};

export const settings_do_not_trust = /** @type {(inputs: Settings_Do_Not_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don't trust it`)
};

export const settings_appliance_not_web = /** @type {(inputs: Settings_Appliance_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the appliance address as a web address, such as https://adc.example.`)
};

export const settings_appliance_scheme = /** @type {(inputs: Settings_Appliance_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The appliance address starts with https://.`)
};

export const settings_appliance_credentials = /** @type {(inputs: Settings_Appliance_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the user name and password out of the address: they have their own fields.`)
};

export const settings_appliance_plain_http = /** @type {(inputs: Settings_Appliance_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plain http:// would send the password unencrypted: use https://. Plain http:// is only for this computer (127.0.0.1, localhost).`)
};

export const settings_appliance_name_too_long = /** @type {(inputs: Settings_Appliance_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use at most 60 characters for the appliance name.`)
};

export const settings_enter_user = /** @type {(inputs: Settings_Enter_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the user name to sign in with.`)
};

export const settings_user_too_long = /** @type {(inputs: Settings_User_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The user name is too long.`)
};

export const settings_enter_password = /** @type {(inputs: Settings_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the password.`)
};

export const settings_password_too_long = /** @type {(inputs: Settings_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password is too long.`)
};

export const settings_market_now_demo = /** @type {(inputs: Settings_Market_Now_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markets now come from the demo exchange.`)
};

export const settings_market_now_from = /** @type {(inputs: Settings_Market_Now_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Markets now come from ${i?.url}.`)
};

export const settings_market_intro = /** @type {(inputs: Settings_Market_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange whose markets and prices Satchel shows while no account is in use. An account always uses its own exchange.`)
};

export const settings_market_fixed = /** @type {(inputs: Settings_Market_FixedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel was started with an exchange of its own (${i?.how}), which is used instead of the choice here.`)
};

export const settings_market_demo_not_running = /** @type {(inputs: Settings_Market_Demo_Not_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The demo exchange is not running now: it starts the next time Satchel starts.`)
};

export const settings_market_legend = /** @type {(inputs: Settings_Market_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange for market data`)
};

export const settings_use_demo_exchange = /** @type {(inputs: Settings_Use_Demo_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the demo exchange`)
};

export const settings_simulated = /** @type {(inputs: Settings_SimulatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(simulated, no real money)`)
};

export const settings_save_exchange = /** @type {(inputs: Settings_Save_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save exchange`)
};

export const settings_market_locked = /** @type {(inputs: Settings_Market_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock to change the exchange.`)
};

export const settings_market_address_empty = /** @type {(inputs: Settings_Market_Address_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the exchange's address, such as https://exchange.example.`)
};

export const settings_market_address_not_web = /** @type {(inputs: Settings_Market_Address_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange's address is not a web address. Use one like https://exchange.example.`)
};

export const settings_market_address_scheme = /** @type {(inputs: Settings_Market_Address_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange's address must start with https://.`)
};

export const settings_market_address_credentials = /** @type {(inputs: Settings_Market_Address_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange's address must not contain a user name or password.`)
};

export const settings_market_address_query = /** @type {(inputs: Settings_Market_Address_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange's address ends before any ? or #. Use one like https://exchange.example.`)
};

export const settings_diagnostics_explained = /** @type {(inputs: Settings_Diagnostics_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A text file for support: Satchel’s version and system, your settings as choices and counts, and the end of Satchel’s log. Keys, passwords, e-mail and coin addresses, IBANs, card numbers, transfer codes, names, and the addresses of your exchanges and appliances are taken out. Nothing is sent: you choose whom to give it to.`)
};

export const settings_export_diagnostics = /** @type {(inputs: Settings_Export_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export diagnostics`)
};

export const settings_diagnostics_downloaded = /** @type {(inputs: Settings_Diagnostics_DownloadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diagnostics saved as ${i?.file} (your downloads).`)
};

export const settings_diagnostics_saved = /** @type {(inputs: Settings_Diagnostics_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diagnostics saved to ${i?.path}.`)
};

export const settings_diagnostics_cancelled = /** @type {(inputs: Settings_Diagnostics_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export cancelled: nothing was saved.`)
};

export const settings_api_path_empty = /** @type {(inputs: Settings_Api_Path_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the API path, such as /svc/v1.`)
};

export const settings_api_path_too_long = /** @type {(inputs: Settings_Api_Path_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The API path has at most ${i?.count} character.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`The API path has at most ${i?.count} characters.`);
	return /** @type {LocalizedString} */ ("settings_api_path_too_long");
};

export const settings_api_path_slash = /** @type {(inputs: Settings_Api_Path_SlashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API path starts with “/”, such as /svc/v1.`)
};

export const settings_api_path_no_folder = /** @type {(inputs: Settings_Api_Path_No_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API path names at least one folder, such as /svc/v1.`)
};

export const settings_api_path_double_slash = /** @type {(inputs: Settings_Api_Path_Double_SlashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API path has “//” in it: one “/” between its parts.`)
};

export const settings_api_path_dots = /** @type {(inputs: Settings_Api_Path_DotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API path cannot have “.” or “..” as a part.`)
};

export const settings_api_path_characters = /** @type {(inputs: Settings_Api_Path_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API path has only letters, digits and . _ ~ - between its “/”, such as /nitro/v1.`)
};