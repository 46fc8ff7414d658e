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

export const fiat_cards_title = /** @type {(inputs: Fiat_Cards_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cards and other payment services`)
};

export const fiat_intro = /** @type {(inputs: Fiat_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiat goes through the exchange's payment gateway, in a window of its own: it can only do payments, and it acts for the account that is active now.`)
};

export const fiat_currency = /** @type {(inputs: Fiat_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

export const fiat_available_short = /** @type {(inputs: Fiat_Available_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`available ${i?.amount}`)
};

export const fiat_deposit_of = /** @type {(inputs: Fiat_Deposit_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deposit ${i?.currency}`)
};

export const fiat_payout_of = /** @type {(inputs: Fiat_Payout_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay out ${i?.currency}`)
};

export const fiat_unlock_to_move = /** @type {(inputs: Fiat_Unlock_To_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock Satchel to move money.`)
};

export const fiat_opening = /** @type {(inputs: Fiat_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the payment window…`)
};

export const fiat_opened_deposit = /** @type {(inputs: Fiat_Opened_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment window for the deposit of ${i?.currency} is open.`)
};

export const fiat_opened_payout = /** @type {(inputs: Fiat_Opened_PayoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment window for the payout of ${i?.currency} is open.`)
};

export const fiat_blocked = /** @type {(inputs: Fiat_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The browser blocked the payment window.`)
};

export const fiat_open_window = /** @type {(inputs: Fiat_Open_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the payment window`)
};

export const fiat_deposit_paid = /** @type {(inputs: Fiat_Deposit_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deposit ${i?.id} of ${i?.amount} ${i?.currency} is paid and credited.`)
};

export const fiat_deposit_ended = /** @type {(inputs: Fiat_Deposit_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deposit ${i?.id} of ${i?.amount} ${i?.currency} ended (${i?.status}): nothing was credited.`)
};

export const fiat_window_deposit = /** @type {(inputs: Fiat_Window_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deposit ${i?.currency}`)
};

export const fiat_window_payout = /** @type {(inputs: Fiat_Window_PayoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay out ${i?.currency}`)
};

export const fiat_window_payment = /** @type {(inputs: Fiat_Window_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

export const fiat_window_via = /** @type {(inputs: Fiat_Window_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Account ${i?.account} · through the payment gateway at ${i?.host}`)
};

export const fiat_window_loading = /** @type {(inputs: Fiat_Window_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the payment window…`)
};

export const fiat_window_locked = /** @type {(inputs: Fiat_Window_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel is locked. Unlock it in the main window to go on; what you typed here stays.`)
};

export const fiat_deposit_going = /** @type {(inputs: Fiat_Deposit_GoingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deposit ${i?.id}: going to the payment page…`)
};

export const fiat_deposit_made_via = /** @type {(inputs: Fiat_Deposit_Made_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency} through ${i?.service}. Reference: deposit ${i?.id}.`)
};

export const fiat_deposit_made_via_from = /** @type {(inputs: Fiat_Deposit_Made_Via_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency} through ${i?.service} (${i?.from}). Reference: deposit ${i?.id}.`)
};

export const fiat_deposit_made_quick = /** @type {(inputs: Fiat_Deposit_Made_QuickInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency} by card, the exchange's choice of service. Reference: deposit ${i?.id}.`)
};

export const fiat_deposit_pay_there = /** @type {(inputs: Fiat_Deposit_Pay_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay on the payment service's page. When it is done, this window closes and your balance is updated.`)
};

export const fiat_payment_form = /** @type {(inputs: Fiat_Payment_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment form`)
};

export const fiat_continue_to_page = /** @type {(inputs: Fiat_Continue_To_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue to the payment page`)
};

export const fiat_asking_services = /** @type {(inputs: Fiat_Asking_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asking the payment gateway for its services…`)
};

export const fiat_amount_and_service = /** @type {(inputs: Fiat_Amount_And_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount and service`)
};

export const fiat_test_mode = /** @type {(inputs: Fiat_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment gateway is in test mode: no real money moves.`)
};

export const fiat_amount_in = /** @type {(inputs: Fiat_Amount_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount (${i?.currency})`)
};

export const fiat_no_deposit_service = /** @type {(inputs: Fiat_No_Deposit_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment gateway offers no payment service for ${i?.currency} right now.`)
};

export const fiat_payment_service = /** @type {(inputs: Fiat_Payment_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment service`)
};

export const fiat_continue_to_payment = /** @type {(inputs: Fiat_Continue_To_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue to payment`)
};

export const fiat_quick_deposit = /** @type {(inputs: Fiat_Quick_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick card deposit`)
};

export const fiat_making_deposit = /** @type {(inputs: Fiat_Making_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Making the deposit and its invoice…`)
};

export const fiat_quick_deposit_hint = /** @type {(inputs: Fiat_Quick_Deposit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick card deposit lets the exchange choose the payment service and skips the details above.`)
};

export const fiat_fee_not_stated = /** @type {(inputs: Fiat_Fee_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no fee stated`)
};

export const fiat_fee_none = /** @type {(inputs: Fiat_Fee_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no fee`)
};

export const fiat_fee_is = /** @type {(inputs: Fiat_Fee_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`fee ${i?.fee}`)
};

export const fiat_fee_at_least = /** @type {(inputs: Fiat_Fee_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at least ${i?.amount} ${i?.currency}`)
};

export const fiat_fee_at_most = /** @type {(inputs: Fiat_Fee_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at most ${i?.amount} ${i?.currency}`)
};

export const fiat_limit_from = /** @type {(inputs: Fiat_Limit_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`from ${i?.amount} ${i?.currency}`)
};

export const fiat_limit_up_to = /** @type {(inputs: Fiat_Limit_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`up to ${i?.amount} ${i?.currency}`)
};

export const fiat_no_details_needed = /** @type {(inputs: Fiat_No_Details_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no details needed`)
};

export const fiat_field_optional = /** @type {(inputs: Fiat_Field_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (optional)`)
};

export const fiat_enter_amount = /** @type {(inputs: Fiat_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an amount.`)
};

export const fiat_payout_declined = /** @type {(inputs: Fiat_Payout_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent: you declined the confirmation.`)
};

export const fiat_payout_result = /** @type {(inputs: Fiat_Payout_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payout ${i?.id}: ${i?.status}`)
};

export const fiat_payout_sent = /** @type {(inputs: Fiat_Payout_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent: ${i?.receive} ${i?.currency} to ${i?.recipient}; ${i?.debit} ${i?.currency} from your balance.`)
};

export const fiat_payout_sent_via = /** @type {(inputs: Fiat_Payout_Sent_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent: ${i?.receive} ${i?.currency} to ${i?.recipient} through ${i?.service}; ${i?.debit} ${i?.currency} from your balance.`)
};

export const fiat_payout_sent_anyone = /** @type {(inputs: Fiat_Payout_Sent_AnyoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent: ${i?.receive} ${i?.currency} to the recipient; ${i?.debit} ${i?.currency} from your balance.`)
};

export const fiat_payout_sent_anyone_via = /** @type {(inputs: Fiat_Payout_Sent_Anyone_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent: ${i?.receive} ${i?.currency} to the recipient through ${i?.service}; ${i?.debit} ${i?.currency} from your balance.`)
};

export const fiat_payout_reference = /** @type {(inputs: Fiat_Payout_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reference: payout ${i?.id}. Its progress shows in History in the main window.`)
};

export const fiat_payout_email = /** @type {(inputs: Fiat_Payout_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange sent you an e-mail. The payout goes out only after you open the link in it.`)
};

export const fiat_exchange_says = /** @type {(inputs: Fiat_Exchange_SaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange says: “${i?.message}”`)
};

export const fiat_payout_saved_source = /** @type {(inputs: Fiat_Payout_Saved_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange saved this destination as fund source ${i?.id}: next time, choose “A destination the exchange saved” and enter that number instead of the details.`)
};

export const fiat_reading_balance = /** @type {(inputs: Fiat_Reading_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading your balance again…`)
};

export const fiat_available_now = /** @type {(inputs: Fiat_Available_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Available now: ${i?.amount}`)
};

export const fiat_balance_unread = /** @type {(inputs: Fiat_Balance_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your balance could not be read again; Balances in the main window shows it.`)
};

export const fiat_new_payout = /** @type {(inputs: Fiat_New_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New payout`)
};

export const fiat_close_window = /** @type {(inputs: Fiat_Close_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close this window`)
};

export const fiat_how_much = /** @type {(inputs: Fiat_How_MuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How much`)
};

export const fiat_update_services = /** @type {(inputs: Fiat_Update_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update services`)
};

export const fiat_show_payout_services = /** @type {(inputs: Fiat_Show_Payout_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show payout services`)
};

export const fiat_available = /** @type {(inputs: Fiat_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Available: ${i?.amount}`)
};

export const fiat_where_to = /** @type {(inputs: Fiat_Where_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where to`)
};

export const fiat_no_payout_service = /** @type {(inputs: Fiat_No_Payout_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment gateway offers no payout service for ${i?.amount} ${i?.currency}. Try another amount.`)
};

export const fiat_payout_service = /** @type {(inputs: Fiat_Payout_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payout service`)
};

export const fiat_pay_to = /** @type {(inputs: Fiat_Pay_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay to`)
};

export const fiat_new_details = /** @type {(inputs: Fiat_New_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New details`)
};

export const fiat_saved_destination = /** @type {(inputs: Fiat_Saved_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A destination the exchange saved`)
};

export const fiat_fund_source = /** @type {(inputs: Fiat_Fund_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fund source number`)
};

export const fiat_fund_source_hint = /** @type {(inputs: Fiat_Fund_Source_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown after an earlier payout to the same details with this service.`)
};

export const fiat_fund_source_problem = /** @type {(inputs: Fiat_Fund_Source_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the fund source number, a whole number.`)
};

export const fiat_recipient_gets = /** @type {(inputs: Fiat_Recipient_GetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recipient gets`)
};

export const fiat_fee = /** @type {(inputs: Fiat_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee`)
};

export const fiat_taken_from_balance = /** @type {(inputs: Fiat_Taken_From_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taken from your balance`)
};

export const fiat_amount_changed = /** @type {(inputs: Fiat_Amount_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The amount changed: update the services to see this amount's offer.`)
};

export const fiat_review_payout = /** @type {(inputs: Fiat_Review_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review and pay out`)
};

export const fiat_waiting_confirmation = /** @type {(inputs: Fiat_Waiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for your confirmation and the exchange…`)
};

export const fiat_converter = /** @type {(inputs: Fiat_ConverterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Converter`)
};

export const fiat_loading_rates = /** @type {(inputs: Fiat_Loading_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading rates…`)
};

export const fiat_converter_amount = /** @type {(inputs: Fiat_Converter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const fiat_converter_from = /** @type {(inputs: Fiat_Converter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const fiat_converter_to = /** @type {(inputs: Fiat_Converter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const fiat_rates_as_of = /** @type {(inputs: Fiat_Rates_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rates as of ${i?.time}, asked again every minute.`)
};

export const fiat_convert_empty = /** @type {(inputs: Fiat_Convert_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an amount to convert.`)
};

export const fiat_convert_invalid = /** @type {(inputs: Fiat_Convert_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a number, such as 1.5 (use a point for decimals).`)
};

export const fiat_convert_negative = /** @type {(inputs: Fiat_Convert_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an amount of zero or more.`)
};

export const fiat_convert_no_rate = /** @type {(inputs: Fiat_Convert_No_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange gives no rate for this pair.`)
};

export const fiat_currencies_loading = /** @type {(inputs: Fiat_Currencies_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading currencies…`)
};

export const fiat_currencies_none = /** @type {(inputs: Fiat_Currencies_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange lists no currencies.`)
};

export const fiat_currencies_caption = /** @type {(inputs: Fiat_Currencies_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currencies`)
};

export const fiat_currencies_currency = /** @type {(inputs: Fiat_Currencies_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

export const fiat_currencies_code = /** @type {(inputs: Fiat_Currencies_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

export const fiat_currencies_type = /** @type {(inputs: Fiat_Currencies_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const fiat_currencies_memo = /** @type {(inputs: Fiat_Currencies_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memo needed`)
};

export const fiat_currencies_precision = /** @type {(inputs: Fiat_Currencies_PrecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precision`)
};

export const fiat_currencies_trade_precision = /** @type {(inputs: Fiat_Currencies_Trade_PrecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trade precision`)
};

export const fiat_currencies_crypto = /** @type {(inputs: Fiat_Currencies_CryptoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crypto`)
};

export const fiat_currencies_fiat = /** @type {(inputs: Fiat_Currencies_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiat`)
};

export const fiat_currencies_yes = /** @type {(inputs: Fiat_Currencies_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

export const fiat_currencies_no = /** @type {(inputs: Fiat_Currencies_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const fiat_fees_loading = /** @type {(inputs: Fiat_Fees_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading fees…`)
};

export const fiat_fees_crypto = /** @type {(inputs: Fiat_Fees_CryptoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crypto withdrawal fees`)
};

export const fiat_fees_crypto_none = /** @type {(inputs: Fiat_Fees_Crypto_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange lists no crypto fees.`)
};

export const fiat_fees_withdrawal_fee = /** @type {(inputs: Fiat_Fees_Withdrawal_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal fee`)
};

export const fiat_fees_in_usd = /** @type {(inputs: Fiat_Fees_In_UsdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee in USD`)
};

export const fiat_fees_min_deposit = /** @type {(inputs: Fiat_Fees_Min_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Min deposit`)
};

export const fiat_fees_min_withdrawal = /** @type {(inputs: Fiat_Fees_Min_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Min withdrawal`)
};

export const fiat_fees_fiat = /** @type {(inputs: Fiat_Fees_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiat fees`)
};

export const fiat_fees_fiat_none = /** @type {(inputs: Fiat_Fees_Fiat_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange lists no fiat fees.`)
};

export const fiat_fees_method = /** @type {(inputs: Fiat_Fees_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Method`)
};

export const fiat_fees_deposit_percent = /** @type {(inputs: Fiat_Fees_Deposit_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit %`)
};

export const fiat_fees_withdrawal_percent = /** @type {(inputs: Fiat_Fees_Withdrawal_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal %`)
};

export const fiat_method_payment_card = /** @type {(inputs: Fiat_Method_Payment_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment card (Visa, Mastercard)`)
};

export const fiat_method_advcash_wallet = /** @type {(inputs: Fiat_Method_Advcash_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advcash wallet`)
};

export const fiat_method_perfectmoney_account = /** @type {(inputs: Fiat_Method_Perfectmoney_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Money account`)
};

export const fiat_method_perfectmoney_transfer = /** @type {(inputs: Fiat_Method_Perfectmoney_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Money transfer`)
};

export const fiat_method_svc_code = /** @type {(inputs: Fiat_Method_Svc_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange code`)
};

export const fiat_policies_col_name = /** @type {(inputs: Fiat_Policies_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const fiat_policies_col_rule = /** @type {(inputs: Fiat_Policies_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rule`)
};

export const fiat_policies_col_action = /** @type {(inputs: Fiat_Policies_Col_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action`)
};

export const fiat_policies_col_state = /** @type {(inputs: Fiat_Policies_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

export const fiat_policies_col_hits = /** @type {(inputs: Fiat_Policies_Col_HitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hits`)
};

export const fiat_policies_none_with_name = /** @type {(inputs: Fiat_Policies_None_With_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No policy has name “${i?.value}”.`)
};

export const fiat_policies_none_with_rule = /** @type {(inputs: Fiat_Policies_None_With_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No policy has rule “${i?.value}”.`)
};

export const fiat_policies_none_with_action = /** @type {(inputs: Fiat_Policies_None_With_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No policy has action “${i?.value}”.`)
};

export const fiat_policies_none_with_state = /** @type {(inputs: Fiat_Policies_None_With_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No policy has state “${i?.value}”.`)
};

export const fiat_policies_none_with_hits = /** @type {(inputs: Fiat_Policies_None_With_HitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No policy has hits “${i?.value}”.`)
};

export const fiat_policies_enabled = /** @type {(inputs: Fiat_Policies_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enabled`)
};

export const fiat_policies_disabled = /** @type {(inputs: Fiat_Policies_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disabled`)
};

export const fiat_policies_nothing_changed = /** @type {(inputs: Fiat_Policies_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing changed: edit the rule or the action first.`)
};

export const fiat_policies_same_name = /** @type {(inputs: Fiat_Policies_Same_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” is its name already.`)
};

export const fiat_policies_quoted = /** @type {(inputs: Fiat_Policies_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}”`)
};

export const fiat_policies_and_more = /** @type {(inputs: Fiat_Policies_And_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} and ${i?.count} more`)
};

export const fiat_policies_done_enable = /** @type {(inputs: Fiat_Policies_Done_EnableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enabled ${i?.count}: ${i?.names}.`)
};

export const fiat_policies_done_disable = /** @type {(inputs: Fiat_Policies_Done_DisableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Disabled ${i?.count}: ${i?.names}.`)
};

export const fiat_policies_done_delete = /** @type {(inputs: Fiat_Policies_Done_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deleted ${i?.count}: ${i?.names}.`)
};

export const fiat_policies_not_enable = /** @type {(inputs: Fiat_Policies_Not_EnableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not enabled: ${i?.names} — ${i?.message}`)
};

export const fiat_policies_not_disable = /** @type {(inputs: Fiat_Policies_Not_DisableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not disabled: ${i?.names} — ${i?.message}`)
};

export const fiat_policies_not_delete = /** @type {(inputs: Fiat_Policies_Not_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not deleted: ${i?.names} — ${i?.message}`)
};

export const fiat_policies_no_answer = /** @type {(inputs: Fiat_Policies_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No answer for ${i?.names}: ${i?.message}`)
};

export const fiat_policies_nothing_enabled = /** @type {(inputs: Fiat_Policies_Nothing_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was enabled.`)
};

export const fiat_policies_nothing_disabled = /** @type {(inputs: Fiat_Policies_Nothing_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was disabled.`)
};

export const fiat_policies_nothing_deleted = /** @type {(inputs: Fiat_Policies_Nothing_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was deleted.`)
};

export const fiat_policies_renamed = /** @type {(inputs: Fiat_Policies_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renamed “${i?.from}” to “${i?.to}”.`)
};

export const fiat_policies_hint_certificate = /** @type {(inputs: Fiat_Policies_Hint_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Look at the certificate in Settings, under Appliances.`)
};

export const fiat_policies_hint_password = /** @type {(inputs: Fiat_Policies_Hint_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the appliance in Settings and add it again with the right password.`)
};

export const fiat_policies_loading_appliances = /** @type {(inputs: Fiat_Policies_Loading_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading appliances…`)
};

export const fiat_policies_no_appliance = /** @type {(inputs: Fiat_Policies_No_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No appliance is set up yet. Add one in Settings to manage its authorization policies.`)
};

export const fiat_policies_add_appliance = /** @type {(inputs: Fiat_Policies_Add_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an appliance`)
};

export const fiat_policies_appliance = /** @type {(inputs: Fiat_Policies_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliance:`)
};

export const fiat_policies_switch = /** @type {(inputs: Fiat_Policies_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`switch in Settings`)
};

export const fiat_policies_filter = /** @type {(inputs: Fiat_Policies_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter policies`)
};

export const fiat_policies_filter_on = /** @type {(inputs: Fiat_Policies_Filter_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter on`)
};

export const fiat_policies_exact_value = /** @type {(inputs: Fiat_Policies_Exact_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exact value`)
};

export const fiat_policies_allow_or_deny = /** @type {(inputs: Fiat_Policies_Allow_Or_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALLOW or DENY`)
};

export const fiat_policies_enabled_or_disabled = /** @type {(inputs: Fiat_Policies_Enabled_Or_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ENABLED or DISABLED`)
};

export const fiat_policies_apply_filter = /** @type {(inputs: Fiat_Policies_Apply_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply filter`)
};

export const fiat_policies_clear_filter = /** @type {(inputs: Fiat_Policies_Clear_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear filter`)
};

export const fiat_policies_per_page = /** @type {(inputs: Fiat_Policies_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per page`)
};

export const fiat_policies_refresh = /** @type {(inputs: Fiat_Policies_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh`)
};

export const fiat_policies_add = /** @type {(inputs: Fiat_Policies_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a policy`)
};

export const fiat_policies_selected = /** @type {(inputs: Fiat_Policies_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selected policies`)
};

export const fiat_policies_enable_selected = /** @type {(inputs: Fiat_Policies_Enable_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enable selected (${i?.count})`)
};

export const fiat_policies_disable_selected = /** @type {(inputs: Fiat_Policies_Disable_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Disable selected (${i?.count})`)
};

export const fiat_policies_delete_selected = /** @type {(inputs: Fiat_Policies_Delete_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete selected (${i?.count})`)
};

export const fiat_policies_unlock = /** @type {(inputs: Fiat_Policies_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock to change policies.`)
};

export const fiat_policies_states_note = /** @type {(inputs: Fiat_Policies_States_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This appliance does not support enabling or disabling policies, nor resetting a field to its default (it answered errorcode 1240), so they are not offered here, and policies have no state to filter or sort on.`)
};

export const fiat_policies_waiting = /** @type {(inputs: Fiat_Policies_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for the appliance (or your confirmation)…`)
};

export const fiat_policies_loading = /** @type {(inputs: Fiat_Policies_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading policies…`)
};

export const fiat_policies_caption = /** @type {(inputs: Fiat_Policies_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authorization policies`)
};

export const fiat_policies_select_all = /** @type {(inputs: Fiat_Policies_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select all policies on this page`)
};

export const fiat_policies_actions = /** @type {(inputs: Fiat_Policies_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const fiat_policies_select = /** @type {(inputs: Fiat_Policies_SelectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Select policy ${i?.name}`)
};

export const fiat_policies_new_name_for = /** @type {(inputs: Fiat_Policies_New_Name_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New name for ${i?.name}`)
};

export const fiat_policies_edit_policy = /** @type {(inputs: Fiat_Policies_Edit_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit policy ${i?.name}`)
};

export const fiat_policies_edit = /** @type {(inputs: Fiat_Policies_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const fiat_policies_rename_policy = /** @type {(inputs: Fiat_Policies_Rename_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rename policy ${i?.name}`)
};

export const fiat_policies_rename = /** @type {(inputs: Fiat_Policies_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

export const fiat_policies_delete_policy = /** @type {(inputs: Fiat_Policies_Delete_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete policy ${i?.name}`)
};

export const fiat_policies_delete = /** @type {(inputs: Fiat_Policies_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const fiat_policies_none_yet = /** @type {(inputs: Fiat_Policies_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This appliance has no authorization policies yet.`)
};

export const fiat_policies_pages = /** @type {(inputs: Fiat_Policies_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages of policies`)
};

export const fiat_policies_previous_page = /** @type {(inputs: Fiat_Policies_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous page`)
};

export const fiat_policies_next_page = /** @type {(inputs: Fiat_Policies_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next page`)
};

export const fiat_policies_page = /** @type {(inputs: Fiat_Policies_PageInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages} · ${i?.count} policy`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages} · ${i?.count} policies`);
	return /** @type {LocalizedString} */ ("fiat_policies_page");
};

export const fiat_policies_page_match = /** @type {(inputs: Fiat_Policies_Page_MatchInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages} · ${i?.count} policy match`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages} · ${i?.count} policies match`);
	return /** @type {LocalizedString} */ ("fiat_policies_page_match");
};

export const fiat_policies_saved = /** @type {(inputs: Fiat_Policies_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved the changes to “${i?.name}”.`)
};

export const fiat_policies_added = /** @type {(inputs: Fiat_Policies_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added “${i?.name}”.`)
};

export const fiat_policies_rule_reset = /** @type {(inputs: Fiat_Policies_Rule_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The rule of “${i?.name}” is back to the appliance's default.`)
};

export const fiat_policies_action_reset = /** @type {(inputs: Fiat_Policies_Action_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The action of “${i?.name}” is back to the appliance's default.`)
};

export const fiat_policies_edit_title = /** @type {(inputs: Fiat_Policies_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit “${i?.name}”`)
};

export const fiat_policies_add_title = /** @type {(inputs: Fiat_Policies_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a policy`)
};

export const fiat_policies_name = /** @type {(inputs: Fiat_Policies_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Policy name`)
};

export const fiat_policies_name_hint = /** @type {(inputs: Fiat_Policies_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A letter, digit or _ first; then letters, digits, spaces and _ - . # @ = : (at most 127).`)
};

export const fiat_policies_allow_means = /** @type {(inputs: Fiat_Policies_Allow_MeansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`— let matching requests through`)
};

export const fiat_policies_deny_means = /** @type {(inputs: Fiat_Policies_Deny_MeansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`— refuse matching requests`)
};

export const fiat_policies_save = /** @type {(inputs: Fiat_Policies_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

export const fiat_policies_add_submit = /** @type {(inputs: Fiat_Policies_Add_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add policy`)
};

export const fiat_policies_cancel = /** @type {(inputs: Fiat_Policies_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const fiat_policies_reset_rule = /** @type {(inputs: Fiat_Policies_Reset_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset rule to default`)
};

export const fiat_policies_reset_action = /** @type {(inputs: Fiat_Policies_Reset_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset action to default`)
};

export const fiat_policies_sending = /** @type {(inputs: Fiat_Policies_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending to the appliance…`)
};

export const fiat_policies_rule_example = /** @type {(inputs: Fiat_Policies_Rule_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An expression, such as ${i?.simple} or ${i?.longer}.`)
};

export const fiat_policies_rule_balanced = /** @type {(inputs: Fiat_Policies_Rule_BalancedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brackets and quotes are balanced.`)
};

export const fiat_policies_rule_length = /** @type {(inputs: Fiat_Policies_Rule_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.length} / ${i?.count} character`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.length} / ${i?.count} characters`);
	return /** @type {LocalizedString} */ ("fiat_policies_rule_length");
};