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

export const fiat_cards_title = /** @type {(inputs: Fiat_Cards_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Карты и другие платёжные сервисы`)
};

export const fiat_intro = /** @type {(inputs: Fiat_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фиат проходит через платёжный шлюз биржи в отдельном окне: оно может только проводить платежи и действует от имени счёта, активного сейчас.`)
};

export const fiat_currency = /** @type {(inputs: Fiat_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюта`)
};

export const fiat_available_short = /** @type {(inputs: Fiat_Available_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`доступно ${i?.amount}`)
};

export const fiat_deposit_of = /** @type {(inputs: Fiat_Deposit_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пополнить ${i?.currency}`)
};

export const fiat_payout_of = /** @type {(inputs: Fiat_Payout_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вывести ${i?.currency}`)
};

export const fiat_unlock_to_move = /** @type {(inputs: Fiat_Unlock_To_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте Satchel, чтобы переводить деньги.`)
};

export const fiat_opening = /** @type {(inputs: Fiat_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Открываем платёжное окно…`)
};

export const fiat_opened_deposit = /** @type {(inputs: Fiat_Opened_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Платёжное окно для пополнения ${i?.currency} открыто.`)
};

export const fiat_opened_payout = /** @type {(inputs: Fiat_Opened_PayoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Платёжное окно для вывода ${i?.currency} открыто.`)
};

export const fiat_blocked = /** @type {(inputs: Fiat_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Браузер заблокировал платёжное окно.`)
};

export const fiat_open_window = /** @type {(inputs: Fiat_Open_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Открыть платёжное окно`)
};

export const fiat_deposit_paid = /** @type {(inputs: Fiat_Deposit_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пополнение ${i?.id} на ${i?.amount} ${i?.currency} оплачено и зачислено.`)
};

export const fiat_deposit_ended = /** @type {(inputs: Fiat_Deposit_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пополнение ${i?.id} на ${i?.amount} ${i?.currency} завершилось (${i?.status}): ничего не зачислено.`)
};

export const fiat_window_deposit = /** @type {(inputs: Fiat_Window_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пополнение ${i?.currency}`)
};

export const fiat_window_payout = /** @type {(inputs: Fiat_Window_PayoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вывод ${i?.currency}`)
};

export const fiat_window_payment = /** @type {(inputs: Fiat_Window_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платёж`)
};

export const fiat_window_via = /** @type {(inputs: Fiat_Window_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Счёт ${i?.account} · через платёжный шлюз ${i?.host}`)
};

export const fiat_window_loading = /** @type {(inputs: Fiat_Window_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загружаем платёжное окно…`)
};

export const fiat_window_locked = /** @type {(inputs: Fiat_Window_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel заблокирован. Чтобы продолжить, разблокируйте его в главном окне; введённое здесь сохранится.`)
};

export const fiat_deposit_going = /** @type {(inputs: Fiat_Deposit_GoingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пополнение ${i?.id}: переходим на страницу оплаты…`)
};

export const fiat_deposit_made_via = /** @type {(inputs: Fiat_Deposit_Made_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency} через ${i?.service}. Номер для справки: пополнение ${i?.id}.`)
};

export const fiat_deposit_made_via_from = /** @type {(inputs: Fiat_Deposit_Made_Via_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency} через ${i?.service} (${i?.from}). Номер для справки: пополнение ${i?.id}.`)
};

export const fiat_deposit_made_quick = /** @type {(inputs: Fiat_Deposit_Made_QuickInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency} картой, сервис выбирает биржа. Номер для справки: пополнение ${i?.id}.`)
};

export const fiat_deposit_pay_there = /** @type {(inputs: Fiat_Deposit_Pay_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оплатите на странице платёжного сервиса. После оплаты это окно закроется, а баланс обновится.`)
};

export const fiat_payment_form = /** @type {(inputs: Fiat_Payment_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платёжная форма`)
};

export const fiat_continue_to_page = /** @type {(inputs: Fiat_Continue_To_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перейти на страницу оплаты`)
};

export const fiat_asking_services = /** @type {(inputs: Fiat_Asking_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Запрашиваем сервисы платёжного шлюза…`)
};

export const fiat_amount_and_service = /** @type {(inputs: Fiat_Amount_And_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сумма и сервис`)
};

export const fiat_test_mode = /** @type {(inputs: Fiat_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платёжный шлюз в тестовом режиме: настоящие деньги не переводятся.`)
};

export const fiat_amount_in = /** @type {(inputs: Fiat_Amount_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сумма (${i?.currency})`)
};

export const fiat_no_deposit_service = /** @type {(inputs: Fiat_No_Deposit_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Платёжный шлюз сейчас не предлагает ни одного платёжного сервиса для ${i?.currency}.`)
};

export const fiat_payment_service = /** @type {(inputs: Fiat_Payment_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платёжный сервис`)
};

export const fiat_continue_to_payment = /** @type {(inputs: Fiat_Continue_To_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перейти к оплате`)
};

export const fiat_quick_deposit = /** @type {(inputs: Fiat_Quick_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Быстрое пополнение картой`)
};

export const fiat_making_deposit = /** @type {(inputs: Fiat_Making_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Создаём пополнение и счёт на оплату…`)
};

export const fiat_quick_deposit_hint = /** @type {(inputs: Fiat_Quick_Deposit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Быстрое пополнение картой поручает бирже выбрать платёжный сервис и не требует данных выше.`)
};

export const fiat_fee_not_stated = /** @type {(inputs: Fiat_Fee_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`комиссия не указана`)
};

export const fiat_fee_none = /** @type {(inputs: Fiat_Fee_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`без комиссии`)
};

export const fiat_fee_is = /** @type {(inputs: Fiat_Fee_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`комиссия ${i?.fee}`)
};

export const fiat_fee_at_least = /** @type {(inputs: Fiat_Fee_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`не менее ${i?.amount} ${i?.currency}`)
};

export const fiat_fee_at_most = /** @type {(inputs: Fiat_Fee_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`не более ${i?.amount} ${i?.currency}`)
};

export const fiat_limit_from = /** @type {(inputs: Fiat_Limit_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`от ${i?.amount} ${i?.currency}`)
};

export const fiat_limit_up_to = /** @type {(inputs: Fiat_Limit_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`до ${i?.amount} ${i?.currency}`)
};

export const fiat_no_details_needed = /** @type {(inputs: Fiat_No_Details_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`данные не нужны`)
};

export const fiat_field_optional = /** @type {(inputs: Fiat_Field_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (необязательно)`)
};

export const fiat_enter_amount = /** @type {(inputs: Fiat_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите сумму.`)
};

export const fiat_payout_declined = /** @type {(inputs: Fiat_Payout_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не отправлено: вы отклонили подтверждение.`)
};

export const fiat_payout_result = /** @type {(inputs: Fiat_Payout_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вывод ${i?.id}: ${i?.status}`)
};

export const fiat_payout_sent = /** @type {(inputs: Fiat_Payout_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Отправлено: ${i?.receive} ${i?.currency} на ${i?.recipient}; с вашего баланса списано ${i?.debit} ${i?.currency}.`)
};

export const fiat_payout_sent_via = /** @type {(inputs: Fiat_Payout_Sent_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Отправлено: ${i?.receive} ${i?.currency} на ${i?.recipient} через ${i?.service}; с вашего баланса списано ${i?.debit} ${i?.currency}.`)
};

export const fiat_payout_sent_anyone = /** @type {(inputs: Fiat_Payout_Sent_AnyoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Отправлено: ${i?.receive} ${i?.currency} получателю; с вашего баланса списано ${i?.debit} ${i?.currency}.`)
};

export const fiat_payout_sent_anyone_via = /** @type {(inputs: Fiat_Payout_Sent_Anyone_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Отправлено: ${i?.receive} ${i?.currency} получателю через ${i?.service}; с вашего баланса списано ${i?.debit} ${i?.currency}.`)
};

export const fiat_payout_reference = /** @type {(inputs: Fiat_Payout_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Номер для справки: вывод ${i?.id}. Как он продвигается, видно в Истории в главном окне.`)
};

export const fiat_payout_email = /** @type {(inputs: Fiat_Payout_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа отправила вам письмо. Вывод будет выполнен только после того, как вы откроете ссылку в нём.`)
};

export const fiat_exchange_says = /** @type {(inputs: Fiat_Exchange_SaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Биржа сообщает: «${i?.message}»`)
};

export const fiat_payout_saved_source = /** @type {(inputs: Fiat_Payout_Saved_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Биржа сохранила эти реквизиты под номером ${i?.id}: в следующий раз выберите «Реквизиты, сохранённые биржей» и введите этот номер вместо данных.`)
};

export const fiat_reading_balance = /** @type {(inputs: Fiat_Reading_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обновляем ваш баланс…`)
};

export const fiat_available_now = /** @type {(inputs: Fiat_Available_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Доступно сейчас: ${i?.amount}`)
};

export const fiat_balance_unread = /** @type {(inputs: Fiat_Balance_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не удалось обновить баланс; он виден в Балансах в главном окне.`)
};

export const fiat_new_payout = /** @type {(inputs: Fiat_New_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Новый вывод`)
};

export const fiat_close_window = /** @type {(inputs: Fiat_Close_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Закрыть это окно`)
};

export const fiat_how_much = /** @type {(inputs: Fiat_How_MuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сколько`)
};

export const fiat_update_services = /** @type {(inputs: Fiat_Update_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обновить сервисы`)
};

export const fiat_show_payout_services = /** @type {(inputs: Fiat_Show_Payout_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показать сервисы вывода`)
};

export const fiat_available = /** @type {(inputs: Fiat_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Доступно: ${i?.amount}`)
};

export const fiat_where_to = /** @type {(inputs: Fiat_Where_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Куда`)
};

export const fiat_no_payout_service = /** @type {(inputs: Fiat_No_Payout_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Платёжный шлюз не предлагает ни одного сервиса вывода для ${i?.amount} ${i?.currency}. Попробуйте другую сумму.`)
};

export const fiat_payout_service = /** @type {(inputs: Fiat_Payout_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сервис вывода`)
};

export const fiat_pay_to = /** @type {(inputs: Fiat_Pay_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Куда выплатить`)
};

export const fiat_new_details = /** @type {(inputs: Fiat_New_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Новые реквизиты`)
};

export const fiat_saved_destination = /** @type {(inputs: Fiat_Saved_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Реквизиты, сохранённые биржей`)
};

export const fiat_fund_source = /** @type {(inputs: Fiat_Fund_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Номер сохранённых реквизитов`)
};

export const fiat_fund_source_hint = /** @type {(inputs: Fiat_Fund_Source_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Он показан после предыдущего вывода на те же реквизиты через этот сервис.`)
};

export const fiat_fund_source_problem = /** @type {(inputs: Fiat_Fund_Source_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите номер сохранённых реквизитов — целое число.`)
};

export const fiat_recipient_gets = /** @type {(inputs: Fiat_Recipient_GetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Получатель получит`)
};

export const fiat_fee = /** @type {(inputs: Fiat_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комиссия`)
};

export const fiat_taken_from_balance = /** @type {(inputs: Fiat_Taken_From_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Будет списано с баланса`)
};

export const fiat_amount_changed = /** @type {(inputs: Fiat_Amount_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сумма изменилась: обновите сервисы, чтобы увидеть предложение для этой суммы.`)
};

export const fiat_review_payout = /** @type {(inputs: Fiat_Review_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Проверить и вывести`)
};

export const fiat_waiting_confirmation = /** @type {(inputs: Fiat_Waiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ждём вашего подтверждения и ответа биржи…`)
};

export const fiat_converter = /** @type {(inputs: Fiat_ConverterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Конвертер`)
};

export const fiat_loading_rates = /** @type {(inputs: Fiat_Loading_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загружаем курсы…`)
};

export const fiat_converter_amount = /** @type {(inputs: Fiat_Converter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сумма`)
};

export const fiat_converter_from = /** @type {(inputs: Fiat_Converter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Из валюты`)
};

export const fiat_converter_to = /** @type {(inputs: Fiat_Converter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В валюту`)
};

export const fiat_rates_as_of = /** @type {(inputs: Fiat_Rates_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Курсы на ${i?.time}, обновляются каждую минуту.`)
};

export const fiat_convert_empty = /** @type {(inputs: Fiat_Convert_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите сумму для конвертации.`)
};

export const fiat_convert_invalid = /** @type {(inputs: Fiat_Convert_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите число, например 1,5 (десятичная запятая или точка).`)
};

export const fiat_convert_negative = /** @type {(inputs: Fiat_Convert_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите сумму не меньше нуля.`)
};

export const fiat_convert_no_rate = /** @type {(inputs: Fiat_Convert_No_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа не даёт курса для этой пары.`)
};

export const fiat_currencies_loading = /** @type {(inputs: Fiat_Currencies_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загружаем валюты…`)
};

export const fiat_currencies_none = /** @type {(inputs: Fiat_Currencies_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа не называет ни одной валюты.`)
};

export const fiat_currencies_caption = /** @type {(inputs: Fiat_Currencies_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюты`)
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
	return /** @type {LocalizedString} */ (`Нужно мемо`)
};

export const fiat_currencies_precision = /** @type {(inputs: Fiat_Currencies_PrecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Точность`)
};

export const fiat_currencies_trade_precision = /** @type {(inputs: Fiat_Currencies_Trade_PrecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Точность торговли`)
};

export const fiat_currencies_crypto = /** @type {(inputs: Fiat_Currencies_CryptoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Криптовалюта`)
};

export const fiat_currencies_fiat = /** @type {(inputs: Fiat_Currencies_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фиат`)
};

export const fiat_currencies_yes = /** @type {(inputs: Fiat_Currencies_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Да`)
};

export const fiat_currencies_no = /** @type {(inputs: Fiat_Currencies_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нет`)
};

export const fiat_fees_loading = /** @type {(inputs: Fiat_Fees_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загружаем комиссии…`)
};

export const fiat_fees_crypto = /** @type {(inputs: Fiat_Fees_CryptoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комиссии за вывод криптовалюты`)
};

export const fiat_fees_crypto_none = /** @type {(inputs: Fiat_Fees_Crypto_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа не называет комиссий для криптовалют.`)
};

export const fiat_fees_withdrawal_fee = /** @type {(inputs: Fiat_Fees_Withdrawal_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комиссия за вывод`)
};

export const fiat_fees_in_usd = /** @type {(inputs: Fiat_Fees_In_UsdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комиссия в USD`)
};

export const fiat_fees_min_deposit = /** @type {(inputs: Fiat_Fees_Min_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мин. пополнение`)
};

export const fiat_fees_min_withdrawal = /** @type {(inputs: Fiat_Fees_Min_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мин. вывод`)
};

export const fiat_fees_fiat = /** @type {(inputs: Fiat_Fees_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комиссии для фиата`)
};

export const fiat_fees_fiat_none = /** @type {(inputs: Fiat_Fees_Fiat_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа не называет комиссий для фиата.`)
};

export const fiat_fees_method = /** @type {(inputs: Fiat_Fees_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Способ`)
};

export const fiat_fees_deposit_percent = /** @type {(inputs: Fiat_Fees_Deposit_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пополнение, %`)
};

export const fiat_fees_withdrawal_percent = /** @type {(inputs: Fiat_Fees_Withdrawal_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вывод, %`)
};

export const fiat_method_payment_card = /** @type {(inputs: Fiat_Method_Payment_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платёжная карта (Visa, Mastercard)`)
};

export const fiat_method_advcash_wallet = /** @type {(inputs: Fiat_Method_Advcash_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Кошелёк Advcash`)
};

export const fiat_method_perfectmoney_account = /** @type {(inputs: Fiat_Method_Perfectmoney_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Счёт Perfect Money`)
};

export const fiat_method_perfectmoney_transfer = /** @type {(inputs: Fiat_Method_Perfectmoney_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перевод Perfect Money`)
};

export const fiat_method_svc_code = /** @type {(inputs: Fiat_Method_Svc_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Код биржи`)
};

export const fiat_policies_col_name = /** @type {(inputs: Fiat_Policies_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Название`)
};

export const fiat_policies_col_rule = /** @type {(inputs: Fiat_Policies_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Правило`)
};

export const fiat_policies_col_action = /** @type {(inputs: Fiat_Policies_Col_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Действие`)
};

export const fiat_policies_col_state = /** @type {(inputs: Fiat_Policies_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Состояние`)
};

export const fiat_policies_col_hits = /** @type {(inputs: Fiat_Policies_Col_HitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Срабатывания`)
};

export const fiat_policies_none_with_name = /** @type {(inputs: Fiat_Policies_None_With_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Нет политики с названием «${i?.value}».`)
};

export const fiat_policies_none_with_rule = /** @type {(inputs: Fiat_Policies_None_With_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Нет политики с правилом «${i?.value}».`)
};

export const fiat_policies_none_with_action = /** @type {(inputs: Fiat_Policies_None_With_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Нет политики с действием «${i?.value}».`)
};

export const fiat_policies_none_with_state = /** @type {(inputs: Fiat_Policies_None_With_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Нет политики с состоянием «${i?.value}».`)
};

export const fiat_policies_none_with_hits = /** @type {(inputs: Fiat_Policies_None_With_HitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Нет политики с числом срабатываний «${i?.value}».`)
};

export const fiat_policies_enabled = /** @type {(inputs: Fiat_Policies_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Включено`)
};

export const fiat_policies_disabled = /** @type {(inputs: Fiat_Policies_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выключено`)
};

export const fiat_policies_nothing_changed = /** @type {(inputs: Fiat_Policies_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ничего не изменено: сначала измените правило или действие.`)
};

export const fiat_policies_same_name = /** @type {(inputs: Fiat_Policies_Same_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» — это уже её название.`)
};

export const fiat_policies_quoted = /** @type {(inputs: Fiat_Policies_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}»`)
};

export const fiat_policies_and_more = /** @type {(inputs: Fiat_Policies_And_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} и ещё ${i?.count}`)
};

export const fiat_policies_done_enable = /** @type {(inputs: Fiat_Policies_Done_EnableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Включено ${i?.count}: ${i?.names}.`)
};

export const fiat_policies_done_disable = /** @type {(inputs: Fiat_Policies_Done_DisableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Выключено ${i?.count}: ${i?.names}.`)
};

export const fiat_policies_done_delete = /** @type {(inputs: Fiat_Policies_Done_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Удалено ${i?.count}: ${i?.names}.`)
};

export const fiat_policies_not_enable = /** @type {(inputs: Fiat_Policies_Not_EnableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не включено: ${i?.names} — ${i?.message}`)
};

export const fiat_policies_not_disable = /** @type {(inputs: Fiat_Policies_Not_DisableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не выключено: ${i?.names} — ${i?.message}`)
};

export const fiat_policies_not_delete = /** @type {(inputs: Fiat_Policies_Not_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не удалено: ${i?.names} — ${i?.message}`)
};

export const fiat_policies_no_answer = /** @type {(inputs: Fiat_Policies_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Нет ответа по ${i?.names}: ${i?.message}`)
};

export const fiat_policies_nothing_enabled = /** @type {(inputs: Fiat_Policies_Nothing_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ничего не включено.`)
};

export const fiat_policies_nothing_disabled = /** @type {(inputs: Fiat_Policies_Nothing_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ничего не выключено.`)
};

export const fiat_policies_nothing_deleted = /** @type {(inputs: Fiat_Policies_Nothing_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ничего не удалено.`)
};

export const fiat_policies_renamed = /** @type {(inputs: Fiat_Policies_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Политика «${i?.from}» переименована в «${i?.to}».`)
};

export const fiat_policies_hint_certificate = /** @type {(inputs: Fiat_Policies_Hint_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Посмотрите сертификат в Настройках, в разделе сетевых устройств.`)
};

export const fiat_policies_hint_password = /** @type {(inputs: Fiat_Policies_Hint_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалите устройство в Настройках и добавьте его снова с правильным паролем.`)
};

export const fiat_policies_loading_appliances = /** @type {(inputs: Fiat_Policies_Loading_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загружаем устройства…`)
};

export const fiat_policies_no_appliance = /** @type {(inputs: Fiat_Policies_No_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сетевое устройство ещё не настроено. Добавьте его в Настройках, чтобы управлять его политиками авторизации.`)
};

export const fiat_policies_add_appliance = /** @type {(inputs: Fiat_Policies_Add_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Добавить устройство`)
};

export const fiat_policies_appliance = /** @type {(inputs: Fiat_Policies_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Устройство:`)
};

export const fiat_policies_switch = /** @type {(inputs: Fiat_Policies_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сменить в Настройках`)
};

export const fiat_policies_filter = /** @type {(inputs: Fiat_Policies_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фильтр политик`)
};

export const fiat_policies_filter_on = /** @type {(inputs: Fiat_Policies_Filter_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фильтровать по`)
};

export const fiat_policies_exact_value = /** @type {(inputs: Fiat_Policies_Exact_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Точное значение`)
};

export const fiat_policies_allow_or_deny = /** @type {(inputs: Fiat_Policies_Allow_Or_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALLOW или DENY`)
};

export const fiat_policies_enabled_or_disabled = /** @type {(inputs: Fiat_Policies_Enabled_Or_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ENABLED или DISABLED`)
};

export const fiat_policies_apply_filter = /** @type {(inputs: Fiat_Policies_Apply_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Применить фильтр`)
};

export const fiat_policies_clear_filter = /** @type {(inputs: Fiat_Policies_Clear_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сбросить фильтр`)
};

export const fiat_policies_per_page = /** @type {(inputs: Fiat_Policies_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`На странице`)
};

export const fiat_policies_refresh = /** @type {(inputs: Fiat_Policies_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обновить`)
};

export const fiat_policies_add = /** @type {(inputs: Fiat_Policies_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Добавить политику`)
};

export const fiat_policies_selected = /** @type {(inputs: Fiat_Policies_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выбранные политики`)
};

export const fiat_policies_enable_selected = /** @type {(inputs: Fiat_Policies_Enable_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Включить выбранные (${i?.count})`)
};

export const fiat_policies_disable_selected = /** @type {(inputs: Fiat_Policies_Disable_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Выключить выбранные (${i?.count})`)
};

export const fiat_policies_delete_selected = /** @type {(inputs: Fiat_Policies_Delete_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Удалить выбранные (${i?.count})`)
};

export const fiat_policies_unlock = /** @type {(inputs: Fiat_Policies_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте, чтобы менять политики.`)
};

export const fiat_policies_states_note = /** @type {(inputs: Fiat_Policies_States_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это устройство не поддерживает включение и выключение политик, а также сброс поля к значению по умолчанию (оно ответило кодом ошибки 1240), поэтому здесь это не предлагается, а у политик нет состояния, по которому можно фильтровать или сортировать.`)
};

export const fiat_policies_waiting = /** @type {(inputs: Fiat_Policies_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ждём устройство (или ваше подтверждение)…`)
};

export const fiat_policies_loading = /** @type {(inputs: Fiat_Policies_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загружаем политики…`)
};

export const fiat_policies_caption = /** @type {(inputs: Fiat_Policies_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Политики авторизации`)
};

export const fiat_policies_select_all = /** @type {(inputs: Fiat_Policies_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выбрать все политики на этой странице`)
};

export const fiat_policies_actions = /** @type {(inputs: Fiat_Policies_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Действия`)
};

export const fiat_policies_select = /** @type {(inputs: Fiat_Policies_SelectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Выбрать политику ${i?.name}`)
};

export const fiat_policies_new_name_for = /** @type {(inputs: Fiat_Policies_New_Name_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Новое название для ${i?.name}`)
};

export const fiat_policies_edit_policy = /** @type {(inputs: Fiat_Policies_Edit_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Изменить политику ${i?.name}`)
};

export const fiat_policies_edit = /** @type {(inputs: Fiat_Policies_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Изменить`)
};

export const fiat_policies_rename_policy = /** @type {(inputs: Fiat_Policies_Rename_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Переименовать политику ${i?.name}`)
};

export const fiat_policies_rename = /** @type {(inputs: Fiat_Policies_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Переименовать`)
};

export const fiat_policies_delete_policy = /** @type {(inputs: Fiat_Policies_Delete_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Удалить политику ${i?.name}`)
};

export const fiat_policies_delete = /** @type {(inputs: Fiat_Policies_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалить`)
};

export const fiat_policies_none_yet = /** @type {(inputs: Fiat_Policies_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У этого устройства ещё нет политик авторизации.`)
};

export const fiat_policies_pages = /** @type {(inputs: Fiat_Policies_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Страницы политик`)
};

export const fiat_policies_previous_page = /** @type {(inputs: Fiat_Policies_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Предыдущая страница`)
};

export const fiat_policies_next_page = /** @type {(inputs: Fiat_Policies_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Следующая страница`)
};

export const fiat_policies_page = /** @type {(inputs: Fiat_Policies_PageInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Страница ${i?.page} из ${i?.pages} · ${i?.count} политика`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Страница ${i?.page} из ${i?.pages} · ${i?.count} политики`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Страница ${i?.page} из ${i?.pages} · ${i?.count} политик`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Страница ${i?.page} из ${i?.pages} · ${i?.count} политики`);
	return /** @type {LocalizedString} */ ("fiat_policies_page");
};

export const fiat_policies_page_match = /** @type {(inputs: Fiat_Policies_Page_MatchInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Страница ${i?.page} из ${i?.pages} · найдена ${i?.count} политика`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Страница ${i?.page} из ${i?.pages} · найдено ${i?.count} политики`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Страница ${i?.page} из ${i?.pages} · найдено ${i?.count} политик`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Страница ${i?.page} из ${i?.pages} · найдено ${i?.count} политики`);
	return /** @type {LocalizedString} */ ("fiat_policies_page_match");
};

export const fiat_policies_saved = /** @type {(inputs: Fiat_Policies_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Изменения в «${i?.name}» сохранены.`)
};

export const fiat_policies_added = /** @type {(inputs: Fiat_Policies_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Политика «${i?.name}» добавлена.`)
};

export const fiat_policies_rule_reset = /** @type {(inputs: Fiat_Policies_Rule_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Правило «${i?.name}» сброшено к значению устройства по умолчанию.`)
};

export const fiat_policies_action_reset = /** @type {(inputs: Fiat_Policies_Action_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Действие «${i?.name}» сброшено к значению устройства по умолчанию.`)
};

export const fiat_policies_edit_title = /** @type {(inputs: Fiat_Policies_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Редактирование «${i?.name}»`)
};

export const fiat_policies_add_title = /** @type {(inputs: Fiat_Policies_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Новая политика`)
};

export const fiat_policies_name = /** @type {(inputs: Fiat_Policies_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Название политики`)
};

export const fiat_policies_name_hint = /** @type {(inputs: Fiat_Policies_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сначала буква, цифра или _; затем буквы, цифры, пробелы и _ - . # @ = : (не более 127).`)
};

export const fiat_policies_allow_means = /** @type {(inputs: Fiat_Policies_Allow_MeansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`— пропускать подходящие запросы`)
};

export const fiat_policies_deny_means = /** @type {(inputs: Fiat_Policies_Deny_MeansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`— отклонять подходящие запросы`)
};

export const fiat_policies_save = /** @type {(inputs: Fiat_Policies_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сохранить изменения`)
};

export const fiat_policies_add_submit = /** @type {(inputs: Fiat_Policies_Add_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Добавить`)
};

export const fiat_policies_cancel = /** @type {(inputs: Fiat_Policies_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отмена`)
};

export const fiat_policies_reset_rule = /** @type {(inputs: Fiat_Policies_Reset_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сбросить правило по умолчанию`)
};

export const fiat_policies_reset_action = /** @type {(inputs: Fiat_Policies_Reset_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сбросить действие по умолчанию`)
};

export const fiat_policies_sending = /** @type {(inputs: Fiat_Policies_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отправляем на устройство…`)
};

export const fiat_policies_rule_example = /** @type {(inputs: Fiat_Policies_Rule_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Выражение, например ${i?.simple} или ${i?.longer}.`)
};

export const fiat_policies_rule_balanced = /** @type {(inputs: Fiat_Policies_Rule_BalancedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скобки и кавычки сбалансированы.`)
};

export const fiat_policies_rule_length = /** @type {(inputs: Fiat_Policies_Rule_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.length} / ${i?.count} символ`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.length} / ${i?.count} символа`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.length} / ${i?.count} символов`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.length} / ${i?.count} символа`);
	return /** @type {LocalizedString} */ ("fiat_policies_rule_length");
};