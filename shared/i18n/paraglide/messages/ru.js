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
	return /** @type {LocalizedString} */ (`Рынки`)
};

export const nav_balances = /** @type {(inputs: Nav_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Балансы`)
};

export const nav_orders = /** @type {(inputs: Nav_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ордера`)
};

export const nav_deposit = /** @type {(inputs: Nav_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пополнение`)
};

export const nav_withdraw = /** @type {(inputs: Nav_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вывод`)
};

export const nav_history = /** @type {(inputs: Nav_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`История`)
};

export const nav_fiat = /** @type {(inputs: Nav_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фиат`)
};

export const nav_codes = /** @type {(inputs: Nav_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Коды`)
};

export const nav_currencies = /** @type {(inputs: Nav_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюты`)
};

export const nav_fees = /** @type {(inputs: Nav_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комиссии`)
};

export const nav_policies = /** @type {(inputs: Nav_PoliciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Политики`)
};

export const nav_settings = /** @type {(inputs: Nav_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Настройки`)
};

export const title_codes = /** @type {(inputs: Title_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Коды перевода`)
};

export const title_deposit_of = /** @type {(inputs: Title_Deposit_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пополнение ${i?.currency}`)
};

export const title_withdraw_of = /** @type {(inputs: Title_Withdraw_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вывод ${i?.currency}`)
};

export const title_history_of = /** @type {(inputs: Title_History_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`История ${i?.currency}`)
};

export const title_not_found = /** @type {(inputs: Title_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Страница не найдена`)
};

export const first_welcome = /** @type {(inputs: First_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Добро пожаловать в Satchel`)
};

export const first_lead = /** @type {(inputs: First_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`С чего начнём? Это можно изменить позже в Настройках.`)
};

export const first_demo = /** @type {(inputs: First_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Попробовать демо`)
};

export const first_demo_what = /** @type {(inputs: First_Demo_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Смоделированные биржа, платёжный шлюз и сетевое устройство на этом компьютере, демо-счета в один клик. Без настоящих денег.`)
};

export const first_own = /** @type {(inputs: First_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Использовать мою биржу`)
};

export const first_own_address = /** @type {(inputs: First_Own_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес вашей биржи`)
};

export const first_own_hint = /** @type {(inputs: First_Own_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Будут показаны её рынки и цены; чтобы пользоваться счётом, добавьте API-ключ в Настройках. Адрес начинается с https://.`)
};

export const first_starting_demo = /** @type {(inputs: First_Starting_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Запускаем демо…`)
};

export const first_saving_own = /** @type {(inputs: First_Saving_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сохраняем вашу биржу…`)
};

export const settings_language = /** @type {(inputs: Settings_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Язык`)
};

export const settings_language_hint = /** @type {(inputs: Settings_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Слова, числа и даты Satchel, а также формы платёжного шлюза (на английском, если у шлюза нет перевода).`)
};

export const markets_shown = /** @type {(inputs: Markets_ShownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} из ${i?.count} рынка`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} из ${i?.count} рынков`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.shown} из ${i?.count} рынков`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} из ${i?.count} рынка`);
	return /** @type {LocalizedString} */ ("markets_shown");
};

export const tray_name_demo = /** @type {(inputs: Tray_Name_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel (демо)`)
};

export const tray_demo_note = /** @type {(inputs: Tray_Demo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Демо: смоделированная биржа, без настоящих денег`)
};

export const tray_portfolio = /** @type {(inputs: Tray_PortfolioInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Портфель: ${i?.value}`)
};

export const tray_portfolio_unknown = /** @type {(inputs: Tray_Portfolio_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Портфель: сейчас не удаётся оценить`)
};

export const tray_portfolio_as_of = /** @type {(inputs: Tray_Portfolio_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Портфель на ${i?.time}: ${i?.value}`)
};

export const tray_tooltip_as_of = /** @type {(inputs: Tray_Tooltip_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} на ${i?.time}`)
};

export const tray_tooltip_unknown = /** @type {(inputs: Tray_Tooltip_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`стоимость сейчас неизвестна`)
};

export const tray_tooltip_hidden = /** @type {(inputs: Tray_Tooltip_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`суммы скрыты`)
};

export const tray_tooltip_locked = /** @type {(inputs: Tray_Tooltip_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(заблокировано)`)
};

export const tray_why_rates = /** @type {(inputs: Tray_Why_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`не удаётся прочитать курсы биржи`)
};

export const tray_why_no_rate = /** @type {(inputs: Tray_Why_No_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`биржа не даёт курса для ${i?.currencies}`)
};

export const tray_not_valued = /** @type {(inputs: Tray_Not_ValuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сейчас не оценено: ${i?.why}`)
};

export const tray_balance = /** @type {(inputs: Tray_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.code} ${i?.available} доступно из ${i?.total} ≈ ${i?.value}`)
};

export const tray_no_balances = /** @type {(inputs: Tray_No_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Балансов пока нет`)
};

export const tray_not_current = /** @type {(inputs: Tray_Not_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не актуально: ${i?.problem}`)
};

export const tray_open = /** @type {(inputs: Tray_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Открыть Satchel`)
};

export const tray_refresh = /** @type {(inputs: Tray_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обновить`)
};

export const tray_check_code = /** @type {(inputs: Tray_Check_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Проверить код перевода из буфера обмена`)
};

export const tray_lock = /** @type {(inputs: Tray_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Заблокировать`)
};

export const tray_quit = /** @type {(inputs: Tray_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выйти`)
};

export const menu_settings_mac = /** @type {(inputs: Menu_Settings_MacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Настройки…`)
};

export const menu_lock = /** @type {(inputs: Menu_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Заблокировать Satchel`)
};

export const menu_about = /** @type {(inputs: Menu_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`О программе ${i?.app}`)
};

export const menu_file = /** @type {(inputs: Menu_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Файл`)
};

export const menu_edit = /** @type {(inputs: Menu_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Правка`)
};

export const menu_view = /** @type {(inputs: Menu_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вид`)
};

export const menu_go = /** @type {(inputs: Menu_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Переход`)
};

export const menu_window = /** @type {(inputs: Menu_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Окно`)
};

export const menu_help = /** @type {(inputs: Menu_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Справка`)
};

export const menu_quit = /** @type {(inputs: Menu_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выйти из Satchel`)
};

export const menu_find_market = /** @type {(inputs: Menu_Find_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Найти рынок`)
};

export const menu_show_logs = /** @type {(inputs: Menu_Show_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показать журналы`)
};

export const menu_export_diagnostics = /** @type {(inputs: Menu_Export_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Экспортировать диагностику…`)
};

export const menu_shortcuts = /** @type {(inputs: Menu_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сочетания клавиш…`)
};

export const menu_undo = /** @type {(inputs: Menu_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отменить`)
};

export const menu_redo = /** @type {(inputs: Menu_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Повторить`)
};

export const menu_cut = /** @type {(inputs: Menu_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вырезать`)
};

export const menu_copy = /** @type {(inputs: Menu_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Копировать`)
};

export const menu_paste = /** @type {(inputs: Menu_PasteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вставить`)
};

export const menu_delete = /** @type {(inputs: Menu_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалить`)
};

export const menu_select_all = /** @type {(inputs: Menu_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выделить всё`)
};

export const menu_reset_zoom = /** @type {(inputs: Menu_Reset_ZoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фактический размер`)
};

export const menu_zoom_in = /** @type {(inputs: Menu_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Увеличить`)
};

export const menu_zoom_out = /** @type {(inputs: Menu_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Уменьшить`)
};

export const menu_full_screen = /** @type {(inputs: Menu_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Полноэкранный режим`)
};

export const menu_minimize = /** @type {(inputs: Menu_MinimizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Свернуть`)
};

export const menu_close = /** @type {(inputs: Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Закрыть`)
};

export const skip_to_main = /** @type {(inputs: Skip_To_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перейти к основному содержимому`)
};

export const header_menu = /** @type {(inputs: Header_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Меню`)
};

export const demo_badge = /** @type {(inputs: Demo_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Демо`)
};

export const demo_note = /** @type {(inputs: Demo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Демо: смоделированные биржа, платёжный шлюз и сетевое устройство. Без настоящих денег.`)
};

export const window_title_demo = /** @type {(inputs: Window_Title_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} — Satchel (демо)`)
};

export const hide_amounts = /** @type {(inputs: Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скрыть суммы`)
};

export const unlock_to_show_amounts = /** @type {(inputs: Unlock_To_Show_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте, чтобы показать суммы`)
};

export const header_lock = /** @type {(inputs: Header_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Заблокировать`)
};

export const fatal_title = /** @type {(inputs: Fatal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не может запуститься`)
};

export const starting = /** @type {(inputs: StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel запускается`)
};

export const theme_label = /** @type {(inputs: Theme_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тема`)
};

export const theme_appearance = /** @type {(inputs: Theme_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оформление`)
};

export const theme_system = /** @type {(inputs: Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Системная`)
};

export const theme_light = /** @type {(inputs: Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Светлая`)
};

export const theme_dark = /** @type {(inputs: Theme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тёмная`)
};

export const account_label = /** @type {(inputs: Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Счёт`)
};

export const account_choose = /** @type {(inputs: Account_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выберите…`)
};

export const account_unlock_to_switch = /** @type {(inputs: Account_Unlock_To_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте, чтобы сменить счёт.`)
};

export const settled_deposit = /** @type {(inputs: Settled_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пополнение зачислено: ${i?.list}.`)
};

export const settled_withdrawal = /** @type {(inputs: Settled_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вывод выполнен: ${i?.list}.`)
};

export const settled_title_both = /** @type {(inputs: Settled_Title_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пополнения и выводы`)
};

export const settled_title_deposit = /** @type {(inputs: Settled_Title_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пополнение зачислено`)
};

export const settled_title_withdrawal = /** @type {(inputs: Settled_Title_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вывод выполнен`)
};

export const update_title = /** @type {(inputs: Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обновление готово`)
};

export const update_message = /** @type {(inputs: Update_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Новая версия ${i?.version} готова.`)
};

export const update_detail = /** @type {(inputs: Update_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel перезапустится, чтобы её установить. Ваши ключи и настройки останутся как есть.`)
};

export const update_restart_now = /** @type {(inputs: Update_Restart_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перезапустить сейчас`)
};

export const update_when_quit = /** @type {(inputs: Update_When_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Когда я выйду`)
};

export const update_not_now = /** @type {(inputs: Update_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не сейчас`)
};

export const crash_gone = /** @type {(inputs: Crash_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window} перестало работать: ${i?.why}.`)
};

export const crash_window_wallet = /** @type {(inputs: Crash_Window_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Окно кошелька`)
};

export const crash_window_payment = /** @type {(inputs: Crash_Window_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Окно оплаты`)
};

export const crash_why_abnormal = /** @type {(inputs: Crash_Why_AbnormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`оно неожиданно остановилось`)
};

export const crash_why_killed = /** @type {(inputs: Crash_Why_KilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`его завершила система или другая программа`)
};

export const crash_why_crashed = /** @type {(inputs: Crash_Why_CrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`оно аварийно завершилось`)
};

export const crash_why_oom = /** @type {(inputs: Crash_Why_OomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ему не хватило памяти`)
};

export const crash_why_launch = /** @type {(inputs: Crash_Why_LaunchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`его не удалось запустить`)
};

export const crash_why_integrity = /** @type {(inputs: Crash_Why_IntegrityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`его код не прошёл проверку целостности`)
};

export const crash_why_eviction = /** @type {(inputs: Crash_Why_EvictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`система забрала его память`)
};

export const crash_safe = /** @type {(inputs: Crash_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ваши ключи, настройки и всё, что отправлено на биржу, в безопасности: их хранит основная часть Satchel, которая всё ещё работает. Перезагрузите окно, чтобы продолжить.`)
};

export const crash_reload = /** @type {(inputs: Crash_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перезагрузить`)
};

export const crash_quit = /** @type {(inputs: Crash_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выйти из Satchel`)
};

export const crash_wait = /** @type {(inputs: Crash_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Подождать`)
};

export const crash_unresponsive = /** @type {(inputs: Crash_UnresponsiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window} не отвечает.`)
};

export const crash_unresponsive_detail = /** @type {(inputs: Crash_Unresponsive_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Можно подождать или перезагрузить его. Перезагрузка не теряет ничего, что отправлено на биржу.`)
};

export const crash_close_payment = /** @type {(inputs: Crash_Close_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Закрыть окно оплаты`)
};

export const crash_payment_safe = /** @type {(inputs: Crash_Payment_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ничего не будет оплачено дважды: платёж, завершённый на странице шлюза, остаётся в силе, и Satchel сам ничего не отправляет повторно. Прежде чем платить снова, найдите пополнение в Истории. «Перезагрузить» открывает форму оплаты с начала.`)
};

export const crash_payment_unresponsive_detail = /** @type {(inputs: Crash_Payment_Unresponsive_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Можно подождать, перезагрузить или закрыть его. ${i?.safe}`)
};

export const minutes_count = /** @type {(inputs: Minutes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} минута`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} минуты`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} минут`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} минуты`);
	return /** @type {LocalizedString} */ ("minutes_count");
};

export const hours_count = /** @type {(inputs: Hours_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} час`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} часа`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} часов`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} часа`);
	return /** @type {LocalizedString} */ ("hours_count");
};

export const unit_seconds = /** @type {(inputs: Unit_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} с`)
};

export const unit_minutes = /** @type {(inputs: Unit_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} мин`)
};

export const never = /** @type {(inputs: NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Никогда`)
};

export const currency_usd = /** @type {(inputs: Currency_UsdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Доллар США (USD)`)
};

export const currency_eur = /** @type {(inputs: Currency_EurInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Евро (EUR)`)
};

export const currency_uah = /** @type {(inputs: Currency_UahInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Гривна (UAH)`)
};

export const currency_rub = /** @type {(inputs: Currency_RubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рубль (RUB)`)
};

export const currency_btc = /** @type {(inputs: Currency_BtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биткоин (BTC)`)
};

export const prefs_display_currency = /** @type {(inputs: Prefs_Display_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюта отображения`)
};

export const prefs_lock_after = /** @type {(inputs: Prefs_Lock_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Блокировать через`)
};

export const prefs_lock_after_hint_set = /** @type {(inputs: Prefs_Lock_After_Hint_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Время бездействия, после которого Satchel блокируется.`)
};

export const prefs_lock_after_hint_unset = /** @type {(inputs: Prefs_Lock_After_Hint_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Действует, как только задан пароль приложения.`)
};

export const prefs_refresh_prices = /** @type {(inputs: Prefs_Refresh_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обновлять цены рынков каждые`)
};

export const prefs_refresh_balances = /** @type {(inputs: Prefs_Refresh_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обновлять балансы каждые`)
};

export const prefs_refresh_orders = /** @type {(inputs: Prefs_Refresh_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обновлять открытые ордера каждые`)
};

export const prefs_close_to_tray = /** @type {(inputs: Prefs_Close_To_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Работать в трее, когда окно закрыто`)
};

export const prefs_desktop_only = /** @type {(inputs: Prefs_Desktop_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(только в приложении для компьютера)`)
};

export const prefs_hide_when_locked = /** @type {(inputs: Prefs_Hide_When_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скрывать суммы и адреса, пока Satchel заблокирован`)
};

export const prefs_updates = /** @type {(inputs: Prefs_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обновления`)
};

export const prefs_check_updates = /** @type {(inputs: Prefs_Check_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Проверять обновления`)
};

export const prefs_update_channel = /** @type {(inputs: Prefs_Update_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Канал обновлений`)
};

export const prefs_channel_stable = /** @type {(inputs: Prefs_Channel_StableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Стабильные выпуски`)
};

export const prefs_channel_beta = /** @type {(inputs: Prefs_Channel_BetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Бета: новые версии раньше, меньше проверены`)
};

export const prefs_updates_desktop = /** @type {(inputs: Prefs_Updates_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel ищет новую версию при запуске и раз в день, загружает её в фоне, проверяет и спрашивает, прежде чем установить.`)
};

export const prefs_updates_browser = /** @type {(inputs: Prefs_Updates_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обновления проверяет приложение для компьютера; эта страница в браузере их не проверяет. Ваш выбор здесь сохранится для приложения.`)
};

export const prefs_locked_hint = /** @type {(inputs: Prefs_Locked_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте, чтобы изменить блокировку, интервалы обновления, трей, обновления или скрытие сумм во время блокировки.`)
};

export const prefs_saved = /** @type {(inputs: Prefs_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сохранено: ${i?.what}.`)
};

export const prefs_privacy_saved = /** @type {(inputs: Prefs_Privacy_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Настройка приватности сохранена.`)
};

export const prefs_what_tray = /** @type {(inputs: Prefs_What_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Настройка трея`)
};

export const prefs_what_update = /** @type {(inputs: Prefs_What_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Настройка обновлений`)
};

export const prefs_what_language = /** @type {(inputs: Prefs_What_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Язык`)
};

export const prefs_what_auto_lock = /** @type {(inputs: Prefs_What_Auto_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Автоблокировка`)
};

export const prefs_what_price_interval = /** @type {(inputs: Prefs_What_Price_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Интервал обновления цен`)
};

export const prefs_what_balance_interval = /** @type {(inputs: Prefs_What_Balance_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Интервал обновления балансов`)
};

export const prefs_what_order_interval = /** @type {(inputs: Prefs_What_Order_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Интервал обновления ордеров`)
};

export const settings_accounts = /** @type {(inputs: Settings_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Счета`)
};

export const settings_appliances = /** @type {(inputs: Settings_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Устройства`)
};

export const settings_appliances_intro = /** @type {(inputs: Settings_Appliances_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сетевые устройства, политиками авторизации которых вы управляете в разделе «Политики». Одновременно используется одно.`)
};

export const settings_market_exchange = /** @type {(inputs: Settings_Market_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа для рынков`)
};

export const settings_loading_settings = /** @type {(inputs: Settings_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка настроек…`)
};

export const settings_preferences = /** @type {(inputs: Settings_PreferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Параметры`)
};

export const settings_app_password = /** @type {(inputs: Settings_App_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль приложения`)
};

export const settings_help = /** @type {(inputs: Settings_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Справка и поддержка`)
};

export const settings_renamed = /** @type {(inputs: Settings_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Переименовано в «${i?.name}».`)
};

export const settings_now_using = /** @type {(inputs: Settings_Now_UsingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Теперь используется «${i?.name}».`)
};

export const settings_account_removed_demo = /** @type {(inputs: Settings_Account_Removed_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Счёт «${i?.name}» удалён.`)
};

export const settings_account_removed = /** @type {(inputs: Settings_Account_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Счёт «${i?.name}» удалён, а его секрет стёрт из системного хранилища ключей.`)
};

export const settings_guard_kept = /** @type {(inputs: Settings_Guard_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Защита вывода его счёта на бирже сохранена.`)
};

export const settings_nothing_removed = /** @type {(inputs: Settings_Nothing_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ничего не удалено.`)
};

export const settings_loading_accounts = /** @type {(inputs: Settings_Loading_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка счетов…`)
};

export const settings_no_account = /** @type {(inputs: Settings_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Счетов пока нет. Добавьте счёт ниже.`)
};

export const settings_no_account_demo = /** @type {(inputs: Settings_No_Account_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Счетов пока нет. Добавьте счёт ниже или попробуйте демо-счёт.`)
};

export const settings_active = /** @type {(inputs: Settings_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Активный`)
};

export const settings_line_exchange = /** @type {(inputs: Settings_Line_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа`)
};

export const settings_line_gateway = /** @type {(inputs: Settings_Line_GatewayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`платёжный шлюз`)
};

export const settings_line_key = /** @type {(inputs: Settings_Line_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ключ`)
};

export const settings_remove_named = /** @type {(inputs: Settings_Remove_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Удалить ${i?.name}`)
};

export const settings_remove_guarded_why = /** @type {(inputs: Settings_Remove_Guarded_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У его счёта на бирже есть защита вывода. Защита сохранится (она снова будет действовать, если вы снова добавите этот счёт), но для удаления счёта нужен пароль приложения.`)
};

export const settings_remove_account = /** @type {(inputs: Settings_Remove_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалить счёт`)
};

export const settings_cancel = /** @type {(inputs: Settings_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отмена`)
};

export const settings_new_name_for = /** @type {(inputs: Settings_New_Name_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Новое название для ${i?.name}`)
};

export const settings_account_name_needed = /** @type {(inputs: Settings_Account_Name_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Укажите название счёта.`)
};

export const settings_use = /** @type {(inputs: Settings_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Использовать`)
};

export const settings_use_named = /** @type {(inputs: Settings_Use_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Использовать ${i?.name}`)
};

export const settings_rename = /** @type {(inputs: Settings_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Переименовать`)
};

export const settings_rename_named = /** @type {(inputs: Settings_Rename_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Переименовать ${i?.name}`)
};

export const settings_remove = /** @type {(inputs: Settings_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалить`)
};

export const settings_accounts_locked = /** @type {(inputs: Settings_Accounts_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте, чтобы выбирать, переименовывать, добавлять или удалять счета.`)
};

export const settings_account_added = /** @type {(inputs: Settings_Account_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Счёт «${i?.name}» добавлен. Его секрет хранится в системном хранилище ключей.`)
};

export const settings_demo_account_added = /** @type {(inputs: Settings_Demo_Account_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Добавлен демо-счёт ${i?.email}.`)
};

export const settings_add_demo_account = /** @type {(inputs: Settings_Add_Demo_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Добавить демо-счёт ${i?.email}`)
};

export const settings_add_account_title = /** @type {(inputs: Settings_Add_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Добавить счёт`)
};

export const settings_add_account_intro = /** @type {(inputs: Settings_Add_Account_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Создайте API-ключ на бирже, затем вставьте сюда его ключ и секрет. Перед сохранением Satchel проверяет их на бирже; секрет попадает в системное хранилище ключей и больше никогда не показывается.`)
};

export const settings_check_and_save = /** @type {(inputs: Settings_Check_And_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Проверить и сохранить`)
};

export const settings_add_account_locked = /** @type {(inputs: Settings_Add_Account_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте, чтобы добавить счёт.`)
};

export const settings_checking_key = /** @type {(inputs: Settings_Checking_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Проверяем ключ на бирже…`)
};

export const settings_adding_demo_account = /** @type {(inputs: Settings_Adding_Demo_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Добавляем демо-счёт…`)
};

export const settings_demo_account_intro = /** @type {(inputs: Settings_Demo_Account_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Демо-режим: попробуйте Satchel со счётом встроенной демо-биржи.`)
};

export const settings_name = /** @type {(inputs: Settings_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Название`)
};

export const settings_exchange_address = /** @type {(inputs: Settings_Exchange_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи`)
};

export const settings_gateway_address = /** @type {(inputs: Settings_Gateway_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес платёжного шлюза (необязательно)`)
};

export const settings_api_key = /** @type {(inputs: Settings_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-ключ`)
};

export const settings_api_secret = /** @type {(inputs: Settings_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-секрет`)
};

export const settings_exchange_url_hint = /** @type {(inputs: Settings_Exchange_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес до /v3, начинающийся с https:// (если вставить с /v3, эта часть будет убрана).`)
};

export const settings_starts_https = /** @type {(inputs: Settings_Starts_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Начинается с https://.`)
};

export const settings_plain_http_rule = /** @type {(inputs: Settings_Plain_Http_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обычный http:// разрешён только для этого компьютера (localhost, 127.0.0.1, ::1).`)
};

export const settings_name_too_long = /** @type {(inputs: Settings_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Название может содержать не более 60 символов.`)
};

export const settings_exchange_plain_http = /** @type {(inputs: Settings_Exchange_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Укажите адрес биржи с https://.`)
};

export const settings_exchange_not_web = /** @type {(inputs: Settings_Exchange_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Укажите адрес биржи как веб-адрес, например https://exchange.example.`)
};

export const settings_gateway_plain_http = /** @type {(inputs: Settings_Gateway_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Укажите адрес платёжного шлюза с https://.`)
};

export const settings_gateway_not_web = /** @type {(inputs: Settings_Gateway_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Укажите адрес платёжного шлюза как веб-адрес или оставьте поле пустым.`)
};

export const settings_api_key_invalid = /** @type {(inputs: Settings_Api_Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вставьте API-ключ так, как его показывает биржа (от 8 до 256 символов, без пробелов).`)
};

export const settings_api_secret_invalid = /** @type {(inputs: Settings_Api_Secret_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вставьте API-секрет так, как его показывает биржа (от 8 до 256 символов, без пробелов).`)
};

export const settings_password_set_done = /** @type {(inputs: Settings_Password_Set_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль приложения задан. Теперь Satchel блокируется, как выбрано в поле «Блокировать через».`)
};

export const settings_password_changed = /** @type {(inputs: Settings_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль приложения изменён.`)
};

export const settings_password_removed = /** @type {(inputs: Settings_Password_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль приложения удалён. Satchel больше не блокируется.`)
};

export const settings_password_intro_set = /** @type {(inputs: Settings_Password_Intro_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль приложения задан: Satchel запускается заблокированным и блокируется после выбранного времени бездействия. Хранится только хеш пароля.`)
};

export const settings_password_intro_unset = /** @type {(inputs: Settings_Password_Intro_UnsetInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Необязательно. С паролем Satchel запускается заблокированным и может блокироваться, когда вы отходите. Не менее ${i?.count} символа.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Необязательно. С паролем Satchel запускается заблокированным и может блокироваться, когда вы отходите. Не менее ${i?.count} символов.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Необязательно. С паролем Satchel запускается заблокированным и может блокироваться, когда вы отходите. Не менее ${i?.count} символов.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Необязательно. С паролем Satchel запускается заблокированным и может блокироваться, когда вы отходите. Не менее ${i?.count} символа.`);
	return /** @type {LocalizedString} */ ("settings_password_intro_unset");
};

export const settings_current_password = /** @type {(inputs: Settings_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Текущий пароль`)
};

export const settings_new_password = /** @type {(inputs: Settings_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Новый пароль`)
};

export const settings_repeat_password = /** @type {(inputs: Settings_Repeat_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Повторите пароль`)
};

export const settings_change_password = /** @type {(inputs: Settings_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Изменить пароль`)
};

export const settings_set_password = /** @type {(inputs: Settings_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Задать пароль`)
};

export const settings_remove_password = /** @type {(inputs: Settings_Remove_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалить пароль`)
};

export const settings_lock_now = /** @type {(inputs: Settings_Lock_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Заблокировать сейчас`)
};

export const settings_password_locked = /** @type {(inputs: Settings_Password_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте, чтобы изменить пароль.`)
};

export const settings_enter_current_password = /** @type {(inputs: Settings_Enter_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите текущий пароль.`)
};

export const settings_password_too_short = /** @type {(inputs: Settings_Password_Too_ShortInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Придумайте пароль не короче ${i?.count} символа.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Придумайте пароль не короче ${i?.count} символов.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Придумайте пароль не короче ${i?.count} символов.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Придумайте пароль не короче ${i?.count} символа.`);
	return /** @type {LocalizedString} */ ("settings_password_too_short");
};

export const settings_passwords_differ = /** @type {(inputs: Settings_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Два новых пароля не совпадают.`)
};

export const settings_appliance_now_used = /** @type {(inputs: Settings_Appliance_Now_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Раздел «Политики» теперь работает с «${i?.name}».`)
};

export const settings_appliance_removed_demo = /** @type {(inputs: Settings_Appliance_Removed_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Устройство «${i?.name}» удалено.`)
};

export const settings_appliance_removed = /** @type {(inputs: Settings_Appliance_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Устройство «${i?.name}» удалено, а его пароль стёрт из системного хранилища ключей.`)
};

export const settings_cert_same = /** @type {(inputs: Settings_Cert_SameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Устройство предъявляет сертификат, которому вы доверяете (SHA-256 ${i?.fingerprint}).`)
};

export const settings_cert_trusted_now = /** @type {(inputs: Settings_Cert_Trusted_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Теперь Satchel доверяет сертификату с SHA-256 ${i?.fingerprint} для «${i?.name}».`)
};

export const settings_cert_kept = /** @type {(inputs: Settings_Cert_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сертификат, которому вы доверяли раньше, остаётся.`)
};

export const settings_loading_appliances = /** @type {(inputs: Settings_Loading_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка устройств…`)
};

export const settings_no_appliance = /** @type {(inputs: Settings_No_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Устройств пока нет. Добавьте устройство ниже.`)
};

export const settings_no_appliance_demo = /** @type {(inputs: Settings_No_Appliance_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Устройств пока нет. Добавьте устройство ниже или попробуйте демо-устройство.`)
};

export const settings_saved_appliances = /** @type {(inputs: Settings_Saved_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сохранённые устройства`)
};

export const settings_in_use = /** @type {(inputs: Settings_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Используется`)
};

export const settings_line_api_path = /** @type {(inputs: Settings_Line_Api_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`путь API`)
};

export const settings_line_user = /** @type {(inputs: Settings_Line_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`пользователь`)
};

export const settings_line_signs_in_session = /** @type {(inputs: Settings_Line_Signs_In_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`вход через сеанс`)
};

export const settings_line_signs_in_basic = /** @type {(inputs: Settings_Line_Signs_In_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`вход через HTTP Basic`)
};

export const settings_line_certificate = /** @type {(inputs: Settings_Line_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сертификат`)
};

export const settings_cert_expired = /** @type {(inputs: Settings_Cert_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Срок действия сертификата устройства истёк ${i?.date}; Satchel всё ещё принимает его, потому что вы ему доверяете, — обновите его на устройстве.`)
};

export const settings_new_name_for_appliance = /** @type {(inputs: Settings_New_Name_For_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Новое название для устройства ${i?.name}`)
};

export const settings_appliance_name_needed = /** @type {(inputs: Settings_Appliance_Name_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Укажите название устройства.`)
};

export const settings_use_appliance = /** @type {(inputs: Settings_Use_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Использовать устройство ${i?.name}`)
};

export const settings_check_cert_of = /** @type {(inputs: Settings_Check_Cert_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Проверить сертификат ${i?.name}`)
};

export const settings_check_cert = /** @type {(inputs: Settings_Check_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Проверить сертификат`)
};

export const settings_rename_appliance = /** @type {(inputs: Settings_Rename_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Переименовать устройство ${i?.name}`)
};

export const settings_remove_appliance = /** @type {(inputs: Settings_Remove_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Удалить устройство ${i?.name}`)
};

export const settings_cert_differs = /** @type {(inputs: Settings_Cert_DiffersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.host} предъявляет не тот сертификат, которому вы доверяете.`)
};

export const settings_cert_differs_advice = /** @type {(inputs: Settings_Cert_Differs_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Доверяйте новому, только если его заменил администратор устройства; иначе кто-то может находиться посередине.`)
};

export const settings_cert_trusted_until_now = /** @type {(inputs: Settings_Cert_Trusted_Until_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Доверенный до сих пор (SHA-256)`)
};

export const settings_cert_presented_now = /** @type {(inputs: Settings_Cert_Presented_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Предъявленный сейчас (SHA-256)`)
};

export const settings_cert_issued_to = /** @type {(inputs: Settings_Cert_Issued_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Кому выдан`)
};

export const settings_cert_issued_by = /** @type {(inputs: Settings_Cert_Issued_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Кем выдан`)
};

export const settings_trust_new_cert = /** @type {(inputs: Settings_Trust_New_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Доверять новому сертификату`)
};

export const settings_keep_old_cert = /** @type {(inputs: Settings_Keep_Old_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оставить старый`)
};

export const settings_appliances_locked = /** @type {(inputs: Settings_Appliances_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте, чтобы выбирать, переименовывать, добавлять или удалять устройства.`)
};

export const settings_appliance_added = /** @type {(inputs: Settings_Appliance_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вход на «${i?.name}» выполнен, устройство сохранено. Его пароль хранится в системном хранилище ключей.`)
};

export const settings_demo_appliance_added = /** @type {(inputs: Settings_Demo_Appliance_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Демо-устройство добавлено как «${i?.name}».`)
};

export const settings_add_demo_appliance = /** @type {(inputs: Settings_Add_Demo_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Добавить демо-устройство`)
};

export const settings_add_appliance_title = /** @type {(inputs: Settings_Add_Appliance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Добавить устройство`)
};

export const settings_add_appliance_intro = /** @type {(inputs: Settings_Add_Appliance_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel входит с этими данными, прежде чем что-либо сохранить; пароль попадает в системное хранилище ключей и больше никогда не показывается. По https вы сначала видите сертификат устройства и решаете, доверять ли ему.`)
};

export const settings_sign_in_and_save = /** @type {(inputs: Settings_Sign_In_And_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Войти и сохранить`)
};

export const settings_add_appliance_locked = /** @type {(inputs: Settings_Add_Appliance_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте, чтобы добавить устройство.`)
};

export const settings_reading_cert = /** @type {(inputs: Settings_Reading_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Читаем сертификат устройства…`)
};

export const settings_signing_in = /** @type {(inputs: Settings_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Входим на устройство…`)
};

export const settings_adding_demo_appliance = /** @type {(inputs: Settings_Adding_Demo_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Добавляем демо-устройство…`)
};

export const settings_demo_appliance_intro = /** @type {(inputs: Settings_Demo_Appliance_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Демо-режим: попробуйте раздел «Политики» на встроенном демо-устройстве.`)
};

export const settings_appliance_name = /** @type {(inputs: Settings_Appliance_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Название устройства`)
};

export const settings_appliance_address = /** @type {(inputs: Settings_Appliance_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес устройства`)
};

export const settings_user_name = /** @type {(inputs: Settings_User_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Имя пользователя`)
};

export const settings_appliance_password = /** @type {(inputs: Settings_Appliance_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль устройства`)
};

export const settings_sign_in_mode = /** @type {(inputs: Settings_Sign_In_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Способ входа`)
};

export const settings_auth_session = /** @type {(inputs: Settings_Auth_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сеанс (вход один раз)`)
};

export const settings_auth_basic = /** @type {(inputs: Settings_Auth_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HTTP Basic (в каждом запросе)`)
};

export const settings_api_path = /** @type {(inputs: Settings_Api_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Путь API`)
};

export const settings_api_path_hint = /** @type {(inputs: Settings_Api_Path_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Необязательно: если пусто — ${i?.path} (из документации). У настоящего устройства может быть свой, например /nitro/v1.`)
};

export const settings_appliance_url_hint = /** @type {(inputs: Settings_Appliance_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https:// для устройства в сети. Обычный http:// — только к этому компьютеру (127.0.0.1, localhost, как SSH-туннель): куда-либо ещё он передал бы пароль незашифрованным, и Satchel его не принимает.`)
};

export const settings_cert_of = /** @type {(inputs: Settings_Cert_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сертификат ${i?.host}`)
};

export const settings_cert_vouched = /** @type {(inputs: Settings_Cert_VouchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Центры сертификации этого компьютера подтверждают его.`)
};

export const settings_cert_untrusted = /** @type {(inputs: Settings_Cert_UntrustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Этот компьютер ему не доверяет.`)
};

export const settings_cert_untrusted_self_signed = /** @type {(inputs: Settings_Cert_Untrusted_Self_SignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Этот компьютер ему не доверяет: он самоподписанный, как обычно и собственные сертификаты устройств.`)
};

export const settings_cert_compare = /** @type {(inputs: Settings_Cert_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сравните его отпечаток с тем, что показывает устройство (в своей консоли или веб-интерфейсе), и доверяйте ему, только если они совпадают. Тогда Satchel будет принимать для этого устройства этот сертификат и никакой другой.`)
};

export const settings_cert_fingerprint = /** @type {(inputs: Settings_Cert_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отпечаток SHA-256`)
};

export const settings_cert_valid_until = /** @type {(inputs: Settings_Cert_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Действителен до`)
};

export const settings_trust_and_sign_in = /** @type {(inputs: Settings_Trust_And_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Доверять этому сертификату и войти`)
};

export const settings_do_not_trust = /** @type {(inputs: Settings_Do_Not_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не доверять`)
};

export const settings_appliance_not_web = /** @type {(inputs: Settings_Appliance_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Укажите адрес устройства как веб-адрес, например https://adc.example.`)
};

export const settings_appliance_scheme = /** @type {(inputs: Settings_Appliance_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес устройства должен начинаться с https://.`)
};

export const settings_appliance_credentials = /** @type {(inputs: Settings_Appliance_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не вписывайте имя пользователя и пароль в адрес: для них есть отдельные поля.`)
};

export const settings_appliance_plain_http = /** @type {(inputs: Settings_Appliance_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обычный http:// передал бы пароль незашифрованным: используйте https://. Обычный http:// — только для этого компьютера (127.0.0.1, localhost).`)
};

export const settings_appliance_name_too_long = /** @type {(inputs: Settings_Appliance_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Название устройства может содержать не более 60 символов.`)
};

export const settings_enter_user = /** @type {(inputs: Settings_Enter_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Укажите имя пользователя для входа.`)
};

export const settings_user_too_long = /** @type {(inputs: Settings_User_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Имя пользователя слишком длинное.`)
};

export const settings_enter_password = /** @type {(inputs: Settings_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите пароль.`)
};

export const settings_password_too_long = /** @type {(inputs: Settings_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль слишком длинный.`)
};

export const settings_market_now_demo = /** @type {(inputs: Settings_Market_Now_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Теперь рынки берутся с демо-биржи.`)
};

export const settings_market_now_from = /** @type {(inputs: Settings_Market_Now_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Теперь рынки берутся с ${i?.url}.`)
};

export const settings_market_intro = /** @type {(inputs: Settings_Market_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа, рынки и цены которой Satchel показывает, пока не используется ни один счёт. Счёт всегда использует свою биржу.`)
};

export const settings_market_fixed = /** @type {(inputs: Settings_Market_FixedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel запущен со своей биржей (${i?.how}); она используется вместо выбранной здесь.`)
};

export const settings_market_demo_not_running = /** @type {(inputs: Settings_Market_Demo_Not_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Демо-биржа сейчас не работает: она запустится при следующем запуске Satchel.`)
};

export const settings_market_legend = /** @type {(inputs: Settings_Market_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа для рыночных данных`)
};

export const settings_use_demo_exchange = /** @type {(inputs: Settings_Use_Demo_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Использовать демо-биржу`)
};

export const settings_simulated = /** @type {(inputs: Settings_SimulatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(смоделированная, без настоящих денег)`)
};

export const settings_save_exchange = /** @type {(inputs: Settings_Save_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сохранить биржу`)
};

export const settings_market_locked = /** @type {(inputs: Settings_Market_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте, чтобы изменить биржу.`)
};

export const settings_market_address_empty = /** @type {(inputs: Settings_Market_Address_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Укажите адрес биржи, например https://exchange.example.`)
};

export const settings_market_address_not_web = /** @type {(inputs: Settings_Market_Address_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи не является веб-адресом. Укажите, например, https://exchange.example.`)
};

export const settings_market_address_scheme = /** @type {(inputs: Settings_Market_Address_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи должен начинаться с https://.`)
};

export const settings_market_address_credentials = /** @type {(inputs: Settings_Market_Address_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи не должен содержать имени пользователя или пароля.`)
};

export const settings_market_address_query = /** @type {(inputs: Settings_Market_Address_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи заканчивается перед любым ? или #. Укажите, например, https://exchange.example.`)
};

export const settings_diagnostics_explained = /** @type {(inputs: Settings_Diagnostics_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Текстовый файл для поддержки: версия Satchel и система, ваши настройки в виде выбранных значений и количеств, а также конец журнала Satchel. Ключи, пароли, адреса e-mail и кошельков, IBAN, номера карт, коды перевода, имена и адреса ваших бирж и устройств удалены. Ничего не отправляется: вы сами решаете, кому его передать.`)
};

export const settings_export_diagnostics = /** @type {(inputs: Settings_Export_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Экспортировать диагностику`)
};

export const settings_diagnostics_downloaded = /** @type {(inputs: Settings_Diagnostics_DownloadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Диагностика сохранена как ${i?.file} (в загрузках).`)
};

export const settings_diagnostics_saved = /** @type {(inputs: Settings_Diagnostics_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Диагностика сохранена в ${i?.path}.`)
};

export const settings_diagnostics_cancelled = /** @type {(inputs: Settings_Diagnostics_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Экспорт отменён: ничего не сохранено.`)
};

export const settings_api_path_empty = /** @type {(inputs: Settings_Api_Path_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Укажите путь API, например /svc/v1.`)
};

export const settings_api_path_too_long = /** @type {(inputs: Settings_Api_Path_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Путь API содержит не более ${i?.count} символа.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Путь API содержит не более ${i?.count} символов.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Путь API содержит не более ${i?.count} символов.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Путь API содержит не более ${i?.count} символа.`);
	return /** @type {LocalizedString} */ ("settings_api_path_too_long");
};

export const settings_api_path_slash = /** @type {(inputs: Settings_Api_Path_SlashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Путь API должен начинаться с «/», например /svc/v1.`)
};

export const settings_api_path_no_folder = /** @type {(inputs: Settings_Api_Path_No_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Путь API должен содержать хотя бы одну часть, например /svc/v1.`)
};

export const settings_api_path_double_slash = /** @type {(inputs: Settings_Api_Path_Double_SlashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В пути API есть «//»: между частями должен быть один «/».`)
};

export const settings_api_path_dots = /** @type {(inputs: Settings_Api_Path_DotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Частью пути API не может быть «.» или «..».`)
};

export const settings_api_path_characters = /** @type {(inputs: Settings_Api_Path_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Между «/» в пути API могут быть только буквы, цифры и . _ ~ -, например /nitro/v1.`)
};