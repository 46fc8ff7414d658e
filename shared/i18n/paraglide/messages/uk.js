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
	return /** @type {LocalizedString} */ (`Ринки`)
};

export const nav_balances = /** @type {(inputs: Nav_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Баланси`)
};

export const nav_orders = /** @type {(inputs: Nav_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ордери`)
};

export const nav_deposit = /** @type {(inputs: Nav_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Поповнення`)
};

export const nav_withdraw = /** @type {(inputs: Nav_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виведення`)
};

export const nav_history = /** @type {(inputs: Nav_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Історія`)
};

export const nav_fiat = /** @type {(inputs: Nav_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фіат`)
};

export const nav_codes = /** @type {(inputs: Nav_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Коди`)
};

export const nav_currencies = /** @type {(inputs: Nav_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюти`)
};

export const nav_fees = /** @type {(inputs: Nav_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комісії`)
};

export const nav_policies = /** @type {(inputs: Nav_PoliciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Політики`)
};

export const nav_settings = /** @type {(inputs: Nav_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Налаштування`)
};

export const title_codes = /** @type {(inputs: Title_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Коди переказу`)
};

export const title_deposit_of = /** @type {(inputs: Title_Deposit_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Поповнення ${i?.currency}`)
};

export const title_withdraw_of = /** @type {(inputs: Title_Withdraw_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Виведення ${i?.currency}`)
};

export const title_history_of = /** @type {(inputs: Title_History_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Історія ${i?.currency}`)
};

export const title_not_found = /** @type {(inputs: Title_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сторінку не знайдено`)
};

export const first_welcome = /** @type {(inputs: First_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вітаємо в Satchel`)
};

export const first_lead = /** @type {(inputs: First_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`З чого почнемо? Це можна змінити пізніше в Налаштуваннях.`)
};

export const first_demo = /** @type {(inputs: First_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Спробувати демо`)
};

export const first_demo_what = /** @type {(inputs: First_Demo_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Змодельовані біржа, платіжний шлюз і мережевий пристрій на цьому комп’ютері, демо-рахунки за один клік. Без справжніх грошей.`)
};

export const first_own = /** @type {(inputs: First_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Використати мою біржу`)
};

export const first_own_address = /** @type {(inputs: First_Own_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса вашої біржі`)
};

export const first_own_hint = /** @type {(inputs: First_Own_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Буде показано її ринки й ціни; щоб користуватися рахунком, додайте API-ключ у Налаштуваннях. Адреса починається з https://.`)
};

export const first_starting_demo = /** @type {(inputs: First_Starting_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Запускаємо демо…`)
};

export const first_saving_own = /** @type {(inputs: First_Saving_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зберігаємо вашу біржу…`)
};

export const settings_language = /** @type {(inputs: Settings_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мова`)
};

export const settings_language_hint = /** @type {(inputs: Settings_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Слова, числа й дати Satchel, а також форми платіжного шлюзу (англійською, якщо шлюз не має перекладу).`)
};

export const markets_shown = /** @type {(inputs: Markets_ShownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} з ${i?.count} ринку`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} з ${i?.count} ринків`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.shown} з ${i?.count} ринків`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} з ${i?.count} ринку`);
	return /** @type {LocalizedString} */ ("markets_shown");
};

export const tray_name_demo = /** @type {(inputs: Tray_Name_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel (демо)`)
};

export const tray_demo_note = /** @type {(inputs: Tray_Demo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Демо: змодельована біржа, без справжніх грошей`)
};

export const tray_portfolio = /** @type {(inputs: Tray_PortfolioInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Портфель: ${i?.value}`)
};

export const tray_portfolio_unknown = /** @type {(inputs: Tray_Portfolio_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Портфель: зараз не вдається оцінити`)
};

export const tray_portfolio_as_of = /** @type {(inputs: Tray_Portfolio_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Портфель станом на ${i?.time}: ${i?.value}`)
};

export const tray_tooltip_as_of = /** @type {(inputs: Tray_Tooltip_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} станом на ${i?.time}`)
};

export const tray_tooltip_unknown = /** @type {(inputs: Tray_Tooltip_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`вартість зараз невідома`)
};

export const tray_tooltip_hidden = /** @type {(inputs: Tray_Tooltip_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`суми приховано`)
};

export const tray_tooltip_locked = /** @type {(inputs: Tray_Tooltip_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(заблоковано)`)
};

export const tray_why_rates = /** @type {(inputs: Tray_Why_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`не вдається прочитати курси біржі`)
};

export const tray_why_no_rate = /** @type {(inputs: Tray_Why_No_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`біржа не дає курсу для ${i?.currencies}`)
};

export const tray_not_valued = /** @type {(inputs: Tray_Not_ValuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Зараз не оцінено: ${i?.why}`)
};

export const tray_balance = /** @type {(inputs: Tray_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.code} ${i?.available} доступно з ${i?.total} ≈ ${i?.value}`)
};

export const tray_no_balances = /** @type {(inputs: Tray_No_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Балансів ще немає`)
};

export const tray_not_current = /** @type {(inputs: Tray_Not_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не актуально: ${i?.problem}`)
};

export const tray_open = /** @type {(inputs: Tray_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Відкрити Satchel`)
};

export const tray_refresh = /** @type {(inputs: Tray_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оновити`)
};

export const tray_check_code = /** @type {(inputs: Tray_Check_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перевірити код переказу з буфера обміну`)
};

export const tray_lock = /** @type {(inputs: Tray_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Заблокувати`)
};

export const tray_quit = /** @type {(inputs: Tray_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вийти`)
};

export const menu_settings_mac = /** @type {(inputs: Menu_Settings_MacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Налаштування…`)
};

export const menu_lock = /** @type {(inputs: Menu_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Заблокувати Satchel`)
};

export const menu_about = /** @type {(inputs: Menu_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Про ${i?.app}`)
};

export const menu_file = /** @type {(inputs: Menu_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Файл`)
};

export const menu_edit = /** @type {(inputs: Menu_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Редагування`)
};

export const menu_view = /** @type {(inputs: Menu_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вигляд`)
};

export const menu_go = /** @type {(inputs: Menu_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перейти`)
};

export const menu_window = /** @type {(inputs: Menu_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вікно`)
};

export const menu_help = /** @type {(inputs: Menu_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Довідка`)
};

export const menu_quit = /** @type {(inputs: Menu_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вийти з Satchel`)
};

export const menu_find_market = /** @type {(inputs: Menu_Find_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Знайти ринок`)
};

export const menu_show_logs = /** @type {(inputs: Menu_Show_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показати журнали`)
};

export const menu_export_diagnostics = /** @type {(inputs: Menu_Export_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Експортувати діагностику…`)
};

export const menu_shortcuts = /** @type {(inputs: Menu_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Клавіатурні скорочення…`)
};

export const menu_undo = /** @type {(inputs: Menu_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скасувати`)
};

export const menu_redo = /** @type {(inputs: Menu_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Повторити`)
};

export const menu_cut = /** @type {(inputs: Menu_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вирізати`)
};

export const menu_copy = /** @type {(inputs: Menu_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Копіювати`)
};

export const menu_paste = /** @type {(inputs: Menu_PasteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вставити`)
};

export const menu_delete = /** @type {(inputs: Menu_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видалити`)
};

export const menu_select_all = /** @type {(inputs: Menu_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виділити все`)
};

export const menu_reset_zoom = /** @type {(inputs: Menu_Reset_ZoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фактичний розмір`)
};

export const menu_zoom_in = /** @type {(inputs: Menu_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Збільшити`)
};

export const menu_zoom_out = /** @type {(inputs: Menu_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зменшити`)
};

export const menu_full_screen = /** @type {(inputs: Menu_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Повноекранний режим`)
};

export const menu_minimize = /** @type {(inputs: Menu_MinimizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Згорнути`)
};

export const menu_close = /** @type {(inputs: Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Закрити`)
};

export const skip_to_main = /** @type {(inputs: Skip_To_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перейти до основного вмісту`)
};

export const header_menu = /** @type {(inputs: Header_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Меню`)
};

export const demo_badge = /** @type {(inputs: Demo_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Демо`)
};

export const demo_note = /** @type {(inputs: Demo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Демо: змодельовані біржа, платіжний шлюз і мережевий пристрій. Без справжніх грошей.`)
};

export const window_title_demo = /** @type {(inputs: Window_Title_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} — Satchel (демо)`)
};

export const hide_amounts = /** @type {(inputs: Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Приховати суми`)
};

export const unlock_to_show_amounts = /** @type {(inputs: Unlock_To_Show_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте, щоб показати суми`)
};

export const header_lock = /** @type {(inputs: Header_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Заблокувати`)
};

export const fatal_title = /** @type {(inputs: Fatal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не може запуститися`)
};

export const starting = /** @type {(inputs: StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel запускається`)
};

export const theme_label = /** @type {(inputs: Theme_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тема`)
};

export const theme_appearance = /** @type {(inputs: Theme_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оформлення`)
};

export const theme_system = /** @type {(inputs: Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Системна`)
};

export const theme_light = /** @type {(inputs: Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Світла`)
};

export const theme_dark = /** @type {(inputs: Theme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Темна`)
};

export const account_label = /** @type {(inputs: Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рахунок`)
};

export const account_choose = /** @type {(inputs: Account_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виберіть…`)
};

export const account_unlock_to_switch = /** @type {(inputs: Account_Unlock_To_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте, щоб змінити рахунок.`)
};

export const settled_deposit = /** @type {(inputs: Settled_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Поповнення зараховано: ${i?.list}.`)
};

export const settled_withdrawal = /** @type {(inputs: Settled_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Виведення виконано: ${i?.list}.`)
};

export const settled_title_both = /** @type {(inputs: Settled_Title_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Поповнення й виведення`)
};

export const settled_title_deposit = /** @type {(inputs: Settled_Title_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Поповнення зараховано`)
};

export const settled_title_withdrawal = /** @type {(inputs: Settled_Title_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виведення виконано`)
};

export const update_title = /** @type {(inputs: Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оновлення готове`)
};

export const update_message = /** @type {(inputs: Update_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Нова версія ${i?.version} готова.`)
};

export const update_detail = /** @type {(inputs: Update_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel перезапуститься, щоб її встановити. Ваші ключі й налаштування залишаться як є.`)
};

export const update_restart_now = /** @type {(inputs: Update_Restart_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перезапустити зараз`)
};

export const update_when_quit = /** @type {(inputs: Update_When_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Коли я вийду`)
};

export const update_not_now = /** @type {(inputs: Update_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не зараз`)
};

export const crash_gone = /** @type {(inputs: Crash_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window} перестало працювати: ${i?.why}.`)
};

export const crash_window_wallet = /** @type {(inputs: Crash_Window_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вікно гаманця`)
};

export const crash_window_payment = /** @type {(inputs: Crash_Window_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вікно оплати`)
};

export const crash_why_abnormal = /** @type {(inputs: Crash_Why_AbnormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`воно несподівано зупинилося`)
};

export const crash_why_killed = /** @type {(inputs: Crash_Why_KilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`його завершила система або інша програма`)
};

export const crash_why_crashed = /** @type {(inputs: Crash_Why_CrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`воно аварійно завершилося`)
};

export const crash_why_oom = /** @type {(inputs: Crash_Why_OomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`йому забракло пам’яті`)
};

export const crash_why_launch = /** @type {(inputs: Crash_Why_LaunchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`його не вдалося запустити`)
};

export const crash_why_integrity = /** @type {(inputs: Crash_Why_IntegrityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`його код не пройшов перевірку цілісності`)
};

export const crash_why_eviction = /** @type {(inputs: Crash_Why_EvictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`система забрала його пам’ять`)
};

export const crash_safe = /** @type {(inputs: Crash_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ваші ключі, налаштування й усе, що надіслано на біржу, у безпеці: їх зберігає основна частина Satchel, яка досі працює. Перезавантажте вікно, щоб продовжити.`)
};

export const crash_reload = /** @type {(inputs: Crash_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перезавантажити`)
};

export const crash_quit = /** @type {(inputs: Crash_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вийти з Satchel`)
};

export const crash_wait = /** @type {(inputs: Crash_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зачекати`)
};

export const crash_unresponsive = /** @type {(inputs: Crash_UnresponsiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window} не відповідає.`)
};

export const crash_unresponsive_detail = /** @type {(inputs: Crash_Unresponsive_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Можна зачекати або перезавантажити його. Перезавантаження не втрачає нічого, що надіслано на біржу.`)
};

export const crash_close_payment = /** @type {(inputs: Crash_Close_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Закрити вікно оплати`)
};

export const crash_payment_safe = /** @type {(inputs: Crash_Payment_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нічого не буде сплачено двічі: платіж, завершений на сторінці шлюзу, залишається в силі, і Satchel сам нічого не надсилає повторно. Перш ніж платити знову, знайдіть поповнення в Історії. «Перезавантажити» відкриває форму оплати з початку.`)
};

export const crash_payment_unresponsive_detail = /** @type {(inputs: Crash_Payment_Unresponsive_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Можна зачекати, перезавантажити або закрити його. ${i?.safe}`)
};

export const minutes_count = /** @type {(inputs: Minutes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} хвилина`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} хвилини`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} хвилин`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} хвилини`);
	return /** @type {LocalizedString} */ ("minutes_count");
};

export const hours_count = /** @type {(inputs: Hours_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} година`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} години`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} годин`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} години`);
	return /** @type {LocalizedString} */ ("hours_count");
};

export const unit_seconds = /** @type {(inputs: Unit_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} с`)
};

export const unit_minutes = /** @type {(inputs: Unit_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} хв`)
};

export const never = /** @type {(inputs: NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ніколи`)
};

export const currency_usd = /** @type {(inputs: Currency_UsdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Долар США (USD)`)
};

export const currency_eur = /** @type {(inputs: Currency_EurInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Євро (EUR)`)
};

export const currency_uah = /** @type {(inputs: Currency_UahInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Гривня (UAH)`)
};

export const currency_rub = /** @type {(inputs: Currency_RubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рубль (RUB)`)
};

export const currency_btc = /** @type {(inputs: Currency_BtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біткоїн (BTC)`)
};

export const prefs_display_currency = /** @type {(inputs: Prefs_Display_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюта відображення`)
};

export const prefs_lock_after = /** @type {(inputs: Prefs_Lock_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Блокувати через`)
};

export const prefs_lock_after_hint_set = /** @type {(inputs: Prefs_Lock_After_Hint_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Час бездіяльності, після якого Satchel блокується.`)
};

export const prefs_lock_after_hint_unset = /** @type {(inputs: Prefs_Lock_After_Hint_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Діє, щойно встановлено пароль застосунку.`)
};

export const prefs_refresh_prices = /** @type {(inputs: Prefs_Refresh_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оновлювати ціни ринків кожні`)
};

export const prefs_refresh_balances = /** @type {(inputs: Prefs_Refresh_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оновлювати баланси кожні`)
};

export const prefs_refresh_orders = /** @type {(inputs: Prefs_Refresh_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оновлювати відкриті ордери кожні`)
};

export const prefs_close_to_tray = /** @type {(inputs: Prefs_Close_To_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Працювати в треї, коли вікно закрито`)
};

export const prefs_desktop_only = /** @type {(inputs: Prefs_Desktop_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(лише в застосунку для комп’ютера)`)
};

export const prefs_hide_when_locked = /** @type {(inputs: Prefs_Hide_When_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Приховувати суми й адреси, поки Satchel заблоковано`)
};

export const prefs_updates = /** @type {(inputs: Prefs_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оновлення`)
};

export const prefs_check_updates = /** @type {(inputs: Prefs_Check_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перевіряти оновлення`)
};

export const prefs_update_channel = /** @type {(inputs: Prefs_Update_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Канал оновлень`)
};

export const prefs_channel_stable = /** @type {(inputs: Prefs_Channel_StableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Стабільні випуски`)
};

export const prefs_channel_beta = /** @type {(inputs: Prefs_Channel_BetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Бета: нові версії раніше, менше перевірені`)
};

export const prefs_updates_desktop = /** @type {(inputs: Prefs_Updates_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel шукає нову версію під час запуску й раз на день, завантажує її у фоні, перевіряє й питає, перш ніж установити.`)
};

export const prefs_updates_browser = /** @type {(inputs: Prefs_Updates_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оновлення перевіряє застосунок для комп’ютера; ця сторінка в браузері їх не перевіряє. Ваш вибір тут збережеться для застосунку.`)
};

export const prefs_locked_hint = /** @type {(inputs: Prefs_Locked_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте, щоб змінити блокування, інтервали оновлення, трей, оновлення чи приховування сум під час блокування.`)
};

export const prefs_saved = /** @type {(inputs: Prefs_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Збережено: ${i?.what}.`)
};

export const prefs_privacy_saved = /** @type {(inputs: Prefs_Privacy_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Налаштування приватності збережено.`)
};

export const prefs_what_tray = /** @type {(inputs: Prefs_What_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Налаштування трею`)
};

export const prefs_what_update = /** @type {(inputs: Prefs_What_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Налаштування оновлень`)
};

export const prefs_what_language = /** @type {(inputs: Prefs_What_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мова`)
};

export const prefs_what_auto_lock = /** @type {(inputs: Prefs_What_Auto_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Автоблокування`)
};

export const prefs_what_price_interval = /** @type {(inputs: Prefs_What_Price_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення цін`)
};

export const prefs_what_balance_interval = /** @type {(inputs: Prefs_What_Balance_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення балансів`)
};

export const prefs_what_order_interval = /** @type {(inputs: Prefs_What_Order_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення ордерів`)
};

export const settings_accounts = /** @type {(inputs: Settings_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рахунки`)
};

export const settings_appliances = /** @type {(inputs: Settings_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пристрої`)
};

export const settings_appliances_intro = /** @type {(inputs: Settings_Appliances_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мережеві пристрої, політиками авторизації яких ви керуєте в розділі «Політики». Одночасно використовується один.`)
};

export const settings_market_exchange = /** @type {(inputs: Settings_Market_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа для ринків`)
};

export const settings_loading_settings = /** @type {(inputs: Settings_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження налаштувань…`)
};

export const settings_preferences = /** @type {(inputs: Settings_PreferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Параметри`)
};

export const settings_app_password = /** @type {(inputs: Settings_App_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль застосунку`)
};

export const settings_help = /** @type {(inputs: Settings_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Довідка й підтримка`)
};

export const settings_renamed = /** @type {(inputs: Settings_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Перейменовано на «${i?.name}».`)
};

export const settings_now_using = /** @type {(inputs: Settings_Now_UsingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Тепер використовується «${i?.name}».`)
};

export const settings_account_removed_demo = /** @type {(inputs: Settings_Account_Removed_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Рахунок «${i?.name}» видалено.`)
};

export const settings_account_removed = /** @type {(inputs: Settings_Account_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Рахунок «${i?.name}» видалено, а його секрет стерто із системного сховища ключів.`)
};

export const settings_guard_kept = /** @type {(inputs: Settings_Guard_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Захист виведення його рахунку на біржі збережено.`)
};

export const settings_nothing_removed = /** @type {(inputs: Settings_Nothing_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нічого не видалено.`)
};

export const settings_loading_accounts = /** @type {(inputs: Settings_Loading_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження рахунків…`)
};

export const settings_no_account = /** @type {(inputs: Settings_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рахунків ще немає. Додайте рахунок нижче.`)
};

export const settings_no_account_demo = /** @type {(inputs: Settings_No_Account_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рахунків ще немає. Додайте рахунок нижче або спробуйте демо-рахунок.`)
};

export const settings_active = /** @type {(inputs: Settings_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Активний`)
};

export const settings_line_exchange = /** @type {(inputs: Settings_Line_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа`)
};

export const settings_line_gateway = /** @type {(inputs: Settings_Line_GatewayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`платіжний шлюз`)
};

export const settings_line_key = /** @type {(inputs: Settings_Line_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ключ`)
};

export const settings_remove_named = /** @type {(inputs: Settings_Remove_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Видалити ${i?.name}`)
};

export const settings_remove_guarded_why = /** @type {(inputs: Settings_Remove_Guarded_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Його рахунок на біржі має захист виведення. Захист збережеться (він діятиме знову, якщо ви знову додасте цей рахунок), але для видалення рахунку потрібен пароль застосунку.`)
};

export const settings_remove_account = /** @type {(inputs: Settings_Remove_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видалити рахунок`)
};

export const settings_cancel = /** @type {(inputs: Settings_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скасувати`)
};

export const settings_new_name_for = /** @type {(inputs: Settings_New_Name_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Нова назва для ${i?.name}`)
};

export const settings_account_name_needed = /** @type {(inputs: Settings_Account_Name_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вкажіть назву рахунку.`)
};

export const settings_use = /** @type {(inputs: Settings_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Використати`)
};

export const settings_use_named = /** @type {(inputs: Settings_Use_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Використати ${i?.name}`)
};

export const settings_rename = /** @type {(inputs: Settings_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перейменувати`)
};

export const settings_rename_named = /** @type {(inputs: Settings_Rename_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Перейменувати ${i?.name}`)
};

export const settings_remove = /** @type {(inputs: Settings_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видалити`)
};

export const settings_accounts_locked = /** @type {(inputs: Settings_Accounts_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте, щоб вибирати, перейменовувати, додавати або видаляти рахунки.`)
};

export const settings_account_added = /** @type {(inputs: Settings_Account_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Рахунок «${i?.name}» додано. Його секрет зберігається в системному сховищі ключів.`)
};

export const settings_demo_account_added = /** @type {(inputs: Settings_Demo_Account_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Додано демо-рахунок ${i?.email}.`)
};

export const settings_add_demo_account = /** @type {(inputs: Settings_Add_Demo_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Додати демо-рахунок ${i?.email}`)
};

export const settings_add_account_title = /** @type {(inputs: Settings_Add_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Додати рахунок`)
};

export const settings_add_account_intro = /** @type {(inputs: Settings_Add_Account_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Створіть API-ключ на біржі, потім вставте сюди його ключ і секрет. Перед збереженням Satchel перевіряє їх на біржі; секрет потрапляє до системного сховища ключів і більше ніколи не показується.`)
};

export const settings_check_and_save = /** @type {(inputs: Settings_Check_And_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перевірити й зберегти`)
};

export const settings_add_account_locked = /** @type {(inputs: Settings_Add_Account_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте, щоб додати рахунок.`)
};

export const settings_checking_key = /** @type {(inputs: Settings_Checking_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перевіряємо ключ на біржі…`)
};

export const settings_adding_demo_account = /** @type {(inputs: Settings_Adding_Demo_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Додаємо демо-рахунок…`)
};

export const settings_demo_account_intro = /** @type {(inputs: Settings_Demo_Account_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Демо-режим: спробуйте Satchel із рахунком вбудованої демо-біржі.`)
};

export const settings_name = /** @type {(inputs: Settings_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назва`)
};

export const settings_exchange_address = /** @type {(inputs: Settings_Exchange_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі`)
};

export const settings_gateway_address = /** @type {(inputs: Settings_Gateway_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса платіжного шлюзу (необов’язково)`)
};

export const settings_api_key = /** @type {(inputs: Settings_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-ключ`)
};

export const settings_api_secret = /** @type {(inputs: Settings_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-секрет`)
};

export const settings_exchange_url_hint = /** @type {(inputs: Settings_Exchange_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса до /v3, що починається з https:// (якщо вставити з /v3, цю частину буде прибрано).`)
};

export const settings_starts_https = /** @type {(inputs: Settings_Starts_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Починається з https://.`)
};

export const settings_plain_http_rule = /** @type {(inputs: Settings_Plain_Http_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1).`)
};

export const settings_name_too_long = /** @type {(inputs: Settings_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назва може мати щонайбільше 60 символів.`)
};

export const settings_exchange_plain_http = /** @type {(inputs: Settings_Exchange_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вкажіть адресу біржі з https://.`)
};

export const settings_exchange_not_web = /** @type {(inputs: Settings_Exchange_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вкажіть адресу біржі як вебадресу, наприклад https://exchange.example.`)
};

export const settings_gateway_plain_http = /** @type {(inputs: Settings_Gateway_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вкажіть адресу платіжного шлюзу з https://.`)
};

export const settings_gateway_not_web = /** @type {(inputs: Settings_Gateway_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вкажіть адресу платіжного шлюзу як вебадресу або залиште поле порожнім.`)
};

export const settings_api_key_invalid = /** @type {(inputs: Settings_Api_Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вставте API-ключ так, як його показує біржа (від 8 до 256 символів, без пробілів).`)
};

export const settings_api_secret_invalid = /** @type {(inputs: Settings_Api_Secret_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вставте API-секрет так, як його показує біржа (від 8 до 256 символів, без пробілів).`)
};

export const settings_password_set_done = /** @type {(inputs: Settings_Password_Set_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль застосунку встановлено. Тепер Satchel блокується, як вибрано в полі «Блокувати через».`)
};

export const settings_password_changed = /** @type {(inputs: Settings_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль застосунку змінено.`)
};

export const settings_password_removed = /** @type {(inputs: Settings_Password_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль застосунку видалено. Satchel більше не блокується.`)
};

export const settings_password_intro_set = /** @type {(inputs: Settings_Password_Intro_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль застосунку встановлено: Satchel запускається заблокованим і блокується після вибраного часу бездіяльності. Зберігається лише хеш пароля.`)
};

export const settings_password_intro_unset = /** @type {(inputs: Settings_Password_Intro_UnsetInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Необов’язково. З паролем Satchel запускається заблокованим і може блокуватися, коли ви відходите. Щонайменше ${i?.count} символ.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Необов’язково. З паролем Satchel запускається заблокованим і може блокуватися, коли ви відходите. Щонайменше ${i?.count} символи.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Необов’язково. З паролем Satchel запускається заблокованим і може блокуватися, коли ви відходите. Щонайменше ${i?.count} символів.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Необов’язково. З паролем Satchel запускається заблокованим і може блокуватися, коли ви відходите. Щонайменше ${i?.count} символу.`);
	return /** @type {LocalizedString} */ ("settings_password_intro_unset");
};

export const settings_current_password = /** @type {(inputs: Settings_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Поточний пароль`)
};

export const settings_new_password = /** @type {(inputs: Settings_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Новий пароль`)
};

export const settings_repeat_password = /** @type {(inputs: Settings_Repeat_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Повторіть пароль`)
};

export const settings_change_password = /** @type {(inputs: Settings_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Змінити пароль`)
};

export const settings_set_password = /** @type {(inputs: Settings_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Встановити пароль`)
};

export const settings_remove_password = /** @type {(inputs: Settings_Remove_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видалити пароль`)
};

export const settings_lock_now = /** @type {(inputs: Settings_Lock_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Заблокувати зараз`)
};

export const settings_password_locked = /** @type {(inputs: Settings_Password_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте, щоб змінити пароль.`)
};

export const settings_enter_current_password = /** @type {(inputs: Settings_Enter_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть поточний пароль.`)
};

export const settings_password_too_short = /** @type {(inputs: Settings_Password_Too_ShortInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Виберіть пароль щонайменше з ${i?.count} символу.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Виберіть пароль щонайменше з ${i?.count} символів.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Виберіть пароль щонайменше з ${i?.count} символів.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Виберіть пароль щонайменше з ${i?.count} символу.`);
	return /** @type {LocalizedString} */ ("settings_password_too_short");
};

export const settings_passwords_differ = /** @type {(inputs: Settings_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Два нові паролі не збігаються.`)
};

export const settings_appliance_now_used = /** @type {(inputs: Settings_Appliance_Now_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Розділ «Політики» тепер працює з «${i?.name}».`)
};

export const settings_appliance_removed_demo = /** @type {(inputs: Settings_Appliance_Removed_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пристрій «${i?.name}» видалено.`)
};

export const settings_appliance_removed = /** @type {(inputs: Settings_Appliance_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пристрій «${i?.name}» видалено, а його пароль стерто із системного сховища ключів.`)
};

export const settings_cert_same = /** @type {(inputs: Settings_Cert_SameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пристрій надає сертифікат, якому ви довіряєте (SHA-256 ${i?.fingerprint}).`)
};

export const settings_cert_trusted_now = /** @type {(inputs: Settings_Cert_Trusted_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Тепер Satchel довіряє сертифікату з SHA-256 ${i?.fingerprint} для «${i?.name}».`)
};

export const settings_cert_kept = /** @type {(inputs: Settings_Cert_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сертифікат, якому ви довіряли раніше, залишається.`)
};

export const settings_loading_appliances = /** @type {(inputs: Settings_Loading_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження пристроїв…`)
};

export const settings_no_appliance = /** @type {(inputs: Settings_No_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пристроїв ще немає. Додайте пристрій нижче.`)
};

export const settings_no_appliance_demo = /** @type {(inputs: Settings_No_Appliance_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пристроїв ще немає. Додайте пристрій нижче або спробуйте демо-пристрій.`)
};

export const settings_saved_appliances = /** @type {(inputs: Settings_Saved_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Збережені пристрої`)
};

export const settings_in_use = /** @type {(inputs: Settings_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Використовується`)
};

export const settings_line_api_path = /** @type {(inputs: Settings_Line_Api_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`шлях API`)
};

export const settings_line_user = /** @type {(inputs: Settings_Line_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`користувач`)
};

export const settings_line_signs_in_session = /** @type {(inputs: Settings_Line_Signs_In_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`вхід через сеанс`)
};

export const settings_line_signs_in_basic = /** @type {(inputs: Settings_Line_Signs_In_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`вхід через HTTP Basic`)
};

export const settings_line_certificate = /** @type {(inputs: Settings_Line_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сертифікат`)
};

export const settings_cert_expired = /** @type {(inputs: Settings_Cert_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Термін дії сертифіката пристрою сплив ${i?.date}; Satchel усе ще приймає його, бо ви йому довіряєте, — поновіть його на пристрої.`)
};

export const settings_new_name_for_appliance = /** @type {(inputs: Settings_New_Name_For_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Нова назва для пристрою ${i?.name}`)
};

export const settings_appliance_name_needed = /** @type {(inputs: Settings_Appliance_Name_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вкажіть назву пристрою.`)
};

export const settings_use_appliance = /** @type {(inputs: Settings_Use_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Використати пристрій ${i?.name}`)
};

export const settings_check_cert_of = /** @type {(inputs: Settings_Check_Cert_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Перевірити сертифікат ${i?.name}`)
};

export const settings_check_cert = /** @type {(inputs: Settings_Check_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перевірити сертифікат`)
};

export const settings_rename_appliance = /** @type {(inputs: Settings_Rename_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Перейменувати пристрій ${i?.name}`)
};

export const settings_remove_appliance = /** @type {(inputs: Settings_Remove_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Видалити пристрій ${i?.name}`)
};

export const settings_cert_differs = /** @type {(inputs: Settings_Cert_DiffersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.host} надає інший сертифікат, ніж той, якому ви довіряєте.`)
};

export const settings_cert_differs_advice = /** @type {(inputs: Settings_Cert_Differs_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Довіряйте новому, лише якщо його замінив адміністратор пристрою; інакше хтось може бути посередині.`)
};

export const settings_cert_trusted_until_now = /** @type {(inputs: Settings_Cert_Trusted_Until_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Довірений досі (SHA-256)`)
};

export const settings_cert_presented_now = /** @type {(inputs: Settings_Cert_Presented_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Наданий зараз (SHA-256)`)
};

export const settings_cert_issued_to = /** @type {(inputs: Settings_Cert_Issued_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Кому видано`)
};

export const settings_cert_issued_by = /** @type {(inputs: Settings_Cert_Issued_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ким видано`)
};

export const settings_trust_new_cert = /** @type {(inputs: Settings_Trust_New_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Довіряти новому сертифікату`)
};

export const settings_keep_old_cert = /** @type {(inputs: Settings_Keep_Old_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Залишити старий`)
};

export const settings_appliances_locked = /** @type {(inputs: Settings_Appliances_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте, щоб вибирати, перейменовувати, додавати або видаляти пристрої.`)
};

export const settings_appliance_added = /** @type {(inputs: Settings_Appliance_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вхід на «${i?.name}» виконано, пристрій збережено. Його пароль зберігається в системному сховищі ключів.`)
};

export const settings_demo_appliance_added = /** @type {(inputs: Settings_Demo_Appliance_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Демо-пристрій додано як «${i?.name}».`)
};

export const settings_add_demo_appliance = /** @type {(inputs: Settings_Add_Demo_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Додати демо-пристрій`)
};

export const settings_add_appliance_title = /** @type {(inputs: Settings_Add_Appliance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Додати пристрій`)
};

export const settings_add_appliance_intro = /** @type {(inputs: Settings_Add_Appliance_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel входить із цими даними, перш ніж щось зберегти; пароль потрапляє до системного сховища ключів і більше ніколи не показується. Через https ви спершу бачите сертифікат пристрою і вирішуєте, чи довіряти йому.`)
};

export const settings_sign_in_and_save = /** @type {(inputs: Settings_Sign_In_And_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Увійти й зберегти`)
};

export const settings_add_appliance_locked = /** @type {(inputs: Settings_Add_Appliance_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте, щоб додати пристрій.`)
};

export const settings_reading_cert = /** @type {(inputs: Settings_Reading_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Читаємо сертифікат пристрою…`)
};

export const settings_signing_in = /** @type {(inputs: Settings_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Входимо на пристрій…`)
};

export const settings_adding_demo_appliance = /** @type {(inputs: Settings_Adding_Demo_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Додаємо демо-пристрій…`)
};

export const settings_demo_appliance_intro = /** @type {(inputs: Settings_Demo_Appliance_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Демо-режим: спробуйте розділ «Політики» на вбудованому демо-пристрої.`)
};

export const settings_appliance_name = /** @type {(inputs: Settings_Appliance_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назва пристрою`)
};

export const settings_appliance_address = /** @type {(inputs: Settings_Appliance_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса пристрою`)
};

export const settings_user_name = /** @type {(inputs: Settings_User_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ім’я користувача`)
};

export const settings_appliance_password = /** @type {(inputs: Settings_Appliance_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль пристрою`)
};

export const settings_sign_in_mode = /** @type {(inputs: Settings_Sign_In_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Спосіб входу`)
};

export const settings_auth_session = /** @type {(inputs: Settings_Auth_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сеанс (вхід один раз)`)
};

export const settings_auth_basic = /** @type {(inputs: Settings_Auth_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HTTP Basic (у кожному запиті)`)
};

export const settings_api_path = /** @type {(inputs: Settings_Api_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Шлях API`)
};

export const settings_api_path_hint = /** @type {(inputs: Settings_Api_Path_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Необов’язково: якщо порожньо — ${i?.path} (з документації). Справжній пристрій може мати власний, наприклад /nitro/v1.`)
};

export const settings_appliance_url_hint = /** @type {(inputs: Settings_Appliance_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https:// для пристрою в мережі. Звичайний http:// — лише до цього комп’ютера (127.0.0.1, localhost, як SSH-тунель): будь-куди інакше він передав би пароль незашифрованим, і Satchel його не приймає.`)
};

export const settings_cert_of = /** @type {(inputs: Settings_Cert_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сертифікат ${i?.host}`)
};

export const settings_cert_vouched = /** @type {(inputs: Settings_Cert_VouchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Центри сертифікації цього комп’ютера засвідчують його.`)
};

export const settings_cert_untrusted = /** @type {(inputs: Settings_Cert_UntrustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей комп’ютер йому не довіряє.`)
};

export const settings_cert_untrusted_self_signed = /** @type {(inputs: Settings_Cert_Untrusted_Self_SignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей комп’ютер йому не довіряє: він самопідписаний, як здебільшого і власні сертифікати пристроїв.`)
};

export const settings_cert_compare = /** @type {(inputs: Settings_Cert_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Порівняйте його відбиток із тим, що показує пристрій (у своїй консолі чи вебінтерфейсі), і довіряйте йому, лише якщо вони збігаються. Тоді Satchel прийматиме для цього пристрою цей сертифікат і жоден інший.`)
};

export const settings_cert_fingerprint = /** @type {(inputs: Settings_Cert_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Відбиток SHA-256`)
};

export const settings_cert_valid_until = /** @type {(inputs: Settings_Cert_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дійсний до`)
};

export const settings_trust_and_sign_in = /** @type {(inputs: Settings_Trust_And_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Довіряти цьому сертифікату й увійти`)
};

export const settings_do_not_trust = /** @type {(inputs: Settings_Do_Not_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не довіряти`)
};

export const settings_appliance_not_web = /** @type {(inputs: Settings_Appliance_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вкажіть адресу пристрою як вебадресу, наприклад https://adc.example.`)
};

export const settings_appliance_scheme = /** @type {(inputs: Settings_Appliance_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса пристрою має починатися з https://.`)
};

export const settings_appliance_credentials = /** @type {(inputs: Settings_Appliance_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не вписуйте ім’я користувача й пароль в адресу: для них є окремі поля.`)
};

export const settings_appliance_plain_http = /** @type {(inputs: Settings_Appliance_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Звичайний http:// передав би пароль незашифрованим: використовуйте https://. Звичайний http:// — лише для цього комп’ютера (127.0.0.1, localhost).`)
};

export const settings_appliance_name_too_long = /** @type {(inputs: Settings_Appliance_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назва пристрою може мати щонайбільше 60 символів.`)
};

export const settings_enter_user = /** @type {(inputs: Settings_Enter_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вкажіть ім’я користувача для входу.`)
};

export const settings_user_too_long = /** @type {(inputs: Settings_User_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ім’я користувача задовге.`)
};

export const settings_enter_password = /** @type {(inputs: Settings_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть пароль.`)
};

export const settings_password_too_long = /** @type {(inputs: Settings_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль задовгий.`)
};

export const settings_market_now_demo = /** @type {(inputs: Settings_Market_Now_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тепер ринки надходять із демо-біржі.`)
};

export const settings_market_now_from = /** @type {(inputs: Settings_Market_Now_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Тепер ринки надходять із ${i?.url}.`)
};

export const settings_market_intro = /** @type {(inputs: Settings_Market_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа, ринки й ціни якої Satchel показує, поки не використовується жоден рахунок. Рахунок завжди використовує власну біржу.`)
};

export const settings_market_fixed = /** @type {(inputs: Settings_Market_FixedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel запущено з власною біржею (${i?.how}); вона використовується замість вибраної тут.`)
};

export const settings_market_demo_not_running = /** @type {(inputs: Settings_Market_Demo_Not_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Демо-біржа зараз не працює: вона запуститься під час наступного запуску Satchel.`)
};

export const settings_market_legend = /** @type {(inputs: Settings_Market_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа для ринкових даних`)
};

export const settings_use_demo_exchange = /** @type {(inputs: Settings_Use_Demo_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Використати демо-біржу`)
};

export const settings_simulated = /** @type {(inputs: Settings_SimulatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(змодельована, без справжніх грошей)`)
};

export const settings_save_exchange = /** @type {(inputs: Settings_Save_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зберегти біржу`)
};

export const settings_market_locked = /** @type {(inputs: Settings_Market_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте, щоб змінити біржу.`)
};

export const settings_market_address_empty = /** @type {(inputs: Settings_Market_Address_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вкажіть адресу біржі, наприклад https://exchange.example.`)
};

export const settings_market_address_not_web = /** @type {(inputs: Settings_Market_Address_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі не є вебадресою. Вкажіть, наприклад, https://exchange.example.`)
};

export const settings_market_address_scheme = /** @type {(inputs: Settings_Market_Address_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі має починатися з https://.`)
};

export const settings_market_address_credentials = /** @type {(inputs: Settings_Market_Address_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі не повинна містити імені користувача чи пароля.`)
};

export const settings_market_address_query = /** @type {(inputs: Settings_Market_Address_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі закінчується перед будь-яким ? чи #. Вкажіть, наприклад, https://exchange.example.`)
};

export const settings_diagnostics_explained = /** @type {(inputs: Settings_Diagnostics_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Текстовий файл для підтримки: версія Satchel і система, ваші налаштування як вибрані значення й кількості, а також кінець журналу Satchel. Ключі, паролі, адреси e-mail і гаманців, IBAN, номери карток, коди переказу, імена та адреси ваших бірж і пристроїв вилучено. Нічого не надсилається: ви самі вирішуєте, кому його передати.`)
};

export const settings_export_diagnostics = /** @type {(inputs: Settings_Export_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Експортувати діагностику`)
};

export const settings_diagnostics_downloaded = /** @type {(inputs: Settings_Diagnostics_DownloadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Діагностику збережено як ${i?.file} (у завантаженнях).`)
};

export const settings_diagnostics_saved = /** @type {(inputs: Settings_Diagnostics_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Діагностику збережено в ${i?.path}.`)
};

export const settings_diagnostics_cancelled = /** @type {(inputs: Settings_Diagnostics_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Експорт скасовано: нічого не збережено.`)
};

export const settings_api_path_empty = /** @type {(inputs: Settings_Api_Path_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вкажіть шлях API, наприклад /svc/v1.`)
};

export const settings_api_path_too_long = /** @type {(inputs: Settings_Api_Path_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Шлях API має щонайбільше ${i?.count} символ.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Шлях API має щонайбільше ${i?.count} символи.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Шлях API має щонайбільше ${i?.count} символів.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Шлях API має щонайбільше ${i?.count} символу.`);
	return /** @type {LocalizedString} */ ("settings_api_path_too_long");
};

export const settings_api_path_slash = /** @type {(inputs: Settings_Api_Path_SlashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Шлях API має починатися з «/», наприклад /svc/v1.`)
};

export const settings_api_path_no_folder = /** @type {(inputs: Settings_Api_Path_No_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Шлях API має містити щонайменше одну частину, наприклад /svc/v1.`)
};

export const settings_api_path_double_slash = /** @type {(inputs: Settings_Api_Path_Double_SlashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У шляху API є «//»: між частинами має бути один «/».`)
};

export const settings_api_path_dots = /** @type {(inputs: Settings_Api_Path_DotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Частиною шляху API не може бути «.» чи «..».`)
};

export const settings_api_path_characters = /** @type {(inputs: Settings_Api_Path_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Між «/» у шляху API можуть бути лише літери, цифри та . _ ~ -, наприклад /nitro/v1.`)
};