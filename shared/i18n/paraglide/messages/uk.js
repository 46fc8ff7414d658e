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
/** @typedef {{}} Fiat_Cards_TitleInputs */
/** @typedef {{}} Fiat_IntroInputs */
/** @typedef {{}} Fiat_CurrencyInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Fiat_Available_ShortInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Fiat_Deposit_OfInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Fiat_Payout_OfInputs */
/** @typedef {{}} Fiat_Unlock_To_MoveInputs */
/** @typedef {{}} Fiat_OpeningInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Fiat_Opened_DepositInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Fiat_Opened_PayoutInputs */
/** @typedef {{}} Fiat_BlockedInputs */
/** @typedef {{}} Fiat_Open_WindowInputs */
/** @typedef {{ id: NonNullable<unknown>, amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Fiat_Deposit_PaidInputs */
/** @typedef {{ id: NonNullable<unknown>, amount: NonNullable<unknown>, currency: NonNullable<unknown>, status: NonNullable<unknown> }} Fiat_Deposit_EndedInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Fiat_Window_DepositInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Fiat_Window_PayoutInputs */
/** @typedef {{}} Fiat_Window_PaymentInputs */
/** @typedef {{ account: NonNullable<unknown>, host: NonNullable<unknown> }} Fiat_Window_ViaInputs */
/** @typedef {{}} Fiat_Window_LoadingInputs */
/** @typedef {{}} Fiat_Window_LockedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Fiat_Deposit_GoingInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown>, service: NonNullable<unknown>, id: NonNullable<unknown> }} Fiat_Deposit_Made_ViaInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown>, service: NonNullable<unknown>, from: NonNullable<unknown>, id: NonNullable<unknown> }} Fiat_Deposit_Made_Via_FromInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown>, id: NonNullable<unknown> }} Fiat_Deposit_Made_QuickInputs */
/** @typedef {{}} Fiat_Deposit_Pay_ThereInputs */
/** @typedef {{}} Fiat_Payment_FormInputs */
/** @typedef {{}} Fiat_Continue_To_PageInputs */
/** @typedef {{}} Fiat_Asking_ServicesInputs */
/** @typedef {{}} Fiat_Amount_And_ServiceInputs */
/** @typedef {{}} Fiat_Test_ModeInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Fiat_Amount_InInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Fiat_No_Deposit_ServiceInputs */
/** @typedef {{}} Fiat_Payment_ServiceInputs */
/** @typedef {{}} Fiat_Continue_To_PaymentInputs */
/** @typedef {{}} Fiat_Quick_DepositInputs */
/** @typedef {{}} Fiat_Making_DepositInputs */
/** @typedef {{}} Fiat_Quick_Deposit_HintInputs */
/** @typedef {{}} Fiat_Fee_Not_StatedInputs */
/** @typedef {{}} Fiat_Fee_NoneInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Fiat_Fee_IsInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Fiat_Fee_At_LeastInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Fiat_Fee_At_MostInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Fiat_Limit_FromInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Fiat_Limit_Up_ToInputs */
/** @typedef {{}} Fiat_No_Details_NeededInputs */
/** @typedef {{ label: NonNullable<unknown> }} Fiat_Field_OptionalInputs */
/** @typedef {{}} Fiat_Enter_AmountInputs */
/** @typedef {{}} Fiat_Payout_DeclinedInputs */
/** @typedef {{ id: NonNullable<unknown>, status: NonNullable<unknown> }} Fiat_Payout_ResultInputs */
/** @typedef {{ receive: NonNullable<unknown>, currency: NonNullable<unknown>, recipient: NonNullable<unknown>, debit: NonNullable<unknown> }} Fiat_Payout_SentInputs */
/** @typedef {{ receive: NonNullable<unknown>, currency: NonNullable<unknown>, recipient: NonNullable<unknown>, service: NonNullable<unknown>, debit: NonNullable<unknown> }} Fiat_Payout_Sent_ViaInputs */
/** @typedef {{ receive: NonNullable<unknown>, currency: NonNullable<unknown>, debit: NonNullable<unknown> }} Fiat_Payout_Sent_AnyoneInputs */
/** @typedef {{ receive: NonNullable<unknown>, currency: NonNullable<unknown>, service: NonNullable<unknown>, debit: NonNullable<unknown> }} Fiat_Payout_Sent_Anyone_ViaInputs */
/** @typedef {{ id: NonNullable<unknown> }} Fiat_Payout_ReferenceInputs */
/** @typedef {{}} Fiat_Payout_EmailInputs */
/** @typedef {{ message: NonNullable<unknown> }} Fiat_Exchange_SaysInputs */
/** @typedef {{ id: NonNullable<unknown> }} Fiat_Payout_Saved_SourceInputs */
/** @typedef {{}} Fiat_Reading_BalanceInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Fiat_Available_NowInputs */
/** @typedef {{}} Fiat_Balance_UnreadInputs */
/** @typedef {{}} Fiat_New_PayoutInputs */
/** @typedef {{}} Fiat_Close_WindowInputs */
/** @typedef {{}} Fiat_How_MuchInputs */
/** @typedef {{}} Fiat_Update_ServicesInputs */
/** @typedef {{}} Fiat_Show_Payout_ServicesInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Fiat_AvailableInputs */
/** @typedef {{}} Fiat_Where_ToInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Fiat_No_Payout_ServiceInputs */
/** @typedef {{}} Fiat_Payout_ServiceInputs */
/** @typedef {{}} Fiat_Pay_ToInputs */
/** @typedef {{}} Fiat_New_DetailsInputs */
/** @typedef {{}} Fiat_Saved_DestinationInputs */
/** @typedef {{}} Fiat_Fund_SourceInputs */
/** @typedef {{}} Fiat_Fund_Source_HintInputs */
/** @typedef {{}} Fiat_Fund_Source_ProblemInputs */
/** @typedef {{}} Fiat_Recipient_GetsInputs */
/** @typedef {{}} Fiat_FeeInputs */
/** @typedef {{}} Fiat_Taken_From_BalanceInputs */
/** @typedef {{}} Fiat_Amount_ChangedInputs */
/** @typedef {{}} Fiat_Review_PayoutInputs */
/** @typedef {{}} Fiat_Waiting_ConfirmationInputs */
/** @typedef {{}} Fiat_ConverterInputs */
/** @typedef {{}} Fiat_Loading_RatesInputs */
/** @typedef {{}} Fiat_Converter_AmountInputs */
/** @typedef {{}} Fiat_Converter_FromInputs */
/** @typedef {{}} Fiat_Converter_ToInputs */
/** @typedef {{ time: NonNullable<unknown> }} Fiat_Rates_As_OfInputs */
/** @typedef {{}} Fiat_Convert_EmptyInputs */
/** @typedef {{}} Fiat_Convert_InvalidInputs */
/** @typedef {{}} Fiat_Convert_NegativeInputs */
/** @typedef {{}} Fiat_Convert_No_RateInputs */
/** @typedef {{}} Fiat_Currencies_LoadingInputs */
/** @typedef {{}} Fiat_Currencies_NoneInputs */
/** @typedef {{}} Fiat_Currencies_CaptionInputs */
/** @typedef {{}} Fiat_Currencies_CurrencyInputs */
/** @typedef {{}} Fiat_Currencies_CodeInputs */
/** @typedef {{}} Fiat_Currencies_TypeInputs */
/** @typedef {{}} Fiat_Currencies_MemoInputs */
/** @typedef {{}} Fiat_Currencies_PrecisionInputs */
/** @typedef {{}} Fiat_Currencies_Trade_PrecisionInputs */
/** @typedef {{}} Fiat_Currencies_CryptoInputs */
/** @typedef {{}} Fiat_Currencies_FiatInputs */
/** @typedef {{}} Fiat_Currencies_YesInputs */
/** @typedef {{}} Fiat_Currencies_NoInputs */
/** @typedef {{}} Fiat_Fees_LoadingInputs */
/** @typedef {{}} Fiat_Fees_CryptoInputs */
/** @typedef {{}} Fiat_Fees_Crypto_NoneInputs */
/** @typedef {{}} Fiat_Fees_Withdrawal_FeeInputs */
/** @typedef {{}} Fiat_Fees_In_UsdInputs */
/** @typedef {{}} Fiat_Fees_Min_DepositInputs */
/** @typedef {{}} Fiat_Fees_Min_WithdrawalInputs */
/** @typedef {{}} Fiat_Fees_FiatInputs */
/** @typedef {{}} Fiat_Fees_Fiat_NoneInputs */
/** @typedef {{}} Fiat_Fees_MethodInputs */
/** @typedef {{}} Fiat_Fees_Deposit_PercentInputs */
/** @typedef {{}} Fiat_Fees_Withdrawal_PercentInputs */
/** @typedef {{}} Fiat_Method_Payment_CardInputs */
/** @typedef {{}} Fiat_Method_Advcash_WalletInputs */
/** @typedef {{}} Fiat_Method_Perfectmoney_AccountInputs */
/** @typedef {{}} Fiat_Method_Perfectmoney_TransferInputs */
/** @typedef {{}} Fiat_Method_Svc_CodeInputs */
/** @typedef {{}} Fiat_Policies_Col_NameInputs */
/** @typedef {{}} Fiat_Policies_Col_RuleInputs */
/** @typedef {{}} Fiat_Policies_Col_ActionInputs */
/** @typedef {{}} Fiat_Policies_Col_StateInputs */
/** @typedef {{}} Fiat_Policies_Col_HitsInputs */
/** @typedef {{ value: NonNullable<unknown> }} Fiat_Policies_None_With_NameInputs */
/** @typedef {{ value: NonNullable<unknown> }} Fiat_Policies_None_With_RuleInputs */
/** @typedef {{ value: NonNullable<unknown> }} Fiat_Policies_None_With_ActionInputs */
/** @typedef {{ value: NonNullable<unknown> }} Fiat_Policies_None_With_StateInputs */
/** @typedef {{ value: NonNullable<unknown> }} Fiat_Policies_None_With_HitsInputs */
/** @typedef {{}} Fiat_Policies_EnabledInputs */
/** @typedef {{}} Fiat_Policies_DisabledInputs */
/** @typedef {{}} Fiat_Policies_Nothing_ChangedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Fiat_Policies_Same_NameInputs */
/** @typedef {{ name: NonNullable<unknown> }} Fiat_Policies_QuotedInputs */
/** @typedef {{ names: NonNullable<unknown>, count: NonNullable<unknown> }} Fiat_Policies_And_MoreInputs */
/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown> }} Fiat_Policies_Done_EnableInputs */
/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown> }} Fiat_Policies_Done_DisableInputs */
/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown> }} Fiat_Policies_Done_DeleteInputs */
/** @typedef {{ names: NonNullable<unknown>, message: NonNullable<unknown> }} Fiat_Policies_Not_EnableInputs */
/** @typedef {{ names: NonNullable<unknown>, message: NonNullable<unknown> }} Fiat_Policies_Not_DisableInputs */
/** @typedef {{ names: NonNullable<unknown>, message: NonNullable<unknown> }} Fiat_Policies_Not_DeleteInputs */
/** @typedef {{ names: NonNullable<unknown>, message: NonNullable<unknown> }} Fiat_Policies_No_AnswerInputs */
/** @typedef {{}} Fiat_Policies_Nothing_EnabledInputs */
/** @typedef {{}} Fiat_Policies_Nothing_DisabledInputs */
/** @typedef {{}} Fiat_Policies_Nothing_DeletedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Fiat_Policies_RenamedInputs */
/** @typedef {{}} Fiat_Policies_Hint_CertificateInputs */
/** @typedef {{}} Fiat_Policies_Hint_PasswordInputs */
/** @typedef {{}} Fiat_Policies_Loading_AppliancesInputs */
/** @typedef {{}} Fiat_Policies_No_ApplianceInputs */
/** @typedef {{}} Fiat_Policies_Add_ApplianceInputs */
/** @typedef {{}} Fiat_Policies_ApplianceInputs */
/** @typedef {{}} Fiat_Policies_SwitchInputs */
/** @typedef {{}} Fiat_Policies_FilterInputs */
/** @typedef {{}} Fiat_Policies_Filter_OnInputs */
/** @typedef {{}} Fiat_Policies_Exact_ValueInputs */
/** @typedef {{}} Fiat_Policies_Allow_Or_DenyInputs */
/** @typedef {{}} Fiat_Policies_Enabled_Or_DisabledInputs */
/** @typedef {{}} Fiat_Policies_Apply_FilterInputs */
/** @typedef {{}} Fiat_Policies_Clear_FilterInputs */
/** @typedef {{}} Fiat_Policies_Per_PageInputs */
/** @typedef {{}} Fiat_Policies_RefreshInputs */
/** @typedef {{}} Fiat_Policies_AddInputs */
/** @typedef {{}} Fiat_Policies_SelectedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Fiat_Policies_Enable_SelectedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Fiat_Policies_Disable_SelectedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Fiat_Policies_Delete_SelectedInputs */
/** @typedef {{}} Fiat_Policies_UnlockInputs */
/** @typedef {{}} Fiat_Policies_States_NoteInputs */
/** @typedef {{}} Fiat_Policies_WaitingInputs */
/** @typedef {{}} Fiat_Policies_LoadingInputs */
/** @typedef {{}} Fiat_Policies_CaptionInputs */
/** @typedef {{}} Fiat_Policies_Select_AllInputs */
/** @typedef {{}} Fiat_Policies_ActionsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Fiat_Policies_SelectInputs */
/** @typedef {{ name: NonNullable<unknown> }} Fiat_Policies_New_Name_ForInputs */
/** @typedef {{ name: NonNullable<unknown> }} Fiat_Policies_Edit_PolicyInputs */
/** @typedef {{}} Fiat_Policies_EditInputs */
/** @typedef {{ name: NonNullable<unknown> }} Fiat_Policies_Rename_PolicyInputs */
/** @typedef {{}} Fiat_Policies_RenameInputs */
/** @typedef {{ name: NonNullable<unknown> }} Fiat_Policies_Delete_PolicyInputs */
/** @typedef {{}} Fiat_Policies_DeleteInputs */
/** @typedef {{}} Fiat_Policies_None_YetInputs */
/** @typedef {{}} Fiat_Policies_PagesInputs */
/** @typedef {{}} Fiat_Policies_Previous_PageInputs */
/** @typedef {{}} Fiat_Policies_Next_PageInputs */
/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown>, count: NonNullable<unknown> }} Fiat_Policies_PageInputs */
/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown>, count: NonNullable<unknown> }} Fiat_Policies_Page_MatchInputs */
/** @typedef {{ name: NonNullable<unknown> }} Fiat_Policies_SavedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Fiat_Policies_AddedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Fiat_Policies_Rule_ResetInputs */
/** @typedef {{ name: NonNullable<unknown> }} Fiat_Policies_Action_ResetInputs */
/** @typedef {{ name: NonNullable<unknown> }} Fiat_Policies_Edit_TitleInputs */
/** @typedef {{}} Fiat_Policies_Add_TitleInputs */
/** @typedef {{}} Fiat_Policies_NameInputs */
/** @typedef {{}} Fiat_Policies_Name_HintInputs */
/** @typedef {{}} Fiat_Policies_Allow_MeansInputs */
/** @typedef {{}} Fiat_Policies_Deny_MeansInputs */
/** @typedef {{}} Fiat_Policies_SaveInputs */
/** @typedef {{}} Fiat_Policies_Add_SubmitInputs */
/** @typedef {{}} Fiat_Policies_CancelInputs */
/** @typedef {{}} Fiat_Policies_Reset_RuleInputs */
/** @typedef {{}} Fiat_Policies_Reset_ActionInputs */
/** @typedef {{}} Fiat_Policies_SendingInputs */
/** @typedef {{ simple: NonNullable<unknown>, longer: NonNullable<unknown> }} Fiat_Policies_Rule_ExampleInputs */
/** @typedef {{}} Fiat_Policies_Rule_BalancedInputs */
/** @typedef {{ length: NonNullable<unknown>, count: NonNullable<unknown> }} Fiat_Policies_Rule_LengthInputs */
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

export const fiat_cards_title = /** @type {(inputs: Fiat_Cards_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Картки та інші платіжні сервіси`)
};

export const fiat_intro = /** @type {(inputs: Fiat_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фіат проходить через платіжний шлюз біржі в окремому вікні: воно може лише проводити платежі й діє від імені рахунку, активного зараз.`)
};

export const fiat_currency = /** @type {(inputs: Fiat_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюта`)
};

export const fiat_available_short = /** @type {(inputs: Fiat_Available_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`доступно ${i?.amount}`)
};

export const fiat_deposit_of = /** @type {(inputs: Fiat_Deposit_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Поповнити ${i?.currency}`)
};

export const fiat_payout_of = /** @type {(inputs: Fiat_Payout_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вивести ${i?.currency}`)
};

export const fiat_unlock_to_move = /** @type {(inputs: Fiat_Unlock_To_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте Satchel, щоб переказувати гроші.`)
};

export const fiat_opening = /** @type {(inputs: Fiat_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Відкриваємо платіжне вікно…`)
};

export const fiat_opened_deposit = /** @type {(inputs: Fiat_Opened_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Платіжне вікно для поповнення ${i?.currency} відкрито.`)
};

export const fiat_opened_payout = /** @type {(inputs: Fiat_Opened_PayoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Платіжне вікно для виведення ${i?.currency} відкрито.`)
};

export const fiat_blocked = /** @type {(inputs: Fiat_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Браузер заблокував платіжне вікно.`)
};

export const fiat_open_window = /** @type {(inputs: Fiat_Open_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Відкрити платіжне вікно`)
};

export const fiat_deposit_paid = /** @type {(inputs: Fiat_Deposit_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Поповнення ${i?.id} на ${i?.amount} ${i?.currency} оплачено й зараховано.`)
};

export const fiat_deposit_ended = /** @type {(inputs: Fiat_Deposit_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Поповнення ${i?.id} на ${i?.amount} ${i?.currency} завершилося (${i?.status}): нічого не зараховано.`)
};

export const fiat_window_deposit = /** @type {(inputs: Fiat_Window_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Поповнення ${i?.currency}`)
};

export const fiat_window_payout = /** @type {(inputs: Fiat_Window_PayoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Виведення ${i?.currency}`)
};

export const fiat_window_payment = /** @type {(inputs: Fiat_Window_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платіж`)
};

export const fiat_window_via = /** @type {(inputs: Fiat_Window_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Рахунок ${i?.account} · через платіжний шлюз ${i?.host}`)
};

export const fiat_window_loading = /** @type {(inputs: Fiat_Window_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантажуємо платіжне вікно…`)
};

export const fiat_window_locked = /** @type {(inputs: Fiat_Window_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel заблоковано. Щоб продовжити, розблокуйте його в головному вікні; введене тут збережеться.`)
};

export const fiat_deposit_going = /** @type {(inputs: Fiat_Deposit_GoingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Поповнення ${i?.id}: переходимо на сторінку оплати…`)
};

export const fiat_deposit_made_via = /** @type {(inputs: Fiat_Deposit_Made_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency} через ${i?.service}. Номер для довідки: поповнення ${i?.id}.`)
};

export const fiat_deposit_made_via_from = /** @type {(inputs: Fiat_Deposit_Made_Via_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency} через ${i?.service} (${i?.from}). Номер для довідки: поповнення ${i?.id}.`)
};

export const fiat_deposit_made_quick = /** @type {(inputs: Fiat_Deposit_Made_QuickInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency} карткою, сервіс обирає біржа. Номер для довідки: поповнення ${i?.id}.`)
};

export const fiat_deposit_pay_there = /** @type {(inputs: Fiat_Deposit_Pay_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оплатіть на сторінці платіжного сервісу. Після оплати це вікно закриється, а баланс оновиться.`)
};

export const fiat_payment_form = /** @type {(inputs: Fiat_Payment_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платіжна форма`)
};

export const fiat_continue_to_page = /** @type {(inputs: Fiat_Continue_To_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перейти на сторінку оплати`)
};

export const fiat_asking_services = /** @type {(inputs: Fiat_Asking_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Запитуємо сервіси платіжного шлюзу…`)
};

export const fiat_amount_and_service = /** @type {(inputs: Fiat_Amount_And_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сума й сервіс`)
};

export const fiat_test_mode = /** @type {(inputs: Fiat_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платіжний шлюз у тестовому режимі: справжні гроші не переказуються.`)
};

export const fiat_amount_in = /** @type {(inputs: Fiat_Amount_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сума (${i?.currency})`)
};

export const fiat_no_deposit_service = /** @type {(inputs: Fiat_No_Deposit_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Платіжний шлюз зараз не пропонує жодного платіжного сервісу для ${i?.currency}.`)
};

export const fiat_payment_service = /** @type {(inputs: Fiat_Payment_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платіжний сервіс`)
};

export const fiat_continue_to_payment = /** @type {(inputs: Fiat_Continue_To_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перейти до оплати`)
};

export const fiat_quick_deposit = /** @type {(inputs: Fiat_Quick_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Швидке поповнення карткою`)
};

export const fiat_making_deposit = /** @type {(inputs: Fiat_Making_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Створюємо поповнення й рахунок до сплати…`)
};

export const fiat_quick_deposit_hint = /** @type {(inputs: Fiat_Quick_Deposit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Швидке поповнення карткою доручає біржі вибрати платіжний сервіс і не потребує даних вище.`)
};

export const fiat_fee_not_stated = /** @type {(inputs: Fiat_Fee_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`комісію не вказано`)
};

export const fiat_fee_none = /** @type {(inputs: Fiat_Fee_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`без комісії`)
};

export const fiat_fee_is = /** @type {(inputs: Fiat_Fee_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`комісія ${i?.fee}`)
};

export const fiat_fee_at_least = /** @type {(inputs: Fiat_Fee_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`щонайменше ${i?.amount} ${i?.currency}`)
};

export const fiat_fee_at_most = /** @type {(inputs: Fiat_Fee_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`щонайбільше ${i?.amount} ${i?.currency}`)
};

export const fiat_limit_from = /** @type {(inputs: Fiat_Limit_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`від ${i?.amount} ${i?.currency}`)
};

export const fiat_limit_up_to = /** @type {(inputs: Fiat_Limit_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`до ${i?.amount} ${i?.currency}`)
};

export const fiat_no_details_needed = /** @type {(inputs: Fiat_No_Details_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`дані не потрібні`)
};

export const fiat_field_optional = /** @type {(inputs: Fiat_Field_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (необов’язково)`)
};

export const fiat_enter_amount = /** @type {(inputs: Fiat_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть суму.`)
};

export const fiat_payout_declined = /** @type {(inputs: Fiat_Payout_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не надіслано: ви відхилили підтвердження.`)
};

export const fiat_payout_result = /** @type {(inputs: Fiat_Payout_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Виведення ${i?.id}: ${i?.status}`)
};

export const fiat_payout_sent = /** @type {(inputs: Fiat_Payout_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Надіслано: ${i?.receive} ${i?.currency} на ${i?.recipient}; з вашого балансу списано ${i?.debit} ${i?.currency}.`)
};

export const fiat_payout_sent_via = /** @type {(inputs: Fiat_Payout_Sent_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Надіслано: ${i?.receive} ${i?.currency} на ${i?.recipient} через ${i?.service}; з вашого балансу списано ${i?.debit} ${i?.currency}.`)
};

export const fiat_payout_sent_anyone = /** @type {(inputs: Fiat_Payout_Sent_AnyoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Надіслано: ${i?.receive} ${i?.currency} отримувачу; з вашого балансу списано ${i?.debit} ${i?.currency}.`)
};

export const fiat_payout_sent_anyone_via = /** @type {(inputs: Fiat_Payout_Sent_Anyone_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Надіслано: ${i?.receive} ${i?.currency} отримувачу через ${i?.service}; з вашого балансу списано ${i?.debit} ${i?.currency}.`)
};

export const fiat_payout_reference = /** @type {(inputs: Fiat_Payout_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Номер для довідки: виведення ${i?.id}. Як воно просувається, видно в Історії в головному вікні.`)
};

export const fiat_payout_email = /** @type {(inputs: Fiat_Payout_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа надіслала вам лист. Виведення буде здійснено лише після того, як ви відкриєте посилання в ньому.`)
};

export const fiat_exchange_says = /** @type {(inputs: Fiat_Exchange_SaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа повідомляє: «${i?.message}»`)
};

export const fiat_payout_saved_source = /** @type {(inputs: Fiat_Payout_Saved_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа зберегла ці реквізити під номером ${i?.id}: наступного разу виберіть «Реквізити, збережені біржею» і введіть цей номер замість даних.`)
};

export const fiat_reading_balance = /** @type {(inputs: Fiat_Reading_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оновлюємо ваш баланс…`)
};

export const fiat_available_now = /** @type {(inputs: Fiat_Available_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Доступно зараз: ${i?.amount}`)
};

export const fiat_balance_unread = /** @type {(inputs: Fiat_Balance_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не вдалося оновити баланс; його видно в Балансах у головному вікні.`)
};

export const fiat_new_payout = /** @type {(inputs: Fiat_New_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нове виведення`)
};

export const fiat_close_window = /** @type {(inputs: Fiat_Close_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Закрити це вікно`)
};

export const fiat_how_much = /** @type {(inputs: Fiat_How_MuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скільки`)
};

export const fiat_update_services = /** @type {(inputs: Fiat_Update_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оновити сервіси`)
};

export const fiat_show_payout_services = /** @type {(inputs: Fiat_Show_Payout_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показати сервіси виведення`)
};

export const fiat_available = /** @type {(inputs: Fiat_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Доступно: ${i?.amount}`)
};

export const fiat_where_to = /** @type {(inputs: Fiat_Where_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Куди`)
};

export const fiat_no_payout_service = /** @type {(inputs: Fiat_No_Payout_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Платіжний шлюз не пропонує жодного сервісу виведення для ${i?.amount} ${i?.currency}. Спробуйте іншу суму.`)
};

export const fiat_payout_service = /** @type {(inputs: Fiat_Payout_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сервіс виведення`)
};

export const fiat_pay_to = /** @type {(inputs: Fiat_Pay_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Куди виплатити`)
};

export const fiat_new_details = /** @type {(inputs: Fiat_New_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нові реквізити`)
};

export const fiat_saved_destination = /** @type {(inputs: Fiat_Saved_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Реквізити, збережені біржею`)
};

export const fiat_fund_source = /** @type {(inputs: Fiat_Fund_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Номер збережених реквізитів`)
};

export const fiat_fund_source_hint = /** @type {(inputs: Fiat_Fund_Source_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Його показано після попереднього виведення на ті самі реквізити через цей сервіс.`)
};

export const fiat_fund_source_problem = /** @type {(inputs: Fiat_Fund_Source_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть номер збережених реквізитів — ціле число.`)
};

export const fiat_recipient_gets = /** @type {(inputs: Fiat_Recipient_GetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отримувач отримає`)
};

export const fiat_fee = /** @type {(inputs: Fiat_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комісія`)
};

export const fiat_taken_from_balance = /** @type {(inputs: Fiat_Taken_From_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Буде списано з балансу`)
};

export const fiat_amount_changed = /** @type {(inputs: Fiat_Amount_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Суму змінено: оновіть сервіси, щоб побачити пропозицію для цієї суми.`)
};

export const fiat_review_payout = /** @type {(inputs: Fiat_Review_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перевірити й вивести`)
};

export const fiat_waiting_confirmation = /** @type {(inputs: Fiat_Waiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Чекаємо на ваше підтвердження й відповідь біржі…`)
};

export const fiat_converter = /** @type {(inputs: Fiat_ConverterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Конвертер`)
};

export const fiat_loading_rates = /** @type {(inputs: Fiat_Loading_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантажуємо курси…`)
};

export const fiat_converter_amount = /** @type {(inputs: Fiat_Converter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сума`)
};

export const fiat_converter_from = /** @type {(inputs: Fiat_Converter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`З валюти`)
};

export const fiat_converter_to = /** @type {(inputs: Fiat_Converter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У валюту`)
};

export const fiat_rates_as_of = /** @type {(inputs: Fiat_Rates_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Курси станом на ${i?.time}, оновлюються щохвилини.`)
};

export const fiat_convert_empty = /** @type {(inputs: Fiat_Convert_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть суму для конвертації.`)
};

export const fiat_convert_invalid = /** @type {(inputs: Fiat_Convert_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть число, наприклад 1,5 (десяткова кома або крапка).`)
};

export const fiat_convert_negative = /** @type {(inputs: Fiat_Convert_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть суму, не меншу за нуль.`)
};

export const fiat_convert_no_rate = /** @type {(inputs: Fiat_Convert_No_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа не дає курсу для цієї пари.`)
};

export const fiat_currencies_loading = /** @type {(inputs: Fiat_Currencies_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантажуємо валюти…`)
};

export const fiat_currencies_none = /** @type {(inputs: Fiat_Currencies_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа не називає жодної валюти.`)
};

export const fiat_currencies_caption = /** @type {(inputs: Fiat_Currencies_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюти`)
};

export const fiat_currencies_currency = /** @type {(inputs: Fiat_Currencies_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюта`)
};

export const fiat_currencies_code = /** @type {(inputs: Fiat_Currencies_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Код`)
};

export const fiat_currencies_type = /** @type {(inputs: Fiat_Currencies_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тип`)
};

export const fiat_currencies_memo = /** @type {(inputs: Fiat_Currencies_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібне мемо`)
};

export const fiat_currencies_precision = /** @type {(inputs: Fiat_Currencies_PrecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Точність`)
};

export const fiat_currencies_trade_precision = /** @type {(inputs: Fiat_Currencies_Trade_PrecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Точність торгівлі`)
};

export const fiat_currencies_crypto = /** @type {(inputs: Fiat_Currencies_CryptoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Криптовалюта`)
};

export const fiat_currencies_fiat = /** @type {(inputs: Fiat_Currencies_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фіат`)
};

export const fiat_currencies_yes = /** @type {(inputs: Fiat_Currencies_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Так`)
};

export const fiat_currencies_no = /** @type {(inputs: Fiat_Currencies_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ні`)
};

export const fiat_fees_loading = /** @type {(inputs: Fiat_Fees_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантажуємо комісії…`)
};

export const fiat_fees_crypto = /** @type {(inputs: Fiat_Fees_CryptoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комісії за виведення криптовалюти`)
};

export const fiat_fees_crypto_none = /** @type {(inputs: Fiat_Fees_Crypto_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа не називає комісій для криптовалют.`)
};

export const fiat_fees_withdrawal_fee = /** @type {(inputs: Fiat_Fees_Withdrawal_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комісія за виведення`)
};

export const fiat_fees_in_usd = /** @type {(inputs: Fiat_Fees_In_UsdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комісія в USD`)
};

export const fiat_fees_min_deposit = /** @type {(inputs: Fiat_Fees_Min_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мін. поповнення`)
};

export const fiat_fees_min_withdrawal = /** @type {(inputs: Fiat_Fees_Min_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мін. виведення`)
};

export const fiat_fees_fiat = /** @type {(inputs: Fiat_Fees_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комісії для фіату`)
};

export const fiat_fees_fiat_none = /** @type {(inputs: Fiat_Fees_Fiat_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа не називає комісій для фіату.`)
};

export const fiat_fees_method = /** @type {(inputs: Fiat_Fees_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Спосіб`)
};

export const fiat_fees_deposit_percent = /** @type {(inputs: Fiat_Fees_Deposit_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Поповнення, %`)
};

export const fiat_fees_withdrawal_percent = /** @type {(inputs: Fiat_Fees_Withdrawal_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виведення, %`)
};

export const fiat_method_payment_card = /** @type {(inputs: Fiat_Method_Payment_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платіжна картка (Visa, Mastercard)`)
};

export const fiat_method_advcash_wallet = /** @type {(inputs: Fiat_Method_Advcash_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Гаманець Advcash`)
};

export const fiat_method_perfectmoney_account = /** @type {(inputs: Fiat_Method_Perfectmoney_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рахунок Perfect Money`)
};

export const fiat_method_perfectmoney_transfer = /** @type {(inputs: Fiat_Method_Perfectmoney_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Переказ Perfect Money`)
};

export const fiat_method_svc_code = /** @type {(inputs: Fiat_Method_Svc_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Код біржі`)
};

export const fiat_policies_col_name = /** @type {(inputs: Fiat_Policies_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назва`)
};

export const fiat_policies_col_rule = /** @type {(inputs: Fiat_Policies_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Правило`)
};

export const fiat_policies_col_action = /** @type {(inputs: Fiat_Policies_Col_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дія`)
};

export const fiat_policies_col_state = /** @type {(inputs: Fiat_Policies_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Стан`)
};

export const fiat_policies_col_hits = /** @type {(inputs: Fiat_Policies_Col_HitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Спрацювання`)
};

export const fiat_policies_none_with_name = /** @type {(inputs: Fiat_Policies_None_With_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Немає політики з назвою «${i?.value}».`)
};

export const fiat_policies_none_with_rule = /** @type {(inputs: Fiat_Policies_None_With_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Немає політики з правилом «${i?.value}».`)
};

export const fiat_policies_none_with_action = /** @type {(inputs: Fiat_Policies_None_With_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Немає політики з дією «${i?.value}».`)
};

export const fiat_policies_none_with_state = /** @type {(inputs: Fiat_Policies_None_With_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Немає політики зі станом «${i?.value}».`)
};

export const fiat_policies_none_with_hits = /** @type {(inputs: Fiat_Policies_None_With_HitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Немає політики з кількістю спрацювань «${i?.value}».`)
};

export const fiat_policies_enabled = /** @type {(inputs: Fiat_Policies_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Увімкнено`)
};

export const fiat_policies_disabled = /** @type {(inputs: Fiat_Policies_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вимкнено`)
};

export const fiat_policies_nothing_changed = /** @type {(inputs: Fiat_Policies_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нічого не змінено: спершу змініть правило або дію.`)
};

export const fiat_policies_same_name = /** @type {(inputs: Fiat_Policies_Same_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» — це вже її назва.`)
};

export const fiat_policies_quoted = /** @type {(inputs: Fiat_Policies_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}»`)
};

export const fiat_policies_and_more = /** @type {(inputs: Fiat_Policies_And_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} і ще ${i?.count}`)
};

export const fiat_policies_done_enable = /** @type {(inputs: Fiat_Policies_Done_EnableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Увімкнено ${i?.count}: ${i?.names}.`)
};

export const fiat_policies_done_disable = /** @type {(inputs: Fiat_Policies_Done_DisableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вимкнено ${i?.count}: ${i?.names}.`)
};

export const fiat_policies_done_delete = /** @type {(inputs: Fiat_Policies_Done_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Видалено ${i?.count}: ${i?.names}.`)
};

export const fiat_policies_not_enable = /** @type {(inputs: Fiat_Policies_Not_EnableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не ввімкнено: ${i?.names} — ${i?.message}`)
};

export const fiat_policies_not_disable = /** @type {(inputs: Fiat_Policies_Not_DisableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не вимкнено: ${i?.names} — ${i?.message}`)
};

export const fiat_policies_not_delete = /** @type {(inputs: Fiat_Policies_Not_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не видалено: ${i?.names} — ${i?.message}`)
};

export const fiat_policies_no_answer = /** @type {(inputs: Fiat_Policies_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Немає відповіді щодо ${i?.names}: ${i?.message}`)
};

export const fiat_policies_nothing_enabled = /** @type {(inputs: Fiat_Policies_Nothing_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нічого не ввімкнено.`)
};

export const fiat_policies_nothing_disabled = /** @type {(inputs: Fiat_Policies_Nothing_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нічого не вимкнено.`)
};

export const fiat_policies_nothing_deleted = /** @type {(inputs: Fiat_Policies_Nothing_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нічого не видалено.`)
};

export const fiat_policies_renamed = /** @type {(inputs: Fiat_Policies_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Політику «${i?.from}» перейменовано на «${i?.to}».`)
};

export const fiat_policies_hint_certificate = /** @type {(inputs: Fiat_Policies_Hint_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перегляньте сертифікат у Налаштуваннях, у розділі мережевих пристроїв.`)
};

export const fiat_policies_hint_password = /** @type {(inputs: Fiat_Policies_Hint_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видаліть пристрій у Налаштуваннях і додайте його знову з правильним паролем.`)
};

export const fiat_policies_loading_appliances = /** @type {(inputs: Fiat_Policies_Loading_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантажуємо пристрої…`)
};

export const fiat_policies_no_appliance = /** @type {(inputs: Fiat_Policies_No_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій ще не налаштовано. Додайте його в Налаштуваннях, щоб керувати його політиками авторизації.`)
};

export const fiat_policies_add_appliance = /** @type {(inputs: Fiat_Policies_Add_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Додати пристрій`)
};

export const fiat_policies_appliance = /** @type {(inputs: Fiat_Policies_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пристрій:`)
};

export const fiat_policies_switch = /** @type {(inputs: Fiat_Policies_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`змінити в Налаштуваннях`)
};

export const fiat_policies_filter = /** @type {(inputs: Fiat_Policies_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фільтр політик`)
};

export const fiat_policies_filter_on = /** @type {(inputs: Fiat_Policies_Filter_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фільтрувати за`)
};

export const fiat_policies_exact_value = /** @type {(inputs: Fiat_Policies_Exact_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Точне значення`)
};

export const fiat_policies_allow_or_deny = /** @type {(inputs: Fiat_Policies_Allow_Or_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALLOW або DENY`)
};

export const fiat_policies_enabled_or_disabled = /** @type {(inputs: Fiat_Policies_Enabled_Or_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ENABLED або DISABLED`)
};

export const fiat_policies_apply_filter = /** @type {(inputs: Fiat_Policies_Apply_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Застосувати фільтр`)
};

export const fiat_policies_clear_filter = /** @type {(inputs: Fiat_Policies_Clear_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скинути фільтр`)
};

export const fiat_policies_per_page = /** @type {(inputs: Fiat_Policies_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`На сторінці`)
};

export const fiat_policies_refresh = /** @type {(inputs: Fiat_Policies_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оновити`)
};

export const fiat_policies_add = /** @type {(inputs: Fiat_Policies_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Додати політику`)
};

export const fiat_policies_selected = /** @type {(inputs: Fiat_Policies_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вибрані політики`)
};

export const fiat_policies_enable_selected = /** @type {(inputs: Fiat_Policies_Enable_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Увімкнути вибрані (${i?.count})`)
};

export const fiat_policies_disable_selected = /** @type {(inputs: Fiat_Policies_Disable_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вимкнути вибрані (${i?.count})`)
};

export const fiat_policies_delete_selected = /** @type {(inputs: Fiat_Policies_Delete_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Видалити вибрані (${i?.count})`)
};

export const fiat_policies_unlock = /** @type {(inputs: Fiat_Policies_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте, щоб змінювати політики.`)
};

export const fiat_policies_states_note = /** @type {(inputs: Fiat_Policies_States_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей пристрій не підтримує ввімкнення й вимкнення політик, а також скидання поля до типового значення (він відповів кодом помилки 1240), тож тут цього не запропоновано, а політики не мають стану, за яким можна фільтрувати чи сортувати.`)
};

export const fiat_policies_waiting = /** @type {(inputs: Fiat_Policies_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Чекаємо на пристрій (або ваше підтвердження)…`)
};

export const fiat_policies_loading = /** @type {(inputs: Fiat_Policies_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантажуємо політики…`)
};

export const fiat_policies_caption = /** @type {(inputs: Fiat_Policies_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Політики авторизації`)
};

export const fiat_policies_select_all = /** @type {(inputs: Fiat_Policies_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вибрати всі політики на цій сторінці`)
};

export const fiat_policies_actions = /** @type {(inputs: Fiat_Policies_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дії`)
};

export const fiat_policies_select = /** @type {(inputs: Fiat_Policies_SelectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вибрати політику ${i?.name}`)
};

export const fiat_policies_new_name_for = /** @type {(inputs: Fiat_Policies_New_Name_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Нова назва для ${i?.name}`)
};

export const fiat_policies_edit_policy = /** @type {(inputs: Fiat_Policies_Edit_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Змінити політику ${i?.name}`)
};

export const fiat_policies_edit = /** @type {(inputs: Fiat_Policies_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Змінити`)
};

export const fiat_policies_rename_policy = /** @type {(inputs: Fiat_Policies_Rename_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Перейменувати політику ${i?.name}`)
};

export const fiat_policies_rename = /** @type {(inputs: Fiat_Policies_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перейменувати`)
};

export const fiat_policies_delete_policy = /** @type {(inputs: Fiat_Policies_Delete_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Видалити політику ${i?.name}`)
};

export const fiat_policies_delete = /** @type {(inputs: Fiat_Policies_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видалити`)
};

export const fiat_policies_none_yet = /** @type {(inputs: Fiat_Policies_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У цього пристрою ще немає політик авторизації.`)
};

export const fiat_policies_pages = /** @type {(inputs: Fiat_Policies_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сторінки політик`)
};

export const fiat_policies_previous_page = /** @type {(inputs: Fiat_Policies_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Попередня сторінка`)
};

export const fiat_policies_next_page = /** @type {(inputs: Fiat_Policies_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Наступна сторінка`)
};

export const fiat_policies_page = /** @type {(inputs: Fiat_Policies_PageInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Сторінка ${i?.page} з ${i?.pages} · ${i?.count} політика`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Сторінка ${i?.page} з ${i?.pages} · ${i?.count} політики`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Сторінка ${i?.page} з ${i?.pages} · ${i?.count} політик`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Сторінка ${i?.page} з ${i?.pages} · ${i?.count} політики`);
	return /** @type {LocalizedString} */ ("fiat_policies_page");
};

export const fiat_policies_page_match = /** @type {(inputs: Fiat_Policies_Page_MatchInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Сторінка ${i?.page} з ${i?.pages} · знайдено ${i?.count} політику`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Сторінка ${i?.page} з ${i?.pages} · знайдено ${i?.count} політики`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Сторінка ${i?.page} з ${i?.pages} · знайдено ${i?.count} політик`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Сторінка ${i?.page} з ${i?.pages} · знайдено ${i?.count} політики`);
	return /** @type {LocalizedString} */ ("fiat_policies_page_match");
};

export const fiat_policies_saved = /** @type {(inputs: Fiat_Policies_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Зміни до «${i?.name}» збережено.`)
};

export const fiat_policies_added = /** @type {(inputs: Fiat_Policies_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Політику «${i?.name}» додано.`)
};

export const fiat_policies_rule_reset = /** @type {(inputs: Fiat_Policies_Rule_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Правило «${i?.name}» скинуто до типового значення пристрою.`)
};

export const fiat_policies_action_reset = /** @type {(inputs: Fiat_Policies_Action_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Дію «${i?.name}» скинуто до типового значення пристрою.`)
};

export const fiat_policies_edit_title = /** @type {(inputs: Fiat_Policies_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Редагування «${i?.name}»`)
};

export const fiat_policies_add_title = /** @type {(inputs: Fiat_Policies_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нова політика`)
};

export const fiat_policies_name = /** @type {(inputs: Fiat_Policies_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назва політики`)
};

export const fiat_policies_name_hint = /** @type {(inputs: Fiat_Policies_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Спершу літера, цифра або _; далі літери, цифри, пробіли та _ - . # @ = : (щонайбільше 127).`)
};

export const fiat_policies_allow_means = /** @type {(inputs: Fiat_Policies_Allow_MeansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`— пропускати відповідні запити`)
};

export const fiat_policies_deny_means = /** @type {(inputs: Fiat_Policies_Deny_MeansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`— відхиляти відповідні запити`)
};

export const fiat_policies_save = /** @type {(inputs: Fiat_Policies_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зберегти зміни`)
};

export const fiat_policies_add_submit = /** @type {(inputs: Fiat_Policies_Add_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Додати`)
};

export const fiat_policies_cancel = /** @type {(inputs: Fiat_Policies_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скасувати`)
};

export const fiat_policies_reset_rule = /** @type {(inputs: Fiat_Policies_Reset_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скинути правило до типового`)
};

export const fiat_policies_reset_action = /** @type {(inputs: Fiat_Policies_Reset_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скинути дію до типової`)
};

export const fiat_policies_sending = /** @type {(inputs: Fiat_Policies_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Надсилаємо на пристрій…`)
};

export const fiat_policies_rule_example = /** @type {(inputs: Fiat_Policies_Rule_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вираз, наприклад ${i?.simple} або ${i?.longer}.`)
};

export const fiat_policies_rule_balanced = /** @type {(inputs: Fiat_Policies_Rule_BalancedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дужки й лапки збалансовано.`)
};

export const fiat_policies_rule_length = /** @type {(inputs: Fiat_Policies_Rule_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.length} / ${i?.count} символ`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.length} / ${i?.count} символи`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.length} / ${i?.count} символів`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.length} / ${i?.count} символу`);
	return /** @type {LocalizedString} */ ("fiat_policies_rule_length");
};