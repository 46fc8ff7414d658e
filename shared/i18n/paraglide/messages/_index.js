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
* | "Cards and other payment services" |
*
* @param {Fiat_Cards_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_cards_title = /** @type {((inputs?: Fiat_Cards_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Cards_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_cards_title(inputs)
	if (locale === "ru") return __ru.fiat_cards_title(inputs)
	return __en.fiat_cards_title(inputs)
});
/**
* | output |
* | --- |
* | "Fiat goes through the exchange's payment gateway, in a window of its own: it can only do payments, and it acts for the account that is active now." |
*
* @param {Fiat_IntroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_intro = /** @type {((inputs?: Fiat_IntroInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_IntroInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_intro(inputs)
	if (locale === "ru") return __ru.fiat_intro(inputs)
	return __en.fiat_intro(inputs)
});
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Fiat_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currency = /** @type {((inputs?: Fiat_CurrencyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_CurrencyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_currency(inputs)
	if (locale === "ru") return __ru.fiat_currency(inputs)
	return __en.fiat_currency(inputs)
});
/**
* | output |
* | --- |
* | "available {amount}" |
*
* @param {Fiat_Available_ShortInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_available_short = /** @type {((inputs: Fiat_Available_ShortInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Available_ShortInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_available_short(inputs)
	if (locale === "ru") return __ru.fiat_available_short(inputs)
	return __en.fiat_available_short(inputs)
});
/**
* | output |
* | --- |
* | "Deposit {currency}" |
*
* @param {Fiat_Deposit_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_of = /** @type {((inputs: Fiat_Deposit_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Deposit_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_deposit_of(inputs)
	if (locale === "ru") return __ru.fiat_deposit_of(inputs)
	return __en.fiat_deposit_of(inputs)
});
/**
* | output |
* | --- |
* | "Pay out {currency}" |
*
* @param {Fiat_Payout_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_of = /** @type {((inputs: Fiat_Payout_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Payout_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_payout_of(inputs)
	if (locale === "ru") return __ru.fiat_payout_of(inputs)
	return __en.fiat_payout_of(inputs)
});
/**
* | output |
* | --- |
* | "Unlock Satchel to move money." |
*
* @param {Fiat_Unlock_To_MoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_unlock_to_move = /** @type {((inputs?: Fiat_Unlock_To_MoveInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Unlock_To_MoveInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_unlock_to_move(inputs)
	if (locale === "ru") return __ru.fiat_unlock_to_move(inputs)
	return __en.fiat_unlock_to_move(inputs)
});
/**
* | output |
* | --- |
* | "Opening the payment window…" |
*
* @param {Fiat_OpeningInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_opening = /** @type {((inputs?: Fiat_OpeningInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_OpeningInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_opening(inputs)
	if (locale === "ru") return __ru.fiat_opening(inputs)
	return __en.fiat_opening(inputs)
});
/**
* | output |
* | --- |
* | "The payment window for the deposit of {currency} is open." |
*
* @param {Fiat_Opened_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_opened_deposit = /** @type {((inputs: Fiat_Opened_DepositInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Opened_DepositInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_opened_deposit(inputs)
	if (locale === "ru") return __ru.fiat_opened_deposit(inputs)
	return __en.fiat_opened_deposit(inputs)
});
/**
* | output |
* | --- |
* | "The payment window for the payout of {currency} is open." |
*
* @param {Fiat_Opened_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_opened_payout = /** @type {((inputs: Fiat_Opened_PayoutInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Opened_PayoutInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_opened_payout(inputs)
	if (locale === "ru") return __ru.fiat_opened_payout(inputs)
	return __en.fiat_opened_payout(inputs)
});
/**
* | output |
* | --- |
* | "The browser blocked the payment window." |
*
* @param {Fiat_BlockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_blocked = /** @type {((inputs?: Fiat_BlockedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_BlockedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_blocked(inputs)
	if (locale === "ru") return __ru.fiat_blocked(inputs)
	return __en.fiat_blocked(inputs)
});
/**
* | output |
* | --- |
* | "Open the payment window" |
*
* @param {Fiat_Open_WindowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_open_window = /** @type {((inputs?: Fiat_Open_WindowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Open_WindowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_open_window(inputs)
	if (locale === "ru") return __ru.fiat_open_window(inputs)
	return __en.fiat_open_window(inputs)
});
/**
* | output |
* | --- |
* | "Deposit {id} of {amount} {currency} is paid and credited." |
*
* @param {Fiat_Deposit_PaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_paid = /** @type {((inputs: Fiat_Deposit_PaidInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Deposit_PaidInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_deposit_paid(inputs)
	if (locale === "ru") return __ru.fiat_deposit_paid(inputs)
	return __en.fiat_deposit_paid(inputs)
});
/**
* | output |
* | --- |
* | "Deposit {id} of {amount} {currency} ended ({status}): nothing was credited." |
*
* @param {Fiat_Deposit_EndedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_ended = /** @type {((inputs: Fiat_Deposit_EndedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Deposit_EndedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_deposit_ended(inputs)
	if (locale === "ru") return __ru.fiat_deposit_ended(inputs)
	return __en.fiat_deposit_ended(inputs)
});
/**
* | output |
* | --- |
* | "Deposit {currency}" |
*
* @param {Fiat_Window_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_window_deposit = /** @type {((inputs: Fiat_Window_DepositInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Window_DepositInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_window_deposit(inputs)
	if (locale === "ru") return __ru.fiat_window_deposit(inputs)
	return __en.fiat_window_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Pay out {currency}" |
*
* @param {Fiat_Window_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_window_payout = /** @type {((inputs: Fiat_Window_PayoutInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Window_PayoutInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_window_payout(inputs)
	if (locale === "ru") return __ru.fiat_window_payout(inputs)
	return __en.fiat_window_payout(inputs)
});
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Fiat_Window_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_window_payment = /** @type {((inputs?: Fiat_Window_PaymentInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Window_PaymentInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_window_payment(inputs)
	if (locale === "ru") return __ru.fiat_window_payment(inputs)
	return __en.fiat_window_payment(inputs)
});
/**
* | output |
* | --- |
* | "Account {account} · through the payment gateway at {host}" |
*
* @param {Fiat_Window_ViaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_window_via = /** @type {((inputs: Fiat_Window_ViaInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Window_ViaInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_window_via(inputs)
	if (locale === "ru") return __ru.fiat_window_via(inputs)
	return __en.fiat_window_via(inputs)
});
/**
* | output |
* | --- |
* | "Loading the payment window…" |
*
* @param {Fiat_Window_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_window_loading = /** @type {((inputs?: Fiat_Window_LoadingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Window_LoadingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_window_loading(inputs)
	if (locale === "ru") return __ru.fiat_window_loading(inputs)
	return __en.fiat_window_loading(inputs)
});
/**
* | output |
* | --- |
* | "Satchel is locked. Unlock it in the main window to go on; what you typed here stays." |
*
* @param {Fiat_Window_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_window_locked = /** @type {((inputs?: Fiat_Window_LockedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Window_LockedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_window_locked(inputs)
	if (locale === "ru") return __ru.fiat_window_locked(inputs)
	return __en.fiat_window_locked(inputs)
});
/**
* | output |
* | --- |
* | "Deposit {id}: going to the payment page…" |
*
* @param {Fiat_Deposit_GoingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_going = /** @type {((inputs: Fiat_Deposit_GoingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Deposit_GoingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_deposit_going(inputs)
	if (locale === "ru") return __ru.fiat_deposit_going(inputs)
	return __en.fiat_deposit_going(inputs)
});
/**
* | output |
* | --- |
* | "{amount} {currency} through {service}. Reference: deposit {id}." |
*
* @param {Fiat_Deposit_Made_ViaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_made_via = /** @type {((inputs: Fiat_Deposit_Made_ViaInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Deposit_Made_ViaInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_deposit_made_via(inputs)
	if (locale === "ru") return __ru.fiat_deposit_made_via(inputs)
	return __en.fiat_deposit_made_via(inputs)
});
/**
* | output |
* | --- |
* | "{amount} {currency} through {service} ({from}). Reference: deposit {id}." |
*
* @param {Fiat_Deposit_Made_Via_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_made_via_from = /** @type {((inputs: Fiat_Deposit_Made_Via_FromInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Deposit_Made_Via_FromInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_deposit_made_via_from(inputs)
	if (locale === "ru") return __ru.fiat_deposit_made_via_from(inputs)
	return __en.fiat_deposit_made_via_from(inputs)
});
/**
* | output |
* | --- |
* | "{amount} {currency} by card, the exchange's choice of service. Reference: deposit {id}." |
*
* @param {Fiat_Deposit_Made_QuickInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_made_quick = /** @type {((inputs: Fiat_Deposit_Made_QuickInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Deposit_Made_QuickInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_deposit_made_quick(inputs)
	if (locale === "ru") return __ru.fiat_deposit_made_quick(inputs)
	return __en.fiat_deposit_made_quick(inputs)
});
/**
* | output |
* | --- |
* | "Pay on the payment service's page. When it is done, this window closes and your balance is updated." |
*
* @param {Fiat_Deposit_Pay_ThereInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_deposit_pay_there = /** @type {((inputs?: Fiat_Deposit_Pay_ThereInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Deposit_Pay_ThereInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_deposit_pay_there(inputs)
	if (locale === "ru") return __ru.fiat_deposit_pay_there(inputs)
	return __en.fiat_deposit_pay_there(inputs)
});
/**
* | output |
* | --- |
* | "Payment form" |
*
* @param {Fiat_Payment_FormInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payment_form = /** @type {((inputs?: Fiat_Payment_FormInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Payment_FormInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_payment_form(inputs)
	if (locale === "ru") return __ru.fiat_payment_form(inputs)
	return __en.fiat_payment_form(inputs)
});
/**
* | output |
* | --- |
* | "Continue to the payment page" |
*
* @param {Fiat_Continue_To_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_continue_to_page = /** @type {((inputs?: Fiat_Continue_To_PageInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Continue_To_PageInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_continue_to_page(inputs)
	if (locale === "ru") return __ru.fiat_continue_to_page(inputs)
	return __en.fiat_continue_to_page(inputs)
});
/**
* | output |
* | --- |
* | "Asking the payment gateway for its services…" |
*
* @param {Fiat_Asking_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_asking_services = /** @type {((inputs?: Fiat_Asking_ServicesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Asking_ServicesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_asking_services(inputs)
	if (locale === "ru") return __ru.fiat_asking_services(inputs)
	return __en.fiat_asking_services(inputs)
});
/**
* | output |
* | --- |
* | "Amount and service" |
*
* @param {Fiat_Amount_And_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_amount_and_service = /** @type {((inputs?: Fiat_Amount_And_ServiceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Amount_And_ServiceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_amount_and_service(inputs)
	if (locale === "ru") return __ru.fiat_amount_and_service(inputs)
	return __en.fiat_amount_and_service(inputs)
});
/**
* | output |
* | --- |
* | "The payment gateway is in test mode: no real money moves." |
*
* @param {Fiat_Test_ModeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_test_mode = /** @type {((inputs?: Fiat_Test_ModeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Test_ModeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_test_mode(inputs)
	if (locale === "ru") return __ru.fiat_test_mode(inputs)
	return __en.fiat_test_mode(inputs)
});
/**
* | output |
* | --- |
* | "Amount ({currency})" |
*
* @param {Fiat_Amount_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_amount_in = /** @type {((inputs: Fiat_Amount_InInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Amount_InInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_amount_in(inputs)
	if (locale === "ru") return __ru.fiat_amount_in(inputs)
	return __en.fiat_amount_in(inputs)
});
/**
* | output |
* | --- |
* | "The payment gateway offers no payment service for {currency} right now." |
*
* @param {Fiat_No_Deposit_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_no_deposit_service = /** @type {((inputs: Fiat_No_Deposit_ServiceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_No_Deposit_ServiceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_no_deposit_service(inputs)
	if (locale === "ru") return __ru.fiat_no_deposit_service(inputs)
	return __en.fiat_no_deposit_service(inputs)
});
/**
* | output |
* | --- |
* | "Payment service" |
*
* @param {Fiat_Payment_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payment_service = /** @type {((inputs?: Fiat_Payment_ServiceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Payment_ServiceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_payment_service(inputs)
	if (locale === "ru") return __ru.fiat_payment_service(inputs)
	return __en.fiat_payment_service(inputs)
});
/**
* | output |
* | --- |
* | "Continue to payment" |
*
* @param {Fiat_Continue_To_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_continue_to_payment = /** @type {((inputs?: Fiat_Continue_To_PaymentInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Continue_To_PaymentInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_continue_to_payment(inputs)
	if (locale === "ru") return __ru.fiat_continue_to_payment(inputs)
	return __en.fiat_continue_to_payment(inputs)
});
/**
* | output |
* | --- |
* | "Quick card deposit" |
*
* @param {Fiat_Quick_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_quick_deposit = /** @type {((inputs?: Fiat_Quick_DepositInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Quick_DepositInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_quick_deposit(inputs)
	if (locale === "ru") return __ru.fiat_quick_deposit(inputs)
	return __en.fiat_quick_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Making the deposit and its invoice…" |
*
* @param {Fiat_Making_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_making_deposit = /** @type {((inputs?: Fiat_Making_DepositInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Making_DepositInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_making_deposit(inputs)
	if (locale === "ru") return __ru.fiat_making_deposit(inputs)
	return __en.fiat_making_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Quick card deposit lets the exchange choose the payment service and skips the details above." |
*
* @param {Fiat_Quick_Deposit_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_quick_deposit_hint = /** @type {((inputs?: Fiat_Quick_Deposit_HintInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Quick_Deposit_HintInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_quick_deposit_hint(inputs)
	if (locale === "ru") return __ru.fiat_quick_deposit_hint(inputs)
	return __en.fiat_quick_deposit_hint(inputs)
});
/**
* | output |
* | --- |
* | "no fee stated" |
*
* @param {Fiat_Fee_Not_StatedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_not_stated = /** @type {((inputs?: Fiat_Fee_Not_StatedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fee_Not_StatedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fee_not_stated(inputs)
	if (locale === "ru") return __ru.fiat_fee_not_stated(inputs)
	return __en.fiat_fee_not_stated(inputs)
});
/**
* | output |
* | --- |
* | "no fee" |
*
* @param {Fiat_Fee_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_none = /** @type {((inputs?: Fiat_Fee_NoneInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fee_NoneInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fee_none(inputs)
	if (locale === "ru") return __ru.fiat_fee_none(inputs)
	return __en.fiat_fee_none(inputs)
});
/**
* | output |
* | --- |
* | "fee {fee}" |
*
* @param {Fiat_Fee_IsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_is = /** @type {((inputs: Fiat_Fee_IsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fee_IsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fee_is(inputs)
	if (locale === "ru") return __ru.fiat_fee_is(inputs)
	return __en.fiat_fee_is(inputs)
});
/**
* | output |
* | --- |
* | "at least {amount} {currency}" |
*
* @param {Fiat_Fee_At_LeastInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_at_least = /** @type {((inputs: Fiat_Fee_At_LeastInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fee_At_LeastInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fee_at_least(inputs)
	if (locale === "ru") return __ru.fiat_fee_at_least(inputs)
	return __en.fiat_fee_at_least(inputs)
});
/**
* | output |
* | --- |
* | "at most {amount} {currency}" |
*
* @param {Fiat_Fee_At_MostInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fee_at_most = /** @type {((inputs: Fiat_Fee_At_MostInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fee_At_MostInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fee_at_most(inputs)
	if (locale === "ru") return __ru.fiat_fee_at_most(inputs)
	return __en.fiat_fee_at_most(inputs)
});
/**
* | output |
* | --- |
* | "from {amount} {currency}" |
*
* @param {Fiat_Limit_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_limit_from = /** @type {((inputs: Fiat_Limit_FromInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Limit_FromInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_limit_from(inputs)
	if (locale === "ru") return __ru.fiat_limit_from(inputs)
	return __en.fiat_limit_from(inputs)
});
/**
* | output |
* | --- |
* | "up to {amount} {currency}" |
*
* @param {Fiat_Limit_Up_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_limit_up_to = /** @type {((inputs: Fiat_Limit_Up_ToInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Limit_Up_ToInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_limit_up_to(inputs)
	if (locale === "ru") return __ru.fiat_limit_up_to(inputs)
	return __en.fiat_limit_up_to(inputs)
});
/**
* | output |
* | --- |
* | "no details needed" |
*
* @param {Fiat_No_Details_NeededInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_no_details_needed = /** @type {((inputs?: Fiat_No_Details_NeededInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_No_Details_NeededInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_no_details_needed(inputs)
	if (locale === "ru") return __ru.fiat_no_details_needed(inputs)
	return __en.fiat_no_details_needed(inputs)
});
/**
* | output |
* | --- |
* | "{label} (optional)" |
*
* @param {Fiat_Field_OptionalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_field_optional = /** @type {((inputs: Fiat_Field_OptionalInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Field_OptionalInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_field_optional(inputs)
	if (locale === "ru") return __ru.fiat_field_optional(inputs)
	return __en.fiat_field_optional(inputs)
});
/**
* | output |
* | --- |
* | "Enter an amount." |
*
* @param {Fiat_Enter_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_enter_amount = /** @type {((inputs?: Fiat_Enter_AmountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Enter_AmountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_enter_amount(inputs)
	if (locale === "ru") return __ru.fiat_enter_amount(inputs)
	return __en.fiat_enter_amount(inputs)
});
/**
* | output |
* | --- |
* | "Not sent: you declined the confirmation." |
*
* @param {Fiat_Payout_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_declined = /** @type {((inputs?: Fiat_Payout_DeclinedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Payout_DeclinedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_payout_declined(inputs)
	if (locale === "ru") return __ru.fiat_payout_declined(inputs)
	return __en.fiat_payout_declined(inputs)
});
/**
* | output |
* | --- |
* | "Payout {id}: {status}" |
*
* @param {Fiat_Payout_ResultInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_result = /** @type {((inputs: Fiat_Payout_ResultInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Payout_ResultInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_payout_result(inputs)
	if (locale === "ru") return __ru.fiat_payout_result(inputs)
	return __en.fiat_payout_result(inputs)
});
/**
* | output |
* | --- |
* | "Sent: {receive} {currency} to {recipient}; {debit} {currency} from your balance." |
*
* @param {Fiat_Payout_SentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_sent = /** @type {((inputs: Fiat_Payout_SentInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Payout_SentInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_payout_sent(inputs)
	if (locale === "ru") return __ru.fiat_payout_sent(inputs)
	return __en.fiat_payout_sent(inputs)
});
/**
* | output |
* | --- |
* | "Sent: {receive} {currency} to {recipient} through {service}; {debit} {currency} from your balance." |
*
* @param {Fiat_Payout_Sent_ViaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_sent_via = /** @type {((inputs: Fiat_Payout_Sent_ViaInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Payout_Sent_ViaInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_payout_sent_via(inputs)
	if (locale === "ru") return __ru.fiat_payout_sent_via(inputs)
	return __en.fiat_payout_sent_via(inputs)
});
/**
* | output |
* | --- |
* | "Sent: {receive} {currency} to the recipient; {debit} {currency} from your balance." |
*
* @param {Fiat_Payout_Sent_AnyoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_sent_anyone = /** @type {((inputs: Fiat_Payout_Sent_AnyoneInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Payout_Sent_AnyoneInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_payout_sent_anyone(inputs)
	if (locale === "ru") return __ru.fiat_payout_sent_anyone(inputs)
	return __en.fiat_payout_sent_anyone(inputs)
});
/**
* | output |
* | --- |
* | "Sent: {receive} {currency} to the recipient through {service}; {debit} {currency} from your balance." |
*
* @param {Fiat_Payout_Sent_Anyone_ViaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_sent_anyone_via = /** @type {((inputs: Fiat_Payout_Sent_Anyone_ViaInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Payout_Sent_Anyone_ViaInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_payout_sent_anyone_via(inputs)
	if (locale === "ru") return __ru.fiat_payout_sent_anyone_via(inputs)
	return __en.fiat_payout_sent_anyone_via(inputs)
});
/**
* | output |
* | --- |
* | "Reference: payout {id}. Its progress shows in History in the main window." |
*
* @param {Fiat_Payout_ReferenceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_reference = /** @type {((inputs: Fiat_Payout_ReferenceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Payout_ReferenceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_payout_reference(inputs)
	if (locale === "ru") return __ru.fiat_payout_reference(inputs)
	return __en.fiat_payout_reference(inputs)
});
/**
* | output |
* | --- |
* | "The exchange sent you an e-mail. The payout goes out only after you open the link in it." |
*
* @param {Fiat_Payout_EmailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_email = /** @type {((inputs?: Fiat_Payout_EmailInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Payout_EmailInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_payout_email(inputs)
	if (locale === "ru") return __ru.fiat_payout_email(inputs)
	return __en.fiat_payout_email(inputs)
});
/**
* | output |
* | --- |
* | "The exchange says: “{message}”" |
*
* @param {Fiat_Exchange_SaysInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_exchange_says = /** @type {((inputs: Fiat_Exchange_SaysInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Exchange_SaysInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_exchange_says(inputs)
	if (locale === "ru") return __ru.fiat_exchange_says(inputs)
	return __en.fiat_exchange_says(inputs)
});
/**
* | output |
* | --- |
* | "The exchange saved this destination as fund source {id}: next time, choose “A destination the exchange saved” and enter that number instead of the details." |
*
* @param {Fiat_Payout_Saved_SourceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_saved_source = /** @type {((inputs: Fiat_Payout_Saved_SourceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Payout_Saved_SourceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_payout_saved_source(inputs)
	if (locale === "ru") return __ru.fiat_payout_saved_source(inputs)
	return __en.fiat_payout_saved_source(inputs)
});
/**
* | output |
* | --- |
* | "Reading your balance again…" |
*
* @param {Fiat_Reading_BalanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_reading_balance = /** @type {((inputs?: Fiat_Reading_BalanceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Reading_BalanceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_reading_balance(inputs)
	if (locale === "ru") return __ru.fiat_reading_balance(inputs)
	return __en.fiat_reading_balance(inputs)
});
/**
* | output |
* | --- |
* | "Available now: {amount}" |
*
* @param {Fiat_Available_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_available_now = /** @type {((inputs: Fiat_Available_NowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Available_NowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_available_now(inputs)
	if (locale === "ru") return __ru.fiat_available_now(inputs)
	return __en.fiat_available_now(inputs)
});
/**
* | output |
* | --- |
* | "Your balance could not be read again; Balances in the main window shows it." |
*
* @param {Fiat_Balance_UnreadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_balance_unread = /** @type {((inputs?: Fiat_Balance_UnreadInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Balance_UnreadInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_balance_unread(inputs)
	if (locale === "ru") return __ru.fiat_balance_unread(inputs)
	return __en.fiat_balance_unread(inputs)
});
/**
* | output |
* | --- |
* | "New payout" |
*
* @param {Fiat_New_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_new_payout = /** @type {((inputs?: Fiat_New_PayoutInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_New_PayoutInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_new_payout(inputs)
	if (locale === "ru") return __ru.fiat_new_payout(inputs)
	return __en.fiat_new_payout(inputs)
});
/**
* | output |
* | --- |
* | "Close this window" |
*
* @param {Fiat_Close_WindowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_close_window = /** @type {((inputs?: Fiat_Close_WindowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Close_WindowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_close_window(inputs)
	if (locale === "ru") return __ru.fiat_close_window(inputs)
	return __en.fiat_close_window(inputs)
});
/**
* | output |
* | --- |
* | "How much" |
*
* @param {Fiat_How_MuchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_how_much = /** @type {((inputs?: Fiat_How_MuchInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_How_MuchInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_how_much(inputs)
	if (locale === "ru") return __ru.fiat_how_much(inputs)
	return __en.fiat_how_much(inputs)
});
/**
* | output |
* | --- |
* | "Update services" |
*
* @param {Fiat_Update_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_update_services = /** @type {((inputs?: Fiat_Update_ServicesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Update_ServicesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_update_services(inputs)
	if (locale === "ru") return __ru.fiat_update_services(inputs)
	return __en.fiat_update_services(inputs)
});
/**
* | output |
* | --- |
* | "Show payout services" |
*
* @param {Fiat_Show_Payout_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_show_payout_services = /** @type {((inputs?: Fiat_Show_Payout_ServicesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Show_Payout_ServicesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_show_payout_services(inputs)
	if (locale === "ru") return __ru.fiat_show_payout_services(inputs)
	return __en.fiat_show_payout_services(inputs)
});
/**
* | output |
* | --- |
* | "Available: {amount}" |
*
* @param {Fiat_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_available = /** @type {((inputs: Fiat_AvailableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_AvailableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_available(inputs)
	if (locale === "ru") return __ru.fiat_available(inputs)
	return __en.fiat_available(inputs)
});
/**
* | output |
* | --- |
* | "Where to" |
*
* @param {Fiat_Where_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_where_to = /** @type {((inputs?: Fiat_Where_ToInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Where_ToInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_where_to(inputs)
	if (locale === "ru") return __ru.fiat_where_to(inputs)
	return __en.fiat_where_to(inputs)
});
/**
* | output |
* | --- |
* | "The payment gateway offers no payout service for {amount} {currency}. Try another amount." |
*
* @param {Fiat_No_Payout_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_no_payout_service = /** @type {((inputs: Fiat_No_Payout_ServiceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_No_Payout_ServiceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_no_payout_service(inputs)
	if (locale === "ru") return __ru.fiat_no_payout_service(inputs)
	return __en.fiat_no_payout_service(inputs)
});
/**
* | output |
* | --- |
* | "Payout service" |
*
* @param {Fiat_Payout_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_payout_service = /** @type {((inputs?: Fiat_Payout_ServiceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Payout_ServiceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_payout_service(inputs)
	if (locale === "ru") return __ru.fiat_payout_service(inputs)
	return __en.fiat_payout_service(inputs)
});
/**
* | output |
* | --- |
* | "Pay to" |
*
* @param {Fiat_Pay_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_pay_to = /** @type {((inputs?: Fiat_Pay_ToInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Pay_ToInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_pay_to(inputs)
	if (locale === "ru") return __ru.fiat_pay_to(inputs)
	return __en.fiat_pay_to(inputs)
});
/**
* | output |
* | --- |
* | "New details" |
*
* @param {Fiat_New_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_new_details = /** @type {((inputs?: Fiat_New_DetailsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_New_DetailsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_new_details(inputs)
	if (locale === "ru") return __ru.fiat_new_details(inputs)
	return __en.fiat_new_details(inputs)
});
/**
* | output |
* | --- |
* | "A destination the exchange saved" |
*
* @param {Fiat_Saved_DestinationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_saved_destination = /** @type {((inputs?: Fiat_Saved_DestinationInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Saved_DestinationInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_saved_destination(inputs)
	if (locale === "ru") return __ru.fiat_saved_destination(inputs)
	return __en.fiat_saved_destination(inputs)
});
/**
* | output |
* | --- |
* | "Fund source number" |
*
* @param {Fiat_Fund_SourceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fund_source = /** @type {((inputs?: Fiat_Fund_SourceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fund_SourceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fund_source(inputs)
	if (locale === "ru") return __ru.fiat_fund_source(inputs)
	return __en.fiat_fund_source(inputs)
});
/**
* | output |
* | --- |
* | "Shown after an earlier payout to the same details with this service." |
*
* @param {Fiat_Fund_Source_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fund_source_hint = /** @type {((inputs?: Fiat_Fund_Source_HintInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fund_Source_HintInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fund_source_hint(inputs)
	if (locale === "ru") return __ru.fiat_fund_source_hint(inputs)
	return __en.fiat_fund_source_hint(inputs)
});
/**
* | output |
* | --- |
* | "Enter the fund source number, a whole number." |
*
* @param {Fiat_Fund_Source_ProblemInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fund_source_problem = /** @type {((inputs?: Fiat_Fund_Source_ProblemInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fund_Source_ProblemInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fund_source_problem(inputs)
	if (locale === "ru") return __ru.fiat_fund_source_problem(inputs)
	return __en.fiat_fund_source_problem(inputs)
});
/**
* | output |
* | --- |
* | "Recipient gets" |
*
* @param {Fiat_Recipient_GetsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_recipient_gets = /** @type {((inputs?: Fiat_Recipient_GetsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Recipient_GetsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_recipient_gets(inputs)
	if (locale === "ru") return __ru.fiat_recipient_gets(inputs)
	return __en.fiat_recipient_gets(inputs)
});
/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Fiat_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fee = /** @type {((inputs?: Fiat_FeeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_FeeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fee(inputs)
	if (locale === "ru") return __ru.fiat_fee(inputs)
	return __en.fiat_fee(inputs)
});
/**
* | output |
* | --- |
* | "Taken from your balance" |
*
* @param {Fiat_Taken_From_BalanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_taken_from_balance = /** @type {((inputs?: Fiat_Taken_From_BalanceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Taken_From_BalanceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_taken_from_balance(inputs)
	if (locale === "ru") return __ru.fiat_taken_from_balance(inputs)
	return __en.fiat_taken_from_balance(inputs)
});
/**
* | output |
* | --- |
* | "The amount changed: update the services to see this amount's offer." |
*
* @param {Fiat_Amount_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_amount_changed = /** @type {((inputs?: Fiat_Amount_ChangedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Amount_ChangedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_amount_changed(inputs)
	if (locale === "ru") return __ru.fiat_amount_changed(inputs)
	return __en.fiat_amount_changed(inputs)
});
/**
* | output |
* | --- |
* | "Review and pay out" |
*
* @param {Fiat_Review_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_review_payout = /** @type {((inputs?: Fiat_Review_PayoutInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Review_PayoutInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_review_payout(inputs)
	if (locale === "ru") return __ru.fiat_review_payout(inputs)
	return __en.fiat_review_payout(inputs)
});
/**
* | output |
* | --- |
* | "Waiting for your confirmation and the exchange…" |
*
* @param {Fiat_Waiting_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_waiting_confirmation = /** @type {((inputs?: Fiat_Waiting_ConfirmationInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Waiting_ConfirmationInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_waiting_confirmation(inputs)
	if (locale === "ru") return __ru.fiat_waiting_confirmation(inputs)
	return __en.fiat_waiting_confirmation(inputs)
});
/**
* | output |
* | --- |
* | "Converter" |
*
* @param {Fiat_ConverterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_converter = /** @type {((inputs?: Fiat_ConverterInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_ConverterInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_converter(inputs)
	if (locale === "ru") return __ru.fiat_converter(inputs)
	return __en.fiat_converter(inputs)
});
/**
* | output |
* | --- |
* | "Loading rates…" |
*
* @param {Fiat_Loading_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_loading_rates = /** @type {((inputs?: Fiat_Loading_RatesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Loading_RatesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_loading_rates(inputs)
	if (locale === "ru") return __ru.fiat_loading_rates(inputs)
	return __en.fiat_loading_rates(inputs)
});
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Fiat_Converter_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_converter_amount = /** @type {((inputs?: Fiat_Converter_AmountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Converter_AmountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_converter_amount(inputs)
	if (locale === "ru") return __ru.fiat_converter_amount(inputs)
	return __en.fiat_converter_amount(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Fiat_Converter_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_converter_from = /** @type {((inputs?: Fiat_Converter_FromInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Converter_FromInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_converter_from(inputs)
	if (locale === "ru") return __ru.fiat_converter_from(inputs)
	return __en.fiat_converter_from(inputs)
});
/**
* | output |
* | --- |
* | "To" |
*
* @param {Fiat_Converter_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_converter_to = /** @type {((inputs?: Fiat_Converter_ToInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Converter_ToInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_converter_to(inputs)
	if (locale === "ru") return __ru.fiat_converter_to(inputs)
	return __en.fiat_converter_to(inputs)
});
/**
* | output |
* | --- |
* | "Rates as of {time}, asked again every minute." |
*
* @param {Fiat_Rates_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_rates_as_of = /** @type {((inputs: Fiat_Rates_As_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Rates_As_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_rates_as_of(inputs)
	if (locale === "ru") return __ru.fiat_rates_as_of(inputs)
	return __en.fiat_rates_as_of(inputs)
});
/**
* | output |
* | --- |
* | "Enter an amount to convert." |
*
* @param {Fiat_Convert_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_convert_empty = /** @type {((inputs?: Fiat_Convert_EmptyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Convert_EmptyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_convert_empty(inputs)
	if (locale === "ru") return __ru.fiat_convert_empty(inputs)
	return __en.fiat_convert_empty(inputs)
});
/**
* | output |
* | --- |
* | "Enter a number, such as 1.5 (use a point for decimals)." |
*
* @param {Fiat_Convert_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_convert_invalid = /** @type {((inputs?: Fiat_Convert_InvalidInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Convert_InvalidInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_convert_invalid(inputs)
	if (locale === "ru") return __ru.fiat_convert_invalid(inputs)
	return __en.fiat_convert_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Enter an amount of zero or more." |
*
* @param {Fiat_Convert_NegativeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_convert_negative = /** @type {((inputs?: Fiat_Convert_NegativeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Convert_NegativeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_convert_negative(inputs)
	if (locale === "ru") return __ru.fiat_convert_negative(inputs)
	return __en.fiat_convert_negative(inputs)
});
/**
* | output |
* | --- |
* | "The exchange gives no rate for this pair." |
*
* @param {Fiat_Convert_No_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_convert_no_rate = /** @type {((inputs?: Fiat_Convert_No_RateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Convert_No_RateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_convert_no_rate(inputs)
	if (locale === "ru") return __ru.fiat_convert_no_rate(inputs)
	return __en.fiat_convert_no_rate(inputs)
});
/**
* | output |
* | --- |
* | "Loading currencies…" |
*
* @param {Fiat_Currencies_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_loading = /** @type {((inputs?: Fiat_Currencies_LoadingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Currencies_LoadingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_currencies_loading(inputs)
	if (locale === "ru") return __ru.fiat_currencies_loading(inputs)
	return __en.fiat_currencies_loading(inputs)
});
/**
* | output |
* | --- |
* | "The exchange lists no currencies." |
*
* @param {Fiat_Currencies_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_none = /** @type {((inputs?: Fiat_Currencies_NoneInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Currencies_NoneInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_currencies_none(inputs)
	if (locale === "ru") return __ru.fiat_currencies_none(inputs)
	return __en.fiat_currencies_none(inputs)
});
/**
* | output |
* | --- |
* | "Currencies" |
*
* @param {Fiat_Currencies_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_caption = /** @type {((inputs?: Fiat_Currencies_CaptionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Currencies_CaptionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_currencies_caption(inputs)
	if (locale === "ru") return __ru.fiat_currencies_caption(inputs)
	return __en.fiat_currencies_caption(inputs)
});
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Fiat_Currencies_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_currency = /** @type {((inputs?: Fiat_Currencies_CurrencyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Currencies_CurrencyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_currencies_currency(inputs)
	if (locale === "ru") return __ru.fiat_currencies_currency(inputs)
	return __en.fiat_currencies_currency(inputs)
});
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Fiat_Currencies_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_code = /** @type {((inputs?: Fiat_Currencies_CodeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Currencies_CodeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_currencies_code(inputs)
	if (locale === "ru") return __ru.fiat_currencies_code(inputs)
	return __en.fiat_currencies_code(inputs)
});
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Fiat_Currencies_TypeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_type = /** @type {((inputs?: Fiat_Currencies_TypeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Currencies_TypeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_currencies_type(inputs)
	if (locale === "ru") return __ru.fiat_currencies_type(inputs)
	return __en.fiat_currencies_type(inputs)
});
/**
* | output |
* | --- |
* | "Memo needed" |
*
* @param {Fiat_Currencies_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_memo = /** @type {((inputs?: Fiat_Currencies_MemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Currencies_MemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_currencies_memo(inputs)
	if (locale === "ru") return __ru.fiat_currencies_memo(inputs)
	return __en.fiat_currencies_memo(inputs)
});
/**
* | output |
* | --- |
* | "Precision" |
*
* @param {Fiat_Currencies_PrecisionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_precision = /** @type {((inputs?: Fiat_Currencies_PrecisionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Currencies_PrecisionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_currencies_precision(inputs)
	if (locale === "ru") return __ru.fiat_currencies_precision(inputs)
	return __en.fiat_currencies_precision(inputs)
});
/**
* | output |
* | --- |
* | "Trade precision" |
*
* @param {Fiat_Currencies_Trade_PrecisionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_trade_precision = /** @type {((inputs?: Fiat_Currencies_Trade_PrecisionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Currencies_Trade_PrecisionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_currencies_trade_precision(inputs)
	if (locale === "ru") return __ru.fiat_currencies_trade_precision(inputs)
	return __en.fiat_currencies_trade_precision(inputs)
});
/**
* | output |
* | --- |
* | "Crypto" |
*
* @param {Fiat_Currencies_CryptoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_crypto = /** @type {((inputs?: Fiat_Currencies_CryptoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Currencies_CryptoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_currencies_crypto(inputs)
	if (locale === "ru") return __ru.fiat_currencies_crypto(inputs)
	return __en.fiat_currencies_crypto(inputs)
});
/**
* | output |
* | --- |
* | "Fiat" |
*
* @param {Fiat_Currencies_FiatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_fiat = /** @type {((inputs?: Fiat_Currencies_FiatInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Currencies_FiatInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_currencies_fiat(inputs)
	if (locale === "ru") return __ru.fiat_currencies_fiat(inputs)
	return __en.fiat_currencies_fiat(inputs)
});
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Fiat_Currencies_YesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_yes = /** @type {((inputs?: Fiat_Currencies_YesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Currencies_YesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_currencies_yes(inputs)
	if (locale === "ru") return __ru.fiat_currencies_yes(inputs)
	return __en.fiat_currencies_yes(inputs)
});
/**
* | output |
* | --- |
* | "No" |
*
* @param {Fiat_Currencies_NoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_currencies_no = /** @type {((inputs?: Fiat_Currencies_NoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Currencies_NoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_currencies_no(inputs)
	if (locale === "ru") return __ru.fiat_currencies_no(inputs)
	return __en.fiat_currencies_no(inputs)
});
/**
* | output |
* | --- |
* | "Loading fees…" |
*
* @param {Fiat_Fees_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_loading = /** @type {((inputs?: Fiat_Fees_LoadingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fees_LoadingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fees_loading(inputs)
	if (locale === "ru") return __ru.fiat_fees_loading(inputs)
	return __en.fiat_fees_loading(inputs)
});
/**
* | output |
* | --- |
* | "Crypto withdrawal fees" |
*
* @param {Fiat_Fees_CryptoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_crypto = /** @type {((inputs?: Fiat_Fees_CryptoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fees_CryptoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fees_crypto(inputs)
	if (locale === "ru") return __ru.fiat_fees_crypto(inputs)
	return __en.fiat_fees_crypto(inputs)
});
/**
* | output |
* | --- |
* | "The exchange lists no crypto fees." |
*
* @param {Fiat_Fees_Crypto_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_crypto_none = /** @type {((inputs?: Fiat_Fees_Crypto_NoneInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fees_Crypto_NoneInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fees_crypto_none(inputs)
	if (locale === "ru") return __ru.fiat_fees_crypto_none(inputs)
	return __en.fiat_fees_crypto_none(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawal fee" |
*
* @param {Fiat_Fees_Withdrawal_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_withdrawal_fee = /** @type {((inputs?: Fiat_Fees_Withdrawal_FeeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fees_Withdrawal_FeeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fees_withdrawal_fee(inputs)
	if (locale === "ru") return __ru.fiat_fees_withdrawal_fee(inputs)
	return __en.fiat_fees_withdrawal_fee(inputs)
});
/**
* | output |
* | --- |
* | "Fee in USD" |
*
* @param {Fiat_Fees_In_UsdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_in_usd = /** @type {((inputs?: Fiat_Fees_In_UsdInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fees_In_UsdInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fees_in_usd(inputs)
	if (locale === "ru") return __ru.fiat_fees_in_usd(inputs)
	return __en.fiat_fees_in_usd(inputs)
});
/**
* | output |
* | --- |
* | "Min deposit" |
*
* @param {Fiat_Fees_Min_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_min_deposit = /** @type {((inputs?: Fiat_Fees_Min_DepositInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fees_Min_DepositInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fees_min_deposit(inputs)
	if (locale === "ru") return __ru.fiat_fees_min_deposit(inputs)
	return __en.fiat_fees_min_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Min withdrawal" |
*
* @param {Fiat_Fees_Min_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_min_withdrawal = /** @type {((inputs?: Fiat_Fees_Min_WithdrawalInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fees_Min_WithdrawalInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fees_min_withdrawal(inputs)
	if (locale === "ru") return __ru.fiat_fees_min_withdrawal(inputs)
	return __en.fiat_fees_min_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Fiat fees" |
*
* @param {Fiat_Fees_FiatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_fiat = /** @type {((inputs?: Fiat_Fees_FiatInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fees_FiatInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fees_fiat(inputs)
	if (locale === "ru") return __ru.fiat_fees_fiat(inputs)
	return __en.fiat_fees_fiat(inputs)
});
/**
* | output |
* | --- |
* | "The exchange lists no fiat fees." |
*
* @param {Fiat_Fees_Fiat_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_fiat_none = /** @type {((inputs?: Fiat_Fees_Fiat_NoneInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fees_Fiat_NoneInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fees_fiat_none(inputs)
	if (locale === "ru") return __ru.fiat_fees_fiat_none(inputs)
	return __en.fiat_fees_fiat_none(inputs)
});
/**
* | output |
* | --- |
* | "Method" |
*
* @param {Fiat_Fees_MethodInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_method = /** @type {((inputs?: Fiat_Fees_MethodInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fees_MethodInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fees_method(inputs)
	if (locale === "ru") return __ru.fiat_fees_method(inputs)
	return __en.fiat_fees_method(inputs)
});
/**
* | output |
* | --- |
* | "Deposit %" |
*
* @param {Fiat_Fees_Deposit_PercentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_deposit_percent = /** @type {((inputs?: Fiat_Fees_Deposit_PercentInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fees_Deposit_PercentInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fees_deposit_percent(inputs)
	if (locale === "ru") return __ru.fiat_fees_deposit_percent(inputs)
	return __en.fiat_fees_deposit_percent(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawal %" |
*
* @param {Fiat_Fees_Withdrawal_PercentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_fees_withdrawal_percent = /** @type {((inputs?: Fiat_Fees_Withdrawal_PercentInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Fees_Withdrawal_PercentInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_fees_withdrawal_percent(inputs)
	if (locale === "ru") return __ru.fiat_fees_withdrawal_percent(inputs)
	return __en.fiat_fees_withdrawal_percent(inputs)
});
/**
* | output |
* | --- |
* | "Payment card (Visa, Mastercard)" |
*
* @param {Fiat_Method_Payment_CardInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_method_payment_card = /** @type {((inputs?: Fiat_Method_Payment_CardInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Method_Payment_CardInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_method_payment_card(inputs)
	if (locale === "ru") return __ru.fiat_method_payment_card(inputs)
	return __en.fiat_method_payment_card(inputs)
});
/**
* | output |
* | --- |
* | "Advcash wallet" |
*
* @param {Fiat_Method_Advcash_WalletInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_method_advcash_wallet = /** @type {((inputs?: Fiat_Method_Advcash_WalletInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Method_Advcash_WalletInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_method_advcash_wallet(inputs)
	if (locale === "ru") return __ru.fiat_method_advcash_wallet(inputs)
	return __en.fiat_method_advcash_wallet(inputs)
});
/**
* | output |
* | --- |
* | "Perfect Money account" |
*
* @param {Fiat_Method_Perfectmoney_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_method_perfectmoney_account = /** @type {((inputs?: Fiat_Method_Perfectmoney_AccountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Method_Perfectmoney_AccountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_method_perfectmoney_account(inputs)
	if (locale === "ru") return __ru.fiat_method_perfectmoney_account(inputs)
	return __en.fiat_method_perfectmoney_account(inputs)
});
/**
* | output |
* | --- |
* | "Perfect Money transfer" |
*
* @param {Fiat_Method_Perfectmoney_TransferInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_method_perfectmoney_transfer = /** @type {((inputs?: Fiat_Method_Perfectmoney_TransferInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Method_Perfectmoney_TransferInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_method_perfectmoney_transfer(inputs)
	if (locale === "ru") return __ru.fiat_method_perfectmoney_transfer(inputs)
	return __en.fiat_method_perfectmoney_transfer(inputs)
});
/**
* | output |
* | --- |
* | "Exchange code" |
*
* @param {Fiat_Method_Svc_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_method_svc_code = /** @type {((inputs?: Fiat_Method_Svc_CodeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Method_Svc_CodeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_method_svc_code(inputs)
	if (locale === "ru") return __ru.fiat_method_svc_code(inputs)
	return __en.fiat_method_svc_code(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Fiat_Policies_Col_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_name = /** @type {((inputs?: Fiat_Policies_Col_NameInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Col_NameInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_col_name(inputs)
	if (locale === "ru") return __ru.fiat_policies_col_name(inputs)
	return __en.fiat_policies_col_name(inputs)
});
/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Fiat_Policies_Col_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_rule = /** @type {((inputs?: Fiat_Policies_Col_RuleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Col_RuleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_col_rule(inputs)
	if (locale === "ru") return __ru.fiat_policies_col_rule(inputs)
	return __en.fiat_policies_col_rule(inputs)
});
/**
* | output |
* | --- |
* | "Action" |
*
* @param {Fiat_Policies_Col_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_action = /** @type {((inputs?: Fiat_Policies_Col_ActionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Col_ActionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_col_action(inputs)
	if (locale === "ru") return __ru.fiat_policies_col_action(inputs)
	return __en.fiat_policies_col_action(inputs)
});
/**
* | output |
* | --- |
* | "State" |
*
* @param {Fiat_Policies_Col_StateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_state = /** @type {((inputs?: Fiat_Policies_Col_StateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Col_StateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_col_state(inputs)
	if (locale === "ru") return __ru.fiat_policies_col_state(inputs)
	return __en.fiat_policies_col_state(inputs)
});
/**
* | output |
* | --- |
* | "Hits" |
*
* @param {Fiat_Policies_Col_HitsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_col_hits = /** @type {((inputs?: Fiat_Policies_Col_HitsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Col_HitsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_col_hits(inputs)
	if (locale === "ru") return __ru.fiat_policies_col_hits(inputs)
	return __en.fiat_policies_col_hits(inputs)
});
/**
* | output |
* | --- |
* | "No policy has name “{value}”." |
*
* @param {Fiat_Policies_None_With_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_name = /** @type {((inputs: Fiat_Policies_None_With_NameInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_None_With_NameInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_none_with_name(inputs)
	if (locale === "ru") return __ru.fiat_policies_none_with_name(inputs)
	return __en.fiat_policies_none_with_name(inputs)
});
/**
* | output |
* | --- |
* | "No policy has rule “{value}”." |
*
* @param {Fiat_Policies_None_With_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_rule = /** @type {((inputs: Fiat_Policies_None_With_RuleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_None_With_RuleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_none_with_rule(inputs)
	if (locale === "ru") return __ru.fiat_policies_none_with_rule(inputs)
	return __en.fiat_policies_none_with_rule(inputs)
});
/**
* | output |
* | --- |
* | "No policy has action “{value}”." |
*
* @param {Fiat_Policies_None_With_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_action = /** @type {((inputs: Fiat_Policies_None_With_ActionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_None_With_ActionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_none_with_action(inputs)
	if (locale === "ru") return __ru.fiat_policies_none_with_action(inputs)
	return __en.fiat_policies_none_with_action(inputs)
});
/**
* | output |
* | --- |
* | "No policy has state “{value}”." |
*
* @param {Fiat_Policies_None_With_StateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_state = /** @type {((inputs: Fiat_Policies_None_With_StateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_None_With_StateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_none_with_state(inputs)
	if (locale === "ru") return __ru.fiat_policies_none_with_state(inputs)
	return __en.fiat_policies_none_with_state(inputs)
});
/**
* | output |
* | --- |
* | "No policy has hits “{value}”." |
*
* @param {Fiat_Policies_None_With_HitsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_with_hits = /** @type {((inputs: Fiat_Policies_None_With_HitsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_None_With_HitsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_none_with_hits(inputs)
	if (locale === "ru") return __ru.fiat_policies_none_with_hits(inputs)
	return __en.fiat_policies_none_with_hits(inputs)
});
/**
* | output |
* | --- |
* | "Enabled" |
*
* @param {Fiat_Policies_EnabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_enabled = /** @type {((inputs?: Fiat_Policies_EnabledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_EnabledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_enabled(inputs)
	if (locale === "ru") return __ru.fiat_policies_enabled(inputs)
	return __en.fiat_policies_enabled(inputs)
});
/**
* | output |
* | --- |
* | "Disabled" |
*
* @param {Fiat_Policies_DisabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_disabled = /** @type {((inputs?: Fiat_Policies_DisabledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_DisabledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_disabled(inputs)
	if (locale === "ru") return __ru.fiat_policies_disabled(inputs)
	return __en.fiat_policies_disabled(inputs)
});
/**
* | output |
* | --- |
* | "Nothing changed: edit the rule or the action first." |
*
* @param {Fiat_Policies_Nothing_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_nothing_changed = /** @type {((inputs?: Fiat_Policies_Nothing_ChangedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Nothing_ChangedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_nothing_changed(inputs)
	if (locale === "ru") return __ru.fiat_policies_nothing_changed(inputs)
	return __en.fiat_policies_nothing_changed(inputs)
});
/**
* | output |
* | --- |
* | "“{name}” is its name already." |
*
* @param {Fiat_Policies_Same_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_same_name = /** @type {((inputs: Fiat_Policies_Same_NameInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Same_NameInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_same_name(inputs)
	if (locale === "ru") return __ru.fiat_policies_same_name(inputs)
	return __en.fiat_policies_same_name(inputs)
});
/**
* | output |
* | --- |
* | "“{name}”" |
*
* @param {Fiat_Policies_QuotedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_quoted = /** @type {((inputs: Fiat_Policies_QuotedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_QuotedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_quoted(inputs)
	if (locale === "ru") return __ru.fiat_policies_quoted(inputs)
	return __en.fiat_policies_quoted(inputs)
});
/**
* | output |
* | --- |
* | "{names} and {count} more" |
*
* @param {Fiat_Policies_And_MoreInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_and_more = /** @type {((inputs: Fiat_Policies_And_MoreInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_And_MoreInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_and_more(inputs)
	if (locale === "ru") return __ru.fiat_policies_and_more(inputs)
	return __en.fiat_policies_and_more(inputs)
});
/**
* | output |
* | --- |
* | "Enabled {count}: {names}." |
*
* @param {Fiat_Policies_Done_EnableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_done_enable = /** @type {((inputs: Fiat_Policies_Done_EnableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Done_EnableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_done_enable(inputs)
	if (locale === "ru") return __ru.fiat_policies_done_enable(inputs)
	return __en.fiat_policies_done_enable(inputs)
});
/**
* | output |
* | --- |
* | "Disabled {count}: {names}." |
*
* @param {Fiat_Policies_Done_DisableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_done_disable = /** @type {((inputs: Fiat_Policies_Done_DisableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Done_DisableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_done_disable(inputs)
	if (locale === "ru") return __ru.fiat_policies_done_disable(inputs)
	return __en.fiat_policies_done_disable(inputs)
});
/**
* | output |
* | --- |
* | "Deleted {count}: {names}." |
*
* @param {Fiat_Policies_Done_DeleteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_done_delete = /** @type {((inputs: Fiat_Policies_Done_DeleteInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Done_DeleteInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_done_delete(inputs)
	if (locale === "ru") return __ru.fiat_policies_done_delete(inputs)
	return __en.fiat_policies_done_delete(inputs)
});
/**
* | output |
* | --- |
* | "Not enabled: {names} — {message}" |
*
* @param {Fiat_Policies_Not_EnableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_not_enable = /** @type {((inputs: Fiat_Policies_Not_EnableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Not_EnableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_not_enable(inputs)
	if (locale === "ru") return __ru.fiat_policies_not_enable(inputs)
	return __en.fiat_policies_not_enable(inputs)
});
/**
* | output |
* | --- |
* | "Not disabled: {names} — {message}" |
*
* @param {Fiat_Policies_Not_DisableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_not_disable = /** @type {((inputs: Fiat_Policies_Not_DisableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Not_DisableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_not_disable(inputs)
	if (locale === "ru") return __ru.fiat_policies_not_disable(inputs)
	return __en.fiat_policies_not_disable(inputs)
});
/**
* | output |
* | --- |
* | "Not deleted: {names} — {message}" |
*
* @param {Fiat_Policies_Not_DeleteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_not_delete = /** @type {((inputs: Fiat_Policies_Not_DeleteInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Not_DeleteInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_not_delete(inputs)
	if (locale === "ru") return __ru.fiat_policies_not_delete(inputs)
	return __en.fiat_policies_not_delete(inputs)
});
/**
* | output |
* | --- |
* | "No answer for {names}: {message}" |
*
* @param {Fiat_Policies_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_no_answer = /** @type {((inputs: Fiat_Policies_No_AnswerInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_No_AnswerInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_no_answer(inputs)
	if (locale === "ru") return __ru.fiat_policies_no_answer(inputs)
	return __en.fiat_policies_no_answer(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was enabled." |
*
* @param {Fiat_Policies_Nothing_EnabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_nothing_enabled = /** @type {((inputs?: Fiat_Policies_Nothing_EnabledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Nothing_EnabledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_nothing_enabled(inputs)
	if (locale === "ru") return __ru.fiat_policies_nothing_enabled(inputs)
	return __en.fiat_policies_nothing_enabled(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was disabled." |
*
* @param {Fiat_Policies_Nothing_DisabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_nothing_disabled = /** @type {((inputs?: Fiat_Policies_Nothing_DisabledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Nothing_DisabledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_nothing_disabled(inputs)
	if (locale === "ru") return __ru.fiat_policies_nothing_disabled(inputs)
	return __en.fiat_policies_nothing_disabled(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was deleted." |
*
* @param {Fiat_Policies_Nothing_DeletedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_nothing_deleted = /** @type {((inputs?: Fiat_Policies_Nothing_DeletedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Nothing_DeletedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_nothing_deleted(inputs)
	if (locale === "ru") return __ru.fiat_policies_nothing_deleted(inputs)
	return __en.fiat_policies_nothing_deleted(inputs)
});
/**
* | output |
* | --- |
* | "Renamed “{from}” to “{to}”." |
*
* @param {Fiat_Policies_RenamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_renamed = /** @type {((inputs: Fiat_Policies_RenamedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_RenamedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_renamed(inputs)
	if (locale === "ru") return __ru.fiat_policies_renamed(inputs)
	return __en.fiat_policies_renamed(inputs)
});
/**
* | output |
* | --- |
* | "Look at the certificate in Settings, under Appliances." |
*
* @param {Fiat_Policies_Hint_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_hint_certificate = /** @type {((inputs?: Fiat_Policies_Hint_CertificateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Hint_CertificateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_hint_certificate(inputs)
	if (locale === "ru") return __ru.fiat_policies_hint_certificate(inputs)
	return __en.fiat_policies_hint_certificate(inputs)
});
/**
* | output |
* | --- |
* | "Remove the appliance in Settings and add it again with the right password." |
*
* @param {Fiat_Policies_Hint_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_hint_password = /** @type {((inputs?: Fiat_Policies_Hint_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Hint_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_hint_password(inputs)
	if (locale === "ru") return __ru.fiat_policies_hint_password(inputs)
	return __en.fiat_policies_hint_password(inputs)
});
/**
* | output |
* | --- |
* | "Loading appliances…" |
*
* @param {Fiat_Policies_Loading_AppliancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_loading_appliances = /** @type {((inputs?: Fiat_Policies_Loading_AppliancesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Loading_AppliancesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_loading_appliances(inputs)
	if (locale === "ru") return __ru.fiat_policies_loading_appliances(inputs)
	return __en.fiat_policies_loading_appliances(inputs)
});
/**
* | output |
* | --- |
* | "No appliance is set up yet. Add one in Settings to manage its authorization policies." |
*
* @param {Fiat_Policies_No_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_no_appliance = /** @type {((inputs?: Fiat_Policies_No_ApplianceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_No_ApplianceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_no_appliance(inputs)
	if (locale === "ru") return __ru.fiat_policies_no_appliance(inputs)
	return __en.fiat_policies_no_appliance(inputs)
});
/**
* | output |
* | --- |
* | "Add an appliance" |
*
* @param {Fiat_Policies_Add_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_add_appliance = /** @type {((inputs?: Fiat_Policies_Add_ApplianceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Add_ApplianceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_add_appliance(inputs)
	if (locale === "ru") return __ru.fiat_policies_add_appliance(inputs)
	return __en.fiat_policies_add_appliance(inputs)
});
/**
* | output |
* | --- |
* | "Appliance:" |
*
* @param {Fiat_Policies_ApplianceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_appliance = /** @type {((inputs?: Fiat_Policies_ApplianceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_ApplianceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_appliance(inputs)
	if (locale === "ru") return __ru.fiat_policies_appliance(inputs)
	return __en.fiat_policies_appliance(inputs)
});
/**
* | output |
* | --- |
* | "switch in Settings" |
*
* @param {Fiat_Policies_SwitchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_switch = /** @type {((inputs?: Fiat_Policies_SwitchInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_SwitchInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_switch(inputs)
	if (locale === "ru") return __ru.fiat_policies_switch(inputs)
	return __en.fiat_policies_switch(inputs)
});
/**
* | output |
* | --- |
* | "Filter policies" |
*
* @param {Fiat_Policies_FilterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_filter = /** @type {((inputs?: Fiat_Policies_FilterInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_FilterInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_filter(inputs)
	if (locale === "ru") return __ru.fiat_policies_filter(inputs)
	return __en.fiat_policies_filter(inputs)
});
/**
* | output |
* | --- |
* | "Filter on" |
*
* @param {Fiat_Policies_Filter_OnInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_filter_on = /** @type {((inputs?: Fiat_Policies_Filter_OnInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Filter_OnInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_filter_on(inputs)
	if (locale === "ru") return __ru.fiat_policies_filter_on(inputs)
	return __en.fiat_policies_filter_on(inputs)
});
/**
* | output |
* | --- |
* | "Exact value" |
*
* @param {Fiat_Policies_Exact_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_exact_value = /** @type {((inputs?: Fiat_Policies_Exact_ValueInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Exact_ValueInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_exact_value(inputs)
	if (locale === "ru") return __ru.fiat_policies_exact_value(inputs)
	return __en.fiat_policies_exact_value(inputs)
});
/**
* | output |
* | --- |
* | "ALLOW or DENY" |
*
* @param {Fiat_Policies_Allow_Or_DenyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_allow_or_deny = /** @type {((inputs?: Fiat_Policies_Allow_Or_DenyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Allow_Or_DenyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_allow_or_deny(inputs)
	if (locale === "ru") return __ru.fiat_policies_allow_or_deny(inputs)
	return __en.fiat_policies_allow_or_deny(inputs)
});
/**
* | output |
* | --- |
* | "ENABLED or DISABLED" |
*
* @param {Fiat_Policies_Enabled_Or_DisabledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_enabled_or_disabled = /** @type {((inputs?: Fiat_Policies_Enabled_Or_DisabledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Enabled_Or_DisabledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_enabled_or_disabled(inputs)
	if (locale === "ru") return __ru.fiat_policies_enabled_or_disabled(inputs)
	return __en.fiat_policies_enabled_or_disabled(inputs)
});
/**
* | output |
* | --- |
* | "Apply filter" |
*
* @param {Fiat_Policies_Apply_FilterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_apply_filter = /** @type {((inputs?: Fiat_Policies_Apply_FilterInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Apply_FilterInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_apply_filter(inputs)
	if (locale === "ru") return __ru.fiat_policies_apply_filter(inputs)
	return __en.fiat_policies_apply_filter(inputs)
});
/**
* | output |
* | --- |
* | "Clear filter" |
*
* @param {Fiat_Policies_Clear_FilterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_clear_filter = /** @type {((inputs?: Fiat_Policies_Clear_FilterInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Clear_FilterInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_clear_filter(inputs)
	if (locale === "ru") return __ru.fiat_policies_clear_filter(inputs)
	return __en.fiat_policies_clear_filter(inputs)
});
/**
* | output |
* | --- |
* | "Per page" |
*
* @param {Fiat_Policies_Per_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_per_page = /** @type {((inputs?: Fiat_Policies_Per_PageInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Per_PageInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_per_page(inputs)
	if (locale === "ru") return __ru.fiat_policies_per_page(inputs)
	return __en.fiat_policies_per_page(inputs)
});
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Fiat_Policies_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_refresh = /** @type {((inputs?: Fiat_Policies_RefreshInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_RefreshInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_refresh(inputs)
	if (locale === "ru") return __ru.fiat_policies_refresh(inputs)
	return __en.fiat_policies_refresh(inputs)
});
/**
* | output |
* | --- |
* | "Add a policy" |
*
* @param {Fiat_Policies_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_add = /** @type {((inputs?: Fiat_Policies_AddInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_AddInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_add(inputs)
	if (locale === "ru") return __ru.fiat_policies_add(inputs)
	return __en.fiat_policies_add(inputs)
});
/**
* | output |
* | --- |
* | "Selected policies" |
*
* @param {Fiat_Policies_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_selected = /** @type {((inputs?: Fiat_Policies_SelectedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_SelectedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_selected(inputs)
	if (locale === "ru") return __ru.fiat_policies_selected(inputs)
	return __en.fiat_policies_selected(inputs)
});
/**
* | output |
* | --- |
* | "Enable selected ({count})" |
*
* @param {Fiat_Policies_Enable_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_enable_selected = /** @type {((inputs: Fiat_Policies_Enable_SelectedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Enable_SelectedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_enable_selected(inputs)
	if (locale === "ru") return __ru.fiat_policies_enable_selected(inputs)
	return __en.fiat_policies_enable_selected(inputs)
});
/**
* | output |
* | --- |
* | "Disable selected ({count})" |
*
* @param {Fiat_Policies_Disable_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_disable_selected = /** @type {((inputs: Fiat_Policies_Disable_SelectedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Disable_SelectedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_disable_selected(inputs)
	if (locale === "ru") return __ru.fiat_policies_disable_selected(inputs)
	return __en.fiat_policies_disable_selected(inputs)
});
/**
* | output |
* | --- |
* | "Delete selected ({count})" |
*
* @param {Fiat_Policies_Delete_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_delete_selected = /** @type {((inputs: Fiat_Policies_Delete_SelectedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Delete_SelectedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_delete_selected(inputs)
	if (locale === "ru") return __ru.fiat_policies_delete_selected(inputs)
	return __en.fiat_policies_delete_selected(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to change policies." |
*
* @param {Fiat_Policies_UnlockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_unlock = /** @type {((inputs?: Fiat_Policies_UnlockInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_UnlockInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_unlock(inputs)
	if (locale === "ru") return __ru.fiat_policies_unlock(inputs)
	return __en.fiat_policies_unlock(inputs)
});
/**
* | output |
* | --- |
* | "This appliance does not support enabling or disabling policies, nor resetting a field to its default (it answered errorcode 1240), so they are not offered he..." |
*
* @param {Fiat_Policies_States_NoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_states_note = /** @type {((inputs?: Fiat_Policies_States_NoteInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_States_NoteInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_states_note(inputs)
	if (locale === "ru") return __ru.fiat_policies_states_note(inputs)
	return __en.fiat_policies_states_note(inputs)
});
/**
* | output |
* | --- |
* | "Waiting for the appliance (or your confirmation)…" |
*
* @param {Fiat_Policies_WaitingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_waiting = /** @type {((inputs?: Fiat_Policies_WaitingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_WaitingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_waiting(inputs)
	if (locale === "ru") return __ru.fiat_policies_waiting(inputs)
	return __en.fiat_policies_waiting(inputs)
});
/**
* | output |
* | --- |
* | "Loading policies…" |
*
* @param {Fiat_Policies_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_loading = /** @type {((inputs?: Fiat_Policies_LoadingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_LoadingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_loading(inputs)
	if (locale === "ru") return __ru.fiat_policies_loading(inputs)
	return __en.fiat_policies_loading(inputs)
});
/**
* | output |
* | --- |
* | "Authorization policies" |
*
* @param {Fiat_Policies_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_caption = /** @type {((inputs?: Fiat_Policies_CaptionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_CaptionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_caption(inputs)
	if (locale === "ru") return __ru.fiat_policies_caption(inputs)
	return __en.fiat_policies_caption(inputs)
});
/**
* | output |
* | --- |
* | "Select all policies on this page" |
*
* @param {Fiat_Policies_Select_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_select_all = /** @type {((inputs?: Fiat_Policies_Select_AllInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Select_AllInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_select_all(inputs)
	if (locale === "ru") return __ru.fiat_policies_select_all(inputs)
	return __en.fiat_policies_select_all(inputs)
});
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Fiat_Policies_ActionsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_actions = /** @type {((inputs?: Fiat_Policies_ActionsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_ActionsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_actions(inputs)
	if (locale === "ru") return __ru.fiat_policies_actions(inputs)
	return __en.fiat_policies_actions(inputs)
});
/**
* | output |
* | --- |
* | "Select policy {name}" |
*
* @param {Fiat_Policies_SelectInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_select = /** @type {((inputs: Fiat_Policies_SelectInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_SelectInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_select(inputs)
	if (locale === "ru") return __ru.fiat_policies_select(inputs)
	return __en.fiat_policies_select(inputs)
});
/**
* | output |
* | --- |
* | "New name for {name}" |
*
* @param {Fiat_Policies_New_Name_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_new_name_for = /** @type {((inputs: Fiat_Policies_New_Name_ForInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_New_Name_ForInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_new_name_for(inputs)
	if (locale === "ru") return __ru.fiat_policies_new_name_for(inputs)
	return __en.fiat_policies_new_name_for(inputs)
});
/**
* | output |
* | --- |
* | "Edit policy {name}" |
*
* @param {Fiat_Policies_Edit_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_edit_policy = /** @type {((inputs: Fiat_Policies_Edit_PolicyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Edit_PolicyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_edit_policy(inputs)
	if (locale === "ru") return __ru.fiat_policies_edit_policy(inputs)
	return __en.fiat_policies_edit_policy(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Fiat_Policies_EditInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_edit = /** @type {((inputs?: Fiat_Policies_EditInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_EditInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_edit(inputs)
	if (locale === "ru") return __ru.fiat_policies_edit(inputs)
	return __en.fiat_policies_edit(inputs)
});
/**
* | output |
* | --- |
* | "Rename policy {name}" |
*
* @param {Fiat_Policies_Rename_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rename_policy = /** @type {((inputs: Fiat_Policies_Rename_PolicyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Rename_PolicyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_rename_policy(inputs)
	if (locale === "ru") return __ru.fiat_policies_rename_policy(inputs)
	return __en.fiat_policies_rename_policy(inputs)
});
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Fiat_Policies_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rename = /** @type {((inputs?: Fiat_Policies_RenameInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_RenameInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_rename(inputs)
	if (locale === "ru") return __ru.fiat_policies_rename(inputs)
	return __en.fiat_policies_rename(inputs)
});
/**
* | output |
* | --- |
* | "Delete policy {name}" |
*
* @param {Fiat_Policies_Delete_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_delete_policy = /** @type {((inputs: Fiat_Policies_Delete_PolicyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Delete_PolicyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_delete_policy(inputs)
	if (locale === "ru") return __ru.fiat_policies_delete_policy(inputs)
	return __en.fiat_policies_delete_policy(inputs)
});
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Fiat_Policies_DeleteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_delete = /** @type {((inputs?: Fiat_Policies_DeleteInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_DeleteInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_delete(inputs)
	if (locale === "ru") return __ru.fiat_policies_delete(inputs)
	return __en.fiat_policies_delete(inputs)
});
/**
* | output |
* | --- |
* | "This appliance has no authorization policies yet." |
*
* @param {Fiat_Policies_None_YetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_none_yet = /** @type {((inputs?: Fiat_Policies_None_YetInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_None_YetInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_none_yet(inputs)
	if (locale === "ru") return __ru.fiat_policies_none_yet(inputs)
	return __en.fiat_policies_none_yet(inputs)
});
/**
* | output |
* | --- |
* | "Pages of policies" |
*
* @param {Fiat_Policies_PagesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_pages = /** @type {((inputs?: Fiat_Policies_PagesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_PagesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_pages(inputs)
	if (locale === "ru") return __ru.fiat_policies_pages(inputs)
	return __en.fiat_policies_pages(inputs)
});
/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Fiat_Policies_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_previous_page = /** @type {((inputs?: Fiat_Policies_Previous_PageInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Previous_PageInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_previous_page(inputs)
	if (locale === "ru") return __ru.fiat_policies_previous_page(inputs)
	return __en.fiat_policies_previous_page(inputs)
});
/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Fiat_Policies_Next_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_next_page = /** @type {((inputs?: Fiat_Policies_Next_PageInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Next_PageInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_next_page(inputs)
	if (locale === "ru") return __ru.fiat_policies_next_page(inputs)
	return __en.fiat_policies_next_page(inputs)
});
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
export const fiat_policies_page = /** @type {((inputs: Fiat_Policies_PageInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_PageInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_page(inputs)
	if (locale === "ru") return __ru.fiat_policies_page(inputs)
	return __en.fiat_policies_page(inputs)
});
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
export const fiat_policies_page_match = /** @type {((inputs: Fiat_Policies_Page_MatchInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Page_MatchInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_page_match(inputs)
	if (locale === "ru") return __ru.fiat_policies_page_match(inputs)
	return __en.fiat_policies_page_match(inputs)
});
/**
* | output |
* | --- |
* | "Saved the changes to “{name}”." |
*
* @param {Fiat_Policies_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_saved = /** @type {((inputs: Fiat_Policies_SavedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_SavedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_saved(inputs)
	if (locale === "ru") return __ru.fiat_policies_saved(inputs)
	return __en.fiat_policies_saved(inputs)
});
/**
* | output |
* | --- |
* | "Added “{name}”." |
*
* @param {Fiat_Policies_AddedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_added = /** @type {((inputs: Fiat_Policies_AddedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_AddedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_added(inputs)
	if (locale === "ru") return __ru.fiat_policies_added(inputs)
	return __en.fiat_policies_added(inputs)
});
/**
* | output |
* | --- |
* | "The rule of “{name}” is back to the appliance's default." |
*
* @param {Fiat_Policies_Rule_ResetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rule_reset = /** @type {((inputs: Fiat_Policies_Rule_ResetInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Rule_ResetInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_rule_reset(inputs)
	if (locale === "ru") return __ru.fiat_policies_rule_reset(inputs)
	return __en.fiat_policies_rule_reset(inputs)
});
/**
* | output |
* | --- |
* | "The action of “{name}” is back to the appliance's default." |
*
* @param {Fiat_Policies_Action_ResetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_action_reset = /** @type {((inputs: Fiat_Policies_Action_ResetInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Action_ResetInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_action_reset(inputs)
	if (locale === "ru") return __ru.fiat_policies_action_reset(inputs)
	return __en.fiat_policies_action_reset(inputs)
});
/**
* | output |
* | --- |
* | "Edit “{name}”" |
*
* @param {Fiat_Policies_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_edit_title = /** @type {((inputs: Fiat_Policies_Edit_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Edit_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_edit_title(inputs)
	if (locale === "ru") return __ru.fiat_policies_edit_title(inputs)
	return __en.fiat_policies_edit_title(inputs)
});
/**
* | output |
* | --- |
* | "Add a policy" |
*
* @param {Fiat_Policies_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_add_title = /** @type {((inputs?: Fiat_Policies_Add_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Add_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_add_title(inputs)
	if (locale === "ru") return __ru.fiat_policies_add_title(inputs)
	return __en.fiat_policies_add_title(inputs)
});
/**
* | output |
* | --- |
* | "Policy name" |
*
* @param {Fiat_Policies_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_name = /** @type {((inputs?: Fiat_Policies_NameInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_NameInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_name(inputs)
	if (locale === "ru") return __ru.fiat_policies_name(inputs)
	return __en.fiat_policies_name(inputs)
});
/**
* | output |
* | --- |
* | "A letter, digit or _ first; then letters, digits, spaces and _ - . # @ = : (at most 127)." |
*
* @param {Fiat_Policies_Name_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_name_hint = /** @type {((inputs?: Fiat_Policies_Name_HintInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Name_HintInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_name_hint(inputs)
	if (locale === "ru") return __ru.fiat_policies_name_hint(inputs)
	return __en.fiat_policies_name_hint(inputs)
});
/**
* | output |
* | --- |
* | "— let matching requests through" |
*
* @param {Fiat_Policies_Allow_MeansInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_allow_means = /** @type {((inputs?: Fiat_Policies_Allow_MeansInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Allow_MeansInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_allow_means(inputs)
	if (locale === "ru") return __ru.fiat_policies_allow_means(inputs)
	return __en.fiat_policies_allow_means(inputs)
});
/**
* | output |
* | --- |
* | "— refuse matching requests" |
*
* @param {Fiat_Policies_Deny_MeansInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_deny_means = /** @type {((inputs?: Fiat_Policies_Deny_MeansInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Deny_MeansInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_deny_means(inputs)
	if (locale === "ru") return __ru.fiat_policies_deny_means(inputs)
	return __en.fiat_policies_deny_means(inputs)
});
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Fiat_Policies_SaveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_save = /** @type {((inputs?: Fiat_Policies_SaveInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_SaveInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_save(inputs)
	if (locale === "ru") return __ru.fiat_policies_save(inputs)
	return __en.fiat_policies_save(inputs)
});
/**
* | output |
* | --- |
* | "Add policy" |
*
* @param {Fiat_Policies_Add_SubmitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_add_submit = /** @type {((inputs?: Fiat_Policies_Add_SubmitInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Add_SubmitInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_add_submit(inputs)
	if (locale === "ru") return __ru.fiat_policies_add_submit(inputs)
	return __en.fiat_policies_add_submit(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Fiat_Policies_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_cancel = /** @type {((inputs?: Fiat_Policies_CancelInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_CancelInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_cancel(inputs)
	if (locale === "ru") return __ru.fiat_policies_cancel(inputs)
	return __en.fiat_policies_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Reset rule to default" |
*
* @param {Fiat_Policies_Reset_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_reset_rule = /** @type {((inputs?: Fiat_Policies_Reset_RuleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Reset_RuleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_reset_rule(inputs)
	if (locale === "ru") return __ru.fiat_policies_reset_rule(inputs)
	return __en.fiat_policies_reset_rule(inputs)
});
/**
* | output |
* | --- |
* | "Reset action to default" |
*
* @param {Fiat_Policies_Reset_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_reset_action = /** @type {((inputs?: Fiat_Policies_Reset_ActionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Reset_ActionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_reset_action(inputs)
	if (locale === "ru") return __ru.fiat_policies_reset_action(inputs)
	return __en.fiat_policies_reset_action(inputs)
});
/**
* | output |
* | --- |
* | "Sending to the appliance…" |
*
* @param {Fiat_Policies_SendingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_sending = /** @type {((inputs?: Fiat_Policies_SendingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_SendingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_sending(inputs)
	if (locale === "ru") return __ru.fiat_policies_sending(inputs)
	return __en.fiat_policies_sending(inputs)
});
/**
* | output |
* | --- |
* | "An expression, such as {simple} or {longer}." |
*
* @param {Fiat_Policies_Rule_ExampleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rule_example = /** @type {((inputs: Fiat_Policies_Rule_ExampleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Rule_ExampleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_rule_example(inputs)
	if (locale === "ru") return __ru.fiat_policies_rule_example(inputs)
	return __en.fiat_policies_rule_example(inputs)
});
/**
* | output |
* | --- |
* | "Brackets and quotes are balanced." |
*
* @param {Fiat_Policies_Rule_BalancedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const fiat_policies_rule_balanced = /** @type {((inputs?: Fiat_Policies_Rule_BalancedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Rule_BalancedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_rule_balanced(inputs)
	if (locale === "ru") return __ru.fiat_policies_rule_balanced(inputs)
	return __en.fiat_policies_rule_balanced(inputs)
});
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
export const fiat_policies_rule_length = /** @type {((inputs: Fiat_Policies_Rule_LengthInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fiat_Policies_Rule_LengthInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fiat_policies_rule_length(inputs)
	if (locale === "ru") return __ru.fiat_policies_rule_length(inputs)
	return __en.fiat_policies_rule_length(inputs)
});