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
/** @typedef {{}} Funds_Loading_AccountsInputs */
/** @typedef {{}} Funds_CurrencyInputs */
/** @typedef {{}} Funds_Col_IdInputs */
/** @typedef {{}} Funds_Col_TimeInputs */
/** @typedef {{}} Funds_Col_AmountInputs */
/** @typedef {{}} Funds_Col_StatusInputs */
/** @typedef {{}} Funds_Col_AddressInputs */
/** @typedef {{}} Funds_Col_ToInputs */
/** @typedef {{}} Funds_Col_FeeInputs */
/** @typedef {{}} Funds_Col_MemoInputs */
/** @typedef {{}} Funds_Waiting_ConfirmationInputs */
/** @typedef {{}} Funds_Support_NumberInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Withdraw_SendInputs */
/** @typedef {{}} Funds_Withdraw_Saved_AddressInputs */
/** @typedef {{}} Funds_Withdraw_Choose_SavedInputs */
/** @typedef {{ name: NonNullable<unknown>, memo: NonNullable<unknown> }} Funds_Withdraw_Saved_With_MemoInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Withdraw_Recipient_AddressInputs */
/** @typedef {{}} Funds_Withdraw_MemoInputs */
/** @typedef {{}} Funds_Withdraw_Blank_MemoInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Withdraw_Memo_HelpInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Withdraw_AmountInputs */
/** @typedef {{}} Funds_Withdraw_Fee_IncludedInputs */
/** @typedef {{}} Funds_Withdraw_Fee_Included_HelpInputs */
/** @typedef {{}} Funds_Withdraw_Send_AllInputs */
/** @typedef {{}} Funds_Withdraw_Loading_SummaryInputs */
/** @typedef {{}} Funds_Withdraw_AvailableInputs */
/** @typedef {{}} Funds_Withdraw_SmallestInputs */
/** @typedef {{}} Funds_Withdraw_Recipient_GetsInputs */
/** @typedef {{}} Funds_Withdraw_TakenInputs */
/** @typedef {{ receive: NonNullable<unknown>, unit: NonNullable<unknown>, debit: NonNullable<unknown> }} Funds_Withdraw_Result_SaidInputs */
/** @typedef {{}} Funds_Withdraw_ReviewInputs */
/** @typedef {{}} Funds_Withdraw_UnlockInputs */
/** @typedef {{}} Funds_Withdraw_Enter_AddressInputs */
/** @typedef {{}} Funds_Withdraw_DeclinedInputs */
/** @typedef {{ id: NonNullable<unknown>, status: NonNullable<unknown> }} Funds_Withdraw_Result_TitleInputs */
/** @typedef {{}} Funds_Withdraw_Email_SentInputs */
/** @typedef {{}} Funds_Withdraw_AcceptedInputs */
/** @typedef {{ receive: NonNullable<unknown>, unit: NonNullable<unknown>, debit: NonNullable<unknown> }} Funds_Withdraw_Result_AmountsInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Funds_Address_CheckedInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Recent_TitleInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Recent_LoadingInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Recent_NoneInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Recent_CaptionInputs */
/** @typedef {{}} Funds_Recent_Look_AgainInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Recent_HistoryInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Guard_TitleInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Guard_LeadInputs */
/** @typedef {{}} Funds_Guard_PasswordInputs */
/** @typedef {{}} Funds_Guard_BookInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Guard_Book_CaptionInputs */
/** @typedef {{}} Funds_Guard_Col_LabelInputs */
/** @typedef {{}} Funds_Guard_Col_ActionsInputs */
/** @typedef {{}} Funds_Guard_RemoveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Funds_Guard_Remove_NamedInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Guard_NoneInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Guard_Save_FormInputs */
/** @typedef {{}} Funds_Guard_AddressInputs */
/** @typedef {{}} Funds_Guard_MemoInputs */
/** @typedef {{}} Funds_Guard_Save_AddressInputs */
/** @typedef {{}} Funds_Guard_RulesInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Guard_Rules_FormInputs */
/** @typedef {{}} Funds_Guard_Allow_ListInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Guard_Daily_LimitInputs */
/** @typedef {{}} Funds_Guard_Save_RulesInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown> }} Funds_Guard_Used_TodayInputs */
/** @typedef {{}} Funds_Guard_UnlockInputs */
/** @typedef {{}} Funds_Guard_Enter_AddressInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Funds_Guard_Memo_Not_SavedInputs */
/** @typedef {{ label: NonNullable<unknown>, unit: NonNullable<unknown> }} Funds_Guard_Saved_LabelledInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Guard_SavedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Funds_Guard_RemovedInputs */
/** @typedef {{ text: NonNullable<unknown> }} Funds_Guard_Limit_Not_AmountInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Guard_Rule_SavedInputs */
/** @typedef {{}} Funds_Details_Invalid_DepositInputs */
/** @typedef {{}} Funds_Details_Invalid_WithdrawalInputs */
/** @typedef {{}} Funds_Details_Find_DepositInputs */
/** @typedef {{}} Funds_Details_Find_WithdrawalInputs */
/** @typedef {{ id: NonNullable<unknown> }} Funds_Details_DepositInputs */
/** @typedef {{ id: NonNullable<unknown> }} Funds_Details_WithdrawalInputs */
/** @typedef {{}} Funds_Details_Id_DepositInputs */
/** @typedef {{}} Funds_Details_Id_WithdrawalInputs */
/** @typedef {{}} Funds_Details_Show_DepositInputs */
/** @typedef {{}} Funds_Details_Show_WithdrawalInputs */
/** @typedef {{}} Funds_Details_Loading_DepositInputs */
/** @typedef {{}} Funds_Details_Loading_WithdrawalInputs */
/** @typedef {{}} Funds_Details_Amount_ReceivedInputs */
/** @typedef {{}} Funds_Details_DebitedInputs */
/** @typedef {{}} Funds_Details_Received_AtInputs */
/** @typedef {{}} Funds_Details_Sent_ToInputs */
/** @typedef {{}} Funds_Details_TransactionInputs */
/** @typedef {{}} Funds_Details_Opens_ExplorerInputs */
/** @typedef {{}} Funds_Details_Not_On_NetworkInputs */
/** @typedef {{}} Funds_Sort_ByInputs */
/** @typedef {{}} Funds_OrderInputs */
/** @typedef {{}} Funds_Per_PageInputs */
/** @typedef {{}} Funds_Newest_FirstInputs */
/** @typedef {{}} Funds_Oldest_FirstInputs */
/** @typedef {{}} Funds_Statuses_LegendInputs */
/** @typedef {{}} Funds_Previous_PageInputs */
/** @typedef {{}} Funds_Next_PageInputs */
/** @typedef {{}} Funds_Asking_ExchangeInputs */
/** @typedef {{}} Funds_Deposit_RefreshInputs */
/** @typedef {{}} Funds_Deposit_Not_Shown_YetInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Deposit_ExistedInputs */
/** @typedef {{}} Funds_Deposit_UnconfirmedInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Deposit_LoadingInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Deposit_TitleInputs */
/** @typedef {{}} Funds_Deposit_Credited_AfterInputs */
/** @typedef {{ count: NonNullable<unknown> }} Funds_Deposit_ConfirmationsInputs */
/** @typedef {{}} Funds_Deposit_SmallestInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Deposit_Memo_EveryInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Deposit_Memo_Lost_BelowInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Deposit_Memo_Lost_YoursInputs */
/** @typedef {{}} Funds_Deposit_Memo_Not_YetInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Deposit_HiddenInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Deposit_Send_OnlyInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Deposit_QrInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Deposit_MakingInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Deposit_None_YetInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Deposit_GenerateInputs */
/** @typedef {{}} Funds_Deposit_UnlockInputs */
/** @typedef {{ count: NonNullable<unknown>, file: NonNullable<unknown> }} Funds_History_Exported_DownloadInputs */
/** @typedef {{ count: NonNullable<unknown>, path: NonNullable<unknown> }} Funds_History_Exported_FileInputs */
/** @typedef {{}} Funds_History_Export_CancelledInputs */
/** @typedef {{}} Funds_Type_DepositInputs */
/** @typedef {{}} Funds_Type_WithdrawalInputs */
/** @typedef {{ id: NonNullable<unknown> }} Funds_History_Details_DepositInputs */
/** @typedef {{ id: NonNullable<unknown> }} Funds_History_Details_WithdrawalInputs */
/** @typedef {{}} Funds_History_FilterInputs */
/** @typedef {{}} Funds_History_TypeInputs */
/** @typedef {{}} Funds_History_AllInputs */
/** @typedef {{}} Funds_History_DepositsInputs */
/** @typedef {{}} Funds_History_WithdrawalsInputs */
/** @typedef {{}} Funds_History_All_CurrenciesInputs */
/** @typedef {{}} Funds_History_DoneInputs */
/** @typedef {{}} Funds_History_PendingInputs */
/** @typedef {{}} Funds_History_CancelledInputs */
/** @typedef {{}} Funds_History_FromInputs */
/** @typedef {{}} Funds_History_ToInputs */
/** @typedef {{}} Funds_History_Sort_AmountInputs */
/** @typedef {{}} Funds_History_ShowInputs */
/** @typedef {{}} Funds_History_Sort_NoteInputs */
/** @typedef {{}} Funds_History_ExportInputs */
/** @typedef {{}} Funds_History_Export_ProgressInputs */
/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Funds_History_Reading_PageInputs */
/** @typedef {{}} Funds_History_Export_StartingInputs */
/** @typedef {{}} Funds_History_LoadingInputs */
/** @typedef {{}} Funds_History_NoneInputs */
/** @typedef {{ count: NonNullable<unknown>, zone: NonNullable<unknown> }} Funds_History_CaptionInputs */
/** @typedef {{ count: NonNullable<unknown>, currencies: NonNullable<unknown>, zone: NonNullable<unknown> }} Funds_History_Caption_SortedInputs */
/** @typedef {{}} Funds_History_DetailsInputs */
/** @typedef {{}} Funds_History_PagesInputs */
/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Funds_History_Page_OfInputs */
/** @typedef {{}} Funds_History_From_InvalidInputs */
/** @typedef {{}} Funds_History_To_InvalidInputs */
/** @typedef {{}} Funds_History_To_Before_FromInputs */
/** @typedef {{}} Funds_History_Amount_Needs_CurrencyInputs */
/** @typedef {{}} Funds_Codes_AwaitingInputs */
/** @typedef {{}} Funds_Codes_ValidInputs */
/** @typedef {{}} Funds_Codes_UsedInputs */
/** @typedef {{}} Funds_Codes_BlockedInputs */
/** @typedef {{}} Funds_Codes_CancelledInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown>, status: NonNullable<unknown> }} Funds_Codes_KnownInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown>, status: NonNullable<unknown>, recipient: NonNullable<unknown> }} Funds_Codes_Known_ForInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown>, status: NonNullable<unknown>, comment: NonNullable<unknown> }} Funds_Codes_Known_CommentInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown>, status: NonNullable<unknown>, recipient: NonNullable<unknown>, comment: NonNullable<unknown> }} Funds_Codes_Known_For_CommentInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Funds_Codes_Redeemed_SaidInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Funds_Codes_Redeemed_FoundInputs */
/** @typedef {{}} Funds_Codes_Redeem_DeclinedInputs */
/** @typedef {{}} Funds_Codes_Check_TitleInputs */
/** @typedef {{}} Funds_Codes_Transfer_CodeInputs */
/** @typedef {{}} Funds_Codes_CheckInputs */
/** @typedef {{}} Funds_Codes_RedeemInputs */
/** @typedef {{}} Funds_Codes_Unlock_RedeemInputs */
/** @typedef {{}} Funds_Codes_Enter_AmountInputs */
/** @typedef {{ text: NonNullable<unknown> }} Funds_Codes_Not_AmountInputs */
/** @typedef {{}} Funds_Codes_Not_Before_InvalidInputs */
/** @typedef {{}} Funds_Codes_Create_DeclinedInputs */
/** @typedef {{}} Funds_Codes_Create_TitleInputs */
/** @typedef {{}} Funds_Codes_Create_LeadInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Funds_Codes_AmountInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Funds_Codes_AvailableInputs */
/** @typedef {{}} Funds_Codes_Only_ForInputs */
/** @typedef {{}} Funds_Codes_Anyone_PlaceholderInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Funds_Codes_Not_BeforeInputs */
/** @typedef {{}} Funds_Codes_Public_Comment_FieldInputs */
/** @typedef {{}} Funds_Codes_Private_Comment_FieldInputs */
/** @typedef {{}} Funds_Codes_CreateInputs */
/** @typedef {{}} Funds_Codes_Unlock_CreateInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Funds_Codes_NewInputs */
/** @typedef {{}} Funds_Codes_Copy_NowInputs */
/** @typedef {{}} Funds_Codes_CodeInputs */
/** @typedef {{}} Funds_Codes_New_QrInputs */
/** @typedef {{}} Funds_Codes_Hide_The_CodeInputs */
/** @typedef {{}} Funds_Codes_Show_The_CodeInputs */
/** @typedef {{}} Funds_Codes_Input_IdleInputs */
/** @typedef {{ mark: NonNullable<unknown>, type: NonNullable<unknown> }} Funds_Codes_Input_OkInputs */
/** @typedef {{}} Funds_Codes_YoursInputs */
/** @typedef {{}} Funds_Codes_WhichInputs */
/** @typedef {{}} Funds_Codes_Issued_By_MeInputs */
/** @typedef {{}} Funds_Codes_Redeemed_By_MeInputs */
/** @typedef {{}} Funds_Codes_CreatedInputs */
/** @typedef {{}} Funds_Codes_RedeemedInputs */
/** @typedef {{}} Funds_Codes_Redeemed_AtInputs */
/** @typedef {{}} Funds_Codes_LoadingInputs */
/** @typedef {{}} Funds_Codes_No_MoreInputs */
/** @typedef {{}} Funds_Codes_None_IssuedInputs */
/** @typedef {{}} Funds_Codes_None_RedeemedInputs */
/** @typedef {{}} Funds_Codes_Issued_ListInputs */
/** @typedef {{}} Funds_Codes_Redeemed_ListInputs */
/** @typedef {{}} Funds_Codes_ForInputs */
/** @typedef {{}} Funds_Codes_CommentInputs */
/** @typedef {{}} Funds_Codes_AnyoneInputs */
/** @typedef {{}} Funds_Codes_ShowInputs */
/** @typedef {{}} Funds_Codes_HideInputs */
/** @typedef {{ name: NonNullable<unknown> }} Funds_Codes_Show_NamedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Funds_Codes_Hide_NamedInputs */
/** @typedef {{}} Funds_Codes_PagesInputs */
/** @typedef {{ page: NonNullable<unknown> }} Funds_Codes_PageInputs */
/** @typedef {{}} Funds_Codes_Id_InvalidInputs */
/** @typedef {{}} Funds_Codes_Find_TitleInputs */
/** @typedef {{}} Funds_Codes_IdInputs */
/** @typedef {{}} Funds_Codes_FindInputs */
/** @typedef {{}} Funds_Codes_Loading_OneInputs */
/** @typedef {{}} Funds_Codes_Not_Before_DtInputs */
/** @typedef {{}} Funds_Codes_Public_CommentInputs */
/** @typedef {{}} Funds_Codes_Private_CommentInputs */
/** @typedef {{}} Trading_Loading_MarketsInputs */
/** @typedef {{}} Trading_Filter_MarketsInputs */
/** @typedef {{}} Trading_Quote_CurrencyInputs */
/** @typedef {{}} Trading_AllInputs */
/** @typedef {{}} Trading_No_MarketsInputs */
/** @typedef {{}} Trading_No_MatchInputs */
/** @typedef {{ text: NonNullable<unknown> }} Trading_No_Match_TextInputs */
/** @typedef {{ quote: NonNullable<unknown> }} Trading_No_Match_QuoteInputs */
/** @typedef {{ text: NonNullable<unknown>, quote: NonNullable<unknown> }} Trading_No_Match_BothInputs */
/** @typedef {{ time: NonNullable<unknown> }} Trading_Stale_PricesInputs */
/** @typedef {{ time: NonNullable<unknown> }} Trading_Stale_FiguresInputs */
/** @typedef {{}} Trading_Markets_TableInputs */
/** @typedef {{}} Trading_Col_MarketInputs */
/** @typedef {{}} Trading_Col_LastInputs */
/** @typedef {{}} Trading_Col_ChangeInputs */
/** @typedef {{}} Trading_Col_VolumeInputs */
/** @typedef {{}} Trading_Col_Quote_VolumeInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Trading_Col_Display_VolumeInputs */
/** @typedef {{}} Trading_Col_HighInputs */
/** @typedef {{}} Trading_Col_LowInputs */
/** @typedef {{}} Trading_Col_RangeInputs */
/** @typedef {{}} Trading_Col_FavouriteInputs */
/** @typedef {{ pair: NonNullable<unknown> }} Trading_Favourite_OfInputs */
/** @typedef {{ pair: NonNullable<unknown> }} Trading_Favourite_AddInputs */
/** @typedef {{ pair: NonNullable<unknown> }} Trading_Favourite_RemoveInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Trading_Sorted_By_Quote_ValueInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Trading_Sorted_By_Base_ValueInputs */
/** @typedef {{}} Trading_Range_UnknownInputs */
/** @typedef {{ low: NonNullable<unknown>, high: NonNullable<unknown>, last: NonNullable<unknown>, percent: NonNullable<unknown> }} Trading_Range_OfInputs */
/** @typedef {{}} Trading_Market_Not_FoundInputs */
/** @typedef {{ symbol: NonNullable<unknown> }} Trading_No_Such_MarketInputs */
/** @typedef {{}} Trading_Back_To_MarketsInputs */
/** @typedef {{}} Trading_Loading_MarketInputs */
/** @typedef {{}} Trading_GroupingInputs */
/** @typedef {{}} Trading_Update_IntervalInputs */
/** @typedef {{}} Trading_Order_BookInputs */
/** @typedef {{}} Trading_DepthInputs */
/** @typedef {{}} Trading_Loading_BookInputs */
/** @typedef {{}} Trading_TickerInputs */
/** @typedef {{}} Trading_High_24hInputs */
/** @typedef {{}} Trading_Low_24hInputs */
/** @typedef {{}} Trading_Volume_24hInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Trading_Volume_24h_InInputs */
/** @typedef {{}} Trading_BidInputs */
/** @typedef {{}} Trading_AskInputs */
/** @typedef {{}} Trading_Show_FewerInputs */
/** @typedef {{}} Trading_Show_MoreInputs */
/** @typedef {{}} Trading_AsksInputs */
/** @typedef {{}} Trading_BidsInputs */
/** @typedef {{}} Trading_No_AsksInputs */
/** @typedef {{}} Trading_No_BidsInputs */
/** @typedef {{}} Trading_Spread_NoneInputs */
/** @typedef {{ amount: NonNullable<unknown>, percent: NonNullable<unknown> }} Trading_Spread_OfInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Trading_Price_InInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Trading_Amount_InInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Trading_Total_InInputs */
/** @typedef {{ side: NonNullable<unknown> }} Trading_Book_CaptionInputs */
/** @typedef {{ side: NonNullable<unknown>, time: NonNullable<unknown> }} Trading_Book_Caption_As_OfInputs */
/** @typedef {{ side: NonNullable<unknown>, time: NonNullable<unknown> }} Trading_Book_Caption_As_Of_EveryInputs */
/** @typedef {{}} Trading_Depth_ChartInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Trading_Amount_AxisInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Trading_Price_AxisInputs */
/** @typedef {{}} Trading_Depth_SliderInputs */
/** @typedef {{}} Trading_Depth_At_PointerInputs */
/** @typedef {{}} Trading_Depth_HintInputs */
/** @typedef {{ price: NonNullable<unknown>, volume: NonNullable<unknown> }} Trading_Depth_Bids_AtInputs */
/** @typedef {{ price: NonNullable<unknown>, volume: NonNullable<unknown> }} Trading_Depth_Asks_AtInputs */
/** @typedef {{ low: NonNullable<unknown>, mid: NonNullable<unknown>, high: NonNullable<unknown>, depth: NonNullable<unknown> }} Trading_Depth_SummaryInputs */
/** @typedef {{}} Trading_Depth_EmptyInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Trading_Price_In_UnitInputs */
/** @typedef {{}} Trading_Loading_AccountsInputs */
/** @typedef {{}} Trading_AccountInputs */
/** @typedef {{}} Trading_Hide_SmallInputs */
/** @typedef {{}} Trading_RefreshInputs */
/** @typedef {{}} Trading_Small_HintInputs */
/** @typedef {{ value: NonNullable<unknown> }} Trading_Small_Hint_InInputs */
/** @typedef {{}} Trading_Small_Hint_No_RateInputs */
/** @typedef {{}} Trading_Loading_BalancesInputs */
/** @typedef {{}} Trading_PortfolioInputs */
/** @typedef {{}} Trading_Portfolio_ValueInputs */
/** @typedef {{ time: NonNullable<unknown> }} Trading_As_OfInputs */
/** @typedef {{ time: NonNullable<unknown> }} Trading_As_Of_StartInputs */
/** @typedef {{}} Trading_Cannot_ComputeInputs */
/** @typedef {{ currencies: NonNullable<unknown> }} Trading_Change_WithoutInputs */
/** @typedef {{}} Trading_Loading_RatesInputs */
/** @typedef {{}} Trading_Last_WholeInputs */
/** @typedef {{}} Trading_Holds_NothingInputs */
/** @typedef {{}} Trading_All_SmallInputs */
/** @typedef {{}} Trading_Balances_TableInputs */
/** @typedef {{}} Trading_Col_CurrencyInputs */
/** @typedef {{}} Trading_Col_TotalInputs */
/** @typedef {{}} Trading_Col_AvailableInputs */
/** @typedef {{}} Trading_Col_LockedInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Trading_Col_ValueInputs */
/** @typedef {{}} Trading_Col_ShareInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Trading_No_RatesInputs */
/** @typedef {{ count: NonNullable<unknown>, currencies: NonNullable<unknown>, currency: NonNullable<unknown> }} Trading_No_Rate_ForInputs */
/** @typedef {{}} Trading_OtherInputs */
/** @typedef {{}} Trading_Allocation_NoneInputs */
/** @typedef {{ slices: NonNullable<unknown> }} Trading_Allocation_OfInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown>, first: NonNullable<unknown>, last: NonNullable<unknown> }} Trading_History_LabelInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown>, first: NonNullable<unknown>, last: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown> }} Trading_History_Label_RangeInputs */
/** @typedef {{}} Trading_History_SeenInputs */
/** @typedef {{}} Trading_History_EmptyInputs */
/** @typedef {{}} Trading_Tab_OpenInputs */
/** @typedef {{}} Trading_Tab_HistoryInputs */
/** @typedef {{}} Trading_Orders_TabsInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Trading_Times_InInputs */
/** @typedef {{ time: NonNullable<unknown> }} Trading_Stale_OrdersInputs */
/** @typedef {{}} Trading_All_MarketsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Trading_Cancel_SelectedInputs */
/** @typedef {{}} Trading_Unlock_To_CancelInputs */
/** @typedef {{}} Trading_Waiting_ConfirmationInputs */
/** @typedef {{}} Trading_Loading_OpenInputs */
/** @typedef {{}} Trading_No_OpenInputs */
/** @typedef {{}} Trading_Select_AllInputs */
/** @typedef {{}} Trading_Col_SideInputs */
/** @typedef {{}} Trading_Col_TypeInputs */
/** @typedef {{}} Trading_Col_PriceInputs */
/** @typedef {{}} Trading_Col_AmountInputs */
/** @typedef {{}} Trading_Col_FilledInputs */
/** @typedef {{}} Trading_Col_CreatedInputs */
/** @typedef {{}} Trading_Col_ActionsInputs */
/** @typedef {{ id: NonNullable<unknown> }} Trading_Select_OrderInputs */
/** @typedef {{ id: NonNullable<unknown> }} Trading_Cancel_OrderInputs */
/** @typedef {{}} Trading_CancelInputs */
/** @typedef {{}} Trading_No_Open_In_MarketInputs */
/** @typedef {{}} Trading_BuyInputs */
/** @typedef {{}} Trading_SellInputs */
/** @typedef {{}} Trading_Type_LimitInputs */
/** @typedef {{}} Trading_Type_MarketInputs */
/** @typedef {{}} Trading_Status_ActiveInputs */
/** @typedef {{}} Trading_Status_ExecutedInputs */
/** @typedef {{}} Trading_Price_MarketInputs */
/** @typedef {{}} Trading_Outcome_UnknownInputs */
/** @typedef {{ id: NonNullable<unknown> }} Trading_Order_CancelledInputs */
/** @typedef {{}} Trading_Nothing_CancelledInputs */
/** @typedef {{}} Trading_Cancel_AcceptedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Trading_Orders_CancelledInputs */
/** @typedef {{ ids: NonNullable<unknown> }} Trading_Not_CancelledInputs */
/** @typedef {{}} Trading_FromInputs */
/** @typedef {{}} Trading_ToInputs */
/** @typedef {{}} Trading_LimitInputs */
/** @typedef {{}} Trading_SortInputs */
/** @typedef {{}} Trading_Newest_FirstInputs */
/** @typedef {{}} Trading_Oldest_FirstInputs */
/** @typedef {{}} Trading_ShowInputs */
/** @typedef {{}} Trading_Loading_HistoryInputs */
/** @typedef {{}} Trading_No_Orders_In_PeriodInputs */
/** @typedef {{}} Trading_Order_HistoryInputs */
/** @typedef {{}} Trading_Col_AverageInputs */
/** @typedef {{}} Trading_Col_ExecutedInputs */
/** @typedef {{}} Trading_Col_StatusInputs */
/** @typedef {{}} Trading_Col_ClosedInputs */
/** @typedef {{}} Trading_Col_TradesInputs */
/** @typedef {{ price: NonNullable<unknown> }} Trading_Average_OfInputs */
/** @typedef {{ id: NonNullable<unknown> }} Trading_Show_TradesInputs */
/** @typedef {{}} Trading_Trades_ButtonInputs */
/** @typedef {{}} Trading_Loading_TradesInputs */
/** @typedef {{ id: NonNullable<unknown> }} Trading_No_TradesInputs */
/** @typedef {{ id: NonNullable<unknown> }} Trading_Trades_OfInputs */
/** @typedef {{}} Trading_Col_TimeInputs */
/** @typedef {{}} Trading_Col_RateInputs */
/** @typedef {{}} Trading_Col_RoleInputs */
/** @typedef {{}} Trading_Col_FeeInputs */
/** @typedef {{}} Trading_Col_Fee_CurrencyInputs */
/** @typedef {{}} Trading_MakerInputs */
/** @typedef {{}} Trading_TakerInputs */
/** @typedef {{}} Trading_History_To_DateInputs */
/** @typedef {{}} Trading_History_From_DateInputs */
/** @typedef {{}} Trading_History_From_1970Inputs */
/** @typedef {{}} Trading_History_From_After_ToInputs */
/** @typedef {{ max: NonNullable<unknown> }} Trading_History_LimitInputs */
/** @typedef {{}} Core_Party_ExchangeInputs */
/** @typedef {{}} Core_Party_GatewayInputs */
/** @typedef {{ party: NonNullable<unknown>, host: NonNullable<unknown> }} Core_Server_LimitingInputs */
/** @typedef {{ party: NonNullable<unknown>, host: NonNullable<unknown>, status: NonNullable<unknown> }} Core_Server_TroubleInputs */
/** @typedef {{ party: NonNullable<unknown>, host: NonNullable<unknown>, status: NonNullable<unknown> }} Core_Server_Web_PageInputs */
/** @typedef {{ party: NonNullable<unknown>, host: NonNullable<unknown> }} Core_Server_Web_Page_OkInputs */
/** @typedef {{ party: NonNullable<unknown>, host: NonNullable<unknown> }} Core_Server_Number_Too_LongInputs */
/** @typedef {{ party: NonNullable<unknown> }} Core_Server_Not_FoundInputs */
/** @typedef {{ party: NonNullable<unknown>, said: NonNullable<unknown> }} Core_Server_Not_Found_SaidInputs */
/** @typedef {{ party: NonNullable<unknown> }} Core_Server_AuthInputs */
/** @typedef {{ party: NonNullable<unknown>, said: NonNullable<unknown> }} Core_Server_Auth_SaidInputs */
/** @typedef {{ party: NonNullable<unknown>, status: NonNullable<unknown> }} Core_Server_RefusedInputs */
/** @typedef {{ party: NonNullable<unknown>, status: NonNullable<unknown>, said: NonNullable<unknown> }} Core_Server_Refused_SaidInputs */
/** @typedef {{ party: NonNullable<unknown>, host: NonNullable<unknown>, seconds: NonNullable<unknown> }} Core_Server_TimeoutInputs */
/** @typedef {{ party: NonNullable<unknown>, host: NonNullable<unknown>, why: NonNullable<unknown> }} Core_Server_UnreachableInputs */
/** @typedef {{}} Core_Why_RefusedInputs */
/** @typedef {{}} Core_Why_Not_FoundInputs */
/** @typedef {{}} Core_Why_DroppedInputs */
/** @typedef {{}} Core_Why_CertificateInputs */
/** @typedef {{}} Core_Why_No_RouteInputs */
/** @typedef {{}} Core_Why_TlsInputs */
/** @typedef {{}} Core_Why_NetworkInputs */
/** @typedef {{}} Core_Request_CancelledInputs */
/** @typedef {{ host: NonNullable<unknown>, status: NonNullable<unknown> }} Core_Appliance_Web_PageInputs */
/** @typedef {{}} Core_Appliance_No_PolicyInputs */
/** @typedef {{ host: NonNullable<unknown> }} Core_Appliance_No_ResourceInputs */
/** @typedef {{}} Core_Appliance_ExistsInputs */
/** @typedef {{ host: NonNullable<unknown> }} Core_Appliance_Bad_CredentialsInputs */
/** @typedef {{ host: NonNullable<unknown> }} Core_Appliance_Session_EndedInputs */
/** @typedef {{ host: NonNullable<unknown> }} Core_Appliance_Wants_SessionInputs */
/** @typedef {{}} Core_Appliance_No_EnableInputs */
/** @typedef {{}} Core_Appliance_No_DisableInputs */
/** @typedef {{}} Core_Appliance_No_UnsetInputs */
/** @typedef {{}} Core_Appliance_Unsupported_QueryInputs */
/** @typedef {{}} Core_Appliance_Unsupported_PolicyInputs */
/** @typedef {{ host: NonNullable<unknown>, status: NonNullable<unknown> }} Core_Appliance_TroubleInputs */
/** @typedef {{ host: NonNullable<unknown>, status: NonNullable<unknown>, said: NonNullable<unknown> }} Core_Appliance_Trouble_SaidInputs */
/** @typedef {{ host: NonNullable<unknown> }} Core_Appliance_AuthInputs */
/** @typedef {{ host: NonNullable<unknown>, said: NonNullable<unknown> }} Core_Appliance_Auth_SaidInputs */
/** @typedef {{ host: NonNullable<unknown> }} Core_Appliance_Not_FoundInputs */
/** @typedef {{ host: NonNullable<unknown>, said: NonNullable<unknown> }} Core_Appliance_Not_Found_SaidInputs */
/** @typedef {{ host: NonNullable<unknown> }} Core_Appliance_Refused_QueryInputs */
/** @typedef {{ host: NonNullable<unknown>, said: NonNullable<unknown> }} Core_Appliance_Refused_Query_SaidInputs */
/** @typedef {{ host: NonNullable<unknown> }} Core_Appliance_Refused_PolicyInputs */
/** @typedef {{ host: NonNullable<unknown>, said: NonNullable<unknown> }} Core_Appliance_Refused_Policy_SaidInputs */
/** @typedef {{ host: NonNullable<unknown> }} Core_Appliance_RefusedInputs */
/** @typedef {{ host: NonNullable<unknown>, said: NonNullable<unknown> }} Core_Appliance_Refused_SaidInputs */
/** @typedef {{ host: NonNullable<unknown>, seconds: NonNullable<unknown> }} Core_Appliance_Sent_TimeoutInputs */
/** @typedef {{ host: NonNullable<unknown> }} Core_Appliance_Sent_ClosedInputs */
/** @typedef {{ host: NonNullable<unknown>, seconds: NonNullable<unknown> }} Core_Appliance_TimeoutInputs */
/** @typedef {{ host: NonNullable<unknown>, why: NonNullable<unknown> }} Core_Appliance_UnreachableInputs */
/** @typedef {{}} Core_Kind_ValidationInputs */
/** @typedef {{}} Core_Kind_AuthInputs */
/** @typedef {{}} Core_Kind_KeychainInputs */
/** @typedef {{}} Core_Kind_NetworkInputs */
/** @typedef {{}} Core_Kind_UnavailableInputs */
/** @typedef {{}} Core_Kind_ExchangeInputs */
/** @typedef {{}} Core_Kind_MalformedInputs */
/** @typedef {{}} Core_Kind_Not_FoundInputs */
/** @typedef {{}} Core_Kind_LockedInputs */
/** @typedef {{}} Core_Kind_DeclinedInputs */
/** @typedef {{}} Core_Kind_GuardInputs */
/** @typedef {{}} Core_Kind_Unknown_OutcomeInputs */
/** @typedef {{}} Core_Kind_CancelledInputs */
/** @typedef {{}} Core_Kind_InternalInputs */
/** @typedef {{ message: NonNullable<unknown>, code: NonNullable<unknown> }} Core_With_Appliance_CodeInputs */
/** @typedef {{}} Core_Keychain_Locked_MacInputs */
/** @typedef {{}} Core_Keychain_Locked_WindowsInputs */
/** @typedef {{}} Core_Keychain_LockedInputs */
/** @typedef {{}} Core_Keychain_MissingInputs */
/** @typedef {{}} Core_Keychain_No_KeyringInputs */
/** @typedef {{}} Core_Keychain_No_ModuleInputs */
/** @typedef {{}} Core_Keychain_TimeoutInputs */
/** @typedef {{}} Core_Keychain_FailedInputs */
/** @typedef {{}} Core_Lock_LockedInputs */
/** @typedef {{}} Core_Lock_No_PasswordInputs */
/** @typedef {{}} Core_Lock_CheckingInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Core_Lock_Too_ManyInputs */
/** @typedef {{}} Core_Lock_Enter_PasswordInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Core_Lock_WrongInputs */
/** @typedef {{ count: NonNullable<unknown> }} Core_Lock_Too_ShortInputs */
/** @typedef {{}} Core_Guard_Address_UnknownInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Core_Guard_Not_SavedInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Core_Guard_Not_Saved_MemoInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Core_Guard_No_CodesInputs */
/** @typedef {{ unit: NonNullable<unknown>, limit: NonNullable<unknown>, used: NonNullable<unknown>, debit: NonNullable<unknown>, left: NonNullable<unknown> }} Core_Guard_Daily_LimitInputs */
/** @typedef {{}} Core_DeclinedInputs */
/** @typedef {{}} Core_Needs_PasswordInputs */
/** @typedef {{}} Core_Confirm_GoneInputs */
/** @typedef {{ unit: NonNullable<unknown>, mark: NonNullable<unknown> }} Core_Code_MistypedInputs */
/** @typedef {{ unit: NonNullable<unknown>, digits: NonNullable<unknown> }} Core_Code_DigitsInputs */
/** @typedef {{}} Core_Amount_PositiveInputs */
/** @typedef {{ available: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Code_AvailableInputs */
/** @typedef {{}} Core_Code_Refundable_PastInputs */
/** @typedef {{}} Core_Code_UsedInputs */
/** @typedef {{}} Core_Code_RedeemingInputs */
/** @typedef {{}} Core_Code_CancelledInputs */
/** @typedef {{}} Core_Code_On_HoldInputs */
/** @typedef {{ error: NonNullable<unknown> }} Core_Code_Redeem_UnreadInputs */
/** @typedef {{}} Core_Code_Redeem_LostInputs */
/** @typedef {{}} Core_Code_Reveal_DeclinedInputs */
/** @typedef {{ account: NonNullable<unknown> }} Core_Fiat_SwitchedInputs */
/** @typedef {{}} Core_Fiat_Not_PaymentInputs */
/** @typedef {{}} Core_Fiat_For_PayoutInputs */
/** @typedef {{}} Core_Fiat_For_DepositInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Core_Fiat_No_KeyInputs */
/** @typedef {{}} Core_Fiat_Service_GoneInputs */
/** @typedef {{}} Core_Fiat_No_ActionInputs */
/** @typedef {{}} Core_Fiat_No_Deposit_IdInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Core_Withdraw_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Withdraw_QuestionInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Withdraw_Question_Look_AlikeInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Withdraw_ConfirmInputs */
/** @typedef {{ account: NonNullable<unknown> }} Core_Line_From_AccountInputs */
/** @typedef {{ memo: NonNullable<unknown> }} Core_Line_MemoInputs */
/** @typedef {{}} Core_Line_No_MemoInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Line_Recipient_GetsInputs */
/** @typedef {{ fee: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Line_FeeInputs */
/** @typedef {{ fee: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Line_Fee_IncludedInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Line_DebitInputs */
/** @typedef {{}} Core_Withdraw_FinalInputs */
/** @typedef {{ address: NonNullable<unknown> }} Core_Line_To_GroupsInputs */
/** @typedef {{}} Core_Cancel_TitleInputs */
/** @typedef {{ id: NonNullable<unknown>, market: NonNullable<unknown> }} Core_Cancel_QuestionInputs */
/** @typedef {{ order: NonNullable<unknown> }} Core_Cancel_DetailInputs */
/** @typedef {{ id: NonNullable<unknown>, amount: NonNullable<unknown>, base: NonNullable<unknown>, price: NonNullable<unknown>, quote: NonNullable<unknown>, type: NonNullable<unknown> }} Core_Order_BuyInputs */
/** @typedef {{ id: NonNullable<unknown>, amount: NonNullable<unknown>, base: NonNullable<unknown>, price: NonNullable<unknown>, quote: NonNullable<unknown>, type: NonNullable<unknown> }} Core_Order_SellInputs */
/** @typedef {{}} Core_Order_LimitInputs */
/** @typedef {{}} Core_Order_MarketInputs */
/** @typedef {{}} Core_Cancel_Many_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Core_Cancel_Many_QuestionInputs */
/** @typedef {{ count: NonNullable<unknown> }} Core_Cancel_Many_ConfirmInputs */
/** @typedef {{ ids: NonNullable<unknown> }} Core_Cancel_Not_OpenInputs */
/** @typedef {{}} Core_Policy_Nothing_ChangedInputs */
/** @typedef {{ appliance: NonNullable<unknown> }} Core_Policy_Appliance_ChangedInputs */
/** @typedef {{ error: NonNullable<unknown> }} Core_Policy_Read_Back_FailedInputs */
/** @typedef {{}} Core_Policy_Add_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, appliance: NonNullable<unknown> }} Core_Policy_Add_QuestionInputs */
/** @typedef {{ rule: NonNullable<unknown> }} Core_Policy_Add_DetailInputs */
/** @typedef {{}} Core_Policy_Add_ConfirmInputs */
/** @typedef {{}} Core_Policy_Change_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, appliance: NonNullable<unknown> }} Core_Policy_Change_QuestionInputs */
/** @typedef {{}} Core_Policy_Change_ConfirmInputs */
/** @typedef {{}} Core_Policy_Rename_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, newName: NonNullable<unknown>, appliance: NonNullable<unknown> }} Core_Policy_Rename_QuestionInputs */
/** @typedef {{}} Core_Policy_Rename_DetailInputs */
/** @typedef {{}} Core_Policy_Rename_ConfirmInputs */
/** @typedef {{}} Core_Policy_Reset_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, appliance: NonNullable<unknown> }} Core_Policy_Reset_RuleInputs */
/** @typedef {{ name: NonNullable<unknown>, appliance: NonNullable<unknown> }} Core_Policy_Reset_ActionInputs */
/** @typedef {{ name: NonNullable<unknown>, appliance: NonNullable<unknown> }} Core_Policy_Reset_BothInputs */
/** @typedef {{ name: NonNullable<unknown> }} Core_Policy_Line_PolicyInputs */
/** @typedef {{ action: NonNullable<unknown> }} Core_Policy_Line_Action_NowInputs */
/** @typedef {{ rule: NonNullable<unknown> }} Core_Policy_Line_Rule_NowInputs */
/** @typedef {{ action: NonNullable<unknown> }} Core_Policy_Line_ActionInputs */
/** @typedef {{ rule: NonNullable<unknown> }} Core_Policy_Line_RuleInputs */
/** @typedef {{}} Core_Policy_Reset_DefaultsInputs */
/** @typedef {{}} Core_Policy_Reset_ConfirmInputs */
/** @typedef {{}} Core_Policy_Enable_Many_TitleInputs */
/** @typedef {{}} Core_Policy_Disable_Many_TitleInputs */
/** @typedef {{ appliance: NonNullable<unknown>, count: NonNullable<unknown> }} Core_Policy_Enable_Many_QuestionInputs */
/** @typedef {{ appliance: NonNullable<unknown>, count: NonNullable<unknown> }} Core_Policy_Disable_Many_QuestionInputs */
/** @typedef {{ count: NonNullable<unknown> }} Core_Policy_Enable_Many_ConfirmInputs */
/** @typedef {{ count: NonNullable<unknown> }} Core_Policy_Disable_Many_ConfirmInputs */
/** @typedef {{}} Core_Policy_Enable_TitleInputs */
/** @typedef {{}} Core_Policy_Disable_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, appliance: NonNullable<unknown> }} Core_Policy_Enable_QuestionInputs */
/** @typedef {{ name: NonNullable<unknown>, appliance: NonNullable<unknown> }} Core_Policy_Disable_QuestionInputs */
/** @typedef {{}} Core_Policy_Disable_DenyInputs */
/** @typedef {{}} Core_Policy_Disable_OtherInputs */
/** @typedef {{}} Core_Policy_Enable_AllowsInputs */
/** @typedef {{}} Core_Policy_Enable_ConfirmInputs */
/** @typedef {{}} Core_Policy_Disable_ConfirmInputs */
/** @typedef {{}} Core_Policy_Delete_TitleInputs */
/** @typedef {{}} Core_Policy_Delete_Many_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, appliance: NonNullable<unknown> }} Core_Policy_Delete_QuestionInputs */
/** @typedef {{ appliance: NonNullable<unknown>, count: NonNullable<unknown> }} Core_Policy_Delete_Many_QuestionInputs */
/** @typedef {{}} Core_Policy_Delete_DetailInputs */
/** @typedef {{}} Core_Policy_Delete_ConfirmInputs */
/** @typedef {{ count: NonNullable<unknown> }} Core_Policy_Delete_Many_ConfirmInputs */
/** @typedef {{}} Window_Locked_TitleInputs */
/** @typedef {{}} Window_Locked_LeadInputs */
/** @typedef {{}} Window_App_PasswordInputs */
/** @typedef {{}} Window_UnlockInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Window_Unlock_InInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Window_WaitInputs */
/** @typedef {{ wait: NonNullable<unknown> }} Window_Try_Again_InInputs */
/** @typedef {{}} Window_Try_Again_NowInputs */
/** @typedef {{ minutes: NonNullable<unknown>, seconds: NonNullable<unknown> }} Window_Wait_Minutes_SecondsInputs */
/** @typedef {{}} Window_Confirm_DeclineInputs */
/** @typedef {{ count: NonNullable<unknown> }} Window_More_QuestionsInputs */
/** @typedef {{}} Window_RetryInputs */
/** @typedef {{}} Window_LoadingInputs */
/** @typedef {{}} Window_Page_Not_LoadedInputs */
/** @typedef {{}} Window_Host_LostInputs */
/** @typedef {{}} Window_ConnectingInputs */
/** @typedef {{}} Window_LiveInputs */
/** @typedef {{ attempt: NonNullable<unknown> }} Window_ReconnectingInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Window_Exchange_UnavailableInputs */
/** @typedef {{}} Window_Retry_NowInputs */
/** @typedef {{}} Window_Open_SettingsInputs */
/** @typedef {{}} Window_Try_AgainInputs */
/** @typedef {{}} Window_Advice_AuthInputs */
/** @typedef {{}} Window_Advice_KeychainInputs */
/** @typedef {{}} Window_Advice_NetworkInputs */
/** @typedef {{}} Window_Advice_UnavailableInputs */
/** @typedef {{}} Window_Advice_OtherInputs */
/** @typedef {{}} Window_No_Account_BalancesInputs */
/** @typedef {{}} Window_No_Account_OrdersInputs */
/** @typedef {{}} Window_No_Account_Deposit_AddressesInputs */
/** @typedef {{}} Window_No_Account_WithdrawalsInputs */
/** @typedef {{}} Window_No_Account_HistoryInputs */
/** @typedef {{}} Window_No_Account_FiatInputs */
/** @typedef {{ what: NonNullable<unknown> }} Window_No_Account_OtherInputs */
/** @typedef {{}} Window_Add_AccountInputs */
/** @typedef {{}} Window_Nav_MainInputs */
/** @typedef {{}} Window_Lock_Needs_PasswordInputs */
/** @typedef {{ what: NonNullable<unknown> }} Window_Copy_WhatInputs */
/** @typedef {{ label: NonNullable<unknown> }} Window_CopiedInputs */
/** @typedef {{ what: NonNullable<unknown> }} Window_Copy_FailedInputs */
/** @typedef {{}} Window_Save_NameInputs */
/** @typedef {{}} Window_CancelInputs */
/** @typedef {{ path: NonNullable<unknown> }} Window_No_Page_AtInputs */
/** @typedef {{}} Window_Back_To_MarketsInputs */
/** @typedef {{}} Window_DismissInputs */
/** @typedef {{ text: NonNullable<unknown> }} Window_Dismiss_NoticeInputs */
/** @typedef {{ time: NonNullable<unknown> }} Window_As_OfInputs */
/** @typedef {{}} Window_Host_Not_ReachableInputs */
/** @typedef {{}} Window_Host_Connection_LostInputs */
/** @typedef {{}} Window_Host_Refused_LinkInputs */
/** @typedef {{}} Window_No_TokenInputs */
/** @typedef {{}} Window_Password_Page_TitleInputs */
/** @typedef {{}} Window_Password_DeclineInputs */
/** @typedef {{}} Window_Password_ConfirmInputs */
/** @typedef {{}} Window_Password_UnreachableInputs */
/** @typedef {{}} Window_Password_Check_FailedInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Shared_Withdraw_Memo_NeededInputs */
/** @typedef {{}} Shared_Withdraw_Amount_EnterInputs */
/** @typedef {{}} Shared_Withdraw_Amount_Not_NumberInputs */
/** @typedef {{ currency: NonNullable<unknown>, digits: NonNullable<unknown> }} Shared_Withdraw_Amount_PrecisionInputs */
/** @typedef {{}} Shared_Amount_ZeroInputs */
/** @typedef {{ fee: NonNullable<unknown>, currency: NonNullable<unknown> }} Shared_Withdraw_Fee_ExceedsInputs */
/** @typedef {{ minimum: NonNullable<unknown>, currency: NonNullable<unknown> }} Shared_Withdraw_Below_MinimumInputs */
/** @typedef {{ debit: NonNullable<unknown>, currency: NonNullable<unknown>, available: NonNullable<unknown> }} Shared_Withdraw_Over_BalanceInputs */
/** @typedef {{}} Shared_Memo_Xrp_TagInputs */
/** @typedef {{ bytes: NonNullable<unknown> }} Shared_Memo_Xlm_BytesInputs */
/** @typedef {{ bytes: NonNullable<unknown> }} Shared_Memo_Eos_BytesInputs */
/** @typedef {{ what: NonNullable<unknown> }} Shared_Lookalike_WarningInputs */
/** @typedef {{}} Shared_Lookalike_Known_HistoryInputs */
/** @typedef {{ label: NonNullable<unknown> }} Shared_Lookalike_Known_Book_LabelInputs */
/** @typedef {{}} Shared_Lookalike_Known_BookInputs */
/** @typedef {{}} Shared_Address_BtcInputs */
/** @typedef {{}} Shared_Address_LtcInputs */
/** @typedef {{}} Shared_Address_BchInputs */
/** @typedef {{}} Shared_Address_DogeInputs */
/** @typedef {{}} Shared_Address_DashInputs */
/** @typedef {{}} Shared_Address_EthInputs */
/** @typedef {{}} Shared_Address_UsdtInputs */
/** @typedef {{}} Shared_Address_XrpInputs */
/** @typedef {{}} Shared_Address_XlmInputs */
/** @typedef {{}} Shared_Address_TrxInputs */
/** @typedef {{}} Shared_Address_EosInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Not_CharactersInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Not_ChecksumInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Not_LengthInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Not_VersionInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Not_CaseInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Not_SpaceInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Looks_Like_BtcInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Looks_Like_LtcInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Looks_Like_BchInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Looks_Like_DogeInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Looks_Like_DashInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Looks_Like_EthInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Looks_Like_UsdtInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Looks_Like_XrpInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Looks_Like_XlmInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shared_Address_Looks_Like_TrxInputs */
/** @typedef {{}} Shared_Address_Starts_BtcInputs */
/** @typedef {{}} Shared_Address_Starts_LtcInputs */
/** @typedef {{}} Shared_Address_Starts_BchInputs */
/** @typedef {{}} Shared_Address_Starts_DogeInputs */
/** @typedef {{}} Shared_Address_Starts_DashInputs */
/** @typedef {{}} Shared_Address_Starts_EthInputs */
/** @typedef {{}} Shared_Address_Starts_UsdtInputs */
/** @typedef {{}} Shared_Address_Starts_XrpInputs */
/** @typedef {{}} Shared_Address_Starts_XlmInputs */
/** @typedef {{}} Shared_Address_Starts_TrxInputs */
/** @typedef {{}} Shared_Address_Starts_EosInputs */
/** @typedef {{}} Shared_Address_Usdt_Wants_Erc20Inputs */
/** @typedef {{}} Shared_Address_Usdt_Wants_Trc20Inputs */
/** @typedef {{}} Shared_Address_Eos_Public_KeyInputs */
/** @typedef {{}} Shared_Address_Eos_Too_LongInputs */
/** @typedef {{}} Shared_Address_Eos_DotInputs */
/** @typedef {{}} Shared_Address_Xrp_X_AddressInputs */
/** @typedef {{}} Shared_Address_Xlm_SecretInputs */
/** @typedef {{}} Shared_Address_Xlm_MuxedInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Shared_Address_UncheckedInputs */
/** @typedef {{}} Shared_Address_EnterInputs */
/** @typedef {{ coin: NonNullable<unknown> }} Shared_Kind_LegacyInputs */
/** @typedef {{ coin: NonNullable<unknown> }} Shared_Kind_ScriptInputs */
/** @typedef {{}} Shared_Kind_Ltc_Script_OldInputs */
/** @typedef {{ coin: NonNullable<unknown> }} Shared_Kind_SegwitInputs */
/** @typedef {{ coin: NonNullable<unknown> }} Shared_Kind_TaprootInputs */
/** @typedef {{ coin: NonNullable<unknown>, version: NonNullable<unknown> }} Shared_Kind_Segwit_VersionInputs */
/** @typedef {{}} Shared_Kind_Bch_CashaddrInputs */
/** @typedef {{}} Shared_Kind_Bch_Script_CashaddrInputs */
/** @typedef {{}} Shared_Kind_Bch_LegacyInputs */
/** @typedef {{}} Shared_Kind_Bch_Script_LegacyInputs */
/** @typedef {{}} Shared_Kind_Usdt_Erc20Inputs */
/** @typedef {{}} Shared_Kind_Usdt_Trc20Inputs */
/** @typedef {{}} Shared_Kind_XlmInputs */
/** @typedef {{}} Shared_Kind_EosInputs */
/** @typedef {{}} Shared_Note_EthInputs */
/** @typedef {{}} Shared_Note_EosInputs */
/** @typedef {{}} Shared_Note_Bch_LegacyInputs */
/** @typedef {{ network: NonNullable<unknown> }} Shared_Note_Usdt_NetworkInputs */
/** @typedef {{}} Shared_Code_EmptyInputs */
/** @typedef {{ found: NonNullable<unknown> }} Shared_Code_PartsInputs */
/** @typedef {{ group: NonNullable<unknown>, count: NonNullable<unknown> }} Shared_Code_Group_LengthInputs */
/** @typedef {{ character: NonNullable<unknown>, position: NonNullable<unknown>, group: NonNullable<unknown> }} Shared_Code_Character_ZeroInputs */
/** @typedef {{ character: NonNullable<unknown>, position: NonNullable<unknown>, group: NonNullable<unknown> }} Shared_Code_Character_Capital_OInputs */
/** @typedef {{ character: NonNullable<unknown>, position: NonNullable<unknown>, group: NonNullable<unknown> }} Shared_Code_Character_Capital_IInputs */
/** @typedef {{ character: NonNullable<unknown>, position: NonNullable<unknown>, group: NonNullable<unknown> }} Shared_Code_Character_Small_LInputs */
/** @typedef {{ character: NonNullable<unknown>, position: NonNullable<unknown>, group: NonNullable<unknown> }} Shared_Code_Character_OtherInputs */
/** @typedef {{ mark: NonNullable<unknown> }} Shared_Code_Currency_MarkInputs */
/** @typedef {{ mark: NonNullable<unknown>, capitals: NonNullable<unknown> }} Shared_Code_Currency_Mark_CapitalsInputs */
/** @typedef {{ mark: NonNullable<unknown> }} Shared_Code_Type_MarkInputs */
/** @typedef {{}} Shared_Code_ChecksumInputs */
/** @typedef {{ mark: NonNullable<unknown> }} Shared_Code_Unknown_CurrencyInputs */
/** @typedef {{ label: NonNullable<unknown> }} Shared_Fiat_Field_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown> }} Shared_Fiat_Field_Too_LongInputs */
/** @typedef {{ label: NonNullable<unknown> }} Shared_Fiat_Field_Rule_UnreadableInputs */
/** @typedef {{ label: NonNullable<unknown> }} Shared_Fiat_Field_Wrong_FormInputs */
/** @typedef {{}} Shared_Fiat_Card_MistakeInputs */
/** @typedef {{ field: NonNullable<unknown> }} Shared_Fiat_Unknown_FieldInputs */
/** @typedef {{}} Shared_Fiat_Amount_EnterInputs */
/** @typedef {{ currency: NonNullable<unknown>, places: NonNullable<unknown> }} Shared_Fiat_Amount_PrecisionInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Shared_Fiat_Amount_MinInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Shared_Fiat_Amount_MaxInputs */
/** @typedef {{ available: NonNullable<unknown>, currency: NonNullable<unknown>, fee: NonNullable<unknown> }} Shared_Fiat_Amount_Over_BalanceInputs */
/** @typedef {{}} Shared_Fiat_No_DetailsInputs */
/** @typedef {{}} Shared_Exchange_Address_EnterInputs */
/** @typedef {{}} Shared_Exchange_Address_Not_WebInputs */
/** @typedef {{}} Shared_Exchange_Address_SchemeInputs */
/** @typedef {{}} Shared_Exchange_Address_CredentialsInputs */
/** @typedef {{}} Shared_Exchange_Address_Plain_HttpInputs */
/** @typedef {{}} Shared_Exchange_Address_QueryInputs */
/** @typedef {{ index: NonNullable<unknown> }} Shared_Rule_PositionInputs */
/** @typedef {{ index: NonNullable<unknown>, line: NonNullable<unknown>, column: NonNullable<unknown> }} Shared_Rule_Position_LineInputs */
/** @typedef {{ at: NonNullable<unknown> }} Shared_Rule_Control_CharacterInputs */
/** @typedef {{ at: NonNullable<unknown> }} Shared_Rule_Unclosed_QuoteInputs */
/** @typedef {{ delimiter: NonNullable<unknown>, at: NonNullable<unknown> }} Shared_Rule_Unclosed_RegexInputs */
/** @typedef {{ closer: NonNullable<unknown>, at: NonNullable<unknown>, opener: NonNullable<unknown>, openerAt: NonNullable<unknown>, needed: NonNullable<unknown> }} Shared_Rule_Wrong_CloserInputs */
/** @typedef {{ closer: NonNullable<unknown>, at: NonNullable<unknown> }} Shared_Rule_Closes_NothingInputs */
/** @typedef {{ opener: NonNullable<unknown>, at: NonNullable<unknown>, needed: NonNullable<unknown> }} Shared_Rule_Never_ClosedInputs */
/** @typedef {{}} Shared_Contract_Account_NameInputs */
/** @typedef {{}} Shared_Contract_At_Most_60Inputs */
/** @typedef {{}} Shared_Contract_Web_AddressInputs */
/** @typedef {{}} Shared_Contract_Https_OnlyInputs */
/** @typedef {{}} Shared_Contract_Web_Address_No_CredentialsInputs */
/** @typedef {{}} Shared_Contract_Api_KeyInputs */
/** @typedef {{}} Shared_Contract_Appliance_NameInputs */
/** @typedef {{}} Shared_Contract_Appliance_Name_LongInputs */
/** @typedef {{}} Shared_Contract_Appliance_AddressInputs */
/** @typedef {{}} Shared_Contract_Address_Too_LongInputs */
/** @typedef {{}} Shared_Contract_User_EnterInputs */
/** @typedef {{}} Shared_Contract_User_LongInputs */
/** @typedef {{}} Shared_Contract_User_ControlInputs */
/** @typedef {{}} Shared_Contract_FingerprintInputs */
/** @typedef {{}} Shared_Contract_Policy_Name_EmptyInputs */
/** @typedef {{}} Shared_Contract_Name_Too_LongInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shared_Contract_Rule_Too_LongInputs */
/** @typedef {{}} Shared_Contract_Select_PolicyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shared_Contract_Policies_At_OnceInputs */
/** @typedef {{}} Shared_Contract_Policy_TwiceInputs */
/** @typedef {{}} Shared_Contract_Password_EnterInputs */
/** @typedef {{}} Shared_Contract_Field_To_ResetInputs */
/** @typedef {{}} Shared_Contract_Code_Too_LongInputs */
/** @typedef {{}} Shared_Contract_At_Most_500Inputs */
/** @typedef {{}} Shared_Contract_Account_IdInputs */
/** @typedef {{}} Shared_Contract_AmountInputs */
/** @typedef {{}} Shared_Contract_Address_No_SpacesInputs */
/** @typedef {{}} Shared_Contract_DestinationInputs */
/** @typedef {{}} Shared_Contract_Memo_No_SpacesInputs */
import * as __en from "./en.js"
import * as __uk from "./uk.js"
import * as __ru from "./ru.js"
import * as __en_xa2 from "./en-XA.js"
/**
* | output |
* | --- |
* | "Markets" |
*
* @param {Nav_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_markets = /** @type {((inputs?: Nav_MarketsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MarketsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_markets(inputs)
	if (locale === "ru") return __ru.nav_markets(inputs)
	if (locale === "en-XA") return __en_xa2.nav_markets(inputs)
	return __en.nav_markets(inputs)
});
/**
* | output |
* | --- |
* | "Balances" |
*
* @param {Nav_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_balances = /** @type {((inputs?: Nav_BalancesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_BalancesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_balances(inputs)
	if (locale === "ru") return __ru.nav_balances(inputs)
	if (locale === "en-XA") return __en_xa2.nav_balances(inputs)
	return __en.nav_balances(inputs)
});
/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Nav_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_orders = /** @type {((inputs?: Nav_OrdersInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_OrdersInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_orders(inputs)
	if (locale === "ru") return __ru.nav_orders(inputs)
	if (locale === "en-XA") return __en_xa2.nav_orders(inputs)
	return __en.nav_orders(inputs)
});
/**
* | output |
* | --- |
* | "Deposit" |
*
* @param {Nav_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_deposit = /** @type {((inputs?: Nav_DepositInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_DepositInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_deposit(inputs)
	if (locale === "ru") return __ru.nav_deposit(inputs)
	if (locale === "en-XA") return __en_xa2.nav_deposit(inputs)
	return __en.nav_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Nav_WithdrawInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_withdraw = /** @type {((inputs?: Nav_WithdrawInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_WithdrawInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_withdraw(inputs)
	if (locale === "ru") return __ru.nav_withdraw(inputs)
	if (locale === "en-XA") return __en_xa2.nav_withdraw(inputs)
	return __en.nav_withdraw(inputs)
});
/**
* | output |
* | --- |
* | "History" |
*
* @param {Nav_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_history = /** @type {((inputs?: Nav_HistoryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_HistoryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_history(inputs)
	if (locale === "ru") return __ru.nav_history(inputs)
	if (locale === "en-XA") return __en_xa2.nav_history(inputs)
	return __en.nav_history(inputs)
});
/**
* | output |
* | --- |
* | "Fiat" |
*
* @param {Nav_FiatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_fiat = /** @type {((inputs?: Nav_FiatInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_FiatInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_fiat(inputs)
	if (locale === "ru") return __ru.nav_fiat(inputs)
	if (locale === "en-XA") return __en_xa2.nav_fiat(inputs)
	return __en.nav_fiat(inputs)
});
/**
* | output |
* | --- |
* | "Codes" |
*
* @param {Nav_CodesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_codes = /** @type {((inputs?: Nav_CodesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CodesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_codes(inputs)
	if (locale === "ru") return __ru.nav_codes(inputs)
	if (locale === "en-XA") return __en_xa2.nav_codes(inputs)
	return __en.nav_codes(inputs)
});
/**
* | output |
* | --- |
* | "Currencies" |
*
* @param {Nav_CurrenciesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_currencies = /** @type {((inputs?: Nav_CurrenciesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CurrenciesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_currencies(inputs)
	if (locale === "ru") return __ru.nav_currencies(inputs)
	if (locale === "en-XA") return __en_xa2.nav_currencies(inputs)
	return __en.nav_currencies(inputs)
});
/**
* | output |
* | --- |
* | "Fees" |
*
* @param {Nav_FeesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_fees = /** @type {((inputs?: Nav_FeesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_FeesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_fees(inputs)
	if (locale === "ru") return __ru.nav_fees(inputs)
	if (locale === "en-XA") return __en_xa2.nav_fees(inputs)
	return __en.nav_fees(inputs)
});
/**
* | output |
* | --- |
* | "Policies" |
*
* @param {Nav_PoliciesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_policies = /** @type {((inputs?: Nav_PoliciesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_PoliciesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_policies(inputs)
	if (locale === "ru") return __ru.nav_policies(inputs)
	if (locale === "en-XA") return __en_xa2.nav_policies(inputs)
	return __en.nav_policies(inputs)
});
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Nav_SettingsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_settings = /** @type {((inputs?: Nav_SettingsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_SettingsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.nav_settings(inputs)
	if (locale === "ru") return __ru.nav_settings(inputs)
	if (locale === "en-XA") return __en_xa2.nav_settings(inputs)
	return __en.nav_settings(inputs)
});
/**
* | output |
* | --- |
* | "Transfer codes" |
*
* @param {Title_CodesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const title_codes = /** @type {((inputs?: Title_CodesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_CodesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.title_codes(inputs)
	if (locale === "ru") return __ru.title_codes(inputs)
	if (locale === "en-XA") return __en_xa2.title_codes(inputs)
	return __en.title_codes(inputs)
});
/**
* | output |
* | --- |
* | "Deposit {currency}" |
*
* @param {Title_Deposit_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const title_deposit_of = /** @type {((inputs: Title_Deposit_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Deposit_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.title_deposit_of(inputs)
	if (locale === "ru") return __ru.title_deposit_of(inputs)
	if (locale === "en-XA") return __en_xa2.title_deposit_of(inputs)
	return __en.title_deposit_of(inputs)
});
/**
* | output |
* | --- |
* | "Withdraw {currency}" |
*
* @param {Title_Withdraw_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const title_withdraw_of = /** @type {((inputs: Title_Withdraw_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Withdraw_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.title_withdraw_of(inputs)
	if (locale === "ru") return __ru.title_withdraw_of(inputs)
	if (locale === "en-XA") return __en_xa2.title_withdraw_of(inputs)
	return __en.title_withdraw_of(inputs)
});
/**
* | output |
* | --- |
* | "{currency} history" |
*
* @param {Title_History_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const title_history_of = /** @type {((inputs: Title_History_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_History_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.title_history_of(inputs)
	if (locale === "ru") return __ru.title_history_of(inputs)
	if (locale === "en-XA") return __en_xa2.title_history_of(inputs)
	return __en.title_history_of(inputs)
});
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Title_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const title_not_found = /** @type {((inputs?: Title_Not_FoundInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Not_FoundInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.title_not_found(inputs)
	if (locale === "ru") return __ru.title_not_found(inputs)
	if (locale === "en-XA") return __en_xa2.title_not_found(inputs)
	return __en.title_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Welcome to Satchel" |
*
* @param {First_WelcomeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_welcome = /** @type {((inputs?: First_WelcomeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_WelcomeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_welcome(inputs)
	if (locale === "ru") return __ru.first_welcome(inputs)
	if (locale === "en-XA") return __en_xa2.first_welcome(inputs)
	return __en.first_welcome(inputs)
});
/**
* | output |
* | --- |
* | "How would you like to start? You can change this later in Settings." |
*
* @param {First_LeadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_lead = /** @type {((inputs?: First_LeadInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_LeadInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_lead(inputs)
	if (locale === "ru") return __ru.first_lead(inputs)
	if (locale === "en-XA") return __en_xa2.first_lead(inputs)
	return __en.first_lead(inputs)
});
/**
* | output |
* | --- |
* | "Try the demo" |
*
* @param {First_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_demo = /** @type {((inputs?: First_DemoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_DemoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_demo(inputs)
	if (locale === "ru") return __ru.first_demo(inputs)
	if (locale === "en-XA") return __en_xa2.first_demo(inputs)
	return __en.first_demo(inputs)
});
/**
* | output |
* | --- |
* | "A simulated exchange, payment gateway and appliance on this computer, with demo accounts one click away. No real money." |
*
* @param {First_Demo_WhatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_demo_what = /** @type {((inputs?: First_Demo_WhatInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_Demo_WhatInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_demo_what(inputs)
	if (locale === "ru") return __ru.first_demo_what(inputs)
	if (locale === "en-XA") return __en_xa2.first_demo_what(inputs)
	return __en.first_demo_what(inputs)
});
/**
* | output |
* | --- |
* | "Use my exchange" |
*
* @param {First_OwnInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_own = /** @type {((inputs?: First_OwnInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_OwnInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_own(inputs)
	if (locale === "ru") return __ru.first_own(inputs)
	if (locale === "en-XA") return __en_xa2.first_own(inputs)
	return __en.first_own(inputs)
});
/**
* | output |
* | --- |
* | "Your exchange's address" |
*
* @param {First_Own_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_own_address = /** @type {((inputs?: First_Own_AddressInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_Own_AddressInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_own_address(inputs)
	if (locale === "ru") return __ru.first_own_address(inputs)
	if (locale === "en-XA") return __en_xa2.first_own_address(inputs)
	return __en.first_own_address(inputs)
});
/**
* | output |
* | --- |
* | "Its markets and prices are shown; add your API key in Settings to use your account. Starting with https://." |
*
* @param {First_Own_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_own_hint = /** @type {((inputs?: First_Own_HintInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_Own_HintInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_own_hint(inputs)
	if (locale === "ru") return __ru.first_own_hint(inputs)
	if (locale === "en-XA") return __en_xa2.first_own_hint(inputs)
	return __en.first_own_hint(inputs)
});
/**
* | output |
* | --- |
* | "Starting the demo…" |
*
* @param {First_Starting_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_starting_demo = /** @type {((inputs?: First_Starting_DemoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_Starting_DemoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_starting_demo(inputs)
	if (locale === "ru") return __ru.first_starting_demo(inputs)
	if (locale === "en-XA") return __en_xa2.first_starting_demo(inputs)
	return __en.first_starting_demo(inputs)
});
/**
* | output |
* | --- |
* | "Saving your exchange…" |
*
* @param {First_Saving_OwnInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const first_saving_own = /** @type {((inputs?: First_Saving_OwnInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<First_Saving_OwnInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.first_saving_own(inputs)
	if (locale === "ru") return __ru.first_saving_own(inputs)
	if (locale === "en-XA") return __en_xa2.first_saving_own(inputs)
	return __en.first_saving_own(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Settings_LanguageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_language = /** @type {((inputs?: Settings_LanguageInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_LanguageInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_language(inputs)
	if (locale === "ru") return __ru.settings_language(inputs)
	if (locale === "en-XA") return __en_xa2.settings_language(inputs)
	return __en.settings_language(inputs)
});
/**
* | output |
* | --- |
* | "Satchel's words, numbers and dates, and the payment gateway's forms (English where the gateway has none)." |
*
* @param {Settings_Language_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_language_hint = /** @type {((inputs?: Settings_Language_HintInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Language_HintInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settings_language_hint(inputs)
	if (locale === "ru") return __ru.settings_language_hint(inputs)
	if (locale === "en-XA") return __en_xa2.settings_language_hint(inputs)
	return __en.settings_language_hint(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} of {count} market" |
* | "other" | "{shown} of {count} markets" |
*
* @param {Markets_ShownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const markets_shown = /** @type {((inputs: Markets_ShownInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markets_ShownInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.markets_shown(inputs)
	if (locale === "ru") return __ru.markets_shown(inputs)
	if (locale === "en-XA") return __en_xa2.markets_shown(inputs)
	return __en.markets_shown(inputs)
});
/**
* | output |
* | --- |
* | "Satchel (demo)" |
*
* @param {Tray_Name_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_name_demo = /** @type {((inputs?: Tray_Name_DemoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Name_DemoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_name_demo(inputs)
	if (locale === "ru") return __ru.tray_name_demo(inputs)
	if (locale === "en-XA") return __en_xa2.tray_name_demo(inputs)
	return __en.tray_name_demo(inputs)
});
/**
* | output |
* | --- |
* | "Demo: a simulated exchange, no real money" |
*
* @param {Tray_Demo_NoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_demo_note = /** @type {((inputs?: Tray_Demo_NoteInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Demo_NoteInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_demo_note(inputs)
	if (locale === "ru") return __ru.tray_demo_note(inputs)
	if (locale === "en-XA") return __en_xa2.tray_demo_note(inputs)
	return __en.tray_demo_note(inputs)
});
/**
* | output |
* | --- |
* | "Portfolio: {value}" |
*
* @param {Tray_PortfolioInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_portfolio = /** @type {((inputs: Tray_PortfolioInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_PortfolioInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_portfolio(inputs)
	if (locale === "ru") return __ru.tray_portfolio(inputs)
	if (locale === "en-XA") return __en_xa2.tray_portfolio(inputs)
	return __en.tray_portfolio(inputs)
});
/**
* | output |
* | --- |
* | "Portfolio: cannot be valued now" |
*
* @param {Tray_Portfolio_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_portfolio_unknown = /** @type {((inputs?: Tray_Portfolio_UnknownInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Portfolio_UnknownInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_portfolio_unknown(inputs)
	if (locale === "ru") return __ru.tray_portfolio_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.tray_portfolio_unknown(inputs)
	return __en.tray_portfolio_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Portfolio as of {time}: {value}" |
*
* @param {Tray_Portfolio_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_portfolio_as_of = /** @type {((inputs: Tray_Portfolio_As_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Portfolio_As_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_portfolio_as_of(inputs)
	if (locale === "ru") return __ru.tray_portfolio_as_of(inputs)
	if (locale === "en-XA") return __en_xa2.tray_portfolio_as_of(inputs)
	return __en.tray_portfolio_as_of(inputs)
});
/**
* | output |
* | --- |
* | "{value} as of {time}" |
*
* @param {Tray_Tooltip_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_as_of = /** @type {((inputs: Tray_Tooltip_As_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Tooltip_As_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_tooltip_as_of(inputs)
	if (locale === "ru") return __ru.tray_tooltip_as_of(inputs)
	if (locale === "en-XA") return __en_xa2.tray_tooltip_as_of(inputs)
	return __en.tray_tooltip_as_of(inputs)
});
/**
* | output |
* | --- |
* | "value unknown now" |
*
* @param {Tray_Tooltip_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_unknown = /** @type {((inputs?: Tray_Tooltip_UnknownInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Tooltip_UnknownInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_tooltip_unknown(inputs)
	if (locale === "ru") return __ru.tray_tooltip_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.tray_tooltip_unknown(inputs)
	return __en.tray_tooltip_unknown(inputs)
});
/**
* | output |
* | --- |
* | "amounts hidden" |
*
* @param {Tray_Tooltip_HiddenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_hidden = /** @type {((inputs?: Tray_Tooltip_HiddenInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Tooltip_HiddenInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_tooltip_hidden(inputs)
	if (locale === "ru") return __ru.tray_tooltip_hidden(inputs)
	if (locale === "en-XA") return __en_xa2.tray_tooltip_hidden(inputs)
	return __en.tray_tooltip_hidden(inputs)
});
/**
* | output |
* | --- |
* | "(locked)" |
*
* @param {Tray_Tooltip_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_tooltip_locked = /** @type {((inputs?: Tray_Tooltip_LockedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Tooltip_LockedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_tooltip_locked(inputs)
	if (locale === "ru") return __ru.tray_tooltip_locked(inputs)
	if (locale === "en-XA") return __en_xa2.tray_tooltip_locked(inputs)
	return __en.tray_tooltip_locked(inputs)
});
/**
* | output |
* | --- |
* | "the exchange's rates cannot be read" |
*
* @param {Tray_Why_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_why_rates = /** @type {((inputs?: Tray_Why_RatesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Why_RatesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_why_rates(inputs)
	if (locale === "ru") return __ru.tray_why_rates(inputs)
	if (locale === "en-XA") return __en_xa2.tray_why_rates(inputs)
	return __en.tray_why_rates(inputs)
});
/**
* | output |
* | --- |
* | "the exchange gives no rate for {currencies}" |
*
* @param {Tray_Why_No_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_why_no_rate = /** @type {((inputs: Tray_Why_No_RateInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Why_No_RateInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_why_no_rate(inputs)
	if (locale === "ru") return __ru.tray_why_no_rate(inputs)
	if (locale === "en-XA") return __en_xa2.tray_why_no_rate(inputs)
	return __en.tray_why_no_rate(inputs)
});
/**
* | output |
* | --- |
* | "Not valued now: {why}" |
*
* @param {Tray_Not_ValuedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_not_valued = /** @type {((inputs: Tray_Not_ValuedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Not_ValuedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_not_valued(inputs)
	if (locale === "ru") return __ru.tray_not_valued(inputs)
	if (locale === "en-XA") return __en_xa2.tray_not_valued(inputs)
	return __en.tray_not_valued(inputs)
});
/**
* | output |
* | --- |
* | "{code} {available} available of {total} ≈ {value}" |
*
* @param {Tray_BalanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_balance = /** @type {((inputs: Tray_BalanceInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_BalanceInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_balance(inputs)
	if (locale === "ru") return __ru.tray_balance(inputs)
	if (locale === "en-XA") return __en_xa2.tray_balance(inputs)
	return __en.tray_balance(inputs)
});
/**
* | output |
* | --- |
* | "No balances yet" |
*
* @param {Tray_No_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_no_balances = /** @type {((inputs?: Tray_No_BalancesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_No_BalancesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_no_balances(inputs)
	if (locale === "ru") return __ru.tray_no_balances(inputs)
	if (locale === "en-XA") return __en_xa2.tray_no_balances(inputs)
	return __en.tray_no_balances(inputs)
});
/**
* | output |
* | --- |
* | "Not current: {problem}" |
*
* @param {Tray_Not_CurrentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_not_current = /** @type {((inputs: Tray_Not_CurrentInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Not_CurrentInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_not_current(inputs)
	if (locale === "ru") return __ru.tray_not_current(inputs)
	if (locale === "en-XA") return __en_xa2.tray_not_current(inputs)
	return __en.tray_not_current(inputs)
});
/**
* | output |
* | --- |
* | "Open Satchel" |
*
* @param {Tray_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_open = /** @type {((inputs?: Tray_OpenInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_OpenInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_open(inputs)
	if (locale === "ru") return __ru.tray_open(inputs)
	if (locale === "en-XA") return __en_xa2.tray_open(inputs)
	return __en.tray_open(inputs)
});
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Tray_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_refresh = /** @type {((inputs?: Tray_RefreshInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_RefreshInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_refresh(inputs)
	if (locale === "ru") return __ru.tray_refresh(inputs)
	if (locale === "en-XA") return __en_xa2.tray_refresh(inputs)
	return __en.tray_refresh(inputs)
});
/**
* | output |
* | --- |
* | "Check a transfer code from the clipboard" |
*
* @param {Tray_Check_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_check_code = /** @type {((inputs?: Tray_Check_CodeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_Check_CodeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_check_code(inputs)
	if (locale === "ru") return __ru.tray_check_code(inputs)
	if (locale === "en-XA") return __en_xa2.tray_check_code(inputs)
	return __en.tray_check_code(inputs)
});
/**
* | output |
* | --- |
* | "Lock" |
*
* @param {Tray_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_lock = /** @type {((inputs?: Tray_LockInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_LockInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_lock(inputs)
	if (locale === "ru") return __ru.tray_lock(inputs)
	if (locale === "en-XA") return __en_xa2.tray_lock(inputs)
	return __en.tray_lock(inputs)
});
/**
* | output |
* | --- |
* | "Quit" |
*
* @param {Tray_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tray_quit = /** @type {((inputs?: Tray_QuitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tray_QuitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.tray_quit(inputs)
	if (locale === "ru") return __ru.tray_quit(inputs)
	if (locale === "en-XA") return __en_xa2.tray_quit(inputs)
	return __en.tray_quit(inputs)
});
/**
* | output |
* | --- |
* | "Settings…" |
*
* @param {Menu_Settings_MacInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_settings_mac = /** @type {((inputs?: Menu_Settings_MacInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Settings_MacInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_settings_mac(inputs)
	if (locale === "ru") return __ru.menu_settings_mac(inputs)
	if (locale === "en-XA") return __en_xa2.menu_settings_mac(inputs)
	return __en.menu_settings_mac(inputs)
});
/**
* | output |
* | --- |
* | "Lock Satchel" |
*
* @param {Menu_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_lock = /** @type {((inputs?: Menu_LockInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_LockInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_lock(inputs)
	if (locale === "ru") return __ru.menu_lock(inputs)
	if (locale === "en-XA") return __en_xa2.menu_lock(inputs)
	return __en.menu_lock(inputs)
});
/**
* | output |
* | --- |
* | "About {app}" |
*
* @param {Menu_AboutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_about = /** @type {((inputs: Menu_AboutInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_AboutInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_about(inputs)
	if (locale === "ru") return __ru.menu_about(inputs)
	if (locale === "en-XA") return __en_xa2.menu_about(inputs)
	return __en.menu_about(inputs)
});
/**
* | output |
* | --- |
* | "File" |
*
* @param {Menu_FileInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_file = /** @type {((inputs?: Menu_FileInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_FileInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_file(inputs)
	if (locale === "ru") return __ru.menu_file(inputs)
	if (locale === "en-XA") return __en_xa2.menu_file(inputs)
	return __en.menu_file(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Menu_EditInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_edit = /** @type {((inputs?: Menu_EditInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_EditInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_edit(inputs)
	if (locale === "ru") return __ru.menu_edit(inputs)
	if (locale === "en-XA") return __en_xa2.menu_edit(inputs)
	return __en.menu_edit(inputs)
});
/**
* | output |
* | --- |
* | "View" |
*
* @param {Menu_ViewInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_view = /** @type {((inputs?: Menu_ViewInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ViewInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_view(inputs)
	if (locale === "ru") return __ru.menu_view(inputs)
	if (locale === "en-XA") return __en_xa2.menu_view(inputs)
	return __en.menu_view(inputs)
});
/**
* | output |
* | --- |
* | "Go" |
*
* @param {Menu_GoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_go = /** @type {((inputs?: Menu_GoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_GoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_go(inputs)
	if (locale === "ru") return __ru.menu_go(inputs)
	if (locale === "en-XA") return __en_xa2.menu_go(inputs)
	return __en.menu_go(inputs)
});
/**
* | output |
* | --- |
* | "Window" |
*
* @param {Menu_WindowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_window = /** @type {((inputs?: Menu_WindowInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_WindowInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_window(inputs)
	if (locale === "ru") return __ru.menu_window(inputs)
	if (locale === "en-XA") return __en_xa2.menu_window(inputs)
	return __en.menu_window(inputs)
});
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Menu_HelpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_help = /** @type {((inputs?: Menu_HelpInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_HelpInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_help(inputs)
	if (locale === "ru") return __ru.menu_help(inputs)
	if (locale === "en-XA") return __en_xa2.menu_help(inputs)
	return __en.menu_help(inputs)
});
/**
* | output |
* | --- |
* | "Quit Satchel" |
*
* @param {Menu_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_quit = /** @type {((inputs?: Menu_QuitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_QuitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_quit(inputs)
	if (locale === "ru") return __ru.menu_quit(inputs)
	if (locale === "en-XA") return __en_xa2.menu_quit(inputs)
	return __en.menu_quit(inputs)
});
/**
* | output |
* | --- |
* | "Find a market" |
*
* @param {Menu_Find_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_find_market = /** @type {((inputs?: Menu_Find_MarketInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Find_MarketInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_find_market(inputs)
	if (locale === "ru") return __ru.menu_find_market(inputs)
	if (locale === "en-XA") return __en_xa2.menu_find_market(inputs)
	return __en.menu_find_market(inputs)
});
/**
* | output |
* | --- |
* | "Show Logs" |
*
* @param {Menu_Show_LogsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_show_logs = /** @type {((inputs?: Menu_Show_LogsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Show_LogsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_show_logs(inputs)
	if (locale === "ru") return __ru.menu_show_logs(inputs)
	if (locale === "en-XA") return __en_xa2.menu_show_logs(inputs)
	return __en.menu_show_logs(inputs)
});
/**
* | output |
* | --- |
* | "Export Diagnostics…" |
*
* @param {Menu_Export_DiagnosticsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_export_diagnostics = /** @type {((inputs?: Menu_Export_DiagnosticsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Export_DiagnosticsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_export_diagnostics(inputs)
	if (locale === "ru") return __ru.menu_export_diagnostics(inputs)
	if (locale === "en-XA") return __en_xa2.menu_export_diagnostics(inputs)
	return __en.menu_export_diagnostics(inputs)
});
/**
* | output |
* | --- |
* | "Keyboard Shortcuts…" |
*
* @param {Menu_ShortcutsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_shortcuts = /** @type {((inputs?: Menu_ShortcutsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ShortcutsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_shortcuts(inputs)
	if (locale === "ru") return __ru.menu_shortcuts(inputs)
	if (locale === "en-XA") return __en_xa2.menu_shortcuts(inputs)
	return __en.menu_shortcuts(inputs)
});
/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Menu_UndoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_undo = /** @type {((inputs?: Menu_UndoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_UndoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_undo(inputs)
	if (locale === "ru") return __ru.menu_undo(inputs)
	if (locale === "en-XA") return __en_xa2.menu_undo(inputs)
	return __en.menu_undo(inputs)
});
/**
* | output |
* | --- |
* | "Redo" |
*
* @param {Menu_RedoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_redo = /** @type {((inputs?: Menu_RedoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_RedoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_redo(inputs)
	if (locale === "ru") return __ru.menu_redo(inputs)
	if (locale === "en-XA") return __en_xa2.menu_redo(inputs)
	return __en.menu_redo(inputs)
});
/**
* | output |
* | --- |
* | "Cut" |
*
* @param {Menu_CutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_cut = /** @type {((inputs?: Menu_CutInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_CutInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_cut(inputs)
	if (locale === "ru") return __ru.menu_cut(inputs)
	if (locale === "en-XA") return __en_xa2.menu_cut(inputs)
	return __en.menu_cut(inputs)
});
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Menu_CopyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_copy = /** @type {((inputs?: Menu_CopyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_CopyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_copy(inputs)
	if (locale === "ru") return __ru.menu_copy(inputs)
	if (locale === "en-XA") return __en_xa2.menu_copy(inputs)
	return __en.menu_copy(inputs)
});
/**
* | output |
* | --- |
* | "Paste" |
*
* @param {Menu_PasteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_paste = /** @type {((inputs?: Menu_PasteInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_PasteInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_paste(inputs)
	if (locale === "ru") return __ru.menu_paste(inputs)
	if (locale === "en-XA") return __en_xa2.menu_paste(inputs)
	return __en.menu_paste(inputs)
});
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Menu_DeleteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_delete = /** @type {((inputs?: Menu_DeleteInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_DeleteInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_delete(inputs)
	if (locale === "ru") return __ru.menu_delete(inputs)
	if (locale === "en-XA") return __en_xa2.menu_delete(inputs)
	return __en.menu_delete(inputs)
});
/**
* | output |
* | --- |
* | "Select All" |
*
* @param {Menu_Select_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_select_all = /** @type {((inputs?: Menu_Select_AllInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Select_AllInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_select_all(inputs)
	if (locale === "ru") return __ru.menu_select_all(inputs)
	if (locale === "en-XA") return __en_xa2.menu_select_all(inputs)
	return __en.menu_select_all(inputs)
});
/**
* | output |
* | --- |
* | "Actual Size" |
*
* @param {Menu_Reset_ZoomInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_reset_zoom = /** @type {((inputs?: Menu_Reset_ZoomInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Reset_ZoomInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_reset_zoom(inputs)
	if (locale === "ru") return __ru.menu_reset_zoom(inputs)
	if (locale === "en-XA") return __en_xa2.menu_reset_zoom(inputs)
	return __en.menu_reset_zoom(inputs)
});
/**
* | output |
* | --- |
* | "Zoom In" |
*
* @param {Menu_Zoom_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_in = /** @type {((inputs?: Menu_Zoom_InInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Zoom_InInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_zoom_in(inputs)
	if (locale === "ru") return __ru.menu_zoom_in(inputs)
	if (locale === "en-XA") return __en_xa2.menu_zoom_in(inputs)
	return __en.menu_zoom_in(inputs)
});
/**
* | output |
* | --- |
* | "Zoom Out" |
*
* @param {Menu_Zoom_OutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_out = /** @type {((inputs?: Menu_Zoom_OutInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Zoom_OutInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_zoom_out(inputs)
	if (locale === "ru") return __ru.menu_zoom_out(inputs)
	if (locale === "en-XA") return __en_xa2.menu_zoom_out(inputs)
	return __en.menu_zoom_out(inputs)
});
/**
* | output |
* | --- |
* | "Toggle Full Screen" |
*
* @param {Menu_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_full_screen = /** @type {((inputs?: Menu_Full_ScreenInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Full_ScreenInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_full_screen(inputs)
	if (locale === "ru") return __ru.menu_full_screen(inputs)
	if (locale === "en-XA") return __en_xa2.menu_full_screen(inputs)
	return __en.menu_full_screen(inputs)
});
/**
* | output |
* | --- |
* | "Minimize" |
*
* @param {Menu_MinimizeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_minimize = /** @type {((inputs?: Menu_MinimizeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_MinimizeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_minimize(inputs)
	if (locale === "ru") return __ru.menu_minimize(inputs)
	if (locale === "en-XA") return __en_xa2.menu_minimize(inputs)
	return __en.menu_minimize(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_close = /** @type {((inputs?: Menu_CloseInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_CloseInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.menu_close(inputs)
	if (locale === "ru") return __ru.menu_close(inputs)
	if (locale === "en-XA") return __en_xa2.menu_close(inputs)
	return __en.menu_close(inputs)
});
/**
* | output |
* | --- |
* | "Skip to main content" |
*
* @param {Skip_To_MainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const skip_to_main = /** @type {((inputs?: Skip_To_MainInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Skip_To_MainInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.skip_to_main(inputs)
	if (locale === "ru") return __ru.skip_to_main(inputs)
	if (locale === "en-XA") return __en_xa2.skip_to_main(inputs)
	return __en.skip_to_main(inputs)
});
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Header_MenuInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const header_menu = /** @type {((inputs?: Header_MenuInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_MenuInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.header_menu(inputs)
	if (locale === "ru") return __ru.header_menu(inputs)
	if (locale === "en-XA") return __en_xa2.header_menu(inputs)
	return __en.header_menu(inputs)
});
/**
* | output |
* | --- |
* | "Demo" |
*
* @param {Demo_BadgeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const demo_badge = /** @type {((inputs?: Demo_BadgeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Demo_BadgeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.demo_badge(inputs)
	if (locale === "ru") return __ru.demo_badge(inputs)
	if (locale === "en-XA") return __en_xa2.demo_badge(inputs)
	return __en.demo_badge(inputs)
});
/**
* | output |
* | --- |
* | "Demo: a simulated exchange, payment gateway and appliance. No real money." |
*
* @param {Demo_NoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const demo_note = /** @type {((inputs?: Demo_NoteInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Demo_NoteInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.demo_note(inputs)
	if (locale === "ru") return __ru.demo_note(inputs)
	if (locale === "en-XA") return __en_xa2.demo_note(inputs)
	return __en.demo_note(inputs)
});
/**
* | output |
* | --- |
* | "{title} — Satchel (demo)" |
*
* @param {Window_Title_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_title_demo = /** @type {((inputs: Window_Title_DemoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Title_DemoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_title_demo(inputs)
	if (locale === "ru") return __ru.window_title_demo(inputs)
	if (locale === "en-XA") return __en_xa2.window_title_demo(inputs)
	return __en.window_title_demo(inputs)
});
/**
* | output |
* | --- |
* | "Hide amounts" |
*
* @param {Hide_AmountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const hide_amounts = /** @type {((inputs?: Hide_AmountsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hide_AmountsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.hide_amounts(inputs)
	if (locale === "ru") return __ru.hide_amounts(inputs)
	if (locale === "en-XA") return __en_xa2.hide_amounts(inputs)
	return __en.hide_amounts(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to show amounts" |
*
* @param {Unlock_To_Show_AmountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const unlock_to_show_amounts = /** @type {((inputs?: Unlock_To_Show_AmountsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unlock_To_Show_AmountsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.unlock_to_show_amounts(inputs)
	if (locale === "ru") return __ru.unlock_to_show_amounts(inputs)
	if (locale === "en-XA") return __en_xa2.unlock_to_show_amounts(inputs)
	return __en.unlock_to_show_amounts(inputs)
});
/**
* | output |
* | --- |
* | "Lock" |
*
* @param {Header_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const header_lock = /** @type {((inputs?: Header_LockInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_LockInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.header_lock(inputs)
	if (locale === "ru") return __ru.header_lock(inputs)
	if (locale === "en-XA") return __en_xa2.header_lock(inputs)
	return __en.header_lock(inputs)
});
/**
* | output |
* | --- |
* | "Satchel cannot start" |
*
* @param {Fatal_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const fatal_title = /** @type {((inputs?: Fatal_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fatal_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.fatal_title(inputs)
	if (locale === "ru") return __ru.fatal_title(inputs)
	if (locale === "en-XA") return __en_xa2.fatal_title(inputs)
	return __en.fatal_title(inputs)
});
/**
* | output |
* | --- |
* | "Satchel is starting" |
*
* @param {StartingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const starting = /** @type {((inputs?: StartingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<StartingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.starting(inputs)
	if (locale === "ru") return __ru.starting(inputs)
	if (locale === "en-XA") return __en_xa2.starting(inputs)
	return __en.starting(inputs)
});
/**
* | output |
* | --- |
* | "Theme" |
*
* @param {Theme_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const theme_label = /** @type {((inputs?: Theme_LabelInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Theme_LabelInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.theme_label(inputs)
	if (locale === "ru") return __ru.theme_label(inputs)
	if (locale === "en-XA") return __en_xa2.theme_label(inputs)
	return __en.theme_label(inputs)
});
/**
* | output |
* | --- |
* | "Appearance" |
*
* @param {Theme_AppearanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const theme_appearance = /** @type {((inputs?: Theme_AppearanceInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Theme_AppearanceInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.theme_appearance(inputs)
	if (locale === "ru") return __ru.theme_appearance(inputs)
	if (locale === "en-XA") return __en_xa2.theme_appearance(inputs)
	return __en.theme_appearance(inputs)
});
/**
* | output |
* | --- |
* | "System" |
*
* @param {Theme_SystemInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const theme_system = /** @type {((inputs?: Theme_SystemInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Theme_SystemInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.theme_system(inputs)
	if (locale === "ru") return __ru.theme_system(inputs)
	if (locale === "en-XA") return __en_xa2.theme_system(inputs)
	return __en.theme_system(inputs)
});
/**
* | output |
* | --- |
* | "Light" |
*
* @param {Theme_LightInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const theme_light = /** @type {((inputs?: Theme_LightInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Theme_LightInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.theme_light(inputs)
	if (locale === "ru") return __ru.theme_light(inputs)
	if (locale === "en-XA") return __en_xa2.theme_light(inputs)
	return __en.theme_light(inputs)
});
/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Theme_DarkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const theme_dark = /** @type {((inputs?: Theme_DarkInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Theme_DarkInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.theme_dark(inputs)
	if (locale === "ru") return __ru.theme_dark(inputs)
	if (locale === "en-XA") return __en_xa2.theme_dark(inputs)
	return __en.theme_dark(inputs)
});
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Account_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_label = /** @type {((inputs?: Account_LabelInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_LabelInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.account_label(inputs)
	if (locale === "ru") return __ru.account_label(inputs)
	if (locale === "en-XA") return __en_xa2.account_label(inputs)
	return __en.account_label(inputs)
});
/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {Account_ChooseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_choose = /** @type {((inputs?: Account_ChooseInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ChooseInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.account_choose(inputs)
	if (locale === "ru") return __ru.account_choose(inputs)
	if (locale === "en-XA") return __en_xa2.account_choose(inputs)
	return __en.account_choose(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to switch accounts." |
*
* @param {Account_Unlock_To_SwitchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_unlock_to_switch = /** @type {((inputs?: Account_Unlock_To_SwitchInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Unlock_To_SwitchInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.account_unlock_to_switch(inputs)
	if (locale === "ru") return __ru.account_unlock_to_switch(inputs)
	if (locale === "en-XA") return __en_xa2.account_unlock_to_switch(inputs)
	return __en.account_unlock_to_switch(inputs)
});
/**
* | output |
* | --- |
* | "Deposit credited: {list}." |
*
* @param {Settled_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settled_deposit = /** @type {((inputs: Settled_DepositInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settled_DepositInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settled_deposit(inputs)
	if (locale === "ru") return __ru.settled_deposit(inputs)
	if (locale === "en-XA") return __en_xa2.settled_deposit(inputs)
	return __en.settled_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawal completed: {list}." |
*
* @param {Settled_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settled_withdrawal = /** @type {((inputs: Settled_WithdrawalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settled_WithdrawalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settled_withdrawal(inputs)
	if (locale === "ru") return __ru.settled_withdrawal(inputs)
	if (locale === "en-XA") return __en_xa2.settled_withdrawal(inputs)
	return __en.settled_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Deposits and withdrawals" |
*
* @param {Settled_Title_BothInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settled_title_both = /** @type {((inputs?: Settled_Title_BothInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settled_Title_BothInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settled_title_both(inputs)
	if (locale === "ru") return __ru.settled_title_both(inputs)
	if (locale === "en-XA") return __en_xa2.settled_title_both(inputs)
	return __en.settled_title_both(inputs)
});
/**
* | output |
* | --- |
* | "Deposit credited" |
*
* @param {Settled_Title_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settled_title_deposit = /** @type {((inputs?: Settled_Title_DepositInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settled_Title_DepositInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settled_title_deposit(inputs)
	if (locale === "ru") return __ru.settled_title_deposit(inputs)
	if (locale === "en-XA") return __en_xa2.settled_title_deposit(inputs)
	return __en.settled_title_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawal completed" |
*
* @param {Settled_Title_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settled_title_withdrawal = /** @type {((inputs?: Settled_Title_WithdrawalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settled_Title_WithdrawalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.settled_title_withdrawal(inputs)
	if (locale === "ru") return __ru.settled_title_withdrawal(inputs)
	if (locale === "en-XA") return __en_xa2.settled_title_withdrawal(inputs)
	return __en.settled_title_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Update ready" |
*
* @param {Update_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const update_title = /** @type {((inputs?: Update_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.update_title(inputs)
	if (locale === "ru") return __ru.update_title(inputs)
	if (locale === "en-XA") return __en_xa2.update_title(inputs)
	return __en.update_title(inputs)
});
/**
* | output |
* | --- |
* | "A new version {version} is ready." |
*
* @param {Update_MessageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const update_message = /** @type {((inputs: Update_MessageInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_MessageInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.update_message(inputs)
	if (locale === "ru") return __ru.update_message(inputs)
	if (locale === "en-XA") return __en_xa2.update_message(inputs)
	return __en.update_message(inputs)
});
/**
* | output |
* | --- |
* | "Satchel restarts to install it. Your keys and settings stay as they are." |
*
* @param {Update_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const update_detail = /** @type {((inputs?: Update_DetailInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_DetailInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.update_detail(inputs)
	if (locale === "ru") return __ru.update_detail(inputs)
	if (locale === "en-XA") return __en_xa2.update_detail(inputs)
	return __en.update_detail(inputs)
});
/**
* | output |
* | --- |
* | "Restart now" |
*
* @param {Update_Restart_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const update_restart_now = /** @type {((inputs?: Update_Restart_NowInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Restart_NowInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.update_restart_now(inputs)
	if (locale === "ru") return __ru.update_restart_now(inputs)
	if (locale === "en-XA") return __en_xa2.update_restart_now(inputs)
	return __en.update_restart_now(inputs)
});
/**
* | output |
* | --- |
* | "When I quit" |
*
* @param {Update_When_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const update_when_quit = /** @type {((inputs?: Update_When_QuitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_When_QuitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.update_when_quit(inputs)
	if (locale === "ru") return __ru.update_when_quit(inputs)
	if (locale === "en-XA") return __en_xa2.update_when_quit(inputs)
	return __en.update_when_quit(inputs)
});
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Update_Not_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const update_not_now = /** @type {((inputs?: Update_Not_NowInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Not_NowInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.update_not_now(inputs)
	if (locale === "ru") return __ru.update_not_now(inputs)
	if (locale === "en-XA") return __en_xa2.update_not_now(inputs)
	return __en.update_not_now(inputs)
});
/**
* | output |
* | --- |
* | "The {window} stopped working: {why}." |
*
* @param {Crash_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_gone = /** @type {((inputs: Crash_GoneInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_GoneInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_gone(inputs)
	if (locale === "ru") return __ru.crash_gone(inputs)
	if (locale === "en-XA") return __en_xa2.crash_gone(inputs)
	return __en.crash_gone(inputs)
});
/**
* | output |
* | --- |
* | "wallet window" |
*
* @param {Crash_Window_WalletInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_window_wallet = /** @type {((inputs?: Crash_Window_WalletInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Window_WalletInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_window_wallet(inputs)
	if (locale === "ru") return __ru.crash_window_wallet(inputs)
	if (locale === "en-XA") return __en_xa2.crash_window_wallet(inputs)
	return __en.crash_window_wallet(inputs)
});
/**
* | output |
* | --- |
* | "payment window" |
*
* @param {Crash_Window_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_window_payment = /** @type {((inputs?: Crash_Window_PaymentInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Window_PaymentInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_window_payment(inputs)
	if (locale === "ru") return __ru.crash_window_payment(inputs)
	if (locale === "en-XA") return __en_xa2.crash_window_payment(inputs)
	return __en.crash_window_payment(inputs)
});
/**
* | output |
* | --- |
* | "it stopped unexpectedly" |
*
* @param {Crash_Why_AbnormalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_why_abnormal = /** @type {((inputs?: Crash_Why_AbnormalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Why_AbnormalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_why_abnormal(inputs)
	if (locale === "ru") return __ru.crash_why_abnormal(inputs)
	if (locale === "en-XA") return __en_xa2.crash_why_abnormal(inputs)
	return __en.crash_why_abnormal(inputs)
});
/**
* | output |
* | --- |
* | "it was ended by the system or another program" |
*
* @param {Crash_Why_KilledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_why_killed = /** @type {((inputs?: Crash_Why_KilledInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Why_KilledInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_why_killed(inputs)
	if (locale === "ru") return __ru.crash_why_killed(inputs)
	if (locale === "en-XA") return __en_xa2.crash_why_killed(inputs)
	return __en.crash_why_killed(inputs)
});
/**
* | output |
* | --- |
* | "it crashed" |
*
* @param {Crash_Why_CrashedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_why_crashed = /** @type {((inputs?: Crash_Why_CrashedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Why_CrashedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_why_crashed(inputs)
	if (locale === "ru") return __ru.crash_why_crashed(inputs)
	if (locale === "en-XA") return __en_xa2.crash_why_crashed(inputs)
	return __en.crash_why_crashed(inputs)
});
/**
* | output |
* | --- |
* | "it ran out of memory" |
*
* @param {Crash_Why_OomInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_why_oom = /** @type {((inputs?: Crash_Why_OomInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Why_OomInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_why_oom(inputs)
	if (locale === "ru") return __ru.crash_why_oom(inputs)
	if (locale === "en-XA") return __en_xa2.crash_why_oom(inputs)
	return __en.crash_why_oom(inputs)
});
/**
* | output |
* | --- |
* | "it could not be started" |
*
* @param {Crash_Why_LaunchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_why_launch = /** @type {((inputs?: Crash_Why_LaunchInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Why_LaunchInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_why_launch(inputs)
	if (locale === "ru") return __ru.crash_why_launch(inputs)
	if (locale === "en-XA") return __en_xa2.crash_why_launch(inputs)
	return __en.crash_why_launch(inputs)
});
/**
* | output |
* | --- |
* | "its code failed an integrity check" |
*
* @param {Crash_Why_IntegrityInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_why_integrity = /** @type {((inputs?: Crash_Why_IntegrityInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Why_IntegrityInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_why_integrity(inputs)
	if (locale === "ru") return __ru.crash_why_integrity(inputs)
	if (locale === "en-XA") return __en_xa2.crash_why_integrity(inputs)
	return __en.crash_why_integrity(inputs)
});
/**
* | output |
* | --- |
* | "the system reclaimed its memory" |
*
* @param {Crash_Why_EvictionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_why_eviction = /** @type {((inputs?: Crash_Why_EvictionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Why_EvictionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_why_eviction(inputs)
	if (locale === "ru") return __ru.crash_why_eviction(inputs)
	if (locale === "en-XA") return __en_xa2.crash_why_eviction(inputs)
	return __en.crash_why_eviction(inputs)
});
/**
* | output |
* | --- |
* | "Your keys, settings and anything sent to the exchange are safe: they are kept by the main part of Satchel, which is still running. Reload the window to go on." |
*
* @param {Crash_SafeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_safe = /** @type {((inputs?: Crash_SafeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_SafeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_safe(inputs)
	if (locale === "ru") return __ru.crash_safe(inputs)
	if (locale === "en-XA") return __en_xa2.crash_safe(inputs)
	return __en.crash_safe(inputs)
});
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Crash_ReloadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_reload = /** @type {((inputs?: Crash_ReloadInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_ReloadInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_reload(inputs)
	if (locale === "ru") return __ru.crash_reload(inputs)
	if (locale === "en-XA") return __en_xa2.crash_reload(inputs)
	return __en.crash_reload(inputs)
});
/**
* | output |
* | --- |
* | "Quit Satchel" |
*
* @param {Crash_QuitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_quit = /** @type {((inputs?: Crash_QuitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_QuitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_quit(inputs)
	if (locale === "ru") return __ru.crash_quit(inputs)
	if (locale === "en-XA") return __en_xa2.crash_quit(inputs)
	return __en.crash_quit(inputs)
});
/**
* | output |
* | --- |
* | "Wait" |
*
* @param {Crash_WaitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_wait = /** @type {((inputs?: Crash_WaitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_WaitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_wait(inputs)
	if (locale === "ru") return __ru.crash_wait(inputs)
	if (locale === "en-XA") return __en_xa2.crash_wait(inputs)
	return __en.crash_wait(inputs)
});
/**
* | output |
* | --- |
* | "The {window} is not responding." |
*
* @param {Crash_UnresponsiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_unresponsive = /** @type {((inputs: Crash_UnresponsiveInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_UnresponsiveInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_unresponsive(inputs)
	if (locale === "ru") return __ru.crash_unresponsive(inputs)
	if (locale === "en-XA") return __en_xa2.crash_unresponsive(inputs)
	return __en.crash_unresponsive(inputs)
});
/**
* | output |
* | --- |
* | "You can wait for it, or reload it. Nothing sent to the exchange is lost by reloading." |
*
* @param {Crash_Unresponsive_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_unresponsive_detail = /** @type {((inputs?: Crash_Unresponsive_DetailInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Unresponsive_DetailInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_unresponsive_detail(inputs)
	if (locale === "ru") return __ru.crash_unresponsive_detail(inputs)
	if (locale === "en-XA") return __en_xa2.crash_unresponsive_detail(inputs)
	return __en.crash_unresponsive_detail(inputs)
});
/**
* | output |
* | --- |
* | "Close the payment window" |
*
* @param {Crash_Close_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_close_payment = /** @type {((inputs?: Crash_Close_PaymentInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Close_PaymentInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_close_payment(inputs)
	if (locale === "ru") return __ru.crash_close_payment(inputs)
	if (locale === "en-XA") return __en_xa2.crash_close_payment(inputs)
	return __en.crash_close_payment(inputs)
});
/**
* | output |
* | --- |
* | "Nothing is paid twice: a payment you finished on the gateway’s page stands, and Satchel sends nothing again by itself. Before you pay again, look for the dep..." |
*
* @param {Crash_Payment_SafeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_payment_safe = /** @type {((inputs?: Crash_Payment_SafeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Payment_SafeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_payment_safe(inputs)
	if (locale === "ru") return __ru.crash_payment_safe(inputs)
	if (locale === "en-XA") return __en_xa2.crash_payment_safe(inputs)
	return __en.crash_payment_safe(inputs)
});
/**
* | output |
* | --- |
* | "You can wait for it, reload it or close it. {safe}" |
*
* @param {Crash_Payment_Unresponsive_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const crash_payment_unresponsive_detail = /** @type {((inputs: Crash_Payment_Unresponsive_DetailInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crash_Payment_Unresponsive_DetailInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.crash_payment_unresponsive_detail(inputs)
	if (locale === "ru") return __ru.crash_payment_unresponsive_detail(inputs)
	if (locale === "en-XA") return __en_xa2.crash_payment_unresponsive_detail(inputs)
	return __en.crash_payment_unresponsive_detail(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} minute" |
* | "other" | "{count} minutes" |
*
* @param {Minutes_CountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const minutes_count = /** @type {((inputs: Minutes_CountInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Minutes_CountInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.minutes_count(inputs)
	if (locale === "ru") return __ru.minutes_count(inputs)
	if (locale === "en-XA") return __en_xa2.minutes_count(inputs)
	return __en.minutes_count(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} hour" |
* | "other" | "{count} hours" |
*
* @param {Hours_CountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const hours_count = /** @type {((inputs: Hours_CountInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hours_CountInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.hours_count(inputs)
	if (locale === "ru") return __ru.hours_count(inputs)
	if (locale === "en-XA") return __en_xa2.hours_count(inputs)
	return __en.hours_count(inputs)
});
/**
* | output |
* | --- |
* | "{n} s" |
*
* @param {Unit_SecondsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const unit_seconds = /** @type {((inputs: Unit_SecondsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unit_SecondsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.unit_seconds(inputs)
	if (locale === "ru") return __ru.unit_seconds(inputs)
	if (locale === "en-XA") return __en_xa2.unit_seconds(inputs)
	return __en.unit_seconds(inputs)
});
/**
* | output |
* | --- |
* | "{n} min" |
*
* @param {Unit_MinutesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const unit_minutes = /** @type {((inputs: Unit_MinutesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unit_MinutesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.unit_minutes(inputs)
	if (locale === "ru") return __ru.unit_minutes(inputs)
	if (locale === "en-XA") return __en_xa2.unit_minutes(inputs)
	return __en.unit_minutes(inputs)
});
/**
* | output |
* | --- |
* | "Never" |
*
* @param {NeverInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const never = /** @type {((inputs?: NeverInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<NeverInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.never(inputs)
	if (locale === "ru") return __ru.never(inputs)
	if (locale === "en-XA") return __en_xa2.never(inputs)
	return __en.never(inputs)
});
/**
* | output |
* | --- |
* | "US dollar (USD)" |
*
* @param {Currency_UsdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const currency_usd = /** @type {((inputs?: Currency_UsdInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Currency_UsdInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.currency_usd(inputs)
	if (locale === "ru") return __ru.currency_usd(inputs)
	if (locale === "en-XA") return __en_xa2.currency_usd(inputs)
	return __en.currency_usd(inputs)
});
/**
* | output |
* | --- |
* | "Euro (EUR)" |
*
* @param {Currency_EurInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const currency_eur = /** @type {((inputs?: Currency_EurInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Currency_EurInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.currency_eur(inputs)
	if (locale === "ru") return __ru.currency_eur(inputs)
	if (locale === "en-XA") return __en_xa2.currency_eur(inputs)
	return __en.currency_eur(inputs)
});
/**
* | output |
* | --- |
* | "Hryvnia (UAH)" |
*
* @param {Currency_UahInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const currency_uah = /** @type {((inputs?: Currency_UahInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Currency_UahInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.currency_uah(inputs)
	if (locale === "ru") return __ru.currency_uah(inputs)
	if (locale === "en-XA") return __en_xa2.currency_uah(inputs)
	return __en.currency_uah(inputs)
});
/**
* | output |
* | --- |
* | "Rouble (RUB)" |
*
* @param {Currency_RubInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const currency_rub = /** @type {((inputs?: Currency_RubInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Currency_RubInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.currency_rub(inputs)
	if (locale === "ru") return __ru.currency_rub(inputs)
	if (locale === "en-XA") return __en_xa2.currency_rub(inputs)
	return __en.currency_rub(inputs)
});
/**
* | output |
* | --- |
* | "Bitcoin (BTC)" |
*
* @param {Currency_BtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const currency_btc = /** @type {((inputs?: Currency_BtcInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Currency_BtcInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.currency_btc(inputs)
	if (locale === "ru") return __ru.currency_btc(inputs)
	if (locale === "en-XA") return __en_xa2.currency_btc(inputs)
	return __en.currency_btc(inputs)
});
/**
* | output |
* | --- |
* | "Display currency" |
*
* @param {Prefs_Display_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_display_currency = /** @type {((inputs?: Prefs_Display_CurrencyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Display_CurrencyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_display_currency(inputs)
	if (locale === "ru") return __ru.prefs_display_currency(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_display_currency(inputs)
	return __en.prefs_display_currency(inputs)
});
/**
* | output |
* | --- |
* | "Lock after" |
*
* @param {Prefs_Lock_AfterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_lock_after = /** @type {((inputs?: Prefs_Lock_AfterInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Lock_AfterInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_lock_after(inputs)
	if (locale === "ru") return __ru.prefs_lock_after(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_lock_after(inputs)
	return __en.prefs_lock_after(inputs)
});
/**
* | output |
* | --- |
* | "Idle time before Satchel locks itself." |
*
* @param {Prefs_Lock_After_Hint_SetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_lock_after_hint_set = /** @type {((inputs?: Prefs_Lock_After_Hint_SetInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Lock_After_Hint_SetInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_lock_after_hint_set(inputs)
	if (locale === "ru") return __ru.prefs_lock_after_hint_set(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_lock_after_hint_set(inputs)
	return __en.prefs_lock_after_hint_set(inputs)
});
/**
* | output |
* | --- |
* | "Applies once an app password is set." |
*
* @param {Prefs_Lock_After_Hint_UnsetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_lock_after_hint_unset = /** @type {((inputs?: Prefs_Lock_After_Hint_UnsetInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Lock_After_Hint_UnsetInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_lock_after_hint_unset(inputs)
	if (locale === "ru") return __ru.prefs_lock_after_hint_unset(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_lock_after_hint_unset(inputs)
	return __en.prefs_lock_after_hint_unset(inputs)
});
/**
* | output |
* | --- |
* | "Refresh market prices every" |
*
* @param {Prefs_Refresh_PricesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_refresh_prices = /** @type {((inputs?: Prefs_Refresh_PricesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Refresh_PricesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_refresh_prices(inputs)
	if (locale === "ru") return __ru.prefs_refresh_prices(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_refresh_prices(inputs)
	return __en.prefs_refresh_prices(inputs)
});
/**
* | output |
* | --- |
* | "Refresh balances every" |
*
* @param {Prefs_Refresh_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_refresh_balances = /** @type {((inputs?: Prefs_Refresh_BalancesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Refresh_BalancesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_refresh_balances(inputs)
	if (locale === "ru") return __ru.prefs_refresh_balances(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_refresh_balances(inputs)
	return __en.prefs_refresh_balances(inputs)
});
/**
* | output |
* | --- |
* | "Refresh open orders every" |
*
* @param {Prefs_Refresh_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_refresh_orders = /** @type {((inputs?: Prefs_Refresh_OrdersInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Refresh_OrdersInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_refresh_orders(inputs)
	if (locale === "ru") return __ru.prefs_refresh_orders(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_refresh_orders(inputs)
	return __en.prefs_refresh_orders(inputs)
});
/**
* | output |
* | --- |
* | "Keep running in the tray when the window is closed" |
*
* @param {Prefs_Close_To_TrayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_close_to_tray = /** @type {((inputs?: Prefs_Close_To_TrayInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Close_To_TrayInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_close_to_tray(inputs)
	if (locale === "ru") return __ru.prefs_close_to_tray(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_close_to_tray(inputs)
	return __en.prefs_close_to_tray(inputs)
});
/**
* | output |
* | --- |
* | "(desktop app only)" |
*
* @param {Prefs_Desktop_OnlyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_desktop_only = /** @type {((inputs?: Prefs_Desktop_OnlyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Desktop_OnlyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_desktop_only(inputs)
	if (locale === "ru") return __ru.prefs_desktop_only(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_desktop_only(inputs)
	return __en.prefs_desktop_only(inputs)
});
/**
* | output |
* | --- |
* | "Hide amounts and addresses while Satchel is locked" |
*
* @param {Prefs_Hide_When_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_hide_when_locked = /** @type {((inputs?: Prefs_Hide_When_LockedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Hide_When_LockedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_hide_when_locked(inputs)
	if (locale === "ru") return __ru.prefs_hide_when_locked(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_hide_when_locked(inputs)
	return __en.prefs_hide_when_locked(inputs)
});
/**
* | output |
* | --- |
* | "Updates" |
*
* @param {Prefs_UpdatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_updates = /** @type {((inputs?: Prefs_UpdatesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_UpdatesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_updates(inputs)
	if (locale === "ru") return __ru.prefs_updates(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_updates(inputs)
	return __en.prefs_updates(inputs)
});
/**
* | output |
* | --- |
* | "Check for updates" |
*
* @param {Prefs_Check_UpdatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_check_updates = /** @type {((inputs?: Prefs_Check_UpdatesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Check_UpdatesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_check_updates(inputs)
	if (locale === "ru") return __ru.prefs_check_updates(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_check_updates(inputs)
	return __en.prefs_check_updates(inputs)
});
/**
* | output |
* | --- |
* | "Update channel" |
*
* @param {Prefs_Update_ChannelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_update_channel = /** @type {((inputs?: Prefs_Update_ChannelInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Update_ChannelInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_update_channel(inputs)
	if (locale === "ru") return __ru.prefs_update_channel(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_update_channel(inputs)
	return __en.prefs_update_channel(inputs)
});
/**
* | output |
* | --- |
* | "Stable releases" |
*
* @param {Prefs_Channel_StableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_channel_stable = /** @type {((inputs?: Prefs_Channel_StableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Channel_StableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_channel_stable(inputs)
	if (locale === "ru") return __ru.prefs_channel_stable(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_channel_stable(inputs)
	return __en.prefs_channel_stable(inputs)
});
/**
* | output |
* | --- |
* | "Beta: new versions earlier, less tested" |
*
* @param {Prefs_Channel_BetaInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_channel_beta = /** @type {((inputs?: Prefs_Channel_BetaInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Channel_BetaInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_channel_beta(inputs)
	if (locale === "ru") return __ru.prefs_channel_beta(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_channel_beta(inputs)
	return __en.prefs_channel_beta(inputs)
});
/**
* | output |
* | --- |
* | "Satchel looks for a new version when it starts and once a day, downloads it in the background, checks it, and asks before installing it." |
*
* @param {Prefs_Updates_DesktopInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_updates_desktop = /** @type {((inputs?: Prefs_Updates_DesktopInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Updates_DesktopInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_updates_desktop(inputs)
	if (locale === "ru") return __ru.prefs_updates_desktop(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_updates_desktop(inputs)
	return __en.prefs_updates_desktop(inputs)
});
/**
* | output |
* | --- |
* | "Updates are checked by the desktop app; this browser page never checks. What you choose here is kept for the desktop app." |
*
* @param {Prefs_Updates_BrowserInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_updates_browser = /** @type {((inputs?: Prefs_Updates_BrowserInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Updates_BrowserInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_updates_browser(inputs)
	if (locale === "ru") return __ru.prefs_updates_browser(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_updates_browser(inputs)
	return __en.prefs_updates_browser(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to change the lock, the refresh intervals, the tray, updates or hiding amounts while locked." |
*
* @param {Prefs_Locked_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_locked_hint = /** @type {((inputs?: Prefs_Locked_HintInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Locked_HintInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_locked_hint(inputs)
	if (locale === "ru") return __ru.prefs_locked_hint(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_locked_hint(inputs)
	return __en.prefs_locked_hint(inputs)
});
/**
* | output |
* | --- |
* | "{what} saved." |
*
* @param {Prefs_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_saved = /** @type {((inputs: Prefs_SavedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_SavedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_saved(inputs)
	if (locale === "ru") return __ru.prefs_saved(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_saved(inputs)
	return __en.prefs_saved(inputs)
});
/**
* | output |
* | --- |
* | "Privacy setting saved." |
*
* @param {Prefs_Privacy_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_privacy_saved = /** @type {((inputs?: Prefs_Privacy_SavedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_Privacy_SavedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_privacy_saved(inputs)
	if (locale === "ru") return __ru.prefs_privacy_saved(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_privacy_saved(inputs)
	return __en.prefs_privacy_saved(inputs)
});
/**
* | output |
* | --- |
* | "Tray setting" |
*
* @param {Prefs_What_TrayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_what_tray = /** @type {((inputs?: Prefs_What_TrayInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_What_TrayInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_what_tray(inputs)
	if (locale === "ru") return __ru.prefs_what_tray(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_what_tray(inputs)
	return __en.prefs_what_tray(inputs)
});
/**
* | output |
* | --- |
* | "Update setting" |
*
* @param {Prefs_What_UpdateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_what_update = /** @type {((inputs?: Prefs_What_UpdateInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_What_UpdateInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_what_update(inputs)
	if (locale === "ru") return __ru.prefs_what_update(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_what_update(inputs)
	return __en.prefs_what_update(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Prefs_What_LanguageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_what_language = /** @type {((inputs?: Prefs_What_LanguageInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_What_LanguageInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_what_language(inputs)
	if (locale === "ru") return __ru.prefs_what_language(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_what_language(inputs)
	return __en.prefs_what_language(inputs)
});
/**
* | output |
* | --- |
* | "Auto-lock" |
*
* @param {Prefs_What_Auto_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_what_auto_lock = /** @type {((inputs?: Prefs_What_Auto_LockInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_What_Auto_LockInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_what_auto_lock(inputs)
	if (locale === "ru") return __ru.prefs_what_auto_lock(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_what_auto_lock(inputs)
	return __en.prefs_what_auto_lock(inputs)
});
/**
* | output |
* | --- |
* | "Market price refresh interval" |
*
* @param {Prefs_What_Price_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_what_price_interval = /** @type {((inputs?: Prefs_What_Price_IntervalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_What_Price_IntervalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_what_price_interval(inputs)
	if (locale === "ru") return __ru.prefs_what_price_interval(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_what_price_interval(inputs)
	return __en.prefs_what_price_interval(inputs)
});
/**
* | output |
* | --- |
* | "Balance refresh interval" |
*
* @param {Prefs_What_Balance_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_what_balance_interval = /** @type {((inputs?: Prefs_What_Balance_IntervalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_What_Balance_IntervalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_what_balance_interval(inputs)
	if (locale === "ru") return __ru.prefs_what_balance_interval(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_what_balance_interval(inputs)
	return __en.prefs_what_balance_interval(inputs)
});
/**
* | output |
* | --- |
* | "Order refresh interval" |
*
* @param {Prefs_What_Order_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const prefs_what_order_interval = /** @type {((inputs?: Prefs_What_Order_IntervalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prefs_What_Order_IntervalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.prefs_what_order_interval(inputs)
	if (locale === "ru") return __ru.prefs_what_order_interval(inputs)
	if (locale === "en-XA") return __en_xa2.prefs_what_order_interval(inputs)
	return __en.prefs_what_order_interval(inputs)
});
/**
* | output |
* | --- |
* | "Loading accounts…" |
*
* @param {Funds_Loading_AccountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_loading_accounts = /** @type {((inputs?: Funds_Loading_AccountsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Loading_AccountsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_loading_accounts(inputs)
	if (locale === "ru") return __ru.funds_loading_accounts(inputs)
	if (locale === "en-XA") return __en_xa2.funds_loading_accounts(inputs)
	return __en.funds_loading_accounts(inputs)
});
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Funds_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_currency = /** @type {((inputs?: Funds_CurrencyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_CurrencyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_currency(inputs)
	if (locale === "ru") return __ru.funds_currency(inputs)
	if (locale === "en-XA") return __en_xa2.funds_currency(inputs)
	return __en.funds_currency(inputs)
});
/**
* | output |
* | --- |
* | "Id" |
*
* @param {Funds_Col_IdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_id = /** @type {((inputs?: Funds_Col_IdInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Col_IdInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_col_id(inputs)
	if (locale === "ru") return __ru.funds_col_id(inputs)
	if (locale === "en-XA") return __en_xa2.funds_col_id(inputs)
	return __en.funds_col_id(inputs)
});
/**
* | output |
* | --- |
* | "Time" |
*
* @param {Funds_Col_TimeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_time = /** @type {((inputs?: Funds_Col_TimeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Col_TimeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_col_time(inputs)
	if (locale === "ru") return __ru.funds_col_time(inputs)
	if (locale === "en-XA") return __en_xa2.funds_col_time(inputs)
	return __en.funds_col_time(inputs)
});
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Funds_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_amount = /** @type {((inputs?: Funds_Col_AmountInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Col_AmountInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_col_amount(inputs)
	if (locale === "ru") return __ru.funds_col_amount(inputs)
	if (locale === "en-XA") return __en_xa2.funds_col_amount(inputs)
	return __en.funds_col_amount(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Funds_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_status = /** @type {((inputs?: Funds_Col_StatusInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Col_StatusInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_col_status(inputs)
	if (locale === "ru") return __ru.funds_col_status(inputs)
	if (locale === "en-XA") return __en_xa2.funds_col_status(inputs)
	return __en.funds_col_status(inputs)
});
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Funds_Col_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_address = /** @type {((inputs?: Funds_Col_AddressInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Col_AddressInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_col_address(inputs)
	if (locale === "ru") return __ru.funds_col_address(inputs)
	if (locale === "en-XA") return __en_xa2.funds_col_address(inputs)
	return __en.funds_col_address(inputs)
});
/**
* | output |
* | --- |
* | "To" |
*
* @param {Funds_Col_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_to = /** @type {((inputs?: Funds_Col_ToInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Col_ToInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_col_to(inputs)
	if (locale === "ru") return __ru.funds_col_to(inputs)
	if (locale === "en-XA") return __en_xa2.funds_col_to(inputs)
	return __en.funds_col_to(inputs)
});
/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Funds_Col_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_fee = /** @type {((inputs?: Funds_Col_FeeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Col_FeeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_col_fee(inputs)
	if (locale === "ru") return __ru.funds_col_fee(inputs)
	if (locale === "en-XA") return __en_xa2.funds_col_fee(inputs)
	return __en.funds_col_fee(inputs)
});
/**
* | output |
* | --- |
* | "Memo" |
*
* @param {Funds_Col_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_col_memo = /** @type {((inputs?: Funds_Col_MemoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Col_MemoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_col_memo(inputs)
	if (locale === "ru") return __ru.funds_col_memo(inputs)
	if (locale === "en-XA") return __en_xa2.funds_col_memo(inputs)
	return __en.funds_col_memo(inputs)
});
/**
* | output |
* | --- |
* | "Waiting for your confirmation and the exchange…" |
*
* @param {Funds_Waiting_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_waiting_confirmation = /** @type {((inputs?: Funds_Waiting_ConfirmationInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Waiting_ConfirmationInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_waiting_confirmation(inputs)
	if (locale === "ru") return __ru.funds_waiting_confirmation(inputs)
	if (locale === "en-XA") return __en_xa2.funds_waiting_confirmation(inputs)
	return __en.funds_waiting_confirmation(inputs)
});
/**
* | output |
* | --- |
* | "Support number" |
*
* @param {Funds_Support_NumberInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_support_number = /** @type {((inputs?: Funds_Support_NumberInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Support_NumberInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_support_number(inputs)
	if (locale === "ru") return __ru.funds_support_number(inputs)
	if (locale === "en-XA") return __en_xa2.funds_support_number(inputs)
	return __en.funds_support_number(inputs)
});
/**
* | output |
* | --- |
* | "Send {unit}" |
*
* @param {Funds_Withdraw_SendInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_send = /** @type {((inputs: Funds_Withdraw_SendInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_SendInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_send(inputs)
	if (locale === "ru") return __ru.funds_withdraw_send(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_send(inputs)
	return __en.funds_withdraw_send(inputs)
});
/**
* | output |
* | --- |
* | "Saved address" |
*
* @param {Funds_Withdraw_Saved_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_saved_address = /** @type {((inputs?: Funds_Withdraw_Saved_AddressInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Saved_AddressInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_saved_address(inputs)
	if (locale === "ru") return __ru.funds_withdraw_saved_address(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_saved_address(inputs)
	return __en.funds_withdraw_saved_address(inputs)
});
/**
* | output |
* | --- |
* | "Choose a saved address…" |
*
* @param {Funds_Withdraw_Choose_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_choose_saved = /** @type {((inputs?: Funds_Withdraw_Choose_SavedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Choose_SavedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_choose_saved(inputs)
	if (locale === "ru") return __ru.funds_withdraw_choose_saved(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_choose_saved(inputs)
	return __en.funds_withdraw_choose_saved(inputs)
});
/**
* | output |
* | --- |
* | "{name} (memo {memo})" |
*
* @param {Funds_Withdraw_Saved_With_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_saved_with_memo = /** @type {((inputs: Funds_Withdraw_Saved_With_MemoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Saved_With_MemoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_saved_with_memo(inputs)
	if (locale === "ru") return __ru.funds_withdraw_saved_with_memo(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_saved_with_memo(inputs)
	return __en.funds_withdraw_saved_with_memo(inputs)
});
/**
* | output |
* | --- |
* | "Recipient's {unit} address" |
*
* @param {Funds_Withdraw_Recipient_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_recipient_address = /** @type {((inputs: Funds_Withdraw_Recipient_AddressInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Recipient_AddressInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_recipient_address(inputs)
	if (locale === "ru") return __ru.funds_withdraw_recipient_address(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_recipient_address(inputs)
	return __en.funds_withdraw_recipient_address(inputs)
});
/**
* | output |
* | --- |
* | "Memo (tag or payment id)" |
*
* @param {Funds_Withdraw_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_memo = /** @type {((inputs?: Funds_Withdraw_MemoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_MemoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_memo(inputs)
	if (locale === "ru") return __ru.funds_withdraw_memo(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_memo(inputs)
	return __en.funds_withdraw_memo(inputs)
});
/**
* | output |
* | --- |
* | "Send without a memo (only if the recipient says none is needed)" |
*
* @param {Funds_Withdraw_Blank_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_blank_memo = /** @type {((inputs?: Funds_Withdraw_Blank_MemoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Blank_MemoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_blank_memo(inputs)
	if (locale === "ru") return __ru.funds_withdraw_blank_memo(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_blank_memo(inputs)
	return __en.funds_withdraw_blank_memo(inputs)
});
/**
* | output |
* | --- |
* | "Exchanges credit {unit} by its memo: without the right one the coins may be lost." |
*
* @param {Funds_Withdraw_Memo_HelpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_memo_help = /** @type {((inputs: Funds_Withdraw_Memo_HelpInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Memo_HelpInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_memo_help(inputs)
	if (locale === "ru") return __ru.funds_withdraw_memo_help(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_memo_help(inputs)
	return __en.funds_withdraw_memo_help(inputs)
});
/**
* | output |
* | --- |
* | "Amount ({unit})" |
*
* @param {Funds_Withdraw_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_amount = /** @type {((inputs: Funds_Withdraw_AmountInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_AmountInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_amount(inputs)
	if (locale === "ru") return __ru.funds_withdraw_amount(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_amount(inputs)
	return __en.funds_withdraw_amount(inputs)
});
/**
* | output |
* | --- |
* | "Fee included" |
*
* @param {Funds_Withdraw_Fee_IncludedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_fee_included = /** @type {((inputs?: Funds_Withdraw_Fee_IncludedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Fee_IncludedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_fee_included(inputs)
	if (locale === "ru") return __ru.funds_withdraw_fee_included(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_fee_included(inputs)
	return __en.funds_withdraw_fee_included(inputs)
});
/**
* | output |
* | --- |
* | "The recipient gets the amount minus the fee." |
*
* @param {Funds_Withdraw_Fee_Included_HelpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_fee_included_help = /** @type {((inputs?: Funds_Withdraw_Fee_Included_HelpInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Fee_Included_HelpInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_fee_included_help(inputs)
	if (locale === "ru") return __ru.funds_withdraw_fee_included_help(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_fee_included_help(inputs)
	return __en.funds_withdraw_fee_included_help(inputs)
});
/**
* | output |
* | --- |
* | "Send everything" |
*
* @param {Funds_Withdraw_Send_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_send_all = /** @type {((inputs?: Funds_Withdraw_Send_AllInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Send_AllInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_send_all(inputs)
	if (locale === "ru") return __ru.funds_withdraw_send_all(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_send_all(inputs)
	return __en.funds_withdraw_send_all(inputs)
});
/**
* | output |
* | --- |
* | "Loading the fee and your balance…" |
*
* @param {Funds_Withdraw_Loading_SummaryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_loading_summary = /** @type {((inputs?: Funds_Withdraw_Loading_SummaryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Loading_SummaryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_loading_summary(inputs)
	if (locale === "ru") return __ru.funds_withdraw_loading_summary(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_loading_summary(inputs)
	return __en.funds_withdraw_loading_summary(inputs)
});
/**
* | output |
* | --- |
* | "Available" |
*
* @param {Funds_Withdraw_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_available = /** @type {((inputs?: Funds_Withdraw_AvailableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_AvailableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_available(inputs)
	if (locale === "ru") return __ru.funds_withdraw_available(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_available(inputs)
	return __en.funds_withdraw_available(inputs)
});
/**
* | output |
* | --- |
* | "Smallest withdrawal" |
*
* @param {Funds_Withdraw_SmallestInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_smallest = /** @type {((inputs?: Funds_Withdraw_SmallestInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_SmallestInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_smallest(inputs)
	if (locale === "ru") return __ru.funds_withdraw_smallest(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_smallest(inputs)
	return __en.funds_withdraw_smallest(inputs)
});
/**
* | output |
* | --- |
* | "Recipient gets" |
*
* @param {Funds_Withdraw_Recipient_GetsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_recipient_gets = /** @type {((inputs?: Funds_Withdraw_Recipient_GetsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Recipient_GetsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_recipient_gets(inputs)
	if (locale === "ru") return __ru.funds_withdraw_recipient_gets(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_recipient_gets(inputs)
	return __en.funds_withdraw_recipient_gets(inputs)
});
/**
* | output |
* | --- |
* | "Taken from your balance" |
*
* @param {Funds_Withdraw_TakenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_taken = /** @type {((inputs?: Funds_Withdraw_TakenInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_TakenInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_taken(inputs)
	if (locale === "ru") return __ru.funds_withdraw_taken(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_taken(inputs)
	return __en.funds_withdraw_taken(inputs)
});
/**
* | output |
* | --- |
* | "Recipient gets {receive} {unit}; {debit} {unit} taken from your balance." |
*
* @param {Funds_Withdraw_Result_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_result_said = /** @type {((inputs: Funds_Withdraw_Result_SaidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Result_SaidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_result_said(inputs)
	if (locale === "ru") return __ru.funds_withdraw_result_said(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_result_said(inputs)
	return __en.funds_withdraw_result_said(inputs)
});
/**
* | output |
* | --- |
* | "Review and send" |
*
* @param {Funds_Withdraw_ReviewInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_review = /** @type {((inputs?: Funds_Withdraw_ReviewInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_ReviewInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_review(inputs)
	if (locale === "ru") return __ru.funds_withdraw_review(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_review(inputs)
	return __en.funds_withdraw_review(inputs)
});
/**
* | output |
* | --- |
* | "Unlock Satchel to withdraw." |
*
* @param {Funds_Withdraw_UnlockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_unlock = /** @type {((inputs?: Funds_Withdraw_UnlockInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_UnlockInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_unlock(inputs)
	if (locale === "ru") return __ru.funds_withdraw_unlock(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_unlock(inputs)
	return __en.funds_withdraw_unlock(inputs)
});
/**
* | output |
* | --- |
* | "Enter the address to send to." |
*
* @param {Funds_Withdraw_Enter_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_enter_address = /** @type {((inputs?: Funds_Withdraw_Enter_AddressInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Enter_AddressInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_enter_address(inputs)
	if (locale === "ru") return __ru.funds_withdraw_enter_address(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_enter_address(inputs)
	return __en.funds_withdraw_enter_address(inputs)
});
/**
* | output |
* | --- |
* | "Not sent: you declined the confirmation." |
*
* @param {Funds_Withdraw_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_declined = /** @type {((inputs?: Funds_Withdraw_DeclinedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_DeclinedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_declined(inputs)
	if (locale === "ru") return __ru.funds_withdraw_declined(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_declined(inputs)
	return __en.funds_withdraw_declined(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawal {id}: {status}" |
*
* @param {Funds_Withdraw_Result_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_result_title = /** @type {((inputs: Funds_Withdraw_Result_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Result_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_result_title(inputs)
	if (locale === "ru") return __ru.funds_withdraw_result_title(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_result_title(inputs)
	return __en.funds_withdraw_result_title(inputs)
});
/**
* | output |
* | --- |
* | "The exchange sent you an e-mail. The withdrawal goes out only after you open the link in it; until then nothing leaves, and you can let it expire if you did ..." |
*
* @param {Funds_Withdraw_Email_SentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_email_sent = /** @type {((inputs?: Funds_Withdraw_Email_SentInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Email_SentInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_email_sent(inputs)
	if (locale === "ru") return __ru.funds_withdraw_email_sent(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_email_sent(inputs)
	return __en.funds_withdraw_email_sent(inputs)
});
/**
* | output |
* | --- |
* | "The exchange accepted the withdrawal." |
*
* @param {Funds_Withdraw_AcceptedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_accepted = /** @type {((inputs?: Funds_Withdraw_AcceptedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_AcceptedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_accepted(inputs)
	if (locale === "ru") return __ru.funds_withdraw_accepted(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_accepted(inputs)
	return __en.funds_withdraw_accepted(inputs)
});
/**
* | output |
* | --- |
* | "{receive} {unit} to the recipient; {debit} {unit} from your balance." |
*
* @param {Funds_Withdraw_Result_AmountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_withdraw_result_amounts = /** @type {((inputs: Funds_Withdraw_Result_AmountsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Withdraw_Result_AmountsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_withdraw_result_amounts(inputs)
	if (locale === "ru") return __ru.funds_withdraw_result_amounts(inputs)
	if (locale === "en-XA") return __en_xa2.funds_withdraw_result_amounts(inputs)
	return __en.funds_withdraw_result_amounts(inputs)
});
/**
* | output |
* | --- |
* | "Checked: this is {kind}." |
*
* @param {Funds_Address_CheckedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_address_checked = /** @type {((inputs: Funds_Address_CheckedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Address_CheckedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_address_checked(inputs)
	if (locale === "ru") return __ru.funds_address_checked(inputs)
	if (locale === "en-XA") return __en_xa2.funds_address_checked(inputs)
	return __en.funds_address_checked(inputs)
});
/**
* | output |
* | --- |
* | "Your latest {unit} withdrawals" |
*
* @param {Funds_Recent_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_recent_title = /** @type {((inputs: Funds_Recent_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Recent_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_recent_title(inputs)
	if (locale === "ru") return __ru.funds_recent_title(inputs)
	if (locale === "en-XA") return __en_xa2.funds_recent_title(inputs)
	return __en.funds_recent_title(inputs)
});
/**
* | output |
* | --- |
* | "Loading your latest {unit} withdrawals…" |
*
* @param {Funds_Recent_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_recent_loading = /** @type {((inputs: Funds_Recent_LoadingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Recent_LoadingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_recent_loading(inputs)
	if (locale === "ru") return __ru.funds_recent_loading(inputs)
	if (locale === "en-XA") return __en_xa2.funds_recent_loading(inputs)
	return __en.funds_recent_loading(inputs)
});
/**
* | output |
* | --- |
* | "The exchange lists no {unit} withdrawals." |
*
* @param {Funds_Recent_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_recent_none = /** @type {((inputs: Funds_Recent_NoneInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Recent_NoneInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_recent_none(inputs)
	if (locale === "ru") return __ru.funds_recent_none(inputs)
	if (locale === "en-XA") return __en_xa2.funds_recent_none(inputs)
	return __en.funds_recent_none(inputs)
});
/**
* | output |
* | --- |
* | "Latest {unit} withdrawals" |
*
* @param {Funds_Recent_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_recent_caption = /** @type {((inputs: Funds_Recent_CaptionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Recent_CaptionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_recent_caption(inputs)
	if (locale === "ru") return __ru.funds_recent_caption(inputs)
	if (locale === "en-XA") return __en_xa2.funds_recent_caption(inputs)
	return __en.funds_recent_caption(inputs)
});
/**
* | output |
* | --- |
* | "Look again" |
*
* @param {Funds_Recent_Look_AgainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_recent_look_again = /** @type {((inputs?: Funds_Recent_Look_AgainInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Recent_Look_AgainInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_recent_look_again(inputs)
	if (locale === "ru") return __ru.funds_recent_look_again(inputs)
	if (locale === "en-XA") return __en_xa2.funds_recent_look_again(inputs)
	return __en.funds_recent_look_again(inputs)
});
/**
* | output |
* | --- |
* | "Open the {unit} history" |
*
* @param {Funds_Recent_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_recent_history = /** @type {((inputs: Funds_Recent_HistoryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Recent_HistoryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_recent_history(inputs)
	if (locale === "ru") return __ru.funds_recent_history(inputs)
	if (locale === "en-XA") return __en_xa2.funds_recent_history(inputs)
	return __en.funds_recent_history(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawal guard for {unit}" |
*
* @param {Funds_Guard_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_title = /** @type {((inputs: Funds_Guard_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_title(inputs)
	if (locale === "ru") return __ru.funds_guard_title(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_title(inputs)
	return __en.funds_guard_title(inputs)
});
/**
* | output |
* | --- |
* | "Checked by Satchel before anything is signed. Allow-list mode sends {unit} only to the addresses saved here; the daily limit caps what Satchel sends in any 2..." |
*
* @param {Funds_Guard_LeadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_lead = /** @type {((inputs: Funds_Guard_LeadInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_LeadInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_lead(inputs)
	if (locale === "ru") return __ru.funds_guard_lead(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_lead(inputs)
	return __en.funds_guard_lead(inputs)
});
/**
* | output |
* | --- |
* | "App password (asked again for every change to the guard)" |
*
* @param {Funds_Guard_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_password = /** @type {((inputs?: Funds_Guard_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_PasswordInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_password(inputs)
	if (locale === "ru") return __ru.funds_guard_password(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_password(inputs)
	return __en.funds_guard_password(inputs)
});
/**
* | output |
* | --- |
* | "Address book" |
*
* @param {Funds_Guard_BookInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_book = /** @type {((inputs?: Funds_Guard_BookInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_BookInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_book(inputs)
	if (locale === "ru") return __ru.funds_guard_book(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_book(inputs)
	return __en.funds_guard_book(inputs)
});
/**
* | output |
* | --- |
* | "Saved {unit} addresses" |
*
* @param {Funds_Guard_Book_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_book_caption = /** @type {((inputs: Funds_Guard_Book_CaptionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Book_CaptionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_book_caption(inputs)
	if (locale === "ru") return __ru.funds_guard_book_caption(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_book_caption(inputs)
	return __en.funds_guard_book_caption(inputs)
});
/**
* | output |
* | --- |
* | "Label" |
*
* @param {Funds_Guard_Col_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_col_label = /** @type {((inputs?: Funds_Guard_Col_LabelInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Col_LabelInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_col_label(inputs)
	if (locale === "ru") return __ru.funds_guard_col_label(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_col_label(inputs)
	return __en.funds_guard_col_label(inputs)
});
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Funds_Guard_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_col_actions = /** @type {((inputs?: Funds_Guard_Col_ActionsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Col_ActionsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_col_actions(inputs)
	if (locale === "ru") return __ru.funds_guard_col_actions(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_col_actions(inputs)
	return __en.funds_guard_col_actions(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Funds_Guard_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_remove = /** @type {((inputs?: Funds_Guard_RemoveInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_RemoveInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_remove(inputs)
	if (locale === "ru") return __ru.funds_guard_remove(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_remove(inputs)
	return __en.funds_guard_remove(inputs)
});
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Funds_Guard_Remove_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_remove_named = /** @type {((inputs: Funds_Guard_Remove_NamedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Remove_NamedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_remove_named(inputs)
	if (locale === "ru") return __ru.funds_guard_remove_named(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_remove_named(inputs)
	return __en.funds_guard_remove_named(inputs)
});
/**
* | output |
* | --- |
* | "No saved {unit} addresses." |
*
* @param {Funds_Guard_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_none = /** @type {((inputs: Funds_Guard_NoneInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_NoneInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_none(inputs)
	if (locale === "ru") return __ru.funds_guard_none(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_none(inputs)
	return __en.funds_guard_none(inputs)
});
/**
* | output |
* | --- |
* | "Save a {unit} address" |
*
* @param {Funds_Guard_Save_FormInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_save_form = /** @type {((inputs: Funds_Guard_Save_FormInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Save_FormInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_save_form(inputs)
	if (locale === "ru") return __ru.funds_guard_save_form(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_save_form(inputs)
	return __en.funds_guard_save_form(inputs)
});
/**
* | output |
* | --- |
* | "Address to save" |
*
* @param {Funds_Guard_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_address = /** @type {((inputs?: Funds_Guard_AddressInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_AddressInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_address(inputs)
	if (locale === "ru") return __ru.funds_guard_address(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_address(inputs)
	return __en.funds_guard_address(inputs)
});
/**
* | output |
* | --- |
* | "Memo (if any)" |
*
* @param {Funds_Guard_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_memo = /** @type {((inputs?: Funds_Guard_MemoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_MemoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_memo(inputs)
	if (locale === "ru") return __ru.funds_guard_memo(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_memo(inputs)
	return __en.funds_guard_memo(inputs)
});
/**
* | output |
* | --- |
* | "Save address" |
*
* @param {Funds_Guard_Save_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_save_address = /** @type {((inputs?: Funds_Guard_Save_AddressInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Save_AddressInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_save_address(inputs)
	if (locale === "ru") return __ru.funds_guard_save_address(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_save_address(inputs)
	return __en.funds_guard_save_address(inputs)
});
/**
* | output |
* | --- |
* | "Rules" |
*
* @param {Funds_Guard_RulesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_rules = /** @type {((inputs?: Funds_Guard_RulesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_RulesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_rules(inputs)
	if (locale === "ru") return __ru.funds_guard_rules(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_rules(inputs)
	return __en.funds_guard_rules(inputs)
});
/**
* | output |
* | --- |
* | "{unit} withdrawal rules" |
*
* @param {Funds_Guard_Rules_FormInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_rules_form = /** @type {((inputs: Funds_Guard_Rules_FormInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Rules_FormInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_rules_form(inputs)
	if (locale === "ru") return __ru.funds_guard_rules_form(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_rules_form(inputs)
	return __en.funds_guard_rules_form(inputs)
});
/**
* | output |
* | --- |
* | "Only to saved addresses" |
*
* @param {Funds_Guard_Allow_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_allow_list = /** @type {((inputs?: Funds_Guard_Allow_ListInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Allow_ListInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_allow_list(inputs)
	if (locale === "ru") return __ru.funds_guard_allow_list(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_allow_list(inputs)
	return __en.funds_guard_allow_list(inputs)
});
/**
* | output |
* | --- |
* | "Daily limit ({unit}, empty for none)" |
*
* @param {Funds_Guard_Daily_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_daily_limit = /** @type {((inputs: Funds_Guard_Daily_LimitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Daily_LimitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_daily_limit(inputs)
	if (locale === "ru") return __ru.funds_guard_daily_limit(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_daily_limit(inputs)
	return __en.funds_guard_daily_limit(inputs)
});
/**
* | output |
* | --- |
* | "Save rules" |
*
* @param {Funds_Guard_Save_RulesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_save_rules = /** @type {((inputs?: Funds_Guard_Save_RulesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Save_RulesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_save_rules(inputs)
	if (locale === "ru") return __ru.funds_guard_save_rules(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_save_rules(inputs)
	return __en.funds_guard_save_rules(inputs)
});
/**
* | output |
* | --- |
* | "Sent by Satchel in the last 24 hours: {amount} {unit}" |
*
* @param {Funds_Guard_Used_TodayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_used_today = /** @type {((inputs: Funds_Guard_Used_TodayInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Used_TodayInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_used_today(inputs)
	if (locale === "ru") return __ru.funds_guard_used_today(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_used_today(inputs)
	return __en.funds_guard_used_today(inputs)
});
/**
* | output |
* | --- |
* | "Unlock Satchel to change the guard." |
*
* @param {Funds_Guard_UnlockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_unlock = /** @type {((inputs?: Funds_Guard_UnlockInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_UnlockInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_unlock(inputs)
	if (locale === "ru") return __ru.funds_guard_unlock(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_unlock(inputs)
	return __en.funds_guard_unlock(inputs)
});
/**
* | output |
* | --- |
* | "Enter the address to save." |
*
* @param {Funds_Guard_Enter_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_enter_address = /** @type {((inputs?: Funds_Guard_Enter_AddressInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Enter_AddressInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_enter_address(inputs)
	if (locale === "ru") return __ru.funds_guard_enter_address(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_enter_address(inputs)
	return __en.funds_guard_enter_address(inputs)
});
/**
* | output |
* | --- |
* | "Not saved. {problem}" |
*
* @param {Funds_Guard_Memo_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_memo_not_saved = /** @type {((inputs: Funds_Guard_Memo_Not_SavedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Memo_Not_SavedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_memo_not_saved(inputs)
	if (locale === "ru") return __ru.funds_guard_memo_not_saved(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_memo_not_saved(inputs)
	return __en.funds_guard_memo_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Saved {label} to your {unit} address book." |
*
* @param {Funds_Guard_Saved_LabelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_saved_labelled = /** @type {((inputs: Funds_Guard_Saved_LabelledInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Saved_LabelledInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_saved_labelled(inputs)
	if (locale === "ru") return __ru.funds_guard_saved_labelled(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_saved_labelled(inputs)
	return __en.funds_guard_saved_labelled(inputs)
});
/**
* | output |
* | --- |
* | "Saved the address to your {unit} address book." |
*
* @param {Funds_Guard_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_saved = /** @type {((inputs: Funds_Guard_SavedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_SavedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_saved(inputs)
	if (locale === "ru") return __ru.funds_guard_saved(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_saved(inputs)
	return __en.funds_guard_saved(inputs)
});
/**
* | output |
* | --- |
* | "Removed {name} from the address book." |
*
* @param {Funds_Guard_RemovedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_removed = /** @type {((inputs: Funds_Guard_RemovedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_RemovedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_removed(inputs)
	if (locale === "ru") return __ru.funds_guard_removed(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_removed(inputs)
	return __en.funds_guard_removed(inputs)
});
/**
* | output |
* | --- |
* | "“{text}” is not an amount. Write the daily limit like 0.5, or leave it empty for none." |
*
* @param {Funds_Guard_Limit_Not_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_limit_not_amount = /** @type {((inputs: Funds_Guard_Limit_Not_AmountInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Limit_Not_AmountInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_limit_not_amount(inputs)
	if (locale === "ru") return __ru.funds_guard_limit_not_amount(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_limit_not_amount(inputs)
	return __en.funds_guard_limit_not_amount(inputs)
});
/**
* | output |
* | --- |
* | "The {unit} guard is saved." |
*
* @param {Funds_Guard_Rule_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_guard_rule_saved = /** @type {((inputs: Funds_Guard_Rule_SavedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Guard_Rule_SavedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_guard_rule_saved(inputs)
	if (locale === "ru") return __ru.funds_guard_rule_saved(inputs)
	if (locale === "en-XA") return __en_xa2.funds_guard_rule_saved(inputs)
	return __en.funds_guard_rule_saved(inputs)
});
/**
* | output |
* | --- |
* | "Enter the deposit's id: a whole number such as 1042." |
*
* @param {Funds_Details_Invalid_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_invalid_deposit = /** @type {((inputs?: Funds_Details_Invalid_DepositInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Invalid_DepositInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_invalid_deposit(inputs)
	if (locale === "ru") return __ru.funds_details_invalid_deposit(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_invalid_deposit(inputs)
	return __en.funds_details_invalid_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Enter the withdrawal's id: a whole number such as 1042." |
*
* @param {Funds_Details_Invalid_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_invalid_withdrawal = /** @type {((inputs?: Funds_Details_Invalid_WithdrawalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Invalid_WithdrawalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_invalid_withdrawal(inputs)
	if (locale === "ru") return __ru.funds_details_invalid_withdrawal(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_invalid_withdrawal(inputs)
	return __en.funds_details_invalid_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Find a deposit" |
*
* @param {Funds_Details_Find_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_find_deposit = /** @type {((inputs?: Funds_Details_Find_DepositInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Find_DepositInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_find_deposit(inputs)
	if (locale === "ru") return __ru.funds_details_find_deposit(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_find_deposit(inputs)
	return __en.funds_details_find_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Find a withdrawal" |
*
* @param {Funds_Details_Find_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_find_withdrawal = /** @type {((inputs?: Funds_Details_Find_WithdrawalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Find_WithdrawalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_find_withdrawal(inputs)
	if (locale === "ru") return __ru.funds_details_find_withdrawal(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_find_withdrawal(inputs)
	return __en.funds_details_find_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Deposit {id}" |
*
* @param {Funds_Details_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_deposit = /** @type {((inputs: Funds_Details_DepositInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_DepositInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_deposit(inputs)
	if (locale === "ru") return __ru.funds_details_deposit(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_deposit(inputs)
	return __en.funds_details_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawal {id}" |
*
* @param {Funds_Details_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_withdrawal = /** @type {((inputs: Funds_Details_WithdrawalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_WithdrawalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_withdrawal(inputs)
	if (locale === "ru") return __ru.funds_details_withdrawal(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_withdrawal(inputs)
	return __en.funds_details_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Deposit id" |
*
* @param {Funds_Details_Id_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_id_deposit = /** @type {((inputs?: Funds_Details_Id_DepositInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Id_DepositInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_id_deposit(inputs)
	if (locale === "ru") return __ru.funds_details_id_deposit(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_id_deposit(inputs)
	return __en.funds_details_id_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawal id" |
*
* @param {Funds_Details_Id_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_id_withdrawal = /** @type {((inputs?: Funds_Details_Id_WithdrawalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Id_WithdrawalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_id_withdrawal(inputs)
	if (locale === "ru") return __ru.funds_details_id_withdrawal(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_id_withdrawal(inputs)
	return __en.funds_details_id_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Show deposit" |
*
* @param {Funds_Details_Show_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_show_deposit = /** @type {((inputs?: Funds_Details_Show_DepositInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Show_DepositInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_show_deposit(inputs)
	if (locale === "ru") return __ru.funds_details_show_deposit(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_show_deposit(inputs)
	return __en.funds_details_show_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Show withdrawal" |
*
* @param {Funds_Details_Show_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_show_withdrawal = /** @type {((inputs?: Funds_Details_Show_WithdrawalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Show_WithdrawalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_show_withdrawal(inputs)
	if (locale === "ru") return __ru.funds_details_show_withdrawal(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_show_withdrawal(inputs)
	return __en.funds_details_show_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Loading the deposit…" |
*
* @param {Funds_Details_Loading_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_loading_deposit = /** @type {((inputs?: Funds_Details_Loading_DepositInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Loading_DepositInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_loading_deposit(inputs)
	if (locale === "ru") return __ru.funds_details_loading_deposit(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_loading_deposit(inputs)
	return __en.funds_details_loading_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Loading the withdrawal…" |
*
* @param {Funds_Details_Loading_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_loading_withdrawal = /** @type {((inputs?: Funds_Details_Loading_WithdrawalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Loading_WithdrawalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_loading_withdrawal(inputs)
	if (locale === "ru") return __ru.funds_details_loading_withdrawal(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_loading_withdrawal(inputs)
	return __en.funds_details_loading_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Amount received" |
*
* @param {Funds_Details_Amount_ReceivedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_amount_received = /** @type {((inputs?: Funds_Details_Amount_ReceivedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Amount_ReceivedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_amount_received(inputs)
	if (locale === "ru") return __ru.funds_details_amount_received(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_amount_received(inputs)
	return __en.funds_details_amount_received(inputs)
});
/**
* | output |
* | --- |
* | "Debited in total" |
*
* @param {Funds_Details_DebitedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_debited = /** @type {((inputs?: Funds_Details_DebitedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_DebitedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_debited(inputs)
	if (locale === "ru") return __ru.funds_details_debited(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_debited(inputs)
	return __en.funds_details_debited(inputs)
});
/**
* | output |
* | --- |
* | "Received at" |
*
* @param {Funds_Details_Received_AtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_received_at = /** @type {((inputs?: Funds_Details_Received_AtInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Received_AtInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_received_at(inputs)
	if (locale === "ru") return __ru.funds_details_received_at(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_received_at(inputs)
	return __en.funds_details_received_at(inputs)
});
/**
* | output |
* | --- |
* | "Sent to" |
*
* @param {Funds_Details_Sent_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_sent_to = /** @type {((inputs?: Funds_Details_Sent_ToInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Sent_ToInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_sent_to(inputs)
	if (locale === "ru") return __ru.funds_details_sent_to(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_sent_to(inputs)
	return __en.funds_details_sent_to(inputs)
});
/**
* | output |
* | --- |
* | "Transaction" |
*
* @param {Funds_Details_TransactionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_transaction = /** @type {((inputs?: Funds_Details_TransactionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_TransactionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_transaction(inputs)
	if (locale === "ru") return __ru.funds_details_transaction(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_transaction(inputs)
	return __en.funds_details_transaction(inputs)
});
/**
* | output |
* | --- |
* | "(opens the explorer in your browser)" |
*
* @param {Funds_Details_Opens_ExplorerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_opens_explorer = /** @type {((inputs?: Funds_Details_Opens_ExplorerInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Opens_ExplorerInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_opens_explorer(inputs)
	if (locale === "ru") return __ru.funds_details_opens_explorer(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_opens_explorer(inputs)
	return __en.funds_details_opens_explorer(inputs)
});
/**
* | output |
* | --- |
* | "Not on the network yet" |
*
* @param {Funds_Details_Not_On_NetworkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_details_not_on_network = /** @type {((inputs?: Funds_Details_Not_On_NetworkInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Details_Not_On_NetworkInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_details_not_on_network(inputs)
	if (locale === "ru") return __ru.funds_details_not_on_network(inputs)
	if (locale === "en-XA") return __en_xa2.funds_details_not_on_network(inputs)
	return __en.funds_details_not_on_network(inputs)
});
/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Funds_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_sort_by = /** @type {((inputs?: Funds_Sort_ByInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Sort_ByInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_sort_by(inputs)
	if (locale === "ru") return __ru.funds_sort_by(inputs)
	if (locale === "en-XA") return __en_xa2.funds_sort_by(inputs)
	return __en.funds_sort_by(inputs)
});
/**
* | output |
* | --- |
* | "Order" |
*
* @param {Funds_OrderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_order = /** @type {((inputs?: Funds_OrderInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_OrderInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_order(inputs)
	if (locale === "ru") return __ru.funds_order(inputs)
	if (locale === "en-XA") return __en_xa2.funds_order(inputs)
	return __en.funds_order(inputs)
});
/**
* | output |
* | --- |
* | "Per page" |
*
* @param {Funds_Per_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_per_page = /** @type {((inputs?: Funds_Per_PageInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Per_PageInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_per_page(inputs)
	if (locale === "ru") return __ru.funds_per_page(inputs)
	if (locale === "en-XA") return __en_xa2.funds_per_page(inputs)
	return __en.funds_per_page(inputs)
});
/**
* | output |
* | --- |
* | "Newest or largest first" |
*
* @param {Funds_Newest_FirstInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_newest_first = /** @type {((inputs?: Funds_Newest_FirstInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Newest_FirstInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_newest_first(inputs)
	if (locale === "ru") return __ru.funds_newest_first(inputs)
	if (locale === "en-XA") return __en_xa2.funds_newest_first(inputs)
	return __en.funds_newest_first(inputs)
});
/**
* | output |
* | --- |
* | "Oldest or smallest first" |
*
* @param {Funds_Oldest_FirstInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_oldest_first = /** @type {((inputs?: Funds_Oldest_FirstInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Oldest_FirstInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_oldest_first(inputs)
	if (locale === "ru") return __ru.funds_oldest_first(inputs)
	if (locale === "en-XA") return __en_xa2.funds_oldest_first(inputs)
	return __en.funds_oldest_first(inputs)
});
/**
* | output |
* | --- |
* | "Status (none ticked: all)" |
*
* @param {Funds_Statuses_LegendInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_statuses_legend = /** @type {((inputs?: Funds_Statuses_LegendInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Statuses_LegendInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_statuses_legend(inputs)
	if (locale === "ru") return __ru.funds_statuses_legend(inputs)
	if (locale === "en-XA") return __en_xa2.funds_statuses_legend(inputs)
	return __en.funds_statuses_legend(inputs)
});
/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Funds_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_previous_page = /** @type {((inputs?: Funds_Previous_PageInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Previous_PageInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_previous_page(inputs)
	if (locale === "ru") return __ru.funds_previous_page(inputs)
	if (locale === "en-XA") return __en_xa2.funds_previous_page(inputs)
	return __en.funds_previous_page(inputs)
});
/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Funds_Next_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_next_page = /** @type {((inputs?: Funds_Next_PageInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Next_PageInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_next_page(inputs)
	if (locale === "ru") return __ru.funds_next_page(inputs)
	if (locale === "en-XA") return __en_xa2.funds_next_page(inputs)
	return __en.funds_next_page(inputs)
});
/**
* | output |
* | --- |
* | "Asking the exchange…" |
*
* @param {Funds_Asking_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_asking_exchange = /** @type {((inputs?: Funds_Asking_ExchangeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Asking_ExchangeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_asking_exchange(inputs)
	if (locale === "ru") return __ru.funds_asking_exchange(inputs)
	if (locale === "en-XA") return __en_xa2.funds_asking_exchange(inputs)
	return __en.funds_asking_exchange(inputs)
});
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Funds_Deposit_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_refresh = /** @type {((inputs?: Funds_Deposit_RefreshInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_RefreshInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_refresh(inputs)
	if (locale === "ru") return __ru.funds_deposit_refresh(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_refresh(inputs)
	return __en.funds_deposit_refresh(inputs)
});
/**
* | output |
* | --- |
* | "The exchange has not shown the new address yet. Look again in a minute with Refresh." |
*
* @param {Funds_Deposit_Not_Shown_YetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_not_shown_yet = /** @type {((inputs?: Funds_Deposit_Not_Shown_YetInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_Not_Shown_YetInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_not_shown_yet(inputs)
	if (locale === "ru") return __ru.funds_deposit_not_shown_yet(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_not_shown_yet(inputs)
	return __en.funds_deposit_not_shown_yet(inputs)
});
/**
* | output |
* | --- |
* | "This account already had a {unit} deposit address; here it is." |
*
* @param {Funds_Deposit_ExistedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_existed = /** @type {((inputs: Funds_Deposit_ExistedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_ExistedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_existed(inputs)
	if (locale === "ru") return __ru.funds_deposit_existed(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_existed(inputs)
	return __en.funds_deposit_existed(inputs)
});
/**
* | output |
* | --- |
* | "The exchange did not confirm the request. It was not sent again; Satchel is looking for the address." |
*
* @param {Funds_Deposit_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_unconfirmed = /** @type {((inputs?: Funds_Deposit_UnconfirmedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_UnconfirmedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_unconfirmed(inputs)
	if (locale === "ru") return __ru.funds_deposit_unconfirmed(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_unconfirmed(inputs)
	return __en.funds_deposit_unconfirmed(inputs)
});
/**
* | output |
* | --- |
* | "Loading the {unit} deposit address…" |
*
* @param {Funds_Deposit_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_loading = /** @type {((inputs: Funds_Deposit_LoadingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_LoadingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_loading(inputs)
	if (locale === "ru") return __ru.funds_deposit_loading(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_loading(inputs)
	return __en.funds_deposit_loading(inputs)
});
/**
* | output |
* | --- |
* | "Your {unit} deposit address" |
*
* @param {Funds_Deposit_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_title = /** @type {((inputs: Funds_Deposit_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_title(inputs)
	if (locale === "ru") return __ru.funds_deposit_title(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_title(inputs)
	return __en.funds_deposit_title(inputs)
});
/**
* | output |
* | --- |
* | "Credited after" |
*
* @param {Funds_Deposit_Credited_AfterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_credited_after = /** @type {((inputs?: Funds_Deposit_Credited_AfterInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_Credited_AfterInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_credited_after(inputs)
	if (locale === "ru") return __ru.funds_deposit_credited_after(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_credited_after(inputs)
	return __en.funds_deposit_credited_after(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} network confirmation" |
* | "other" | "{count} network confirmations" |
*
* @param {Funds_Deposit_ConfirmationsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_confirmations = /** @type {((inputs: Funds_Deposit_ConfirmationsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_ConfirmationsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_confirmations(inputs)
	if (locale === "ru") return __ru.funds_deposit_confirmations(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_confirmations(inputs)
	return __en.funds_deposit_confirmations(inputs)
});
/**
* | output |
* | --- |
* | "Smallest deposit" |
*
* @param {Funds_Deposit_SmallestInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_smallest = /** @type {((inputs?: Funds_Deposit_SmallestInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_SmallestInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_smallest(inputs)
	if (locale === "ru") return __ru.funds_deposit_smallest(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_smallest(inputs)
	return __en.funds_deposit_smallest(inputs)
});
/**
* | output |
* | --- |
* | "Send the memo with every {unit} deposit." |
*
* @param {Funds_Deposit_Memo_EveryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_memo_every = /** @type {((inputs: Funds_Deposit_Memo_EveryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_Memo_EveryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_memo_every(inputs)
	if (locale === "ru") return __ru.funds_deposit_memo_every(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_memo_every(inputs)
	return __en.funds_deposit_memo_every(inputs)
});
/**
* | output |
* | --- |
* | "{unit} sent to this address without the memo below cannot be credited to your account and is lost." |
*
* @param {Funds_Deposit_Memo_Lost_BelowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_memo_lost_below = /** @type {((inputs: Funds_Deposit_Memo_Lost_BelowInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_Memo_Lost_BelowInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_memo_lost_below(inputs)
	if (locale === "ru") return __ru.funds_deposit_memo_lost_below(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_memo_lost_below(inputs)
	return __en.funds_deposit_memo_lost_below(inputs)
});
/**
* | output |
* | --- |
* | "{unit} sent to this address without your memo cannot be credited to your account and is lost." |
*
* @param {Funds_Deposit_Memo_Lost_YoursInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_memo_lost_yours = /** @type {((inputs: Funds_Deposit_Memo_Lost_YoursInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_Memo_Lost_YoursInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_memo_lost_yours(inputs)
	if (locale === "ru") return __ru.funds_deposit_memo_lost_yours(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_memo_lost_yours(inputs)
	return __en.funds_deposit_memo_lost_yours(inputs)
});
/**
* | output |
* | --- |
* | "The exchange has not shown your memo yet: do not deposit until it does." |
*
* @param {Funds_Deposit_Memo_Not_YetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_memo_not_yet = /** @type {((inputs?: Funds_Deposit_Memo_Not_YetInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_Memo_Not_YetInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_memo_not_yet(inputs)
	if (locale === "ru") return __ru.funds_deposit_memo_not_yet(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_memo_not_yet(inputs)
	return __en.funds_deposit_memo_not_yet(inputs)
});
/**
* | output |
* | --- |
* | "The {unit} deposit address is hidden while Satchel is locked. Unlock to see it." |
*
* @param {Funds_Deposit_HiddenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_hidden = /** @type {((inputs: Funds_Deposit_HiddenInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_HiddenInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_hidden(inputs)
	if (locale === "ru") return __ru.funds_deposit_hidden(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_hidden(inputs)
	return __en.funds_deposit_hidden(inputs)
});
/**
* | output |
* | --- |
* | "Send only {unit} to this address. Deposits below the smallest amount are not credited." |
*
* @param {Funds_Deposit_Send_OnlyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_send_only = /** @type {((inputs: Funds_Deposit_Send_OnlyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_Send_OnlyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_send_only(inputs)
	if (locale === "ru") return __ru.funds_deposit_send_only(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_send_only(inputs)
	return __en.funds_deposit_send_only(inputs)
});
/**
* | output |
* | --- |
* | "QR code of the {unit} deposit address" |
*
* @param {Funds_Deposit_QrInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_qr = /** @type {((inputs: Funds_Deposit_QrInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_QrInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_qr(inputs)
	if (locale === "ru") return __ru.funds_deposit_qr(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_qr(inputs)
	return __en.funds_deposit_qr(inputs)
});
/**
* | output |
* | --- |
* | "The exchange is making your {unit} address. It appears here in a moment…" |
*
* @param {Funds_Deposit_MakingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_making = /** @type {((inputs: Funds_Deposit_MakingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_MakingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_making(inputs)
	if (locale === "ru") return __ru.funds_deposit_making(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_making(inputs)
	return __en.funds_deposit_making(inputs)
});
/**
* | output |
* | --- |
* | "This account has no {unit} deposit address yet. The exchange makes one when you ask; it stays the same afterwards." |
*
* @param {Funds_Deposit_None_YetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_none_yet = /** @type {((inputs: Funds_Deposit_None_YetInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_None_YetInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_none_yet(inputs)
	if (locale === "ru") return __ru.funds_deposit_none_yet(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_none_yet(inputs)
	return __en.funds_deposit_none_yet(inputs)
});
/**
* | output |
* | --- |
* | "Generate {unit} address" |
*
* @param {Funds_Deposit_GenerateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_generate = /** @type {((inputs: Funds_Deposit_GenerateInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_GenerateInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_generate(inputs)
	if (locale === "ru") return __ru.funds_deposit_generate(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_generate(inputs)
	return __en.funds_deposit_generate(inputs)
});
/**
* | output |
* | --- |
* | "Unlock Satchel to make an address." |
*
* @param {Funds_Deposit_UnlockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_deposit_unlock = /** @type {((inputs?: Funds_Deposit_UnlockInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Deposit_UnlockInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_deposit_unlock(inputs)
	if (locale === "ru") return __ru.funds_deposit_unlock(inputs)
	if (locale === "en-XA") return __en_xa2.funds_deposit_unlock(inputs)
	return __en.funds_deposit_unlock(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Exported {count} operation to {file} (your downloads)." |
* | "other" | "Exported {count} operations to {file} (your downloads)." |
*
* @param {Funds_History_Exported_DownloadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_exported_download = /** @type {((inputs: Funds_History_Exported_DownloadInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_Exported_DownloadInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_exported_download(inputs)
	if (locale === "ru") return __ru.funds_history_exported_download(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_exported_download(inputs)
	return __en.funds_history_exported_download(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Exported {count} operation to {path}." |
* | "other" | "Exported {count} operations to {path}." |
*
* @param {Funds_History_Exported_FileInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_exported_file = /** @type {((inputs: Funds_History_Exported_FileInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_Exported_FileInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_exported_file(inputs)
	if (locale === "ru") return __ru.funds_history_exported_file(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_exported_file(inputs)
	return __en.funds_history_exported_file(inputs)
});
/**
* | output |
* | --- |
* | "Export cancelled: nothing was saved." |
*
* @param {Funds_History_Export_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_export_cancelled = /** @type {((inputs?: Funds_History_Export_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_Export_CancelledInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_export_cancelled(inputs)
	if (locale === "ru") return __ru.funds_history_export_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_export_cancelled(inputs)
	return __en.funds_history_export_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Deposit" |
*
* @param {Funds_Type_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_type_deposit = /** @type {((inputs?: Funds_Type_DepositInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Type_DepositInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_type_deposit(inputs)
	if (locale === "ru") return __ru.funds_type_deposit(inputs)
	if (locale === "en-XA") return __en_xa2.funds_type_deposit(inputs)
	return __en.funds_type_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawal" |
*
* @param {Funds_Type_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_type_withdrawal = /** @type {((inputs?: Funds_Type_WithdrawalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Type_WithdrawalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_type_withdrawal(inputs)
	if (locale === "ru") return __ru.funds_type_withdrawal(inputs)
	if (locale === "en-XA") return __en_xa2.funds_type_withdrawal(inputs)
	return __en.funds_type_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Details of deposit {id}" |
*
* @param {Funds_History_Details_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_details_deposit = /** @type {((inputs: Funds_History_Details_DepositInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_Details_DepositInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_details_deposit(inputs)
	if (locale === "ru") return __ru.funds_history_details_deposit(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_details_deposit(inputs)
	return __en.funds_history_details_deposit(inputs)
});
/**
* | output |
* | --- |
* | "Details of withdrawal {id}" |
*
* @param {Funds_History_Details_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_details_withdrawal = /** @type {((inputs: Funds_History_Details_WithdrawalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_Details_WithdrawalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_details_withdrawal(inputs)
	if (locale === "ru") return __ru.funds_history_details_withdrawal(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_details_withdrawal(inputs)
	return __en.funds_history_details_withdrawal(inputs)
});
/**
* | output |
* | --- |
* | "Filter the history" |
*
* @param {Funds_History_FilterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_filter = /** @type {((inputs?: Funds_History_FilterInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_FilterInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_filter(inputs)
	if (locale === "ru") return __ru.funds_history_filter(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_filter(inputs)
	return __en.funds_history_filter(inputs)
});
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Funds_History_TypeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_type = /** @type {((inputs?: Funds_History_TypeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_TypeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_type(inputs)
	if (locale === "ru") return __ru.funds_history_type(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_type(inputs)
	return __en.funds_history_type(inputs)
});
/**
* | output |
* | --- |
* | "Deposits and withdrawals" |
*
* @param {Funds_History_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_all = /** @type {((inputs?: Funds_History_AllInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_AllInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_all(inputs)
	if (locale === "ru") return __ru.funds_history_all(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_all(inputs)
	return __en.funds_history_all(inputs)
});
/**
* | output |
* | --- |
* | "Deposits" |
*
* @param {Funds_History_DepositsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_deposits = /** @type {((inputs?: Funds_History_DepositsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_DepositsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_deposits(inputs)
	if (locale === "ru") return __ru.funds_history_deposits(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_deposits(inputs)
	return __en.funds_history_deposits(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawals" |
*
* @param {Funds_History_WithdrawalsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_withdrawals = /** @type {((inputs?: Funds_History_WithdrawalsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_WithdrawalsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_withdrawals(inputs)
	if (locale === "ru") return __ru.funds_history_withdrawals(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_withdrawals(inputs)
	return __en.funds_history_withdrawals(inputs)
});
/**
* | output |
* | --- |
* | "All currencies" |
*
* @param {Funds_History_All_CurrenciesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_all_currencies = /** @type {((inputs?: Funds_History_All_CurrenciesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_All_CurrenciesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_all_currencies(inputs)
	if (locale === "ru") return __ru.funds_history_all_currencies(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_all_currencies(inputs)
	return __en.funds_history_all_currencies(inputs)
});
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Funds_History_DoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_done = /** @type {((inputs?: Funds_History_DoneInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_DoneInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_done(inputs)
	if (locale === "ru") return __ru.funds_history_done(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_done(inputs)
	return __en.funds_history_done(inputs)
});
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Funds_History_PendingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_pending = /** @type {((inputs?: Funds_History_PendingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_PendingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_pending(inputs)
	if (locale === "ru") return __ru.funds_history_pending(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_pending(inputs)
	return __en.funds_history_pending(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Funds_History_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_cancelled = /** @type {((inputs?: Funds_History_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_CancelledInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_cancelled(inputs)
	if (locale === "ru") return __ru.funds_history_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_cancelled(inputs)
	return __en.funds_history_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Funds_History_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_from = /** @type {((inputs?: Funds_History_FromInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_FromInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_from(inputs)
	if (locale === "ru") return __ru.funds_history_from(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_from(inputs)
	return __en.funds_history_from(inputs)
});
/**
* | output |
* | --- |
* | "To" |
*
* @param {Funds_History_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_to = /** @type {((inputs?: Funds_History_ToInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_ToInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_to(inputs)
	if (locale === "ru") return __ru.funds_history_to(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_to(inputs)
	return __en.funds_history_to(inputs)
});
/**
* | output |
* | --- |
* | "Amount (one currency)" |
*
* @param {Funds_History_Sort_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_sort_amount = /** @type {((inputs?: Funds_History_Sort_AmountInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_Sort_AmountInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_sort_amount(inputs)
	if (locale === "ru") return __ru.funds_history_sort_amount(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_sort_amount(inputs)
	return __en.funds_history_sort_amount(inputs)
});
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Funds_History_ShowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_show = /** @type {((inputs?: Funds_History_ShowInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_ShowInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_show(inputs)
	if (locale === "ru") return __ru.funds_history_show(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_show(inputs)
	return __en.funds_history_show(inputs)
});
/**
* | output |
* | --- |
* | "Sorting by amount compares the amounts of one currency, chosen under Currency." |
*
* @param {Funds_History_Sort_NoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_sort_note = /** @type {((inputs?: Funds_History_Sort_NoteInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_Sort_NoteInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_sort_note(inputs)
	if (locale === "ru") return __ru.funds_history_sort_note(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_sort_note(inputs)
	return __en.funds_history_sort_note(inputs)
});
/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Funds_History_ExportInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_export = /** @type {((inputs?: Funds_History_ExportInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_ExportInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_export(inputs)
	if (locale === "ru") return __ru.funds_history_export(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_export(inputs)
	return __en.funds_history_export(inputs)
});
/**
* | output |
* | --- |
* | "Export progress" |
*
* @param {Funds_History_Export_ProgressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_export_progress = /** @type {((inputs?: Funds_History_Export_ProgressInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_Export_ProgressInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_export_progress(inputs)
	if (locale === "ru") return __ru.funds_history_export_progress(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_export_progress(inputs)
	return __en.funds_history_export_progress(inputs)
});
/**
* | output |
* | --- |
* | "Reading page {page} of {pages}…" |
*
* @param {Funds_History_Reading_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_reading_page = /** @type {((inputs: Funds_History_Reading_PageInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_Reading_PageInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_reading_page(inputs)
	if (locale === "ru") return __ru.funds_history_reading_page(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_reading_page(inputs)
	return __en.funds_history_reading_page(inputs)
});
/**
* | output |
* | --- |
* | "Starting the export…" |
*
* @param {Funds_History_Export_StartingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_export_starting = /** @type {((inputs?: Funds_History_Export_StartingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_Export_StartingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_export_starting(inputs)
	if (locale === "ru") return __ru.funds_history_export_starting(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_export_starting(inputs)
	return __en.funds_history_export_starting(inputs)
});
/**
* | output |
* | --- |
* | "Loading the history…" |
*
* @param {Funds_History_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_loading = /** @type {((inputs?: Funds_History_LoadingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_LoadingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_loading(inputs)
	if (locale === "ru") return __ru.funds_history_loading(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_loading(inputs)
	return __en.funds_history_loading(inputs)
});
/**
* | output |
* | --- |
* | "No deposits or withdrawals match these filters." |
*
* @param {Funds_History_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_none = /** @type {((inputs?: Funds_History_NoneInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_NoneInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_none(inputs)
	if (locale === "ru") return __ru.funds_history_none(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_none(inputs)
	return __en.funds_history_none(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} operation; times in your time zone ({zone})" |
* | "other" | "{count} operations; times in your time zone ({zone})" |
*
* @param {Funds_History_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_caption = /** @type {((inputs: Funds_History_CaptionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_CaptionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_caption(inputs)
	if (locale === "ru") return __ru.funds_history_caption(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_caption(inputs)
	return __en.funds_history_caption(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} operation, sorted by amount in {currencies}; times in your time zone ({zone})" |
* | "other" | "{count} operations, sorted by amount in {currencies}; times in your time zone ({zone})" |
*
* @param {Funds_History_Caption_SortedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_caption_sorted = /** @type {((inputs: Funds_History_Caption_SortedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_Caption_SortedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_caption_sorted(inputs)
	if (locale === "ru") return __ru.funds_history_caption_sorted(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_caption_sorted(inputs)
	return __en.funds_history_caption_sorted(inputs)
});
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Funds_History_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_details = /** @type {((inputs?: Funds_History_DetailsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_DetailsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_details(inputs)
	if (locale === "ru") return __ru.funds_history_details(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_details(inputs)
	return __en.funds_history_details(inputs)
});
/**
* | output |
* | --- |
* | "History pages" |
*
* @param {Funds_History_PagesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_pages = /** @type {((inputs?: Funds_History_PagesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_PagesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_pages(inputs)
	if (locale === "ru") return __ru.funds_history_pages(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_pages(inputs)
	return __en.funds_history_pages(inputs)
});
/**
* | output |
* | --- |
* | "Page {page} of {pages}" |
*
* @param {Funds_History_Page_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_page_of = /** @type {((inputs: Funds_History_Page_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_Page_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_page_of(inputs)
	if (locale === "ru") return __ru.funds_history_page_of(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_page_of(inputs)
	return __en.funds_history_page_of(inputs)
});
/**
* | output |
* | --- |
* | "The “From” date is not a real date." |
*
* @param {Funds_History_From_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_from_invalid = /** @type {((inputs?: Funds_History_From_InvalidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_From_InvalidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_from_invalid(inputs)
	if (locale === "ru") return __ru.funds_history_from_invalid(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_from_invalid(inputs)
	return __en.funds_history_from_invalid(inputs)
});
/**
* | output |
* | --- |
* | "The “To” date is not a real date." |
*
* @param {Funds_History_To_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_to_invalid = /** @type {((inputs?: Funds_History_To_InvalidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_To_InvalidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_to_invalid(inputs)
	if (locale === "ru") return __ru.funds_history_to_invalid(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_to_invalid(inputs)
	return __en.funds_history_to_invalid(inputs)
});
/**
* | output |
* | --- |
* | "The “To” date is before the “From” date." |
*
* @param {Funds_History_To_Before_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_to_before_from = /** @type {((inputs?: Funds_History_To_Before_FromInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_To_Before_FromInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_to_before_from(inputs)
	if (locale === "ru") return __ru.funds_history_to_before_from(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_to_before_from(inputs)
	return __en.funds_history_to_before_from(inputs)
});
/**
* | output |
* | --- |
* | "Amounts of different currencies cannot be compared by their number: choose a currency to sort by amount." |
*
* @param {Funds_History_Amount_Needs_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_history_amount_needs_currency = /** @type {((inputs?: Funds_History_Amount_Needs_CurrencyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_History_Amount_Needs_CurrencyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_history_amount_needs_currency(inputs)
	if (locale === "ru") return __ru.funds_history_amount_needs_currency(inputs)
	if (locale === "en-XA") return __en_xa2.funds_history_amount_needs_currency(inputs)
	return __en.funds_history_amount_needs_currency(inputs)
});
/**
* | output |
* | --- |
* | "Awaiting" |
*
* @param {Funds_Codes_AwaitingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_awaiting = /** @type {((inputs?: Funds_Codes_AwaitingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_AwaitingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_awaiting(inputs)
	if (locale === "ru") return __ru.funds_codes_awaiting(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_awaiting(inputs)
	return __en.funds_codes_awaiting(inputs)
});
/**
* | output |
* | --- |
* | "Valid" |
*
* @param {Funds_Codes_ValidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_valid = /** @type {((inputs?: Funds_Codes_ValidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_ValidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_valid(inputs)
	if (locale === "ru") return __ru.funds_codes_valid(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_valid(inputs)
	return __en.funds_codes_valid(inputs)
});
/**
* | output |
* | --- |
* | "Used" |
*
* @param {Funds_Codes_UsedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_used = /** @type {((inputs?: Funds_Codes_UsedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_UsedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_used(inputs)
	if (locale === "ru") return __ru.funds_codes_used(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_used(inputs)
	return __en.funds_codes_used(inputs)
});
/**
* | output |
* | --- |
* | "Blocked" |
*
* @param {Funds_Codes_BlockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_blocked = /** @type {((inputs?: Funds_Codes_BlockedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_BlockedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_blocked(inputs)
	if (locale === "ru") return __ru.funds_codes_blocked(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_blocked(inputs)
	return __en.funds_codes_blocked(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Funds_Codes_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_cancelled = /** @type {((inputs?: Funds_Codes_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_CancelledInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_cancelled(inputs)
	if (locale === "ru") return __ru.funds_codes_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_cancelled(inputs)
	return __en.funds_codes_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "The exchange knows this code: {amount} {currency}, {status}." |
*
* @param {Funds_Codes_KnownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_known = /** @type {((inputs: Funds_Codes_KnownInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_KnownInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_known(inputs)
	if (locale === "ru") return __ru.funds_codes_known(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_known(inputs)
	return __en.funds_codes_known(inputs)
});
/**
* | output |
* | --- |
* | "The exchange knows this code: {amount} {currency}, {status}, only for account {recipient}." |
*
* @param {Funds_Codes_Known_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_known_for = /** @type {((inputs: Funds_Codes_Known_ForInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Known_ForInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_known_for(inputs)
	if (locale === "ru") return __ru.funds_codes_known_for(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_known_for(inputs)
	return __en.funds_codes_known_for(inputs)
});
/**
* | output |
* | --- |
* | "The exchange knows this code: {amount} {currency}, {status}. “{comment}”." |
*
* @param {Funds_Codes_Known_CommentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_known_comment = /** @type {((inputs: Funds_Codes_Known_CommentInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Known_CommentInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_known_comment(inputs)
	if (locale === "ru") return __ru.funds_codes_known_comment(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_known_comment(inputs)
	return __en.funds_codes_known_comment(inputs)
});
/**
* | output |
* | --- |
* | "The exchange knows this code: {amount} {currency}, {status}, only for account {recipient}. “{comment}”." |
*
* @param {Funds_Codes_Known_For_CommentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_known_for_comment = /** @type {((inputs: Funds_Codes_Known_For_CommentInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Known_For_CommentInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_known_for_comment(inputs)
	if (locale === "ru") return __ru.funds_codes_known_for_comment(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_known_for_comment(inputs)
	return __en.funds_codes_known_for_comment(inputs)
});
/**
* | output |
* | --- |
* | "Redeemed: {amount} {currency} credited to this account." |
*
* @param {Funds_Codes_Redeemed_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeemed_said = /** @type {((inputs: Funds_Codes_Redeemed_SaidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Redeemed_SaidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_redeemed_said(inputs)
	if (locale === "ru") return __ru.funds_codes_redeemed_said(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_redeemed_said(inputs)
	return __en.funds_codes_redeemed_said(inputs)
});
/**
* | output |
* | --- |
* | "Redeemed: {amount} {currency} credited to this account (the answer was lost; found among the codes you redeemed)." |
*
* @param {Funds_Codes_Redeemed_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeemed_found = /** @type {((inputs: Funds_Codes_Redeemed_FoundInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Redeemed_FoundInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_redeemed_found(inputs)
	if (locale === "ru") return __ru.funds_codes_redeemed_found(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_redeemed_found(inputs)
	return __en.funds_codes_redeemed_found(inputs)
});
/**
* | output |
* | --- |
* | "Not redeemed: you declined the confirmation." |
*
* @param {Funds_Codes_Redeem_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeem_declined = /** @type {((inputs?: Funds_Codes_Redeem_DeclinedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Redeem_DeclinedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_redeem_declined(inputs)
	if (locale === "ru") return __ru.funds_codes_redeem_declined(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_redeem_declined(inputs)
	return __en.funds_codes_redeem_declined(inputs)
});
/**
* | output |
* | --- |
* | "Check or redeem a code" |
*
* @param {Funds_Codes_Check_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_check_title = /** @type {((inputs?: Funds_Codes_Check_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Check_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_check_title(inputs)
	if (locale === "ru") return __ru.funds_codes_check_title(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_check_title(inputs)
	return __en.funds_codes_check_title(inputs)
});
/**
* | output |
* | --- |
* | "Transfer code" |
*
* @param {Funds_Codes_Transfer_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_transfer_code = /** @type {((inputs?: Funds_Codes_Transfer_CodeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Transfer_CodeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_transfer_code(inputs)
	if (locale === "ru") return __ru.funds_codes_transfer_code(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_transfer_code(inputs)
	return __en.funds_codes_transfer_code(inputs)
});
/**
* | output |
* | --- |
* | "Check with the exchange" |
*
* @param {Funds_Codes_CheckInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_check = /** @type {((inputs?: Funds_Codes_CheckInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_CheckInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_check(inputs)
	if (locale === "ru") return __ru.funds_codes_check(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_check(inputs)
	return __en.funds_codes_check(inputs)
});
/**
* | output |
* | --- |
* | "Redeem…" |
*
* @param {Funds_Codes_RedeemInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeem = /** @type {((inputs?: Funds_Codes_RedeemInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_RedeemInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_redeem(inputs)
	if (locale === "ru") return __ru.funds_codes_redeem(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_redeem(inputs)
	return __en.funds_codes_redeem(inputs)
});
/**
* | output |
* | --- |
* | "Unlock Satchel to redeem. Checking works while locked." |
*
* @param {Funds_Codes_Unlock_RedeemInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_unlock_redeem = /** @type {((inputs?: Funds_Codes_Unlock_RedeemInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Unlock_RedeemInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_unlock_redeem(inputs)
	if (locale === "ru") return __ru.funds_codes_unlock_redeem(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_unlock_redeem(inputs)
	return __en.funds_codes_unlock_redeem(inputs)
});
/**
* | output |
* | --- |
* | "Enter the amount of the code." |
*
* @param {Funds_Codes_Enter_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_enter_amount = /** @type {((inputs?: Funds_Codes_Enter_AmountInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Enter_AmountInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_enter_amount(inputs)
	if (locale === "ru") return __ru.funds_codes_enter_amount(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_enter_amount(inputs)
	return __en.funds_codes_enter_amount(inputs)
});
/**
* | output |
* | --- |
* | "“{text}” is not an amount. Write it like 0.25, with a point." |
*
* @param {Funds_Codes_Not_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_not_amount = /** @type {((inputs: Funds_Codes_Not_AmountInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Not_AmountInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_not_amount(inputs)
	if (locale === "ru") return __ru.funds_codes_not_amount(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_not_amount(inputs)
	return __en.funds_codes_not_amount(inputs)
});
/**
* | output |
* | --- |
* | "The “not refundable before” time is not a real time." |
*
* @param {Funds_Codes_Not_Before_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_not_before_invalid = /** @type {((inputs?: Funds_Codes_Not_Before_InvalidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Not_Before_InvalidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_not_before_invalid(inputs)
	if (locale === "ru") return __ru.funds_codes_not_before_invalid(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_not_before_invalid(inputs)
	return __en.funds_codes_not_before_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Not created: you declined the confirmation." |
*
* @param {Funds_Codes_Create_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_create_declined = /** @type {((inputs?: Funds_Codes_Create_DeclinedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Create_DeclinedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_create_declined(inputs)
	if (locale === "ru") return __ru.funds_codes_create_declined(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_create_declined(inputs)
	return __en.funds_codes_create_declined(inputs)
});
/**
* | output |
* | --- |
* | "Create a code" |
*
* @param {Funds_Codes_Create_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_create_title = /** @type {((inputs?: Funds_Codes_Create_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Create_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_create_title(inputs)
	if (locale === "ru") return __ru.funds_codes_create_title(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_create_title(inputs)
	return __en.funds_codes_create_title(inputs)
});
/**
* | output |
* | --- |
* | "The amount leaves your available balance now. Whoever has the code can redeem it, so keep it like cash." |
*
* @param {Funds_Codes_Create_LeadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_create_lead = /** @type {((inputs?: Funds_Codes_Create_LeadInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Create_LeadInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_create_lead(inputs)
	if (locale === "ru") return __ru.funds_codes_create_lead(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_create_lead(inputs)
	return __en.funds_codes_create_lead(inputs)
});
/**
* | output |
* | --- |
* | "Amount ({unit})" |
*
* @param {Funds_Codes_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_amount = /** @type {((inputs: Funds_Codes_AmountInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_AmountInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_amount(inputs)
	if (locale === "ru") return __ru.funds_codes_amount(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_amount(inputs)
	return __en.funds_codes_amount(inputs)
});
/**
* | output |
* | --- |
* | "Available: {amount}" |
*
* @param {Funds_Codes_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_available = /** @type {((inputs: Funds_Codes_AvailableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_AvailableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_available(inputs)
	if (locale === "ru") return __ru.funds_codes_available(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_available(inputs)
	return __en.funds_codes_available(inputs)
});
/**
* | output |
* | --- |
* | "Only for account (optional)" |
*
* @param {Funds_Codes_Only_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_only_for = /** @type {((inputs?: Funds_Codes_Only_ForInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Only_ForInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_only_for(inputs)
	if (locale === "ru") return __ru.funds_codes_only_for(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_only_for(inputs)
	return __en.funds_codes_only_for(inputs)
});
/**
* | output |
* | --- |
* | "anyone" |
*
* @param {Funds_Codes_Anyone_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_anyone_placeholder = /** @type {((inputs?: Funds_Codes_Anyone_PlaceholderInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Anyone_PlaceholderInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_anyone_placeholder(inputs)
	if (locale === "ru") return __ru.funds_codes_anyone_placeholder(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_anyone_placeholder(inputs)
	return __en.funds_codes_anyone_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Not refundable before (optional, {zone})" |
*
* @param {Funds_Codes_Not_BeforeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_not_before = /** @type {((inputs: Funds_Codes_Not_BeforeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Not_BeforeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_not_before(inputs)
	if (locale === "ru") return __ru.funds_codes_not_before(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_not_before(inputs)
	return __en.funds_codes_not_before(inputs)
});
/**
* | output |
* | --- |
* | "Public comment (the recipient sees it)" |
*
* @param {Funds_Codes_Public_Comment_FieldInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_public_comment_field = /** @type {((inputs?: Funds_Codes_Public_Comment_FieldInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Public_Comment_FieldInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_public_comment_field(inputs)
	if (locale === "ru") return __ru.funds_codes_public_comment_field(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_public_comment_field(inputs)
	return __en.funds_codes_public_comment_field(inputs)
});
/**
* | output |
* | --- |
* | "Private comment (only you see it)" |
*
* @param {Funds_Codes_Private_Comment_FieldInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_private_comment_field = /** @type {((inputs?: Funds_Codes_Private_Comment_FieldInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Private_Comment_FieldInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_private_comment_field(inputs)
	if (locale === "ru") return __ru.funds_codes_private_comment_field(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_private_comment_field(inputs)
	return __en.funds_codes_private_comment_field(inputs)
});
/**
* | output |
* | --- |
* | "Create code…" |
*
* @param {Funds_Codes_CreateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_create = /** @type {((inputs?: Funds_Codes_CreateInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_CreateInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_create(inputs)
	if (locale === "ru") return __ru.funds_codes_create(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_create(inputs)
	return __en.funds_codes_create(inputs)
});
/**
* | output |
* | --- |
* | "Unlock Satchel to create a code." |
*
* @param {Funds_Codes_Unlock_CreateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_unlock_create = /** @type {((inputs?: Funds_Codes_Unlock_CreateInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Unlock_CreateInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_unlock_create(inputs)
	if (locale === "ru") return __ru.funds_codes_unlock_create(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_unlock_create(inputs)
	return __en.funds_codes_unlock_create(inputs)
});
/**
* | output |
* | --- |
* | "New code: {amount} {currency}" |
*
* @param {Funds_Codes_NewInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_new = /** @type {((inputs: Funds_Codes_NewInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_NewInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_new(inputs)
	if (locale === "ru") return __ru.funds_codes_new(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_new(inputs)
	return __en.funds_codes_new(inputs)
});
/**
* | output |
* | --- |
* | "Copy it now and give it only to the person it is for. Satchel does not keep it; the exchange lists it under your codes." |
*
* @param {Funds_Codes_Copy_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_copy_now = /** @type {((inputs?: Funds_Codes_Copy_NowInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Copy_NowInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_copy_now(inputs)
	if (locale === "ru") return __ru.funds_codes_copy_now(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_copy_now(inputs)
	return __en.funds_codes_copy_now(inputs)
});
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Funds_Codes_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_code = /** @type {((inputs?: Funds_Codes_CodeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_CodeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_code(inputs)
	if (locale === "ru") return __ru.funds_codes_code(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_code(inputs)
	return __en.funds_codes_code(inputs)
});
/**
* | output |
* | --- |
* | "QR code of the new transfer code" |
*
* @param {Funds_Codes_New_QrInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_new_qr = /** @type {((inputs?: Funds_Codes_New_QrInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_New_QrInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_new_qr(inputs)
	if (locale === "ru") return __ru.funds_codes_new_qr(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_new_qr(inputs)
	return __en.funds_codes_new_qr(inputs)
});
/**
* | output |
* | --- |
* | "Hide the code" |
*
* @param {Funds_Codes_Hide_The_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_hide_the_code = /** @type {((inputs?: Funds_Codes_Hide_The_CodeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Hide_The_CodeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_hide_the_code(inputs)
	if (locale === "ru") return __ru.funds_codes_hide_the_code(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_hide_the_code(inputs)
	return __en.funds_codes_hide_the_code(inputs)
});
/**
* | output |
* | --- |
* | "Show the code" |
*
* @param {Funds_Codes_Show_The_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_show_the_code = /** @type {((inputs?: Funds_Codes_Show_The_CodeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Show_The_CodeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_show_the_code(inputs)
	if (locale === "ru") return __ru.funds_codes_show_the_code(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_show_the_code(inputs)
	return __en.funds_codes_show_the_code(inputs)
});
/**
* | output |
* | --- |
* | "Checked here, on this computer, as you type: nothing is sent." |
*
* @param {Funds_Codes_Input_IdleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_input_idle = /** @type {((inputs?: Funds_Codes_Input_IdleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Input_IdleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_input_idle(inputs)
	if (locale === "ru") return __ru.funds_codes_input_idle(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_input_idle(inputs)
	return __en.funds_codes_input_idle(inputs)
});
/**
* | output |
* | --- |
* | "✓ A well-formed {mark} code (type {type}); its check character matches." |
*
* @param {Funds_Codes_Input_OkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_input_ok = /** @type {((inputs: Funds_Codes_Input_OkInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Input_OkInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_input_ok(inputs)
	if (locale === "ru") return __ru.funds_codes_input_ok(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_input_ok(inputs)
	return __en.funds_codes_input_ok(inputs)
});
/**
* | output |
* | --- |
* | "Your codes" |
*
* @param {Funds_Codes_YoursInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_yours = /** @type {((inputs?: Funds_Codes_YoursInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_YoursInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_yours(inputs)
	if (locale === "ru") return __ru.funds_codes_yours(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_yours(inputs)
	return __en.funds_codes_yours(inputs)
});
/**
* | output |
* | --- |
* | "Which codes" |
*
* @param {Funds_Codes_WhichInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_which = /** @type {((inputs?: Funds_Codes_WhichInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_WhichInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_which(inputs)
	if (locale === "ru") return __ru.funds_codes_which(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_which(inputs)
	return __en.funds_codes_which(inputs)
});
/**
* | output |
* | --- |
* | "Issued by me" |
*
* @param {Funds_Codes_Issued_By_MeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_issued_by_me = /** @type {((inputs?: Funds_Codes_Issued_By_MeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Issued_By_MeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_issued_by_me(inputs)
	if (locale === "ru") return __ru.funds_codes_issued_by_me(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_issued_by_me(inputs)
	return __en.funds_codes_issued_by_me(inputs)
});
/**
* | output |
* | --- |
* | "Redeemed by me" |
*
* @param {Funds_Codes_Redeemed_By_MeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeemed_by_me = /** @type {((inputs?: Funds_Codes_Redeemed_By_MeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Redeemed_By_MeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_redeemed_by_me(inputs)
	if (locale === "ru") return __ru.funds_codes_redeemed_by_me(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_redeemed_by_me(inputs)
	return __en.funds_codes_redeemed_by_me(inputs)
});
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Funds_Codes_CreatedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_created = /** @type {((inputs?: Funds_Codes_CreatedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_CreatedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_created(inputs)
	if (locale === "ru") return __ru.funds_codes_created(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_created(inputs)
	return __en.funds_codes_created(inputs)
});
/**
* | output |
* | --- |
* | "Redeemed" |
*
* @param {Funds_Codes_RedeemedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeemed = /** @type {((inputs?: Funds_Codes_RedeemedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_RedeemedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_redeemed(inputs)
	if (locale === "ru") return __ru.funds_codes_redeemed(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_redeemed(inputs)
	return __en.funds_codes_redeemed(inputs)
});
/**
* | output |
* | --- |
* | "Redeemed at" |
*
* @param {Funds_Codes_Redeemed_AtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeemed_at = /** @type {((inputs?: Funds_Codes_Redeemed_AtInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Redeemed_AtInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_redeemed_at(inputs)
	if (locale === "ru") return __ru.funds_codes_redeemed_at(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_redeemed_at(inputs)
	return __en.funds_codes_redeemed_at(inputs)
});
/**
* | output |
* | --- |
* | "Loading your codes…" |
*
* @param {Funds_Codes_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_loading = /** @type {((inputs?: Funds_Codes_LoadingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_LoadingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_loading(inputs)
	if (locale === "ru") return __ru.funds_codes_loading(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_loading(inputs)
	return __en.funds_codes_loading(inputs)
});
/**
* | output |
* | --- |
* | "No more codes." |
*
* @param {Funds_Codes_No_MoreInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_no_more = /** @type {((inputs?: Funds_Codes_No_MoreInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_No_MoreInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_no_more(inputs)
	if (locale === "ru") return __ru.funds_codes_no_more(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_no_more(inputs)
	return __en.funds_codes_no_more(inputs)
});
/**
* | output |
* | --- |
* | "You have not issued codes that match." |
*
* @param {Funds_Codes_None_IssuedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_none_issued = /** @type {((inputs?: Funds_Codes_None_IssuedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_None_IssuedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_none_issued(inputs)
	if (locale === "ru") return __ru.funds_codes_none_issued(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_none_issued(inputs)
	return __en.funds_codes_none_issued(inputs)
});
/**
* | output |
* | --- |
* | "You have not redeemed any codes." |
*
* @param {Funds_Codes_None_RedeemedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_none_redeemed = /** @type {((inputs?: Funds_Codes_None_RedeemedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_None_RedeemedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_none_redeemed(inputs)
	if (locale === "ru") return __ru.funds_codes_none_redeemed(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_none_redeemed(inputs)
	return __en.funds_codes_none_redeemed(inputs)
});
/**
* | output |
* | --- |
* | "Codes issued by me" |
*
* @param {Funds_Codes_Issued_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_issued_list = /** @type {((inputs?: Funds_Codes_Issued_ListInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Issued_ListInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_issued_list(inputs)
	if (locale === "ru") return __ru.funds_codes_issued_list(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_issued_list(inputs)
	return __en.funds_codes_issued_list(inputs)
});
/**
* | output |
* | --- |
* | "Codes redeemed by me" |
*
* @param {Funds_Codes_Redeemed_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_redeemed_list = /** @type {((inputs?: Funds_Codes_Redeemed_ListInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Redeemed_ListInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_redeemed_list(inputs)
	if (locale === "ru") return __ru.funds_codes_redeemed_list(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_redeemed_list(inputs)
	return __en.funds_codes_redeemed_list(inputs)
});
/**
* | output |
* | --- |
* | "For" |
*
* @param {Funds_Codes_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_for = /** @type {((inputs?: Funds_Codes_ForInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_ForInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_for(inputs)
	if (locale === "ru") return __ru.funds_codes_for(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_for(inputs)
	return __en.funds_codes_for(inputs)
});
/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Funds_Codes_CommentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_comment = /** @type {((inputs?: Funds_Codes_CommentInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_CommentInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_comment(inputs)
	if (locale === "ru") return __ru.funds_codes_comment(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_comment(inputs)
	return __en.funds_codes_comment(inputs)
});
/**
* | output |
* | --- |
* | "Anyone" |
*
* @param {Funds_Codes_AnyoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_anyone = /** @type {((inputs?: Funds_Codes_AnyoneInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_AnyoneInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_anyone(inputs)
	if (locale === "ru") return __ru.funds_codes_anyone(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_anyone(inputs)
	return __en.funds_codes_anyone(inputs)
});
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Funds_Codes_ShowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_show = /** @type {((inputs?: Funds_Codes_ShowInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_ShowInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_show(inputs)
	if (locale === "ru") return __ru.funds_codes_show(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_show(inputs)
	return __en.funds_codes_show(inputs)
});
/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Funds_Codes_HideInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_hide = /** @type {((inputs?: Funds_Codes_HideInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_HideInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_hide(inputs)
	if (locale === "ru") return __ru.funds_codes_hide(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_hide(inputs)
	return __en.funds_codes_hide(inputs)
});
/**
* | output |
* | --- |
* | "Show code {name}" |
*
* @param {Funds_Codes_Show_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_show_named = /** @type {((inputs: Funds_Codes_Show_NamedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Show_NamedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_show_named(inputs)
	if (locale === "ru") return __ru.funds_codes_show_named(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_show_named(inputs)
	return __en.funds_codes_show_named(inputs)
});
/**
* | output |
* | --- |
* | "Hide code {name}" |
*
* @param {Funds_Codes_Hide_NamedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_hide_named = /** @type {((inputs: Funds_Codes_Hide_NamedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Hide_NamedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_hide_named(inputs)
	if (locale === "ru") return __ru.funds_codes_hide_named(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_hide_named(inputs)
	return __en.funds_codes_hide_named(inputs)
});
/**
* | output |
* | --- |
* | "Code pages" |
*
* @param {Funds_Codes_PagesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_pages = /** @type {((inputs?: Funds_Codes_PagesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_PagesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_pages(inputs)
	if (locale === "ru") return __ru.funds_codes_pages(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_pages(inputs)
	return __en.funds_codes_pages(inputs)
});
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Funds_Codes_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_page = /** @type {((inputs: Funds_Codes_PageInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_PageInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_page(inputs)
	if (locale === "ru") return __ru.funds_codes_page(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_page(inputs)
	return __en.funds_codes_page(inputs)
});
/**
* | output |
* | --- |
* | "Enter the code’s id: a whole number, as the lists show it." |
*
* @param {Funds_Codes_Id_InvalidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_id_invalid = /** @type {((inputs?: Funds_Codes_Id_InvalidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Id_InvalidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_id_invalid(inputs)
	if (locale === "ru") return __ru.funds_codes_id_invalid(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_id_invalid(inputs)
	return __en.funds_codes_id_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Find one of your codes" |
*
* @param {Funds_Codes_Find_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_find_title = /** @type {((inputs?: Funds_Codes_Find_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Find_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_find_title(inputs)
	if (locale === "ru") return __ru.funds_codes_find_title(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_find_title(inputs)
	return __en.funds_codes_find_title(inputs)
});
/**
* | output |
* | --- |
* | "Code id" |
*
* @param {Funds_Codes_IdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_id = /** @type {((inputs?: Funds_Codes_IdInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_IdInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_id(inputs)
	if (locale === "ru") return __ru.funds_codes_id(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_id(inputs)
	return __en.funds_codes_id(inputs)
});
/**
* | output |
* | --- |
* | "Show code" |
*
* @param {Funds_Codes_FindInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_find = /** @type {((inputs?: Funds_Codes_FindInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_FindInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_find(inputs)
	if (locale === "ru") return __ru.funds_codes_find(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_find(inputs)
	return __en.funds_codes_find(inputs)
});
/**
* | output |
* | --- |
* | "Loading the code…" |
*
* @param {Funds_Codes_Loading_OneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_loading_one = /** @type {((inputs?: Funds_Codes_Loading_OneInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Loading_OneInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_loading_one(inputs)
	if (locale === "ru") return __ru.funds_codes_loading_one(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_loading_one(inputs)
	return __en.funds_codes_loading_one(inputs)
});
/**
* | output |
* | --- |
* | "Not refundable before" |
*
* @param {Funds_Codes_Not_Before_DtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_not_before_dt = /** @type {((inputs?: Funds_Codes_Not_Before_DtInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Not_Before_DtInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_not_before_dt(inputs)
	if (locale === "ru") return __ru.funds_codes_not_before_dt(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_not_before_dt(inputs)
	return __en.funds_codes_not_before_dt(inputs)
});
/**
* | output |
* | --- |
* | "Public comment" |
*
* @param {Funds_Codes_Public_CommentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_public_comment = /** @type {((inputs?: Funds_Codes_Public_CommentInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Public_CommentInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_public_comment(inputs)
	if (locale === "ru") return __ru.funds_codes_public_comment(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_public_comment(inputs)
	return __en.funds_codes_public_comment(inputs)
});
/**
* | output |
* | --- |
* | "Private comment" |
*
* @param {Funds_Codes_Private_CommentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const funds_codes_private_comment = /** @type {((inputs?: Funds_Codes_Private_CommentInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Funds_Codes_Private_CommentInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.funds_codes_private_comment(inputs)
	if (locale === "ru") return __ru.funds_codes_private_comment(inputs)
	if (locale === "en-XA") return __en_xa2.funds_codes_private_comment(inputs)
	return __en.funds_codes_private_comment(inputs)
});
/**
* | output |
* | --- |
* | "Loading markets…" |
*
* @param {Trading_Loading_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_markets = /** @type {((inputs?: Trading_Loading_MarketsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_MarketsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_markets(inputs)
	if (locale === "ru") return __ru.trading_loading_markets(inputs)
	if (locale === "en-XA") return __en_xa2.trading_loading_markets(inputs)
	return __en.trading_loading_markets(inputs)
});
/**
* | output |
* | --- |
* | "Filter markets" |
*
* @param {Trading_Filter_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_filter_markets = /** @type {((inputs?: Trading_Filter_MarketsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Filter_MarketsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_filter_markets(inputs)
	if (locale === "ru") return __ru.trading_filter_markets(inputs)
	if (locale === "en-XA") return __en_xa2.trading_filter_markets(inputs)
	return __en.trading_filter_markets(inputs)
});
/**
* | output |
* | --- |
* | "Quote currency" |
*
* @param {Trading_Quote_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_quote_currency = /** @type {((inputs?: Trading_Quote_CurrencyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Quote_CurrencyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_quote_currency(inputs)
	if (locale === "ru") return __ru.trading_quote_currency(inputs)
	if (locale === "en-XA") return __en_xa2.trading_quote_currency(inputs)
	return __en.trading_quote_currency(inputs)
});
/**
* | output |
* | --- |
* | "All" |
*
* @param {Trading_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_all = /** @type {((inputs?: Trading_AllInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_AllInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_all(inputs)
	if (locale === "ru") return __ru.trading_all(inputs)
	if (locale === "en-XA") return __en_xa2.trading_all(inputs)
	return __en.trading_all(inputs)
});
/**
* | output |
* | --- |
* | "The exchange lists no markets." |
*
* @param {Trading_No_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_markets = /** @type {((inputs?: Trading_No_MarketsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_MarketsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_markets(inputs)
	if (locale === "ru") return __ru.trading_no_markets(inputs)
	if (locale === "en-XA") return __en_xa2.trading_no_markets(inputs)
	return __en.trading_no_markets(inputs)
});
/**
* | output |
* | --- |
* | "No markets match." |
*
* @param {Trading_No_MatchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_match = /** @type {((inputs?: Trading_No_MatchInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_MatchInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_match(inputs)
	if (locale === "ru") return __ru.trading_no_match(inputs)
	if (locale === "en-XA") return __en_xa2.trading_no_match(inputs)
	return __en.trading_no_match(inputs)
});
/**
* | output |
* | --- |
* | "No markets match “{text}”." |
*
* @param {Trading_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_match_text = /** @type {((inputs: Trading_No_Match_TextInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_Match_TextInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_match_text(inputs)
	if (locale === "ru") return __ru.trading_no_match_text(inputs)
	if (locale === "en-XA") return __en_xa2.trading_no_match_text(inputs)
	return __en.trading_no_match_text(inputs)
});
/**
* | output |
* | --- |
* | "No markets match quote currency {quote}." |
*
* @param {Trading_No_Match_QuoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_match_quote = /** @type {((inputs: Trading_No_Match_QuoteInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_Match_QuoteInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_match_quote(inputs)
	if (locale === "ru") return __ru.trading_no_match_quote(inputs)
	if (locale === "en-XA") return __en_xa2.trading_no_match_quote(inputs)
	return __en.trading_no_match_quote(inputs)
});
/**
* | output |
* | --- |
* | "No markets match “{text}” and quote currency {quote}." |
*
* @param {Trading_No_Match_BothInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_match_both = /** @type {((inputs: Trading_No_Match_BothInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_Match_BothInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_match_both(inputs)
	if (locale === "ru") return __ru.trading_no_match_both(inputs)
	if (locale === "en-XA") return __en_xa2.trading_no_match_both(inputs)
	return __en.trading_no_match_both(inputs)
});
/**
* | output |
* | --- |
* | "Last updated {time}: these prices may be out of date." |
*
* @param {Trading_Stale_PricesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_stale_prices = /** @type {((inputs: Trading_Stale_PricesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Stale_PricesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_stale_prices(inputs)
	if (locale === "ru") return __ru.trading_stale_prices(inputs)
	if (locale === "en-XA") return __en_xa2.trading_stale_prices(inputs)
	return __en.trading_stale_prices(inputs)
});
/**
* | output |
* | --- |
* | "Last updated {time}: these figures may be out of date." |
*
* @param {Trading_Stale_FiguresInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_stale_figures = /** @type {((inputs: Trading_Stale_FiguresInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Stale_FiguresInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_stale_figures(inputs)
	if (locale === "ru") return __ru.trading_stale_figures(inputs)
	if (locale === "en-XA") return __en_xa2.trading_stale_figures(inputs)
	return __en.trading_stale_figures(inputs)
});
/**
* | output |
* | --- |
* | "Markets" |
*
* @param {Trading_Markets_TableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_markets_table = /** @type {((inputs?: Trading_Markets_TableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Markets_TableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_markets_table(inputs)
	if (locale === "ru") return __ru.trading_markets_table(inputs)
	if (locale === "en-XA") return __en_xa2.trading_markets_table(inputs)
	return __en.trading_markets_table(inputs)
});
/**
* | output |
* | --- |
* | "Market" |
*
* @param {Trading_Col_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_market = /** @type {((inputs?: Trading_Col_MarketInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_MarketInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_market(inputs)
	if (locale === "ru") return __ru.trading_col_market(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_market(inputs)
	return __en.trading_col_market(inputs)
});
/**
* | output |
* | --- |
* | "Last price" |
*
* @param {Trading_Col_LastInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_last = /** @type {((inputs?: Trading_Col_LastInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_LastInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_last(inputs)
	if (locale === "ru") return __ru.trading_col_last(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_last(inputs)
	return __en.trading_col_last(inputs)
});
/**
* | output |
* | --- |
* | "24 h change" |
*
* @param {Trading_Col_ChangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_change = /** @type {((inputs?: Trading_Col_ChangeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_ChangeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_change(inputs)
	if (locale === "ru") return __ru.trading_col_change(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_change(inputs)
	return __en.trading_col_change(inputs)
});
/**
* | output |
* | --- |
* | "Volume" |
*
* @param {Trading_Col_VolumeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_volume = /** @type {((inputs?: Trading_Col_VolumeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_VolumeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_volume(inputs)
	if (locale === "ru") return __ru.trading_col_volume(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_volume(inputs)
	return __en.trading_col_volume(inputs)
});
/**
* | output |
* | --- |
* | "Volume (quote)" |
*
* @param {Trading_Col_Quote_VolumeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_quote_volume = /** @type {((inputs?: Trading_Col_Quote_VolumeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_Quote_VolumeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_quote_volume(inputs)
	if (locale === "ru") return __ru.trading_col_quote_volume(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_quote_volume(inputs)
	return __en.trading_col_quote_volume(inputs)
});
/**
* | output |
* | --- |
* | "Volume ({currency})" |
*
* @param {Trading_Col_Display_VolumeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_display_volume = /** @type {((inputs: Trading_Col_Display_VolumeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_Display_VolumeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_display_volume(inputs)
	if (locale === "ru") return __ru.trading_col_display_volume(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_display_volume(inputs)
	return __en.trading_col_display_volume(inputs)
});
/**
* | output |
* | --- |
* | "High" |
*
* @param {Trading_Col_HighInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_high = /** @type {((inputs?: Trading_Col_HighInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_HighInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_high(inputs)
	if (locale === "ru") return __ru.trading_col_high(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_high(inputs)
	return __en.trading_col_high(inputs)
});
/**
* | output |
* | --- |
* | "Low" |
*
* @param {Trading_Col_LowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_low = /** @type {((inputs?: Trading_Col_LowInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_LowInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_low(inputs)
	if (locale === "ru") return __ru.trading_col_low(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_low(inputs)
	return __en.trading_col_low(inputs)
});
/**
* | output |
* | --- |
* | "24 h range" |
*
* @param {Trading_Col_RangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_range = /** @type {((inputs?: Trading_Col_RangeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_RangeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_range(inputs)
	if (locale === "ru") return __ru.trading_col_range(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_range(inputs)
	return __en.trading_col_range(inputs)
});
/**
* | output |
* | --- |
* | "Favourite" |
*
* @param {Trading_Col_FavouriteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_favourite = /** @type {((inputs?: Trading_Col_FavouriteInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_FavouriteInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_favourite(inputs)
	if (locale === "ru") return __ru.trading_col_favourite(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_favourite(inputs)
	return __en.trading_col_favourite(inputs)
});
/**
* | output |
* | --- |
* | "Favourite {pair}" |
*
* @param {Trading_Favourite_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_favourite_of = /** @type {((inputs: Trading_Favourite_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Favourite_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_favourite_of(inputs)
	if (locale === "ru") return __ru.trading_favourite_of(inputs)
	if (locale === "en-XA") return __en_xa2.trading_favourite_of(inputs)
	return __en.trading_favourite_of(inputs)
});
/**
* | output |
* | --- |
* | "Add {pair} to favourites" |
*
* @param {Trading_Favourite_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_favourite_add = /** @type {((inputs: Trading_Favourite_AddInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Favourite_AddInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_favourite_add(inputs)
	if (locale === "ru") return __ru.trading_favourite_add(inputs)
	if (locale === "en-XA") return __en_xa2.trading_favourite_add(inputs)
	return __en.trading_favourite_add(inputs)
});
/**
* | output |
* | --- |
* | "Remove {pair} from favourites" |
*
* @param {Trading_Favourite_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_favourite_remove = /** @type {((inputs: Trading_Favourite_RemoveInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Favourite_RemoveInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_favourite_remove(inputs)
	if (locale === "ru") return __ru.trading_favourite_remove(inputs)
	if (locale === "en-XA") return __en_xa2.trading_favourite_remove(inputs)
	return __en.trading_favourite_remove(inputs)
});
/**
* | output |
* | --- |
* | "Sorted by value in {currency}, through the rate of each quote currency; markets without a rate come last, by currency." |
*
* @param {Trading_Sorted_By_Quote_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_sorted_by_quote_value = /** @type {((inputs: Trading_Sorted_By_Quote_ValueInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Sorted_By_Quote_ValueInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_sorted_by_quote_value(inputs)
	if (locale === "ru") return __ru.trading_sorted_by_quote_value(inputs)
	if (locale === "en-XA") return __en_xa2.trading_sorted_by_quote_value(inputs)
	return __en.trading_sorted_by_quote_value(inputs)
});
/**
* | output |
* | --- |
* | "Sorted by value in {currency}, through the rate of each base currency; markets without a rate come last, by currency." |
*
* @param {Trading_Sorted_By_Base_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_sorted_by_base_value = /** @type {((inputs: Trading_Sorted_By_Base_ValueInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Sorted_By_Base_ValueInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_sorted_by_base_value(inputs)
	if (locale === "ru") return __ru.trading_sorted_by_base_value(inputs)
	if (locale === "en-XA") return __en_xa2.trading_sorted_by_base_value(inputs)
	return __en.trading_sorted_by_base_value(inputs)
});
/**
* | output |
* | --- |
* | "24 h range: not known yet" |
*
* @param {Trading_Range_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_range_unknown = /** @type {((inputs?: Trading_Range_UnknownInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Range_UnknownInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_range_unknown(inputs)
	if (locale === "ru") return __ru.trading_range_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.trading_range_unknown(inputs)
	return __en.trading_range_unknown(inputs)
});
/**
* | output |
* | --- |
* | "24 h range: low {low}, high {high}, last {last} ({percent} % of the way up)" |
*
* @param {Trading_Range_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_range_of = /** @type {((inputs: Trading_Range_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Range_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_range_of(inputs)
	if (locale === "ru") return __ru.trading_range_of(inputs)
	if (locale === "en-XA") return __en_xa2.trading_range_of(inputs)
	return __en.trading_range_of(inputs)
});
/**
* | output |
* | --- |
* | "Market not found" |
*
* @param {Trading_Market_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_market_not_found = /** @type {((inputs?: Trading_Market_Not_FoundInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Market_Not_FoundInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_market_not_found(inputs)
	if (locale === "ru") return __ru.trading_market_not_found(inputs)
	if (locale === "en-XA") return __en_xa2.trading_market_not_found(inputs)
	return __en.trading_market_not_found(inputs)
});
/**
* | output |
* | --- |
* | "The exchange has no market called “{symbol}”." |
*
* @param {Trading_No_Such_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_such_market = /** @type {((inputs: Trading_No_Such_MarketInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_Such_MarketInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_such_market(inputs)
	if (locale === "ru") return __ru.trading_no_such_market(inputs)
	if (locale === "en-XA") return __en_xa2.trading_no_such_market(inputs)
	return __en.trading_no_such_market(inputs)
});
/**
* | output |
* | --- |
* | "Back to markets" |
*
* @param {Trading_Back_To_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_back_to_markets = /** @type {((inputs?: Trading_Back_To_MarketsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Back_To_MarketsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_back_to_markets(inputs)
	if (locale === "ru") return __ru.trading_back_to_markets(inputs)
	if (locale === "en-XA") return __en_xa2.trading_back_to_markets(inputs)
	return __en.trading_back_to_markets(inputs)
});
/**
* | output |
* | --- |
* | "Loading market…" |
*
* @param {Trading_Loading_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_market = /** @type {((inputs?: Trading_Loading_MarketInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_MarketInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_market(inputs)
	if (locale === "ru") return __ru.trading_loading_market(inputs)
	if (locale === "en-XA") return __en_xa2.trading_loading_market(inputs)
	return __en.trading_loading_market(inputs)
});
/**
* | output |
* | --- |
* | "Grouping" |
*
* @param {Trading_GroupingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_grouping = /** @type {((inputs?: Trading_GroupingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_GroupingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_grouping(inputs)
	if (locale === "ru") return __ru.trading_grouping(inputs)
	if (locale === "en-XA") return __en_xa2.trading_grouping(inputs)
	return __en.trading_grouping(inputs)
});
/**
* | output |
* | --- |
* | "Update interval" |
*
* @param {Trading_Update_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_update_interval = /** @type {((inputs?: Trading_Update_IntervalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Update_IntervalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_update_interval(inputs)
	if (locale === "ru") return __ru.trading_update_interval(inputs)
	if (locale === "en-XA") return __en_xa2.trading_update_interval(inputs)
	return __en.trading_update_interval(inputs)
});
/**
* | output |
* | --- |
* | "Order book" |
*
* @param {Trading_Order_BookInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_order_book = /** @type {((inputs?: Trading_Order_BookInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Order_BookInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_order_book(inputs)
	if (locale === "ru") return __ru.trading_order_book(inputs)
	if (locale === "en-XA") return __en_xa2.trading_order_book(inputs)
	return __en.trading_order_book(inputs)
});
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Trading_DepthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth = /** @type {((inputs?: Trading_DepthInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_DepthInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth(inputs)
	if (locale === "ru") return __ru.trading_depth(inputs)
	if (locale === "en-XA") return __en_xa2.trading_depth(inputs)
	return __en.trading_depth(inputs)
});
/**
* | output |
* | --- |
* | "Loading order book…" |
*
* @param {Trading_Loading_BookInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_book = /** @type {((inputs?: Trading_Loading_BookInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_BookInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_book(inputs)
	if (locale === "ru") return __ru.trading_loading_book(inputs)
	if (locale === "en-XA") return __en_xa2.trading_loading_book(inputs)
	return __en.trading_loading_book(inputs)
});
/**
* | output |
* | --- |
* | "Ticker" |
*
* @param {Trading_TickerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_ticker = /** @type {((inputs?: Trading_TickerInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_TickerInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_ticker(inputs)
	if (locale === "ru") return __ru.trading_ticker(inputs)
	if (locale === "en-XA") return __en_xa2.trading_ticker(inputs)
	return __en.trading_ticker(inputs)
});
/**
* | output |
* | --- |
* | "24 h high" |
*
* @param {Trading_High_24hInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_high_24h = /** @type {((inputs?: Trading_High_24hInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_High_24hInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_high_24h(inputs)
	if (locale === "ru") return __ru.trading_high_24h(inputs)
	if (locale === "en-XA") return __en_xa2.trading_high_24h(inputs)
	return __en.trading_high_24h(inputs)
});
/**
* | output |
* | --- |
* | "24 h low" |
*
* @param {Trading_Low_24hInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_low_24h = /** @type {((inputs?: Trading_Low_24hInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Low_24hInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_low_24h(inputs)
	if (locale === "ru") return __ru.trading_low_24h(inputs)
	if (locale === "en-XA") return __en_xa2.trading_low_24h(inputs)
	return __en.trading_low_24h(inputs)
});
/**
* | output |
* | --- |
* | "24 h volume" |
*
* @param {Trading_Volume_24hInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_volume_24h = /** @type {((inputs?: Trading_Volume_24hInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Volume_24hInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_volume_24h(inputs)
	if (locale === "ru") return __ru.trading_volume_24h(inputs)
	if (locale === "en-XA") return __en_xa2.trading_volume_24h(inputs)
	return __en.trading_volume_24h(inputs)
});
/**
* | output |
* | --- |
* | "24 h volume in {currency}" |
*
* @param {Trading_Volume_24h_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_volume_24h_in = /** @type {((inputs: Trading_Volume_24h_InInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Volume_24h_InInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_volume_24h_in(inputs)
	if (locale === "ru") return __ru.trading_volume_24h_in(inputs)
	if (locale === "en-XA") return __en_xa2.trading_volume_24h_in(inputs)
	return __en.trading_volume_24h_in(inputs)
});
/**
* | output |
* | --- |
* | "Bid" |
*
* @param {Trading_BidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_bid = /** @type {((inputs?: Trading_BidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_BidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_bid(inputs)
	if (locale === "ru") return __ru.trading_bid(inputs)
	if (locale === "en-XA") return __en_xa2.trading_bid(inputs)
	return __en.trading_bid(inputs)
});
/**
* | output |
* | --- |
* | "Ask" |
*
* @param {Trading_AskInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_ask = /** @type {((inputs?: Trading_AskInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_AskInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_ask(inputs)
	if (locale === "ru") return __ru.trading_ask(inputs)
	if (locale === "en-XA") return __en_xa2.trading_ask(inputs)
	return __en.trading_ask(inputs)
});
/**
* | output |
* | --- |
* | "Show fewer" |
*
* @param {Trading_Show_FewerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_show_fewer = /** @type {((inputs?: Trading_Show_FewerInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Show_FewerInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_show_fewer(inputs)
	if (locale === "ru") return __ru.trading_show_fewer(inputs)
	if (locale === "en-XA") return __en_xa2.trading_show_fewer(inputs)
	return __en.trading_show_fewer(inputs)
});
/**
* | output |
* | --- |
* | "Show more" |
*
* @param {Trading_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_show_more = /** @type {((inputs?: Trading_Show_MoreInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Show_MoreInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_show_more(inputs)
	if (locale === "ru") return __ru.trading_show_more(inputs)
	if (locale === "en-XA") return __en_xa2.trading_show_more(inputs)
	return __en.trading_show_more(inputs)
});
/**
* | output |
* | --- |
* | "Asks" |
*
* @param {Trading_AsksInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_asks = /** @type {((inputs?: Trading_AsksInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_AsksInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_asks(inputs)
	if (locale === "ru") return __ru.trading_asks(inputs)
	if (locale === "en-XA") return __en_xa2.trading_asks(inputs)
	return __en.trading_asks(inputs)
});
/**
* | output |
* | --- |
* | "Bids" |
*
* @param {Trading_BidsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_bids = /** @type {((inputs?: Trading_BidsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_BidsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_bids(inputs)
	if (locale === "ru") return __ru.trading_bids(inputs)
	if (locale === "en-XA") return __en_xa2.trading_bids(inputs)
	return __en.trading_bids(inputs)
});
/**
* | output |
* | --- |
* | "No asks" |
*
* @param {Trading_No_AsksInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_asks = /** @type {((inputs?: Trading_No_AsksInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_AsksInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_asks(inputs)
	if (locale === "ru") return __ru.trading_no_asks(inputs)
	if (locale === "en-XA") return __en_xa2.trading_no_asks(inputs)
	return __en.trading_no_asks(inputs)
});
/**
* | output |
* | --- |
* | "No bids" |
*
* @param {Trading_No_BidsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_bids = /** @type {((inputs?: Trading_No_BidsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_BidsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_bids(inputs)
	if (locale === "ru") return __ru.trading_no_bids(inputs)
	if (locale === "en-XA") return __en_xa2.trading_no_bids(inputs)
	return __en.trading_no_bids(inputs)
});
/**
* | output |
* | --- |
* | "Spread: —" |
*
* @param {Trading_Spread_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_spread_none = /** @type {((inputs?: Trading_Spread_NoneInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Spread_NoneInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_spread_none(inputs)
	if (locale === "ru") return __ru.trading_spread_none(inputs)
	if (locale === "en-XA") return __en_xa2.trading_spread_none(inputs)
	return __en.trading_spread_none(inputs)
});
/**
* | output |
* | --- |
* | "Spread: {amount} ({percent} %)" |
*
* @param {Trading_Spread_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_spread_of = /** @type {((inputs: Trading_Spread_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Spread_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_spread_of(inputs)
	if (locale === "ru") return __ru.trading_spread_of(inputs)
	if (locale === "en-XA") return __en_xa2.trading_spread_of(inputs)
	return __en.trading_spread_of(inputs)
});
/**
* | output |
* | --- |
* | "Price ({currency})" |
*
* @param {Trading_Price_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_price_in = /** @type {((inputs: Trading_Price_InInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Price_InInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_price_in(inputs)
	if (locale === "ru") return __ru.trading_price_in(inputs)
	if (locale === "en-XA") return __en_xa2.trading_price_in(inputs)
	return __en.trading_price_in(inputs)
});
/**
* | output |
* | --- |
* | "Amount ({currency})" |
*
* @param {Trading_Amount_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_amount_in = /** @type {((inputs: Trading_Amount_InInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Amount_InInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_amount_in(inputs)
	if (locale === "ru") return __ru.trading_amount_in(inputs)
	if (locale === "en-XA") return __en_xa2.trading_amount_in(inputs)
	return __en.trading_amount_in(inputs)
});
/**
* | output |
* | --- |
* | "Total ({currency})" |
*
* @param {Trading_Total_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_total_in = /** @type {((inputs: Trading_Total_InInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Total_InInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_total_in(inputs)
	if (locale === "ru") return __ru.trading_total_in(inputs)
	if (locale === "en-XA") return __en_xa2.trading_total_in(inputs)
	return __en.trading_total_in(inputs)
});
/**
* | output |
* | --- |
* | "{side}, listed once a second" |
*
* @param {Trading_Book_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_book_caption = /** @type {((inputs: Trading_Book_CaptionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Book_CaptionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_book_caption(inputs)
	if (locale === "ru") return __ru.trading_book_caption(inputs)
	if (locale === "en-XA") return __en_xa2.trading_book_caption(inputs)
	return __en.trading_book_caption(inputs)
});
/**
* | output |
* | --- |
* | "{side} as of {time}, listed once a second" |
*
* @param {Trading_Book_Caption_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_book_caption_as_of = /** @type {((inputs: Trading_Book_Caption_As_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Book_Caption_As_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_book_caption_as_of(inputs)
	if (locale === "ru") return __ru.trading_book_caption_as_of(inputs)
	if (locale === "en-XA") return __en_xa2.trading_book_caption_as_of(inputs)
	return __en.trading_book_caption_as_of(inputs)
});
/**
* | output |
* | --- |
* | "{side} as of {time}" |
*
* @param {Trading_Book_Caption_As_Of_EveryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_book_caption_as_of_every = /** @type {((inputs: Trading_Book_Caption_As_Of_EveryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Book_Caption_As_Of_EveryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_book_caption_as_of_every(inputs)
	if (locale === "ru") return __ru.trading_book_caption_as_of_every(inputs)
	if (locale === "en-XA") return __en_xa2.trading_book_caption_as_of_every(inputs)
	return __en.trading_book_caption_as_of_every(inputs)
});
/**
* | output |
* | --- |
* | "Depth chart" |
*
* @param {Trading_Depth_ChartInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_chart = /** @type {((inputs?: Trading_Depth_ChartInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_ChartInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_chart(inputs)
	if (locale === "ru") return __ru.trading_depth_chart(inputs)
	if (locale === "en-XA") return __en_xa2.trading_depth_chart(inputs)
	return __en.trading_depth_chart(inputs)
});
/**
* | output |
* | --- |
* | "Amount axis ({currency})" |
*
* @param {Trading_Amount_AxisInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_amount_axis = /** @type {((inputs: Trading_Amount_AxisInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Amount_AxisInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_amount_axis(inputs)
	if (locale === "ru") return __ru.trading_amount_axis(inputs)
	if (locale === "en-XA") return __en_xa2.trading_amount_axis(inputs)
	return __en.trading_amount_axis(inputs)
});
/**
* | output |
* | --- |
* | "Price axis ({currency})" |
*
* @param {Trading_Price_AxisInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_price_axis = /** @type {((inputs: Trading_Price_AxisInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Price_AxisInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_price_axis(inputs)
	if (locale === "ru") return __ru.trading_price_axis(inputs)
	if (locale === "en-XA") return __en_xa2.trading_price_axis(inputs)
	return __en.trading_price_axis(inputs)
});
/**
* | output |
* | --- |
* | "Price to read the depth at" |
*
* @param {Trading_Depth_SliderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_slider = /** @type {((inputs?: Trading_Depth_SliderInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_SliderInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_slider(inputs)
	if (locale === "ru") return __ru.trading_depth_slider(inputs)
	if (locale === "en-XA") return __en_xa2.trading_depth_slider(inputs)
	return __en.trading_depth_slider(inputs)
});
/**
* | output |
* | --- |
* | "Depth at the pointer" |
*
* @param {Trading_Depth_At_PointerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_at_pointer = /** @type {((inputs?: Trading_Depth_At_PointerInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_At_PointerInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_at_pointer(inputs)
	if (locale === "ru") return __ru.trading_depth_at_pointer(inputs)
	if (locale === "en-XA") return __en_xa2.trading_depth_at_pointer(inputs)
	return __en.trading_depth_at_pointer(inputs)
});
/**
* | output |
* | --- |
* | "Point at the chart, or focus it and use the arrow keys, to read the depth at a price." |
*
* @param {Trading_Depth_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_hint = /** @type {((inputs?: Trading_Depth_HintInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_HintInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_hint(inputs)
	if (locale === "ru") return __ru.trading_depth_hint(inputs)
	if (locale === "en-XA") return __en_xa2.trading_depth_hint(inputs)
	return __en.trading_depth_hint(inputs)
});
/**
* | output |
* | --- |
* | "Bids at {price} or higher: {volume}" |
*
* @param {Trading_Depth_Bids_AtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_bids_at = /** @type {((inputs: Trading_Depth_Bids_AtInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_Bids_AtInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_bids_at(inputs)
	if (locale === "ru") return __ru.trading_depth_bids_at(inputs)
	if (locale === "en-XA") return __en_xa2.trading_depth_bids_at(inputs)
	return __en.trading_depth_bids_at(inputs)
});
/**
* | output |
* | --- |
* | "Asks at {price} or lower: {volume}" |
*
* @param {Trading_Depth_Asks_AtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_asks_at = /** @type {((inputs: Trading_Depth_Asks_AtInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_Asks_AtInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_asks_at(inputs)
	if (locale === "ru") return __ru.trading_depth_asks_at(inputs)
	if (locale === "en-XA") return __en_xa2.trading_depth_asks_at(inputs)
	return __en.trading_depth_asks_at(inputs)
});
/**
* | output |
* | --- |
* | "Cumulative bids from {low} up to the mid price {mid}, asks up to {high}; deepest side {depth}." |
*
* @param {Trading_Depth_SummaryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_summary = /** @type {((inputs: Trading_Depth_SummaryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_SummaryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_summary(inputs)
	if (locale === "ru") return __ru.trading_depth_summary(inputs)
	if (locale === "en-XA") return __en_xa2.trading_depth_summary(inputs)
	return __en.trading_depth_summary(inputs)
});
/**
* | output |
* | --- |
* | "No orders to chart." |
*
* @param {Trading_Depth_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_depth_empty = /** @type {((inputs?: Trading_Depth_EmptyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_EmptyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_empty(inputs)
	if (locale === "ru") return __ru.trading_depth_empty(inputs)
	if (locale === "en-XA") return __en_xa2.trading_depth_empty(inputs)
	return __en.trading_depth_empty(inputs)
});
/**
* | output |
* | --- |
* | "Price in {currency}" |
*
* @param {Trading_Price_In_UnitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_price_in_unit = /** @type {((inputs: Trading_Price_In_UnitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Price_In_UnitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_price_in_unit(inputs)
	if (locale === "ru") return __ru.trading_price_in_unit(inputs)
	if (locale === "en-XA") return __en_xa2.trading_price_in_unit(inputs)
	return __en.trading_price_in_unit(inputs)
});
/**
* | output |
* | --- |
* | "Loading accounts…" |
*
* @param {Trading_Loading_AccountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_accounts = /** @type {((inputs?: Trading_Loading_AccountsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_AccountsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_accounts(inputs)
	if (locale === "ru") return __ru.trading_loading_accounts(inputs)
	if (locale === "en-XA") return __en_xa2.trading_loading_accounts(inputs)
	return __en.trading_loading_accounts(inputs)
});
/**
* | output |
* | --- |
* | "Account:" |
*
* @param {Trading_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_account = /** @type {((inputs?: Trading_AccountInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_AccountInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_account(inputs)
	if (locale === "ru") return __ru.trading_account(inputs)
	if (locale === "en-XA") return __en_xa2.trading_account(inputs)
	return __en.trading_account(inputs)
});
/**
* | output |
* | --- |
* | "Hide small balances" |
*
* @param {Trading_Hide_SmallInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_hide_small = /** @type {((inputs?: Trading_Hide_SmallInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Hide_SmallInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_hide_small(inputs)
	if (locale === "ru") return __ru.trading_hide_small(inputs)
	if (locale === "en-XA") return __en_xa2.trading_hide_small(inputs)
	return __en.trading_hide_small(inputs)
});
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Trading_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_refresh = /** @type {((inputs?: Trading_RefreshInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_RefreshInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_refresh(inputs)
	if (locale === "ru") return __ru.trading_refresh(inputs)
	if (locale === "en-XA") return __en_xa2.trading_refresh(inputs)
	return __en.trading_refresh(inputs)
});
/**
* | output |
* | --- |
* | "Small means worth less than 1 USD; empty balances count as small." |
*
* @param {Trading_Small_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_small_hint = /** @type {((inputs?: Trading_Small_HintInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Small_HintInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_small_hint(inputs)
	if (locale === "ru") return __ru.trading_small_hint(inputs)
	if (locale === "en-XA") return __en_xa2.trading_small_hint(inputs)
	return __en.trading_small_hint(inputs)
});
/**
* | output |
* | --- |
* | "Small means worth less than 1 USD ({value}); empty balances count as small." |
*
* @param {Trading_Small_Hint_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_small_hint_in = /** @type {((inputs: Trading_Small_Hint_InInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Small_Hint_InInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_small_hint_in(inputs)
	if (locale === "ru") return __ru.trading_small_hint_in(inputs)
	if (locale === "en-XA") return __en_xa2.trading_small_hint_in(inputs)
	return __en.trading_small_hint_in(inputs)
});
/**
* | output |
* | --- |
* | "Small means worth less than 1 USD (no rate to convert it); empty balances count as small." |
*
* @param {Trading_Small_Hint_No_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_small_hint_no_rate = /** @type {((inputs?: Trading_Small_Hint_No_RateInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Small_Hint_No_RateInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_small_hint_no_rate(inputs)
	if (locale === "ru") return __ru.trading_small_hint_no_rate(inputs)
	if (locale === "en-XA") return __en_xa2.trading_small_hint_no_rate(inputs)
	return __en.trading_small_hint_no_rate(inputs)
});
/**
* | output |
* | --- |
* | "Loading balances…" |
*
* @param {Trading_Loading_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_balances = /** @type {((inputs?: Trading_Loading_BalancesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_BalancesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_balances(inputs)
	if (locale === "ru") return __ru.trading_loading_balances(inputs)
	if (locale === "en-XA") return __en_xa2.trading_loading_balances(inputs)
	return __en.trading_loading_balances(inputs)
});
/**
* | output |
* | --- |
* | "Portfolio" |
*
* @param {Trading_PortfolioInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_portfolio = /** @type {((inputs?: Trading_PortfolioInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_PortfolioInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_portfolio(inputs)
	if (locale === "ru") return __ru.trading_portfolio(inputs)
	if (locale === "en-XA") return __en_xa2.trading_portfolio(inputs)
	return __en.trading_portfolio(inputs)
});
/**
* | output |
* | --- |
* | "Portfolio value" |
*
* @param {Trading_Portfolio_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_portfolio_value = /** @type {((inputs?: Trading_Portfolio_ValueInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Portfolio_ValueInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_portfolio_value(inputs)
	if (locale === "ru") return __ru.trading_portfolio_value(inputs)
	if (locale === "en-XA") return __en_xa2.trading_portfolio_value(inputs)
	return __en.trading_portfolio_value(inputs)
});
/**
* | output |
* | --- |
* | "as of {time}" |
*
* @param {Trading_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_as_of = /** @type {((inputs: Trading_As_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_As_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_as_of(inputs)
	if (locale === "ru") return __ru.trading_as_of(inputs)
	if (locale === "en-XA") return __en_xa2.trading_as_of(inputs)
	return __en.trading_as_of(inputs)
});
/**
* | output |
* | --- |
* | "As of {time}" |
*
* @param {Trading_As_Of_StartInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_as_of_start = /** @type {((inputs: Trading_As_Of_StartInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_As_Of_StartInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_as_of_start(inputs)
	if (locale === "ru") return __ru.trading_as_of_start(inputs)
	if (locale === "en-XA") return __en_xa2.trading_as_of_start(inputs)
	return __en.trading_as_of_start(inputs)
});
/**
* | output |
* | --- |
* | "Cannot be computed now" |
*
* @param {Trading_Cannot_ComputeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_cannot_compute = /** @type {((inputs?: Trading_Cannot_ComputeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Cannot_ComputeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_cannot_compute(inputs)
	if (locale === "ru") return __ru.trading_cannot_compute(inputs)
	if (locale === "en-XA") return __en_xa2.trading_cannot_compute(inputs)
	return __en.trading_cannot_compute(inputs)
});
/**
* | output |
* | --- |
* | "24 h change without {currencies} (no market to tell)." |
*
* @param {Trading_Change_WithoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_change_without = /** @type {((inputs: Trading_Change_WithoutInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Change_WithoutInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_change_without(inputs)
	if (locale === "ru") return __ru.trading_change_without(inputs)
	if (locale === "en-XA") return __en_xa2.trading_change_without(inputs)
	return __en.trading_change_without(inputs)
});
/**
* | output |
* | --- |
* | "Loading exchange rates…" |
*
* @param {Trading_Loading_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_rates = /** @type {((inputs?: Trading_Loading_RatesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_RatesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_rates(inputs)
	if (locale === "ru") return __ru.trading_loading_rates(inputs)
	if (locale === "en-XA") return __en_xa2.trading_loading_rates(inputs)
	return __en.trading_loading_rates(inputs)
});
/**
* | output |
* | --- |
* | "The figures shown are the last whole ones." |
*
* @param {Trading_Last_WholeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_last_whole = /** @type {((inputs?: Trading_Last_WholeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Last_WholeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_last_whole(inputs)
	if (locale === "ru") return __ru.trading_last_whole(inputs)
	if (locale === "en-XA") return __en_xa2.trading_last_whole(inputs)
	return __en.trading_last_whole(inputs)
});
/**
* | output |
* | --- |
* | "This account holds nothing yet." |
*
* @param {Trading_Holds_NothingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_holds_nothing = /** @type {((inputs?: Trading_Holds_NothingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Holds_NothingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_holds_nothing(inputs)
	if (locale === "ru") return __ru.trading_holds_nothing(inputs)
	if (locale === "en-XA") return __en_xa2.trading_holds_nothing(inputs)
	return __en.trading_holds_nothing(inputs)
});
/**
* | output |
* | --- |
* | "No balance is worth 1 USD or more. Clear “Hide small balances” to see them all." |
*
* @param {Trading_All_SmallInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_all_small = /** @type {((inputs?: Trading_All_SmallInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_All_SmallInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_all_small(inputs)
	if (locale === "ru") return __ru.trading_all_small(inputs)
	if (locale === "en-XA") return __en_xa2.trading_all_small(inputs)
	return __en.trading_all_small(inputs)
});
/**
* | output |
* | --- |
* | "Balances" |
*
* @param {Trading_Balances_TableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_balances_table = /** @type {((inputs?: Trading_Balances_TableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Balances_TableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_balances_table(inputs)
	if (locale === "ru") return __ru.trading_balances_table(inputs)
	if (locale === "en-XA") return __en_xa2.trading_balances_table(inputs)
	return __en.trading_balances_table(inputs)
});
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Trading_Col_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_currency = /** @type {((inputs?: Trading_Col_CurrencyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_CurrencyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_currency(inputs)
	if (locale === "ru") return __ru.trading_col_currency(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_currency(inputs)
	return __en.trading_col_currency(inputs)
});
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Trading_Col_TotalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_total = /** @type {((inputs?: Trading_Col_TotalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_TotalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_total(inputs)
	if (locale === "ru") return __ru.trading_col_total(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_total(inputs)
	return __en.trading_col_total(inputs)
});
/**
* | output |
* | --- |
* | "Available" |
*
* @param {Trading_Col_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_available = /** @type {((inputs?: Trading_Col_AvailableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_AvailableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_available(inputs)
	if (locale === "ru") return __ru.trading_col_available(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_available(inputs)
	return __en.trading_col_available(inputs)
});
/**
* | output |
* | --- |
* | "Locked" |
*
* @param {Trading_Col_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_locked = /** @type {((inputs?: Trading_Col_LockedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_LockedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_locked(inputs)
	if (locale === "ru") return __ru.trading_col_locked(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_locked(inputs)
	return __en.trading_col_locked(inputs)
});
/**
* | output |
* | --- |
* | "Value ({currency})" |
*
* @param {Trading_Col_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_value = /** @type {((inputs: Trading_Col_ValueInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_ValueInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_value(inputs)
	if (locale === "ru") return __ru.trading_col_value(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_value(inputs)
	return __en.trading_col_value(inputs)
});
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Trading_Col_ShareInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_share = /** @type {((inputs?: Trading_Col_ShareInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_ShareInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_share(inputs)
	if (locale === "ru") return __ru.trading_col_share(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_share(inputs)
	return __en.trading_col_share(inputs)
});
/**
* | output |
* | --- |
* | "The exchange rates cannot be read now, so what you hold in other currencies than {currency} cannot be valued." |
*
* @param {Trading_No_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_rates = /** @type {((inputs: Trading_No_RatesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_RatesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_rates(inputs)
	if (locale === "ru") return __ru.trading_no_rates(inputs)
	if (locale === "en-XA") return __en_xa2.trading_no_rates(inputs)
	return __en.trading_no_rates(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The exchange gives no rate for {currencies}, so it cannot be valued in {currency}." |
* | "other" | "The exchange gives no rate for {currencies}, so they cannot be valued in {currency}." |
*
* @param {Trading_No_Rate_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_rate_for = /** @type {((inputs: Trading_No_Rate_ForInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_Rate_ForInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_rate_for(inputs)
	if (locale === "ru") return __ru.trading_no_rate_for(inputs)
	if (locale === "en-XA") return __en_xa2.trading_no_rate_for(inputs)
	return __en.trading_no_rate_for(inputs)
});
/**
* | output |
* | --- |
* | "Other" |
*
* @param {Trading_OtherInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_other = /** @type {((inputs?: Trading_OtherInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_OtherInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_other(inputs)
	if (locale === "ru") return __ru.trading_other(inputs)
	if (locale === "en-XA") return __en_xa2.trading_other(inputs)
	return __en.trading_other(inputs)
});
/**
* | output |
* | --- |
* | "Allocation: nothing priced to show" |
*
* @param {Trading_Allocation_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_allocation_none = /** @type {((inputs?: Trading_Allocation_NoneInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Allocation_NoneInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_allocation_none(inputs)
	if (locale === "ru") return __ru.trading_allocation_none(inputs)
	if (locale === "en-XA") return __en_xa2.trading_allocation_none(inputs)
	return __en.trading_allocation_none(inputs)
});
/**
* | output |
* | --- |
* | "Allocation: {slices}" |
*
* @param {Trading_Allocation_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_allocation_of = /** @type {((inputs: Trading_Allocation_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Allocation_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_allocation_of(inputs)
	if (locale === "ru") return __ru.trading_allocation_of(inputs)
	if (locale === "en-XA") return __en_xa2.trading_allocation_of(inputs)
	return __en.trading_allocation_of(inputs)
});
/**
* | output |
* | --- |
* | "Portfolio value from {from} to {to}: {first} to {last}" |
*
* @param {Trading_History_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_label = /** @type {((inputs: Trading_History_LabelInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_LabelInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_label(inputs)
	if (locale === "ru") return __ru.trading_history_label(inputs)
	if (locale === "en-XA") return __en_xa2.trading_history_label(inputs)
	return __en.trading_history_label(inputs)
});
/**
* | output |
* | --- |
* | "Portfolio value from {from} to {to}: {first} to {last}, lowest {min}, highest {max}" |
*
* @param {Trading_History_Label_RangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_label_range = /** @type {((inputs: Trading_History_Label_RangeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_Label_RangeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_label_range(inputs)
	if (locale === "ru") return __ru.trading_history_label_range(inputs)
	if (locale === "en-XA") return __en_xa2.trading_history_label_range(inputs)
	return __en.trading_history_label_range(inputs)
});
/**
* | output |
* | --- |
* | "As Satchel saw it while it was open (kept on this computer)." |
*
* @param {Trading_History_SeenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_seen = /** @type {((inputs?: Trading_History_SeenInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_SeenInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_seen(inputs)
	if (locale === "ru") return __ru.trading_history_seen(inputs)
	if (locale === "en-XA") return __en_xa2.trading_history_seen(inputs)
	return __en.trading_history_seen(inputs)
});
/**
* | output |
* | --- |
* | "The value over time appears here as Satchel keeps polling (a point a minute, kept on this computer)." |
*
* @param {Trading_History_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_empty = /** @type {((inputs?: Trading_History_EmptyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_EmptyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_empty(inputs)
	if (locale === "ru") return __ru.trading_history_empty(inputs)
	if (locale === "en-XA") return __en_xa2.trading_history_empty(inputs)
	return __en.trading_history_empty(inputs)
});
/**
* | output |
* | --- |
* | "Open orders" |
*
* @param {Trading_Tab_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_tab_open = /** @type {((inputs?: Trading_Tab_OpenInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Tab_OpenInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_tab_open(inputs)
	if (locale === "ru") return __ru.trading_tab_open(inputs)
	if (locale === "en-XA") return __en_xa2.trading_tab_open(inputs)
	return __en.trading_tab_open(inputs)
});
/**
* | output |
* | --- |
* | "History" |
*
* @param {Trading_Tab_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_tab_history = /** @type {((inputs?: Trading_Tab_HistoryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Tab_HistoryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_tab_history(inputs)
	if (locale === "ru") return __ru.trading_tab_history(inputs)
	if (locale === "en-XA") return __en_xa2.trading_tab_history(inputs)
	return __en.trading_tab_history(inputs)
});
/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Trading_Orders_TabsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_orders_tabs = /** @type {((inputs?: Trading_Orders_TabsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Orders_TabsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_orders_tabs(inputs)
	if (locale === "ru") return __ru.trading_orders_tabs(inputs)
	if (locale === "en-XA") return __en_xa2.trading_orders_tabs(inputs)
	return __en.trading_orders_tabs(inputs)
});
/**
* | output |
* | --- |
* | "Times in {zone}" |
*
* @param {Trading_Times_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_times_in = /** @type {((inputs: Trading_Times_InInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Times_InInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_times_in(inputs)
	if (locale === "ru") return __ru.trading_times_in(inputs)
	if (locale === "en-XA") return __en_xa2.trading_times_in(inputs)
	return __en.trading_times_in(inputs)
});
/**
* | output |
* | --- |
* | "Last updated {time}: these orders may be out of date." |
*
* @param {Trading_Stale_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_stale_orders = /** @type {((inputs: Trading_Stale_OrdersInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Stale_OrdersInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_stale_orders(inputs)
	if (locale === "ru") return __ru.trading_stale_orders(inputs)
	if (locale === "en-XA") return __en_xa2.trading_stale_orders(inputs)
	return __en.trading_stale_orders(inputs)
});
/**
* | output |
* | --- |
* | "All markets" |
*
* @param {Trading_All_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_all_markets = /** @type {((inputs?: Trading_All_MarketsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_All_MarketsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_all_markets(inputs)
	if (locale === "ru") return __ru.trading_all_markets(inputs)
	if (locale === "en-XA") return __en_xa2.trading_all_markets(inputs)
	return __en.trading_all_markets(inputs)
});
/**
* | output |
* | --- |
* | "Cancel selected ({count})" |
*
* @param {Trading_Cancel_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_cancel_selected = /** @type {((inputs: Trading_Cancel_SelectedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Cancel_SelectedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_cancel_selected(inputs)
	if (locale === "ru") return __ru.trading_cancel_selected(inputs)
	if (locale === "en-XA") return __en_xa2.trading_cancel_selected(inputs)
	return __en.trading_cancel_selected(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to cancel orders." |
*
* @param {Trading_Unlock_To_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_unlock_to_cancel = /** @type {((inputs?: Trading_Unlock_To_CancelInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Unlock_To_CancelInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_unlock_to_cancel(inputs)
	if (locale === "ru") return __ru.trading_unlock_to_cancel(inputs)
	if (locale === "en-XA") return __en_xa2.trading_unlock_to_cancel(inputs)
	return __en.trading_unlock_to_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Waiting for your confirmation…" |
*
* @param {Trading_Waiting_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_waiting_confirmation = /** @type {((inputs?: Trading_Waiting_ConfirmationInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Waiting_ConfirmationInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_waiting_confirmation(inputs)
	if (locale === "ru") return __ru.trading_waiting_confirmation(inputs)
	if (locale === "en-XA") return __en_xa2.trading_waiting_confirmation(inputs)
	return __en.trading_waiting_confirmation(inputs)
});
/**
* | output |
* | --- |
* | "Loading open orders…" |
*
* @param {Trading_Loading_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_open = /** @type {((inputs?: Trading_Loading_OpenInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_OpenInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_open(inputs)
	if (locale === "ru") return __ru.trading_loading_open(inputs)
	if (locale === "en-XA") return __en_xa2.trading_loading_open(inputs)
	return __en.trading_loading_open(inputs)
});
/**
* | output |
* | --- |
* | "No open orders." |
*
* @param {Trading_No_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_open = /** @type {((inputs?: Trading_No_OpenInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_OpenInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_open(inputs)
	if (locale === "ru") return __ru.trading_no_open(inputs)
	if (locale === "en-XA") return __en_xa2.trading_no_open(inputs)
	return __en.trading_no_open(inputs)
});
/**
* | output |
* | --- |
* | "Select all shown orders" |
*
* @param {Trading_Select_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_select_all = /** @type {((inputs?: Trading_Select_AllInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Select_AllInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_select_all(inputs)
	if (locale === "ru") return __ru.trading_select_all(inputs)
	if (locale === "en-XA") return __en_xa2.trading_select_all(inputs)
	return __en.trading_select_all(inputs)
});
/**
* | output |
* | --- |
* | "Side" |
*
* @param {Trading_Col_SideInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_side = /** @type {((inputs?: Trading_Col_SideInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_SideInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_side(inputs)
	if (locale === "ru") return __ru.trading_col_side(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_side(inputs)
	return __en.trading_col_side(inputs)
});
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Trading_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_type = /** @type {((inputs?: Trading_Col_TypeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_TypeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_type(inputs)
	if (locale === "ru") return __ru.trading_col_type(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_type(inputs)
	return __en.trading_col_type(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Trading_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_price = /** @type {((inputs?: Trading_Col_PriceInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_PriceInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_price(inputs)
	if (locale === "ru") return __ru.trading_col_price(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_price(inputs)
	return __en.trading_col_price(inputs)
});
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Trading_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_amount = /** @type {((inputs?: Trading_Col_AmountInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_AmountInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_amount(inputs)
	if (locale === "ru") return __ru.trading_col_amount(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_amount(inputs)
	return __en.trading_col_amount(inputs)
});
/**
* | output |
* | --- |
* | "Filled" |
*
* @param {Trading_Col_FilledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_filled = /** @type {((inputs?: Trading_Col_FilledInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_FilledInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_filled(inputs)
	if (locale === "ru") return __ru.trading_col_filled(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_filled(inputs)
	return __en.trading_col_filled(inputs)
});
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Trading_Col_CreatedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_created = /** @type {((inputs?: Trading_Col_CreatedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_CreatedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_created(inputs)
	if (locale === "ru") return __ru.trading_col_created(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_created(inputs)
	return __en.trading_col_created(inputs)
});
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Trading_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_actions = /** @type {((inputs?: Trading_Col_ActionsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_ActionsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_actions(inputs)
	if (locale === "ru") return __ru.trading_col_actions(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_actions(inputs)
	return __en.trading_col_actions(inputs)
});
/**
* | output |
* | --- |
* | "Select order {id}" |
*
* @param {Trading_Select_OrderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_select_order = /** @type {((inputs: Trading_Select_OrderInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Select_OrderInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_select_order(inputs)
	if (locale === "ru") return __ru.trading_select_order(inputs)
	if (locale === "en-XA") return __en_xa2.trading_select_order(inputs)
	return __en.trading_select_order(inputs)
});
/**
* | output |
* | --- |
* | "Cancel order {id}" |
*
* @param {Trading_Cancel_OrderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_cancel_order = /** @type {((inputs: Trading_Cancel_OrderInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Cancel_OrderInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_cancel_order(inputs)
	if (locale === "ru") return __ru.trading_cancel_order(inputs)
	if (locale === "en-XA") return __en_xa2.trading_cancel_order(inputs)
	return __en.trading_cancel_order(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Trading_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_cancel = /** @type {((inputs?: Trading_CancelInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_CancelInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_cancel(inputs)
	if (locale === "ru") return __ru.trading_cancel(inputs)
	if (locale === "en-XA") return __en_xa2.trading_cancel(inputs)
	return __en.trading_cancel(inputs)
});
/**
* | output |
* | --- |
* | "No open orders in this market." |
*
* @param {Trading_No_Open_In_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_open_in_market = /** @type {((inputs?: Trading_No_Open_In_MarketInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_Open_In_MarketInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_open_in_market(inputs)
	if (locale === "ru") return __ru.trading_no_open_in_market(inputs)
	if (locale === "en-XA") return __en_xa2.trading_no_open_in_market(inputs)
	return __en.trading_no_open_in_market(inputs)
});
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Trading_BuyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_buy = /** @type {((inputs?: Trading_BuyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_BuyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_buy(inputs)
	if (locale === "ru") return __ru.trading_buy(inputs)
	if (locale === "en-XA") return __en_xa2.trading_buy(inputs)
	return __en.trading_buy(inputs)
});
/**
* | output |
* | --- |
* | "Sell" |
*
* @param {Trading_SellInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_sell = /** @type {((inputs?: Trading_SellInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_SellInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_sell(inputs)
	if (locale === "ru") return __ru.trading_sell(inputs)
	if (locale === "en-XA") return __en_xa2.trading_sell(inputs)
	return __en.trading_sell(inputs)
});
/**
* | output |
* | --- |
* | "Limit" |
*
* @param {Trading_Type_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_type_limit = /** @type {((inputs?: Trading_Type_LimitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Type_LimitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_type_limit(inputs)
	if (locale === "ru") return __ru.trading_type_limit(inputs)
	if (locale === "en-XA") return __en_xa2.trading_type_limit(inputs)
	return __en.trading_type_limit(inputs)
});
/**
* | output |
* | --- |
* | "Market" |
*
* @param {Trading_Type_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_type_market = /** @type {((inputs?: Trading_Type_MarketInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Type_MarketInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_type_market(inputs)
	if (locale === "ru") return __ru.trading_type_market(inputs)
	if (locale === "en-XA") return __en_xa2.trading_type_market(inputs)
	return __en.trading_type_market(inputs)
});
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Trading_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_status_active = /** @type {((inputs?: Trading_Status_ActiveInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Status_ActiveInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_status_active(inputs)
	if (locale === "ru") return __ru.trading_status_active(inputs)
	if (locale === "en-XA") return __en_xa2.trading_status_active(inputs)
	return __en.trading_status_active(inputs)
});
/**
* | output |
* | --- |
* | "Executed" |
*
* @param {Trading_Status_ExecutedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_status_executed = /** @type {((inputs?: Trading_Status_ExecutedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Status_ExecutedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_status_executed(inputs)
	if (locale === "ru") return __ru.trading_status_executed(inputs)
	if (locale === "en-XA") return __en_xa2.trading_status_executed(inputs)
	return __en.trading_status_executed(inputs)
});
/**
* | output |
* | --- |
* | "Market" |
*
* @param {Trading_Price_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_price_market = /** @type {((inputs?: Trading_Price_MarketInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Price_MarketInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_price_market(inputs)
	if (locale === "ru") return __ru.trading_price_market(inputs)
	if (locale === "en-XA") return __en_xa2.trading_price_market(inputs)
	return __en.trading_price_market(inputs)
});
/**
* | output |
* | --- |
* | "The exchange did not answer in time, so Satchel cannot tell whether it happened. The list has been refreshed: check it before trying again." |
*
* @param {Trading_Outcome_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_outcome_unknown = /** @type {((inputs?: Trading_Outcome_UnknownInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Outcome_UnknownInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_outcome_unknown(inputs)
	if (locale === "ru") return __ru.trading_outcome_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.trading_outcome_unknown(inputs)
	return __en.trading_outcome_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Order {id} was cancelled. What it held is available again." |
*
* @param {Trading_Order_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_order_cancelled = /** @type {((inputs: Trading_Order_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Order_CancelledInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_order_cancelled(inputs)
	if (locale === "ru") return __ru.trading_order_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.trading_order_cancelled(inputs)
	return __en.trading_order_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was cancelled." |
*
* @param {Trading_Nothing_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_nothing_cancelled = /** @type {((inputs?: Trading_Nothing_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Nothing_CancelledInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_nothing_cancelled(inputs)
	if (locale === "ru") return __ru.trading_nothing_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.trading_nothing_cancelled(inputs)
	return __en.trading_nothing_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "The exchange accepted the cancellation. The list has been refreshed to show what is still open." |
*
* @param {Trading_Cancel_AcceptedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_cancel_accepted = /** @type {((inputs?: Trading_Cancel_AcceptedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Cancel_AcceptedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_cancel_accepted(inputs)
	if (locale === "ru") return __ru.trading_cancel_accepted(inputs)
	if (locale === "en-XA") return __en_xa2.trading_cancel_accepted(inputs)
	return __en.trading_cancel_accepted(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} order was cancelled." |
* | "other" | "{count} orders were cancelled." |
*
* @param {Trading_Orders_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_orders_cancelled = /** @type {((inputs: Trading_Orders_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Orders_CancelledInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_orders_cancelled(inputs)
	if (locale === "ru") return __ru.trading_orders_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.trading_orders_cancelled(inputs)
	return __en.trading_orders_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Not cancelled: {ids}. The list has been refreshed." |
*
* @param {Trading_Not_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_not_cancelled = /** @type {((inputs: Trading_Not_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Not_CancelledInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_not_cancelled(inputs)
	if (locale === "ru") return __ru.trading_not_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.trading_not_cancelled(inputs)
	return __en.trading_not_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Trading_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_from = /** @type {((inputs?: Trading_FromInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_FromInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_from(inputs)
	if (locale === "ru") return __ru.trading_from(inputs)
	if (locale === "en-XA") return __en_xa2.trading_from(inputs)
	return __en.trading_from(inputs)
});
/**
* | output |
* | --- |
* | "To" |
*
* @param {Trading_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_to = /** @type {((inputs?: Trading_ToInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_ToInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_to(inputs)
	if (locale === "ru") return __ru.trading_to(inputs)
	if (locale === "en-XA") return __en_xa2.trading_to(inputs)
	return __en.trading_to(inputs)
});
/**
* | output |
* | --- |
* | "Limit" |
*
* @param {Trading_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_limit = /** @type {((inputs?: Trading_LimitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_LimitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_limit(inputs)
	if (locale === "ru") return __ru.trading_limit(inputs)
	if (locale === "en-XA") return __en_xa2.trading_limit(inputs)
	return __en.trading_limit(inputs)
});
/**
* | output |
* | --- |
* | "Sort" |
*
* @param {Trading_SortInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_sort = /** @type {((inputs?: Trading_SortInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_SortInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_sort(inputs)
	if (locale === "ru") return __ru.trading_sort(inputs)
	if (locale === "en-XA") return __en_xa2.trading_sort(inputs)
	return __en.trading_sort(inputs)
});
/**
* | output |
* | --- |
* | "Newest first" |
*
* @param {Trading_Newest_FirstInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_newest_first = /** @type {((inputs?: Trading_Newest_FirstInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Newest_FirstInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_newest_first(inputs)
	if (locale === "ru") return __ru.trading_newest_first(inputs)
	if (locale === "en-XA") return __en_xa2.trading_newest_first(inputs)
	return __en.trading_newest_first(inputs)
});
/**
* | output |
* | --- |
* | "Oldest first" |
*
* @param {Trading_Oldest_FirstInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_oldest_first = /** @type {((inputs?: Trading_Oldest_FirstInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Oldest_FirstInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_oldest_first(inputs)
	if (locale === "ru") return __ru.trading_oldest_first(inputs)
	if (locale === "en-XA") return __en_xa2.trading_oldest_first(inputs)
	return __en.trading_oldest_first(inputs)
});
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Trading_ShowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_show = /** @type {((inputs?: Trading_ShowInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_ShowInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_show(inputs)
	if (locale === "ru") return __ru.trading_show(inputs)
	if (locale === "en-XA") return __en_xa2.trading_show(inputs)
	return __en.trading_show(inputs)
});
/**
* | output |
* | --- |
* | "Loading order history…" |
*
* @param {Trading_Loading_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_history = /** @type {((inputs?: Trading_Loading_HistoryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_HistoryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_history(inputs)
	if (locale === "ru") return __ru.trading_loading_history(inputs)
	if (locale === "en-XA") return __en_xa2.trading_loading_history(inputs)
	return __en.trading_loading_history(inputs)
});
/**
* | output |
* | --- |
* | "No orders in this period." |
*
* @param {Trading_No_Orders_In_PeriodInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_orders_in_period = /** @type {((inputs?: Trading_No_Orders_In_PeriodInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_Orders_In_PeriodInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_orders_in_period(inputs)
	if (locale === "ru") return __ru.trading_no_orders_in_period(inputs)
	if (locale === "en-XA") return __en_xa2.trading_no_orders_in_period(inputs)
	return __en.trading_no_orders_in_period(inputs)
});
/**
* | output |
* | --- |
* | "Order history" |
*
* @param {Trading_Order_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_order_history = /** @type {((inputs?: Trading_Order_HistoryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Order_HistoryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_order_history(inputs)
	if (locale === "ru") return __ru.trading_order_history(inputs)
	if (locale === "en-XA") return __en_xa2.trading_order_history(inputs)
	return __en.trading_order_history(inputs)
});
/**
* | output |
* | --- |
* | "Average price" |
*
* @param {Trading_Col_AverageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_average = /** @type {((inputs?: Trading_Col_AverageInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_AverageInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_average(inputs)
	if (locale === "ru") return __ru.trading_col_average(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_average(inputs)
	return __en.trading_col_average(inputs)
});
/**
* | output |
* | --- |
* | "Executed" |
*
* @param {Trading_Col_ExecutedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_executed = /** @type {((inputs?: Trading_Col_ExecutedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_ExecutedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_executed(inputs)
	if (locale === "ru") return __ru.trading_col_executed(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_executed(inputs)
	return __en.trading_col_executed(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Trading_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_status = /** @type {((inputs?: Trading_Col_StatusInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_StatusInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_status(inputs)
	if (locale === "ru") return __ru.trading_col_status(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_status(inputs)
	return __en.trading_col_status(inputs)
});
/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Trading_Col_ClosedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_closed = /** @type {((inputs?: Trading_Col_ClosedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_ClosedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_closed(inputs)
	if (locale === "ru") return __ru.trading_col_closed(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_closed(inputs)
	return __en.trading_col_closed(inputs)
});
/**
* | output |
* | --- |
* | "Trades" |
*
* @param {Trading_Col_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_trades = /** @type {((inputs?: Trading_Col_TradesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_TradesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_trades(inputs)
	if (locale === "ru") return __ru.trading_col_trades(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_trades(inputs)
	return __en.trading_col_trades(inputs)
});
/**
* | output |
* | --- |
* | "average {price}" |
*
* @param {Trading_Average_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_average_of = /** @type {((inputs: Trading_Average_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Average_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_average_of(inputs)
	if (locale === "ru") return __ru.trading_average_of(inputs)
	if (locale === "en-XA") return __en_xa2.trading_average_of(inputs)
	return __en.trading_average_of(inputs)
});
/**
* | output |
* | --- |
* | "Show trades of order {id}" |
*
* @param {Trading_Show_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_show_trades = /** @type {((inputs: Trading_Show_TradesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Show_TradesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_show_trades(inputs)
	if (locale === "ru") return __ru.trading_show_trades(inputs)
	if (locale === "en-XA") return __en_xa2.trading_show_trades(inputs)
	return __en.trading_show_trades(inputs)
});
/**
* | output |
* | --- |
* | "Trades" |
*
* @param {Trading_Trades_ButtonInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_trades_button = /** @type {((inputs?: Trading_Trades_ButtonInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Trades_ButtonInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_trades_button(inputs)
	if (locale === "ru") return __ru.trading_trades_button(inputs)
	if (locale === "en-XA") return __en_xa2.trading_trades_button(inputs)
	return __en.trading_trades_button(inputs)
});
/**
* | output |
* | --- |
* | "Loading trades…" |
*
* @param {Trading_Loading_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_loading_trades = /** @type {((inputs?: Trading_Loading_TradesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_TradesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_trades(inputs)
	if (locale === "ru") return __ru.trading_loading_trades(inputs)
	if (locale === "en-XA") return __en_xa2.trading_loading_trades(inputs)
	return __en.trading_loading_trades(inputs)
});
/**
* | output |
* | --- |
* | "Order {id} has no trades." |
*
* @param {Trading_No_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_no_trades = /** @type {((inputs: Trading_No_TradesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_TradesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_trades(inputs)
	if (locale === "ru") return __ru.trading_no_trades(inputs)
	if (locale === "en-XA") return __en_xa2.trading_no_trades(inputs)
	return __en.trading_no_trades(inputs)
});
/**
* | output |
* | --- |
* | "Trades of order {id}" |
*
* @param {Trading_Trades_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_trades_of = /** @type {((inputs: Trading_Trades_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Trades_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_trades_of(inputs)
	if (locale === "ru") return __ru.trading_trades_of(inputs)
	if (locale === "en-XA") return __en_xa2.trading_trades_of(inputs)
	return __en.trading_trades_of(inputs)
});
/**
* | output |
* | --- |
* | "Time" |
*
* @param {Trading_Col_TimeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_time = /** @type {((inputs?: Trading_Col_TimeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_TimeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_time(inputs)
	if (locale === "ru") return __ru.trading_col_time(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_time(inputs)
	return __en.trading_col_time(inputs)
});
/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Trading_Col_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_rate = /** @type {((inputs?: Trading_Col_RateInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_RateInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_rate(inputs)
	if (locale === "ru") return __ru.trading_col_rate(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_rate(inputs)
	return __en.trading_col_rate(inputs)
});
/**
* | output |
* | --- |
* | "Role" |
*
* @param {Trading_Col_RoleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_role = /** @type {((inputs?: Trading_Col_RoleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_RoleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_role(inputs)
	if (locale === "ru") return __ru.trading_col_role(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_role(inputs)
	return __en.trading_col_role(inputs)
});
/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Trading_Col_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_fee = /** @type {((inputs?: Trading_Col_FeeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_FeeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_fee(inputs)
	if (locale === "ru") return __ru.trading_col_fee(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_fee(inputs)
	return __en.trading_col_fee(inputs)
});
/**
* | output |
* | --- |
* | "Fee currency" |
*
* @param {Trading_Col_Fee_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_col_fee_currency = /** @type {((inputs?: Trading_Col_Fee_CurrencyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_Fee_CurrencyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_fee_currency(inputs)
	if (locale === "ru") return __ru.trading_col_fee_currency(inputs)
	if (locale === "en-XA") return __en_xa2.trading_col_fee_currency(inputs)
	return __en.trading_col_fee_currency(inputs)
});
/**
* | output |
* | --- |
* | "Maker" |
*
* @param {Trading_MakerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_maker = /** @type {((inputs?: Trading_MakerInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_MakerInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_maker(inputs)
	if (locale === "ru") return __ru.trading_maker(inputs)
	if (locale === "en-XA") return __en_xa2.trading_maker(inputs)
	return __en.trading_maker(inputs)
});
/**
* | output |
* | --- |
* | "Taker" |
*
* @param {Trading_TakerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_taker = /** @type {((inputs?: Trading_TakerInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_TakerInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_taker(inputs)
	if (locale === "ru") return __ru.trading_taker(inputs)
	if (locale === "en-XA") return __en_xa2.trading_taker(inputs)
	return __en.trading_taker(inputs)
});
/**
* | output |
* | --- |
* | "Enter the “To” date as a calendar date." |
*
* @param {Trading_History_To_DateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_to_date = /** @type {((inputs?: Trading_History_To_DateInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_To_DateInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_to_date(inputs)
	if (locale === "ru") return __ru.trading_history_to_date(inputs)
	if (locale === "en-XA") return __en_xa2.trading_history_to_date(inputs)
	return __en.trading_history_to_date(inputs)
});
/**
* | output |
* | --- |
* | "Enter the “From” date as a calendar date." |
*
* @param {Trading_History_From_DateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_from_date = /** @type {((inputs?: Trading_History_From_DateInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_From_DateInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_from_date(inputs)
	if (locale === "ru") return __ru.trading_history_from_date(inputs)
	if (locale === "en-XA") return __en_xa2.trading_history_from_date(inputs)
	return __en.trading_history_from_date(inputs)
});
/**
* | output |
* | --- |
* | "Choose a “From” date after 1970." |
*
* @param {Trading_History_From_1970Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_from_1970 = /** @type {((inputs?: Trading_History_From_1970Inputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_From_1970Inputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_from_1970(inputs)
	if (locale === "ru") return __ru.trading_history_from_1970(inputs)
	if (locale === "en-XA") return __en_xa2.trading_history_from_1970(inputs)
	return __en.trading_history_from_1970(inputs)
});
/**
* | output |
* | --- |
* | "“From” must not be after “To”." |
*
* @param {Trading_History_From_After_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_from_after_to = /** @type {((inputs?: Trading_History_From_After_ToInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_From_After_ToInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_from_after_to(inputs)
	if (locale === "ru") return __ru.trading_history_from_after_to(inputs)
	if (locale === "en-XA") return __en_xa2.trading_history_from_after_to(inputs)
	return __en.trading_history_from_after_to(inputs)
});
/**
* | output |
* | --- |
* | "Show between 1 and {max} orders." |
*
* @param {Trading_History_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const trading_history_limit = /** @type {((inputs: Trading_History_LimitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_LimitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_limit(inputs)
	if (locale === "ru") return __ru.trading_history_limit(inputs)
	if (locale === "en-XA") return __en_xa2.trading_history_limit(inputs)
	return __en.trading_history_limit(inputs)
});
/**
* | output |
* | --- |
* | "exchange" |
*
* @param {Core_Party_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_party_exchange = /** @type {((inputs?: Core_Party_ExchangeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Party_ExchangeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_party_exchange(inputs)
	if (locale === "ru") return __ru.core_party_exchange(inputs)
	if (locale === "en-XA") return __en_xa2.core_party_exchange(inputs)
	return __en.core_party_exchange(inputs)
});
/**
* | output |
* | --- |
* | "payment gateway" |
*
* @param {Core_Party_GatewayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_party_gateway = /** @type {((inputs?: Core_Party_GatewayInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Party_GatewayInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_party_gateway(inputs)
	if (locale === "ru") return __ru.core_party_gateway(inputs)
	if (locale === "en-XA") return __en_xa2.core_party_gateway(inputs)
	return __en.core_party_gateway(inputs)
});
/**
* | output |
* | --- |
* | "The {party} at {host} is limiting requests right now (HTTP 429). Satchel will try again shortly." |
*
* @param {Core_Server_LimitingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_limiting = /** @type {((inputs: Core_Server_LimitingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_LimitingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_limiting(inputs)
	if (locale === "ru") return __ru.core_server_limiting(inputs)
	if (locale === "en-XA") return __en_xa2.core_server_limiting(inputs)
	return __en.core_server_limiting(inputs)
});
/**
* | output |
* | --- |
* | "The {party} at {host} is having trouble (HTTP {status}). Satchel will try again shortly." |
*
* @param {Core_Server_TroubleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_trouble = /** @type {((inputs: Core_Server_TroubleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_TroubleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_trouble(inputs)
	if (locale === "ru") return __ru.core_server_trouble(inputs)
	if (locale === "en-XA") return __en_xa2.core_server_trouble(inputs)
	return __en.core_server_trouble(inputs)
});
/**
* | output |
* | --- |
* | "The {party} at {host} answered with a web page instead of data (HTTP {status}). It may be blocked from this network or under maintenance." |
*
* @param {Core_Server_Web_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_web_page = /** @type {((inputs: Core_Server_Web_PageInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_Web_PageInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_web_page(inputs)
	if (locale === "ru") return __ru.core_server_web_page(inputs)
	if (locale === "en-XA") return __en_xa2.core_server_web_page(inputs)
	return __en.core_server_web_page(inputs)
});
/**
* | output |
* | --- |
* | "The {party} at {host} answered with a web page instead of data. It may be blocked from this network or under maintenance." |
*
* @param {Core_Server_Web_Page_OkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_web_page_ok = /** @type {((inputs: Core_Server_Web_Page_OkInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_Web_Page_OkInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_web_page_ok(inputs)
	if (locale === "ru") return __ru.core_server_web_page_ok(inputs)
	if (locale === "en-XA") return __en_xa2.core_server_web_page_ok(inputs)
	return __en.core_server_web_page_ok(inputs)
});
/**
* | output |
* | --- |
* | "The {party} at {host} sent a number too long or too large to be an amount. Satchel did not read the answer." |
*
* @param {Core_Server_Number_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_number_too_long = /** @type {((inputs: Core_Server_Number_Too_LongInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_Number_Too_LongInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_number_too_long(inputs)
	if (locale === "ru") return __ru.core_server_number_too_long(inputs)
	if (locale === "en-XA") return __en_xa2.core_server_number_too_long(inputs)
	return __en.core_server_number_too_long(inputs)
});
/**
* | output |
* | --- |
* | "The {party} does not know this." |
*
* @param {Core_Server_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_not_found = /** @type {((inputs: Core_Server_Not_FoundInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_Not_FoundInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_not_found(inputs)
	if (locale === "ru") return __ru.core_server_not_found(inputs)
	if (locale === "en-XA") return __en_xa2.core_server_not_found(inputs)
	return __en.core_server_not_found(inputs)
});
/**
* | output |
* | --- |
* | "The {party} does not know this: {said}" |
*
* @param {Core_Server_Not_Found_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_not_found_said = /** @type {((inputs: Core_Server_Not_Found_SaidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_Not_Found_SaidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_not_found_said(inputs)
	if (locale === "ru") return __ru.core_server_not_found_said(inputs)
	if (locale === "en-XA") return __en_xa2.core_server_not_found_said(inputs)
	return __en.core_server_not_found_said(inputs)
});
/**
* | output |
* | --- |
* | "The {party} refused the credentials." |
*
* @param {Core_Server_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_auth = /** @type {((inputs: Core_Server_AuthInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_AuthInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_auth(inputs)
	if (locale === "ru") return __ru.core_server_auth(inputs)
	if (locale === "en-XA") return __en_xa2.core_server_auth(inputs)
	return __en.core_server_auth(inputs)
});
/**
* | output |
* | --- |
* | "The {party} refused the credentials: {said}" |
*
* @param {Core_Server_Auth_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_auth_said = /** @type {((inputs: Core_Server_Auth_SaidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_Auth_SaidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_auth_said(inputs)
	if (locale === "ru") return __ru.core_server_auth_said(inputs)
	if (locale === "en-XA") return __en_xa2.core_server_auth_said(inputs)
	return __en.core_server_auth_said(inputs)
});
/**
* | output |
* | --- |
* | "The {party} refused the request (HTTP {status})." |
*
* @param {Core_Server_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_refused = /** @type {((inputs: Core_Server_RefusedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_RefusedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_refused(inputs)
	if (locale === "ru") return __ru.core_server_refused(inputs)
	if (locale === "en-XA") return __en_xa2.core_server_refused(inputs)
	return __en.core_server_refused(inputs)
});
/**
* | output |
* | --- |
* | "The {party} refused the request (HTTP {status}): {said}" |
*
* @param {Core_Server_Refused_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_refused_said = /** @type {((inputs: Core_Server_Refused_SaidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_Refused_SaidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_refused_said(inputs)
	if (locale === "ru") return __ru.core_server_refused_said(inputs)
	if (locale === "en-XA") return __en_xa2.core_server_refused_said(inputs)
	return __en.core_server_refused_said(inputs)
});
/**
* | output |
* | --- |
* | "The {party} at {host} did not answer within {seconds} s." |
*
* @param {Core_Server_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_timeout = /** @type {((inputs: Core_Server_TimeoutInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_TimeoutInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_timeout(inputs)
	if (locale === "ru") return __ru.core_server_timeout(inputs)
	if (locale === "en-XA") return __en_xa2.core_server_timeout(inputs)
	return __en.core_server_timeout(inputs)
});
/**
* | output |
* | --- |
* | "Cannot reach the {party} at {host}: {why}." |
*
* @param {Core_Server_UnreachableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_server_unreachable = /** @type {((inputs: Core_Server_UnreachableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_UnreachableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_unreachable(inputs)
	if (locale === "ru") return __ru.core_server_unreachable(inputs)
	if (locale === "en-XA") return __en_xa2.core_server_unreachable(inputs)
	return __en.core_server_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "the connection was refused" |
*
* @param {Core_Why_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_why_refused = /** @type {((inputs?: Core_Why_RefusedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Why_RefusedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_why_refused(inputs)
	if (locale === "ru") return __ru.core_why_refused(inputs)
	if (locale === "en-XA") return __en_xa2.core_why_refused(inputs)
	return __en.core_why_refused(inputs)
});
/**
* | output |
* | --- |
* | "the address could not be found" |
*
* @param {Core_Why_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_why_not_found = /** @type {((inputs?: Core_Why_Not_FoundInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Why_Not_FoundInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_why_not_found(inputs)
	if (locale === "ru") return __ru.core_why_not_found(inputs)
	if (locale === "en-XA") return __en_xa2.core_why_not_found(inputs)
	return __en.core_why_not_found(inputs)
});
/**
* | output |
* | --- |
* | "the connection was dropped" |
*
* @param {Core_Why_DroppedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_why_dropped = /** @type {((inputs?: Core_Why_DroppedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Why_DroppedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_why_dropped(inputs)
	if (locale === "ru") return __ru.core_why_dropped(inputs)
	if (locale === "en-XA") return __en_xa2.core_why_dropped(inputs)
	return __en.core_why_dropped(inputs)
});
/**
* | output |
* | --- |
* | "its certificate was not accepted" |
*
* @param {Core_Why_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_why_certificate = /** @type {((inputs?: Core_Why_CertificateInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Why_CertificateInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_why_certificate(inputs)
	if (locale === "ru") return __ru.core_why_certificate(inputs)
	if (locale === "en-XA") return __en_xa2.core_why_certificate(inputs)
	return __en.core_why_certificate(inputs)
});
/**
* | output |
* | --- |
* | "the network has no way to it" |
*
* @param {Core_Why_No_RouteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_why_no_route = /** @type {((inputs?: Core_Why_No_RouteInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Why_No_RouteInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_why_no_route(inputs)
	if (locale === "ru") return __ru.core_why_no_route(inputs)
	if (locale === "en-XA") return __en_xa2.core_why_no_route(inputs)
	return __en.core_why_no_route(inputs)
});
/**
* | output |
* | --- |
* | "the secure connection could not be set up" |
*
* @param {Core_Why_TlsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_why_tls = /** @type {((inputs?: Core_Why_TlsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Why_TlsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_why_tls(inputs)
	if (locale === "ru") return __ru.core_why_tls(inputs)
	if (locale === "en-XA") return __en_xa2.core_why_tls(inputs)
	return __en.core_why_tls(inputs)
});
/**
* | output |
* | --- |
* | "the network failed" |
*
* @param {Core_Why_NetworkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_why_network = /** @type {((inputs?: Core_Why_NetworkInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Why_NetworkInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_why_network(inputs)
	if (locale === "ru") return __ru.core_why_network(inputs)
	if (locale === "en-XA") return __en_xa2.core_why_network(inputs)
	return __en.core_why_network(inputs)
});
/**
* | output |
* | --- |
* | "The request was cancelled." |
*
* @param {Core_Request_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_request_cancelled = /** @type {((inputs?: Core_Request_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Request_CancelledInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_request_cancelled(inputs)
	if (locale === "ru") return __ru.core_request_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.core_request_cancelled(inputs)
	return __en.core_request_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} answered with a web page instead of data (HTTP {status}). Check the address; the appliance may be behind a proxy or under maintenance." |
*
* @param {Core_Appliance_Web_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_web_page = /** @type {((inputs: Core_Appliance_Web_PageInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Web_PageInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_web_page(inputs)
	if (locale === "ru") return __ru.core_appliance_web_page(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_web_page(inputs)
	return __en.core_appliance_web_page(inputs)
});
/**
* | output |
* | --- |
* | "The appliance has no authorization policy of that name." |
*
* @param {Core_Appliance_No_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_policy = /** @type {((inputs?: Core_Appliance_No_PolicyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_No_PolicyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_no_policy(inputs)
	if (locale === "ru") return __ru.core_appliance_no_policy(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_no_policy(inputs)
	return __en.core_appliance_no_policy(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} has no authorization policy resource at this address. Check the address and the path prefix." |
*
* @param {Core_Appliance_No_ResourceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_resource = /** @type {((inputs: Core_Appliance_No_ResourceInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_No_ResourceInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_no_resource(inputs)
	if (locale === "ru") return __ru.core_appliance_no_resource(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_no_resource(inputs)
	return __en.core_appliance_no_resource(inputs)
});
/**
* | output |
* | --- |
* | "An authorization policy of that name already exists. Choose another name." |
*
* @param {Core_Appliance_ExistsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_exists = /** @type {((inputs?: Core_Appliance_ExistsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_ExistsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_exists(inputs)
	if (locale === "ru") return __ru.core_appliance_exists(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_exists(inputs)
	return __en.core_appliance_exists(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused the user name or password." |
*
* @param {Core_Appliance_Bad_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_bad_credentials = /** @type {((inputs: Core_Appliance_Bad_CredentialsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Bad_CredentialsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_bad_credentials(inputs)
	if (locale === "ru") return __ru.core_appliance_bad_credentials(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_bad_credentials(inputs)
	return __en.core_appliance_bad_credentials(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} ended the session, and signing in again did not help." |
*
* @param {Core_Appliance_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_session_ended = /** @type {((inputs: Core_Appliance_Session_EndedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Session_EndedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_session_ended(inputs)
	if (locale === "ru") return __ru.core_appliance_session_ended(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_session_ended(inputs)
	return __en.core_appliance_session_ended(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} did not accept the credentials sent with the request (it asks for a session)." |
*
* @param {Core_Appliance_Wants_SessionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_wants_session = /** @type {((inputs: Core_Appliance_Wants_SessionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Wants_SessionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_wants_session(inputs)
	if (locale === "ru") return __ru.core_appliance_wants_session(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_wants_session(inputs)
	return __en.core_appliance_wants_session(inputs)
});
/**
* | output |
* | --- |
* | "This appliance does not support enabling authorization policies." |
*
* @param {Core_Appliance_No_EnableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_enable = /** @type {((inputs?: Core_Appliance_No_EnableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_No_EnableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_no_enable(inputs)
	if (locale === "ru") return __ru.core_appliance_no_enable(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_no_enable(inputs)
	return __en.core_appliance_no_enable(inputs)
});
/**
* | output |
* | --- |
* | "This appliance does not support disabling authorization policies." |
*
* @param {Core_Appliance_No_DisableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_disable = /** @type {((inputs?: Core_Appliance_No_DisableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_No_DisableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_no_disable(inputs)
	if (locale === "ru") return __ru.core_appliance_no_disable(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_no_disable(inputs)
	return __en.core_appliance_no_disable(inputs)
});
/**
* | output |
* | --- |
* | "This appliance does not support unsetting fields of authorization policies." |
*
* @param {Core_Appliance_No_UnsetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_unset = /** @type {((inputs?: Core_Appliance_No_UnsetInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_No_UnsetInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_no_unset(inputs)
	if (locale === "ru") return __ru.core_appliance_no_unset(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_no_unset(inputs)
	return __en.core_appliance_no_unset(inputs)
});
/**
* | output |
* | --- |
* | "This appliance does not support this operation on the query." |
*
* @param {Core_Appliance_Unsupported_QueryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_unsupported_query = /** @type {((inputs?: Core_Appliance_Unsupported_QueryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Unsupported_QueryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_unsupported_query(inputs)
	if (locale === "ru") return __ru.core_appliance_unsupported_query(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_unsupported_query(inputs)
	return __en.core_appliance_unsupported_query(inputs)
});
/**
* | output |
* | --- |
* | "This appliance does not support this operation on this authorization policy." |
*
* @param {Core_Appliance_Unsupported_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_unsupported_policy = /** @type {((inputs?: Core_Appliance_Unsupported_PolicyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Unsupported_PolicyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_unsupported_policy(inputs)
	if (locale === "ru") return __ru.core_appliance_unsupported_policy(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_unsupported_policy(inputs)
	return __en.core_appliance_unsupported_policy(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} is having trouble (HTTP {status})." |
*
* @param {Core_Appliance_TroubleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_trouble = /** @type {((inputs: Core_Appliance_TroubleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_TroubleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_trouble(inputs)
	if (locale === "ru") return __ru.core_appliance_trouble(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_trouble(inputs)
	return __en.core_appliance_trouble(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} is having trouble (HTTP {status}): {said}" |
*
* @param {Core_Appliance_Trouble_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_trouble_said = /** @type {((inputs: Core_Appliance_Trouble_SaidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Trouble_SaidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_trouble_said(inputs)
	if (locale === "ru") return __ru.core_appliance_trouble_said(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_trouble_said(inputs)
	return __en.core_appliance_trouble_said(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused the credentials." |
*
* @param {Core_Appliance_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_auth = /** @type {((inputs: Core_Appliance_AuthInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_AuthInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_auth(inputs)
	if (locale === "ru") return __ru.core_appliance_auth(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_auth(inputs)
	return __en.core_appliance_auth(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused the credentials: {said}" |
*
* @param {Core_Appliance_Auth_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_auth_said = /** @type {((inputs: Core_Appliance_Auth_SaidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Auth_SaidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_auth_said(inputs)
	if (locale === "ru") return __ru.core_appliance_auth_said(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_auth_said(inputs)
	return __en.core_appliance_auth_said(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} does not know this." |
*
* @param {Core_Appliance_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_not_found = /** @type {((inputs: Core_Appliance_Not_FoundInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Not_FoundInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_not_found(inputs)
	if (locale === "ru") return __ru.core_appliance_not_found(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_not_found(inputs)
	return __en.core_appliance_not_found(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} does not know this: {said}" |
*
* @param {Core_Appliance_Not_Found_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_not_found_said = /** @type {((inputs: Core_Appliance_Not_Found_SaidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Not_Found_SaidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_not_found_said(inputs)
	if (locale === "ru") return __ru.core_appliance_not_found_said(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_not_found_said(inputs)
	return __en.core_appliance_not_found_said(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused the query." |
*
* @param {Core_Appliance_Refused_QueryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_query = /** @type {((inputs: Core_Appliance_Refused_QueryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Refused_QueryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_refused_query(inputs)
	if (locale === "ru") return __ru.core_appliance_refused_query(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_refused_query(inputs)
	return __en.core_appliance_refused_query(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused the query: {said}" |
*
* @param {Core_Appliance_Refused_Query_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_query_said = /** @type {((inputs: Core_Appliance_Refused_Query_SaidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Refused_Query_SaidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_refused_query_said(inputs)
	if (locale === "ru") return __ru.core_appliance_refused_query_said(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_refused_query_said(inputs)
	return __en.core_appliance_refused_query_said(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused this authorization policy." |
*
* @param {Core_Appliance_Refused_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_policy = /** @type {((inputs: Core_Appliance_Refused_PolicyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Refused_PolicyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_refused_policy(inputs)
	if (locale === "ru") return __ru.core_appliance_refused_policy(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_refused_policy(inputs)
	return __en.core_appliance_refused_policy(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused this authorization policy: {said}" |
*
* @param {Core_Appliance_Refused_Policy_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_policy_said = /** @type {((inputs: Core_Appliance_Refused_Policy_SaidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Refused_Policy_SaidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_refused_policy_said(inputs)
	if (locale === "ru") return __ru.core_appliance_refused_policy_said(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_refused_policy_said(inputs)
	return __en.core_appliance_refused_policy_said(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused the request." |
*
* @param {Core_Appliance_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused = /** @type {((inputs: Core_Appliance_RefusedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_RefusedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_refused(inputs)
	if (locale === "ru") return __ru.core_appliance_refused(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_refused(inputs)
	return __en.core_appliance_refused(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused the request: {said}" |
*
* @param {Core_Appliance_Refused_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_said = /** @type {((inputs: Core_Appliance_Refused_SaidInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Refused_SaidInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_refused_said(inputs)
	if (locale === "ru") return __ru.core_appliance_refused_said(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_refused_said(inputs)
	return __en.core_appliance_refused_said(inputs)
});
/**
* | output |
* | --- |
* | "The change was sent, but the appliance at {host} did not answer within {seconds} s. Reload the list to see whether it was made." |
*
* @param {Core_Appliance_Sent_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_sent_timeout = /** @type {((inputs: Core_Appliance_Sent_TimeoutInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Sent_TimeoutInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_sent_timeout(inputs)
	if (locale === "ru") return __ru.core_appliance_sent_timeout(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_sent_timeout(inputs)
	return __en.core_appliance_sent_timeout(inputs)
});
/**
* | output |
* | --- |
* | "The change was sent, but the appliance at {host} closed the connection without an answer. Reload the list to see whether it was made." |
*
* @param {Core_Appliance_Sent_ClosedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_sent_closed = /** @type {((inputs: Core_Appliance_Sent_ClosedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Sent_ClosedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_sent_closed(inputs)
	if (locale === "ru") return __ru.core_appliance_sent_closed(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_sent_closed(inputs)
	return __en.core_appliance_sent_closed(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} did not answer within {seconds} s." |
*
* @param {Core_Appliance_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_timeout = /** @type {((inputs: Core_Appliance_TimeoutInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_TimeoutInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_timeout(inputs)
	if (locale === "ru") return __ru.core_appliance_timeout(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_timeout(inputs)
	return __en.core_appliance_timeout(inputs)
});
/**
* | output |
* | --- |
* | "Cannot reach the appliance at {host}: {why}." |
*
* @param {Core_Appliance_UnreachableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_appliance_unreachable = /** @type {((inputs: Core_Appliance_UnreachableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_UnreachableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_unreachable(inputs)
	if (locale === "ru") return __ru.core_appliance_unreachable(inputs)
	if (locale === "en-XA") return __en_xa2.core_appliance_unreachable(inputs)
	return __en.core_appliance_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "Satchel could not do this: something in the request is not right." |
*
* @param {Core_Kind_ValidationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_validation = /** @type {((inputs?: Core_Kind_ValidationInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_ValidationInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_validation(inputs)
	if (locale === "ru") return __ru.core_kind_validation(inputs)
	if (locale === "en-XA") return __en_xa2.core_kind_validation(inputs)
	return __en.core_kind_validation(inputs)
});
/**
* | output |
* | --- |
* | "The server refused the credentials." |
*
* @param {Core_Kind_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_auth = /** @type {((inputs?: Core_Kind_AuthInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_AuthInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_auth(inputs)
	if (locale === "ru") return __ru.core_kind_auth(inputs)
	if (locale === "en-XA") return __en_xa2.core_kind_auth(inputs)
	return __en.core_kind_auth(inputs)
});
/**
* | output |
* | --- |
* | "Satchel cannot reach the system keychain." |
*
* @param {Core_Kind_KeychainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_keychain = /** @type {((inputs?: Core_Kind_KeychainInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_KeychainInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_keychain(inputs)
	if (locale === "ru") return __ru.core_kind_keychain(inputs)
	if (locale === "en-XA") return __en_xa2.core_kind_keychain(inputs)
	return __en.core_kind_keychain(inputs)
});
/**
* | output |
* | --- |
* | "The server cannot be reached right now." |
*
* @param {Core_Kind_NetworkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_network = /** @type {((inputs?: Core_Kind_NetworkInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_NetworkInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_network(inputs)
	if (locale === "ru") return __ru.core_kind_network(inputs)
	if (locale === "en-XA") return __en_xa2.core_kind_network(inputs)
	return __en.core_kind_network(inputs)
});
/**
* | output |
* | --- |
* | "The server cannot serve this right now. Try again shortly." |
*
* @param {Core_Kind_UnavailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_unavailable = /** @type {((inputs?: Core_Kind_UnavailableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_UnavailableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_unavailable(inputs)
	if (locale === "ru") return __ru.core_kind_unavailable(inputs)
	if (locale === "en-XA") return __en_xa2.core_kind_unavailable(inputs)
	return __en.core_kind_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "The server refused the request." |
*
* @param {Core_Kind_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_exchange = /** @type {((inputs?: Core_Kind_ExchangeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_ExchangeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_exchange(inputs)
	if (locale === "ru") return __ru.core_kind_exchange(inputs)
	if (locale === "en-XA") return __en_xa2.core_kind_exchange(inputs)
	return __en.core_kind_exchange(inputs)
});
/**
* | output |
* | --- |
* | "The server answered something Satchel cannot read." |
*
* @param {Core_Kind_MalformedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_malformed = /** @type {((inputs?: Core_Kind_MalformedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_MalformedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_malformed(inputs)
	if (locale === "ru") return __ru.core_kind_malformed(inputs)
	if (locale === "en-XA") return __en_xa2.core_kind_malformed(inputs)
	return __en.core_kind_malformed(inputs)
});
/**
* | output |
* | --- |
* | "The server does not know this." |
*
* @param {Core_Kind_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_not_found = /** @type {((inputs?: Core_Kind_Not_FoundInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_Not_FoundInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_not_found(inputs)
	if (locale === "ru") return __ru.core_kind_not_found(inputs)
	if (locale === "en-XA") return __en_xa2.core_kind_not_found(inputs)
	return __en.core_kind_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Satchel is locked. Unlock it to go on." |
*
* @param {Core_Kind_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_locked = /** @type {((inputs?: Core_Kind_LockedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_LockedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_locked(inputs)
	if (locale === "ru") return __ru.core_kind_locked(inputs)
	if (locale === "en-XA") return __en_xa2.core_kind_locked(inputs)
	return __en.core_kind_locked(inputs)
});
/**
* | output |
* | --- |
* | "You declined: nothing was sent." |
*
* @param {Core_Kind_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_declined = /** @type {((inputs?: Core_Kind_DeclinedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_DeclinedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_declined(inputs)
	if (locale === "ru") return __ru.core_kind_declined(inputs)
	if (locale === "en-XA") return __en_xa2.core_kind_declined(inputs)
	return __en.core_kind_declined(inputs)
});
/**
* | output |
* | --- |
* | "The withdrawal guard stopped this." |
*
* @param {Core_Kind_GuardInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_guard = /** @type {((inputs?: Core_Kind_GuardInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_GuardInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_guard(inputs)
	if (locale === "ru") return __ru.core_kind_guard(inputs)
	if (locale === "en-XA") return __en_xa2.core_kind_guard(inputs)
	return __en.core_kind_guard(inputs)
});
/**
* | output |
* | --- |
* | "The request was sent, but no answer came back: it may or may not have happened. Check before you try again." |
*
* @param {Core_Kind_Unknown_OutcomeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_unknown_outcome = /** @type {((inputs?: Core_Kind_Unknown_OutcomeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_Unknown_OutcomeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_unknown_outcome(inputs)
	if (locale === "ru") return __ru.core_kind_unknown_outcome(inputs)
	if (locale === "en-XA") return __en_xa2.core_kind_unknown_outcome(inputs)
	return __en.core_kind_unknown_outcome(inputs)
});
/**
* | output |
* | --- |
* | "The request was cancelled." |
*
* @param {Core_Kind_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_cancelled = /** @type {((inputs?: Core_Kind_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_CancelledInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_cancelled(inputs)
	if (locale === "ru") return __ru.core_kind_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.core_kind_cancelled(inputs)
	return __en.core_kind_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong inside Satchel. The details were written to its log." |
*
* @param {Core_Kind_InternalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_kind_internal = /** @type {((inputs?: Core_Kind_InternalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_InternalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_internal(inputs)
	if (locale === "ru") return __ru.core_kind_internal(inputs)
	if (locale === "en-XA") return __en_xa2.core_kind_internal(inputs)
	return __en.core_kind_internal(inputs)
});
/**
* | output |
* | --- |
* | "{message} (appliance code {code})" |
*
* @param {Core_With_Appliance_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_with_appliance_code = /** @type {((inputs: Core_With_Appliance_CodeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_With_Appliance_CodeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_with_appliance_code(inputs)
	if (locale === "ru") return __ru.core_with_appliance_code(inputs)
	if (locale === "en-XA") return __en_xa2.core_with_appliance_code(inputs)
	return __en.core_with_appliance_code(inputs)
});
/**
* | output |
* | --- |
* | "The macOS Keychain is locked or refused access. Unlock your login keychain (in Keychain Access), allow Satchel, and try again." |
*
* @param {Core_Keychain_Locked_MacInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked_mac = /** @type {((inputs?: Core_Keychain_Locked_MacInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_Locked_MacInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_locked_mac(inputs)
	if (locale === "ru") return __ru.core_keychain_locked_mac(inputs)
	if (locale === "en-XA") return __en_xa2.core_keychain_locked_mac(inputs)
	return __en.core_keychain_locked_mac(inputs)
});
/**
* | output |
* | --- |
* | "Windows Credential Manager refused access. Sign in to Windows with your own account and try again." |
*
* @param {Core_Keychain_Locked_WindowsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked_windows = /** @type {((inputs?: Core_Keychain_Locked_WindowsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_Locked_WindowsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_locked_windows(inputs)
	if (locale === "ru") return __ru.core_keychain_locked_windows(inputs)
	if (locale === "en-XA") return __en_xa2.core_keychain_locked_windows(inputs)
	return __en.core_keychain_locked_windows(inputs)
});
/**
* | output |
* | --- |
* | "The system keychain is locked. Unlock it (on Linux: your login keyring, e.g. in Passwords and Keys) and try again." |
*
* @param {Core_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked = /** @type {((inputs?: Core_Keychain_LockedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_LockedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_locked(inputs)
	if (locale === "ru") return __ru.core_keychain_locked(inputs)
	if (locale === "en-XA") return __en_xa2.core_keychain_locked(inputs)
	return __en.core_keychain_locked(inputs)
});
/**
* | output |
* | --- |
* | "No system keychain is available. On Linux install and run a Secret Service such as GNOME Keyring or KWallet, then try again." |
*
* @param {Core_Keychain_MissingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_missing = /** @type {((inputs?: Core_Keychain_MissingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_MissingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_missing(inputs)
	if (locale === "ru") return __ru.core_keychain_missing(inputs)
	if (locale === "en-XA") return __en_xa2.core_keychain_missing(inputs)
	return __en.core_keychain_missing(inputs)
});
/**
* | output |
* | --- |
* | "The system keychain has no keyring to store the secret in. Create a default keyring (on Linux: a “Login” keyring in Passwords and Keys) and try again." |
*
* @param {Core_Keychain_No_KeyringInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_keyring = /** @type {((inputs?: Core_Keychain_No_KeyringInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_No_KeyringInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_no_keyring(inputs)
	if (locale === "ru") return __ru.core_keychain_no_keyring(inputs)
	if (locale === "en-XA") return __en_xa2.core_keychain_no_keyring(inputs)
	return __en.core_keychain_no_keyring(inputs)
});
/**
* | output |
* | --- |
* | "Satchel could not load its keychain module on this system. Reinstall Satchel; if that does not help, report the problem." |
*
* @param {Core_Keychain_No_ModuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_module = /** @type {((inputs?: Core_Keychain_No_ModuleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_No_ModuleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_no_module(inputs)
	if (locale === "ru") return __ru.core_keychain_no_module(inputs)
	if (locale === "en-XA") return __en_xa2.core_keychain_no_module(inputs)
	return __en.core_keychain_no_module(inputs)
});
/**
* | output |
* | --- |
* | "The system keychain did not answer. If it asked for a password, answer it; then try again." |
*
* @param {Core_Keychain_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_timeout = /** @type {((inputs?: Core_Keychain_TimeoutInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_TimeoutInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_timeout(inputs)
	if (locale === "ru") return __ru.core_keychain_timeout(inputs)
	if (locale === "en-XA") return __en_xa2.core_keychain_timeout(inputs)
	return __en.core_keychain_timeout(inputs)
});
/**
* | output |
* | --- |
* | "The system keychain refused the request. Try again; if it keeps failing, restart the keychain (on Linux: log out and in again)." |
*
* @param {Core_Keychain_FailedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_keychain_failed = /** @type {((inputs?: Core_Keychain_FailedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_FailedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_failed(inputs)
	if (locale === "ru") return __ru.core_keychain_failed(inputs)
	if (locale === "en-XA") return __en_xa2.core_keychain_failed(inputs)
	return __en.core_keychain_failed(inputs)
});
/**
* | output |
* | --- |
* | "Satchel is locked. Unlock it with your app password to do this." |
*
* @param {Core_Lock_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_lock_locked = /** @type {((inputs?: Core_Lock_LockedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_LockedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_lock_locked(inputs)
	if (locale === "ru") return __ru.core_lock_locked(inputs)
	if (locale === "en-XA") return __en_xa2.core_lock_locked(inputs)
	return __en.core_lock_locked(inputs)
});
/**
* | output |
* | --- |
* | "Set an app password first: without one Satchel cannot lock." |
*
* @param {Core_Lock_No_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_lock_no_password = /** @type {((inputs?: Core_Lock_No_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_No_PasswordInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_lock_no_password(inputs)
	if (locale === "ru") return __ru.core_lock_no_password(inputs)
	if (locale === "en-XA") return __en_xa2.core_lock_no_password(inputs)
	return __en.core_lock_no_password(inputs)
});
/**
* | output |
* | --- |
* | "Another password attempt is being checked. Try again in a moment." |
*
* @param {Core_Lock_CheckingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_lock_checking = /** @type {((inputs?: Core_Lock_CheckingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_CheckingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_lock_checking(inputs)
	if (locale === "ru") return __ru.core_lock_checking(inputs)
	if (locale === "en-XA") return __en_xa2.core_lock_checking(inputs)
	return __en.core_lock_checking(inputs)
});
/**
* | output |
* | --- |
* | "Too many wrong passwords. Try again in {seconds} s." |
*
* @param {Core_Lock_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_lock_too_many = /** @type {((inputs: Core_Lock_Too_ManyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_Too_ManyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_lock_too_many(inputs)
	if (locale === "ru") return __ru.core_lock_too_many(inputs)
	if (locale === "en-XA") return __en_xa2.core_lock_too_many(inputs)
	return __en.core_lock_too_many(inputs)
});
/**
* | output |
* | --- |
* | "Enter your app password." |
*
* @param {Core_Lock_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_lock_enter_password = /** @type {((inputs?: Core_Lock_Enter_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_Enter_PasswordInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_lock_enter_password(inputs)
	if (locale === "ru") return __ru.core_lock_enter_password(inputs)
	if (locale === "en-XA") return __en_xa2.core_lock_enter_password(inputs)
	return __en.core_lock_enter_password(inputs)
});
/**
* | output |
* | --- |
* | "Wrong password. You can try again in {seconds} s." |
*
* @param {Core_Lock_WrongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_lock_wrong = /** @type {((inputs: Core_Lock_WrongInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_WrongInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_lock_wrong(inputs)
	if (locale === "ru") return __ru.core_lock_wrong(inputs)
	if (locale === "en-XA") return __en_xa2.core_lock_wrong(inputs)
	return __en.core_lock_wrong(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Choose a password of at least {count} character." |
* | "other" | "Choose a password of at least {count} characters." |
*
* @param {Core_Lock_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_lock_too_short = /** @type {((inputs: Core_Lock_Too_ShortInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_Too_ShortInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_lock_too_short(inputs)
	if (locale === "ru") return __ru.core_lock_too_short(inputs)
	if (locale === "en-XA") return __en_xa2.core_lock_too_short(inputs)
	return __en.core_lock_too_short(inputs)
});
/**
* | output |
* | --- |
* | "That address is not in the address book." |
*
* @param {Core_Guard_Address_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_guard_address_unknown = /** @type {((inputs?: Core_Guard_Address_UnknownInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Guard_Address_UnknownInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_guard_address_unknown(inputs)
	if (locale === "ru") return __ru.core_guard_address_unknown(inputs)
	if (locale === "en-XA") return __en_xa2.core_guard_address_unknown(inputs)
	return __en.core_guard_address_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: {unit} may only go to saved addresses, and this address is not in your address book." |
*
* @param {Core_Guard_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_guard_not_saved = /** @type {((inputs: Core_Guard_Not_SavedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Guard_Not_SavedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_guard_not_saved(inputs)
	if (locale === "ru") return __ru.core_guard_not_saved(inputs)
	if (locale === "en-XA") return __en_xa2.core_guard_not_saved(inputs)
	return __en.core_guard_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: {unit} may only go to saved addresses, and this address with this memo is not in your address book." |
*
* @param {Core_Guard_Not_Saved_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_guard_not_saved_memo = /** @type {((inputs: Core_Guard_Not_Saved_MemoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Guard_Not_Saved_MemoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_guard_not_saved_memo(inputs)
	if (locale === "ru") return __ru.core_guard_not_saved_memo(inputs)
	if (locale === "en-XA") return __en_xa2.core_guard_not_saved_memo(inputs)
	return __en.core_guard_not_saved_memo(inputs)
});
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: {unit} may only go to saved addresses, and a transfer code goes to whoever holds it. To create one, turn off “only to saved..." |
*
* @param {Core_Guard_No_CodesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_guard_no_codes = /** @type {((inputs: Core_Guard_No_CodesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Guard_No_CodesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_guard_no_codes(inputs)
	if (locale === "ru") return __ru.core_guard_no_codes(inputs)
	if (locale === "en-XA") return __en_xa2.core_guard_no_codes(inputs)
	return __en.core_guard_no_codes(inputs)
});
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: the daily limit for {unit} is {limit} {unit}. Satchel sent {used} {unit} in the last 24 hours and this would take {debit} {..." |
*
* @param {Core_Guard_Daily_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_guard_daily_limit = /** @type {((inputs: Core_Guard_Daily_LimitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Guard_Daily_LimitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_guard_daily_limit(inputs)
	if (locale === "ru") return __ru.core_guard_daily_limit(inputs)
	if (locale === "en-XA") return __en_xa2.core_guard_daily_limit(inputs)
	return __en.core_guard_daily_limit(inputs)
});
/**
* | output |
* | --- |
* | "Declined: nothing was sent to the exchange." |
*
* @param {Core_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_declined = /** @type {((inputs?: Core_DeclinedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_DeclinedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_declined(inputs)
	if (locale === "ru") return __ru.core_declined(inputs)
	if (locale === "en-XA") return __en_xa2.core_declined(inputs)
	return __en.core_declined(inputs)
});
/**
* | output |
* | --- |
* | "This needs your app password." |
*
* @param {Core_Needs_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_needs_password = /** @type {((inputs?: Core_Needs_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Needs_PasswordInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_needs_password(inputs)
	if (locale === "ru") return __ru.core_needs_password(inputs)
	if (locale === "en-XA") return __en_xa2.core_needs_password(inputs)
	return __en.core_needs_password(inputs)
});
/**
* | output |
* | --- |
* | "That confirmation is no longer waiting for an answer." |
*
* @param {Core_Confirm_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_confirm_gone = /** @type {((inputs?: Core_Confirm_GoneInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Confirm_GoneInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_confirm_gone(inputs)
	if (locale === "ru") return __ru.core_confirm_gone(inputs)
	if (locale === "en-XA") return __en_xa2.core_confirm_gone(inputs)
	return __en.core_confirm_gone(inputs)
});
/**
* | output |
* | --- |
* | "The exchange knows this code's first group as a {unit} code, but the code says {mark}: it was mistyped." |
*
* @param {Core_Code_MistypedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_mistyped = /** @type {((inputs: Core_Code_MistypedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_MistypedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_mistyped(inputs)
	if (locale === "ru") return __ru.core_code_mistyped(inputs)
	if (locale === "en-XA") return __en_xa2.core_code_mistyped(inputs)
	return __en.core_code_mistyped(inputs)
});
/**
* | digitsPlural | output |
* | --- | --- |
* | "one" | "{unit} amounts have at most {digits} digit after the point." |
* | "other" | "{unit} amounts have at most {digits} digits after the point." |
*
* @param {Core_Code_DigitsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_digits = /** @type {((inputs: Core_Code_DigitsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_DigitsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_digits(inputs)
	if (locale === "ru") return __ru.core_code_digits(inputs)
	if (locale === "en-XA") return __en_xa2.core_code_digits(inputs)
	return __en.core_code_digits(inputs)
});
/**
* | output |
* | --- |
* | "The amount must be more than zero." |
*
* @param {Core_Amount_PositiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_amount_positive = /** @type {((inputs?: Core_Amount_PositiveInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Amount_PositiveInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_amount_positive(inputs)
	if (locale === "ru") return __ru.core_amount_positive(inputs)
	if (locale === "en-XA") return __en_xa2.core_amount_positive(inputs)
	return __en.core_amount_positive(inputs)
});
/**
* | output |
* | --- |
* | "Only {available} {unit} is available for a code." |
*
* @param {Core_Code_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_available = /** @type {((inputs: Core_Code_AvailableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_AvailableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_available(inputs)
	if (locale === "ru") return __ru.core_code_available(inputs)
	if (locale === "en-XA") return __en_xa2.core_code_available(inputs)
	return __en.core_code_available(inputs)
});
/**
* | output |
* | --- |
* | "The “not refundable before” time is already past: choose a later one, or none." |
*
* @param {Core_Code_Refundable_PastInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_refundable_past = /** @type {((inputs?: Core_Code_Refundable_PastInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Refundable_PastInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_refundable_past(inputs)
	if (locale === "ru") return __ru.core_code_refundable_past(inputs)
	if (locale === "en-XA") return __en_xa2.core_code_refundable_past(inputs)
	return __en.core_code_refundable_past(inputs)
});
/**
* | output |
* | --- |
* | "This code has already been used." |
*
* @param {Core_Code_UsedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_used = /** @type {((inputs?: Core_Code_UsedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_UsedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_used(inputs)
	if (locale === "ru") return __ru.core_code_used(inputs)
	if (locale === "en-XA") return __en_xa2.core_code_used(inputs)
	return __en.core_code_used(inputs)
});
/**
* | output |
* | --- |
* | "This code is being redeemed right now." |
*
* @param {Core_Code_RedeemingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_redeeming = /** @type {((inputs?: Core_Code_RedeemingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_RedeemingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_redeeming(inputs)
	if (locale === "ru") return __ru.core_code_redeeming(inputs)
	if (locale === "en-XA") return __en_xa2.core_code_redeeming(inputs)
	return __en.core_code_redeeming(inputs)
});
/**
* | output |
* | --- |
* | "This code was cancelled by its owner." |
*
* @param {Core_Code_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_cancelled = /** @type {((inputs?: Core_Code_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_CancelledInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_cancelled(inputs)
	if (locale === "ru") return __ru.core_code_cancelled(inputs)
	if (locale === "en-XA") return __en_xa2.core_code_cancelled(inputs)
	return __en.core_code_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "This code is blocked by the exchange (on hold). Contact its support with the code’s support number." |
*
* @param {Core_Code_On_HoldInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_on_hold = /** @type {((inputs?: Core_Code_On_HoldInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_On_HoldInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_on_hold(inputs)
	if (locale === "ru") return __ru.core_code_on_hold(inputs)
	if (locale === "en-XA") return __en_xa2.core_code_on_hold(inputs)
	return __en.core_code_on_hold(inputs)
});
/**
* | output |
* | --- |
* | "{error} Satchel could not read the codes you redeemed either; look at the list in a moment before trying again." |
*
* @param {Core_Code_Redeem_UnreadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_unread = /** @type {((inputs: Core_Code_Redeem_UnreadInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Redeem_UnreadInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_redeem_unread(inputs)
	if (locale === "ru") return __ru.core_code_redeem_unread(inputs)
	if (locale === "en-XA") return __en_xa2.core_code_redeem_unread(inputs)
	return __en.core_code_redeem_unread(inputs)
});
/**
* | output |
* | --- |
* | "The exchange did not confirm the redemption, and the code is not among the codes you redeemed. It was not sent again: look at the list in a moment before try..." |
*
* @param {Core_Code_Redeem_LostInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_lost = /** @type {((inputs?: Core_Code_Redeem_LostInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Redeem_LostInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_redeem_lost(inputs)
	if (locale === "ru") return __ru.core_code_redeem_lost(inputs)
	if (locale === "en-XA") return __en_xa2.core_code_redeem_lost(inputs)
	return __en.core_code_redeem_lost(inputs)
});
/**
* | output |
* | --- |
* | "Declined: the code was not shown." |
*
* @param {Core_Code_Reveal_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_declined = /** @type {((inputs?: Core_Code_Reveal_DeclinedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Reveal_DeclinedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_reveal_declined(inputs)
	if (locale === "ru") return __ru.core_code_reveal_declined(inputs)
	if (locale === "en-XA") return __en_xa2.core_code_reveal_declined(inputs)
	return __en.core_code_reveal_declined(inputs)
});
/**
* | output |
* | --- |
* | "Satchel’s main window switched away from “{account}”. Nothing was sent; open the payment window again from the account you mean." |
*
* @param {Core_Fiat_SwitchedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_switched = /** @type {((inputs: Core_Fiat_SwitchedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_SwitchedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_switched(inputs)
	if (locale === "ru") return __ru.core_fiat_switched(inputs)
	if (locale === "en-XA") return __en_xa2.core_fiat_switched(inputs)
	return __en.core_fiat_switched(inputs)
});
/**
* | output |
* | --- |
* | "This window was not opened for a payment." |
*
* @param {Core_Fiat_Not_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_not_payment = /** @type {((inputs?: Core_Fiat_Not_PaymentInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_Not_PaymentInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_not_payment(inputs)
	if (locale === "ru") return __ru.core_fiat_not_payment(inputs)
	if (locale === "en-XA") return __en_xa2.core_fiat_not_payment(inputs)
	return __en.core_fiat_not_payment(inputs)
});
/**
* | output |
* | --- |
* | "This payment window is for a payout." |
*
* @param {Core_Fiat_For_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_for_payout = /** @type {((inputs?: Core_Fiat_For_PayoutInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_For_PayoutInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_for_payout(inputs)
	if (locale === "ru") return __ru.core_fiat_for_payout(inputs)
	if (locale === "en-XA") return __en_xa2.core_fiat_for_payout(inputs)
	return __en.core_fiat_for_payout(inputs)
});
/**
* | output |
* | --- |
* | "This payment window is for a deposit." |
*
* @param {Core_Fiat_For_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_for_deposit = /** @type {((inputs?: Core_Fiat_For_DepositInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_For_DepositInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_for_deposit(inputs)
	if (locale === "ru") return __ru.core_fiat_for_deposit(inputs)
	if (locale === "en-XA") return __en_xa2.core_fiat_for_deposit(inputs)
	return __en.core_fiat_for_deposit(inputs)
});
/**
* | output |
* | --- |
* | "The exchange gave this account no payment key for {unit}, so it cannot use the payment gateway." |
*
* @param {Core_Fiat_No_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_no_key = /** @type {((inputs: Core_Fiat_No_KeyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_No_KeyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_no_key(inputs)
	if (locale === "ru") return __ru.core_fiat_no_key(inputs)
	if (locale === "en-XA") return __en_xa2.core_fiat_no_key(inputs)
	return __en.core_fiat_no_key(inputs)
});
/**
* | output |
* | --- |
* | "The payment gateway does not offer the service you chose (any more). Choose another one." |
*
* @param {Core_Fiat_Service_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_service_gone = /** @type {((inputs?: Core_Fiat_Service_GoneInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_Service_GoneInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_service_gone(inputs)
	if (locale === "ru") return __ru.core_fiat_service_gone(inputs)
	if (locale === "en-XA") return __en_xa2.core_fiat_service_gone(inputs)
	return __en.core_fiat_service_gone(inputs)
});
/**
* | output |
* | --- |
* | "The exchange accepted the deposit but said nowhere to pay it." |
*
* @param {Core_Fiat_No_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_no_action = /** @type {((inputs?: Core_Fiat_No_ActionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_No_ActionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_no_action(inputs)
	if (locale === "ru") return __ru.core_fiat_no_action(inputs)
	if (locale === "en-XA") return __en_xa2.core_fiat_no_action(inputs)
	return __en.core_fiat_no_action(inputs)
});
/**
* | output |
* | --- |
* | "The exchange accepted the deposit but gave no deposit id." |
*
* @param {Core_Fiat_No_Deposit_IdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_fiat_no_deposit_id = /** @type {((inputs?: Core_Fiat_No_Deposit_IdInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_No_Deposit_IdInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_no_deposit_id(inputs)
	if (locale === "ru") return __ru.core_fiat_no_deposit_id(inputs)
	if (locale === "en-XA") return __en_xa2.core_fiat_no_deposit_id(inputs)
	return __en.core_fiat_no_deposit_id(inputs)
});
/**
* | output |
* | --- |
* | "Send {unit}" |
*
* @param {Core_Withdraw_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_title = /** @type {((inputs: Core_Withdraw_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Withdraw_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_withdraw_title(inputs)
	if (locale === "ru") return __ru.core_withdraw_title(inputs)
	if (locale === "en-XA") return __en_xa2.core_withdraw_title(inputs)
	return __en.core_withdraw_title(inputs)
});
/**
* | output |
* | --- |
* | "Send {amount} {unit} to the address below?" |
*
* @param {Core_Withdraw_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_question = /** @type {((inputs: Core_Withdraw_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Withdraw_QuestionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_withdraw_question(inputs)
	if (locale === "ru") return __ru.core_withdraw_question(inputs)
	if (locale === "en-XA") return __en_xa2.core_withdraw_question(inputs)
	return __en.core_withdraw_question(inputs)
});
/**
* | output |
* | --- |
* | "Send {amount} {unit} to an address that looks like one you know but is not it?" |
*
* @param {Core_Withdraw_Question_Look_AlikeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_question_look_alike = /** @type {((inputs: Core_Withdraw_Question_Look_AlikeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Withdraw_Question_Look_AlikeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_withdraw_question_look_alike(inputs)
	if (locale === "ru") return __ru.core_withdraw_question_look_alike(inputs)
	if (locale === "en-XA") return __en_xa2.core_withdraw_question_look_alike(inputs)
	return __en.core_withdraw_question_look_alike(inputs)
});
/**
* | output |
* | --- |
* | "Send {amount} {unit}" |
*
* @param {Core_Withdraw_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_confirm = /** @type {((inputs: Core_Withdraw_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Withdraw_ConfirmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_withdraw_confirm(inputs)
	if (locale === "ru") return __ru.core_withdraw_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.core_withdraw_confirm(inputs)
	return __en.core_withdraw_confirm(inputs)
});
/**
* | output |
* | --- |
* | "From account: {account}" |
*
* @param {Core_Line_From_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_from_account = /** @type {((inputs: Core_Line_From_AccountInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_From_AccountInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_from_account(inputs)
	if (locale === "ru") return __ru.core_line_from_account(inputs)
	if (locale === "en-XA") return __en_xa2.core_line_from_account(inputs)
	return __en.core_line_from_account(inputs)
});
/**
* | output |
* | --- |
* | "Memo: {memo}" |
*
* @param {Core_Line_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_memo = /** @type {((inputs: Core_Line_MemoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_MemoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_memo(inputs)
	if (locale === "ru") return __ru.core_line_memo(inputs)
	if (locale === "en-XA") return __en_xa2.core_line_memo(inputs)
	return __en.core_line_memo(inputs)
});
/**
* | output |
* | --- |
* | "Memo: (none — sent without a memo)" |
*
* @param {Core_Line_No_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_no_memo = /** @type {((inputs?: Core_Line_No_MemoInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_No_MemoInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_no_memo(inputs)
	if (locale === "ru") return __ru.core_line_no_memo(inputs)
	if (locale === "en-XA") return __en_xa2.core_line_no_memo(inputs)
	return __en.core_line_no_memo(inputs)
});
/**
* | output |
* | --- |
* | "Recipient gets: {amount} {unit}" |
*
* @param {Core_Line_Recipient_GetsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_recipient_gets = /** @type {((inputs: Core_Line_Recipient_GetsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_Recipient_GetsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_recipient_gets(inputs)
	if (locale === "ru") return __ru.core_line_recipient_gets(inputs)
	if (locale === "en-XA") return __en_xa2.core_line_recipient_gets(inputs)
	return __en.core_line_recipient_gets(inputs)
});
/**
* | output |
* | --- |
* | "Fee: {fee} {unit}" |
*
* @param {Core_Line_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_fee = /** @type {((inputs: Core_Line_FeeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_FeeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_fee(inputs)
	if (locale === "ru") return __ru.core_line_fee(inputs)
	if (locale === "en-XA") return __en_xa2.core_line_fee(inputs)
	return __en.core_line_fee(inputs)
});
/**
* | output |
* | --- |
* | "Fee: {fee} {unit} (taken from the amount)" |
*
* @param {Core_Line_Fee_IncludedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_fee_included = /** @type {((inputs: Core_Line_Fee_IncludedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_Fee_IncludedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_fee_included(inputs)
	if (locale === "ru") return __ru.core_line_fee_included(inputs)
	if (locale === "en-XA") return __en_xa2.core_line_fee_included(inputs)
	return __en.core_line_fee_included(inputs)
});
/**
* | output |
* | --- |
* | "Taken from your balance: {amount} {unit}" |
*
* @param {Core_Line_DebitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_debit = /** @type {((inputs: Core_Line_DebitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_DebitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_debit(inputs)
	if (locale === "ru") return __ru.core_line_debit(inputs)
	if (locale === "en-XA") return __en_xa2.core_line_debit(inputs)
	return __en.core_line_debit(inputs)
});
/**
* | output |
* | --- |
* | "A withdrawal cannot be undone." |
*
* @param {Core_Withdraw_FinalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_final = /** @type {((inputs?: Core_Withdraw_FinalInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Withdraw_FinalInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_withdraw_final(inputs)
	if (locale === "ru") return __ru.core_withdraw_final(inputs)
	if (locale === "en-XA") return __en_xa2.core_withdraw_final(inputs)
	return __en.core_withdraw_final(inputs)
});
/**
* | output |
* | --- |
* | "To (in groups of four): {address}" |
*
* @param {Core_Line_To_GroupsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_line_to_groups = /** @type {((inputs: Core_Line_To_GroupsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_To_GroupsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_to_groups(inputs)
	if (locale === "ru") return __ru.core_line_to_groups(inputs)
	if (locale === "en-XA") return __en_xa2.core_line_to_groups(inputs)
	return __en.core_line_to_groups(inputs)
});
/**
* | output |
* | --- |
* | "Cancel order" |
*
* @param {Core_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cancel_title = /** @type {((inputs?: Core_Cancel_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cancel_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_cancel_title(inputs)
	if (locale === "ru") return __ru.core_cancel_title(inputs)
	if (locale === "en-XA") return __en_xa2.core_cancel_title(inputs)
	return __en.core_cancel_title(inputs)
});
/**
* | output |
* | --- |
* | "Cancel order {id} on {market}?" |
*
* @param {Core_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cancel_question = /** @type {((inputs: Core_Cancel_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cancel_QuestionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_cancel_question(inputs)
	if (locale === "ru") return __ru.core_cancel_question(inputs)
	if (locale === "en-XA") return __en_xa2.core_cancel_question(inputs)
	return __en.core_cancel_question(inputs)
});
/**
* | output |
* | --- |
* | "{order}. What it holds is released to your available balance." |
*
* @param {Core_Cancel_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cancel_detail = /** @type {((inputs: Core_Cancel_DetailInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cancel_DetailInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_cancel_detail(inputs)
	if (locale === "ru") return __ru.core_cancel_detail(inputs)
	if (locale === "en-XA") return __en_xa2.core_cancel_detail(inputs)
	return __en.core_cancel_detail(inputs)
});
/**
* | output |
* | --- |
* | "Order {id}: buy {amount} {base} at {price} {quote} ({type})" |
*
* @param {Core_Order_BuyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_order_buy = /** @type {((inputs: Core_Order_BuyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Order_BuyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_order_buy(inputs)
	if (locale === "ru") return __ru.core_order_buy(inputs)
	if (locale === "en-XA") return __en_xa2.core_order_buy(inputs)
	return __en.core_order_buy(inputs)
});
/**
* | output |
* | --- |
* | "Order {id}: sell {amount} {base} at {price} {quote} ({type})" |
*
* @param {Core_Order_SellInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_order_sell = /** @type {((inputs: Core_Order_SellInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Order_SellInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_order_sell(inputs)
	if (locale === "ru") return __ru.core_order_sell(inputs)
	if (locale === "en-XA") return __en_xa2.core_order_sell(inputs)
	return __en.core_order_sell(inputs)
});
/**
* | output |
* | --- |
* | "limit" |
*
* @param {Core_Order_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_order_limit = /** @type {((inputs?: Core_Order_LimitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Order_LimitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_order_limit(inputs)
	if (locale === "ru") return __ru.core_order_limit(inputs)
	if (locale === "en-XA") return __en_xa2.core_order_limit(inputs)
	return __en.core_order_limit(inputs)
});
/**
* | output |
* | --- |
* | "market" |
*
* @param {Core_Order_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_order_market = /** @type {((inputs?: Core_Order_MarketInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Order_MarketInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_order_market(inputs)
	if (locale === "ru") return __ru.core_order_market(inputs)
	if (locale === "en-XA") return __en_xa2.core_order_market(inputs)
	return __en.core_order_market(inputs)
});
/**
* | output |
* | --- |
* | "Cancel orders" |
*
* @param {Core_Cancel_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cancel_many_title = /** @type {((inputs?: Core_Cancel_Many_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cancel_Many_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_cancel_many_title(inputs)
	if (locale === "ru") return __ru.core_cancel_many_title(inputs)
	if (locale === "en-XA") return __en_xa2.core_cancel_many_title(inputs)
	return __en.core_cancel_many_title(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cancel {count} order?" |
* | "other" | "Cancel {count} orders?" |
*
* @param {Core_Cancel_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cancel_many_question = /** @type {((inputs: Core_Cancel_Many_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cancel_Many_QuestionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_cancel_many_question(inputs)
	if (locale === "ru") return __ru.core_cancel_many_question(inputs)
	if (locale === "en-XA") return __en_xa2.core_cancel_many_question(inputs)
	return __en.core_cancel_many_question(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cancel {count} order" |
* | "other" | "Cancel {count} orders" |
*
* @param {Core_Cancel_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cancel_many_confirm = /** @type {((inputs: Core_Cancel_Many_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cancel_Many_ConfirmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_cancel_many_confirm(inputs)
	if (locale === "ru") return __ru.core_cancel_many_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.core_cancel_many_confirm(inputs)
	return __en.core_cancel_many_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Not an open order of this account: {ids}. The list has been refreshed." |
*
* @param {Core_Cancel_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_cancel_not_open = /** @type {((inputs: Core_Cancel_Not_OpenInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cancel_Not_OpenInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_cancel_not_open(inputs)
	if (locale === "ru") return __ru.core_cancel_not_open(inputs)
	if (locale === "en-XA") return __en_xa2.core_cancel_not_open(inputs)
	return __en.core_cancel_not_open(inputs)
});
/**
* | output |
* | --- |
* | "Declined: nothing was changed." |
*
* @param {Core_Policy_Nothing_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_nothing_changed = /** @type {((inputs?: Core_Policy_Nothing_ChangedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Nothing_ChangedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_nothing_changed(inputs)
	if (locale === "ru") return __ru.core_policy_nothing_changed(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_nothing_changed(inputs)
	return __en.core_policy_nothing_changed(inputs)
});
/**
* | output |
* | --- |
* | "The active appliance changed while the question was open: nothing was sent to “{appliance}”." |
*
* @param {Core_Policy_Appliance_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_appliance_changed = /** @type {((inputs: Core_Policy_Appliance_ChangedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Appliance_ChangedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_appliance_changed(inputs)
	if (locale === "ru") return __ru.core_policy_appliance_changed(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_appliance_changed(inputs)
	return __en.core_policy_appliance_changed(inputs)
});
/**
* | output |
* | --- |
* | "The change was made, but reading the policy back failed: {error}" |
*
* @param {Core_Policy_Read_Back_FailedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_read_back_failed = /** @type {((inputs: Core_Policy_Read_Back_FailedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Read_Back_FailedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_read_back_failed(inputs)
	if (locale === "ru") return __ru.core_policy_read_back_failed(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_read_back_failed(inputs)
	return __en.core_policy_read_back_failed(inputs)
});
/**
* | output |
* | --- |
* | "Add an ALLOW policy" |
*
* @param {Core_Policy_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_title = /** @type {((inputs?: Core_Policy_Add_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Add_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_add_title(inputs)
	if (locale === "ru") return __ru.core_policy_add_title(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_add_title(inputs)
	return __en.core_policy_add_title(inputs)
});
/**
* | output |
* | --- |
* | "Add the ALLOW policy {name} to {appliance}?" |
*
* @param {Core_Policy_Add_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_question = /** @type {((inputs: Core_Policy_Add_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Add_QuestionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_add_question(inputs)
	if (locale === "ru") return __ru.core_policy_add_question(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_add_question(inputs)
	return __en.core_policy_add_question(inputs)
});
/**
* | output |
* | --- |
* | "Rule: {rule} An ALLOW policy may let through requests that are denied now." |
*
* @param {Core_Policy_Add_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_detail = /** @type {((inputs: Core_Policy_Add_DetailInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Add_DetailInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_add_detail(inputs)
	if (locale === "ru") return __ru.core_policy_add_detail(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_add_detail(inputs)
	return __en.core_policy_add_detail(inputs)
});
/**
* | output |
* | --- |
* | "Add policy" |
*
* @param {Core_Policy_Add_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_confirm = /** @type {((inputs?: Core_Policy_Add_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Add_ConfirmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_add_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_add_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_add_confirm(inputs)
	return __en.core_policy_add_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Change a policy" |
*
* @param {Core_Policy_Change_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_change_title = /** @type {((inputs?: Core_Policy_Change_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Change_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_change_title(inputs)
	if (locale === "ru") return __ru.core_policy_change_title(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_change_title(inputs)
	return __en.core_policy_change_title(inputs)
});
/**
* | output |
* | --- |
* | "Change the authorization policy {name} on {appliance}?" |
*
* @param {Core_Policy_Change_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_change_question = /** @type {((inputs: Core_Policy_Change_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Change_QuestionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_change_question(inputs)
	if (locale === "ru") return __ru.core_policy_change_question(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_change_question(inputs)
	return __en.core_policy_change_question(inputs)
});
/**
* | output |
* | --- |
* | "Change policy" |
*
* @param {Core_Policy_Change_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_change_confirm = /** @type {((inputs?: Core_Policy_Change_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Change_ConfirmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_change_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_change_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_change_confirm(inputs)
	return __en.core_policy_change_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Rename a policy" |
*
* @param {Core_Policy_Rename_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_title = /** @type {((inputs?: Core_Policy_Rename_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Rename_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_rename_title(inputs)
	if (locale === "ru") return __ru.core_policy_rename_title(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_rename_title(inputs)
	return __en.core_policy_rename_title(inputs)
});
/**
* | output |
* | --- |
* | "Rename the authorization policy {name} to {newName} on {appliance}?" |
*
* @param {Core_Policy_Rename_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_question = /** @type {((inputs: Core_Policy_Rename_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Rename_QuestionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_rename_question(inputs)
	if (locale === "ru") return __ru.core_policy_rename_question(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_rename_question(inputs)
	return __en.core_policy_rename_question(inputs)
});
/**
* | output |
* | --- |
* | "Its rule and action stay as they are; whatever refers to it by its old name may no longer find it." |
*
* @param {Core_Policy_Rename_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_detail = /** @type {((inputs?: Core_Policy_Rename_DetailInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Rename_DetailInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_rename_detail(inputs)
	if (locale === "ru") return __ru.core_policy_rename_detail(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_rename_detail(inputs)
	return __en.core_policy_rename_detail(inputs)
});
/**
* | output |
* | --- |
* | "Rename policy" |
*
* @param {Core_Policy_Rename_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_confirm = /** @type {((inputs?: Core_Policy_Rename_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Rename_ConfirmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_rename_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_rename_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_rename_confirm(inputs)
	return __en.core_policy_rename_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Reset a policy" |
*
* @param {Core_Policy_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_title = /** @type {((inputs?: Core_Policy_Reset_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Reset_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_reset_title(inputs)
	if (locale === "ru") return __ru.core_policy_reset_title(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_reset_title(inputs)
	return __en.core_policy_reset_title(inputs)
});
/**
* | output |
* | --- |
* | "Reset the rule of {name} on {appliance} to the appliance’s defaults?" |
*
* @param {Core_Policy_Reset_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_rule = /** @type {((inputs: Core_Policy_Reset_RuleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Reset_RuleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_reset_rule(inputs)
	if (locale === "ru") return __ru.core_policy_reset_rule(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_reset_rule(inputs)
	return __en.core_policy_reset_rule(inputs)
});
/**
* | output |
* | --- |
* | "Reset the action of {name} on {appliance} to the appliance’s defaults?" |
*
* @param {Core_Policy_Reset_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_action = /** @type {((inputs: Core_Policy_Reset_ActionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Reset_ActionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_reset_action(inputs)
	if (locale === "ru") return __ru.core_policy_reset_action(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_reset_action(inputs)
	return __en.core_policy_reset_action(inputs)
});
/**
* | output |
* | --- |
* | "Reset the rule and action of {name} on {appliance} to the appliance’s defaults?" |
*
* @param {Core_Policy_Reset_BothInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_both = /** @type {((inputs: Core_Policy_Reset_BothInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Reset_BothInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_reset_both(inputs)
	if (locale === "ru") return __ru.core_policy_reset_both(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_reset_both(inputs)
	return __en.core_policy_reset_both(inputs)
});
/**
* | output |
* | --- |
* | "Policy: {name}" |
*
* @param {Core_Policy_Line_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_policy = /** @type {((inputs: Core_Policy_Line_PolicyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Line_PolicyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_line_policy(inputs)
	if (locale === "ru") return __ru.core_policy_line_policy(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_line_policy(inputs)
	return __en.core_policy_line_policy(inputs)
});
/**
* | output |
* | --- |
* | "Action now: {action}" |
*
* @param {Core_Policy_Line_Action_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_action_now = /** @type {((inputs: Core_Policy_Line_Action_NowInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Line_Action_NowInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_line_action_now(inputs)
	if (locale === "ru") return __ru.core_policy_line_action_now(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_line_action_now(inputs)
	return __en.core_policy_line_action_now(inputs)
});
/**
* | output |
* | --- |
* | "Rule now: {rule}" |
*
* @param {Core_Policy_Line_Rule_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_rule_now = /** @type {((inputs: Core_Policy_Line_Rule_NowInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Line_Rule_NowInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_line_rule_now(inputs)
	if (locale === "ru") return __ru.core_policy_line_rule_now(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_line_rule_now(inputs)
	return __en.core_policy_line_rule_now(inputs)
});
/**
* | output |
* | --- |
* | "Action: {action}" |
*
* @param {Core_Policy_Line_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_action = /** @type {((inputs: Core_Policy_Line_ActionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Line_ActionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_line_action(inputs)
	if (locale === "ru") return __ru.core_policy_line_action(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_line_action(inputs)
	return __en.core_policy_line_action(inputs)
});
/**
* | output |
* | --- |
* | "Rule: {rule}" |
*
* @param {Core_Policy_Line_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_rule = /** @type {((inputs: Core_Policy_Line_RuleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Line_RuleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_line_rule(inputs)
	if (locale === "ru") return __ru.core_policy_line_rule(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_line_rule(inputs)
	return __en.core_policy_line_rule(inputs)
});
/**
* | output |
* | --- |
* | "The defaults are the appliance’s own, whatever they allow." |
*
* @param {Core_Policy_Reset_DefaultsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_defaults = /** @type {((inputs?: Core_Policy_Reset_DefaultsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Reset_DefaultsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_reset_defaults(inputs)
	if (locale === "ru") return __ru.core_policy_reset_defaults(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_reset_defaults(inputs)
	return __en.core_policy_reset_defaults(inputs)
});
/**
* | output |
* | --- |
* | "Reset to default" |
*
* @param {Core_Policy_Reset_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_confirm = /** @type {((inputs?: Core_Policy_Reset_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Reset_ConfirmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_reset_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_reset_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_reset_confirm(inputs)
	return __en.core_policy_reset_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Enable policies" |
*
* @param {Core_Policy_Enable_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_many_title = /** @type {((inputs?: Core_Policy_Enable_Many_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Enable_Many_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_enable_many_title(inputs)
	if (locale === "ru") return __ru.core_policy_enable_many_title(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_enable_many_title(inputs)
	return __en.core_policy_enable_many_title(inputs)
});
/**
* | output |
* | --- |
* | "Disable policies" |
*
* @param {Core_Policy_Disable_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_many_title = /** @type {((inputs?: Core_Policy_Disable_Many_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_Many_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_many_title(inputs)
	if (locale === "ru") return __ru.core_policy_disable_many_title(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_disable_many_title(inputs)
	return __en.core_policy_disable_many_title(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Enable {count} authorization policy on {appliance}?" |
* | "other" | "Enable {count} authorization policies on {appliance}?" |
*
* @param {Core_Policy_Enable_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_many_question = /** @type {((inputs: Core_Policy_Enable_Many_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Enable_Many_QuestionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_enable_many_question(inputs)
	if (locale === "ru") return __ru.core_policy_enable_many_question(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_enable_many_question(inputs)
	return __en.core_policy_enable_many_question(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Disable {count} authorization policy on {appliance}?" |
* | "other" | "Disable {count} authorization policies on {appliance}?" |
*
* @param {Core_Policy_Disable_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_many_question = /** @type {((inputs: Core_Policy_Disable_Many_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_Many_QuestionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_many_question(inputs)
	if (locale === "ru") return __ru.core_policy_disable_many_question(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_disable_many_question(inputs)
	return __en.core_policy_disable_many_question(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Enable {count} policy" |
* | "other" | "Enable {count} policies" |
*
* @param {Core_Policy_Enable_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_many_confirm = /** @type {((inputs: Core_Policy_Enable_Many_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Enable_Many_ConfirmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_enable_many_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_enable_many_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_enable_many_confirm(inputs)
	return __en.core_policy_enable_many_confirm(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Disable {count} policy" |
* | "other" | "Disable {count} policies" |
*
* @param {Core_Policy_Disable_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_many_confirm = /** @type {((inputs: Core_Policy_Disable_Many_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_Many_ConfirmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_many_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_disable_many_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_disable_many_confirm(inputs)
	return __en.core_policy_disable_many_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Enable a policy" |
*
* @param {Core_Policy_Enable_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_title = /** @type {((inputs?: Core_Policy_Enable_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Enable_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_enable_title(inputs)
	if (locale === "ru") return __ru.core_policy_enable_title(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_enable_title(inputs)
	return __en.core_policy_enable_title(inputs)
});
/**
* | output |
* | --- |
* | "Disable a policy" |
*
* @param {Core_Policy_Disable_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_title = /** @type {((inputs?: Core_Policy_Disable_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_title(inputs)
	if (locale === "ru") return __ru.core_policy_disable_title(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_disable_title(inputs)
	return __en.core_policy_disable_title(inputs)
});
/**
* | output |
* | --- |
* | "Enable the authorization policy {name} on {appliance}?" |
*
* @param {Core_Policy_Enable_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_question = /** @type {((inputs: Core_Policy_Enable_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Enable_QuestionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_enable_question(inputs)
	if (locale === "ru") return __ru.core_policy_enable_question(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_enable_question(inputs)
	return __en.core_policy_enable_question(inputs)
});
/**
* | output |
* | --- |
* | "Disable the authorization policy {name} on {appliance}?" |
*
* @param {Core_Policy_Disable_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_question = /** @type {((inputs: Core_Policy_Disable_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_QuestionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_question(inputs)
	if (locale === "ru") return __ru.core_policy_disable_question(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_disable_question(inputs)
	return __en.core_policy_disable_question(inputs)
});
/**
* | output |
* | --- |
* | "It denies requests now: turned off, it stops nothing." |
*
* @param {Core_Policy_Disable_DenyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_deny = /** @type {((inputs?: Core_Policy_Disable_DenyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_DenyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_deny(inputs)
	if (locale === "ru") return __ru.core_policy_disable_deny(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_disable_deny(inputs)
	return __en.core_policy_disable_deny(inputs)
});
/**
* | output |
* | --- |
* | "Turned off, it no longer decides anything." |
*
* @param {Core_Policy_Disable_OtherInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_other = /** @type {((inputs?: Core_Policy_Disable_OtherInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_OtherInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_other(inputs)
	if (locale === "ru") return __ru.core_policy_disable_other(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_disable_other(inputs)
	return __en.core_policy_disable_other(inputs)
});
/**
* | output |
* | --- |
* | "It allows requests: turned on, it may let through what is denied now." |
*
* @param {Core_Policy_Enable_AllowsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_allows = /** @type {((inputs?: Core_Policy_Enable_AllowsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Enable_AllowsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_enable_allows(inputs)
	if (locale === "ru") return __ru.core_policy_enable_allows(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_enable_allows(inputs)
	return __en.core_policy_enable_allows(inputs)
});
/**
* | output |
* | --- |
* | "Enable policy" |
*
* @param {Core_Policy_Enable_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_confirm = /** @type {((inputs?: Core_Policy_Enable_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Enable_ConfirmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_enable_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_enable_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_enable_confirm(inputs)
	return __en.core_policy_enable_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Disable policy" |
*
* @param {Core_Policy_Disable_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_confirm = /** @type {((inputs?: Core_Policy_Disable_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_ConfirmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_disable_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_disable_confirm(inputs)
	return __en.core_policy_disable_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Delete policy" |
*
* @param {Core_Policy_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_title = /** @type {((inputs?: Core_Policy_Delete_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Delete_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_delete_title(inputs)
	if (locale === "ru") return __ru.core_policy_delete_title(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_delete_title(inputs)
	return __en.core_policy_delete_title(inputs)
});
/**
* | output |
* | --- |
* | "Delete policies" |
*
* @param {Core_Policy_Delete_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_many_title = /** @type {((inputs?: Core_Policy_Delete_Many_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Delete_Many_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_delete_many_title(inputs)
	if (locale === "ru") return __ru.core_policy_delete_many_title(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_delete_many_title(inputs)
	return __en.core_policy_delete_many_title(inputs)
});
/**
* | output |
* | --- |
* | "Delete the authorization policy {name} from {appliance}?" |
*
* @param {Core_Policy_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_question = /** @type {((inputs: Core_Policy_Delete_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Delete_QuestionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_delete_question(inputs)
	if (locale === "ru") return __ru.core_policy_delete_question(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_delete_question(inputs)
	return __en.core_policy_delete_question(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Delete {count} authorization policy from {appliance}?" |
* | "other" | "Delete {count} authorization policies from {appliance}?" |
*
* @param {Core_Policy_Delete_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_many_question = /** @type {((inputs: Core_Policy_Delete_Many_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Delete_Many_QuestionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_delete_many_question(inputs)
	if (locale === "ru") return __ru.core_policy_delete_many_question(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_delete_many_question(inputs)
	return __en.core_policy_delete_many_question(inputs)
});
/**
* | output |
* | --- |
* | "A deleted policy cannot be brought back; its rule and action are gone with it." |
*
* @param {Core_Policy_Delete_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_detail = /** @type {((inputs?: Core_Policy_Delete_DetailInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Delete_DetailInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_delete_detail(inputs)
	if (locale === "ru") return __ru.core_policy_delete_detail(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_delete_detail(inputs)
	return __en.core_policy_delete_detail(inputs)
});
/**
* | output |
* | --- |
* | "Delete policy" |
*
* @param {Core_Policy_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_confirm = /** @type {((inputs?: Core_Policy_Delete_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Delete_ConfirmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_delete_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_delete_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_delete_confirm(inputs)
	return __en.core_policy_delete_confirm(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Delete {count} policy" |
* | "other" | "Delete {count} policies" |
*
* @param {Core_Policy_Delete_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_many_confirm = /** @type {((inputs: Core_Policy_Delete_Many_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Delete_Many_ConfirmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_delete_many_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_delete_many_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.core_policy_delete_many_confirm(inputs)
	return __en.core_policy_delete_many_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Satchel is locked" |
*
* @param {Window_Locked_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_locked_title = /** @type {((inputs?: Window_Locked_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Locked_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_locked_title(inputs)
	if (locale === "ru") return __ru.window_locked_title(inputs)
	if (locale === "en-XA") return __en_xa2.window_locked_title(inputs)
	return __en.window_locked_title(inputs)
});
/**
* | output |
* | --- |
* | "Prices and balances keep updating. Unlock to cancel orders, add or remove accounts, or change the password." |
*
* @param {Window_Locked_LeadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_locked_lead = /** @type {((inputs?: Window_Locked_LeadInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Locked_LeadInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_locked_lead(inputs)
	if (locale === "ru") return __ru.window_locked_lead(inputs)
	if (locale === "en-XA") return __en_xa2.window_locked_lead(inputs)
	return __en.window_locked_lead(inputs)
});
/**
* | output |
* | --- |
* | "App password" |
*
* @param {Window_App_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_app_password = /** @type {((inputs?: Window_App_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_App_PasswordInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_app_password(inputs)
	if (locale === "ru") return __ru.window_app_password(inputs)
	if (locale === "en-XA") return __en_xa2.window_app_password(inputs)
	return __en.window_app_password(inputs)
});
/**
* | output |
* | --- |
* | "Unlock" |
*
* @param {Window_UnlockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_unlock = /** @type {((inputs?: Window_UnlockInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_UnlockInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_unlock(inputs)
	if (locale === "ru") return __ru.window_unlock(inputs)
	if (locale === "en-XA") return __en_xa2.window_unlock(inputs)
	return __en.window_unlock(inputs)
});
/**
* | output |
* | --- |
* | "Unlock in {wait}" |
*
* @param {Window_Unlock_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_unlock_in = /** @type {((inputs: Window_Unlock_InInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Unlock_InInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_unlock_in(inputs)
	if (locale === "ru") return __ru.window_unlock_in(inputs)
	if (locale === "en-XA") return __en_xa2.window_unlock_in(inputs)
	return __en.window_unlock_in(inputs)
});
/**
* | output |
* | --- |
* | "Wait {wait}" |
*
* @param {Window_WaitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_wait = /** @type {((inputs: Window_WaitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_WaitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_wait(inputs)
	if (locale === "ru") return __ru.window_wait(inputs)
	if (locale === "en-XA") return __en_xa2.window_wait(inputs)
	return __en.window_wait(inputs)
});
/**
* | output |
* | --- |
* | "You can try again in {wait}." |
*
* @param {Window_Try_Again_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_try_again_in = /** @type {((inputs: Window_Try_Again_InInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Try_Again_InInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_try_again_in(inputs)
	if (locale === "ru") return __ru.window_try_again_in(inputs)
	if (locale === "en-XA") return __en_xa2.window_try_again_in(inputs)
	return __en.window_try_again_in(inputs)
});
/**
* | output |
* | --- |
* | "You can try again now." |
*
* @param {Window_Try_Again_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_try_again_now = /** @type {((inputs?: Window_Try_Again_NowInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Try_Again_NowInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_try_again_now(inputs)
	if (locale === "ru") return __ru.window_try_again_now(inputs)
	if (locale === "en-XA") return __en_xa2.window_try_again_now(inputs)
	return __en.window_try_again_now(inputs)
});
/**
* | output |
* | --- |
* | "{minutes} min {seconds} s" |
*
* @param {Window_Wait_Minutes_SecondsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_wait_minutes_seconds = /** @type {((inputs: Window_Wait_Minutes_SecondsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Wait_Minutes_SecondsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_wait_minutes_seconds(inputs)
	if (locale === "ru") return __ru.window_wait_minutes_seconds(inputs)
	if (locale === "en-XA") return __en_xa2.window_wait_minutes_seconds(inputs)
	return __en.window_wait_minutes_seconds(inputs)
});
/**
* | output |
* | --- |
* | "Don't do it" |
*
* @param {Window_Confirm_DeclineInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_confirm_decline = /** @type {((inputs?: Window_Confirm_DeclineInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Confirm_DeclineInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_confirm_decline(inputs)
	if (locale === "ru") return __ru.window_confirm_decline(inputs)
	if (locale === "en-XA") return __en_xa2.window_confirm_decline(inputs)
	return __en.window_confirm_decline(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} more question waits after this one." |
* | "other" | "{count} more questions wait after this one." |
*
* @param {Window_More_QuestionsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_more_questions = /** @type {((inputs: Window_More_QuestionsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_More_QuestionsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_more_questions(inputs)
	if (locale === "ru") return __ru.window_more_questions(inputs)
	if (locale === "en-XA") return __en_xa2.window_more_questions(inputs)
	return __en.window_more_questions(inputs)
});
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {Window_RetryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_retry = /** @type {((inputs?: Window_RetryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_RetryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_retry(inputs)
	if (locale === "ru") return __ru.window_retry(inputs)
	if (locale === "en-XA") return __en_xa2.window_retry(inputs)
	return __en.window_retry(inputs)
});
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {Window_LoadingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_loading = /** @type {((inputs?: Window_LoadingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_LoadingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_loading(inputs)
	if (locale === "ru") return __ru.window_loading(inputs)
	if (locale === "en-XA") return __en_xa2.window_loading(inputs)
	return __en.window_loading(inputs)
});
/**
* | output |
* | --- |
* | "This page could not be loaded. Satchel may have been updated or stopped while it was open." |
*
* @param {Window_Page_Not_LoadedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_page_not_loaded = /** @type {((inputs?: Window_Page_Not_LoadedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Page_Not_LoadedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_page_not_loaded(inputs)
	if (locale === "ru") return __ru.window_page_not_loaded(inputs)
	if (locale === "en-XA") return __en_xa2.window_page_not_loaded(inputs)
	return __en.window_page_not_loaded(inputs)
});
/**
* | output |
* | --- |
* | "App host unreachable — reconnecting…" |
*
* @param {Window_Host_LostInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_host_lost = /** @type {((inputs?: Window_Host_LostInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Host_LostInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_host_lost(inputs)
	if (locale === "ru") return __ru.window_host_lost(inputs)
	if (locale === "en-XA") return __en_xa2.window_host_lost(inputs)
	return __en.window_host_lost(inputs)
});
/**
* | output |
* | --- |
* | "Connecting…" |
*
* @param {Window_ConnectingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_connecting = /** @type {((inputs?: Window_ConnectingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_ConnectingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_connecting(inputs)
	if (locale === "ru") return __ru.window_connecting(inputs)
	if (locale === "en-XA") return __en_xa2.window_connecting(inputs)
	return __en.window_connecting(inputs)
});
/**
* | output |
* | --- |
* | "Live" |
*
* @param {Window_LiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_live = /** @type {((inputs?: Window_LiveInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_LiveInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_live(inputs)
	if (locale === "ru") return __ru.window_live(inputs)
	if (locale === "en-XA") return __en_xa2.window_live(inputs)
	return __en.window_live(inputs)
});
/**
* | output |
* | --- |
* | "Reconnecting… (attempt {attempt})" |
*
* @param {Window_ReconnectingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_reconnecting = /** @type {((inputs: Window_ReconnectingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_ReconnectingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_reconnecting(inputs)
	if (locale === "ru") return __ru.window_reconnecting(inputs)
	if (locale === "en-XA") return __en_xa2.window_reconnecting(inputs)
	return __en.window_reconnecting(inputs)
});
/**
* | output |
* | --- |
* | "Exchange unavailable: {reason}" |
*
* @param {Window_Exchange_UnavailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_exchange_unavailable = /** @type {((inputs: Window_Exchange_UnavailableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Exchange_UnavailableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_exchange_unavailable(inputs)
	if (locale === "ru") return __ru.window_exchange_unavailable(inputs)
	if (locale === "en-XA") return __en_xa2.window_exchange_unavailable(inputs)
	return __en.window_exchange_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Retry now" |
*
* @param {Window_Retry_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_retry_now = /** @type {((inputs?: Window_Retry_NowInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Retry_NowInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_retry_now(inputs)
	if (locale === "ru") return __ru.window_retry_now(inputs)
	if (locale === "en-XA") return __en_xa2.window_retry_now(inputs)
	return __en.window_retry_now(inputs)
});
/**
* | output |
* | --- |
* | "Open Settings" |
*
* @param {Window_Open_SettingsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_open_settings = /** @type {((inputs?: Window_Open_SettingsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Open_SettingsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_open_settings(inputs)
	if (locale === "ru") return __ru.window_open_settings(inputs)
	if (locale === "en-XA") return __en_xa2.window_open_settings(inputs)
	return __en.window_open_settings(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Window_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_try_again = /** @type {((inputs?: Window_Try_AgainInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Try_AgainInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_try_again(inputs)
	if (locale === "ru") return __ru.window_try_again(inputs)
	if (locale === "en-XA") return __en_xa2.window_try_again(inputs)
	return __en.window_try_again(inputs)
});
/**
* | output |
* | --- |
* | "The exchange refused this account’s key: it may have been revoked or changed. Add the key again in Settings." |
*
* @param {Window_Advice_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_advice_auth = /** @type {((inputs?: Window_Advice_AuthInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Advice_AuthInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_advice_auth(inputs)
	if (locale === "ru") return __ru.window_advice_auth(inputs)
	if (locale === "en-XA") return __en_xa2.window_advice_auth(inputs)
	return __en.window_advice_auth(inputs)
});
/**
* | output |
* | --- |
* | "Satchel keeps the API secret in the system keychain. Unlock the keychain (on Linux, a Secret Service such as GNOME Keyring must be running), then try again." |
*
* @param {Window_Advice_KeychainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_advice_keychain = /** @type {((inputs?: Window_Advice_KeychainInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Advice_KeychainInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_advice_keychain(inputs)
	if (locale === "ru") return __ru.window_advice_keychain(inputs)
	if (locale === "en-XA") return __en_xa2.window_advice_keychain(inputs)
	return __en.window_advice_keychain(inputs)
});
/**
* | output |
* | --- |
* | "Check the internet connection. Satchel keeps trying by itself." |
*
* @param {Window_Advice_NetworkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_advice_network = /** @type {((inputs?: Window_Advice_NetworkInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Advice_NetworkInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_advice_network(inputs)
	if (locale === "ru") return __ru.window_advice_network(inputs)
	if (locale === "en-XA") return __en_xa2.window_advice_network(inputs)
	return __en.window_advice_network(inputs)
});
/**
* | output |
* | --- |
* | "The exchange is not answering properly right now. Satchel keeps trying by itself." |
*
* @param {Window_Advice_UnavailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_advice_unavailable = /** @type {((inputs?: Window_Advice_UnavailableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Advice_UnavailableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_advice_unavailable(inputs)
	if (locale === "ru") return __ru.window_advice_unavailable(inputs)
	if (locale === "en-XA") return __en_xa2.window_advice_unavailable(inputs)
	return __en.window_advice_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Satchel keeps trying by itself." |
*
* @param {Window_Advice_OtherInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_advice_other = /** @type {((inputs?: Window_Advice_OtherInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Advice_OtherInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_advice_other(inputs)
	if (locale === "ru") return __ru.window_advice_other(inputs)
	if (locale === "en-XA") return __en_xa2.window_advice_other(inputs)
	return __en.window_advice_other(inputs)
});
/**
* | output |
* | --- |
* | "No account is set up yet. Add your exchange API key to see your balances." |
*
* @param {Window_No_Account_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_account_balances = /** @type {((inputs?: Window_No_Account_BalancesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_No_Account_BalancesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_no_account_balances(inputs)
	if (locale === "ru") return __ru.window_no_account_balances(inputs)
	if (locale === "en-XA") return __en_xa2.window_no_account_balances(inputs)
	return __en.window_no_account_balances(inputs)
});
/**
* | output |
* | --- |
* | "No account is set up yet. Add your exchange API key to see your orders." |
*
* @param {Window_No_Account_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_account_orders = /** @type {((inputs?: Window_No_Account_OrdersInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_No_Account_OrdersInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_no_account_orders(inputs)
	if (locale === "ru") return __ru.window_no_account_orders(inputs)
	if (locale === "en-XA") return __en_xa2.window_no_account_orders(inputs)
	return __en.window_no_account_orders(inputs)
});
/**
* | output |
* | --- |
* | "No account is set up yet. Add your exchange API key to see your deposit addresses." |
*
* @param {Window_No_Account_Deposit_AddressesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_account_deposit_addresses = /** @type {((inputs?: Window_No_Account_Deposit_AddressesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_No_Account_Deposit_AddressesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_no_account_deposit_addresses(inputs)
	if (locale === "ru") return __ru.window_no_account_deposit_addresses(inputs)
	if (locale === "en-XA") return __en_xa2.window_no_account_deposit_addresses(inputs)
	return __en.window_no_account_deposit_addresses(inputs)
});
/**
* | output |
* | --- |
* | "No account is set up yet. Add your exchange API key to see your withdrawals." |
*
* @param {Window_No_Account_WithdrawalsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_account_withdrawals = /** @type {((inputs?: Window_No_Account_WithdrawalsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_No_Account_WithdrawalsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_no_account_withdrawals(inputs)
	if (locale === "ru") return __ru.window_no_account_withdrawals(inputs)
	if (locale === "en-XA") return __en_xa2.window_no_account_withdrawals(inputs)
	return __en.window_no_account_withdrawals(inputs)
});
/**
* | output |
* | --- |
* | "No account is set up yet. Add your exchange API key to see your deposits and withdrawals." |
*
* @param {Window_No_Account_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_account_history = /** @type {((inputs?: Window_No_Account_HistoryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_No_Account_HistoryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_no_account_history(inputs)
	if (locale === "ru") return __ru.window_no_account_history(inputs)
	if (locale === "en-XA") return __en_xa2.window_no_account_history(inputs)
	return __en.window_no_account_history(inputs)
});
/**
* | output |
* | --- |
* | "No account is set up yet. Add your exchange API key to see your fiat deposits and payouts." |
*
* @param {Window_No_Account_FiatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_account_fiat = /** @type {((inputs?: Window_No_Account_FiatInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_No_Account_FiatInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_no_account_fiat(inputs)
	if (locale === "ru") return __ru.window_no_account_fiat(inputs)
	if (locale === "en-XA") return __en_xa2.window_no_account_fiat(inputs)
	return __en.window_no_account_fiat(inputs)
});
/**
* | output |
* | --- |
* | "No account is set up yet. Add your exchange API key to see your {what}." |
*
* @param {Window_No_Account_OtherInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_account_other = /** @type {((inputs: Window_No_Account_OtherInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_No_Account_OtherInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_no_account_other(inputs)
	if (locale === "ru") return __ru.window_no_account_other(inputs)
	if (locale === "en-XA") return __en_xa2.window_no_account_other(inputs)
	return __en.window_no_account_other(inputs)
});
/**
* | output |
* | --- |
* | "Add an account" |
*
* @param {Window_Add_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_add_account = /** @type {((inputs?: Window_Add_AccountInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Add_AccountInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_add_account(inputs)
	if (locale === "ru") return __ru.window_add_account(inputs)
	if (locale === "en-XA") return __en_xa2.window_add_account(inputs)
	return __en.window_add_account(inputs)
});
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Window_Nav_MainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_nav_main = /** @type {((inputs?: Window_Nav_MainInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Nav_MainInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_nav_main(inputs)
	if (locale === "ru") return __ru.window_nav_main(inputs)
	if (locale === "en-XA") return __en_xa2.window_nav_main(inputs)
	return __en.window_nav_main(inputs)
});
/**
* | output |
* | --- |
* | "Satchel locks with an app password: set one in Settings, under App password." |
*
* @param {Window_Lock_Needs_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_lock_needs_password = /** @type {((inputs?: Window_Lock_Needs_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Lock_Needs_PasswordInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_lock_needs_password(inputs)
	if (locale === "ru") return __ru.window_lock_needs_password(inputs)
	if (locale === "en-XA") return __en_xa2.window_lock_needs_password(inputs)
	return __en.window_lock_needs_password(inputs)
});
/**
* | output |
* | --- |
* | "Copy {what}" |
*
* @param {Window_Copy_WhatInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_copy_what = /** @type {((inputs: Window_Copy_WhatInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Copy_WhatInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_copy_what(inputs)
	if (locale === "ru") return __ru.window_copy_what(inputs)
	if (locale === "en-XA") return __en_xa2.window_copy_what(inputs)
	return __en.window_copy_what(inputs)
});
/**
* | output |
* | --- |
* | "{label} copied." |
*
* @param {Window_CopiedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_copied = /** @type {((inputs: Window_CopiedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_CopiedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_copied(inputs)
	if (locale === "ru") return __ru.window_copied(inputs)
	if (locale === "en-XA") return __en_xa2.window_copied(inputs)
	return __en.window_copied(inputs)
});
/**
* | output |
* | --- |
* | "Could not copy: select the {what} and copy it by hand." |
*
* @param {Window_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_copy_failed = /** @type {((inputs: Window_Copy_FailedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Copy_FailedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_copy_failed(inputs)
	if (locale === "ru") return __ru.window_copy_failed(inputs)
	if (locale === "en-XA") return __en_xa2.window_copy_failed(inputs)
	return __en.window_copy_failed(inputs)
});
/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Window_Save_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_save_name = /** @type {((inputs?: Window_Save_NameInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Save_NameInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_save_name(inputs)
	if (locale === "ru") return __ru.window_save_name(inputs)
	if (locale === "en-XA") return __en_xa2.window_save_name(inputs)
	return __en.window_save_name(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Window_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_cancel = /** @type {((inputs?: Window_CancelInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_CancelInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_cancel(inputs)
	if (locale === "ru") return __ru.window_cancel(inputs)
	if (locale === "en-XA") return __en_xa2.window_cancel(inputs)
	return __en.window_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Satchel has no page at “{path}”." |
*
* @param {Window_No_Page_AtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_page_at = /** @type {((inputs: Window_No_Page_AtInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_No_Page_AtInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_no_page_at(inputs)
	if (locale === "ru") return __ru.window_no_page_at(inputs)
	if (locale === "en-XA") return __en_xa2.window_no_page_at(inputs)
	return __en.window_no_page_at(inputs)
});
/**
* | output |
* | --- |
* | "Back to markets" |
*
* @param {Window_Back_To_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_back_to_markets = /** @type {((inputs?: Window_Back_To_MarketsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Back_To_MarketsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_back_to_markets(inputs)
	if (locale === "ru") return __ru.window_back_to_markets(inputs)
	if (locale === "en-XA") return __en_xa2.window_back_to_markets(inputs)
	return __en.window_back_to_markets(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Window_DismissInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_dismiss = /** @type {((inputs?: Window_DismissInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_DismissInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_dismiss(inputs)
	if (locale === "ru") return __ru.window_dismiss(inputs)
	if (locale === "en-XA") return __en_xa2.window_dismiss(inputs)
	return __en.window_dismiss(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss: {text}" |
*
* @param {Window_Dismiss_NoticeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_dismiss_notice = /** @type {((inputs: Window_Dismiss_NoticeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Dismiss_NoticeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_dismiss_notice(inputs)
	if (locale === "ru") return __ru.window_dismiss_notice(inputs)
	if (locale === "en-XA") return __en_xa2.window_dismiss_notice(inputs)
	return __en.window_dismiss_notice(inputs)
});
/**
* | output |
* | --- |
* | "as of {time}" |
*
* @param {Window_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_as_of = /** @type {((inputs: Window_As_OfInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_As_OfInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_as_of(inputs)
	if (locale === "ru") return __ru.window_as_of(inputs)
	if (locale === "en-XA") return __en_xa2.window_as_of(inputs)
	return __en.window_as_of(inputs)
});
/**
* | output |
* | --- |
* | "The app host is not reachable." |
*
* @param {Window_Host_Not_ReachableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_host_not_reachable = /** @type {((inputs?: Window_Host_Not_ReachableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Host_Not_ReachableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_host_not_reachable(inputs)
	if (locale === "ru") return __ru.window_host_not_reachable(inputs)
	if (locale === "en-XA") return __en_xa2.window_host_not_reachable(inputs)
	return __en.window_host_not_reachable(inputs)
});
/**
* | output |
* | --- |
* | "The connection to the app host was lost." |
*
* @param {Window_Host_Connection_LostInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_host_connection_lost = /** @type {((inputs?: Window_Host_Connection_LostInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Host_Connection_LostInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_host_connection_lost(inputs)
	if (locale === "ru") return __ru.window_host_connection_lost(inputs)
	if (locale === "en-XA") return __en_xa2.window_host_connection_lost(inputs)
	return __en.window_host_connection_lost(inputs)
});
/**
* | output |
* | --- |
* | "The app host refused this link." |
*
* @param {Window_Host_Refused_LinkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_host_refused_link = /** @type {((inputs?: Window_Host_Refused_LinkInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Host_Refused_LinkInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_host_refused_link(inputs)
	if (locale === "ru") return __ru.window_host_refused_link(inputs)
	if (locale === "en-XA") return __en_xa2.window_host_refused_link(inputs)
	return __en.window_host_refused_link(inputs)
});
/**
* | output |
* | --- |
* | "This page was opened without its access token. Open the link that Satchel printed." |
*
* @param {Window_No_TokenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_no_token = /** @type {((inputs?: Window_No_TokenInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_No_TokenInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_no_token(inputs)
	if (locale === "ru") return __ru.window_no_token(inputs)
	if (locale === "en-XA") return __en_xa2.window_no_token(inputs)
	return __en.window_no_token(inputs)
});
/**
* | output |
* | --- |
* | "Satchel — app password" |
*
* @param {Window_Password_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_password_page_title = /** @type {((inputs?: Window_Password_Page_TitleInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Password_Page_TitleInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_password_page_title(inputs)
	if (locale === "ru") return __ru.window_password_page_title(inputs)
	if (locale === "en-XA") return __en_xa2.window_password_page_title(inputs)
	return __en.window_password_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Don’t do it" |
*
* @param {Window_Password_DeclineInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_password_decline = /** @type {((inputs?: Window_Password_DeclineInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Password_DeclineInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_password_decline(inputs)
	if (locale === "ru") return __ru.window_password_decline(inputs)
	if (locale === "en-XA") return __en_xa2.window_password_decline(inputs)
	return __en.window_password_decline(inputs)
});
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Window_Password_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_password_confirm = /** @type {((inputs?: Window_Password_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Password_ConfirmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_password_confirm(inputs)
	if (locale === "ru") return __ru.window_password_confirm(inputs)
	if (locale === "en-XA") return __en_xa2.window_password_confirm(inputs)
	return __en.window_password_confirm(inputs)
});
/**
* | output |
* | --- |
* | "This window cannot reach Satchel." |
*
* @param {Window_Password_UnreachableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_password_unreachable = /** @type {((inputs?: Window_Password_UnreachableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Password_UnreachableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_password_unreachable(inputs)
	if (locale === "ru") return __ru.window_password_unreachable(inputs)
	if (locale === "en-XA") return __en_xa2.window_password_unreachable(inputs)
	return __en.window_password_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "Satchel could not check the password. Try again." |
*
* @param {Window_Password_Check_FailedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const window_password_check_failed = /** @type {((inputs?: Window_Password_Check_FailedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Window_Password_Check_FailedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.window_password_check_failed(inputs)
	if (locale === "ru") return __ru.window_password_check_failed(inputs)
	if (locale === "en-XA") return __en_xa2.window_password_check_failed(inputs)
	return __en.window_password_check_failed(inputs)
});
/**
* | output |
* | --- |
* | "{currency} deposits are credited by their memo. Enter the recipient's memo, or tick “Send without a memo” if the recipient says none is needed." |
*
* @param {Shared_Withdraw_Memo_NeededInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_withdraw_memo_needed = /** @type {((inputs: Shared_Withdraw_Memo_NeededInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Withdraw_Memo_NeededInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_withdraw_memo_needed(inputs)
	if (locale === "ru") return __ru.shared_withdraw_memo_needed(inputs)
	if (locale === "en-XA") return __en_xa2.shared_withdraw_memo_needed(inputs)
	return __en.shared_withdraw_memo_needed(inputs)
});
/**
* | output |
* | --- |
* | "Enter an amount." |
*
* @param {Shared_Withdraw_Amount_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_withdraw_amount_enter = /** @type {((inputs?: Shared_Withdraw_Amount_EnterInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Withdraw_Amount_EnterInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_withdraw_amount_enter(inputs)
	if (locale === "ru") return __ru.shared_withdraw_amount_enter(inputs)
	if (locale === "en-XA") return __en_xa2.shared_withdraw_amount_enter(inputs)
	return __en.shared_withdraw_amount_enter(inputs)
});
/**
* | output |
* | --- |
* | "That is not an amount. Write it like 0.25, with a point." |
*
* @param {Shared_Withdraw_Amount_Not_NumberInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_withdraw_amount_not_number = /** @type {((inputs?: Shared_Withdraw_Amount_Not_NumberInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Withdraw_Amount_Not_NumberInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_withdraw_amount_not_number(inputs)
	if (locale === "ru") return __ru.shared_withdraw_amount_not_number(inputs)
	if (locale === "en-XA") return __en_xa2.shared_withdraw_amount_not_number(inputs)
	return __en.shared_withdraw_amount_not_number(inputs)
});
/**
* | digitsPlural | output |
* | --- | --- |
* | "one" | "{currency} amounts have at most {digits} digits after the point." |
* | "other" | "{currency} amounts have at most {digits} digits after the point." |
*
* @param {Shared_Withdraw_Amount_PrecisionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_withdraw_amount_precision = /** @type {((inputs: Shared_Withdraw_Amount_PrecisionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Withdraw_Amount_PrecisionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_withdraw_amount_precision(inputs)
	if (locale === "ru") return __ru.shared_withdraw_amount_precision(inputs)
	if (locale === "en-XA") return __en_xa2.shared_withdraw_amount_precision(inputs)
	return __en.shared_withdraw_amount_precision(inputs)
});
/**
* | output |
* | --- |
* | "The amount must be more than zero." |
*
* @param {Shared_Amount_ZeroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_amount_zero = /** @type {((inputs?: Shared_Amount_ZeroInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Amount_ZeroInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_amount_zero(inputs)
	if (locale === "ru") return __ru.shared_amount_zero(inputs)
	if (locale === "en-XA") return __en_xa2.shared_amount_zero(inputs)
	return __en.shared_amount_zero(inputs)
});
/**
* | output |
* | --- |
* | "The fee ({fee} {currency}) is more than the amount: the recipient would get nothing." |
*
* @param {Shared_Withdraw_Fee_ExceedsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_withdraw_fee_exceeds = /** @type {((inputs: Shared_Withdraw_Fee_ExceedsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Withdraw_Fee_ExceedsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_withdraw_fee_exceeds(inputs)
	if (locale === "ru") return __ru.shared_withdraw_fee_exceeds(inputs)
	if (locale === "en-XA") return __en_xa2.shared_withdraw_fee_exceeds(inputs)
	return __en.shared_withdraw_fee_exceeds(inputs)
});
/**
* | output |
* | --- |
* | "The recipient must get at least {minimum} {currency} (the exchange's minimum)." |
*
* @param {Shared_Withdraw_Below_MinimumInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_withdraw_below_minimum = /** @type {((inputs: Shared_Withdraw_Below_MinimumInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Withdraw_Below_MinimumInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_withdraw_below_minimum(inputs)
	if (locale === "ru") return __ru.shared_withdraw_below_minimum(inputs)
	if (locale === "en-XA") return __en_xa2.shared_withdraw_below_minimum(inputs)
	return __en.shared_withdraw_below_minimum(inputs)
});
/**
* | output |
* | --- |
* | "That takes {debit} {currency} from your balance, but only {available} {currency} is available." |
*
* @param {Shared_Withdraw_Over_BalanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_withdraw_over_balance = /** @type {((inputs: Shared_Withdraw_Over_BalanceInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Withdraw_Over_BalanceInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_withdraw_over_balance(inputs)
	if (locale === "ru") return __ru.shared_withdraw_over_balance(inputs)
	if (locale === "en-XA") return __en_xa2.shared_withdraw_over_balance(inputs)
	return __en.shared_withdraw_over_balance(inputs)
});
/**
* | output |
* | --- |
* | "An XRP destination tag is a whole number from 0 to 4294967295: digits only, no spaces or letters." |
*
* @param {Shared_Memo_Xrp_TagInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_memo_xrp_tag = /** @type {((inputs?: Shared_Memo_Xrp_TagInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Memo_Xrp_TagInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_memo_xrp_tag(inputs)
	if (locale === "ru") return __ru.shared_memo_xrp_tag(inputs)
	if (locale === "en-XA") return __en_xa2.shared_memo_xrp_tag(inputs)
	return __en.shared_memo_xrp_tag(inputs)
});
/**
* | output |
* | --- |
* | "A Stellar text memo holds at most 28 bytes; this one takes {bytes}. (Letters outside A–Z can take two to four bytes each.)" |
*
* @param {Shared_Memo_Xlm_BytesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_memo_xlm_bytes = /** @type {((inputs: Shared_Memo_Xlm_BytesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Memo_Xlm_BytesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_memo_xlm_bytes(inputs)
	if (locale === "ru") return __ru.shared_memo_xlm_bytes(inputs)
	if (locale === "en-XA") return __en_xa2.shared_memo_xlm_bytes(inputs)
	return __en.shared_memo_xlm_bytes(inputs)
});
/**
* | output |
* | --- |
* | "An EOS memo holds at most 256 bytes; this one takes {bytes}." |
*
* @param {Shared_Memo_Eos_BytesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_memo_eos_bytes = /** @type {((inputs: Shared_Memo_Eos_BytesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Memo_Eos_BytesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_memo_eos_bytes(inputs)
	if (locale === "ru") return __ru.shared_memo_eos_bytes(inputs)
	if (locale === "en-XA") return __en_xa2.shared_memo_eos_bytes(inputs)
	return __en.shared_memo_eos_bytes(inputs)
});
/**
* | output |
* | --- |
* | "Careful: this address looks like {what} — the same first and last characters — but it is a different address. Someone may have planted it in your history to ..." |
*
* @param {Shared_Lookalike_WarningInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_lookalike_warning = /** @type {((inputs: Shared_Lookalike_WarningInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Lookalike_WarningInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_lookalike_warning(inputs)
	if (locale === "ru") return __ru.shared_lookalike_warning(inputs)
	if (locale === "en-XA") return __en_xa2.shared_lookalike_warning(inputs)
	return __en.shared_lookalike_warning(inputs)
});
/**
* | output |
* | --- |
* | "an address you withdrew to before" |
*
* @param {Shared_Lookalike_Known_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_lookalike_known_history = /** @type {((inputs?: Shared_Lookalike_Known_HistoryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Lookalike_Known_HistoryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_lookalike_known_history(inputs)
	if (locale === "ru") return __ru.shared_lookalike_known_history(inputs)
	if (locale === "en-XA") return __en_xa2.shared_lookalike_known_history(inputs)
	return __en.shared_lookalike_known_history(inputs)
});
/**
* | output |
* | --- |
* | "“{label}” in your address book" |
*
* @param {Shared_Lookalike_Known_Book_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_lookalike_known_book_label = /** @type {((inputs: Shared_Lookalike_Known_Book_LabelInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Lookalike_Known_Book_LabelInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_lookalike_known_book_label(inputs)
	if (locale === "ru") return __ru.shared_lookalike_known_book_label(inputs)
	if (locale === "en-XA") return __en_xa2.shared_lookalike_known_book_label(inputs)
	return __en.shared_lookalike_known_book_label(inputs)
});
/**
* | output |
* | --- |
* | "an address in your address book" |
*
* @param {Shared_Lookalike_Known_BookInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_lookalike_known_book = /** @type {((inputs?: Shared_Lookalike_Known_BookInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Lookalike_Known_BookInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_lookalike_known_book(inputs)
	if (locale === "ru") return __ru.shared_lookalike_known_book(inputs)
	if (locale === "en-XA") return __en_xa2.shared_lookalike_known_book(inputs)
	return __en.shared_lookalike_known_book(inputs)
});
/**
* | output |
* | --- |
* | "a Bitcoin address" |
*
* @param {Shared_Address_BtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_btc = /** @type {((inputs?: Shared_Address_BtcInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_BtcInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_btc(inputs)
	if (locale === "ru") return __ru.shared_address_btc(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_btc(inputs)
	return __en.shared_address_btc(inputs)
});
/**
* | output |
* | --- |
* | "a Litecoin address" |
*
* @param {Shared_Address_LtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_ltc = /** @type {((inputs?: Shared_Address_LtcInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_LtcInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_ltc(inputs)
	if (locale === "ru") return __ru.shared_address_ltc(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_ltc(inputs)
	return __en.shared_address_ltc(inputs)
});
/**
* | output |
* | --- |
* | "a Bitcoin Cash address" |
*
* @param {Shared_Address_BchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_bch = /** @type {((inputs?: Shared_Address_BchInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_BchInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_bch(inputs)
	if (locale === "ru") return __ru.shared_address_bch(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_bch(inputs)
	return __en.shared_address_bch(inputs)
});
/**
* | output |
* | --- |
* | "a Dogecoin address" |
*
* @param {Shared_Address_DogeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_doge = /** @type {((inputs?: Shared_Address_DogeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_DogeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_doge(inputs)
	if (locale === "ru") return __ru.shared_address_doge(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_doge(inputs)
	return __en.shared_address_doge(inputs)
});
/**
* | output |
* | --- |
* | "a Dash address" |
*
* @param {Shared_Address_DashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_dash = /** @type {((inputs?: Shared_Address_DashInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_DashInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_dash(inputs)
	if (locale === "ru") return __ru.shared_address_dash(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_dash(inputs)
	return __en.shared_address_dash(inputs)
});
/**
* | output |
* | --- |
* | "an Ethereum address" |
*
* @param {Shared_Address_EthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_eth = /** @type {((inputs?: Shared_Address_EthInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_EthInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_eth(inputs)
	if (locale === "ru") return __ru.shared_address_eth(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_eth(inputs)
	return __en.shared_address_eth(inputs)
});
/**
* | output |
* | --- |
* | "a USDT address" |
*
* @param {Shared_Address_UsdtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_usdt = /** @type {((inputs?: Shared_Address_UsdtInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_UsdtInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_usdt(inputs)
	if (locale === "ru") return __ru.shared_address_usdt(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_usdt(inputs)
	return __en.shared_address_usdt(inputs)
});
/**
* | output |
* | --- |
* | "an XRP address" |
*
* @param {Shared_Address_XrpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_xrp = /** @type {((inputs?: Shared_Address_XrpInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_XrpInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_xrp(inputs)
	if (locale === "ru") return __ru.shared_address_xrp(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_xrp(inputs)
	return __en.shared_address_xrp(inputs)
});
/**
* | output |
* | --- |
* | "a Stellar address" |
*
* @param {Shared_Address_XlmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_xlm = /** @type {((inputs?: Shared_Address_XlmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_XlmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_xlm(inputs)
	if (locale === "ru") return __ru.shared_address_xlm(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_xlm(inputs)
	return __en.shared_address_xlm(inputs)
});
/**
* | output |
* | --- |
* | "a TRON address" |
*
* @param {Shared_Address_TrxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_trx = /** @type {((inputs?: Shared_Address_TrxInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_TrxInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_trx(inputs)
	if (locale === "ru") return __ru.shared_address_trx(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_trx(inputs)
	return __en.shared_address_trx(inputs)
});
/**
* | output |
* | --- |
* | "an EOS account address" |
*
* @param {Shared_Address_EosInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_eos = /** @type {((inputs?: Shared_Address_EosInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_EosInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_eos(inputs)
	if (locale === "ru") return __ru.shared_address_eos(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_eos(inputs)
	return __en.shared_address_eos(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it has a character that these addresses never use — a letter or digit may be mistyped." |
*
* @param {Shared_Address_Not_CharactersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_not_characters = /** @type {((inputs: Shared_Address_Not_CharactersInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Not_CharactersInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_not_characters(inputs)
	if (locale === "ru") return __ru.shared_address_not_characters(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_not_characters(inputs)
	return __en.shared_address_not_characters(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: the checksum does not match — a character is wrong or missing." |
*
* @param {Shared_Address_Not_ChecksumInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_not_checksum = /** @type {((inputs: Shared_Address_Not_ChecksumInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Not_ChecksumInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_not_checksum(inputs)
	if (locale === "ru") return __ru.shared_address_not_checksum(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_not_checksum(inputs)
	return __en.shared_address_not_checksum(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it is too short or too long — a character is missing or extra." |
*
* @param {Shared_Address_Not_LengthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_not_length = /** @type {((inputs: Shared_Address_Not_LengthInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Not_LengthInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_not_length(inputs)
	if (locale === "ru") return __ru.shared_address_not_length(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_not_length(inputs)
	return __en.shared_address_not_length(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it is written for another network." |
*
* @param {Shared_Address_Not_VersionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_not_version = /** @type {((inputs: Shared_Address_Not_VersionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Not_VersionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_not_version(inputs)
	if (locale === "ru") return __ru.shared_address_not_version(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_not_version(inputs)
	return __en.shared_address_not_version(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it mixes capital and small letters, which these addresses never do." |
*
* @param {Shared_Address_Not_CaseInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_not_case = /** @type {((inputs: Shared_Address_Not_CaseInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Not_CaseInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_not_case(inputs)
	if (locale === "ru") return __ru.shared_address_not_case(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_not_case(inputs)
	return __en.shared_address_not_case(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it has a space or a line break inside it." |
*
* @param {Shared_Address_Not_SpaceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_not_space = /** @type {((inputs: Shared_Address_Not_SpaceInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Not_SpaceInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_not_space(inputs)
	if (locale === "ru") return __ru.shared_address_not_space(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_not_space(inputs)
	return __en.shared_address_not_space(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a Bitcoin address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_BtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_btc = /** @type {((inputs: Shared_Address_Looks_Like_BtcInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Looks_Like_BtcInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_looks_like_btc(inputs)
	if (locale === "ru") return __ru.shared_address_looks_like_btc(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_looks_like_btc(inputs)
	return __en.shared_address_looks_like_btc(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a Litecoin address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_LtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_ltc = /** @type {((inputs: Shared_Address_Looks_Like_LtcInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Looks_Like_LtcInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_looks_like_ltc(inputs)
	if (locale === "ru") return __ru.shared_address_looks_like_ltc(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_looks_like_ltc(inputs)
	return __en.shared_address_looks_like_ltc(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a Bitcoin Cash address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_BchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_bch = /** @type {((inputs: Shared_Address_Looks_Like_BchInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Looks_Like_BchInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_looks_like_bch(inputs)
	if (locale === "ru") return __ru.shared_address_looks_like_bch(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_looks_like_bch(inputs)
	return __en.shared_address_looks_like_bch(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a Dogecoin address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_DogeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_doge = /** @type {((inputs: Shared_Address_Looks_Like_DogeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Looks_Like_DogeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_looks_like_doge(inputs)
	if (locale === "ru") return __ru.shared_address_looks_like_doge(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_looks_like_doge(inputs)
	return __en.shared_address_looks_like_doge(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a Dash address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_DashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_dash = /** @type {((inputs: Shared_Address_Looks_Like_DashInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Looks_Like_DashInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_looks_like_dash(inputs)
	if (locale === "ru") return __ru.shared_address_looks_like_dash(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_looks_like_dash(inputs)
	return __en.shared_address_looks_like_dash(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it looks like an Ethereum address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_EthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_eth = /** @type {((inputs: Shared_Address_Looks_Like_EthInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Looks_Like_EthInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_looks_like_eth(inputs)
	if (locale === "ru") return __ru.shared_address_looks_like_eth(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_looks_like_eth(inputs)
	return __en.shared_address_looks_like_eth(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it looks like an USDT address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_UsdtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_usdt = /** @type {((inputs: Shared_Address_Looks_Like_UsdtInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Looks_Like_UsdtInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_looks_like_usdt(inputs)
	if (locale === "ru") return __ru.shared_address_looks_like_usdt(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_looks_like_usdt(inputs)
	return __en.shared_address_looks_like_usdt(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a XRP address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_XrpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_xrp = /** @type {((inputs: Shared_Address_Looks_Like_XrpInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Looks_Like_XrpInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_looks_like_xrp(inputs)
	if (locale === "ru") return __ru.shared_address_looks_like_xrp(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_looks_like_xrp(inputs)
	return __en.shared_address_looks_like_xrp(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a Stellar address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_XlmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_xlm = /** @type {((inputs: Shared_Address_Looks_Like_XlmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Looks_Like_XlmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_looks_like_xlm(inputs)
	if (locale === "ru") return __ru.shared_address_looks_like_xlm(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_looks_like_xlm(inputs)
	return __en.shared_address_looks_like_xlm(inputs)
});
/**
* | output |
* | --- |
* | "This is not {address}: it looks like a TRON address. Sent there, the coins would be lost." |
*
* @param {Shared_Address_Looks_Like_TrxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_looks_like_trx = /** @type {((inputs: Shared_Address_Looks_Like_TrxInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Looks_Like_TrxInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_looks_like_trx(inputs)
	if (locale === "ru") return __ru.shared_address_looks_like_trx(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_looks_like_trx(inputs)
	return __en.shared_address_looks_like_trx(inputs)
});
/**
* | output |
* | --- |
* | "This is not a Bitcoin address: Bitcoin addresses start with 1, 3 or bc1." |
*
* @param {Shared_Address_Starts_BtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_btc = /** @type {((inputs?: Shared_Address_Starts_BtcInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Starts_BtcInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_starts_btc(inputs)
	if (locale === "ru") return __ru.shared_address_starts_btc(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_starts_btc(inputs)
	return __en.shared_address_starts_btc(inputs)
});
/**
* | output |
* | --- |
* | "This is not a Litecoin address: Litecoin addresses start with L, M, 3 or ltc1." |
*
* @param {Shared_Address_Starts_LtcInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_ltc = /** @type {((inputs?: Shared_Address_Starts_LtcInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Starts_LtcInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_starts_ltc(inputs)
	if (locale === "ru") return __ru.shared_address_starts_ltc(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_starts_ltc(inputs)
	return __en.shared_address_starts_ltc(inputs)
});
/**
* | output |
* | --- |
* | "This is not a Bitcoin Cash address: Bitcoin Cash addresses start with bitcoincash:, q, p, 1 or 3." |
*
* @param {Shared_Address_Starts_BchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_bch = /** @type {((inputs?: Shared_Address_Starts_BchInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Starts_BchInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_starts_bch(inputs)
	if (locale === "ru") return __ru.shared_address_starts_bch(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_starts_bch(inputs)
	return __en.shared_address_starts_bch(inputs)
});
/**
* | output |
* | --- |
* | "This is not a Dogecoin address: Dogecoin addresses start with D, A or 9." |
*
* @param {Shared_Address_Starts_DogeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_doge = /** @type {((inputs?: Shared_Address_Starts_DogeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Starts_DogeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_starts_doge(inputs)
	if (locale === "ru") return __ru.shared_address_starts_doge(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_starts_doge(inputs)
	return __en.shared_address_starts_doge(inputs)
});
/**
* | output |
* | --- |
* | "This is not a Dash address: Dash addresses start with X or 7." |
*
* @param {Shared_Address_Starts_DashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_dash = /** @type {((inputs?: Shared_Address_Starts_DashInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Starts_DashInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_starts_dash(inputs)
	if (locale === "ru") return __ru.shared_address_starts_dash(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_starts_dash(inputs)
	return __en.shared_address_starts_dash(inputs)
});
/**
* | output |
* | --- |
* | "This is not an Ethereum address: Ethereum addresses start with 0x." |
*
* @param {Shared_Address_Starts_EthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_eth = /** @type {((inputs?: Shared_Address_Starts_EthInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Starts_EthInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_starts_eth(inputs)
	if (locale === "ru") return __ru.shared_address_starts_eth(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_starts_eth(inputs)
	return __en.shared_address_starts_eth(inputs)
});
/**
* | output |
* | --- |
* | "This is not a USDT address: USDT addresses start with 0x (Ethereum, ERC-20) or T (TRON, TRC-20)." |
*
* @param {Shared_Address_Starts_UsdtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_usdt = /** @type {((inputs?: Shared_Address_Starts_UsdtInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Starts_UsdtInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_starts_usdt(inputs)
	if (locale === "ru") return __ru.shared_address_starts_usdt(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_starts_usdt(inputs)
	return __en.shared_address_starts_usdt(inputs)
});
/**
* | output |
* | --- |
* | "This is not an XRP address: XRP addresses start with r." |
*
* @param {Shared_Address_Starts_XrpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_xrp = /** @type {((inputs?: Shared_Address_Starts_XrpInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Starts_XrpInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_starts_xrp(inputs)
	if (locale === "ru") return __ru.shared_address_starts_xrp(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_starts_xrp(inputs)
	return __en.shared_address_starts_xrp(inputs)
});
/**
* | output |
* | --- |
* | "This is not a Stellar address: Stellar addresses start with G." |
*
* @param {Shared_Address_Starts_XlmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_xlm = /** @type {((inputs?: Shared_Address_Starts_XlmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Starts_XlmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_starts_xlm(inputs)
	if (locale === "ru") return __ru.shared_address_starts_xlm(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_starts_xlm(inputs)
	return __en.shared_address_starts_xlm(inputs)
});
/**
* | output |
* | --- |
* | "This is not a TRON address: TRON addresses start with T." |
*
* @param {Shared_Address_Starts_TrxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_trx = /** @type {((inputs?: Shared_Address_Starts_TrxInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Starts_TrxInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_starts_trx(inputs)
	if (locale === "ru") return __ru.shared_address_starts_trx(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_starts_trx(inputs)
	return __en.shared_address_starts_trx(inputs)
});
/**
* | output |
* | --- |
* | "This is not an EOS account address: EOS addresses start with a small letter or a digit 1 to 5." |
*
* @param {Shared_Address_Starts_EosInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_starts_eos = /** @type {((inputs?: Shared_Address_Starts_EosInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Starts_EosInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_starts_eos(inputs)
	if (locale === "ru") return __ru.shared_address_starts_eos(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_starts_eos(inputs)
	return __en.shared_address_starts_eos(inputs)
});
/**
* | output |
* | --- |
* | "This is not a USDT address: this exchange sends USDT on Ethereum (ERC-20), and this is a TRON (TRC-20) address — the coins would not arrive." |
*
* @param {Shared_Address_Usdt_Wants_Erc20Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_usdt_wants_erc20 = /** @type {((inputs?: Shared_Address_Usdt_Wants_Erc20Inputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Usdt_Wants_Erc20Inputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_usdt_wants_erc20(inputs)
	if (locale === "ru") return __ru.shared_address_usdt_wants_erc20(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_usdt_wants_erc20(inputs)
	return __en.shared_address_usdt_wants_erc20(inputs)
});
/**
* | output |
* | --- |
* | "This is not a USDT address: this exchange sends USDT on TRON (TRC-20), and this is an Ethereum (ERC-20) address — the coins would not arrive." |
*
* @param {Shared_Address_Usdt_Wants_Trc20Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_usdt_wants_trc20 = /** @type {((inputs?: Shared_Address_Usdt_Wants_Trc20Inputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Usdt_Wants_Trc20Inputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_usdt_wants_trc20(inputs)
	if (locale === "ru") return __ru.shared_address_usdt_wants_trc20(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_usdt_wants_trc20(inputs)
	return __en.shared_address_usdt_wants_trc20(inputs)
});
/**
* | output |
* | --- |
* | "This is not an EOS account address: it is an EOS public key. EOS is sent to an account name: up to 12 small letters, digits 1 to 5 and dots." |
*
* @param {Shared_Address_Eos_Public_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_eos_public_key = /** @type {((inputs?: Shared_Address_Eos_Public_KeyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Eos_Public_KeyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_eos_public_key(inputs)
	if (locale === "ru") return __ru.shared_address_eos_public_key(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_eos_public_key(inputs)
	return __en.shared_address_eos_public_key(inputs)
});
/**
* | output |
* | --- |
* | "This is not an EOS account address: account names have at most 12 characters." |
*
* @param {Shared_Address_Eos_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_eos_too_long = /** @type {((inputs?: Shared_Address_Eos_Too_LongInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Eos_Too_LongInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_eos_too_long(inputs)
	if (locale === "ru") return __ru.shared_address_eos_too_long(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_eos_too_long(inputs)
	return __en.shared_address_eos_too_long(inputs)
});
/**
* | output |
* | --- |
* | "This is not an EOS account address: an account name never ends with a dot." |
*
* @param {Shared_Address_Eos_DotInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_eos_dot = /** @type {((inputs?: Shared_Address_Eos_DotInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Eos_DotInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_eos_dot(inputs)
	if (locale === "ru") return __ru.shared_address_eos_dot(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_eos_dot(inputs)
	return __en.shared_address_eos_dot(inputs)
});
/**
* | output |
* | --- |
* | "This is not a classic XRP address: it is an X-address (the tag inside it). Ask for the classic address, starting with r, and its destination tag." |
*
* @param {Shared_Address_Xrp_X_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_xrp_x_address = /** @type {((inputs?: Shared_Address_Xrp_X_AddressInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Xrp_X_AddressInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_xrp_x_address(inputs)
	if (locale === "ru") return __ru.shared_address_xrp_x_address(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_xrp_x_address(inputs)
	return __en.shared_address_xrp_x_address(inputs)
});
/**
* | output |
* | --- |
* | "This is not a Stellar address: it is a Stellar SECRET key. Never give it to anyone: whoever has it controls that account. Ask for the address, starting with G." |
*
* @param {Shared_Address_Xlm_SecretInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_xlm_secret = /** @type {((inputs?: Shared_Address_Xlm_SecretInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Xlm_SecretInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_xlm_secret(inputs)
	if (locale === "ru") return __ru.shared_address_xlm_secret(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_xlm_secret(inputs)
	return __en.shared_address_xlm_secret(inputs)
});
/**
* | output |
* | --- |
* | "This is not a plain Stellar address: it is a muxed (M…) address. Ask for the address starting with G and put the rest in the memo." |
*
* @param {Shared_Address_Xlm_MuxedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_xlm_muxed = /** @type {((inputs?: Shared_Address_Xlm_MuxedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_Xlm_MuxedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_xlm_muxed(inputs)
	if (locale === "ru") return __ru.shared_address_xlm_muxed(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_xlm_muxed(inputs)
	return __en.shared_address_xlm_muxed(inputs)
});
/**
* | output |
* | --- |
* | "Not checked: Satchel has no rule for {currency} addresses. Compare it with the recipient’s character by character." |
*
* @param {Shared_Address_UncheckedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_unchecked = /** @type {((inputs: Shared_Address_UncheckedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_UncheckedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_unchecked(inputs)
	if (locale === "ru") return __ru.shared_address_unchecked(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_unchecked(inputs)
	return __en.shared_address_unchecked(inputs)
});
/**
* | output |
* | --- |
* | "Enter the address to send to." |
*
* @param {Shared_Address_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_address_enter = /** @type {((inputs?: Shared_Address_EnterInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Address_EnterInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_address_enter(inputs)
	if (locale === "ru") return __ru.shared_address_enter(inputs)
	if (locale === "en-XA") return __en_xa2.shared_address_enter(inputs)
	return __en.shared_address_enter(inputs)
});
/**
* | output |
* | --- |
* | "a {coin} address (legacy)" |
*
* @param {Shared_Kind_LegacyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_legacy = /** @type {((inputs: Shared_Kind_LegacyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Kind_LegacyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_kind_legacy(inputs)
	if (locale === "ru") return __ru.shared_kind_legacy(inputs)
	if (locale === "en-XA") return __en_xa2.shared_kind_legacy(inputs)
	return __en.shared_kind_legacy(inputs)
});
/**
* | output |
* | --- |
* | "a {coin} script address" |
*
* @param {Shared_Kind_ScriptInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_script = /** @type {((inputs: Shared_Kind_ScriptInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Kind_ScriptInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_kind_script(inputs)
	if (locale === "ru") return __ru.shared_kind_script(inputs)
	if (locale === "en-XA") return __en_xa2.shared_kind_script(inputs)
	return __en.shared_kind_script(inputs)
});
/**
* | output |
* | --- |
* | "a Litecoin script address (old form)" |
*
* @param {Shared_Kind_Ltc_Script_OldInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_ltc_script_old = /** @type {((inputs?: Shared_Kind_Ltc_Script_OldInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Kind_Ltc_Script_OldInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_kind_ltc_script_old(inputs)
	if (locale === "ru") return __ru.shared_kind_ltc_script_old(inputs)
	if (locale === "en-XA") return __en_xa2.shared_kind_ltc_script_old(inputs)
	return __en.shared_kind_ltc_script_old(inputs)
});
/**
* | output |
* | --- |
* | "a {coin} SegWit address" |
*
* @param {Shared_Kind_SegwitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_segwit = /** @type {((inputs: Shared_Kind_SegwitInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Kind_SegwitInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_kind_segwit(inputs)
	if (locale === "ru") return __ru.shared_kind_segwit(inputs)
	if (locale === "en-XA") return __en_xa2.shared_kind_segwit(inputs)
	return __en.shared_kind_segwit(inputs)
});
/**
* | output |
* | --- |
* | "a {coin} Taproot address" |
*
* @param {Shared_Kind_TaprootInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_taproot = /** @type {((inputs: Shared_Kind_TaprootInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Kind_TaprootInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_kind_taproot(inputs)
	if (locale === "ru") return __ru.shared_kind_taproot(inputs)
	if (locale === "en-XA") return __en_xa2.shared_kind_taproot(inputs)
	return __en.shared_kind_taproot(inputs)
});
/**
* | output |
* | --- |
* | "a {coin} SegWit address (version {version})" |
*
* @param {Shared_Kind_Segwit_VersionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_segwit_version = /** @type {((inputs: Shared_Kind_Segwit_VersionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Kind_Segwit_VersionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_kind_segwit_version(inputs)
	if (locale === "ru") return __ru.shared_kind_segwit_version(inputs)
	if (locale === "en-XA") return __en_xa2.shared_kind_segwit_version(inputs)
	return __en.shared_kind_segwit_version(inputs)
});
/**
* | output |
* | --- |
* | "a Bitcoin Cash address (CashAddr)" |
*
* @param {Shared_Kind_Bch_CashaddrInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_bch_cashaddr = /** @type {((inputs?: Shared_Kind_Bch_CashaddrInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Kind_Bch_CashaddrInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_kind_bch_cashaddr(inputs)
	if (locale === "ru") return __ru.shared_kind_bch_cashaddr(inputs)
	if (locale === "en-XA") return __en_xa2.shared_kind_bch_cashaddr(inputs)
	return __en.shared_kind_bch_cashaddr(inputs)
});
/**
* | output |
* | --- |
* | "a Bitcoin Cash script address (CashAddr)" |
*
* @param {Shared_Kind_Bch_Script_CashaddrInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_bch_script_cashaddr = /** @type {((inputs?: Shared_Kind_Bch_Script_CashaddrInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Kind_Bch_Script_CashaddrInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_kind_bch_script_cashaddr(inputs)
	if (locale === "ru") return __ru.shared_kind_bch_script_cashaddr(inputs)
	if (locale === "en-XA") return __en_xa2.shared_kind_bch_script_cashaddr(inputs)
	return __en.shared_kind_bch_script_cashaddr(inputs)
});
/**
* | output |
* | --- |
* | "a Bitcoin Cash address in the legacy format" |
*
* @param {Shared_Kind_Bch_LegacyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_bch_legacy = /** @type {((inputs?: Shared_Kind_Bch_LegacyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Kind_Bch_LegacyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_kind_bch_legacy(inputs)
	if (locale === "ru") return __ru.shared_kind_bch_legacy(inputs)
	if (locale === "en-XA") return __en_xa2.shared_kind_bch_legacy(inputs)
	return __en.shared_kind_bch_legacy(inputs)
});
/**
* | output |
* | --- |
* | "a Bitcoin Cash script address in the legacy format" |
*
* @param {Shared_Kind_Bch_Script_LegacyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_bch_script_legacy = /** @type {((inputs?: Shared_Kind_Bch_Script_LegacyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Kind_Bch_Script_LegacyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_kind_bch_script_legacy(inputs)
	if (locale === "ru") return __ru.shared_kind_bch_script_legacy(inputs)
	if (locale === "en-XA") return __en_xa2.shared_kind_bch_script_legacy(inputs)
	return __en.shared_kind_bch_script_legacy(inputs)
});
/**
* | output |
* | --- |
* | "an Ethereum (ERC-20) address" |
*
* @param {Shared_Kind_Usdt_Erc20Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_usdt_erc20 = /** @type {((inputs?: Shared_Kind_Usdt_Erc20Inputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Kind_Usdt_Erc20Inputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_kind_usdt_erc20(inputs)
	if (locale === "ru") return __ru.shared_kind_usdt_erc20(inputs)
	if (locale === "en-XA") return __en_xa2.shared_kind_usdt_erc20(inputs)
	return __en.shared_kind_usdt_erc20(inputs)
});
/**
* | output |
* | --- |
* | "a TRON (TRC-20) address" |
*
* @param {Shared_Kind_Usdt_Trc20Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_usdt_trc20 = /** @type {((inputs?: Shared_Kind_Usdt_Trc20Inputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Kind_Usdt_Trc20Inputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_kind_usdt_trc20(inputs)
	if (locale === "ru") return __ru.shared_kind_usdt_trc20(inputs)
	if (locale === "en-XA") return __en_xa2.shared_kind_usdt_trc20(inputs)
	return __en.shared_kind_usdt_trc20(inputs)
});
/**
* | output |
* | --- |
* | "a Stellar account address" |
*
* @param {Shared_Kind_XlmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_xlm = /** @type {((inputs?: Shared_Kind_XlmInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Kind_XlmInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_kind_xlm(inputs)
	if (locale === "ru") return __ru.shared_kind_xlm(inputs)
	if (locale === "en-XA") return __en_xa2.shared_kind_xlm(inputs)
	return __en.shared_kind_xlm(inputs)
});
/**
* | output |
* | --- |
* | "an EOS account name" |
*
* @param {Shared_Kind_EosInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_kind_eos = /** @type {((inputs?: Shared_Kind_EosInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Kind_EosInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_kind_eos(inputs)
	if (locale === "ru") return __ru.shared_kind_eos(inputs)
	if (locale === "en-XA") return __en_xa2.shared_kind_eos(inputs)
	return __en.shared_kind_eos(inputs)
});
/**
* | output |
* | --- |
* | "It is written all in small (or all in capital) letters, so it carries no checksum: compare it with the recipient’s character by character." |
*
* @param {Shared_Note_EthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_note_eth = /** @type {((inputs?: Shared_Note_EthInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Note_EthInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_note_eth(inputs)
	if (locale === "ru") return __ru.shared_note_eth(inputs)
	if (locale === "en-XA") return __en_xa2.shared_note_eth(inputs)
	return __en.shared_note_eth(inputs)
});
/**
* | output |
* | --- |
* | "EOS account names carry no checksum: compare it with the recipient’s letter by letter." |
*
* @param {Shared_Note_EosInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_note_eos = /** @type {((inputs?: Shared_Note_EosInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Note_EosInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_note_eos(inputs)
	if (locale === "ru") return __ru.shared_note_eos(inputs)
	if (locale === "en-XA") return __en_xa2.shared_note_eos(inputs)
	return __en.shared_note_eos(inputs)
});
/**
* | output |
* | --- |
* | "Bitcoin addresses look the same in this format: make sure the recipient gave it for Bitcoin Cash." |
*
* @param {Shared_Note_Bch_LegacyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_note_bch_legacy = /** @type {((inputs?: Shared_Note_Bch_LegacyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Note_Bch_LegacyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_note_bch_legacy(inputs)
	if (locale === "ru") return __ru.shared_note_bch_legacy(inputs)
	if (locale === "en-XA") return __en_xa2.shared_note_bch_legacy(inputs)
	return __en.shared_note_bch_legacy(inputs)
});
/**
* | output |
* | --- |
* | "It looks like {network}: make sure the recipient expects USDT on {network}." |
*
* @param {Shared_Note_Usdt_NetworkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_note_usdt_network = /** @type {((inputs: Shared_Note_Usdt_NetworkInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Note_Usdt_NetworkInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_note_usdt_network(inputs)
	if (locale === "ru") return __ru.shared_note_usdt_network(inputs)
	if (locale === "en-XA") return __en_xa2.shared_note_usdt_network(inputs)
	return __en.shared_note_usdt_network(inputs)
});
/**
* | output |
* | --- |
* | "Paste or type a transfer code." |
*
* @param {Shared_Code_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_empty = /** @type {((inputs?: Shared_Code_EmptyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Code_EmptyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_code_empty(inputs)
	if (locale === "ru") return __ru.shared_code_empty(inputs)
	if (locale === "en-XA") return __en_xa2.shared_code_empty(inputs)
	return __en.shared_code_empty(inputs)
});
/**
* | output |
* | --- |
* | "A transfer code has 11 parts separated by hyphens (9 groups of 5 characters, then the currency and the type, as in …-BTC-CODE); this one has {found}." |
*
* @param {Shared_Code_PartsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_parts = /** @type {((inputs: Shared_Code_PartsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Code_PartsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_code_parts(inputs)
	if (locale === "ru") return __ru.shared_code_parts(inputs)
	if (locale === "en-XA") return __en_xa2.shared_code_parts(inputs)
	return __en.shared_code_parts(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Group {group} has {count} character; every group of the code has 5." |
* | "other" | "Group {group} has {count} characters; every group of the code has 5." |
*
* @param {Shared_Code_Group_LengthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_group_length = /** @type {((inputs: Shared_Code_Group_LengthInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Code_Group_LengthInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_code_group_length(inputs)
	if (locale === "ru") return __ru.shared_code_group_length(inputs)
	if (locale === "en-XA") return __en_xa2.shared_code_group_length(inputs)
	return __en.shared_code_group_length(inputs)
});
/**
* | output |
* | --- |
* | "“{character}” at character {position} of group {group}: the digit zero is never used in codes; perhaps it is the letter o." |
*
* @param {Shared_Code_Character_ZeroInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_character_zero = /** @type {((inputs: Shared_Code_Character_ZeroInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Code_Character_ZeroInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_code_character_zero(inputs)
	if (locale === "ru") return __ru.shared_code_character_zero(inputs)
	if (locale === "en-XA") return __en_xa2.shared_code_character_zero(inputs)
	return __en.shared_code_character_zero(inputs)
});
/**
* | output |
* | --- |
* | "“{character}” at character {position} of group {group}: a capital O is never used in codes; perhaps it is a small o." |
*
* @param {Shared_Code_Character_Capital_OInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_character_capital_o = /** @type {((inputs: Shared_Code_Character_Capital_OInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Code_Character_Capital_OInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_code_character_capital_o(inputs)
	if (locale === "ru") return __ru.shared_code_character_capital_o(inputs)
	if (locale === "en-XA") return __en_xa2.shared_code_character_capital_o(inputs)
	return __en.shared_code_character_capital_o(inputs)
});
/**
* | output |
* | --- |
* | "“{character}” at character {position} of group {group}: a capital I is never used in codes; perhaps it is the digit 1 or a small i." |
*
* @param {Shared_Code_Character_Capital_IInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_character_capital_i = /** @type {((inputs: Shared_Code_Character_Capital_IInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Code_Character_Capital_IInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_code_character_capital_i(inputs)
	if (locale === "ru") return __ru.shared_code_character_capital_i(inputs)
	if (locale === "en-XA") return __en_xa2.shared_code_character_capital_i(inputs)
	return __en.shared_code_character_capital_i(inputs)
});
/**
* | output |
* | --- |
* | "“{character}” at character {position} of group {group}: a small L is never used in codes; perhaps it is the digit 1 or a capital L." |
*
* @param {Shared_Code_Character_Small_LInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_character_small_l = /** @type {((inputs: Shared_Code_Character_Small_LInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Code_Character_Small_LInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_code_character_small_l(inputs)
	if (locale === "ru") return __ru.shared_code_character_small_l(inputs)
	if (locale === "en-XA") return __en_xa2.shared_code_character_small_l(inputs)
	return __en.shared_code_character_small_l(inputs)
});
/**
* | output |
* | --- |
* | "“{character}” at character {position} of group {group}: it is not one of the letters and digits codes are made of." |
*
* @param {Shared_Code_Character_OtherInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_character_other = /** @type {((inputs: Shared_Code_Character_OtherInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Code_Character_OtherInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_code_character_other(inputs)
	if (locale === "ru") return __ru.shared_code_character_other(inputs)
	if (locale === "en-XA") return __en_xa2.shared_code_character_other(inputs)
	return __en.shared_code_character_other(inputs)
});
/**
* | output |
* | --- |
* | "“{mark}” is not a currency mark." |
*
* @param {Shared_Code_Currency_MarkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_currency_mark = /** @type {((inputs: Shared_Code_Currency_MarkInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Code_Currency_MarkInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_code_currency_mark(inputs)
	if (locale === "ru") return __ru.shared_code_currency_mark(inputs)
	if (locale === "en-XA") return __en_xa2.shared_code_currency_mark(inputs)
	return __en.shared_code_currency_mark(inputs)
});
/**
* | output |
* | --- |
* | "“{mark}” is not a currency mark. It is written in capitals: {capitals}." |
*
* @param {Shared_Code_Currency_Mark_CapitalsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_currency_mark_capitals = /** @type {((inputs: Shared_Code_Currency_Mark_CapitalsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Code_Currency_Mark_CapitalsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_code_currency_mark_capitals(inputs)
	if (locale === "ru") return __ru.shared_code_currency_mark_capitals(inputs)
	if (locale === "en-XA") return __en_xa2.shared_code_currency_mark_capitals(inputs)
	return __en.shared_code_currency_mark_capitals(inputs)
});
/**
* | output |
* | --- |
* | "The last part, “{mark}”, should be the code's type: letters only." |
*
* @param {Shared_Code_Type_MarkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_type_mark = /** @type {((inputs: Shared_Code_Type_MarkInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Code_Type_MarkInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_code_type_mark(inputs)
	if (locale === "ru") return __ru.shared_code_type_mark(inputs)
	if (locale === "en-XA") return __en_xa2.shared_code_type_mark(inputs)
	return __en.shared_code_type_mark(inputs)
});
/**
* | output |
* | --- |
* | "The check character (the first one) does not match the rest of the code: a character was mistyped. This code cannot be redeemed." |
*
* @param {Shared_Code_ChecksumInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_checksum = /** @type {((inputs?: Shared_Code_ChecksumInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Code_ChecksumInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_code_checksum(inputs)
	if (locale === "ru") return __ru.shared_code_checksum(inputs)
	if (locale === "en-XA") return __en_xa2.shared_code_checksum(inputs)
	return __en.shared_code_checksum(inputs)
});
/**
* | output |
* | --- |
* | "The exchange does not list the currency {mark}." |
*
* @param {Shared_Code_Unknown_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_code_unknown_currency = /** @type {((inputs: Shared_Code_Unknown_CurrencyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Code_Unknown_CurrencyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_code_unknown_currency(inputs)
	if (locale === "ru") return __ru.shared_code_unknown_currency(inputs)
	if (locale === "en-XA") return __en_xa2.shared_code_unknown_currency(inputs)
	return __en.shared_code_unknown_currency(inputs)
});
/**
* | output |
* | --- |
* | "Enter the {label}." |
*
* @param {Shared_Fiat_Field_RequiredInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_field_required = /** @type {((inputs: Shared_Fiat_Field_RequiredInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Fiat_Field_RequiredInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_fiat_field_required(inputs)
	if (locale === "ru") return __ru.shared_fiat_field_required(inputs)
	if (locale === "en-XA") return __en_xa2.shared_fiat_field_required(inputs)
	return __en.shared_fiat_field_required(inputs)
});
/**
* | output |
* | --- |
* | "The {label} is too long." |
*
* @param {Shared_Fiat_Field_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_field_too_long = /** @type {((inputs: Shared_Fiat_Field_Too_LongInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Fiat_Field_Too_LongInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_fiat_field_too_long(inputs)
	if (locale === "ru") return __ru.shared_fiat_field_too_long(inputs)
	if (locale === "en-XA") return __en_xa2.shared_fiat_field_too_long(inputs)
	return __en.shared_fiat_field_too_long(inputs)
});
/**
* | output |
* | --- |
* | "The payment gateway's rule for the {label} cannot be read, so it cannot be checked." |
*
* @param {Shared_Fiat_Field_Rule_UnreadableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_field_rule_unreadable = /** @type {((inputs: Shared_Fiat_Field_Rule_UnreadableInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Fiat_Field_Rule_UnreadableInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_fiat_field_rule_unreadable(inputs)
	if (locale === "ru") return __ru.shared_fiat_field_rule_unreadable(inputs)
	if (locale === "en-XA") return __en_xa2.shared_fiat_field_rule_unreadable(inputs)
	return __en.shared_fiat_field_rule_unreadable(inputs)
});
/**
* | output |
* | --- |
* | "This {label} is not in the form the payment service expects." |
*
* @param {Shared_Fiat_Field_Wrong_FormInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_field_wrong_form = /** @type {((inputs: Shared_Fiat_Field_Wrong_FormInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Fiat_Field_Wrong_FormInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_fiat_field_wrong_form(inputs)
	if (locale === "ru") return __ru.shared_fiat_field_wrong_form(inputs)
	if (locale === "en-XA") return __en_xa2.shared_fiat_field_wrong_form(inputs)
	return __en.shared_fiat_field_wrong_form(inputs)
});
/**
* | output |
* | --- |
* | "This card number has a mistake: a digit is wrong or two are swapped. Check it against the card." |
*
* @param {Shared_Fiat_Card_MistakeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_card_mistake = /** @type {((inputs?: Shared_Fiat_Card_MistakeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Fiat_Card_MistakeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_fiat_card_mistake(inputs)
	if (locale === "ru") return __ru.shared_fiat_card_mistake(inputs)
	if (locale === "en-XA") return __en_xa2.shared_fiat_card_mistake(inputs)
	return __en.shared_fiat_card_mistake(inputs)
});
/**
* | output |
* | --- |
* | "The payment service has no field “{field}”." |
*
* @param {Shared_Fiat_Unknown_FieldInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_unknown_field = /** @type {((inputs: Shared_Fiat_Unknown_FieldInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Fiat_Unknown_FieldInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_fiat_unknown_field(inputs)
	if (locale === "ru") return __ru.shared_fiat_unknown_field(inputs)
	if (locale === "en-XA") return __en_xa2.shared_fiat_unknown_field(inputs)
	return __en.shared_fiat_unknown_field(inputs)
});
/**
* | output |
* | --- |
* | "Enter an amount such as 250 or 250.50." |
*
* @param {Shared_Fiat_Amount_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_amount_enter = /** @type {((inputs?: Shared_Fiat_Amount_EnterInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Fiat_Amount_EnterInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_fiat_amount_enter(inputs)
	if (locale === "ru") return __ru.shared_fiat_amount_enter(inputs)
	if (locale === "en-XA") return __en_xa2.shared_fiat_amount_enter(inputs)
	return __en.shared_fiat_amount_enter(inputs)
});
/**
* | placesPlural | output |
* | --- | --- |
* | "one" | "{currency} has {places} decimal places; the amount has more." |
* | "other" | "{currency} has {places} decimal places; the amount has more." |
*
* @param {Shared_Fiat_Amount_PrecisionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_amount_precision = /** @type {((inputs: Shared_Fiat_Amount_PrecisionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Fiat_Amount_PrecisionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_fiat_amount_precision(inputs)
	if (locale === "ru") return __ru.shared_fiat_amount_precision(inputs)
	if (locale === "en-XA") return __en_xa2.shared_fiat_amount_precision(inputs)
	return __en.shared_fiat_amount_precision(inputs)
});
/**
* | output |
* | --- |
* | "The least this service takes is {amount} {currency}." |
*
* @param {Shared_Fiat_Amount_MinInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_amount_min = /** @type {((inputs: Shared_Fiat_Amount_MinInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Fiat_Amount_MinInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_fiat_amount_min(inputs)
	if (locale === "ru") return __ru.shared_fiat_amount_min(inputs)
	if (locale === "en-XA") return __en_xa2.shared_fiat_amount_min(inputs)
	return __en.shared_fiat_amount_min(inputs)
});
/**
* | output |
* | --- |
* | "The most this service takes is {amount} {currency}." |
*
* @param {Shared_Fiat_Amount_MaxInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_amount_max = /** @type {((inputs: Shared_Fiat_Amount_MaxInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Fiat_Amount_MaxInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_fiat_amount_max(inputs)
	if (locale === "ru") return __ru.shared_fiat_amount_max(inputs)
	if (locale === "en-XA") return __en_xa2.shared_fiat_amount_max(inputs)
	return __en.shared_fiat_amount_max(inputs)
});
/**
* | output |
* | --- |
* | "That is more than the {available} {currency} available (the amount and a {fee} {currency} fee)." |
*
* @param {Shared_Fiat_Amount_Over_BalanceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_amount_over_balance = /** @type {((inputs: Shared_Fiat_Amount_Over_BalanceInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Fiat_Amount_Over_BalanceInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_fiat_amount_over_balance(inputs)
	if (locale === "ru") return __ru.shared_fiat_amount_over_balance(inputs)
	if (locale === "en-XA") return __en_xa2.shared_fiat_amount_over_balance(inputs)
	return __en.shared_fiat_amount_over_balance(inputs)
});
/**
* | output |
* | --- |
* | "(no details)" |
*
* @param {Shared_Fiat_No_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_fiat_no_details = /** @type {((inputs?: Shared_Fiat_No_DetailsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Fiat_No_DetailsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_fiat_no_details(inputs)
	if (locale === "ru") return __ru.shared_fiat_no_details(inputs)
	if (locale === "en-XA") return __en_xa2.shared_fiat_no_details(inputs)
	return __en.shared_fiat_no_details(inputs)
});
/**
* | output |
* | --- |
* | "Enter the exchange's address, such as https://exchange.example." |
*
* @param {Shared_Exchange_Address_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_exchange_address_enter = /** @type {((inputs?: Shared_Exchange_Address_EnterInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Exchange_Address_EnterInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_exchange_address_enter(inputs)
	if (locale === "ru") return __ru.shared_exchange_address_enter(inputs)
	if (locale === "en-XA") return __en_xa2.shared_exchange_address_enter(inputs)
	return __en.shared_exchange_address_enter(inputs)
});
/**
* | output |
* | --- |
* | "The exchange's address is not a web address. Use one like https://exchange.example." |
*
* @param {Shared_Exchange_Address_Not_WebInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_exchange_address_not_web = /** @type {((inputs?: Shared_Exchange_Address_Not_WebInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Exchange_Address_Not_WebInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_exchange_address_not_web(inputs)
	if (locale === "ru") return __ru.shared_exchange_address_not_web(inputs)
	if (locale === "en-XA") return __en_xa2.shared_exchange_address_not_web(inputs)
	return __en.shared_exchange_address_not_web(inputs)
});
/**
* | output |
* | --- |
* | "The exchange's address must start with https://." |
*
* @param {Shared_Exchange_Address_SchemeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_exchange_address_scheme = /** @type {((inputs?: Shared_Exchange_Address_SchemeInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Exchange_Address_SchemeInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_exchange_address_scheme(inputs)
	if (locale === "ru") return __ru.shared_exchange_address_scheme(inputs)
	if (locale === "en-XA") return __en_xa2.shared_exchange_address_scheme(inputs)
	return __en.shared_exchange_address_scheme(inputs)
});
/**
* | output |
* | --- |
* | "The exchange's address must not contain a user name or password." |
*
* @param {Shared_Exchange_Address_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_exchange_address_credentials = /** @type {((inputs?: Shared_Exchange_Address_CredentialsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Exchange_Address_CredentialsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_exchange_address_credentials(inputs)
	if (locale === "ru") return __ru.shared_exchange_address_credentials(inputs)
	if (locale === "en-XA") return __en_xa2.shared_exchange_address_credentials(inputs)
	return __en.shared_exchange_address_credentials(inputs)
});
/**
* | output |
* | --- |
* | "The exchange's address must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1)." |
*
* @param {Shared_Exchange_Address_Plain_HttpInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_exchange_address_plain_http = /** @type {((inputs?: Shared_Exchange_Address_Plain_HttpInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Exchange_Address_Plain_HttpInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_exchange_address_plain_http(inputs)
	if (locale === "ru") return __ru.shared_exchange_address_plain_http(inputs)
	if (locale === "en-XA") return __en_xa2.shared_exchange_address_plain_http(inputs)
	return __en.shared_exchange_address_plain_http(inputs)
});
/**
* | output |
* | --- |
* | "The exchange's address ends before any ? or #. Use one like https://exchange.example." |
*
* @param {Shared_Exchange_Address_QueryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_exchange_address_query = /** @type {((inputs?: Shared_Exchange_Address_QueryInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Exchange_Address_QueryInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_exchange_address_query(inputs)
	if (locale === "ru") return __ru.shared_exchange_address_query(inputs)
	if (locale === "en-XA") return __en_xa2.shared_exchange_address_query(inputs)
	return __en.shared_exchange_address_query(inputs)
});
/**
* | output |
* | --- |
* | "character {index}" |
*
* @param {Shared_Rule_PositionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_position = /** @type {((inputs: Shared_Rule_PositionInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Rule_PositionInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_rule_position(inputs)
	if (locale === "ru") return __ru.shared_rule_position(inputs)
	if (locale === "en-XA") return __en_xa2.shared_rule_position(inputs)
	return __en.shared_rule_position(inputs)
});
/**
* | output |
* | --- |
* | "character {index} (line {line}, column {column})" |
*
* @param {Shared_Rule_Position_LineInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_position_line = /** @type {((inputs: Shared_Rule_Position_LineInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Rule_Position_LineInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_rule_position_line(inputs)
	if (locale === "ru") return __ru.shared_rule_position_line(inputs)
	if (locale === "en-XA") return __en_xa2.shared_rule_position_line(inputs)
	return __en.shared_rule_position_line(inputs)
});
/**
* | output |
* | --- |
* | "The rule has a control character at {at}." |
*
* @param {Shared_Rule_Control_CharacterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_control_character = /** @type {((inputs: Shared_Rule_Control_CharacterInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Rule_Control_CharacterInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_rule_control_character(inputs)
	if (locale === "ru") return __ru.shared_rule_control_character(inputs)
	if (locale === "en-XA") return __en_xa2.shared_rule_control_character(inputs)
	return __en.shared_rule_control_character(inputs)
});
/**
* | output |
* | --- |
* | "The quoted text that starts at {at} is never closed: add a \" after it." |
*
* @param {Shared_Rule_Unclosed_QuoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_unclosed_quote = /** @type {((inputs: Shared_Rule_Unclosed_QuoteInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Rule_Unclosed_QuoteInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_rule_unclosed_quote(inputs)
	if (locale === "ru") return __ru.shared_rule_unclosed_quote(inputs)
	if (locale === "en-XA") return __en_xa2.shared_rule_unclosed_quote(inputs)
	return __en.shared_rule_unclosed_quote(inputs)
});
/**
* | output |
* | --- |
* | "The regular expression (re{delimiter}…) that starts at {at} is never closed: add a {delimiter} after it." |
*
* @param {Shared_Rule_Unclosed_RegexInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_unclosed_regex = /** @type {((inputs: Shared_Rule_Unclosed_RegexInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Rule_Unclosed_RegexInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_rule_unclosed_regex(inputs)
	if (locale === "ru") return __ru.shared_rule_unclosed_regex(inputs)
	if (locale === "en-XA") return __en_xa2.shared_rule_unclosed_regex(inputs)
	return __en.shared_rule_unclosed_regex(inputs)
});
/**
* | output |
* | --- |
* | "The “{closer}” at {at} does not close the “{opener}” at {openerAt}: it needs a “{needed}” first." |
*
* @param {Shared_Rule_Wrong_CloserInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_wrong_closer = /** @type {((inputs: Shared_Rule_Wrong_CloserInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Rule_Wrong_CloserInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_rule_wrong_closer(inputs)
	if (locale === "ru") return __ru.shared_rule_wrong_closer(inputs)
	if (locale === "en-XA") return __en_xa2.shared_rule_wrong_closer(inputs)
	return __en.shared_rule_wrong_closer(inputs)
});
/**
* | output |
* | --- |
* | "The “{closer}” at {at} closes nothing." |
*
* @param {Shared_Rule_Closes_NothingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_closes_nothing = /** @type {((inputs: Shared_Rule_Closes_NothingInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Rule_Closes_NothingInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_rule_closes_nothing(inputs)
	if (locale === "ru") return __ru.shared_rule_closes_nothing(inputs)
	if (locale === "en-XA") return __en_xa2.shared_rule_closes_nothing(inputs)
	return __en.shared_rule_closes_nothing(inputs)
});
/**
* | output |
* | --- |
* | "The “{opener}” at {at} is never closed: add a “{needed}”." |
*
* @param {Shared_Rule_Never_ClosedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_rule_never_closed = /** @type {((inputs: Shared_Rule_Never_ClosedInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Rule_Never_ClosedInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_rule_never_closed(inputs)
	if (locale === "ru") return __ru.shared_rule_never_closed(inputs)
	if (locale === "en-XA") return __en_xa2.shared_rule_never_closed(inputs)
	return __en.shared_rule_never_closed(inputs)
});
/**
* | output |
* | --- |
* | "Give the account a name" |
*
* @param {Shared_Contract_Account_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_account_name = /** @type {((inputs?: Shared_Contract_Account_NameInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Account_NameInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_account_name(inputs)
	if (locale === "ru") return __ru.shared_contract_account_name(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_account_name(inputs)
	return __en.shared_contract_account_name(inputs)
});
/**
* | output |
* | --- |
* | "Use at most 60 characters" |
*
* @param {Shared_Contract_At_Most_60Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_at_most_60 = /** @type {((inputs?: Shared_Contract_At_Most_60Inputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_At_Most_60Inputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_at_most_60(inputs)
	if (locale === "ru") return __ru.shared_contract_at_most_60(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_at_most_60(inputs)
	return __en.shared_contract_at_most_60(inputs)
});
/**
* | output |
* | --- |
* | "Expected a web address such as https://exchange.example" |
*
* @param {Shared_Contract_Web_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_web_address = /** @type {((inputs?: Shared_Contract_Web_AddressInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Web_AddressInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_web_address(inputs)
	if (locale === "ru") return __ru.shared_contract_web_address(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_web_address(inputs)
	return __en.shared_contract_web_address(inputs)
});
/**
* | output |
* | --- |
* | "Expected an https:// address. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1)." |
*
* @param {Shared_Contract_Https_OnlyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_https_only = /** @type {((inputs?: Shared_Contract_Https_OnlyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Https_OnlyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_https_only(inputs)
	if (locale === "ru") return __ru.shared_contract_https_only(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_https_only(inputs)
	return __en.shared_contract_https_only(inputs)
});
/**
* | output |
* | --- |
* | "Expected a web address such as https://exchange.example, without a user name or password" |
*
* @param {Shared_Contract_Web_Address_No_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_web_address_no_credentials = /** @type {((inputs?: Shared_Contract_Web_Address_No_CredentialsInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Web_Address_No_CredentialsInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_web_address_no_credentials(inputs)
	if (locale === "ru") return __ru.shared_contract_web_address_no_credentials(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_web_address_no_credentials(inputs)
	return __en.shared_contract_web_address_no_credentials(inputs)
});
/**
* | output |
* | --- |
* | "Expected the key as the exchange shows it (8–256 characters, no spaces)" |
*
* @param {Shared_Contract_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_api_key = /** @type {((inputs?: Shared_Contract_Api_KeyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Api_KeyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_api_key(inputs)
	if (locale === "ru") return __ru.shared_contract_api_key(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_api_key(inputs)
	return __en.shared_contract_api_key(inputs)
});
/**
* | output |
* | --- |
* | "Give the appliance a name" |
*
* @param {Shared_Contract_Appliance_NameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_appliance_name = /** @type {((inputs?: Shared_Contract_Appliance_NameInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Appliance_NameInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_appliance_name(inputs)
	if (locale === "ru") return __ru.shared_contract_appliance_name(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_appliance_name(inputs)
	return __en.shared_contract_appliance_name(inputs)
});
/**
* | output |
* | --- |
* | "Use at most 60 characters for the name" |
*
* @param {Shared_Contract_Appliance_Name_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_appliance_name_long = /** @type {((inputs?: Shared_Contract_Appliance_Name_LongInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Appliance_Name_LongInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_appliance_name_long(inputs)
	if (locale === "ru") return __ru.shared_contract_appliance_name_long(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_appliance_name_long(inputs)
	return __en.shared_contract_appliance_name_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter the appliance address" |
*
* @param {Shared_Contract_Appliance_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_appliance_address = /** @type {((inputs?: Shared_Contract_Appliance_AddressInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Appliance_AddressInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_appliance_address(inputs)
	if (locale === "ru") return __ru.shared_contract_appliance_address(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_appliance_address(inputs)
	return __en.shared_contract_appliance_address(inputs)
});
/**
* | output |
* | --- |
* | "The address is too long" |
*
* @param {Shared_Contract_Address_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_address_too_long = /** @type {((inputs?: Shared_Contract_Address_Too_LongInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Address_Too_LongInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_address_too_long(inputs)
	if (locale === "ru") return __ru.shared_contract_address_too_long(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_address_too_long(inputs)
	return __en.shared_contract_address_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Enter the user name" |
*
* @param {Shared_Contract_User_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_user_enter = /** @type {((inputs?: Shared_Contract_User_EnterInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_User_EnterInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_user_enter(inputs)
	if (locale === "ru") return __ru.shared_contract_user_enter(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_user_enter(inputs)
	return __en.shared_contract_user_enter(inputs)
});
/**
* | output |
* | --- |
* | "The user name is too long" |
*
* @param {Shared_Contract_User_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_user_long = /** @type {((inputs?: Shared_Contract_User_LongInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_User_LongInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_user_long(inputs)
	if (locale === "ru") return __ru.shared_contract_user_long(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_user_long(inputs)
	return __en.shared_contract_user_long(inputs)
});
/**
* | output |
* | --- |
* | "The user name has a control character" |
*
* @param {Shared_Contract_User_ControlInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_user_control = /** @type {((inputs?: Shared_Contract_User_ControlInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_User_ControlInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_user_control(inputs)
	if (locale === "ru") return __ru.shared_contract_user_control(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_user_control(inputs)
	return __en.shared_contract_user_control(inputs)
});
/**
* | output |
* | --- |
* | "Expected a SHA-256 fingerprint (64 hexadecimal digits)" |
*
* @param {Shared_Contract_FingerprintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_fingerprint = /** @type {((inputs?: Shared_Contract_FingerprintInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_FingerprintInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_fingerprint(inputs)
	if (locale === "ru") return __ru.shared_contract_fingerprint(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_fingerprint(inputs)
	return __en.shared_contract_fingerprint(inputs)
});
/**
* | output |
* | --- |
* | "Which policy? The name is empty" |
*
* @param {Shared_Contract_Policy_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_policy_name_empty = /** @type {((inputs?: Shared_Contract_Policy_Name_EmptyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Policy_Name_EmptyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_policy_name_empty(inputs)
	if (locale === "ru") return __ru.shared_contract_policy_name_empty(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_policy_name_empty(inputs)
	return __en.shared_contract_policy_name_empty(inputs)
});
/**
* | output |
* | --- |
* | "The name is too long" |
*
* @param {Shared_Contract_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_name_too_long = /** @type {((inputs?: Shared_Contract_Name_Too_LongInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Name_Too_LongInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_name_too_long(inputs)
	if (locale === "ru") return __ru.shared_contract_name_too_long(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_name_too_long(inputs)
	return __en.shared_contract_name_too_long(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A rule has at most {count} characters" |
* | "other" | "A rule has at most {count} characters" |
*
* @param {Shared_Contract_Rule_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_rule_too_long = /** @type {((inputs: Shared_Contract_Rule_Too_LongInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Rule_Too_LongInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_rule_too_long(inputs)
	if (locale === "ru") return __ru.shared_contract_rule_too_long(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_rule_too_long(inputs)
	return __en.shared_contract_rule_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Select at least one policy" |
*
* @param {Shared_Contract_Select_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_select_policy = /** @type {((inputs?: Shared_Contract_Select_PolicyInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Select_PolicyInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_select_policy(inputs)
	if (locale === "ru") return __ru.shared_contract_select_policy(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_select_policy(inputs)
	return __en.shared_contract_select_policy(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "At most {count} policies at once" |
* | "other" | "At most {count} policies at once" |
*
* @param {Shared_Contract_Policies_At_OnceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_policies_at_once = /** @type {((inputs: Shared_Contract_Policies_At_OnceInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Policies_At_OnceInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_policies_at_once(inputs)
	if (locale === "ru") return __ru.shared_contract_policies_at_once(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_policies_at_once(inputs)
	return __en.shared_contract_policies_at_once(inputs)
});
/**
* | output |
* | --- |
* | "A policy is named twice" |
*
* @param {Shared_Contract_Policy_TwiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_policy_twice = /** @type {((inputs?: Shared_Contract_Policy_TwiceInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Policy_TwiceInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_policy_twice(inputs)
	if (locale === "ru") return __ru.shared_contract_policy_twice(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_policy_twice(inputs)
	return __en.shared_contract_policy_twice(inputs)
});
/**
* | output |
* | --- |
* | "Enter the password" |
*
* @param {Shared_Contract_Password_EnterInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_password_enter = /** @type {((inputs?: Shared_Contract_Password_EnterInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Password_EnterInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_password_enter(inputs)
	if (locale === "ru") return __ru.shared_contract_password_enter(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_password_enter(inputs)
	return __en.shared_contract_password_enter(inputs)
});
/**
* | output |
* | --- |
* | "Name a field to reset" |
*
* @param {Shared_Contract_Field_To_ResetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_field_to_reset = /** @type {((inputs?: Shared_Contract_Field_To_ResetInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Field_To_ResetInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_field_to_reset(inputs)
	if (locale === "ru") return __ru.shared_contract_field_to_reset(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_field_to_reset(inputs)
	return __en.shared_contract_field_to_reset(inputs)
});
/**
* | output |
* | --- |
* | "That is far longer than a transfer code." |
*
* @param {Shared_Contract_Code_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_code_too_long = /** @type {((inputs?: Shared_Contract_Code_Too_LongInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Code_Too_LongInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_code_too_long(inputs)
	if (locale === "ru") return __ru.shared_contract_code_too_long(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_code_too_long(inputs)
	return __en.shared_contract_code_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Use at most 500 characters." |
*
* @param {Shared_Contract_At_Most_500Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_at_most_500 = /** @type {((inputs?: Shared_Contract_At_Most_500Inputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_At_Most_500Inputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_at_most_500(inputs)
	if (locale === "ru") return __ru.shared_contract_at_most_500(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_at_most_500(inputs)
	return __en.shared_contract_at_most_500(inputs)
});
/**
* | output |
* | --- |
* | "Expected an account id (letters and digits)" |
*
* @param {Shared_Contract_Account_IdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_account_id = /** @type {((inputs?: Shared_Contract_Account_IdInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Account_IdInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_account_id(inputs)
	if (locale === "ru") return __ru.shared_contract_account_id(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_account_id(inputs)
	return __en.shared_contract_account_id(inputs)
});
/**
* | output |
* | --- |
* | "Expected an amount such as 0.25" |
*
* @param {Shared_Contract_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_amount = /** @type {((inputs?: Shared_Contract_AmountInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_AmountInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_amount(inputs)
	if (locale === "ru") return __ru.shared_contract_amount(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_amount(inputs)
	return __en.shared_contract_amount(inputs)
});
/**
* | output |
* | --- |
* | "Expected an address without spaces" |
*
* @param {Shared_Contract_Address_No_SpacesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_address_no_spaces = /** @type {((inputs?: Shared_Contract_Address_No_SpacesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Address_No_SpacesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_address_no_spaces(inputs)
	if (locale === "ru") return __ru.shared_contract_address_no_spaces(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_address_no_spaces(inputs)
	return __en.shared_contract_address_no_spaces(inputs)
});
/**
* | output |
* | --- |
* | "Expected an address or a card or phone number" |
*
* @param {Shared_Contract_DestinationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_destination = /** @type {((inputs?: Shared_Contract_DestinationInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_DestinationInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_destination(inputs)
	if (locale === "ru") return __ru.shared_contract_destination(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_destination(inputs)
	return __en.shared_contract_destination(inputs)
});
/**
* | output |
* | --- |
* | "Expected a memo without spaces" |
*
* @param {Shared_Contract_Memo_No_SpacesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_contract_memo_no_spaces = /** @type {((inputs?: Shared_Contract_Memo_No_SpacesInputs, options?: { locale?: "en" | "uk" | "ru" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Contract_Memo_No_SpacesInputs, { locale?: "en" | "uk" | "ru" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.shared_contract_memo_no_spaces(inputs)
	if (locale === "ru") return __ru.shared_contract_memo_no_spaces(inputs)
	if (locale === "en-XA") return __en_xa2.shared_contract_memo_no_spaces(inputs)
	return __en.shared_contract_memo_no_spaces(inputs)
});