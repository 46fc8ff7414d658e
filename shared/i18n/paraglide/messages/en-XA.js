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
/** @typedef {{}} Settings_Restart_NowInputs */
/** @typedef {{}} Settings_RestartingInputs */
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
/** @typedef {{}} Fiat_Policies_Name_EmptyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Fiat_Policies_Name_Too_LongInputs */
/** @typedef {{}} Fiat_Policies_Name_CharactersInputs */
/** @typedef {{}} Fiat_Policies_Rule_EmptyInputs */
/** @typedef {{ length: NonNullable<unknown>, count: NonNullable<unknown> }} Fiat_Policies_Rule_Too_LongInputs */
/** @typedef {{ receive: NonNullable<unknown>, unit: NonNullable<unknown>, fee: NonNullable<unknown>, debit: NonNullable<unknown> }} Fiat_Payout_Result_SaidInputs */
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
/** @typedef {{}} Core_Op_Profiles_ListInputs */
/** @typedef {{}} Core_Op_Profiles_AddInputs */
/** @typedef {{}} Core_Op_Profiles_Add_DemoInputs */
/** @typedef {{}} Core_Op_Profiles_RenameInputs */
/** @typedef {{}} Core_Op_Profiles_RemoveInputs */
/** @typedef {{}} Core_Op_Profiles_ActivateInputs */
/** @typedef {{}} Core_Op_Account_MeInputs */
/** @typedef {{}} Core_Op_Balances_ListInputs */
/** @typedef {{}} Core_Op_Account_WatchInputs */
/** @typedef {{}} Core_Op_Account_RefreshInputs */
/** @typedef {{}} Core_Op_Value_History_GetInputs */
/** @typedef {{}} Core_Op_Value_History_RecordInputs */
/** @typedef {{}} Core_Op_Value_History_AdoptInputs */
/** @typedef {{}} Core_Op_App_InfoInputs */
/** @typedef {{}} Core_Op_App_NoticesInputs */
/** @typedef {{}} Core_Op_App_ActivityInputs */
/** @typedef {{}} Core_Op_App_Export_DiagnosticsInputs */
/** @typedef {{}} Core_Op_App_RestartInputs */
/** @typedef {{}} Core_Cannot_RestartInputs */
/** @typedef {{}} Core_Op_Settings_GetInputs */
/** @typedef {{}} Core_Op_Settings_UpdateInputs */
/** @typedef {{}} Core_Op_Confirm_AnswerInputs */
/** @typedef {{}} Core_Op_Lock_StatusInputs */
/** @typedef {{}} Core_Op_Lock_UnlockInputs */
/** @typedef {{}} Core_Op_Lock_LockInputs */
/** @typedef {{}} Core_Op_Lock_Set_PasswordInputs */
/** @typedef {{}} Core_Op_Appliances_ListInputs */
/** @typedef {{}} Core_Op_Appliances_AddInputs */
/** @typedef {{}} Core_Op_Appliances_Add_DemoInputs */
/** @typedef {{}} Core_Op_Appliances_RenameInputs */
/** @typedef {{}} Core_Op_Appliances_RemoveInputs */
/** @typedef {{}} Core_Op_Appliances_ActivateInputs */
/** @typedef {{}} Core_Op_Appliances_CertificateInputs */
/** @typedef {{}} Core_Op_Appliances_TrustInputs */
/** @typedef {{}} Core_Op_Policies_ListInputs */
/** @typedef {{}} Core_Op_Policies_GetInputs */
/** @typedef {{}} Core_Op_Policies_AddInputs */
/** @typedef {{}} Core_Op_Policies_UpdateInputs */
/** @typedef {{}} Core_Op_Policies_RenameInputs */
/** @typedef {{}} Core_Op_Policies_RemoveInputs */
/** @typedef {{}} Core_Op_Policies_EnableInputs */
/** @typedef {{}} Core_Op_Policies_DisableInputs */
/** @typedef {{}} Core_Op_Policies_UnsetInputs */
/** @typedef {{}} Core_Op_Codes_CheckInputs */
/** @typedef {{}} Core_Op_Codes_CreateInputs */
/** @typedef {{}} Core_Op_Codes_RedeemInputs */
/** @typedef {{}} Core_Op_Codes_DetailsInputs */
/** @typedef {{}} Core_Op_Codes_IssuedInputs */
/** @typedef {{}} Core_Op_Codes_RedeemedInputs */
/** @typedef {{}} Core_Op_Deposits_InfoInputs */
/** @typedef {{}} Core_Op_Deposits_Generate_AddressInputs */
/** @typedef {{}} Core_Op_Deposits_DetailsInputs */
/** @typedef {{}} Core_Op_Fiat_OpenInputs */
/** @typedef {{}} Core_Op_Fiat_ContextInputs */
/** @typedef {{}} Core_Op_Fiat_Payout_ServicesInputs */
/** @typedef {{}} Core_Op_Fiat_WithdrawInputs */
/** @typedef {{}} Core_Op_Fiat_Deposit_ServicesInputs */
/** @typedef {{}} Core_Op_Fiat_DepositInputs */
/** @typedef {{}} Core_Op_Fiat_Deposit_SimpleInputs */
/** @typedef {{}} Core_Op_History_ListInputs */
/** @typedef {{}} Core_Op_History_ExportInputs */
/** @typedef {{}} Core_Op_Market_TimeInputs */
/** @typedef {{}} Core_Op_Market_CurrenciesInputs */
/** @typedef {{}} Core_Op_Market_RatesInputs */
/** @typedef {{}} Core_Op_Market_MarketsInputs */
/** @typedef {{}} Core_Op_Market_TickersInputs */
/** @typedef {{}} Core_Op_Market_FeesInputs */
/** @typedef {{}} Core_Op_Book_GetInputs */
/** @typedef {{}} Core_Op_Feed_WatchInputs */
/** @typedef {{}} Core_Op_Feed_RetryInputs */
/** @typedef {{}} Core_Op_Orders_ActiveInputs */
/** @typedef {{}} Core_Op_Orders_HistoryInputs */
/** @typedef {{}} Core_Op_Orders_TradesInputs */
/** @typedef {{}} Core_Op_Orders_CancelInputs */
/** @typedef {{}} Core_Op_Orders_Cancel_ManyInputs */
/** @typedef {{}} Core_Op_Withdrawals_CreateInputs */
/** @typedef {{}} Core_Op_Withdrawals_DetailsInputs */
/** @typedef {{}} Core_Op_Guard_GetInputs */
/** @typedef {{}} Core_Op_Guard_Save_AddressInputs */
/** @typedef {{}} Core_Op_Guard_Remove_AddressInputs */
/** @typedef {{}} Core_Op_Guard_Set_RuleInputs */
/** @typedef {{ what: NonNullable<unknown>, problem: NonNullable<unknown> }} Core_Could_NotInputs */
/** @typedef {{ what: NonNullable<unknown> }} Core_Payment_Window_CannotInputs */
/** @typedef {{ what: NonNullable<unknown> }} Core_Only_Payment_WindowInputs */
/** @typedef {{}} Core_Status_DoneInputs */
/** @typedef {{}} Core_Status_PendingInputs */
/** @typedef {{}} Core_Status_UnknownInputs */
/** @typedef {{}} Core_Status_CanceledInputs */
/** @typedef {{}} Core_Status_Awaiting_ConfirmationInputs */
/** @typedef {{}} Core_Status_BlankInputs */
/** @typedef {{ app: NonNullable<unknown> }} Core_About_TitleInputs */
/** @typedef {{ version: NonNullable<unknown> }} Core_About_VersionInputs */
/** @typedef {{ version: NonNullable<unknown> }} Core_About_Version_DemoInputs */
/** @typedef {{ license: NonNullable<unknown> }} Core_About_LicenceInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Core_About_FolderInputs */
/** @typedef {{}} Core_About_ShortcutsInputs */
/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown> }} Core_About_Key_ViewsInputs */
/** @typedef {{ key: NonNullable<unknown> }} Core_About_Key_SettingsInputs */
/** @typedef {{ key: NonNullable<unknown> }} Core_About_Key_FindInputs */
/** @typedef {{ key: NonNullable<unknown> }} Core_About_Key_LockInputs */
/** @typedef {{}} Core_Code_Create_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Code_Create_QuestionInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Code_Create_ConfirmInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Code_Line_AmountInputs */
/** @typedef {{ recipient: NonNullable<unknown> }} Core_Code_Line_OnlyInputs */
/** @typedef {{}} Core_Code_Line_AnyoneInputs */
/** @typedef {{ time: NonNullable<unknown> }} Core_Code_Line_Not_BeforeInputs */
/** @typedef {{ comment: NonNullable<unknown> }} Core_Code_Line_PublicInputs */
/** @typedef {{ comment: NonNullable<unknown> }} Core_Code_Line_PrivateInputs */
/** @typedef {{}} Core_Code_Like_CashInputs */
/** @typedef {{}} Core_Code_Redeem_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Code_Redeem_QuestionInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown>, account: NonNullable<unknown> }} Core_Code_Redeem_Line_AmountInputs */
/** @typedef {{ comment: NonNullable<unknown> }} Core_Code_Line_CommentInputs */
/** @typedef {{ code: NonNullable<unknown> }} Core_Code_Line_CodeInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Code_Redeem_ConfirmInputs */
/** @typedef {{}} Core_Code_Reveal_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Code_Reveal_QuestionInputs */
/** @typedef {{ code: NonNullable<unknown>, sn: NonNullable<unknown> }} Core_Code_Reveal_Line_CodeInputs */
/** @typedef {{ account: NonNullable<unknown> }} Core_Line_AccountInputs */
/** @typedef {{}} Core_Code_Reveal_ScreenInputs */
/** @typedef {{}} Core_Code_Reveal_ConfirmInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Core_Payout_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown>, service: NonNullable<unknown>, to: NonNullable<unknown> }} Core_Payout_QuestionInputs */
/** @typedef {{ service: NonNullable<unknown> }} Core_Payout_Line_ServiceInputs */
/** @typedef {{ to: NonNullable<unknown> }} Core_Payout_Line_ToInputs */
/** @typedef {{ fee: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Payout_Line_FeeInputs */
/** @typedef {{}} Core_Payout_Test_ModeInputs */
/** @typedef {{}} Core_Payout_FinalInputs */
/** @typedef {{ amount: NonNullable<unknown>, unit: NonNullable<unknown> }} Core_Payout_ConfirmInputs */
/** @typedef {{}} Core_Appliance_Remove_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Core_Appliance_Remove_QuestionInputs */
/** @typedef {{}} Core_Appliance_Remove_DemoInputs */
/** @typedef {{ host: NonNullable<unknown>, user: NonNullable<unknown> }} Core_Appliance_Remove_DetailInputs */
/** @typedef {{ host: NonNullable<unknown>, user: NonNullable<unknown> }} Core_Appliance_Remove_Detail_PinnedInputs */
/** @typedef {{}} Core_Appliance_Remove_ConfirmInputs */
/** @typedef {{}} Core_Trust_TitleInputs */
/** @typedef {{ host: NonNullable<unknown>, name: NonNullable<unknown> }} Core_Trust_QuestionInputs */
/** @typedef {{ fingerprint: NonNullable<unknown> }} Core_Trust_Line_Until_NowInputs */
/** @typedef {{}} Core_Trust_Line_NoneInputs */
/** @typedef {{ fingerprint: NonNullable<unknown> }} Core_Trust_Line_NowInputs */
/** @typedef {{}} Core_Trust_WarningInputs */
/** @typedef {{}} Core_Trust_ConfirmInputs */
/** @typedef {{}} Core_Account_Remove_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Core_Account_Remove_QuestionInputs */
/** @typedef {{ exchange: NonNullable<unknown> }} Core_Account_Remove_SecretInputs */
/** @typedef {{}} Core_Account_Remove_DemoInputs */
/** @typedef {{ kept: NonNullable<unknown> }} Core_Account_Remove_Guard_KeptInputs */
/** @typedef {{}} Core_Account_Remove_ConfirmInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Core_Withdraw_Not_CoinInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Core_Withdraw_No_FeeInputs */
/** @typedef {{ unit: NonNullable<unknown> }} Core_Withdraw_No_MemoInputs */
/** @typedef {{ count: NonNullable<unknown> }} Core_Guard_Kept_AddressesInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Core_Guard_Kept_LimitInputs */
/** @typedef {{ limits: NonNullable<unknown> }} Core_Guard_Kept_LimitsInputs */
/** @typedef {{ currencies: NonNullable<unknown> }} Core_Guard_Kept_Only_SavedInputs */
/** @typedef {{ items: NonNullable<unknown>, last: NonNullable<unknown> }} Core_List_AndInputs */
/** @typedef {{ before: NonNullable<unknown>, after: NonNullable<unknown> }} Core_Policy_Line_Action_ChangeInputs */
/** @typedef {{ rule: NonNullable<unknown> }} Core_Policy_Line_Rule_AfterInputs */
/** @typedef {{}} Core_Policy_Change_Weakens_DenyInputs */
/** @typedef {{}} Core_Policy_Change_WeakensInputs */
/** @typedef {{}} Core_Policy_Action_UnknownInputs */
/** @typedef {{}} Core_Policy_Rule_UnreadableInputs */
/** @typedef {{ movedTo: NonNullable<unknown> }} Core_Settings_Recovered_FolderInputs */
/** @typedef {{ movedTo: NonNullable<unknown> }} Core_Settings_Recovered_Not_JsonInputs */
/** @typedef {{ detail: NonNullable<unknown>, movedTo: NonNullable<unknown> }} Core_Settings_Recovered_SchemaInputs */
/** @typedef {{ id: NonNullable<unknown> }} Core_Payout_Saved_DetailsInputs */
/** @typedef {{ party: NonNullable<unknown>, host: NonNullable<unknown> }} Core_Server_Not_JsonInputs */
/** @typedef {{ party: NonNullable<unknown>, host: NonNullable<unknown>, size: NonNullable<unknown> }} Core_Server_Too_LargeInputs */
/** @typedef {{}} Core_Save_HistoryInputs */
/** @typedef {{}} Core_Save_DiagnosticsInputs */
/** @typedef {{}} Core_Fixed_By_Web_OptionInputs */
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
/** @typedef {{}} Shared_Server_Address_Exchange_Not_WebInputs */
/** @typedef {{}} Shared_Server_Address_Exchange_SchemeInputs */
/** @typedef {{}} Shared_Server_Address_Exchange_CredentialsInputs */
/** @typedef {{}} Shared_Server_Address_Exchange_Plain_HttpInputs */
/** @typedef {{}} Shared_Server_Address_Gateway_Not_WebInputs */
/** @typedef {{}} Shared_Server_Address_Gateway_SchemeInputs */
/** @typedef {{}} Shared_Server_Address_Gateway_CredentialsInputs */
/** @typedef {{}} Shared_Server_Address_Gateway_Plain_HttpInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shared_Server_Address_Named_Not_WebInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shared_Server_Address_Named_SchemeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shared_Server_Address_Named_CredentialsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shared_Server_Address_Named_Plain_HttpInputs */
/** @typedef {{}} Shared_Code_Verdict_Empty_TitleInputs */
/** @typedef {{}} Shared_Code_Verdict_Empty_BodyInputs */
/** @typedef {{}} Shared_Code_Verdict_Ok_TitleInputs */
/** @typedef {{ code: NonNullable<unknown> }} Shared_Code_Verdict_Ok_BodyInputs */
/** @typedef {{}} Shared_Code_Verdict_Bad_TitleInputs */
/** @typedef {{}} Errors_Market_InvalidInputs */
/** @typedef {{}} Errors_Order_Id_InvalidInputs */
/** @typedef {{}} Errors_Start_Not_TimeInputs */
/** @typedef {{}} Errors_End_Not_TimeInputs */
/** @typedef {{}} Errors_Start_After_EndInputs */
/** @typedef {{}} Errors_Limit_InvalidInputs */
/** @typedef {{}} Errors_Sort_InvalidInputs */
/** @typedef {{}} Errors_Cancel_NoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Cancel_Too_ManyInputs */
/** @typedef {{}} Errors_Cancel_RefusedInputs */
/** @typedef {{}} Errors_Answer_Other_ShapeInputs */
/** @typedef {{}} Errors_No_Api_KeyInputs */
/** @typedef {{ host: NonNullable<unknown>, clock: NonNullable<unknown> }} Errors_Nonce_Refused_ClockInputs */
/** @typedef {{ host: NonNullable<unknown> }} Errors_Nonce_RefusedInputs */
/** @typedef {{ host: NonNullable<unknown>, status: NonNullable<unknown> }} Errors_Key_RefusedInputs */
/** @typedef {{}} Errors_Account_GoneInputs */
/** @typedef {{}} Errors_Demo_Account_NoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Demo_Account_SavedInputs */
/** @typedef {{}} Errors_Account_Name_TakenInputs */
/** @typedef {{ name: NonNullable<unknown>, host: NonNullable<unknown> }} Errors_Account_Plain_Http_ExchangeInputs */
/** @typedef {{ name: NonNullable<unknown>, host: NonNullable<unknown> }} Errors_Account_Plain_Http_GatewayInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Demo_Exchange_GoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Secret_GoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Key_SavedInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Errors_Account_Not_SavedInputs */
/** @typedef {{}} Errors_Secret_EnterInputs */
/** @typedef {{}} Errors_Secret_Too_LongInputs */
/** @typedef {{}} Errors_Secret_CharactersInputs */
/** @typedef {{}} Errors_Appliance_GoneInputs */
/** @typedef {{}} Errors_Appliance_NoneInputs */
/** @typedef {{}} Errors_Demo_Appliance_OffInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Demo_Appliance_SavedInputs */
/** @typedef {{}} Errors_Appliance_Http_No_CertificateInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Appliance_Password_GoneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Appliance_Plain_Http_No_CertificateInputs */
/** @typedef {{ host: NonNullable<unknown>, now: NonNullable<unknown>, wanted: NonNullable<unknown> }} Errors_Appliance_Certificate_ChangedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Appliance_User_SavedInputs */
/** @typedef {{}} Errors_Appliance_Name_TakenInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Errors_Appliance_Not_SavedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Errors_Demo_Appliance_GoneInputs */
/** @typedef {{}} Errors_Password_EnterInputs */
/** @typedef {{}} Errors_Password_Too_LongInputs */
/** @typedef {{ file: NonNullable<unknown>, code: NonNullable<unknown> }} Errors_Settings_UnreadableInputs */
/** @typedef {{ file: NonNullable<unknown> }} Errors_Settings_Unreadable_UnknownInputs */
/** @typedef {{ file: NonNullable<unknown>, code: NonNullable<unknown> }} Errors_Settings_StuckInputs */
/** @typedef {{ file: NonNullable<unknown> }} Errors_Settings_Stuck_UnknownInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Errors_Settings_Not_ChangedInputs */
/** @typedef {{ path: NonNullable<unknown> }} Errors_Settings_Not_SavedInputs */
/** @typedef {{}} Errors_Amount_Not_NumberInputs */
/** @typedef {{}} Errors_Gateway_Not_Web_AddressInputs */
/** @typedef {{ host: NonNullable<unknown>, own: NonNullable<unknown> }} Errors_Gateway_Other_HostInputs */
/** @typedef {{ method: NonNullable<unknown> }} Errors_Gateway_MethodInputs */
/** @typedef {{}} Errors_What_Account_DataInputs */
/** @typedef {{}} Errors_What_Balance_ListInputs */
/** @typedef {{}} Errors_What_Order_ListInputs */
/** @typedef {{}} Errors_What_Order_HistoryInputs */
/** @typedef {{}} Errors_What_Trade_ListInputs */
/** @typedef {{}} Errors_What_Cancelled_OrderInputs */
/** @typedef {{}} Errors_What_Server_TimeInputs */
/** @typedef {{}} Errors_What_Currency_ListInputs */
/** @typedef {{}} Errors_What_Exchange_RatesInputs */
/** @typedef {{}} Errors_What_Market_ListInputs */
/** @typedef {{}} Errors_What_TickersInputs */
/** @typedef {{}} Errors_What_Order_BookInputs */
/** @typedef {{}} Errors_What_Fee_ListInputs */
/** @typedef {{}} Errors_What_Transfer_CodeInputs */
/** @typedef {{}} Errors_What_Redeemed_CodeInputs */
/** @typedef {{}} Errors_What_Code_ListInputs */
/** @typedef {{}} Errors_What_Deposit_InfoInputs */
/** @typedef {{}} Errors_What_Address_AnswerInputs */
/** @typedef {{}} Errors_What_Deposit_DetailsInputs */
/** @typedef {{}} Errors_What_Withdrawal_AnswerInputs */
/** @typedef {{}} Errors_What_Withdrawal_DetailsInputs */
/** @typedef {{}} Errors_What_Deposit_AnswerInputs */
/** @typedef {{}} Errors_What_Asset_HistoryInputs */
/** @typedef {{}} Errors_What_InvoiceInputs */
/** @typedef {{}} Errors_What_Payout_ServicesInputs */
/** @typedef {{}} Errors_What_Payment_ServicesInputs */
/** @typedef {{}} Errors_What_The_RequestInputs */
/** @typedef {{ id: NonNullable<unknown> }} Errors_What_Cancel_OrderInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Errors_What_New_CodeInputs */
/** @typedef {{}} Errors_What_Redeem_CodeInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Errors_What_PayoutInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Errors_What_DepositInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Errors_What_New_AddressInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} Errors_What_WithdrawalInputs */
/** @typedef {{ id: NonNullable<unknown> }} Errors_What_Invoice_ForInputs */
/** @typedef {{ party: NonNullable<unknown>, host: NonNullable<unknown>, what: NonNullable<unknown> }} Errors_Unknown_OutcomeInputs */
/** @typedef {{ party: NonNullable<unknown>, host: NonNullable<unknown>, what: NonNullable<unknown> }} Errors_Not_UnderstoodInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_What_Cancel_OrdersInputs */
/** @typedef {{ host: NonNullable<unknown>, days: NonNullable<unknown>, count: NonNullable<unknown> }} Errors_Clock_Ahead_LocalInputs */
/** @typedef {{ host: NonNullable<unknown>, days: NonNullable<unknown>, count: NonNullable<unknown> }} Errors_Clock_Behind_LocalInputs */
/** @typedef {{ host: NonNullable<unknown> }} Errors_Clock_Far_LocalInputs */
/** @typedef {{ host: NonNullable<unknown>, days: NonNullable<unknown>, count: NonNullable<unknown> }} Errors_Clock_Ahead_MeasuredInputs */
/** @typedef {{ host: NonNullable<unknown>, days: NonNullable<unknown>, count: NonNullable<unknown> }} Errors_Clock_Behind_MeasuredInputs */
/** @typedef {{ host: NonNullable<unknown> }} Errors_Clock_Far_MeasuredInputs */
/** @typedef {{}} Errors_Settings_Exchange_Address_TextInputs */
/** @typedef {{}} Errors_Settings_Exchange_Address_LongInputs */
/** @typedef {{}} Errors_Settings_Exchange_Address_WebInputs */
/** @typedef {{}} Errors_Settings_Gateway_Address_TextInputs */
/** @typedef {{}} Errors_Settings_Gateway_Address_LongInputs */
/** @typedef {{}} Errors_Settings_Gateway_Address_WebInputs */
/** @typedef {{}} Errors_Settings_Appliance_Address_TextInputs */
/** @typedef {{}} Errors_Settings_Appliance_Address_LongInputs */
/** @typedef {{}} Errors_Settings_Appliance_Address_WebInputs */
/** @typedef {{}} Errors_Settings_Market_Address_TextInputs */
/** @typedef {{}} Errors_Settings_Market_Address_LongInputs */
/** @typedef {{}} Errors_Settings_Market_Address_WebInputs */
/** @typedef {{}} Errors_Settings_Appliance_Address_SecureInputs */
/** @typedef {{}} Errors_Settings_Market_Address_SecureInputs */
/** @typedef {{}} Errors_Settings_Market_ExchangeInputs */
/** @typedef {{}} Errors_Settings_Profile_IdInputs */
/** @typedef {{}} Errors_Settings_Profile_Name_TextInputs */
/** @typedef {{}} Errors_Settings_Profile_Name_EmptyInputs */
/** @typedef {{}} Errors_Settings_Profile_Name_LongInputs */
/** @typedef {{}} Errors_Settings_Public_Key_TextInputs */
/** @typedef {{}} Errors_Settings_Public_Key_EmptyInputs */
/** @typedef {{}} Errors_Settings_Public_Key_LongInputs */
/** @typedef {{}} Errors_Settings_Public_Key_CharactersInputs */
/** @typedef {{}} Errors_Settings_Profile_DemoInputs */
/** @typedef {{}} Errors_Settings_Demo_Account_TextInputs */
/** @typedef {{}} Errors_Settings_Demo_Account_EmptyInputs */
/** @typedef {{}} Errors_Settings_Demo_Account_LongInputs */
/** @typedef {{}} Errors_Settings_Svcid_TextInputs */
/** @typedef {{}} Errors_Settings_Svcid_ShapeInputs */
/** @typedef {{}} Errors_Settings_Profile_UnknownInputs */
/** @typedef {{}} Errors_Settings_Balances_Interval_NumberInputs */
/** @typedef {{}} Errors_Settings_Balances_Interval_WholeInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Errors_Settings_Balances_Interval_MinInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Errors_Settings_Balances_Interval_MaxInputs */
/** @typedef {{}} Errors_Settings_Orders_Interval_NumberInputs */
/** @typedef {{}} Errors_Settings_Orders_Interval_WholeInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Errors_Settings_Orders_Interval_MinInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Errors_Settings_Orders_Interval_MaxInputs */
/** @typedef {{}} Errors_Settings_Tickers_Interval_NumberInputs */
/** @typedef {{}} Errors_Settings_Tickers_Interval_WholeInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Errors_Settings_Tickers_Interval_MinInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Errors_Settings_Tickers_Interval_MaxInputs */
/** @typedef {{}} Errors_Settings_Polling_UnknownInputs */
/** @typedef {{}} Errors_Settings_Currency_CodeInputs */
/** @typedef {{}} Errors_Settings_AmountInputs */
/** @typedef {{}} Errors_Settings_Guard_AddressInputs */
/** @typedef {{}} Errors_Settings_Guard_MemoInputs */
/** @typedef {{}} Errors_Settings_Guard_LabelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Settings_Saved_Addresses_MaxInputs */
/** @typedef {{}} Errors_Settings_Guard_UnknownInputs */
/** @typedef {{}} Errors_Settings_Guard_KeyInputs */
/** @typedef {{}} Errors_Settings_Appliance_IdInputs */
/** @typedef {{}} Errors_Settings_Appliance_Name_TextInputs */
/** @typedef {{}} Errors_Settings_Appliance_Name_EmptyInputs */
/** @typedef {{}} Errors_Settings_Appliance_Name_LongInputs */
/** @typedef {{}} Errors_Settings_Appliance_User_TextInputs */
/** @typedef {{}} Errors_Settings_Appliance_User_EmptyInputs */
/** @typedef {{}} Errors_Settings_Appliance_User_LongInputs */
/** @typedef {{}} Errors_Settings_Appliance_User_ControlInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Errors_Settings_Appliance_AuthInputs */
/** @typedef {{}} Errors_Settings_Api_Path_TextInputs */
/** @typedef {{}} Errors_Settings_Api_Path_EndsInputs */
/** @typedef {{}} Errors_Settings_FingerprintInputs */
/** @typedef {{}} Errors_Settings_Appliance_DemoInputs */
/** @typedef {{}} Errors_Settings_Appliance_UnknownInputs */
/** @typedef {{}} Errors_Settings_Updates_CheckInputs */
/** @typedef {{}} Errors_Settings_Updates_ChannelInputs */
/** @typedef {{}} Errors_Settings_Updates_UnknownInputs */
/** @typedef {{}} Errors_Settings_Favourite_TextInputs */
/** @typedef {{}} Errors_Settings_Favourite_ShapeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Settings_Favourites_MaxInputs */
/** @typedef {{}} Errors_Settings_Favourite_TwiceInputs */
/** @typedef {{}} Errors_Settings_VersionInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Settings_Profiles_MaxInputs */
/** @typedef {{ count: NonNullable<unknown> }} Errors_Settings_Appliances_MaxInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Errors_Settings_Display_CurrencyInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Errors_Settings_ThemeInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Errors_Settings_LanguageInputs */
/** @typedef {{ choices: NonNullable<unknown> }} Errors_Settings_Auto_LockInputs */
/** @typedef {{}} Errors_Settings_Close_To_TrayInputs */
/** @typedef {{}} Errors_Settings_Hide_AmountsInputs */
/** @typedef {{}} Errors_Settings_Hide_Amounts_LockedInputs */
/** @typedef {{}} Errors_Settings_Password_HashInputs */
/** @typedef {{}} Errors_Settings_UnknownInputs */
/** @typedef {{}} Errors_Settings_Profile_Ids_TwiceInputs */
/** @typedef {{}} Errors_Settings_Active_Profile_GoneInputs */
/** @typedef {{}} Errors_Settings_Appliance_Ids_TwiceInputs */
/** @typedef {{}} Errors_Settings_Active_Appliance_GoneInputs */
/** @typedef {{}} Errors_Settings_UnexpectedInputs */
/** @typedef {{ n: NonNullable<unknown>, reason: NonNullable<unknown> }} Errors_Settings_In_AccountInputs */
/** @typedef {{ n: NonNullable<unknown>, reason: NonNullable<unknown> }} Errors_Settings_In_ApplianceInputs */
/** @typedef {{}} Errors_Policy_WhichInputs */
/** @typedef {{}} Errors_Policy_ActionInputs */
/** @typedef {{ max: NonNullable<unknown> }} Errors_Policy_Page_SizeInputs */
/** @typedef {{}} Errors_Policy_Page_NumberInputs */
/** @typedef {{}} Errors_Policy_Page_Needs_SizeInputs */
/** @typedef {{}} Errors_Policy_Filter_FieldInputs */
/** @typedef {{}} Errors_Policy_Filter_TextInputs */
/** @typedef {{}} Errors_Policy_Read_NoneInputs */
/** @typedef {{}} Errors_Policy_Read_FieldInputs */
/** @typedef {{ host: NonNullable<unknown>, count: NonNullable<unknown> }} Errors_Policy_Many_For_NameInputs */
/** @typedef {{}} Errors_Policy_Nothing_To_ChangeInputs */
/** @typedef {{}} Errors_Policy_Unset_NoneInputs */
/** @typedef {{}} Errors_Policy_Unset_FieldInputs */
/** @typedef {{}} Main_Confirm_DeclineInputs */
/** @typedef {{}} Main_Save_TitleInputs */
/** @typedef {{}} Main_Save_ButtonInputs */
/** @typedef {{}} Main_Save_Filter_CsvInputs */
/** @typedef {{}} Main_Save_Filter_TextInputs */
/** @typedef {{}} Main_Password_RefusedInputs */
/** @typedef {{}} Main_Password_EnterInputs */
/** @typedef {{}} Main_Password_Check_FailedInputs */
/** @typedef {{}} Main_Lock_TitleInputs */
/** @typedef {{ file: NonNullable<unknown> }} Main_Lock_StartingInputs */
/** @typedef {{ pid: NonNullable<unknown>, shell: NonNullable<unknown>, startedAt: NonNullable<unknown>, file: NonNullable<unknown> }} Main_Lock_HeldInputs */
/** @typedef {{ pid: NonNullable<unknown>, host: NonNullable<unknown>, shell: NonNullable<unknown>, startedAt: NonNullable<unknown>, file: NonNullable<unknown> }} Main_Lock_Held_ElsewhereInputs */
/** @typedef {{}} Main_Lock_Shell_DesktopInputs */
/** @typedef {{}} Main_Lock_Shell_BrowserInputs */
/** @typedef {{}} Main_Could_Not_StartInputs */
/** @typedef {{}} Main_Exchange_BothInputs */
/** @typedef {{ value: NonNullable<unknown> }} Main_Exchange_Url_Not_UrlInputs */
/** @typedef {{ protocol: NonNullable<unknown> }} Main_Exchange_Url_ProtocolInputs */
/** @typedef {{}} Main_Exchange_Url_Not_Web_AddressInputs */
/** @typedef {{}} Main_Exchange_Url_SchemeInputs */
/** @typedef {{}} Main_Exchange_Url_CredentialsInputs */
/** @typedef {{}} Main_Exchange_Url_Plain_HttpInputs */
/** @typedef {{}} Main_Demo_Servers_Not_JsonInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Demo_Servers_No_AddressInputs */
/** @typedef {{}} Main_Demo_Servers_No_AccountsInputs */
/** @typedef {{}} Main_Demo_Servers_No_Appliance_LoginInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Demo_Address_Not_Web_AddressInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Demo_Address_SchemeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Demo_Address_CredentialsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Demo_Address_Plain_HttpInputs */
/** @typedef {{}} Main_Fixed_By_Exchange_UrlInputs */
/** @typedef {{}} Main_Fixed_By_Demo_ServersInputs */
/** @typedef {{}} Main_Payment_Window_TitleInputs */
/** @typedef {{}} Main_Internal_ErrorInputs */
/** @typedef {{}} Main_Refused_SenderInputs */
/** @typedef {{}} Main_Confirm_Not_WaitingInputs */
/** @typedef {{}} Checks_Label_AcceptedInputs */
/** @typedef {{}} Checks_Label_ActionInputs */
/** @typedef {{}} Checks_Label_AddressInputs */
/** @typedef {{}} Checks_Label_Allow_Blank_MemoInputs */
/** @typedef {{}} Checks_Label_Allow_List_OnlyInputs */
/** @typedef {{}} Checks_Label_AmountInputs */
/** @typedef {{}} Checks_Label_Api_KeyInputs */
/** @typedef {{}} Checks_Label_Api_SecretInputs */
/** @typedef {{}} Checks_Label_AuthInputs */
/** @typedef {{}} Checks_Label_Auto_Lock_MinutesInputs */
/** @typedef {{}} Checks_Label_BalancesInputs */
/** @typedef {{}} Checks_Label_Balances_IntervalInputs */
/** @typedef {{}} Checks_Label_BookInputs */
/** @typedef {{}} Checks_Label_Check_For_UpdatesInputs */
/** @typedef {{}} Checks_Label_Close_To_TrayInputs */
/** @typedef {{}} Checks_Label_CodeInputs */
/** @typedef {{}} Checks_Label_CommentInputs */
/** @typedef {{}} Checks_Label_CurrenciesInputs */
/** @typedef {{}} Checks_Label_CurrencyInputs */
/** @typedef {{}} Checks_Label_CurrentInputs */
/** @typedef {{}} Checks_Label_Daily_LimitInputs */
/** @typedef {{}} Checks_Label_DirectionInputs */
/** @typedef {{}} Checks_Label_Display_CurrencyInputs */
/** @typedef {{}} Checks_Label_EndInputs */
/** @typedef {{}} Checks_Label_Exchange_UrlInputs */
/** @typedef {{}} Checks_Label_FavouritesInputs */
/** @typedef {{}} Checks_Label_Fee_IncludedInputs */
/** @typedef {{}} Checks_Label_FieldInputs */
/** @typedef {{}} Checks_Label_FieldsInputs */
/** @typedef {{}} Checks_Label_FilterInputs */
/** @typedef {{}} Checks_Label_FingerprintInputs */
/** @typedef {{}} Checks_Label_FlowInputs */
/** @typedef {{}} Checks_Label_FromInputs */
/** @typedef {{}} Checks_Label_Fund_SourceInputs */
/** @typedef {{}} Checks_Label_Gateway_UrlInputs */
/** @typedef {{}} Checks_Label_Hide_AmountsInputs */
/** @typedef {{}} Checks_Label_Hide_Amounts_When_LockedInputs */
/** @typedef {{}} Checks_Label_IdInputs */
/** @typedef {{}} Checks_Label_IndexInputs */
/** @typedef {{}} Checks_Label_IntervalInputs */
/** @typedef {{}} Checks_Label_LabelInputs */
/** @typedef {{}} Checks_Label_LanguageInputs */
/** @typedef {{}} Checks_Label_LimitInputs */
/** @typedef {{}} Checks_Label_MarketInputs */
/** @typedef {{}} Checks_Label_Market_ExchangeInputs */
/** @typedef {{}} Checks_Label_MemoInputs */
/** @typedef {{}} Checks_Label_NameInputs */
/** @typedef {{}} Checks_Label_NamesInputs */
/** @typedef {{}} Checks_Label_New_NameInputs */
/** @typedef {{}} Checks_Label_NextInputs */
/** @typedef {{}} Checks_Label_Non_Refundable_BeforeInputs */
/** @typedef {{}} Checks_Label_Order_ByInputs */
/** @typedef {{}} Checks_Label_Order_DirInputs */
/** @typedef {{}} Checks_Label_Order_IdInputs */
/** @typedef {{}} Checks_Label_Order_IdsInputs */
/** @typedef {{}} Checks_Label_OrdersInputs */
/** @typedef {{}} Checks_Label_Orders_IntervalInputs */
/** @typedef {{}} Checks_Label_PageInputs */
/** @typedef {{}} Checks_Label_Page_SizeInputs */
/** @typedef {{}} Checks_Label_PasswordInputs */
/** @typedef {{}} Checks_Label_PrefixInputs */
/** @typedef {{}} Checks_Label_Private_CommentInputs */
/** @typedef {{}} Checks_Label_ProfileInputs */
/** @typedef {{}} Checks_Label_RecipientInputs */
/** @typedef {{}} Checks_Label_RevealInputs */
/** @typedef {{}} Checks_Label_RuleInputs */
/** @typedef {{}} Checks_Label_SamplesInputs */
/** @typedef {{}} Checks_Label_ServiceInputs */
/** @typedef {{}} Checks_Label_SortInputs */
/** @typedef {{}} Checks_Label_StartInputs */
/** @typedef {{}} Checks_Label_StatusesInputs */
/** @typedef {{}} Checks_Label_SymbolsInputs */
/** @typedef {{}} Checks_Label_ThemeInputs */
/** @typedef {{}} Checks_Label_TickersInputs */
/** @typedef {{}} Checks_Label_Tickers_IntervalInputs */
/** @typedef {{}} Checks_Label_TimeInputs */
/** @typedef {{}} Checks_Label_ToInputs */
/** @typedef {{}} Checks_Label_Trust_FingerprintInputs */
/** @typedef {{}} Checks_Label_TypeInputs */
/** @typedef {{}} Checks_Label_Update_ChannelInputs */
/** @typedef {{}} Checks_Label_UrlInputs */
/** @typedef {{}} Checks_Label_UserInputs */
/** @typedef {{}} Checks_Label_ValueInputs */
/** @typedef {{}} Checks_Label_Card_NumberInputs */
/** @typedef {{}} Checks_Label_Phone_NumberInputs */
/** @typedef {{}} Checks_Label_Public_KeyInputs */
/** @typedef {{}} Checks_Label_Deposit_NumberInputs */
/** @typedef {{}} Checks_Label_SvcidInputs */
/** @typedef {{}} Checks_Label_Svc_NonceInputs */
/** @typedef {{}} Checks_Label_Svc_SignatureInputs */
/** @typedef {{ field: NonNullable<unknown> }} Checks_MissingInputs */
/** @typedef {{}} Checks_Request_MissingInputs */
/** @typedef {{ field: NonNullable<unknown> }} Checks_TextInputs */
/** @typedef {{}} Checks_Request_TextInputs */
/** @typedef {{ field: NonNullable<unknown> }} Checks_NumberInputs */
/** @typedef {{}} Checks_Request_NumberInputs */
/** @typedef {{ field: NonNullable<unknown> }} Checks_Yes_NoInputs */
/** @typedef {{}} Checks_Request_Yes_NoInputs */
/** @typedef {{ field: NonNullable<unknown> }} Checks_ListInputs */
/** @typedef {{}} Checks_Request_ListInputs */
/** @typedef {{ field: NonNullable<unknown> }} Checks_GroupInputs */
/** @typedef {{}} Checks_Request_GroupInputs */
/** @typedef {{ field: NonNullable<unknown> }} Checks_ChoiceInputs */
/** @typedef {{}} Checks_Request_ChoiceInputs */
/** @typedef {{ field: NonNullable<unknown> }} Checks_WholeInputs */
/** @typedef {{}} Checks_Request_WholeInputs */
/** @typedef {{ field: NonNullable<unknown> }} Checks_Too_SmallInputs */
/** @typedef {{}} Checks_Request_Too_SmallInputs */
/** @typedef {{ field: NonNullable<unknown> }} Checks_Too_LargeInputs */
/** @typedef {{}} Checks_Request_Too_LargeInputs */
/** @typedef {{ field: NonNullable<unknown> }} Checks_Too_ShortInputs */
/** @typedef {{}} Checks_Request_Too_ShortInputs */
/** @typedef {{ field: NonNullable<unknown> }} Checks_Too_LongInputs */
/** @typedef {{}} Checks_Request_Too_LongInputs */
/** @typedef {{ field: NonNullable<unknown> }} Checks_MalformedInputs */
/** @typedef {{}} Checks_Request_MalformedInputs */
/** @typedef {{ field: NonNullable<unknown>, reason: NonNullable<unknown> }} Checks_ReasonInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Checks_Request_ReasonInputs */
/** @typedef {{}} Checks_Request_Extra_FieldInputs */
/** @typedef {{}} Checks_Unknown_OperationInputs */
/** @typedef {{}} Checks_Went_WrongInputs */
/** @typedef {{}} Checks_Shape_Not_ObjectInputs */
/** @typedef {{}} Checks_Shape_Too_DeepInputs */
/** @typedef {{}} Checks_Shape_Not_PlainInputs */
/** @typedef {{}} Checks_Shape_Bad_NameInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Checks_Could_Not_Do_ThisInputs */
/** @typedef {{}} Checks_Profile_IdInputs */
/** @typedef {{}} Checks_Value_Such_AsInputs */
/** @typedef {{}} Checks_Display_CurrencyInputs */
/** @typedef {{}} Checks_Too_Many_SamplesInputs */
/** @typedef {{}} Checks_Appliance_IdInputs */
/** @typedef {{}} Checks_Not_Api_PathInputs */
/** @typedef {{}} Checks_Not_Policy_NameInputs */
/** @typedef {{}} Checks_Service_CodeInputs */
/** @typedef {{}} Checks_Field_KeyInputs */
/** @typedef {{}} Checks_Too_Many_FieldsInputs */
/** @typedef {{}} Checks_Market_KeyInputs */
/** @typedef {{}} Checks_Currency_CodeInputs */
import * as registry from "../registry.js"


export const nav_markets = /** @type {(inputs: Nav_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕķéţš ~~~]`)
};

export const nav_balances = /** @type {(inputs: Nav_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáļáñçéš ~~~~]`)
};

export const nav_orders = /** @type {(inputs: Nav_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕďéŕš ~~~]`)
};

export const nav_deposit = /** @type {(inputs: Nav_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ ~~~]`)
};

export const nav_withdraw = /** @type {(inputs: Nav_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥďŕáŵ ~~~~]`)
};

export const nav_history = /** @type {(inputs: Nav_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíšţóŕý ~~~]`)
};

export const nav_fiat = /** @type {(inputs: Nav_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíáţ ~~]`)
};

export const nav_codes = /** @type {(inputs: Nav_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóďéš ~~]`)
};

export const nav_currencies = /** @type {(inputs: Nav_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçíéš ~~~~]`)
};

export const nav_fees = /** @type {(inputs: Nav_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒééš ~~]`)
};

export const nav_policies = /** @type {(inputs: Nav_PoliciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóļíçíéš ~~~~]`)
};

export const nav_settings = /** @type {(inputs: Nav_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţţíñĝš ~~~~]`)
};

export const title_codes = /** @type {(inputs: Title_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšƒéŕ çóďéš ~~~~~~]`)
};

export const title_deposit_of = /** @type {(inputs: Title_Deposit_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ ${i?.currency} ~~~~]`)
};

export const title_withdraw_of = /** @type {(inputs: Title_Withdraw_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥďŕáŵ ${i?.currency} ~~~~]`)
};

export const title_history_of = /** @type {(inputs: Title_History_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.currency} ĥíšţóŕý ~~~~]`)
};

export const title_not_found = /** @type {(inputs: Title_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáĝé ñóţ ƒóúñď ~~~~~~]`)
};

export const first_welcome = /** @type {(inputs: First_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéļçóɱé ţó Šáţçĥéļ ~~~~~~ ~~]`)
};

export const first_lead = /** @type {(inputs: First_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥóŵ ŵóúļď ýóú ļíķé ţó šţáŕţ? Ýóú çáñ çĥáñĝé ţĥíš ļáţéŕ íñ Šéţţíñĝš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const first_demo = /** @type {(inputs: First_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý ţĥé ďéɱó ~~~~~]`)
};

export const first_demo_what = /** @type {(inputs: First_Demo_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šíɱúļáţéď éẋçĥáñĝé, þáýɱéñţ ĝáţéŵáý áñď áþþļíáñçé óñ ţĥíš çóɱþúţéŕ, ŵíţĥ ďéɱó áççóúñţš óñé çļíçķ áŵáý. Ñó ŕéáļ ɱóñéý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const first_own = /** @type {(inputs: First_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé ɱý éẋçĥáñĝé ~~~~~~]`)
};

export const first_own_address = /** @type {(inputs: First_Own_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ éẋçĥáñĝé'š áďďŕéšš ~~~~~~ ~~~~]`)
};

export const first_own_hint = /** @type {(inputs: First_Own_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš ɱáŕķéţš áñď þŕíçéš áŕé šĥóŵñ; áďď ýóúŕ ÁÞÍ ķéý íñ Šéţţíñĝš ţó úšé ýóúŕ áççóúñţ. Šţáŕţíñĝ ŵíţĥ ĥţţþš://. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const first_starting_demo = /** @type {(inputs: First_Starting_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţíñĝ ţĥé ďéɱó… ~~~~~~ ~~]`)
};

export const first_saving_own = /** @type {(inputs: First_Saving_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽíñĝ ýóúŕ éẋçĥáñĝé… ~~~~~~ ~~~]`)
};

export const settings_language = /** @type {(inputs: Settings_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝúáĝé ~~~~]`)
};

export const settings_language_hint = /** @type {(inputs: Settings_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ'š ŵóŕďš, ñúɱƀéŕš áñď ďáţéš, áñď ţĥé þáýɱéñţ ĝáţéŵáý'š ƒóŕɱš (Éñĝļíšĥ ŵĥéŕé ţĥé ĝáţéŵáý ĥáš ñóñé). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const markets_shown = /** @type {(inputs: Markets_ShownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} óƒ ${i?.count} ɱáŕķéţ ~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} óƒ ${i?.count} ɱáŕķéţš ~~~~~]`);
	return /** @type {LocalizedString} */ ("markets_shown");
};

export const tray_name_demo = /** @type {(inputs: Tray_Name_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ (ďéɱó) ~~~~~~]`)
};

export const tray_demo_note = /** @type {(inputs: Tray_Demo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéɱó: á šíɱúļáţéď éẋçĥáñĝé, ñó ŕéáļ ɱóñéý ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const tray_portfolio = /** @type {(inputs: Tray_PortfolioInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þóŕţƒóļíó: ${i?.value} ~~~~~]`)
};

export const tray_portfolio_unknown = /** @type {(inputs: Tray_Portfolio_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóŕţƒóļíó: çáññóţ ƀé ṽáļúéď ñóŵ ~~~~~~ ~~~~~~ ~]`)
};

export const tray_portfolio_as_of = /** @type {(inputs: Tray_Portfolio_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þóŕţƒóļíó áš óƒ ${i?.time}: ${i?.value} ~~~~~~ ~~]`)
};

export const tray_tooltip_as_of = /** @type {(inputs: Tray_Tooltip_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.value} áš óƒ ${i?.time} ~~~]`)
};

export const tray_tooltip_unknown = /** @type {(inputs: Tray_Tooltip_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ṽáļúé úñķñóŵñ ñóŵ ~~~~~~ ~]`)
};

export const tray_tooltip_hidden = /** @type {(inputs: Tray_Tooltip_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áɱóúñţš ĥíďďéñ ~~~~~~]`)
};

export const tray_tooltip_locked = /** @type {(inputs: Tray_Tooltip_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(ļóçķéď) ~~~~]`)
};

export const tray_why_rates = /** @type {(inputs: Tray_Why_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé éẋçĥáñĝé'š ŕáţéš çáññóţ ƀé ŕéáď ~~~~~~ ~~~~~~ ~~]`)
};

export const tray_why_no_rate = /** @type {(inputs: Tray_Why_No_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé éẋçĥáñĝé ĝíṽéš ñó ŕáţé ƒóŕ ${i?.currencies} ~~~~~~ ~~~~~~ ~]`)
};

export const tray_not_valued = /** @type {(inputs: Tray_Not_ValuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ ṽáļúéď ñóŵ: ${i?.why} ~~~~~~ ~]`)
};

export const tray_balance = /** @type {(inputs: Tray_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.code} ${i?.available} áṽáíļáƀļé óƒ ${i?.total} ≈ ${i?.value} ~~~~~~ ~~]`)
};

export const tray_no_balances = /** @type {(inputs: Tray_No_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ƀáļáñçéš ýéţ ~~~~~~]`)
};

export const tray_not_current = /** @type {(inputs: Tray_Not_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ çúŕŕéñţ: ${i?.problem} ~~~~~~]`)
};

export const tray_open = /** @type {(inputs: Tray_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ Šáţçĥéļ ~~~~~]`)
};

export const tray_refresh = /** @type {(inputs: Tray_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒŕéšĥ ~~~]`)
};

export const tray_check_code = /** @type {(inputs: Tray_Check_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ á ţŕáñšƒéŕ çóďé ƒŕóɱ ţĥé çļíþƀóáŕď ~~~~~~ ~~~~~~ ~~~~]`)
};

export const tray_lock = /** @type {(inputs: Tray_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóçķ ~~]`)
};

export const tray_quit = /** @type {(inputs: Tray_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúíţ ~~]`)
};

export const menu_settings_mac = /** @type {(inputs: Menu_Settings_MacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţţíñĝš… ~~~~]`)
};

export const menu_lock = /** @type {(inputs: Menu_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóçķ Šáţçĥéļ ~~~~~]`)
};

export const menu_about = /** @type {(inputs: Menu_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áƀóúţ ${i?.app} ~~~]`)
};

export const menu_file = /** @type {(inputs: Menu_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļé ~~]`)
};

export const menu_edit = /** @type {(inputs: Menu_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éďíţ ~~]`)
};

export const menu_view = /** @type {(inputs: Menu_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽíéŵ ~~]`)
};

export const menu_go = /** @type {(inputs: Menu_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝó ~]`)
};

export const menu_window = /** @type {(inputs: Menu_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíñďóŵ ~~~]`)
};

export const menu_help = /** @type {(inputs: Menu_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥéļþ ~~]`)
};

export const menu_quit = /** @type {(inputs: Menu_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúíţ Šáţçĥéļ ~~~~~]`)
};

export const menu_find_market = /** @type {(inputs: Menu_Find_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñď á ɱáŕķéţ ~~~~~~]`)
};

export const menu_show_logs = /** @type {(inputs: Menu_Show_LogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ Ļóĝš ~~~~]`)
};

export const menu_export_diagnostics = /** @type {(inputs: Menu_Export_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ Ďíáĝñóšţíçš… ~~~~~~ ~~]`)
};

export const menu_shortcuts = /** @type {(inputs: Menu_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķéýƀóáŕď Šĥóŕţçúţš… ~~~~~~ ~~]`)
};

export const menu_undo = /** @type {(inputs: Menu_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñďó ~~]`)
};

export const menu_redo = /** @type {(inputs: Menu_RedoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéďó ~~]`)
};

export const menu_cut = /** @type {(inputs: Menu_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúţ ~~]`)
};

export const menu_copy = /** @type {(inputs: Menu_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóþý ~~]`)
};

export const menu_paste = /** @type {(inputs: Menu_PasteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þášţé ~~]`)
};

export const menu_delete = /** @type {(inputs: Menu_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéļéţé ~~~]`)
};

export const menu_select_all = /** @type {(inputs: Menu_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļéçţ Áļļ ~~~~]`)
};

export const menu_reset_zoom = /** @type {(inputs: Menu_Reset_ZoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţúáļ Šížé ~~~~~]`)
};

export const menu_zoom_in = /** @type {(inputs: Menu_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Žóóɱ Íñ ~~~]`)
};

export const menu_zoom_out = /** @type {(inputs: Menu_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Žóóɱ Óúţ ~~~~]`)
};

export const menu_full_screen = /** @type {(inputs: Menu_Full_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóĝĝļé Ƒúļļ Šçŕééñ ~~~~~~ ~~]`)
};

export const menu_minimize = /** @type {(inputs: Menu_MinimizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñíɱížé ~~~~]`)
};

export const menu_close = /** @type {(inputs: Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļóšé ~~]`)
};

export const skip_to_main = /** @type {(inputs: Skip_To_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šķíþ ţó ɱáíñ çóñţéñţ ~~~~~~ ~~]`)
};

export const header_menu = /** @type {(inputs: Header_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéñú ~~]`)
};

export const demo_badge = /** @type {(inputs: Demo_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéɱó ~~]`)
};

export const demo_note = /** @type {(inputs: Demo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéɱó: á šíɱúļáţéď éẋçĥáñĝé, þáýɱéñţ ĝáţéŵáý áñď áþþļíáñçé. Ñó ŕéáļ ɱóñéý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const window_title_demo = /** @type {(inputs: Window_Title_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.title} — Šáţçĥéļ (ďéɱó) ~~~~~~ ~]`)
};

export const hide_amounts = /** @type {(inputs: Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíďé áɱóúñţš ~~~~~]`)
};

export const unlock_to_show_amounts = /** @type {(inputs: Unlock_To_Show_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ ţó šĥóŵ áɱóúñţš ~~~~~~ ~~~]`)
};

export const header_lock = /** @type {(inputs: Header_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóçķ ~~]`)
};

export const fatal_title = /** @type {(inputs: Fatal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ çáññóţ šţáŕţ ~~~~~~ ~~]`)
};

export const starting = /** @type {(inputs: StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ íš šţáŕţíñĝ ~~~~~~ ~~]`)
};

export const theme_label = /** @type {(inputs: Theme_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéɱé ~~]`)
};

export const theme_appearance = /** @type {(inputs: Theme_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþéáŕáñçé ~~~~]`)
};

export const theme_system = /** @type {(inputs: Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýšţéɱ ~~~]`)
};

export const theme_light = /** @type {(inputs: Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíĝĥţ ~~]`)
};

export const theme_dark = /** @type {(inputs: Theme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďáŕķ ~~]`)
};

export const account_label = /** @type {(inputs: Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ ~~~]`)
};

export const account_choose = /** @type {(inputs: Account_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé… ~~~]`)
};

export const account_unlock_to_switch = /** @type {(inputs: Account_Unlock_To_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ ţó šŵíţçĥ áççóúñţš. ~~~~~~ ~~~~~]`)
};

export const settled_deposit = /** @type {(inputs: Settled_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ çŕéďíţéď: ${i?.list}. ~~~~~~ ~~]`)
};

export const settled_withdrawal = /** @type {(inputs: Settled_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥďŕáŵáļ çóɱþļéţéď: ${i?.list}. ~~~~~~ ~~~~]`)
};

export const settled_title_both = /** @type {(inputs: Settled_Title_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţš áñď ŵíţĥďŕáŵáļš ~~~~~~ ~~~~]`)
};

export const settled_title_deposit = /** @type {(inputs: Settled_Title_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ çŕéďíţéď ~~~~~~ ~]`)
};

export const settled_title_withdrawal = /** @type {(inputs: Settled_Title_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥďŕáŵáļ çóɱþļéţéď ~~~~~~ ~~]`)
};

export const update_title = /** @type {(inputs: Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþďáţé ŕéáďý ~~~~~]`)
};

export const update_message = /** @type {(inputs: Update_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á ñéŵ ṽéŕšíóñ ${i?.version} íš ŕéáďý. ~~~~~~ ~~~~]`)
};

export const update_detail = /** @type {(inputs: Update_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ ŕéšţáŕţš ţó íñšţáļļ íţ. Ýóúŕ ķéýš áñď šéţţíñĝš šţáý áš ţĥéý áŕé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const update_restart_now = /** @type {(inputs: Update_Restart_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšţáŕţ ñóŵ ~~~~~]`)
};

export const update_when_quit = /** @type {(inputs: Update_When_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥéñ Í ǫúíţ ~~~~~]`)
};

export const update_not_now = /** @type {(inputs: Update_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ñóŵ ~~~]`)
};

export const crash_gone = /** @type {(inputs: Crash_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.window} šţóþþéď ŵóŕķíñĝ: ${i?.why}. ~~~~~~ ~~~~]`)
};

export const crash_window_wallet = /** @type {(inputs: Crash_Window_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŵáļļéţ ŵíñďóŵ ~~~~~~]`)
};

export const crash_window_payment = /** @type {(inputs: Crash_Window_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þáýɱéñţ ŵíñďóŵ ~~~~~~]`)
};

export const crash_why_abnormal = /** @type {(inputs: Crash_Why_AbnormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţ šţóþþéď úñéẋþéçţéďļý ~~~~~~ ~~~~]`)
};

export const crash_why_killed = /** @type {(inputs: Crash_Why_KilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţ ŵáš éñďéď ƀý ţĥé šýšţéɱ óŕ áñóţĥéŕ þŕóĝŕáɱ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const crash_why_crashed = /** @type {(inputs: Crash_Why_CrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţ çŕášĥéď ~~~~]`)
};

export const crash_why_oom = /** @type {(inputs: Crash_Why_OomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţ ŕáñ óúţ óƒ ɱéɱóŕý ~~~~~~ ~~]`)
};

export const crash_why_launch = /** @type {(inputs: Crash_Why_LaunchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţ çóúļď ñóţ ƀé šţáŕţéď ~~~~~~ ~~~~]`)
};

export const crash_why_integrity = /** @type {(inputs: Crash_Why_IntegrityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţš çóďé ƒáíļéď áñ íñţéĝŕíţý çĥéçķ ~~~~~~ ~~~~~~ ~~]`)
};

export const crash_why_eviction = /** @type {(inputs: Crash_Why_EvictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šýšţéɱ ŕéçļáíɱéď íţš ɱéɱóŕý ~~~~~~ ~~~~~~ ~]`)
};

export const crash_safe = /** @type {(inputs: Crash_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ķéýš, šéţţíñĝš áñď áñýţĥíñĝ šéñţ ţó ţĥé éẋçĥáñĝé áŕé šáƒé: ţĥéý áŕé ķéþţ ƀý ţĥé ɱáíñ þáŕţ óƒ Šáţçĥéļ, ŵĥíçĥ íš šţíļļ ŕúññíñĝ. Ŕéļóáď ţĥé ŵíñďóŵ ţó ĝó óñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const crash_reload = /** @type {(inputs: Crash_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéļóáď ~~~]`)
};

export const crash_quit = /** @type {(inputs: Crash_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúíţ Šáţçĥéļ ~~~~~]`)
};

export const crash_wait = /** @type {(inputs: Crash_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵáíţ ~~]`)
};

export const crash_unresponsive = /** @type {(inputs: Crash_UnresponsiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.window} íš ñóţ ŕéšþóñďíñĝ. ~~~~~~ ~~~~]`)
};

export const crash_unresponsive_detail = /** @type {(inputs: Crash_Unresponsive_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú çáñ ŵáíţ ƒóŕ íţ, óŕ ŕéļóáď íţ. Ñóţĥíñĝ šéñţ ţó ţĥé éẋçĥáñĝé íš ļóšţ ƀý ŕéļóáďíñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const crash_close_payment = /** @type {(inputs: Crash_Close_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļóšé ţĥé þáýɱéñţ ŵíñďóŵ ~~~~~~ ~~~~]`)
};

export const crash_payment_safe = /** @type {(inputs: Crash_Payment_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ íš þáíď ţŵíçé: á þáýɱéñţ ýóú ƒíñíšĥéď óñ ţĥé ĝáţéŵáý’š þáĝé šţáñďš, áñď Šáţçĥéļ šéñďš ñóţĥíñĝ áĝáíñ ƀý íţšéļƒ. Ɓéƒóŕé ýóú þáý áĝáíñ, ļóóķ ƒóŕ ţĥé ďéþóšíţ íñ Ĥíšţóŕý. Ŕéļóáď šţáŕţš ţĥé þáýɱéñţ ƒóŕɱ áĝáíñ ƒŕóɱ íţš ƀéĝíññíñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const crash_payment_unresponsive_detail = /** @type {(inputs: Crash_Payment_Unresponsive_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú çáñ ŵáíţ ƒóŕ íţ, ŕéļóáď íţ óŕ çļóšé íţ. ${i?.safe} ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const minutes_count = /** @type {(inputs: Minutes_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ɱíñúţé ~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} ɱíñúţéš ~~~~]`);
	return /** @type {LocalizedString} */ ("minutes_count");
};

export const hours_count = /** @type {(inputs: Hours_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ĥóúŕ ~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} ĥóúŕš ~~~]`);
	return /** @type {LocalizedString} */ ("hours_count");
};

export const unit_seconds = /** @type {(inputs: Unit_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.n} š ~]`)
};

export const unit_minutes = /** @type {(inputs: Unit_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.n} ɱíñ ~~]`)
};

export const never = /** @type {(inputs: NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéṽéŕ ~~]`)
};

export const currency_usd = /** @type {(inputs: Currency_UsdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÚŠ ďóļļáŕ (ÚŠĎ) ~~~~~~]`)
};

export const currency_eur = /** @type {(inputs: Currency_EurInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éúŕó (ÉÚŔ) ~~~~]`)
};

export const currency_uah = /** @type {(inputs: Currency_UahInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥŕýṽñíá (ÚÁĤ) ~~~~~~]`)
};

export const currency_rub = /** @type {(inputs: Currency_RubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóúƀļé (ŔÚƁ) ~~~~~]`)
};

export const currency_btc = /** @type {(inputs: Currency_BtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓíţçóíñ (ƁŢÇ) ~~~~~~]`)
};

export const prefs_display_currency = /** @type {(inputs: Prefs_Display_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďíšþļáý çúŕŕéñçý ~~~~~~ ~]`)
};

export const prefs_lock_after = /** @type {(inputs: Prefs_Lock_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóçķ áƒţéŕ ~~~~]`)
};

export const prefs_lock_after_hint_set = /** @type {(inputs: Prefs_Lock_After_Hint_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íďļé ţíɱé ƀéƒóŕé Šáţçĥéļ ļóçķš íţšéļƒ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const prefs_lock_after_hint_unset = /** @type {(inputs: Prefs_Lock_After_Hint_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþļíéš óñçé áñ áþþ þáššŵóŕď íš šéţ. ~~~~~~ ~~~~~~ ~~~]`)
};

export const prefs_refresh_prices = /** @type {(inputs: Prefs_Refresh_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒŕéšĥ ɱáŕķéţ þŕíçéš éṽéŕý ~~~~~~ ~~~~~]`)
};

export const prefs_refresh_balances = /** @type {(inputs: Prefs_Refresh_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒŕéšĥ ƀáļáñçéš éṽéŕý ~~~~~~ ~~~]`)
};

export const prefs_refresh_orders = /** @type {(inputs: Prefs_Refresh_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒŕéšĥ óþéñ óŕďéŕš éṽéŕý ~~~~~~ ~~~~]`)
};

export const prefs_close_to_tray = /** @type {(inputs: Prefs_Close_To_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķééþ ŕúññíñĝ íñ ţĥé ţŕáý ŵĥéñ ţĥé ŵíñďóŵ íš çļóšéď ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const prefs_desktop_only = /** @type {(inputs: Prefs_Desktop_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(ďéšķţóþ áþþ óñļý) ~~~~~~ ~~]`)
};

export const prefs_hide_when_locked = /** @type {(inputs: Prefs_Hide_When_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíďé áɱóúñţš áñď áďďŕéššéš ŵĥíļé Šáţçĥéļ íš ļóçķéď ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const prefs_updates = /** @type {(inputs: Prefs_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþďáţéš ~~~]`)
};

export const prefs_check_updates = /** @type {(inputs: Prefs_Check_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ƒóŕ úþďáţéš ~~~~~~ ~]`)
};

export const prefs_update_channel = /** @type {(inputs: Prefs_Update_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþďáţé çĥáññéļ ~~~~~~]`)
};

export const prefs_channel_stable = /** @type {(inputs: Prefs_Channel_StableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáƀļé ŕéļéášéš ~~~~~~]`)
};

export const prefs_channel_beta = /** @type {(inputs: Prefs_Channel_BetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓéţá: ñéŵ ṽéŕšíóñš éáŕļíéŕ, ļéšš ţéšţéď ~~~~~~ ~~~~~~ ~~~~]`)
};

export const prefs_updates_desktop = /** @type {(inputs: Prefs_Updates_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ ļóóķš ƒóŕ á ñéŵ ṽéŕšíóñ ŵĥéñ íţ šţáŕţš áñď óñçé á ďáý, ďóŵñļóáďš íţ íñ ţĥé ƀáçķĝŕóúñď, çĥéçķš íţ, áñď ášķš ƀéƒóŕé íñšţáļļíñĝ íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const prefs_updates_browser = /** @type {(inputs: Prefs_Updates_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþďáţéš áŕé çĥéçķéď ƀý ţĥé ďéšķţóþ áþþ; ţĥíš ƀŕóŵšéŕ þáĝé ñéṽéŕ çĥéçķš. Ŵĥáţ ýóú çĥóóšé ĥéŕé íš ķéþţ ƒóŕ ţĥé ďéšķţóþ áþþ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const prefs_locked_hint = /** @type {(inputs: Prefs_Locked_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ ţó çĥáñĝé ţĥé ļóçķ, ţĥé ŕéƒŕéšĥ íñţéŕṽáļš, ţĥé ţŕáý, úþďáţéš óŕ ĥíďíñĝ áɱóúñţš ŵĥíļé ļóçķéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const prefs_saved = /** @type {(inputs: Prefs_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what} šáṽéď. ~~~]`)
};

export const prefs_privacy_saved = /** @type {(inputs: Prefs_Privacy_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíṽáçý šéţţíñĝ šáṽéď. ~~~~~~ ~~~]`)
};

export const prefs_what_tray = /** @type {(inputs: Prefs_What_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáý šéţţíñĝ ~~~~~]`)
};

export const prefs_what_update = /** @type {(inputs: Prefs_What_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþďáţé šéţţíñĝ ~~~~~~]`)
};

export const prefs_what_language = /** @type {(inputs: Prefs_What_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝúáĝé ~~~~]`)
};

export const prefs_what_auto_lock = /** @type {(inputs: Prefs_What_Auto_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áúţó-ļóçķ ~~~~]`)
};

export const prefs_what_price_interval = /** @type {(inputs: Prefs_What_Price_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕķéţ þŕíçé ŕéƒŕéšĥ íñţéŕṽáļ ~~~~~~ ~~~~~~]`)
};

export const prefs_what_balance_interval = /** @type {(inputs: Prefs_What_Balance_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáļáñçé ŕéƒŕéšĥ íñţéŕṽáļ ~~~~~~ ~~~~]`)
};

export const prefs_what_order_interval = /** @type {(inputs: Prefs_What_Order_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕďéŕ ŕéƒŕéšĥ íñţéŕṽáļ ~~~~~~ ~~~]`)
};

export const funds_loading_accounts = /** @type {(inputs: Funds_Loading_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ áççóúñţš… ~~~~~~ ~]`)
};

export const funds_currency = /** @type {(inputs: Funds_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý ~~~~]`)
};

export const funds_col_id = /** @type {(inputs: Funds_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íď ~]`)
};

export const funds_col_time = /** @type {(inputs: Funds_Col_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíɱé ~~]`)
};

export const funds_col_amount = /** @type {(inputs: Funds_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ ~~~]`)
};

export const funds_col_status = /** @type {(inputs: Funds_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ~~~]`)
};

export const funds_col_address = /** @type {(inputs: Funds_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďďŕéšš ~~~]`)
};

export const funds_col_to = /** @type {(inputs: Funds_Col_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ~]`)
};

export const funds_col_fee = /** @type {(inputs: Funds_Col_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒéé ~~]`)
};

export const funds_col_memo = /** @type {(inputs: Funds_Col_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱó ~~]`)
};

export const funds_waiting_confirmation = /** @type {(inputs: Funds_Waiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵáíţíñĝ ƒóŕ ýóúŕ çóñƒíŕɱáţíóñ áñď ţĥé éẋçĥáñĝé… ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const funds_support_number = /** @type {(inputs: Funds_Support_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šúþþóŕţ ñúɱƀéŕ ~~~~~~]`)
};

export const funds_withdraw_send = /** @type {(inputs: Funds_Withdraw_SendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéñď ${i?.unit} ~~]`)
};

export const funds_withdraw_saved_address = /** @type {(inputs: Funds_Withdraw_Saved_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéď áďďŕéšš ~~~~~~]`)
};

export const funds_withdraw_choose_saved = /** @type {(inputs: Funds_Withdraw_Choose_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á šáṽéď áďďŕéšš… ~~~~~~ ~~~~]`)
};

export const funds_withdraw_saved_with_memo = /** @type {(inputs: Funds_Withdraw_Saved_With_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} (ɱéɱó ${i?.memo}) ~~~~]`)
};

export const funds_withdraw_recipient_address = /** @type {(inputs: Funds_Withdraw_Recipient_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéçíþíéñţ'š ${i?.unit} áďďŕéšš ~~~~~~ ~~]`)
};

export const funds_withdraw_memo = /** @type {(inputs: Funds_Withdraw_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱó (ţáĝ óŕ þáýɱéñţ íď) ~~~~~~ ~~~~]`)
};

export const funds_withdraw_blank_memo = /** @type {(inputs: Funds_Withdraw_Blank_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñď ŵíţĥóúţ á ɱéɱó (óñļý íƒ ţĥé ŕéçíþíéñţ šáýš ñóñé íš ñééďéď) ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_withdraw_memo_help = /** @type {(inputs: Funds_Withdraw_Memo_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éẋçĥáñĝéš çŕéďíţ ${i?.unit} ƀý íţš ɱéɱó: ŵíţĥóúţ ţĥé ŕíĝĥţ óñé ţĥé çóíñš ɱáý ƀé ļóšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const funds_withdraw_amount = /** @type {(inputs: Funds_Withdraw_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ (${i?.unit}) ~~~~]`)
};

export const funds_withdraw_fee_included = /** @type {(inputs: Funds_Withdraw_Fee_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒéé íñçļúďéď ~~~~~]`)
};

export const funds_withdraw_fee_included_help = /** @type {(inputs: Funds_Withdraw_Fee_Included_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéçíþíéñţ ĝéţš ţĥé áɱóúñţ ɱíñúš ţĥé ƒéé. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const funds_withdraw_send_all = /** @type {(inputs: Funds_Withdraw_Send_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñď éṽéŕýţĥíñĝ ~~~~~~]`)
};

export const funds_withdraw_loading_summary = /** @type {(inputs: Funds_Withdraw_Loading_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ţĥé ƒéé áñď ýóúŕ ƀáļáñçé… ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_withdraw_available = /** @type {(inputs: Funds_Withdraw_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áṽáíļáƀļé ~~~~]`)
};

export const funds_withdraw_smallest = /** @type {(inputs: Funds_Withdraw_SmallestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šɱáļļéšţ ŵíţĥďŕáŵáļ ~~~~~~ ~~]`)
};

export const funds_withdraw_recipient_gets = /** @type {(inputs: Funds_Withdraw_Recipient_GetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçíþíéñţ ĝéţš ~~~~~~]`)
};

export const funds_withdraw_taken = /** @type {(inputs: Funds_Withdraw_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáķéñ ƒŕóɱ ýóúŕ ƀáļáñçé ~~~~~~ ~~~~]`)
};

export const funds_withdraw_result_said = /** @type {(inputs: Funds_Withdraw_Result_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéçíþíéñţ ĝéţš ${i?.receive} ${i?.unit}; ${i?.debit} ${i?.unit} ţáķéñ ƒŕóɱ ýóúŕ ƀáļáñçé. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const funds_withdraw_review = /** @type {(inputs: Funds_Withdraw_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽíéŵ áñď šéñď ~~~~~~]`)
};

export const funds_withdraw_unlock = /** @type {(inputs: Funds_Withdraw_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ Šáţçĥéļ ţó ŵíţĥďŕáŵ. ~~~~~~ ~~~~~]`)
};

export const funds_withdraw_enter_address = /** @type {(inputs: Funds_Withdraw_Enter_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé áďďŕéšš ţó šéñď ţó. ~~~~~~ ~~~~~~]`)
};

export const funds_withdraw_declined = /** @type {(inputs: Funds_Withdraw_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šéñţ: ýóú ďéçļíñéď ţĥé çóñƒíŕɱáţíóñ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const funds_withdraw_result_title = /** @type {(inputs: Funds_Withdraw_Result_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥďŕáŵáļ ${i?.id}: ${i?.status} ~~~~~~]`)
};

export const funds_withdraw_email_sent = /** @type {(inputs: Funds_Withdraw_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé šéñţ ýóú áñ é-ɱáíļ. Ţĥé ŵíţĥďŕáŵáļ ĝóéš óúţ óñļý áƒţéŕ ýóú óþéñ ţĥé ļíñķ íñ íţ; úñţíļ ţĥéñ ñóţĥíñĝ ļéáṽéš, áñď ýóú çáñ ļéţ íţ éẋþíŕé íƒ ýóú ďíď ñóţ ɱéáñ íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_withdraw_accepted = /** @type {(inputs: Funds_Withdraw_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áççéþţéď ţĥé ŵíţĥďŕáŵáļ. ~~~~~~ ~~~~~~ ~~~]`)
};

export const funds_withdraw_result_amounts = /** @type {(inputs: Funds_Withdraw_Result_AmountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.receive} ${i?.unit} ţó ţĥé ŕéçíþíéñţ; ${i?.debit} ${i?.unit} ƒŕóɱ ýóúŕ ƀáļáñçé. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const funds_address_checked = /** @type {(inputs: Funds_Address_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķéď: ţĥíš íš ${i?.kind}. ~~~~~~ ~~]`)
};

export const funds_recent_title = /** @type {(inputs: Funds_Recent_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ļáţéšţ ${i?.unit} ŵíţĥďŕáŵáļš ~~~~~~ ~~~~]`)
};

export const funds_recent_loading = /** @type {(inputs: Funds_Recent_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ýóúŕ ļáţéšţ ${i?.unit} ŵíţĥďŕáŵáļš… ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_recent_none = /** @type {(inputs: Funds_Recent_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ļíšţš ñó ${i?.unit} ŵíţĥďŕáŵáļš. ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_recent_caption = /** @type {(inputs: Funds_Recent_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļáţéšţ ${i?.unit} ŵíţĥďŕáŵáļš ~~~~~~ ~~]`)
};

export const funds_recent_look_again = /** @type {(inputs: Funds_Recent_Look_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóóķ áĝáíñ ~~~~]`)
};

export const funds_recent_history = /** @type {(inputs: Funds_Recent_HistoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óþéñ ţĥé ${i?.unit} ĥíšţóŕý ~~~~~~ ~]`)
};

export const funds_guard_title = /** @type {(inputs: Funds_Guard_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥďŕáŵáļ ĝúáŕď ƒóŕ ${i?.unit} ~~~~~~ ~~~]`)
};

export const funds_guard_lead = /** @type {(inputs: Funds_Guard_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķéď ƀý Šáţçĥéļ ƀéƒóŕé áñýţĥíñĝ íš šíĝñéď. Áļļóŵ-ļíšţ ɱóďé šéñďš ${i?.unit} óñļý ţó ţĥé áďďŕéššéš šáṽéď ĥéŕé; ţĥé ďáíļý ļíɱíţ çáþš ŵĥáţ Šáţçĥéļ šéñďš íñ áñý 24 ĥóúŕš, ƒéé íñçļúďéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const funds_guard_password = /** @type {(inputs: Funds_Guard_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþ þáššŵóŕď (ášķéď áĝáíñ ƒóŕ éṽéŕý çĥáñĝé ţó ţĥé ĝúáŕď) ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const funds_guard_book = /** @type {(inputs: Funds_Guard_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďďŕéšš ƀóóķ ~~~~~]`)
};

export const funds_guard_book_caption = /** @type {(inputs: Funds_Guard_Book_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéď ${i?.unit} áďďŕéššéš ~~~~~~ ~]`)
};

export const funds_guard_col_label = /** @type {(inputs: Funds_Guard_Col_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáƀéļ ~~]`)
};

export const funds_guard_col_actions = /** @type {(inputs: Funds_Guard_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ~~~]`)
};

export const funds_guard_remove = /** @type {(inputs: Funds_Guard_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ~~~]`)
};

export const funds_guard_remove_named = /** @type {(inputs: Funds_Guard_Remove_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.name} ~~~]`)
};

export const funds_guard_none = /** @type {(inputs: Funds_Guard_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó šáṽéď ${i?.unit} áďďŕéššéš. ~~~~~~ ~~]`)
};

export const funds_guard_save_form = /** @type {(inputs: Funds_Guard_Save_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽé á ${i?.unit} áďďŕéšš ~~~~~~]`)
};

export const funds_guard_address = /** @type {(inputs: Funds_Guard_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďďŕéšš ţó šáṽé ~~~~~~]`)
};

export const funds_guard_memo = /** @type {(inputs: Funds_Guard_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱó (íƒ áñý) ~~~~~~]`)
};

export const funds_guard_save_address = /** @type {(inputs: Funds_Guard_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé áďďŕéšš ~~~~~]`)
};

export const funds_guard_rules = /** @type {(inputs: Funds_Guard_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕúļéš ~~]`)
};

export const funds_guard_rules_form = /** @type {(inputs: Funds_Guard_Rules_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.unit} ŵíţĥďŕáŵáļ ŕúļéš ~~~~~~ ~]`)
};

export const funds_guard_allow_list = /** @type {(inputs: Funds_Guard_Allow_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý ţó šáṽéď áďďŕéššéš ~~~~~~ ~~~~]`)
};

export const funds_guard_daily_limit = /** @type {(inputs: Funds_Guard_Daily_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďáíļý ļíɱíţ (${i?.unit}, éɱþţý ƒóŕ ñóñé) ~~~~~~ ~~~~~~]`)
};

export const funds_guard_save_rules = /** @type {(inputs: Funds_Guard_Save_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ŕúļéš ~~~~]`)
};

export const funds_guard_used_today = /** @type {(inputs: Funds_Guard_Used_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéñţ ƀý Šáţçĥéļ íñ ţĥé ļášţ 24 ĥóúŕš: ${i?.amount} ${i?.unit} ~~~~~~ ~~~~~~ ~~~~]`)
};

export const funds_guard_unlock = /** @type {(inputs: Funds_Guard_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ Šáţçĥéļ ţó çĥáñĝé ţĥé ĝúáŕď. ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_guard_enter_address = /** @type {(inputs: Funds_Guard_Enter_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé áďďŕéšš ţó šáṽé. ~~~~~~ ~~~~~]`)
};

export const funds_guard_memo_not_saved = /** @type {(inputs: Funds_Guard_Memo_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéď. ${i?.problem} ~~~~~]`)
};

export const funds_guard_saved_labelled = /** @type {(inputs: Funds_Guard_Saved_LabelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéď ${i?.label} ţó ýóúŕ ${i?.unit} áďďŕéšš ƀóóķ. ~~~~~~ ~~~~~~]`)
};

export const funds_guard_saved = /** @type {(inputs: Funds_Guard_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéď ţĥé áďďŕéšš ţó ýóúŕ ${i?.unit} áďďŕéšš ƀóóķ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const funds_guard_removed = /** @type {(inputs: Funds_Guard_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽéď ${i?.name} ƒŕóɱ ţĥé áďďŕéšš ƀóóķ. ~~~~~~ ~~~~~~ ~]`)
};

export const funds_guard_limit_not_amount = /** @type {(inputs: Funds_Guard_Limit_Not_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.text}” íš ñóţ áñ áɱóúñţ. Ŵŕíţé ţĥé ďáíļý ļíɱíţ ļíķé 0.5, óŕ ļéáṽé íţ éɱþţý ƒóŕ ñóñé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_guard_rule_saved = /** @type {(inputs: Funds_Guard_Rule_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.unit} ĝúáŕď íš šáṽéď. ~~~~~~ ~~]`)
};

export const funds_details_invalid_deposit = /** @type {(inputs: Funds_Details_Invalid_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ďéþóšíţ'š íď: á ŵĥóļé ñúɱƀéŕ šúçĥ áš 1042. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const funds_details_invalid_withdrawal = /** @type {(inputs: Funds_Details_Invalid_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ŵíţĥďŕáŵáļ'š íď: á ŵĥóļé ñúɱƀéŕ šúçĥ áš 1042. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const funds_details_find_deposit = /** @type {(inputs: Funds_Details_Find_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñď á ďéþóšíţ ~~~~~~]`)
};

export const funds_details_find_withdrawal = /** @type {(inputs: Funds_Details_Find_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñď á ŵíţĥďŕáŵáļ ~~~~~~ ~]`)
};

export const funds_details_deposit = /** @type {(inputs: Funds_Details_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ ${i?.id} ~~~~]`)
};

export const funds_details_withdrawal = /** @type {(inputs: Funds_Details_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥďŕáŵáļ ${i?.id} ~~~~~]`)
};

export const funds_details_id_deposit = /** @type {(inputs: Funds_Details_Id_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ íď ~~~~]`)
};

export const funds_details_id_withdrawal = /** @type {(inputs: Funds_Details_Id_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥďŕáŵáļ íď ~~~~~~]`)
};

export const funds_details_show_deposit = /** @type {(inputs: Funds_Details_Show_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ďéþóšíţ ~~~~~]`)
};

export const funds_details_show_withdrawal = /** @type {(inputs: Funds_Details_Show_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ŵíţĥďŕáŵáļ ~~~~~~]`)
};

export const funds_details_loading_deposit = /** @type {(inputs: Funds_Details_Loading_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ţĥé ďéþóšíţ… ~~~~~~ ~~]`)
};

export const funds_details_loading_withdrawal = /** @type {(inputs: Funds_Details_Loading_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ţĥé ŵíţĥďŕáŵáļ… ~~~~~~ ~~~~]`)
};

export const funds_details_amount_received = /** @type {(inputs: Funds_Details_Amount_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ ŕéçéíṽéď ~~~~~~]`)
};

export const funds_details_debited = /** @type {(inputs: Funds_Details_DebitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéƀíţéď íñ ţóţáļ ~~~~~~ ~]`)
};

export const funds_details_received_at = /** @type {(inputs: Funds_Details_Received_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçéíṽéď áţ ~~~~~]`)
};

export const funds_details_sent_to = /** @type {(inputs: Funds_Details_Sent_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñţ ţó ~~~]`)
};

export const funds_details_transaction = /** @type {(inputs: Funds_Details_TransactionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšáçţíóñ ~~~~~]`)
};

export const funds_details_opens_explorer = /** @type {(inputs: Funds_Details_Opens_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(óþéñš ţĥé éẋþļóŕéŕ íñ ýóúŕ ƀŕóŵšéŕ) ~~~~~~ ~~~~~~ ~~~]`)
};

export const funds_details_not_on_network = /** @type {(inputs: Funds_Details_Not_On_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ óñ ţĥé ñéţŵóŕķ ýéţ ~~~~~~ ~~~]`)
};

export const funds_sort_by = /** @type {(inputs: Funds_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóŕţ ƀý ~~~]`)
};

export const funds_order = /** @type {(inputs: Funds_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕďéŕ ~~]`)
};

export const funds_per_page = /** @type {(inputs: Funds_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕ þáĝé ~~~~]`)
};

export const funds_newest_first = /** @type {(inputs: Funds_Newest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵéšţ óŕ ļáŕĝéšţ ƒíŕšţ ~~~~~~ ~~~~]`)
};

export const funds_oldest_first = /** @type {(inputs: Funds_Oldest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óļďéšţ óŕ šɱáļļéšţ ƒíŕšţ ~~~~~~ ~~~~]`)
};

export const funds_statuses_legend = /** @type {(inputs: Funds_Statuses_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš (ñóñé ţíçķéď: áļļ) ~~~~~~ ~~~~]`)
};

export const funds_previous_page = /** @type {(inputs: Funds_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕéṽíóúš þáĝé ~~~~~~]`)
};

export const funds_next_page = /** @type {(inputs: Funds_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéẋţ þáĝé ~~~~]`)
};

export const funds_asking_exchange = /** @type {(inputs: Funds_Asking_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķíñĝ ţĥé éẋçĥáñĝé… ~~~~~~ ~~]`)
};

export const funds_deposit_refresh = /** @type {(inputs: Funds_Deposit_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒŕéšĥ ~~~]`)
};

export const funds_deposit_not_shown_yet = /** @type {(inputs: Funds_Deposit_Not_Shown_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ĥáš ñóţ šĥóŵñ ţĥé ñéŵ áďďŕéšš ýéţ. Ļóóķ áĝáíñ íñ á ɱíñúţé ŵíţĥ Ŕéƒŕéšĥ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const funds_deposit_existed = /** @type {(inputs: Funds_Deposit_ExistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áççóúñţ áļŕéáďý ĥáď á ${i?.unit} ďéþóšíţ áďďŕéšš; ĥéŕé íţ íš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const funds_deposit_unconfirmed = /** @type {(inputs: Funds_Deposit_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ďíď ñóţ çóñƒíŕɱ ţĥé ŕéǫúéšţ. Íţ ŵáš ñóţ šéñţ áĝáíñ; Šáţçĥéļ íš ļóóķíñĝ ƒóŕ ţĥé áďďŕéšš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const funds_deposit_loading = /** @type {(inputs: Funds_Deposit_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ţĥé ${i?.unit} ďéþóšíţ áďďŕéšš… ~~~~~~ ~~~~~~]`)
};

export const funds_deposit_title = /** @type {(inputs: Funds_Deposit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ${i?.unit} ďéþóšíţ áďďŕéšš ~~~~~~ ~~~]`)
};

export const funds_deposit_credited_after = /** @type {(inputs: Funds_Deposit_Credited_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéďíţéď áƒţéŕ ~~~~~~]`)
};

export const funds_deposit_confirmations = /** @type {(inputs: Funds_Deposit_ConfirmationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ñéţŵóŕķ çóñƒíŕɱáţíóñ ~~~~~~ ~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} ñéţŵóŕķ çóñƒíŕɱáţíóñš ~~~~~~ ~~~]`);
	return /** @type {LocalizedString} */ ("funds_deposit_confirmations");
};

export const funds_deposit_smallest = /** @type {(inputs: Funds_Deposit_SmallestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šɱáļļéšţ ďéþóšíţ ~~~~~~ ~]`)
};

export const funds_deposit_memo_every = /** @type {(inputs: Funds_Deposit_Memo_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéñď ţĥé ɱéɱó ŵíţĥ éṽéŕý ${i?.unit} ďéþóšíţ. ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_deposit_memo_lost_below = /** @type {(inputs: Funds_Deposit_Memo_Lost_BelowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.unit} šéñţ ţó ţĥíš áďďŕéšš ŵíţĥóúţ ţĥé ɱéɱó ƀéļóŵ çáññóţ ƀé çŕéďíţéď ţó ýóúŕ áççóúñţ áñď íš ļóšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const funds_deposit_memo_lost_yours = /** @type {(inputs: Funds_Deposit_Memo_Lost_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.unit} šéñţ ţó ţĥíš áďďŕéšš ŵíţĥóúţ ýóúŕ ɱéɱó çáññóţ ƀé çŕéďíţéď ţó ýóúŕ áççóúñţ áñď íš ļóšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const funds_deposit_memo_not_yet = /** @type {(inputs: Funds_Deposit_Memo_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ĥáš ñóţ šĥóŵñ ýóúŕ ɱéɱó ýéţ: ďó ñóţ ďéþóšíţ úñţíļ íţ ďóéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const funds_deposit_hidden = /** @type {(inputs: Funds_Deposit_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.unit} ďéþóšíţ áďďŕéšš íš ĥíďďéñ ŵĥíļé Šáţçĥéļ íš ļóçķéď. Úñļóçķ ţó šéé íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const funds_deposit_send_only = /** @type {(inputs: Funds_Deposit_Send_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéñď óñļý ${i?.unit} ţó ţĥíš áďďŕéšš. Ďéþóšíţš ƀéļóŵ ţĥé šɱáļļéšţ áɱóúñţ áŕé ñóţ çŕéďíţéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_deposit_qr = /** @type {(inputs: Funds_Deposit_QrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ǪŔ çóďé óƒ ţĥé ${i?.unit} ďéþóšíţ áďďŕéšš ~~~~~~ ~~~~~~ ~]`)
};

export const funds_deposit_making = /** @type {(inputs: Funds_Deposit_MakingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé íš ɱáķíñĝ ýóúŕ ${i?.unit} áďďŕéšš. Íţ áþþéáŕš ĥéŕé íñ á ɱóɱéñţ… ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const funds_deposit_none_yet = /** @type {(inputs: Funds_Deposit_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áççóúñţ ĥáš ñó ${i?.unit} ďéþóšíţ áďďŕéšš ýéţ. Ţĥé éẋçĥáñĝé ɱáķéš óñé ŵĥéñ ýóú ášķ; íţ šţáýš ţĥé šáɱé áƒţéŕŵáŕďš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_deposit_generate = /** @type {(inputs: Funds_Deposit_GenerateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĝéñéŕáţé ${i?.unit} áďďŕéšš ~~~~~~ ~]`)
};

export const funds_deposit_unlock = /** @type {(inputs: Funds_Deposit_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ Šáţçĥéļ ţó ɱáķé áñ áďďŕéšš. ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_history_exported_download = /** @type {(inputs: Funds_History_Exported_DownloadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Éẋþóŕţéď ${i?.count} óþéŕáţíóñ ţó ${i?.file} (ýóúŕ ďóŵñļóáďš). ~~~~~~ ~~~~~~ ~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Éẋþóŕţéď ${i?.count} óþéŕáţíóñš ţó ${i?.file} (ýóúŕ ďóŵñļóáďš). ~~~~~~ ~~~~~~ ~~~~~]`);
	return /** @type {LocalizedString} */ ("funds_history_exported_download");
};

export const funds_history_exported_file = /** @type {(inputs: Funds_History_Exported_FileInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Éẋþóŕţéď ${i?.count} óþéŕáţíóñ ţó ${i?.path}. ~~~~~~ ~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Éẋþóŕţéď ${i?.count} óþéŕáţíóñš ţó ${i?.path}. ~~~~~~ ~~~~]`);
	return /** @type {LocalizedString} */ ("funds_history_exported_file");
};

export const funds_history_export_cancelled = /** @type {(inputs: Funds_History_Export_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ çáñçéļļéď: ñóţĥíñĝ ŵáš šáṽéď. ~~~~~~ ~~~~~~ ~~~]`)
};

export const funds_type_deposit = /** @type {(inputs: Funds_Type_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ ~~~]`)
};

export const funds_type_withdrawal = /** @type {(inputs: Funds_Type_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥďŕáŵáļ ~~~~]`)
};

export const funds_history_details_deposit = /** @type {(inputs: Funds_History_Details_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéţáíļš óƒ ďéþóšíţ ${i?.id} ~~~~~~ ~~]`)
};

export const funds_history_details_withdrawal = /** @type {(inputs: Funds_History_Details_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéţáíļš óƒ ŵíţĥďŕáŵáļ ${i?.id} ~~~~~~ ~~~]`)
};

export const funds_history_filter = /** @type {(inputs: Funds_History_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļţéŕ ţĥé ĥíšţóŕý ~~~~~~ ~~]`)
};

export const funds_history_type = /** @type {(inputs: Funds_History_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé ~~]`)
};

export const funds_history_all = /** @type {(inputs: Funds_History_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţš áñď ŵíţĥďŕáŵáļš ~~~~~~ ~~~~]`)
};

export const funds_history_deposits = /** @type {(inputs: Funds_History_DepositsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţš ~~~~]`)
};

export const funds_history_withdrawals = /** @type {(inputs: Funds_History_WithdrawalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥďŕáŵáļš ~~~~~]`)
};

export const funds_history_all_currencies = /** @type {(inputs: Funds_History_All_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļ çúŕŕéñçíéš ~~~~~~]`)
};

export const funds_history_done = /** @type {(inputs: Funds_History_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďóñé ~~]`)
};

export const funds_history_pending = /** @type {(inputs: Funds_History_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñďíñĝ ~~~]`)
};

export const funds_history_cancelled = /** @type {(inputs: Funds_History_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļļéď ~~~~]`)
};

export const funds_history_from = /** @type {(inputs: Funds_History_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ~~]`)
};

export const funds_history_to = /** @type {(inputs: Funds_History_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ~]`)
};

export const funds_history_sort_amount = /** @type {(inputs: Funds_History_Sort_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ (óñé çúŕŕéñçý) ~~~~~~ ~~~]`)
};

export const funds_history_show = /** @type {(inputs: Funds_History_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ~~]`)
};

export const funds_history_sort_note = /** @type {(inputs: Funds_History_Sort_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóŕţíñĝ ƀý áɱóúñţ çóɱþáŕéš ţĥé áɱóúñţš óƒ óñé çúŕŕéñçý, çĥóšéñ úñďéŕ Çúŕŕéñçý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_history_export = /** @type {(inputs: Funds_History_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ÇŠṼ ~~~~]`)
};

export const funds_history_export_progress = /** @type {(inputs: Funds_History_Export_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ þŕóĝŕéšš ~~~~~~]`)
};

export const funds_history_reading_page = /** @type {(inputs: Funds_History_Reading_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéáďíñĝ þáĝé ${i?.page} óƒ ${i?.pages}… ~~~~~~ ~~]`)
};

export const funds_history_export_starting = /** @type {(inputs: Funds_History_Export_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţíñĝ ţĥé éẋþóŕţ… ~~~~~~ ~~]`)
};

export const funds_history_loading = /** @type {(inputs: Funds_History_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ţĥé ĥíšţóŕý… ~~~~~~ ~~]`)
};

export const funds_history_none = /** @type {(inputs: Funds_History_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ďéþóšíţš óŕ ŵíţĥďŕáŵáļš ɱáţçĥ ţĥéšé ƒíļţéŕš. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const funds_history_caption = /** @type {(inputs: Funds_History_CaptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} óþéŕáţíóñ; ţíɱéš íñ ýóúŕ ţíɱé žóñé (${i?.zone}) ~~~~~~ ~~~~~~ ~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} óþéŕáţíóñš; ţíɱéš íñ ýóúŕ ţíɱé žóñé (${i?.zone}) ~~~~~~ ~~~~~~ ~~~~]`);
	return /** @type {LocalizedString} */ ("funds_history_caption");
};

export const funds_history_caption_sorted = /** @type {(inputs: Funds_History_Caption_SortedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} óþéŕáţíóñ, šóŕţéď ƀý áɱóúñţ íñ ${i?.currencies}; ţíɱéš íñ ýóúŕ ţíɱé žóñé (${i?.zone}) ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} óþéŕáţíóñš, šóŕţéď ƀý áɱóúñţ íñ ${i?.currencies}; ţíɱéš íñ ýóúŕ ţíɱé žóñé (${i?.zone}) ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`);
	return /** @type {LocalizedString} */ ("funds_history_caption_sorted");
};

export const funds_history_details = /** @type {(inputs: Funds_History_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéţáíļš ~~~]`)
};

export const funds_history_pages = /** @type {(inputs: Funds_History_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíšţóŕý þáĝéš ~~~~~~]`)
};

export const funds_history_page_of = /** @type {(inputs: Funds_History_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáĝé ${i?.page} óƒ ${i?.pages} ~~~~]`)
};

export const funds_history_from_invalid = /** @type {(inputs: Funds_History_From_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé “Ƒŕóɱ” ďáţé íš ñóţ á ŕéáļ ďáţé. ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_history_to_invalid = /** @type {(inputs: Funds_History_To_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé “Ţó” ďáţé íš ñóţ á ŕéáļ ďáţé. ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_history_to_before_from = /** @type {(inputs: Funds_History_To_Before_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé “Ţó” ďáţé íš ƀéƒóŕé ţĥé “Ƒŕóɱ” ďáţé. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const funds_history_amount_needs_currency = /** @type {(inputs: Funds_History_Amount_Needs_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţš óƒ ďíƒƒéŕéñţ çúŕŕéñçíéš çáññóţ ƀé çóɱþáŕéď ƀý ţĥéíŕ ñúɱƀéŕ: çĥóóšé á çúŕŕéñçý ţó šóŕţ ƀý áɱóúñţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const funds_codes_awaiting = /** @type {(inputs: Funds_Codes_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áŵáíţíñĝ ~~~~]`)
};

export const funds_codes_valid = /** @type {(inputs: Funds_Codes_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽáļíď ~~]`)
};

export const funds_codes_used = /** @type {(inputs: Funds_Codes_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšéď ~~]`)
};

export const funds_codes_blocked = /** @type {(inputs: Funds_Codes_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓļóçķéď ~~~]`)
};

export const funds_codes_cancelled = /** @type {(inputs: Funds_Codes_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļļéď ~~~~]`)
};

export const funds_codes_known = /** @type {(inputs: Funds_Codes_KnownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ķñóŵš ţĥíš çóďé: ${i?.amount} ${i?.currency}, ${i?.status}. ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_codes_known_for = /** @type {(inputs: Funds_Codes_Known_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ķñóŵš ţĥíš çóďé: ${i?.amount} ${i?.currency}, ${i?.status}, óñļý ƒóŕ áççóúñţ ${i?.recipient}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const funds_codes_known_comment = /** @type {(inputs: Funds_Codes_Known_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ķñóŵš ţĥíš çóďé: ${i?.amount} ${i?.currency}, ${i?.status}. “${i?.comment}”. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const funds_codes_known_for_comment = /** @type {(inputs: Funds_Codes_Known_For_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ķñóŵš ţĥíš çóďé: ${i?.amount} ${i?.currency}, ${i?.status}, óñļý ƒóŕ áççóúñţ ${i?.recipient}. “${i?.comment}”. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const funds_codes_redeemed_said = /** @type {(inputs: Funds_Codes_Redeemed_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéďééɱéď: ${i?.amount} ${i?.currency} çŕéďíţéď ţó ţĥíš áççóúñţ. ~~~~~~ ~~~~~~ ~~~]`)
};

export const funds_codes_redeemed_found = /** @type {(inputs: Funds_Codes_Redeemed_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéďééɱéď: ${i?.amount} ${i?.currency} çŕéďíţéď ţó ţĥíš áççóúñţ (ţĥé áñšŵéŕ ŵáš ļóšţ; ƒóúñď áɱóñĝ ţĥé çóďéš ýóú ŕéďééɱéď). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_codes_redeem_declined = /** @type {(inputs: Funds_Codes_Redeem_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ŕéďééɱéď: ýóú ďéçļíñéď ţĥé çóñƒíŕɱáţíóñ. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const funds_codes_check_title = /** @type {(inputs: Funds_Codes_Check_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ óŕ ŕéďééɱ á çóďé ~~~~~~ ~~~]`)
};

export const funds_codes_transfer_code = /** @type {(inputs: Funds_Codes_Transfer_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáñšƒéŕ çóďé ~~~~~~]`)
};

export const funds_codes_check = /** @type {(inputs: Funds_Codes_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ŵíţĥ ţĥé éẋçĥáñĝé ~~~~~~ ~~~~]`)
};

export const funds_codes_redeem = /** @type {(inputs: Funds_Codes_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéďééɱ… ~~~]`)
};

export const funds_codes_unlock_redeem = /** @type {(inputs: Funds_Codes_Unlock_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ Šáţçĥéļ ţó ŕéďééɱ. Çĥéçķíñĝ ŵóŕķš ŵĥíļé ļóçķéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const funds_codes_enter_amount = /** @type {(inputs: Funds_Codes_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé áɱóúñţ óƒ ţĥé çóďé. ~~~~~~ ~~~~~~]`)
};

export const funds_codes_not_amount = /** @type {(inputs: Funds_Codes_Not_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.text}” íš ñóţ áñ áɱóúñţ. Ŵŕíţé íţ ļíķé 0.25, ŵíţĥ á þóíñţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const funds_codes_not_before_invalid = /** @type {(inputs: Funds_Codes_Not_Before_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé “ñóţ ŕéƒúñďáƀļé ƀéƒóŕé” ţíɱé íš ñóţ á ŕéáļ ţíɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const funds_codes_create_declined = /** @type {(inputs: Funds_Codes_Create_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ çŕéáţéď: ýóú ďéçļíñéď ţĥé çóñƒíŕɱáţíóñ. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const funds_codes_create_title = /** @type {(inputs: Funds_Codes_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé á çóďé ~~~~~~]`)
};

export const funds_codes_create_lead = /** @type {(inputs: Funds_Codes_Create_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áɱóúñţ ļéáṽéš ýóúŕ áṽáíļáƀļé ƀáļáñçé ñóŵ. Ŵĥóéṽéŕ ĥáš ţĥé çóďé çáñ ŕéďééɱ íţ, šó ķééþ íţ ļíķé çášĥ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const funds_codes_amount = /** @type {(inputs: Funds_Codes_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ (${i?.unit}) ~~~~]`)
};

export const funds_codes_available = /** @type {(inputs: Funds_Codes_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áṽáíļáƀļé: ${i?.amount} ~~~~~]`)
};

export const funds_codes_only_for = /** @type {(inputs: Funds_Codes_Only_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý ƒóŕ áççóúñţ (óþţíóñáļ) ~~~~~~ ~~~~~]`)
};

export const funds_codes_anyone_placeholder = /** @type {(inputs: Funds_Codes_Anyone_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñýóñé ~~~]`)
};

export const funds_codes_not_before = /** @type {(inputs: Funds_Codes_Not_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ ŕéƒúñďáƀļé ƀéƒóŕé (óþţíóñáļ, ${i?.zone}) ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_codes_public_comment_field = /** @type {(inputs: Funds_Codes_Public_Comment_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þúƀļíç çóɱɱéñţ (ţĥé ŕéçíþíéñţ šééš íţ) ~~~~~~ ~~~~~~ ~~~~]`)
};

export const funds_codes_private_comment_field = /** @type {(inputs: Funds_Codes_Private_Comment_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíṽáţé çóɱɱéñţ (óñļý ýóú šéé íţ) ~~~~~~ ~~~~~~ ~~]`)
};

export const funds_codes_create = /** @type {(inputs: Funds_Codes_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé çóďé… ~~~~~]`)
};

export const funds_codes_unlock_create = /** @type {(inputs: Funds_Codes_Unlock_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ Šáţçĥéļ ţó çŕéáţé á çóďé. ~~~~~~ ~~~~~~ ~]`)
};

export const funds_codes_new = /** @type {(inputs: Funds_Codes_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñéŵ çóďé: ${i?.amount} ${i?.currency} ~~~~~]`)
};

export const funds_codes_copy_now = /** @type {(inputs: Funds_Codes_Copy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóþý íţ ñóŵ áñď ĝíṽé íţ óñļý ţó ţĥé þéŕšóñ íţ íš ƒóŕ. Šáţçĥéļ ďóéš ñóţ ķééþ íţ; ţĥé éẋçĥáñĝé ļíšţš íţ úñďéŕ ýóúŕ çóďéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const funds_codes_code = /** @type {(inputs: Funds_Codes_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóďé ~~]`)
};

export const funds_codes_new_qr = /** @type {(inputs: Funds_Codes_New_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ǪŔ çóďé óƒ ţĥé ñéŵ ţŕáñšƒéŕ çóďé ~~~~~~ ~~~~~~ ~]`)
};

export const funds_codes_hide_the_code = /** @type {(inputs: Funds_Codes_Hide_The_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíďé ţĥé çóďé ~~~~~~]`)
};

export const funds_codes_show_the_code = /** @type {(inputs: Funds_Codes_Show_The_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ţĥé çóďé ~~~~~~]`)
};

export const funds_codes_input_idle = /** @type {(inputs: Funds_Codes_Input_IdleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķéď ĥéŕé, óñ ţĥíš çóɱþúţéŕ, áš ýóú ţýþé: ñóţĥíñĝ íš šéñţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const funds_codes_input_ok = /** @type {(inputs: Funds_Codes_Input_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[✓ Á ŵéļļ-ƒóŕɱéď ${i?.mark} çóďé (ţýþé ${i?.type}); íţš çĥéçķ çĥáŕáçţéŕ ɱáţçĥéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const funds_codes_yours = /** @type {(inputs: Funds_Codes_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ çóďéš ~~~~]`)
};

export const funds_codes_which = /** @type {(inputs: Funds_Codes_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥíçĥ çóďéš ~~~~~]`)
};

export const funds_codes_issued_by_me = /** @type {(inputs: Funds_Codes_Issued_By_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íššúéď ƀý ɱé ~~~~~]`)
};

export const funds_codes_redeemed_by_me = /** @type {(inputs: Funds_Codes_Redeemed_By_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéďééɱéď ƀý ɱé ~~~~~~]`)
};

export const funds_codes_created = /** @type {(inputs: Funds_Codes_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéď ~~~]`)
};

export const funds_codes_redeemed = /** @type {(inputs: Funds_Codes_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéďééɱéď ~~~~]`)
};

export const funds_codes_redeemed_at = /** @type {(inputs: Funds_Codes_Redeemed_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéďééɱéď áţ ~~~~~]`)
};

export const funds_codes_loading = /** @type {(inputs: Funds_Codes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ýóúŕ çóďéš… ~~~~~~ ~~]`)
};

export const funds_codes_no_more = /** @type {(inputs: Funds_Codes_No_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ɱóŕé çóďéš. ~~~~~~]`)
};

export const funds_codes_none_issued = /** @type {(inputs: Funds_Codes_None_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ĥáṽé ñóţ íššúéď çóďéš ţĥáţ ɱáţçĥ. ~~~~~~ ~~~~~~ ~~~]`)
};

export const funds_codes_none_redeemed = /** @type {(inputs: Funds_Codes_None_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ĥáṽé ñóţ ŕéďééɱéď áñý çóďéš. ~~~~~~ ~~~~~~ ~]`)
};

export const funds_codes_issued_list = /** @type {(inputs: Funds_Codes_Issued_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóďéš íššúéď ƀý ɱé ~~~~~~ ~~]`)
};

export const funds_codes_redeemed_list = /** @type {(inputs: Funds_Codes_Redeemed_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóďéš ŕéďééɱéď ƀý ɱé ~~~~~~ ~~]`)
};

export const funds_codes_for = /** @type {(inputs: Funds_Codes_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒóŕ ~~]`)
};

export const funds_codes_comment = /** @type {(inputs: Funds_Codes_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱɱéñţ ~~~]`)
};

export const funds_codes_anyone = /** @type {(inputs: Funds_Codes_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñýóñé ~~~]`)
};

export const funds_codes_show = /** @type {(inputs: Funds_Codes_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ~~]`)
};

export const funds_codes_hide = /** @type {(inputs: Funds_Codes_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíďé ~~]`)
};

export const funds_codes_show_named = /** @type {(inputs: Funds_Codes_Show_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ çóďé ${i?.name} ~~~~]`)
};

export const funds_codes_hide_named = /** @type {(inputs: Funds_Codes_Hide_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ĥíďé çóďé ${i?.name} ~~~~]`)
};

export const funds_codes_pages = /** @type {(inputs: Funds_Codes_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóďé þáĝéš ~~~~]`)
};

export const funds_codes_page = /** @type {(inputs: Funds_Codes_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáĝé ${i?.page} ~~]`)
};

export const funds_codes_id_invalid = /** @type {(inputs: Funds_Codes_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé çóďé’š íď: á ŵĥóļé ñúɱƀéŕ, áš ţĥé ļíšţš šĥóŵ íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const funds_codes_find_title = /** @type {(inputs: Funds_Codes_Find_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñď óñé óƒ ýóúŕ çóďéš ~~~~~~ ~~~]`)
};

export const funds_codes_id = /** @type {(inputs: Funds_Codes_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóďé íď ~~~]`)
};

export const funds_codes_find = /** @type {(inputs: Funds_Codes_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ çóďé ~~~~]`)
};

export const funds_codes_loading_one = /** @type {(inputs: Funds_Codes_Loading_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ţĥé çóďé… ~~~~~~ ~]`)
};

export const funds_codes_not_before_dt = /** @type {(inputs: Funds_Codes_Not_Before_DtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ ŕéƒúñďáƀļé ƀéƒóŕé ~~~~~~ ~~~]`)
};

export const funds_codes_public_comment = /** @type {(inputs: Funds_Codes_Public_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þúƀļíç çóɱɱéñţ ~~~~~~]`)
};

export const funds_codes_private_comment = /** @type {(inputs: Funds_Codes_Private_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíṽáţé çóɱɱéñţ ~~~~~~]`)
};

export const trading_loading_markets = /** @type {(inputs: Trading_Loading_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ɱáŕķéţš… ~~~~~~ ~]`)
};

export const trading_filter_markets = /** @type {(inputs: Trading_Filter_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļţéŕ ɱáŕķéţš ~~~~~~]`)
};

export const trading_quote_currency = /** @type {(inputs: Trading_Quote_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúóţé çúŕŕéñçý ~~~~~~]`)
};

export const trading_all = /** @type {(inputs: Trading_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļ ~~]`)
};

export const trading_no_markets = /** @type {(inputs: Trading_No_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ļíšţš ñó ɱáŕķéţš. ~~~~~~ ~~~~~~]`)
};

export const trading_no_match = /** @type {(inputs: Trading_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ɱáŕķéţš ɱáţçĥ. ~~~~~~ ~]`)
};

export const trading_no_match_text = /** @type {(inputs: Trading_No_Match_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó ɱáŕķéţš ɱáţçĥ “${i?.text}”. ~~~~~~ ~~]`)
};

export const trading_no_match_quote = /** @type {(inputs: Trading_No_Match_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó ɱáŕķéţš ɱáţçĥ ǫúóţé çúŕŕéñçý ${i?.quote}. ~~~~~~ ~~~~~~ ~~]`)
};

export const trading_no_match_both = /** @type {(inputs: Trading_No_Match_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó ɱáŕķéţš ɱáţçĥ “${i?.text}” áñď ǫúóţé çúŕŕéñçý ${i?.quote}. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const trading_stale_prices = /** @type {(inputs: Trading_Stale_PricesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļášţ úþďáţéď ${i?.time}: ţĥéšé þŕíçéš ɱáý ƀé óúţ óƒ ďáţé. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const trading_stale_figures = /** @type {(inputs: Trading_Stale_FiguresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļášţ úþďáţéď ${i?.time}: ţĥéšé ƒíĝúŕéš ɱáý ƀé óúţ óƒ ďáţé. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const trading_markets_table = /** @type {(inputs: Trading_Markets_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕķéţš ~~~]`)
};

export const trading_col_market = /** @type {(inputs: Trading_Col_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕķéţ ~~~]`)
};

export const trading_col_last = /** @type {(inputs: Trading_Col_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļášţ þŕíçé ~~~~]`)
};

export const trading_col_change = /** @type {(inputs: Trading_Col_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[24 ĥ çĥáñĝé ~~~~~]`)
};

export const trading_col_volume = /** @type {(inputs: Trading_Col_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽóļúɱé ~~~]`)
};

export const trading_col_quote_volume = /** @type {(inputs: Trading_Col_Quote_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽóļúɱé (ǫúóţé) ~~~~~~]`)
};

export const trading_col_display_volume = /** @type {(inputs: Trading_Col_Display_VolumeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽóļúɱé (${i?.currency}) ~~~~]`)
};

export const trading_col_high = /** @type {(inputs: Trading_Col_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíĝĥ ~~]`)
};

export const trading_col_low = /** @type {(inputs: Trading_Col_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóŵ ~~]`)
};

export const trading_col_range = /** @type {(inputs: Trading_Col_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[24 ĥ ŕáñĝé ~~~~]`)
};

export const trading_col_favourite = /** @type {(inputs: Trading_Col_FavouriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáṽóúŕíţé ~~~~]`)
};

export const trading_favourite_of = /** @type {(inputs: Trading_Favourite_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒáṽóúŕíţé ${i?.pair} ~~~~]`)
};

export const trading_favourite_add = /** @type {(inputs: Trading_Favourite_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áďď ${i?.pair} ţó ƒáṽóúŕíţéš ~~~~~~ ~~]`)
};

export const trading_favourite_remove = /** @type {(inputs: Trading_Favourite_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.pair} ƒŕóɱ ƒáṽóúŕíţéš ~~~~~~ ~~~~]`)
};

export const trading_sorted_by_quote_value = /** @type {(inputs: Trading_Sorted_By_Quote_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šóŕţéď ƀý ṽáļúé íñ ${i?.currency}, ţĥŕóúĝĥ ţĥé ŕáţé óƒ éáçĥ ǫúóţé çúŕŕéñçý; ɱáŕķéţš ŵíţĥóúţ á ŕáţé çóɱé ļášţ, ƀý çúŕŕéñçý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const trading_sorted_by_base_value = /** @type {(inputs: Trading_Sorted_By_Base_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šóŕţéď ƀý ṽáļúé íñ ${i?.currency}, ţĥŕóúĝĥ ţĥé ŕáţé óƒ éáçĥ ƀášé çúŕŕéñçý; ɱáŕķéţš ŵíţĥóúţ á ŕáţé çóɱé ļášţ, ƀý çúŕŕéñçý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const trading_range_unknown = /** @type {(inputs: Trading_Range_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[24 ĥ ŕáñĝé: ñóţ ķñóŵñ ýéţ ~~~~~~ ~~~~]`)
};

export const trading_range_of = /** @type {(inputs: Trading_Range_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[24 ĥ ŕáñĝé: ļóŵ ${i?.low}, ĥíĝĥ ${i?.high}, ļášţ ${i?.last} (${i?.percent} % óƒ ţĥé ŵáý úþ) ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const trading_market_not_found = /** @type {(inputs: Trading_Market_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕķéţ ñóţ ƒóúñď ~~~~~~ ~]`)
};

export const trading_no_such_market = /** @type {(inputs: Trading_No_Such_MarketInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ĥáš ñó ɱáŕķéţ çáļļéď “${i?.symbol}”. ~~~~~~ ~~~~~~ ~~~]`)
};

export const trading_back_to_markets = /** @type {(inputs: Trading_Back_To_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķ ţó ɱáŕķéţš ~~~~~~]`)
};

export const trading_loading_market = /** @type {(inputs: Trading_Loading_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ɱáŕķéţ… ~~~~~~]`)
};

export const trading_grouping = /** @type {(inputs: Trading_GroupingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝŕóúþíñĝ ~~~~]`)
};

export const trading_update_interval = /** @type {(inputs: Trading_Update_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþďáţé íñţéŕṽáļ ~~~~~~]`)
};

export const trading_order_book = /** @type {(inputs: Trading_Order_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕďéŕ ƀóóķ ~~~~]`)
};

export const trading_depth = /** @type {(inputs: Trading_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéþţĥ ~~]`)
};

export const trading_loading_book = /** @type {(inputs: Trading_Loading_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ óŕďéŕ ƀóóķ… ~~~~~~ ~~]`)
};

export const trading_ticker = /** @type {(inputs: Trading_TickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíçķéŕ ~~~]`)
};

export const trading_high_24h = /** @type {(inputs: Trading_High_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[24 ĥ ĥíĝĥ ~~~~]`)
};

export const trading_low_24h = /** @type {(inputs: Trading_Low_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[24 ĥ ļóŵ ~~~~]`)
};

export const trading_volume_24h = /** @type {(inputs: Trading_Volume_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[24 ĥ ṽóļúɱé ~~~~~]`)
};

export const trading_volume_24h_in = /** @type {(inputs: Trading_Volume_24h_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[24 ĥ ṽóļúɱé íñ ${i?.currency} ~~~~~~]`)
};

export const trading_bid = /** @type {(inputs: Trading_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓíď ~~]`)
};

export const trading_ask = /** @type {(inputs: Trading_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķ ~~]`)
};

export const trading_show_fewer = /** @type {(inputs: Trading_Show_FewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ƒéŵéŕ ~~~~]`)
};

export const trading_show_more = /** @type {(inputs: Trading_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ɱóŕé ~~~~]`)
};

export const trading_asks = /** @type {(inputs: Trading_AsksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķš ~~]`)
};

export const trading_bids = /** @type {(inputs: Trading_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓíďš ~~]`)
};

export const trading_no_asks = /** @type {(inputs: Trading_No_AsksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ášķš ~~~]`)
};

export const trading_no_bids = /** @type {(inputs: Trading_No_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ƀíďš ~~~]`)
};

export const trading_spread_none = /** @type {(inputs: Trading_Spread_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šþŕéáď: — ~~~~]`)
};

export const trading_spread_of = /** @type {(inputs: Trading_Spread_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šþŕéáď: ${i?.amount} (${i?.percent} %) ~~~~~~]`)
};

export const trading_price_in = /** @type {(inputs: Trading_Price_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þŕíçé (${i?.currency}) ~~~~]`)
};

export const trading_amount_in = /** @type {(inputs: Trading_Amount_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ (${i?.currency}) ~~~~]`)
};

export const trading_total_in = /** @type {(inputs: Trading_Total_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţóţáļ (${i?.currency}) ~~~~]`)
};

export const trading_book_caption = /** @type {(inputs: Trading_Book_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.side}, ļíšţéď óñçé á šéçóñď ~~~~~~ ~~~]`)
};

export const trading_book_caption_as_of = /** @type {(inputs: Trading_Book_Caption_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.side} áš óƒ ${i?.time}, ļíšţéď óñçé á šéçóñď ~~~~~~ ~~~~~~]`)
};

export const trading_book_caption_as_of_every = /** @type {(inputs: Trading_Book_Caption_As_Of_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.side} áš óƒ ${i?.time} ~~~]`)
};

export const trading_depth_chart = /** @type {(inputs: Trading_Depth_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéþţĥ çĥáŕţ ~~~~~]`)
};

export const trading_amount_axis = /** @type {(inputs: Trading_Amount_AxisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ áẋíš (${i?.currency}) ~~~~~~]`)
};

export const trading_price_axis = /** @type {(inputs: Trading_Price_AxisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þŕíçé áẋíš (${i?.currency}) ~~~~~~]`)
};

export const trading_depth_slider = /** @type {(inputs: Trading_Depth_SliderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ţó ŕéáď ţĥé ďéþţĥ áţ ~~~~~~ ~~~~~]`)
};

export const trading_depth_at_pointer = /** @type {(inputs: Trading_Depth_At_PointerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéþţĥ áţ ţĥé þóíñţéŕ ~~~~~~ ~~]`)
};

export const trading_depth_hint = /** @type {(inputs: Trading_Depth_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóíñţ áţ ţĥé çĥáŕţ, óŕ ƒóçúš íţ áñď úšé ţĥé áŕŕóŵ ķéýš, ţó ŕéáď ţĥé ďéþţĥ áţ á þŕíçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const trading_depth_bids_at = /** @type {(inputs: Trading_Depth_Bids_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ɓíďš áţ ${i?.price} óŕ ĥíĝĥéŕ: ${i?.volume} ~~~~~~ ~~]`)
};

export const trading_depth_asks_at = /** @type {(inputs: Trading_Depth_Asks_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ášķš áţ ${i?.price} óŕ ļóŵéŕ: ${i?.volume} ~~~~~~ ~~]`)
};

export const trading_depth_summary = /** @type {(inputs: Trading_Depth_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çúɱúļáţíṽé ƀíďš ƒŕóɱ ${i?.low} úþ ţó ţĥé ɱíď þŕíçé ${i?.mid}, ášķš úþ ţó ${i?.high}; ďééþéšţ šíďé ${i?.depth}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const trading_depth_empty = /** @type {(inputs: Trading_Depth_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó óŕďéŕš ţó çĥáŕţ. ~~~~~~ ~~]`)
};

export const trading_price_in_unit = /** @type {(inputs: Trading_Price_In_UnitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þŕíçé íñ ${i?.currency} ~~~~]`)
};

export const trading_loading_accounts = /** @type {(inputs: Trading_Loading_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ áççóúñţš… ~~~~~~ ~]`)
};

export const trading_account = /** @type {(inputs: Trading_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ: ~~~~]`)
};

export const trading_hide_small = /** @type {(inputs: Trading_Hide_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíďé šɱáļļ ƀáļáñçéš ~~~~~~ ~~]`)
};

export const trading_refresh = /** @type {(inputs: Trading_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒŕéšĥ ~~~]`)
};

export const trading_small_hint = /** @type {(inputs: Trading_Small_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šɱáļļ ɱéáñš ŵóŕţĥ ļéšš ţĥáñ 1 ÚŠĎ; éɱþţý ƀáļáñçéš çóúñţ áš šɱáļļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const trading_small_hint_in = /** @type {(inputs: Trading_Small_Hint_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šɱáļļ ɱéáñš ŵóŕţĥ ļéšš ţĥáñ 1 ÚŠĎ (${i?.value}); éɱþţý ƀáļáñçéš çóúñţ áš šɱáļļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const trading_small_hint_no_rate = /** @type {(inputs: Trading_Small_Hint_No_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šɱáļļ ɱéáñš ŵóŕţĥ ļéšš ţĥáñ 1 ÚŠĎ (ñó ŕáţé ţó çóñṽéŕţ íţ); éɱþţý ƀáļáñçéš çóúñţ áš šɱáļļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const trading_loading_balances = /** @type {(inputs: Trading_Loading_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ƀáļáñçéš… ~~~~~~ ~]`)
};

export const trading_portfolio = /** @type {(inputs: Trading_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóŕţƒóļíó ~~~~]`)
};

export const trading_portfolio_value = /** @type {(inputs: Trading_Portfolio_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóŕţƒóļíó ṽáļúé ~~~~~~]`)
};

export const trading_as_of = /** @type {(inputs: Trading_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[áš óƒ ${i?.time} ~~~]`)
};

export const trading_as_of_start = /** @type {(inputs: Trading_As_Of_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áš óƒ ${i?.time} ~~~]`)
};

export const trading_cannot_compute = /** @type {(inputs: Trading_Cannot_ComputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáññóţ ƀé çóɱþúţéď ñóŵ ~~~~~~ ~~~]`)
};

export const trading_change_without = /** @type {(inputs: Trading_Change_WithoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[24 ĥ çĥáñĝé ŵíţĥóúţ ${i?.currencies} (ñó ɱáŕķéţ ţó ţéļļ). ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const trading_loading_rates = /** @type {(inputs: Trading_Loading_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ éẋçĥáñĝé ŕáţéš… ~~~~~~ ~~~~]`)
};

export const trading_last_whole = /** @type {(inputs: Trading_Last_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒíĝúŕéš šĥóŵñ áŕé ţĥé ļášţ ŵĥóļé óñéš. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const trading_holds_nothing = /** @type {(inputs: Trading_Holds_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áççóúñţ ĥóļďš ñóţĥíñĝ ýéţ. ~~~~~~ ~~~~~~ ~]`)
};

export const trading_all_small = /** @type {(inputs: Trading_All_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ƀáļáñçé íš ŵóŕţĥ 1 ÚŠĎ óŕ ɱóŕé. Çļéáŕ “Ĥíďé šɱáļļ ƀáļáñçéš” ţó šéé ţĥéɱ áļļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const trading_balances_table = /** @type {(inputs: Trading_Balances_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáļáñçéš ~~~~]`)
};

export const trading_col_currency = /** @type {(inputs: Trading_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý ~~~~]`)
};

export const trading_col_total = /** @type {(inputs: Trading_Col_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóţáļ ~~]`)
};

export const trading_col_available = /** @type {(inputs: Trading_Col_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áṽáíļáƀļé ~~~~]`)
};

export const trading_col_locked = /** @type {(inputs: Trading_Col_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóçķéď ~~~]`)
};

export const trading_col_value = /** @type {(inputs: Trading_Col_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽáļúé (${i?.currency}) ~~~~]`)
};

export const trading_col_share = /** @type {(inputs: Trading_Col_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕé ~~]`)
};

export const trading_no_rates = /** @type {(inputs: Trading_No_RatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ŕáţéš çáññóţ ƀé ŕéáď ñóŵ, šó ŵĥáţ ýóú ĥóļď íñ óţĥéŕ çúŕŕéñçíéš ţĥáñ ${i?.currency} çáññóţ ƀé ṽáļúéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const trading_no_rate_for = /** @type {(inputs: Trading_No_Rate_ForInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ĝíṽéš ñó ŕáţé ƒóŕ ${i?.currencies}, šó íţ çáññóţ ƀé ṽáļúéď íñ ${i?.currency}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ĝíṽéš ñó ŕáţé ƒóŕ ${i?.currencies}, šó ţĥéý çáññóţ ƀé ṽáļúéď íñ ${i?.currency}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`);
	return /** @type {LocalizedString} */ ("trading_no_rate_for");
};

export const trading_other = /** @type {(inputs: Trading_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óţĥéŕ ~~]`)
};

export const trading_allocation_none = /** @type {(inputs: Trading_Allocation_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļóçáţíóñ: ñóţĥíñĝ þŕíçéď ţó šĥóŵ ~~~~~~ ~~~~~~ ~~]`)
};

export const trading_allocation_of = /** @type {(inputs: Trading_Allocation_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áļļóçáţíóñ: ${i?.slices} ~~~~~]`)
};

export const trading_history_label = /** @type {(inputs: Trading_History_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þóŕţƒóļíó ṽáļúé ƒŕóɱ ${i?.from} ţó ${i?.to}: ${i?.first} ţó ${i?.last} ~~~~~~ ~~~~~~ ~]`)
};

export const trading_history_label_range = /** @type {(inputs: Trading_History_Label_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þóŕţƒóļíó ṽáļúé ƒŕóɱ ${i?.from} ţó ${i?.to}: ${i?.first} ţó ${i?.last}, ļóŵéšţ ${i?.min}, ĥíĝĥéšţ ${i?.max} ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const trading_history_seen = /** @type {(inputs: Trading_History_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áš Šáţçĥéļ šáŵ íţ ŵĥíļé íţ ŵáš óþéñ (ķéþţ óñ ţĥíš çóɱþúţéŕ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const trading_history_empty = /** @type {(inputs: Trading_History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ṽáļúé óṽéŕ ţíɱé áþþéáŕš ĥéŕé áš Šáţçĥéļ ķééþš þóļļíñĝ (á þóíñţ á ɱíñúţé, ķéþţ óñ ţĥíš çóɱþúţéŕ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const trading_tab_open = /** @type {(inputs: Trading_Tab_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ óŕďéŕš ~~~~~]`)
};

export const trading_tab_history = /** @type {(inputs: Trading_Tab_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíšţóŕý ~~~]`)
};

export const trading_orders_tabs = /** @type {(inputs: Trading_Orders_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕďéŕš ~~~]`)
};

export const trading_times_in = /** @type {(inputs: Trading_Times_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţíɱéš íñ ${i?.zone} ~~~~]`)
};

export const trading_stale_orders = /** @type {(inputs: Trading_Stale_OrdersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļášţ úþďáţéď ${i?.time}: ţĥéšé óŕďéŕš ɱáý ƀé óúţ óƒ ďáţé. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const trading_all_markets = /** @type {(inputs: Trading_All_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áļļ ɱáŕķéţš ~~~~~]`)
};

export const trading_cancel_selected = /** @type {(inputs: Trading_Cancel_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ šéļéçţéď (${i?.count}) ~~~~~~ ~~]`)
};

export const trading_unlock_to_cancel = /** @type {(inputs: Trading_Unlock_To_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ ţó çáñçéļ óŕďéŕš. ~~~~~~ ~~~~]`)
};

export const trading_waiting_confirmation = /** @type {(inputs: Trading_Waiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵáíţíñĝ ƒóŕ ýóúŕ çóñƒíŕɱáţíóñ… ~~~~~~ ~~~~~~]`)
};

export const trading_loading_open = /** @type {(inputs: Trading_Loading_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ óþéñ óŕďéŕš… ~~~~~~ ~~]`)
};

export const trading_no_open = /** @type {(inputs: Trading_No_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó óþéñ óŕďéŕš. ~~~~~~]`)
};

export const trading_select_all = /** @type {(inputs: Trading_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļéçţ áļļ šĥóŵñ óŕďéŕš ~~~~~~ ~~~~]`)
};

export const trading_col_side = /** @type {(inputs: Trading_Col_SideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíďé ~~]`)
};

export const trading_col_type = /** @type {(inputs: Trading_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé ~~]`)
};

export const trading_col_price = /** @type {(inputs: Trading_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ~~]`)
};

export const trading_col_amount = /** @type {(inputs: Trading_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ ~~~]`)
};

export const trading_col_filled = /** @type {(inputs: Trading_Col_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļļéď ~~~]`)
};

export const trading_col_created = /** @type {(inputs: Trading_Col_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéď ~~~]`)
};

export const trading_col_actions = /** @type {(inputs: Trading_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ~~~]`)
};

export const trading_select_order = /** @type {(inputs: Trading_Select_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéļéçţ óŕďéŕ ${i?.id} ~~~~~~]`)
};

export const trading_cancel_order = /** @type {(inputs: Trading_Cancel_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ óŕďéŕ ${i?.id} ~~~~~~]`)
};

export const trading_cancel = /** @type {(inputs: Trading_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ ~~~]`)
};

export const trading_no_open_in_market = /** @type {(inputs: Trading_No_Open_In_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó óþéñ óŕďéŕš íñ ţĥíš ɱáŕķéţ. ~~~~~~ ~~~~~~]`)
};

export const trading_buy = /** @type {(inputs: Trading_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓúý ~~]`)
};

export const trading_sell = /** @type {(inputs: Trading_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļļ ~~]`)
};

export const trading_type_limit = /** @type {(inputs: Trading_Type_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíɱíţ ~~]`)
};

export const trading_type_market = /** @type {(inputs: Trading_Type_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕķéţ ~~~]`)
};

export const trading_status_active = /** @type {(inputs: Trading_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé ~~~]`)
};

export const trading_status_executed = /** @type {(inputs: Trading_Status_ExecutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋéçúţéď ~~~~]`)
};

export const trading_price_market = /** @type {(inputs: Trading_Price_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕķéţ ~~~]`)
};

export const trading_outcome_unknown = /** @type {(inputs: Trading_Outcome_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ďíď ñóţ áñšŵéŕ íñ ţíɱé, šó Šáţçĥéļ çáññóţ ţéļļ ŵĥéţĥéŕ íţ ĥáþþéñéď. Ţĥé ļíšţ ĥáš ƀééñ ŕéƒŕéšĥéď: çĥéçķ íţ ƀéƒóŕé ţŕýíñĝ áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const trading_order_cancelled = /** @type {(inputs: Trading_Order_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óŕďéŕ ${i?.id} ŵáš çáñçéļļéď. Ŵĥáţ íţ ĥéļď íš áṽáíļáƀļé áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const trading_nothing_cancelled = /** @type {(inputs: Trading_Nothing_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš çáñçéļļéď. ~~~~~~ ~~~]`)
};

export const trading_cancel_accepted = /** @type {(inputs: Trading_Cancel_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áççéþţéď ţĥé çáñçéļļáţíóñ. Ţĥé ļíšţ ĥáš ƀééñ ŕéƒŕéšĥéď ţó šĥóŵ ŵĥáţ íš šţíļļ óþéñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const trading_orders_cancelled = /** @type {(inputs: Trading_Orders_CancelledInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} óŕďéŕ ŵáš çáñçéļļéď. ~~~~~~ ~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} óŕďéŕš ŵéŕé çáñçéļļéď. ~~~~~~ ~~~~]`);
	return /** @type {LocalizedString} */ ("trading_orders_cancelled");
};

export const trading_not_cancelled = /** @type {(inputs: Trading_Not_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ çáñçéļļéď: ${i?.ids}. Ţĥé ļíšţ ĥáš ƀééñ ŕéƒŕéšĥéď. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const trading_from = /** @type {(inputs: Trading_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ~~]`)
};

export const trading_to = /** @type {(inputs: Trading_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ~]`)
};

export const trading_limit = /** @type {(inputs: Trading_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíɱíţ ~~]`)
};

export const trading_sort = /** @type {(inputs: Trading_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóŕţ ~~]`)
};

export const trading_newest_first = /** @type {(inputs: Trading_Newest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵéšţ ƒíŕšţ ~~~~~]`)
};

export const trading_oldest_first = /** @type {(inputs: Trading_Oldest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óļďéšţ ƒíŕšţ ~~~~~]`)
};

export const trading_show = /** @type {(inputs: Trading_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ~~]`)
};

export const trading_loading_history = /** @type {(inputs: Trading_Loading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ óŕďéŕ ĥíšţóŕý… ~~~~~~ ~~~]`)
};

export const trading_no_orders_in_period = /** @type {(inputs: Trading_No_Orders_In_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó óŕďéŕš íñ ţĥíš þéŕíóď. ~~~~~~ ~~~~]`)
};

export const trading_order_history = /** @type {(inputs: Trading_Order_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕďéŕ ĥíšţóŕý ~~~~~~]`)
};

export const trading_col_average = /** @type {(inputs: Trading_Col_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áṽéŕáĝé þŕíçé ~~~~~~]`)
};

export const trading_col_executed = /** @type {(inputs: Trading_Col_ExecutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋéçúţéď ~~~~]`)
};

export const trading_col_status = /** @type {(inputs: Trading_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţúš ~~~]`)
};

export const trading_col_closed = /** @type {(inputs: Trading_Col_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļóšéď ~~~]`)
};

export const trading_col_trades = /** @type {(inputs: Trading_Col_TradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáďéš ~~~]`)
};

export const trading_average_of = /** @type {(inputs: Trading_Average_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[áṽéŕáĝé ${i?.price} ~~~~]`)
};

export const trading_show_trades = /** @type {(inputs: Trading_Show_TradesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ţŕáďéš óƒ óŕďéŕ ${i?.id} ~~~~~~ ~~~]`)
};

export const trading_trades_button = /** @type {(inputs: Trading_Trades_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáďéš ~~~]`)
};

export const trading_loading_trades = /** @type {(inputs: Trading_Loading_TradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ţŕáďéš… ~~~~~~]`)
};

export const trading_no_trades = /** @type {(inputs: Trading_No_TradesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óŕďéŕ ${i?.id} ĥáš ñó ţŕáďéš. ~~~~~~ ~~~]`)
};

export const trading_trades_of = /** @type {(inputs: Trading_Trades_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţŕáďéš óƒ óŕďéŕ ${i?.id} ~~~~~~ ~]`)
};

export const trading_col_time = /** @type {(inputs: Trading_Col_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíɱé ~~]`)
};

export const trading_col_rate = /** @type {(inputs: Trading_Col_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţé ~~]`)
};

export const trading_col_role = /** @type {(inputs: Trading_Col_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕóļé ~~]`)
};

export const trading_col_fee = /** @type {(inputs: Trading_Col_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒéé ~~]`)
};

export const trading_col_fee_currency = /** @type {(inputs: Trading_Col_Fee_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒéé çúŕŕéñçý ~~~~~]`)
};

export const trading_maker = /** @type {(inputs: Trading_MakerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáķéŕ ~~]`)
};

export const trading_taker = /** @type {(inputs: Trading_TakerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáķéŕ ~~]`)
};

export const trading_history_to_date = /** @type {(inputs: Trading_History_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé “Ţó” ďáţé áš á çáļéñďáŕ ďáţé. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const trading_history_from_date = /** @type {(inputs: Trading_History_From_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé “Ƒŕóɱ” ďáţé áš á çáļéñďáŕ ďáţé. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const trading_history_from_1970 = /** @type {(inputs: Trading_History_From_1970Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé á “Ƒŕóɱ” ďáţé áƒţéŕ 1970. ~~~~~~ ~~~~~~ ~]`)
};

export const trading_history_from_after_to = /** @type {(inputs: Trading_History_From_After_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[“Ƒŕóɱ” ɱúšţ ñóţ ƀé áƒţéŕ “Ţó”. ~~~~~~ ~~~~~~]`)
};

export const trading_history_limit = /** @type {(inputs: Trading_History_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ƀéţŵééñ 1 áñď ${i?.max} óŕďéŕš. ~~~~~~ ~~~~~]`)
};

export const settings_accounts = /** @type {(inputs: Settings_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áççóúñţš ~~~~]`)
};

export const settings_appliances = /** @type {(inputs: Settings_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþļíáñçéš ~~~~]`)
};

export const settings_appliances_intro = /** @type {(inputs: Settings_Appliances_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ñéţŵóŕķ áþþļíáñçéš ŵĥóšé áúţĥóŕížáţíóñ þóļíçíéš ýóú ɱáñáĝé íñ Þóļíçíéš. Óñé íš íñ úšé áţ á ţíɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_market_exchange = /** @type {(inputs: Settings_Market_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕķéţ éẋçĥáñĝé ~~~~~~]`)
};

export const settings_loading_settings = /** @type {(inputs: Settings_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ šéţţíñĝš… ~~~~~~ ~]`)
};

export const settings_preferences = /** @type {(inputs: Settings_PreferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕéƒéŕéñçéš ~~~~~]`)
};

export const settings_app_password = /** @type {(inputs: Settings_App_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþ þáššŵóŕď ~~~~~]`)
};

export const settings_help = /** @type {(inputs: Settings_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥéļþ áñď šúþþóŕţ ~~~~~~ ~]`)
};

export const settings_renamed = /** @type {(inputs: Settings_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱéď ţó “${i?.name}”. ~~~~~~]`)
};

export const settings_now_using = /** @type {(inputs: Settings_Now_UsingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóŵ úšíñĝ “${i?.name}”. ~~~~~~]`)
};

export const settings_account_removed_demo = /** @type {(inputs: Settings_Account_Removed_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” ŵáš ŕéɱóṽéď. ~~~~~~]`)
};

export const settings_account_removed = /** @type {(inputs: Settings_Account_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” ŵáš ŕéɱóṽéď, áñď íţš šéçŕéţ ďéļéţéď ƒŕóɱ ţĥé ķéýçĥáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const settings_guard_kept = /** @type {(inputs: Settings_Guard_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŵíţĥďŕáŵáļ ĝúáŕď óƒ íţš éẋçĥáñĝé áççóúñţ íš ķéþţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_nothing_removed = /** @type {(inputs: Settings_Nothing_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš ŕéɱóṽéď. ~~~~~~ ~~]`)
};

export const settings_loading_accounts = /** @type {(inputs: Settings_Loading_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ áççóúñţš… ~~~~~~ ~]`)
};

export const settings_no_account = /** @type {(inputs: Settings_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ ýéţ. Áďď óñé ƀéļóŵ. ~~~~~~ ~~~~~~]`)
};

export const settings_no_account_demo = /** @type {(inputs: Settings_No_Account_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ ýéţ. Áďď óñé ƀéļóŵ, óŕ ţŕý á ďéɱó áççóúñţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_active = /** @type {(inputs: Settings_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíṽé ~~~]`)
};

export const settings_line_exchange = /** @type {(inputs: Settings_Line_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋçĥáñĝé ~~~~]`)
};

export const settings_line_gateway = /** @type {(inputs: Settings_Line_GatewayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þáýɱéñţ ĝáţéŵáý ~~~~~~]`)
};

export const settings_line_key = /** @type {(inputs: Settings_Line_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ķéý ~~]`)
};

export const settings_remove_named = /** @type {(inputs: Settings_Remove_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.name} ~~~]`)
};

export const settings_remove_guarded_why = /** @type {(inputs: Settings_Remove_Guarded_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš éẋçĥáñĝé áççóúñţ ĥáš á ŵíţĥďŕáŵáļ ĝúáŕď. Ţĥé ĝúáŕď íš ķéþţ (íţ áþþļíéš áĝáíñ íƒ ýóú áďď ţĥíš áççóúñţ áĝáíñ), ƀúţ ŕéɱóṽíñĝ ţĥé áççóúñţ ñééďš ýóúŕ áþþ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const settings_remove_account = /** @type {(inputs: Settings_Remove_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé áççóúñţ ~~~~~~]`)
};

export const settings_cancel = /** @type {(inputs: Settings_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ ~~~]`)
};

export const settings_new_name_for = /** @type {(inputs: Settings_New_Name_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ñáɱé ƒóŕ ${i?.name} ~~~~~~]`)
};

export const settings_account_name_needed = /** @type {(inputs: Settings_Account_Name_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝíṽé ţĥé áççóúñţ á ñáɱé. ~~~~~~ ~~~~]`)
};

export const settings_use = /** @type {(inputs: Settings_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé ~~]`)
};

export const settings_use_named = /** @type {(inputs: Settings_Use_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úšé ${i?.name} ~~]`)
};

export const settings_rename = /** @type {(inputs: Settings_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé ~~~]`)
};

export const settings_rename_named = /** @type {(inputs: Settings_Rename_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé ${i?.name} ~~~]`)
};

export const settings_remove = /** @type {(inputs: Settings_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ~~~]`)
};

export const settings_accounts_locked = /** @type {(inputs: Settings_Accounts_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ ţó úšé, ŕéñáɱé, áďď óŕ ŕéɱóṽé áççóúñţš. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const settings_account_added = /** @type {(inputs: Settings_Account_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áďďéď “${i?.name}”. Íţš šéçŕéţ íš íñ ţĥé šýšţéɱ ķéýçĥáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const settings_demo_account_added = /** @type {(inputs: Settings_Demo_Account_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áďďéď ţĥé ďéɱó áççóúñţ ${i?.email}. ~~~~~~ ~~~~]`)
};

export const settings_add_demo_account = /** @type {(inputs: Settings_Add_Demo_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áďď ďéɱó áççóúñţ ${i?.email} ~~~~~~ ~]`)
};

export const settings_add_account_title = /** @type {(inputs: Settings_Add_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďď áñ áççóúñţ ~~~~~~]`)
};

export const settings_add_account_intro = /** @type {(inputs: Settings_Add_Account_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé áñ ÁÞÍ ķéý óñ ţĥé éẋçĥáñĝé, ţĥéñ þášţé íţš ķéý áñď šéçŕéţ ĥéŕé. Šáţçĥéļ çĥéçķš ţĥéɱ ŵíţĥ ţĥé éẋçĥáñĝé ƀéƒóŕé šáṽíñĝ; ţĥé šéçŕéţ ĝóéš íñţó ţĥé šýšţéɱ ķéýçĥáíñ áñď íš ñéṽéŕ šĥóŵñ áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_check_and_save = /** @type {(inputs: Settings_Check_And_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ áñď šáṽé ~~~~~~]`)
};

export const settings_add_account_locked = /** @type {(inputs: Settings_Add_Account_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ ţó áďď áñ áççóúñţ. ~~~~~~ ~~~~]`)
};

export const settings_checking_key = /** @type {(inputs: Settings_Checking_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķíñĝ ţĥé ķéý ŵíţĥ ţĥé éẋçĥáñĝé… ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_adding_demo_account = /** @type {(inputs: Settings_Adding_Demo_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďďíñĝ ţĥé ďéɱó áççóúñţ… ~~~~~~ ~~~~]`)
};

export const settings_demo_account_intro = /** @type {(inputs: Settings_Demo_Account_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéɱó ɱóďé: ţŕý Šáţçĥéļ ŵíţĥ áñ áççóúñţ óƒ ţĥé ƀúíļţ-íñ ďéɱó éẋçĥáñĝé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_name = /** @type {(inputs: Settings_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ~~]`)
};

export const settings_exchange_address = /** @type {(inputs: Settings_Exchange_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋçĥáñĝé áďďŕéšš ~~~~~~ ~]`)
};

export const settings_gateway_address = /** @type {(inputs: Settings_Gateway_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáýɱéñţ ĝáţéŵáý áďďŕéšš (óþţíóñáļ) ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_api_key = /** @type {(inputs: Settings_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ~~~]`)
};

export const settings_api_secret = /** @type {(inputs: Settings_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ šéçŕéţ ~~~~]`)
};

export const settings_exchange_url_hint = /** @type {(inputs: Settings_Exchange_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áďďŕéšš ƀéƒóŕé /ṽ3, šţáŕţíñĝ ŵíţĥ ĥţţþš:// (þášţéď ŵíţĥ /ṽ3, íţ íš ţáķéñ óƒƒ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const settings_starts_https = /** @type {(inputs: Settings_Starts_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţíñĝ ŵíţĥ ĥţţþš://. ~~~~~~ ~~~~]`)
};

export const settings_plain_http_rule = /** @type {(inputs: Settings_Plain_Http_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáíñ ĥţţþ:// íš áļļóŵéď óñļý ƒóŕ ţĥíš çóɱþúţéŕ (ļóçáļĥóšţ, 127.0.0.1, ::1). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const settings_name_too_long = /** @type {(inputs: Settings_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé áţ ɱóšţ 60 çĥáŕáçţéŕš ƒóŕ ţĥé ñáɱé. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_exchange_plain_http = /** @type {(inputs: Settings_Exchange_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé ţĥé éẋçĥáñĝé'š ĥţţþš:// áďďŕéšš. ~~~~~~ ~~~~~~ ~~~]`)
};

export const settings_exchange_not_web = /** @type {(inputs: Settings_Exchange_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé éẋçĥáñĝé áďďŕéšš áš á ŵéƀ áďďŕéšš, šúçĥ áš ĥţţþš://éẋçĥáñĝé.éẋáɱþļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_gateway_plain_http = /** @type {(inputs: Settings_Gateway_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé ţĥé þáýɱéñţ ĝáţéŵáý'š ĥţţþš:// áďďŕéšš. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const settings_gateway_not_web = /** @type {(inputs: Settings_Gateway_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé þáýɱéñţ ĝáţéŵáý áďďŕéšš áš á ŵéƀ áďďŕéšš, óŕ ļéáṽé íţ éɱþţý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_api_key_invalid = /** @type {(inputs: Settings_Api_Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þášţé ţĥé ÁÞÍ ķéý áš ţĥé éẋçĥáñĝé šĥóŵš íţ (8 ţó 256 çĥáŕáçţéŕš, ñó šþáçéš). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const settings_api_secret_invalid = /** @type {(inputs: Settings_Api_Secret_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þášţé ţĥé ÁÞÍ šéçŕéţ áš ţĥé éẋçĥáñĝé šĥóŵš íţ (8 ţó 256 çĥáŕáçţéŕš, ñó šþáçéš). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_password_set_done = /** @type {(inputs: Settings_Password_Set_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþ þáššŵóŕď šéţ. Šáţçĥéļ ñóŵ ļóçķš íţšéļƒ áš çĥóšéñ íñ “Ļóçķ áƒţéŕ”. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_password_changed = /** @type {(inputs: Settings_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþ þáššŵóŕď çĥáñĝéď. ~~~~~~ ~~~]`)
};

export const settings_password_removed = /** @type {(inputs: Settings_Password_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþ þáššŵóŕď ŕéɱóṽéď. Šáţçĥéļ ñó ļóñĝéŕ ļóçķš. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const settings_password_intro_set = /** @type {(inputs: Settings_Password_Intro_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áþþ þáššŵóŕď íš šéţ: Šáţçĥéļ šţáŕţš ļóçķéď áñď ļóçķš íţšéļƒ áƒţéŕ ţĥé íďļé ţíɱé ýóú çĥóšé. Óñļý á ĥášĥ óƒ ţĥé þáššŵóŕď íš šţóŕéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const settings_password_intro_unset = /** @type {(inputs: Settings_Password_Intro_UnsetInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Óþţíóñáļ. Ŵíţĥ á þáššŵóŕď Šáţçĥéļ šţáŕţš ļóçķéď áñď çáñ ļóçķ íţšéļƒ ŵĥéñ ýóú šţéþ áŵáý. Áţ ļéášţ ${i?.count} çĥáŕáçţéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Óþţíóñáļ. Ŵíţĥ á þáššŵóŕď Šáţçĥéļ šţáŕţš ļóçķéď áñď çáñ ļóçķ íţšéļƒ ŵĥéñ ýóú šţéþ áŵáý. Áţ ļéášţ ${i?.count} çĥáŕáçţéŕš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`);
	return /** @type {LocalizedString} */ ("settings_password_intro_unset");
};

export const settings_current_password = /** @type {(inputs: Settings_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñţ þáššŵóŕď ~~~~~~ ~]`)
};

export const settings_new_password = /** @type {(inputs: Settings_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ þáššŵóŕď ~~~~~]`)
};

export const settings_repeat_password = /** @type {(inputs: Settings_Repeat_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéþéáţ þáššŵóŕď ~~~~~~]`)
};

export const settings_change_password = /** @type {(inputs: Settings_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé þáššŵóŕď ~~~~~~]`)
};

export const settings_set_password = /** @type {(inputs: Settings_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ þáššŵóŕď ~~~~~]`)
};

export const settings_remove_password = /** @type {(inputs: Settings_Remove_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé þáššŵóŕď ~~~~~~]`)
};

export const settings_lock_now = /** @type {(inputs: Settings_Lock_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóçķ ñóŵ ~~~~]`)
};

export const settings_password_locked = /** @type {(inputs: Settings_Password_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ ţó çĥáñĝé ţĥé þáššŵóŕď. ~~~~~~ ~~~~~~]`)
};

export const settings_enter_current_password = /** @type {(inputs: Settings_Enter_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ çúŕŕéñţ þáššŵóŕď. ~~~~~~ ~~~~~~]`)
};

export const settings_password_too_short = /** @type {(inputs: Settings_Password_Too_ShortInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Çĥóóšé á þáššŵóŕď óƒ áţ ļéášţ ${i?.count} çĥáŕáçţéŕ. ~~~~~~ ~~~~~~ ~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Çĥóóšé á þáššŵóŕď óƒ áţ ļéášţ ${i?.count} çĥáŕáçţéŕš. ~~~~~~ ~~~~~~ ~~~~~]`);
	return /** @type {LocalizedString} */ ("settings_password_too_short");
};

export const settings_passwords_differ = /** @type {(inputs: Settings_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţŵó ñéŵ þáššŵóŕďš áŕé ñóţ ţĥé šáɱé. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_appliance_now_used = /** @type {(inputs: Settings_Appliance_Now_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé Þóļíçíéš ṽíéŵ ñóŵ ŵóŕķš óñ “${i?.name}”. ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_appliance_removed_demo = /** @type {(inputs: Settings_Appliance_Removed_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” ŵáš ŕéɱóṽéď. ~~~~~~]`)
};

export const settings_appliance_removed = /** @type {(inputs: Settings_Appliance_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” ŵáš ŕéɱóṽéď, áñď íţš þáššŵóŕď ďéļéţéď ƒŕóɱ ţĥé ķéýçĥáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const settings_cert_same = /** @type {(inputs: Settings_Cert_SameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé þŕéšéñţš ţĥé çéŕţíƒíçáţé ýóú ţŕúšţéď (ŠĤÁ-256 ${i?.fingerprint}). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const settings_cert_trusted_now = /** @type {(inputs: Settings_Cert_Trusted_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ ñóŵ ţŕúšţš ţĥé çéŕţíƒíçáţé ŵíţĥ ŠĤÁ-256 ${i?.fingerprint} ƒóŕ “${i?.name}”. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const settings_cert_kept = /** @type {(inputs: Settings_Cert_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çéŕţíƒíçáţé ţŕúšţéď ƀéƒóŕé šţáýš. ~~~~~~ ~~~~~~ ~~~]`)
};

export const settings_loading_appliances = /** @type {(inputs: Settings_Loading_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ áþþļíáñçéš… ~~~~~~ ~~]`)
};

export const settings_no_appliance = /** @type {(inputs: Settings_No_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áþþļíáñçé ýéţ. Áďď óñé ƀéļóŵ. ~~~~~~ ~~~~~~ ~]`)
};

export const settings_no_appliance_demo = /** @type {(inputs: Settings_No_Appliance_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áþþļíáñçé ýéţ. Áďď óñé ƀéļóŵ, óŕ ţŕý ţĥé ďéɱó áþþļíáñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const settings_saved_appliances = /** @type {(inputs: Settings_Saved_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéď áþþļíáñçéš ~~~~~~ ~]`)
};

export const settings_in_use = /** @type {(inputs: Settings_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íñ úšé ~~~]`)
};

export const settings_line_api_path = /** @type {(inputs: Settings_Line_Api_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ þáţĥ ~~~~]`)
};

export const settings_line_user = /** @type {(inputs: Settings_Line_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[úšéŕ ~~]`)
};

export const settings_line_signs_in_session = /** @type {(inputs: Settings_Line_Signs_In_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šíĝñš íñ ƀý šéššíóñ ~~~~~~ ~~]`)
};

export const settings_line_signs_in_basic = /** @type {(inputs: Settings_Line_Signs_In_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šíĝñš íñ ƀý ĤŢŢÞ Ɓášíç ~~~~~~ ~~~]`)
};

export const settings_line_certificate = /** @type {(inputs: Settings_Line_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çéŕţíƒíçáţé ~~~~~]`)
};

export const settings_cert_expired = /** @type {(inputs: Settings_Cert_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé'š çéŕţíƒíçáţé éẋþíŕéď óñ ${i?.date}; Šáţçĥéļ šţíļļ áççéþţš íţ ƀéçáúšé ýóú ţŕúšţéď íţ — ŕéñéŵ íţ óñ ţĥé áþþļíáñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const settings_new_name_for_appliance = /** @type {(inputs: Settings_New_Name_For_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ñáɱé ƒóŕ áþþļíáñçé ${i?.name} ~~~~~~ ~~~~]`)
};

export const settings_appliance_name_needed = /** @type {(inputs: Settings_Appliance_Name_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝíṽé ţĥé áþþļíáñçé á ñáɱé. ~~~~~~ ~~~~~]`)
};

export const settings_use_appliance = /** @type {(inputs: Settings_Use_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úšé áþþļíáñçé ${i?.name} ~~~~~~]`)
};

export const settings_check_cert_of = /** @type {(inputs: Settings_Check_Cert_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé çéŕţíƒíçáţé óƒ ${i?.name} ~~~~~~ ~~~~]`)
};

export const settings_check_cert = /** @type {(inputs: Settings_Check_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ çéŕţíƒíçáţé ~~~~~~ ~]`)
};

export const settings_rename_appliance = /** @type {(inputs: Settings_Rename_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé áþþļíáñçé ${i?.name} ~~~~~~ ~]`)
};

export const settings_remove_appliance = /** @type {(inputs: Settings_Remove_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé áþþļíáñçé ${i?.name} ~~~~~~ ~]`)
};

export const settings_cert_differs = /** @type {(inputs: Settings_Cert_DiffersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.host} þŕéšéñţš á ďíƒƒéŕéñţ çéŕţíƒíçáţé ƒŕóɱ ţĥé óñé ýóú ţŕúšţéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const settings_cert_differs_advice = /** @type {(inputs: Settings_Cert_Differs_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕúšţ ţĥé ñéŵ óñé óñļý íƒ ţĥé áþþļíáñçé'š áďɱíñíšţŕáţóŕ ŕéþļáçéď íţ; óţĥéŕŵíšé šóɱéóñé ɱáý ƀé íñ ƀéţŵééñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const settings_cert_trusted_until_now = /** @type {(inputs: Settings_Cert_Trusted_Until_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕúšţéď úñţíļ ñóŵ (ŠĤÁ-256) ~~~~~~ ~~~~~]`)
};

export const settings_cert_presented_now = /** @type {(inputs: Settings_Cert_Presented_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕéšéñţéď ñóŵ (ŠĤÁ-256) ~~~~~~ ~~~~]`)
};

export const settings_cert_issued_to = /** @type {(inputs: Settings_Cert_Issued_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íššúéď ţó ~~~~]`)
};

export const settings_cert_issued_by = /** @type {(inputs: Settings_Cert_Issued_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íššúéď ƀý ~~~~]`)
};

export const settings_trust_new_cert = /** @type {(inputs: Settings_Trust_New_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕúšţ ţĥé ñéŵ çéŕţíƒíçáţé ~~~~~~ ~~~~]`)
};

export const settings_keep_old_cert = /** @type {(inputs: Settings_Keep_Old_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķééþ ţĥé óļď óñé ~~~~~~ ~]`)
};

export const settings_appliances_locked = /** @type {(inputs: Settings_Appliances_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ ţó úšé, ŕéñáɱé, áďď óŕ ŕéɱóṽé áþþļíáñçéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_appliance_added = /** @type {(inputs: Settings_Appliance_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíĝñéď íñ ţó “${i?.name}” áñď šáṽéď íţ. Íţš þáššŵóŕď íš íñ ţĥé šýšţéɱ ķéýçĥáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_demo_appliance_added = /** @type {(inputs: Settings_Demo_Appliance_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áďďéď ţĥé ďéɱó áþþļíáñçé áš “${i?.name}”. ~~~~~~ ~~~~~~ ~]`)
};

export const settings_add_demo_appliance = /** @type {(inputs: Settings_Add_Demo_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďď ţĥé ďéɱó áþþļíáñçé ~~~~~~ ~~~]`)
};

export const settings_add_appliance_title = /** @type {(inputs: Settings_Add_Appliance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďď áñ áþþļíáñçé ~~~~~~ ~]`)
};

export const settings_add_appliance_intro = /** @type {(inputs: Settings_Add_Appliance_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ šíĝñš íñ ŵíţĥ ţĥéšé ƀéƒóŕé šáṽíñĝ áñýţĥíñĝ; ţĥé þáššŵóŕď ĝóéš íñţó ţĥé šýšţéɱ ķéýçĥáíñ áñď íš ñéṽéŕ šĥóŵñ áĝáíñ. Óṽéŕ ĥţţþš, ýóú šéé ţĥé áþþļíáñçé'š çéŕţíƒíçáţé ƒíŕšţ áñď ďéçíďé ŵĥéţĥéŕ ţó ţŕúšţ íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const settings_sign_in_and_save = /** @type {(inputs: Settings_Sign_In_And_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ áñď šáṽé ~~~~~~ ~]`)
};

export const settings_add_appliance_locked = /** @type {(inputs: Settings_Add_Appliance_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ ţó áďď áñ áþþļíáñçé. ~~~~~~ ~~~~~]`)
};

export const settings_reading_cert = /** @type {(inputs: Settings_Reading_CertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáďíñĝ ţĥé áþþļíáñçé’š çéŕţíƒíçáţé… ~~~~~~ ~~~~~~ ~~~]`)
};

export const settings_signing_in = /** @type {(inputs: Settings_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñíñĝ íñ ţó ţĥé áþþļíáñçé… ~~~~~~ ~~~~~~]`)
};

export const settings_adding_demo_appliance = /** @type {(inputs: Settings_Adding_Demo_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďďíñĝ ţĥé ďéɱó áþþļíáñçé… ~~~~~~ ~~~~~]`)
};

export const settings_demo_appliance_intro = /** @type {(inputs: Settings_Demo_Appliance_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéɱó ɱóďé: ţŕý ţĥé Þóļíçíéš ṽíéŵ óñ ţĥé ƀúíļţ-íñ ďéɱó áþþļíáñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_appliance_name = /** @type {(inputs: Settings_Appliance_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþļíáñçé ñáɱé ~~~~~~]`)
};

export const settings_appliance_address = /** @type {(inputs: Settings_Appliance_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþļíáñçé áďďŕéšš ~~~~~~ ~]`)
};

export const settings_user_name = /** @type {(inputs: Settings_User_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšéŕ ñáɱé ~~~~]`)
};

export const settings_appliance_password = /** @type {(inputs: Settings_Appliance_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþļíáñçé þáššŵóŕď ~~~~~~ ~~]`)
};

export const settings_sign_in_mode = /** @type {(inputs: Settings_Sign_In_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ-íñ ɱóďé ~~~~~]`)
};

export const settings_auth_session = /** @type {(inputs: Settings_Auth_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéššíóñ (šíĝñ íñ óñçé) ~~~~~~ ~~~]`)
};

export const settings_auth_basic = /** @type {(inputs: Settings_Auth_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĤŢŢÞ Ɓášíç (éṽéŕý ŕéǫúéšţ) ~~~~~~ ~~~~~]`)
};

export const settings_api_path = /** @type {(inputs: Settings_Api_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ þáţĥ ~~~~]`)
};

export const settings_api_path_hint = /** @type {(inputs: Settings_Api_Path_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ: ļéƒţ éɱþţý, ${i?.path} (ţĥé ďóçúɱéñţ'š). Á ŕéáļ áþþļíáñçé ɱáý ĥáṽé íţš óŵñ, šúçĥ áš /ñíţŕó/ṽ1. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_appliance_url_hint = /** @type {(inputs: Settings_Appliance_Url_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĥţţþš:// ƒóŕ áñ áþþļíáñçé óñ ţĥé ñéţŵóŕķ. Þļáíñ ĥţţþ:// óñļý ţó ţĥíš çóɱþúţéŕ (127.0.0.1, ļóçáļĥóšţ, áš áñ ŠŠĤ ţúññéļ): áñýŵĥéŕé éļšé íţ ŵóúļď šéñď ţĥé þáššŵóŕď úñéñçŕýþţéď, áñď Šáţçĥéļ ŕéƒúšéš íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const settings_cert_of = /** @type {(inputs: Settings_Cert_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çéŕţíƒíçáţé óƒ ${i?.host} ~~~~~~]`)
};

export const settings_cert_vouched = /** @type {(inputs: Settings_Cert_VouchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çóɱþúţéŕ'š çéŕţíƒíçáţé áúţĥóŕíţíéš ṽóúçĥ ƒóŕ íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_cert_untrusted = /** @type {(inputs: Settings_Cert_UntrustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çóɱþúţéŕ ďóéš ñóţ ţŕúšţ íţ. ~~~~~~ ~~~~~~ ~]`)
};

export const settings_cert_untrusted_self_signed = /** @type {(inputs: Settings_Cert_Untrusted_Self_SignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çóɱþúţéŕ ďóéš ñóţ ţŕúšţ íţ: íţ íš šíĝñéď ƀý íţšéļƒ, áš áþþļíáñçéš’ óŵñ çéŕţíƒíçáţéš ɱóšţļý áŕé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_cert_compare = /** @type {(inputs: Settings_Cert_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱþáŕé íţš ƒíñĝéŕþŕíñţ ŵíţĥ ţĥé óñé ţĥé áþþļíáñçé šĥóŵš (óñ íţš çóñšóļé óŕ ŵéƀ íñţéŕƒáçé) áñď ţŕúšţ íţ óñļý íƒ ţĥéý ɱáţçĥ. Šáţçĥéļ ţĥéñ áççéþţš ţĥíš çéŕţíƒíçáţé, áñď ñó óţĥéŕ, ƒóŕ ţĥíš áþþļíáñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const settings_cert_fingerprint = /** @type {(inputs: Settings_Cert_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠĤÁ-256 ƒíñĝéŕþŕíñţ ~~~~~~ ~~]`)
};

export const settings_cert_valid_until = /** @type {(inputs: Settings_Cert_Valid_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽáļíď úñţíļ ~~~~~]`)
};

export const settings_trust_and_sign_in = /** @type {(inputs: Settings_Trust_And_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕúšţ ţĥíš çéŕţíƒíçáţé áñď šíĝñ íñ ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_do_not_trust = /** @type {(inputs: Settings_Do_Not_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďóñ'ţ ţŕúšţ íţ ~~~~~~]`)
};

export const settings_appliance_not_web = /** @type {(inputs: Settings_Appliance_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé áþþļíáñçé áďďŕéšš áš á ŵéƀ áďďŕéšš, šúçĥ áš ĥţţþš://áďç.éẋáɱþļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const settings_appliance_scheme = /** @type {(inputs: Settings_Appliance_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áďďŕéšš šţáŕţš ŵíţĥ ĥţţþš://. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const settings_appliance_credentials = /** @type {(inputs: Settings_Appliance_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé ţĥé úšéŕ ñáɱé áñď þáššŵóŕď óúţ óƒ ţĥé áďďŕéšš: ţĥéý ĥáṽé ţĥéíŕ óŵñ ƒíéļďš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_appliance_plain_http = /** @type {(inputs: Settings_Appliance_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáíñ ĥţţþ:// ŵóúļď šéñď ţĥé þáššŵóŕď úñéñçŕýþţéď: úšé ĥţţþš://. Þļáíñ ĥţţþ:// íš óñļý ƒóŕ ţĥíš çóɱþúţéŕ (127.0.0.1, ļóçáļĥóšţ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_appliance_name_too_long = /** @type {(inputs: Settings_Appliance_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé áţ ɱóšţ 60 çĥáŕáçţéŕš ƒóŕ ţĥé áþþļíáñçé ñáɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_enter_user = /** @type {(inputs: Settings_Enter_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé úšéŕ ñáɱé ţó šíĝñ íñ ŵíţĥ. ~~~~~~ ~~~~~~ ~~~]`)
};

export const settings_user_too_long = /** @type {(inputs: Settings_User_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé úšéŕ ñáɱé íš ţóó ļóñĝ. ~~~~~~ ~~~~~]`)
};

export const settings_enter_password = /** @type {(inputs: Settings_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé þáššŵóŕď. ~~~~~~ ~~]`)
};

export const settings_password_too_long = /** @type {(inputs: Settings_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššŵóŕď íš ţóó ļóñĝ. ~~~~~~ ~~~~]`)
};

export const settings_market_now_demo = /** @type {(inputs: Settings_Market_Now_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáŕķéţš ñóŵ çóɱé ƒŕóɱ ţĥé ďéɱó éẋçĥáñĝé. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_market_now_from = /** @type {(inputs: Settings_Market_Now_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁáŕķéţš ñóŵ çóɱé ƒŕóɱ ${i?.url}. ~~~~~~ ~~~~]`)
};

export const settings_market_intro = /** @type {(inputs: Settings_Market_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ŵĥóšé ɱáŕķéţš áñď þŕíçéš Šáţçĥéļ šĥóŵš ŵĥíļé ñó áççóúñţ íš íñ úšé. Áñ áççóúñţ áļŵáýš úšéš íţš óŵñ éẋçĥáñĝé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const settings_market_fixed = /** @type {(inputs: Settings_Market_FixedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ ŵáš šţáŕţéď ŵíţĥ áñ éẋçĥáñĝé óƒ íţš óŵñ (${i?.how}), ŵĥíçĥ íš úšéď íñšţéáď óƒ ţĥé çĥóíçé ĥéŕé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_market_demo_not_running = /** @type {(inputs: Settings_Market_Demo_Not_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ďéɱó éẋçĥáñĝé íš ñóţ ŕúññíñĝ ñóŵ: íţ šţáŕţš ţĥé ñéẋţ ţíɱé Šáţçĥéļ šţáŕţš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const settings_restart_now = /** @type {(inputs: Settings_Restart_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšţáŕţ ñóŵ ~~~~~]`)
};

export const settings_restarting = /** @type {(inputs: Settings_RestartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ íš ŕéšţáŕţíñĝ… ~~~~~~ ~~~]`)
};

export const settings_market_legend = /** @type {(inputs: Settings_Market_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋçĥáñĝé ƒóŕ ɱáŕķéţ ďáţá ~~~~~~ ~~~~]`)
};

export const settings_use_demo_exchange = /** @type {(inputs: Settings_Use_Demo_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé ţĥé ďéɱó éẋçĥáñĝé ~~~~~~ ~~~]`)
};

export const settings_simulated = /** @type {(inputs: Settings_SimulatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(šíɱúļáţéď, ñó ŕéáļ ɱóñéý) ~~~~~~ ~~~~~]`)
};

export const settings_save_exchange = /** @type {(inputs: Settings_Save_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé éẋçĥáñĝé ~~~~~~]`)
};

export const settings_market_locked = /** @type {(inputs: Settings_Market_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ ţó çĥáñĝé ţĥé éẋçĥáñĝé. ~~~~~~ ~~~~~~]`)
};

export const settings_market_address_empty = /** @type {(inputs: Settings_Market_Address_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé éẋçĥáñĝé'š áďďŕéšš, šúçĥ áš ĥţţþš://éẋçĥáñĝé.éẋáɱþļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_market_address_not_web = /** @type {(inputs: Settings_Market_Address_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé'š áďďŕéšš íš ñóţ á ŵéƀ áďďŕéšš. Úšé óñé ļíķé ĥţţþš://éẋçĥáñĝé.éẋáɱþļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_market_address_scheme = /** @type {(inputs: Settings_Market_Address_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé'š áďďŕéšš ɱúšţ šţáŕţ ŵíţĥ ĥţţþš://. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_market_address_credentials = /** @type {(inputs: Settings_Market_Address_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé'š áďďŕéšš ɱúšţ ñóţ çóñţáíñ á úšéŕ ñáɱé óŕ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const settings_market_address_query = /** @type {(inputs: Settings_Market_Address_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé'š áďďŕéšš éñďš ƀéƒóŕé áñý ? óŕ #. Úšé óñé ļíķé ĥţţþš://éẋçĥáñĝé.éẋáɱþļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_diagnostics_explained = /** @type {(inputs: Settings_Diagnostics_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ţéẋţ ƒíļé ƒóŕ šúþþóŕţ: Šáţçĥéļ’š ṽéŕšíóñ áñď šýšţéɱ, ýóúŕ šéţţíñĝš áš çĥóíçéš áñď çóúñţš, áñď ţĥé éñď óƒ Šáţçĥéļ’š ļóĝ. Ķéýš, þáššŵóŕďš, é-ɱáíļ áñď çóíñ áďďŕéššéš, ÍƁÁÑš, çáŕď ñúɱƀéŕš, ţŕáñšƒéŕ çóďéš, ñáɱéš, áñď ţĥé áďďŕéššéš óƒ ýóúŕ éẋçĥáñĝéš áñď áþþļíáñçéš áŕé ţáķéñ óúţ. Ñóţĥíñĝ íš šéñţ: ýóú çĥóóšé ŵĥóɱ ţó ĝíṽé íţ ţó. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_export_diagnostics = /** @type {(inputs: Settings_Export_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ďíáĝñóšţíçš ~~~~~~ ~~]`)
};

export const settings_diagnostics_downloaded = /** @type {(inputs: Settings_Diagnostics_DownloadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďíáĝñóšţíçš šáṽéď áš ${i?.file} (ýóúŕ ďóŵñļóáďš). ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_diagnostics_saved = /** @type {(inputs: Settings_Diagnostics_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďíáĝñóšţíçš šáṽéď ţó ${i?.path}. ~~~~~~ ~~~]`)
};

export const settings_diagnostics_cancelled = /** @type {(inputs: Settings_Diagnostics_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ çáñçéļļéď: ñóţĥíñĝ ŵáš šáṽéď. ~~~~~~ ~~~~~~ ~~~]`)
};

export const settings_api_path_empty = /** @type {(inputs: Settings_Api_Path_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ÁÞÍ þáţĥ, šúçĥ áš /šṽç/ṽ1. ~~~~~~ ~~~~~~ ~~~]`)
};

export const settings_api_path_too_long = /** @type {(inputs: Settings_Api_Path_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ þáţĥ ĥáš áţ ɱóšţ ${i?.count} çĥáŕáçţéŕ. ~~~~~~ ~~~~~~ ~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ þáţĥ ĥáš áţ ɱóšţ ${i?.count} çĥáŕáçţéŕš. ~~~~~~ ~~~~~~ ~~~]`);
	return /** @type {LocalizedString} */ ("settings_api_path_too_long");
};

export const settings_api_path_slash = /** @type {(inputs: Settings_Api_Path_SlashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ þáţĥ šţáŕţš ŵíţĥ “/”, šúçĥ áš /šṽç/ṽ1. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const settings_api_path_no_folder = /** @type {(inputs: Settings_Api_Path_No_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ þáţĥ ñáɱéš áţ ļéášţ óñé ƒóļďéŕ, šúçĥ áš /šṽç/ṽ1. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const settings_api_path_double_slash = /** @type {(inputs: Settings_Api_Path_Double_SlashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ þáţĥ ĥáš “//” íñ íţ: óñé “/” ƀéţŵééñ íţš þáŕţš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const settings_api_path_dots = /** @type {(inputs: Settings_Api_Path_DotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ þáţĥ çáññóţ ĥáṽé “.” óŕ “..” áš á þáŕţ. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const settings_api_path_characters = /** @type {(inputs: Settings_Api_Path_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ þáţĥ ĥáš óñļý ļéţţéŕš, ďíĝíţš áñď . _ ~ - ƀéţŵééñ íţš “/”, šúçĥ áš /ñíţŕó/ṽ1. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const fiat_cards_title = /** @type {(inputs: Fiat_Cards_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕďš áñď óţĥéŕ þáýɱéñţ šéŕṽíçéš ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_intro = /** @type {(inputs: Fiat_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíáţ ĝóéš ţĥŕóúĝĥ ţĥé éẋçĥáñĝé'š þáýɱéñţ ĝáţéŵáý, íñ á ŵíñďóŵ óƒ íţš óŵñ: íţ çáñ óñļý ďó þáýɱéñţš, áñď íţ áçţš ƒóŕ ţĥé áççóúñţ ţĥáţ íš áçţíṽé ñóŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const fiat_currency = /** @type {(inputs: Fiat_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý ~~~~]`)
};

export const fiat_available_short = /** @type {(inputs: Fiat_Available_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[áṽáíļáƀļé ${i?.amount} ~~~~]`)
};

export const fiat_deposit_of = /** @type {(inputs: Fiat_Deposit_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ ${i?.currency} ~~~~]`)
};

export const fiat_payout_of = /** @type {(inputs: Fiat_Payout_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáý óúţ ${i?.currency} ~~~~]`)
};

export const fiat_unlock_to_move = /** @type {(inputs: Fiat_Unlock_To_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ Šáţçĥéļ ţó ɱóṽé ɱóñéý. ~~~~~~ ~~~~~~]`)
};

export const fiat_opening = /** @type {(inputs: Fiat_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñíñĝ ţĥé þáýɱéñţ ŵíñďóŵ… ~~~~~~ ~~~~~]`)
};

export const fiat_opened_deposit = /** @type {(inputs: Fiat_Opened_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ŵíñďóŵ ƒóŕ ţĥé ďéþóšíţ óƒ ${i?.currency} íš óþéñ. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_opened_payout = /** @type {(inputs: Fiat_Opened_PayoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ŵíñďóŵ ƒóŕ ţĥé þáýóúţ óƒ ${i?.currency} íš óþéñ. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_blocked = /** @type {(inputs: Fiat_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƀŕóŵšéŕ ƀļóçķéď ţĥé þáýɱéñţ ŵíñďóŵ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const fiat_open_window = /** @type {(inputs: Fiat_Open_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ ţĥé þáýɱéñţ ŵíñďóŵ ~~~~~~ ~~~~]`)
};

export const fiat_deposit_paid = /** @type {(inputs: Fiat_Deposit_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ ${i?.id} óƒ ${i?.amount} ${i?.currency} íš þáíď áñď çŕéďíţéď. ~~~~~~ ~~~~~~ ~~]`)
};

export const fiat_deposit_ended = /** @type {(inputs: Fiat_Deposit_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ ${i?.id} óƒ ${i?.amount} ${i?.currency} éñďéď (${i?.status}): ñóţĥíñĝ ŵáš çŕéďíţéď. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const fiat_window_deposit = /** @type {(inputs: Fiat_Window_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ ${i?.currency} ~~~~]`)
};

export const fiat_window_payout = /** @type {(inputs: Fiat_Window_PayoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáý óúţ ${i?.currency} ~~~~]`)
};

export const fiat_window_payment = /** @type {(inputs: Fiat_Window_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáýɱéñţ ~~~]`)
};

export const fiat_window_via = /** @type {(inputs: Fiat_Window_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ ${i?.account} · ţĥŕóúĝĥ ţĥé þáýɱéñţ ĝáţéŵáý áţ ${i?.host} ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const fiat_window_loading = /** @type {(inputs: Fiat_Window_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ţĥé þáýɱéñţ ŵíñďóŵ… ~~~~~~ ~~~~~]`)
};

export const fiat_window_locked = /** @type {(inputs: Fiat_Window_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ íš ļóçķéď. Úñļóçķ íţ íñ ţĥé ɱáíñ ŵíñďóŵ ţó ĝó óñ; ŵĥáţ ýóú ţýþéď ĥéŕé šţáýš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const fiat_deposit_going = /** @type {(inputs: Fiat_Deposit_GoingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ ${i?.id}: ĝóíñĝ ţó ţĥé þáýɱéñţ þáĝé… ~~~~~~ ~~~~~~ ~~~]`)
};

export const fiat_deposit_made_via = /** @type {(inputs: Fiat_Deposit_Made_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} ${i?.currency} ţĥŕóúĝĥ ${i?.service}. Ŕéƒéŕéñçé: ďéþóšíţ ${i?.id}. ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_deposit_made_via_from = /** @type {(inputs: Fiat_Deposit_Made_Via_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} ${i?.currency} ţĥŕóúĝĥ ${i?.service} (${i?.from}). Ŕéƒéŕéñçé: ďéþóšíţ ${i?.id}. ~~~~~~ ~~~~~~ ~~]`)
};

export const fiat_deposit_made_quick = /** @type {(inputs: Fiat_Deposit_Made_QuickInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} ${i?.currency} ƀý çáŕď, ţĥé éẋçĥáñĝé'š çĥóíçé óƒ šéŕṽíçé. Ŕéƒéŕéñçé: ďéþóšíţ ${i?.id}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const fiat_deposit_pay_there = /** @type {(inputs: Fiat_Deposit_Pay_ThereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáý óñ ţĥé þáýɱéñţ šéŕṽíçé'š þáĝé. Ŵĥéñ íţ íš ďóñé, ţĥíš ŵíñďóŵ çļóšéš áñď ýóúŕ ƀáļáñçé íš úþďáţéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const fiat_payment_form = /** @type {(inputs: Fiat_Payment_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáýɱéñţ ƒóŕɱ ~~~~~]`)
};

export const fiat_continue_to_page = /** @type {(inputs: Fiat_Continue_To_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţíñúé ţó ţĥé þáýɱéñţ þáĝé ~~~~~~ ~~~~~~]`)
};

export const fiat_asking_services = /** @type {(inputs: Fiat_Asking_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķíñĝ ţĥé þáýɱéñţ ĝáţéŵáý ƒóŕ íţš šéŕṽíçéš… ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const fiat_amount_and_service = /** @type {(inputs: Fiat_Amount_And_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ áñď šéŕṽíçé ~~~~~~ ~~]`)
};

export const fiat_test_mode = /** @type {(inputs: Fiat_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý íš íñ ţéšţ ɱóďé: ñó ŕéáļ ɱóñéý ɱóṽéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const fiat_amount_in = /** @type {(inputs: Fiat_Amount_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ (${i?.currency}) ~~~~]`)
};

export const fiat_no_deposit_service = /** @type {(inputs: Fiat_No_Deposit_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý óƒƒéŕš ñó þáýɱéñţ šéŕṽíçé ƒóŕ ${i?.currency} ŕíĝĥţ ñóŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_payment_service = /** @type {(inputs: Fiat_Payment_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáýɱéñţ šéŕṽíçé ~~~~~~]`)
};

export const fiat_continue_to_payment = /** @type {(inputs: Fiat_Continue_To_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţíñúé ţó þáýɱéñţ ~~~~~~ ~~]`)
};

export const fiat_quick_deposit = /** @type {(inputs: Fiat_Quick_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúíçķ çáŕď ďéþóšíţ ~~~~~~ ~~]`)
};

export const fiat_making_deposit = /** @type {(inputs: Fiat_Making_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáķíñĝ ţĥé ďéþóšíţ áñď íţš íñṽóíçé… ~~~~~~ ~~~~~~ ~~]`)
};

export const fiat_quick_deposit_hint = /** @type {(inputs: Fiat_Quick_Deposit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫúíçķ çáŕď ďéþóšíţ ļéţš ţĥé éẋçĥáñĝé çĥóóšé ţĥé þáýɱéñţ šéŕṽíçé áñď šķíþš ţĥé ďéţáíļš áƀóṽé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_fee_not_stated = /** @type {(inputs: Fiat_Fee_Not_StatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó ƒéé šţáţéď ~~~~~~]`)
};

export const fiat_fee_none = /** @type {(inputs: Fiat_Fee_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó ƒéé ~~~]`)
};

export const fiat_fee_is = /** @type {(inputs: Fiat_Fee_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ƒéé ${i?.fee} ~~]`)
};

export const fiat_fee_at_least = /** @type {(inputs: Fiat_Fee_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[áţ ļéášţ ${i?.amount} ${i?.currency} ~~~~]`)
};

export const fiat_fee_at_most = /** @type {(inputs: Fiat_Fee_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[áţ ɱóšţ ${i?.amount} ${i?.currency} ~~~~]`)
};

export const fiat_limit_from = /** @type {(inputs: Fiat_Limit_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ƒŕóɱ ${i?.amount} ${i?.currency} ~~~]`)
};

export const fiat_limit_up_to = /** @type {(inputs: Fiat_Limit_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[úþ ţó ${i?.amount} ${i?.currency} ~~~]`)
};

export const fiat_no_details_needed = /** @type {(inputs: Fiat_No_Details_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñó ďéţáíļš ñééďéď ~~~~~~ ~]`)
};

export const fiat_field_optional = /** @type {(inputs: Fiat_Field_OptionalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} (óþţíóñáļ) ~~~~~]`)
};

export const fiat_enter_amount = /** @type {(inputs: Fiat_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ áɱóúñţ. ~~~~~~ ~]`)
};

export const fiat_payout_declined = /** @type {(inputs: Fiat_Payout_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šéñţ: ýóú ďéçļíñéď ţĥé çóñƒíŕɱáţíóñ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const fiat_payout_result = /** @type {(inputs: Fiat_Payout_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáýóúţ ${i?.id}: ${i?.status} ~~~~]`)
};

export const fiat_payout_sent = /** @type {(inputs: Fiat_Payout_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéñţ: ${i?.receive} ${i?.currency} ţó ${i?.recipient}; ${i?.debit} ${i?.currency} ƒŕóɱ ýóúŕ ƀáļáñçé. ~~~~~~ ~~~~~~ ~~]`)
};

export const fiat_payout_sent_via = /** @type {(inputs: Fiat_Payout_Sent_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéñţ: ${i?.receive} ${i?.currency} ţó ${i?.recipient} ţĥŕóúĝĥ ${i?.service}; ${i?.debit} ${i?.currency} ƒŕóɱ ýóúŕ ƀáļáñçé. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const fiat_payout_sent_anyone = /** @type {(inputs: Fiat_Payout_Sent_AnyoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéñţ: ${i?.receive} ${i?.currency} ţó ţĥé ŕéçíþíéñţ; ${i?.debit} ${i?.currency} ƒŕóɱ ýóúŕ ƀáļáñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_payout_sent_anyone_via = /** @type {(inputs: Fiat_Payout_Sent_Anyone_ViaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéñţ: ${i?.receive} ${i?.currency} ţó ţĥé ŕéçíþíéñţ ţĥŕóúĝĥ ${i?.service}; ${i?.debit} ${i?.currency} ƒŕóɱ ýóúŕ ƀáļáñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const fiat_payout_reference = /** @type {(inputs: Fiat_Payout_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéƒéŕéñçé: þáýóúţ ${i?.id}. Íţš þŕóĝŕéšš šĥóŵš íñ Ĥíšţóŕý íñ ţĥé ɱáíñ ŵíñďóŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const fiat_payout_email = /** @type {(inputs: Fiat_Payout_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé šéñţ ýóú áñ é-ɱáíļ. Ţĥé þáýóúţ ĝóéš óúţ óñļý áƒţéŕ ýóú óþéñ ţĥé ļíñķ íñ íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const fiat_exchange_says = /** @type {(inputs: Fiat_Exchange_SaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé šáýš: “${i?.message}” ~~~~~~ ~~~]`)
};

export const fiat_payout_saved_source = /** @type {(inputs: Fiat_Payout_Saved_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé šáṽéď ţĥíš ďéšţíñáţíóñ áš ƒúñď šóúŕçé ${i?.id}: ñéẋţ ţíɱé, çĥóóšé “Á ďéšţíñáţíóñ ţĥé éẋçĥáñĝé šáṽéď” áñď éñţéŕ ţĥáţ ñúɱƀéŕ íñšţéáď óƒ ţĥé ďéţáíļš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_reading_balance = /** @type {(inputs: Fiat_Reading_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáďíñĝ ýóúŕ ƀáļáñçé áĝáíñ… ~~~~~~ ~~~~~]`)
};

export const fiat_available_now = /** @type {(inputs: Fiat_Available_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áṽáíļáƀļé ñóŵ: ${i?.amount} ~~~~~~]`)
};

export const fiat_balance_unread = /** @type {(inputs: Fiat_Balance_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ƀáļáñçé çóúļď ñóţ ƀé ŕéáď áĝáíñ; Ɓáļáñçéš íñ ţĥé ɱáíñ ŵíñďóŵ šĥóŵš íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const fiat_new_payout = /** @type {(inputs: Fiat_New_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ þáýóúţ ~~~~]`)
};

export const fiat_close_window = /** @type {(inputs: Fiat_Close_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļóšé ţĥíš ŵíñďóŵ ~~~~~~ ~]`)
};

export const fiat_how_much = /** @type {(inputs: Fiat_How_MuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥóŵ ɱúçĥ ~~~~]`)
};

export const fiat_update_services = /** @type {(inputs: Fiat_Update_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþďáţé šéŕṽíçéš ~~~~~~]`)
};

export const fiat_show_payout_services = /** @type {(inputs: Fiat_Show_Payout_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ þáýóúţ šéŕṽíçéš ~~~~~~ ~~]`)
};

export const fiat_available = /** @type {(inputs: Fiat_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áṽáíļáƀļé: ${i?.amount} ~~~~~]`)
};

export const fiat_where_to = /** @type {(inputs: Fiat_Where_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥéŕé ţó ~~~~]`)
};

export const fiat_no_payout_service = /** @type {(inputs: Fiat_No_Payout_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý óƒƒéŕš ñó þáýóúţ šéŕṽíçé ƒóŕ ${i?.amount} ${i?.currency}. Ţŕý áñóţĥéŕ áɱóúñţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const fiat_payout_service = /** @type {(inputs: Fiat_Payout_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáýóúţ šéŕṽíçé ~~~~~~]`)
};

export const fiat_pay_to = /** @type {(inputs: Fiat_Pay_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáý ţó ~~~]`)
};

export const fiat_new_details = /** @type {(inputs: Fiat_New_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ďéţáíļš ~~~~~]`)
};

export const fiat_saved_destination = /** @type {(inputs: Fiat_Saved_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ďéšţíñáţíóñ ţĥé éẋçĥáñĝé šáṽéď ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_fund_source = /** @type {(inputs: Fiat_Fund_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒúñď šóúŕçé ñúɱƀéŕ ~~~~~~ ~~]`)
};

export const fiat_fund_source_hint = /** @type {(inputs: Fiat_Fund_Source_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵñ áƒţéŕ áñ éáŕļíéŕ þáýóúţ ţó ţĥé šáɱé ďéţáíļš ŵíţĥ ţĥíš šéŕṽíçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const fiat_fund_source_problem = /** @type {(inputs: Fiat_Fund_Source_ProblemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ƒúñď šóúŕçé ñúɱƀéŕ, á ŵĥóļé ñúɱƀéŕ. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const fiat_recipient_gets = /** @type {(inputs: Fiat_Recipient_GetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçíþíéñţ ĝéţš ~~~~~~]`)
};

export const fiat_fee = /** @type {(inputs: Fiat_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒéé ~~]`)
};

export const fiat_taken_from_balance = /** @type {(inputs: Fiat_Taken_From_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáķéñ ƒŕóɱ ýóúŕ ƀáļáñçé ~~~~~~ ~~~~]`)
};

export const fiat_amount_changed = /** @type {(inputs: Fiat_Amount_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áɱóúñţ çĥáñĝéď: úþďáţé ţĥé šéŕṽíçéš ţó šéé ţĥíš áɱóúñţ'š óƒƒéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const fiat_review_payout = /** @type {(inputs: Fiat_Review_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽíéŵ áñď þáý óúţ ~~~~~~ ~~]`)
};

export const fiat_waiting_confirmation = /** @type {(inputs: Fiat_Waiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵáíţíñĝ ƒóŕ ýóúŕ çóñƒíŕɱáţíóñ áñď ţĥé éẋçĥáñĝé… ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_converter = /** @type {(inputs: Fiat_ConverterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñṽéŕţéŕ ~~~~]`)
};

export const fiat_loading_rates = /** @type {(inputs: Fiat_Loading_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ŕáţéš… ~~~~~~]`)
};

export const fiat_converter_amount = /** @type {(inputs: Fiat_Converter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ ~~~]`)
};

export const fiat_converter_from = /** @type {(inputs: Fiat_Converter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ~~]`)
};

export const fiat_converter_to = /** @type {(inputs: Fiat_Converter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţó ~]`)
};

export const fiat_rates_as_of = /** @type {(inputs: Fiat_Rates_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš áš óƒ ${i?.time}, ášķéď áĝáíñ éṽéŕý ɱíñúţé. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const fiat_convert_empty = /** @type {(inputs: Fiat_Convert_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ áɱóúñţ ţó çóñṽéŕţ. ~~~~~~ ~~~~~]`)
};

export const fiat_convert_invalid = /** @type {(inputs: Fiat_Convert_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ñúɱƀéŕ, šúçĥ áš 1.5 (úšé á þóíñţ ƒóŕ ďéçíɱáļš). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const fiat_convert_negative = /** @type {(inputs: Fiat_Convert_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ áɱóúñţ óƒ žéŕó óŕ ɱóŕé. ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_convert_no_rate = /** @type {(inputs: Fiat_Convert_No_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ĝíṽéš ñó ŕáţé ƒóŕ ţĥíš þáíŕ. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const fiat_currencies_loading = /** @type {(inputs: Fiat_Currencies_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ çúŕŕéñçíéš… ~~~~~~ ~~]`)
};

export const fiat_currencies_none = /** @type {(inputs: Fiat_Currencies_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ļíšţš ñó çúŕŕéñçíéš. ~~~~~~ ~~~~~~ ~~]`)
};

export const fiat_currencies_caption = /** @type {(inputs: Fiat_Currencies_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçíéš ~~~~]`)
};

export const fiat_currencies_currency = /** @type {(inputs: Fiat_Currencies_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çúŕŕéñçý ~~~~]`)
};

export const fiat_currencies_code = /** @type {(inputs: Fiat_Currencies_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóďé ~~]`)
};

export const fiat_currencies_type = /** @type {(inputs: Fiat_Currencies_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé ~~]`)
};

export const fiat_currencies_memo = /** @type {(inputs: Fiat_Currencies_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱó ñééďéď ~~~~~]`)
};

export const fiat_currencies_precision = /** @type {(inputs: Fiat_Currencies_PrecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕéçíšíóñ ~~~~]`)
};

export const fiat_currencies_trade_precision = /** @type {(inputs: Fiat_Currencies_Trade_PrecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕáďé þŕéçíšíóñ ~~~~~~]`)
};

export const fiat_currencies_crypto = /** @type {(inputs: Fiat_Currencies_CryptoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕýþţó ~~~]`)
};

export const fiat_currencies_fiat = /** @type {(inputs: Fiat_Currencies_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíáţ ~~]`)
};

export const fiat_currencies_yes = /** @type {(inputs: Fiat_Currencies_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýéš ~~]`)
};

export const fiat_currencies_no = /** @type {(inputs: Fiat_Currencies_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ~]`)
};

export const fiat_fees_loading = /** @type {(inputs: Fiat_Fees_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ ƒééš… ~~~~~~]`)
};

export const fiat_fees_crypto = /** @type {(inputs: Fiat_Fees_CryptoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕýþţó ŵíţĥďŕáŵáļ ƒééš ~~~~~~ ~~~]`)
};

export const fiat_fees_crypto_none = /** @type {(inputs: Fiat_Fees_Crypto_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ļíšţš ñó çŕýþţó ƒééš. ~~~~~~ ~~~~~~ ~~]`)
};

export const fiat_fees_withdrawal_fee = /** @type {(inputs: Fiat_Fees_Withdrawal_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥďŕáŵáļ ƒéé ~~~~~~]`)
};

export const fiat_fees_in_usd = /** @type {(inputs: Fiat_Fees_In_UsdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒéé íñ ÚŠĎ ~~~~]`)
};

export const fiat_fees_min_deposit = /** @type {(inputs: Fiat_Fees_Min_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñ ďéþóšíţ ~~~~~]`)
};

export const fiat_fees_min_withdrawal = /** @type {(inputs: Fiat_Fees_Min_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñ ŵíţĥďŕáŵáļ ~~~~~~]`)
};

export const fiat_fees_fiat = /** @type {(inputs: Fiat_Fees_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíáţ ƒééš ~~~~]`)
};

export const fiat_fees_fiat_none = /** @type {(inputs: Fiat_Fees_Fiat_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ļíšţš ñó ƒíáţ ƒééš. ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_fees_method = /** @type {(inputs: Fiat_Fees_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéţĥóď ~~~]`)
};

export const fiat_fees_deposit_percent = /** @type {(inputs: Fiat_Fees_Deposit_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ % ~~~~]`)
};

export const fiat_fees_withdrawal_percent = /** @type {(inputs: Fiat_Fees_Withdrawal_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥďŕáŵáļ % ~~~~~]`)
};

export const fiat_method_payment_card = /** @type {(inputs: Fiat_Method_Payment_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáýɱéñţ çáŕď (Ṽíšá, Ṁášţéŕçáŕď) ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_method_advcash_wallet = /** @type {(inputs: Fiat_Method_Advcash_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďṽçášĥ ŵáļļéţ ~~~~~~]`)
};

export const fiat_method_perfectmoney_account = /** @type {(inputs: Fiat_Method_Perfectmoney_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕƒéçţ Ṁóñéý áççóúñţ ~~~~~~ ~~~]`)
};

export const fiat_method_perfectmoney_transfer = /** @type {(inputs: Fiat_Method_Perfectmoney_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕƒéçţ Ṁóñéý ţŕáñšƒéŕ ~~~~~~ ~~~]`)
};

export const fiat_method_svc_code = /** @type {(inputs: Fiat_Method_Svc_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋçĥáñĝé çóďé ~~~~~~]`)
};

export const fiat_policies_col_name = /** @type {(inputs: Fiat_Policies_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ~~]`)
};

export const fiat_policies_col_rule = /** @type {(inputs: Fiat_Policies_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕúļé ~~]`)
};

export const fiat_policies_col_action = /** @type {(inputs: Fiat_Policies_Col_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñ ~~~]`)
};

export const fiat_policies_col_state = /** @type {(inputs: Fiat_Policies_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáţé ~~]`)
};

export const fiat_policies_col_hits = /** @type {(inputs: Fiat_Policies_Col_HitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíţš ~~]`)
};

export const fiat_policies_none_with_name = /** @type {(inputs: Fiat_Policies_None_With_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó þóļíçý ĥáš ñáɱé “${i?.value}”. ~~~~~~ ~~~]`)
};

export const fiat_policies_none_with_rule = /** @type {(inputs: Fiat_Policies_None_With_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó þóļíçý ĥáš ŕúļé “${i?.value}”. ~~~~~~ ~~~]`)
};

export const fiat_policies_none_with_action = /** @type {(inputs: Fiat_Policies_None_With_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó þóļíçý ĥáš áçţíóñ “${i?.value}”. ~~~~~~ ~~~~]`)
};

export const fiat_policies_none_with_state = /** @type {(inputs: Fiat_Policies_None_With_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó þóļíçý ĥáš šţáţé “${i?.value}”. ~~~~~~ ~~~~]`)
};

export const fiat_policies_none_with_hits = /** @type {(inputs: Fiat_Policies_None_With_HitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó þóļíçý ĥáš ĥíţš “${i?.value}”. ~~~~~~ ~~~]`)
};

export const fiat_policies_enabled = /** @type {(inputs: Fiat_Policies_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñáƀļéď ~~~]`)
};

export const fiat_policies_disabled = /** @type {(inputs: Fiat_Policies_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďíšáƀļéď ~~~~]`)
};

export const fiat_policies_nothing_changed = /** @type {(inputs: Fiat_Policies_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ çĥáñĝéď: éďíţ ţĥé ŕúļé óŕ ţĥé áçţíóñ ƒíŕšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const fiat_policies_same_name = /** @type {(inputs: Fiat_Policies_Same_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” íš íţš ñáɱé áļŕéáďý. ~~~~~~ ~~~~]`)
};

export const fiat_policies_quoted = /** @type {(inputs: Fiat_Policies_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” ~]`)
};

export const fiat_policies_and_more = /** @type {(inputs: Fiat_Policies_And_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.names} áñď ${i?.count} ɱóŕé ~~~~]`)
};

export const fiat_policies_done_enable = /** @type {(inputs: Fiat_Policies_Done_EnableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éñáƀļéď ${i?.count}: ${i?.names}. ~~~~~]`)
};

export const fiat_policies_done_disable = /** @type {(inputs: Fiat_Policies_Done_DisableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďíšáƀļéď ${i?.count}: ${i?.names}. ~~~~~]`)
};

export const fiat_policies_done_delete = /** @type {(inputs: Fiat_Policies_Done_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéļéţéď ${i?.count}: ${i?.names}. ~~~~~]`)
};

export const fiat_policies_not_enable = /** @type {(inputs: Fiat_Policies_Not_EnableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ éñáƀļéď: ${i?.names} — ${i?.message} ~~~~~~ ~]`)
};

export const fiat_policies_not_disable = /** @type {(inputs: Fiat_Policies_Not_DisableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ ďíšáƀļéď: ${i?.names} — ${i?.message} ~~~~~~ ~]`)
};

export const fiat_policies_not_delete = /** @type {(inputs: Fiat_Policies_Not_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ ďéļéţéď: ${i?.names} — ${i?.message} ~~~~~~ ~]`)
};

export const fiat_policies_no_answer = /** @type {(inputs: Fiat_Policies_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó áñšŵéŕ ƒóŕ ${i?.names}: ${i?.message} ~~~~~~ ~]`)
};

export const fiat_policies_nothing_enabled = /** @type {(inputs: Fiat_Policies_Nothing_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš éñáƀļéď. ~~~~~~ ~~]`)
};

export const fiat_policies_nothing_disabled = /** @type {(inputs: Fiat_Policies_Nothing_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš ďíšáƀļéď. ~~~~~~ ~~~]`)
};

export const fiat_policies_nothing_deleted = /** @type {(inputs: Fiat_Policies_Nothing_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš ďéļéţéď. ~~~~~~ ~~]`)
};

export const fiat_policies_renamed = /** @type {(inputs: Fiat_Policies_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱéď “${i?.from}” ţó “${i?.to}”. ~~~~~~ ~]`)
};

export const fiat_policies_hint_certificate = /** @type {(inputs: Fiat_Policies_Hint_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóóķ áţ ţĥé çéŕţíƒíçáţé íñ Šéţţíñĝš, úñďéŕ Áþþļíáñçéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const fiat_policies_hint_password = /** @type {(inputs: Fiat_Policies_Hint_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ţĥé áþþļíáñçé íñ Šéţţíñĝš áñď áďď íţ áĝáíñ ŵíţĥ ţĥé ŕíĝĥţ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const fiat_policies_loading_appliances = /** @type {(inputs: Fiat_Policies_Loading_AppliancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ áþþļíáñçéš… ~~~~~~ ~~]`)
};

export const fiat_policies_no_appliance = /** @type {(inputs: Fiat_Policies_No_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áþþļíáñçé íš šéţ úþ ýéţ. Áďď óñé íñ Šéţţíñĝš ţó ɱáñáĝé íţš áúţĥóŕížáţíóñ þóļíçíéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const fiat_policies_add_appliance = /** @type {(inputs: Fiat_Policies_Add_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďď áñ áþþļíáñçé ~~~~~~ ~]`)
};

export const fiat_policies_appliance = /** @type {(inputs: Fiat_Policies_ApplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþļíáñçé: ~~~~]`)
};

export const fiat_policies_switch = /** @type {(inputs: Fiat_Policies_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šŵíţçĥ íñ Šéţţíñĝš ~~~~~~ ~~]`)
};

export const fiat_policies_filter = /** @type {(inputs: Fiat_Policies_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļţéŕ þóļíçíéš ~~~~~~]`)
};

export const fiat_policies_filter_on = /** @type {(inputs: Fiat_Policies_Filter_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíļţéŕ óñ ~~~~]`)
};

export const fiat_policies_exact_value = /** @type {(inputs: Fiat_Policies_Exact_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋáçţ ṽáļúé ~~~~~]`)
};

export const fiat_policies_allow_or_deny = /** @type {(inputs: Fiat_Policies_Allow_Or_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁĻĻÓŴ óŕ ĎÉÑÝ ~~~~~~]`)
};

export const fiat_policies_enabled_or_disabled = /** @type {(inputs: Fiat_Policies_Enabled_Or_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÉÑÁƁĻÉĎ óŕ ĎÍŠÁƁĻÉĎ ~~~~~~ ~~]`)
};

export const fiat_policies_apply_filter = /** @type {(inputs: Fiat_Policies_Apply_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþļý ƒíļţéŕ ~~~~~]`)
};

export const fiat_policies_clear_filter = /** @type {(inputs: Fiat_Policies_Clear_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ƒíļţéŕ ~~~~~]`)
};

export const fiat_policies_per_page = /** @type {(inputs: Fiat_Policies_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕ þáĝé ~~~~]`)
};

export const fiat_policies_refresh = /** @type {(inputs: Fiat_Policies_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒŕéšĥ ~~~]`)
};

export const fiat_policies_add = /** @type {(inputs: Fiat_Policies_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďď á þóļíçý ~~~~~]`)
};

export const fiat_policies_selected = /** @type {(inputs: Fiat_Policies_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļéçţéď þóļíçíéš ~~~~~~ ~]`)
};

export const fiat_policies_enable_selected = /** @type {(inputs: Fiat_Policies_Enable_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éñáƀļé šéļéçţéď (${i?.count}) ~~~~~~ ~~]`)
};

export const fiat_policies_disable_selected = /** @type {(inputs: Fiat_Policies_Disable_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďíšáƀļé šéļéçţéď (${i?.count}) ~~~~~~ ~~]`)
};

export const fiat_policies_delete_selected = /** @type {(inputs: Fiat_Policies_Delete_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéļéţé šéļéçţéď (${i?.count}) ~~~~~~ ~~]`)
};

export const fiat_policies_unlock = /** @type {(inputs: Fiat_Policies_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ ţó çĥáñĝé þóļíçíéš. ~~~~~~ ~~~~~]`)
};

export const fiat_policies_states_note = /** @type {(inputs: Fiat_Policies_States_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áþþļíáñçé ďóéš ñóţ šúþþóŕţ éñáƀļíñĝ óŕ ďíšáƀļíñĝ þóļíçíéš, ñóŕ ŕéšéţţíñĝ á ƒíéļď ţó íţš ďéƒáúļţ (íţ áñšŵéŕéď éŕŕóŕçóďé 1240), šó ţĥéý áŕé ñóţ óƒƒéŕéď ĥéŕé, áñď þóļíçíéš ĥáṽé ñó šţáţé ţó ƒíļţéŕ óŕ šóŕţ óñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const fiat_policies_waiting = /** @type {(inputs: Fiat_Policies_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵáíţíñĝ ƒóŕ ţĥé áþþļíáñçé (óŕ ýóúŕ çóñƒíŕɱáţíóñ)… ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const fiat_policies_loading = /** @type {(inputs: Fiat_Policies_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ þóļíçíéš… ~~~~~~ ~]`)
};

export const fiat_policies_caption = /** @type {(inputs: Fiat_Policies_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áúţĥóŕížáţíóñ þóļíçíéš ~~~~~~ ~~~]`)
};

export const fiat_policies_select_all = /** @type {(inputs: Fiat_Policies_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļéçţ áļļ þóļíçíéš óñ ţĥíš þáĝé ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_policies_actions = /** @type {(inputs: Fiat_Policies_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áçţíóñš ~~~]`)
};

export const fiat_policies_select = /** @type {(inputs: Fiat_Policies_SelectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéļéçţ þóļíçý ${i?.name} ~~~~~~]`)
};

export const fiat_policies_new_name_for = /** @type {(inputs: Fiat_Policies_New_Name_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ñáɱé ƒóŕ ${i?.name} ~~~~~~]`)
};

export const fiat_policies_edit_policy = /** @type {(inputs: Fiat_Policies_Edit_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éďíţ þóļíçý ${i?.name} ~~~~~]`)
};

export const fiat_policies_edit = /** @type {(inputs: Fiat_Policies_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éďíţ ~~]`)
};

export const fiat_policies_rename_policy = /** @type {(inputs: Fiat_Policies_Rename_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé þóļíçý ${i?.name} ~~~~~~]`)
};

export const fiat_policies_rename = /** @type {(inputs: Fiat_Policies_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé ~~~]`)
};

export const fiat_policies_delete_policy = /** @type {(inputs: Fiat_Policies_Delete_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéļéţé þóļíçý ${i?.name} ~~~~~~]`)
};

export const fiat_policies_delete = /** @type {(inputs: Fiat_Policies_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéļéţé ~~~]`)
};

export const fiat_policies_none_yet = /** @type {(inputs: Fiat_Policies_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áþþļíáñçé ĥáš ñó áúţĥóŕížáţíóñ þóļíçíéš ýéţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const fiat_policies_pages = /** @type {(inputs: Fiat_Policies_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáĝéš óƒ þóļíçíéš ~~~~~~ ~]`)
};

export const fiat_policies_previous_page = /** @type {(inputs: Fiat_Policies_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕéṽíóúš þáĝé ~~~~~~]`)
};

export const fiat_policies_next_page = /** @type {(inputs: Fiat_Policies_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéẋţ þáĝé ~~~~]`)
};

export const fiat_policies_page = /** @type {(inputs: Fiat_Policies_PageInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Þáĝé ${i?.page} óƒ ${i?.pages} · ${i?.count} þóļíçý ~~~~~~ ~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Þáĝé ${i?.page} óƒ ${i?.pages} · ${i?.count} þóļíçíéš ~~~~~~ ~~~]`);
	return /** @type {LocalizedString} */ ("fiat_policies_page");
};

export const fiat_policies_page_match = /** @type {(inputs: Fiat_Policies_Page_MatchInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Þáĝé ${i?.page} óƒ ${i?.pages} · ${i?.count} þóļíçý ɱáţçĥ ~~~~~~ ~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Þáĝé ${i?.page} óƒ ${i?.pages} · ${i?.count} þóļíçíéš ɱáţçĥ ~~~~~~ ~~~~~]`);
	return /** @type {LocalizedString} */ ("fiat_policies_page_match");
};

export const fiat_policies_saved = /** @type {(inputs: Fiat_Policies_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéď ţĥé çĥáñĝéš ţó “${i?.name}”. ~~~~~~ ~~~~]`)
};

export const fiat_policies_added = /** @type {(inputs: Fiat_Policies_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áďďéď “${i?.name}”. ~~~~]`)
};

export const fiat_policies_rule_reset = /** @type {(inputs: Fiat_Policies_Rule_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé óƒ “${i?.name}” íš ƀáçķ ţó ţĥé áþþļíáñçé'š ďéƒáúļţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const fiat_policies_action_reset = /** @type {(inputs: Fiat_Policies_Action_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áçţíóñ óƒ “${i?.name}” íš ƀáçķ ţó ţĥé áþþļíáñçé'š ďéƒáúļţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const fiat_policies_edit_title = /** @type {(inputs: Fiat_Policies_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éďíţ “${i?.name}” ~~~]`)
};

export const fiat_policies_add_title = /** @type {(inputs: Fiat_Policies_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďď á þóļíçý ~~~~~]`)
};

export const fiat_policies_name = /** @type {(inputs: Fiat_Policies_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóļíçý ñáɱé ~~~~~]`)
};

export const fiat_policies_name_hint = /** @type {(inputs: Fiat_Policies_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ļéţţéŕ, ďíĝíţ óŕ _ ƒíŕšţ; ţĥéñ ļéţţéŕš, ďíĝíţš, šþáçéš áñď _ - . # @ = : (áţ ɱóšţ 127). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const fiat_policies_allow_means = /** @type {(inputs: Fiat_Policies_Allow_MeansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[— ļéţ ɱáţçĥíñĝ ŕéǫúéšţš ţĥŕóúĝĥ ~~~~~~ ~~~~~~ ~]`)
};

export const fiat_policies_deny_means = /** @type {(inputs: Fiat_Policies_Deny_MeansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[— ŕéƒúšé ɱáţçĥíñĝ ŕéǫúéšţš ~~~~~~ ~~~~~]`)
};

export const fiat_policies_save = /** @type {(inputs: Fiat_Policies_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé çĥáñĝéš ~~~~~]`)
};

export const fiat_policies_add_submit = /** @type {(inputs: Fiat_Policies_Add_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďď þóļíçý ~~~~]`)
};

export const fiat_policies_cancel = /** @type {(inputs: Fiat_Policies_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ ~~~]`)
};

export const fiat_policies_reset_rule = /** @type {(inputs: Fiat_Policies_Reset_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ŕúļé ţó ďéƒáúļţ ~~~~~~ ~~~]`)
};

export const fiat_policies_reset_action = /** @type {(inputs: Fiat_Policies_Reset_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ áçţíóñ ţó ďéƒáúļţ ~~~~~~ ~~~~]`)
};

export const fiat_policies_sending = /** @type {(inputs: Fiat_Policies_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñďíñĝ ţó ţĥé áþþļíáñçé… ~~~~~~ ~~~~]`)
};

export const fiat_policies_rule_example = /** @type {(inputs: Fiat_Policies_Rule_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áñ éẋþŕéššíóñ, šúçĥ áš ${i?.simple} óŕ ${i?.longer}. ~~~~~~ ~~~~~~]`)
};

export const fiat_policies_rule_balanced = /** @type {(inputs: Fiat_Policies_Rule_BalancedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓŕáçķéţš áñď ǫúóţéš áŕé ƀáļáñçéď. ~~~~~~ ~~~~~~ ~~]`)
};

export const fiat_policies_rule_length = /** @type {(inputs: Fiat_Policies_Rule_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.length} / ${i?.count} çĥáŕáçţéŕ ~~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.length} / ${i?.count} çĥáŕáçţéŕš ~~~~~~]`);
	return /** @type {LocalizedString} */ ("fiat_policies_rule_length");
};

export const fiat_policies_name_empty = /** @type {(inputs: Fiat_Policies_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þóļíçý ñééďš á ñáɱé. ~~~~~~ ~~~]`)
};

export const fiat_policies_name_too_long = /** @type {(inputs: Fiat_Policies_Name_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Á þóļíçý ñáɱé ĥáš áţ ɱóšţ ${i?.count} çĥáŕáçţéŕ. ~~~~~~ ~~~~~~ ~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Á þóļíçý ñáɱé ĥáš áţ ɱóšţ ${i?.count} çĥáŕáçţéŕš. ~~~~~~ ~~~~~~ ~~~~]`);
	return /** @type {LocalizedString} */ ("fiat_policies_name_too_long");
};

export const fiat_policies_name_characters = /** @type {(inputs: Fiat_Policies_Name_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þóļíçý ñáɱé šţáŕţš ŵíţĥ á ļéţţéŕ, ďíĝíţ óŕ úñďéŕšçóŕé, ţĥéñ ĥáš óñļý ļéţţéŕš, ďíĝíţš, šþáçéš áñď _ - . # @ = : ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const fiat_policies_rule_empty = /** @type {(inputs: Fiat_Policies_Rule_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þóļíçý ñééďš á ŕúļé, áñ éẋþŕéššíóñ šúçĥ áš ţŕúé. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const fiat_policies_rule_too_long = /** @type {(inputs: Fiat_Policies_Rule_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Á ŕúļé ĥáš áţ ɱóšţ ${i?.count} çĥáŕáçţéŕ (ţĥíš óñé ĥáš ${i?.length}). ~~~~~~ ~~~~~~ ~~~~~~ ~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Á ŕúļé ĥáš áţ ɱóšţ ${i?.count} çĥáŕáçţéŕš (ţĥíš óñé ĥáš ${i?.length}). ~~~~~~ ~~~~~~ ~~~~~~ ~]`);
	return /** @type {LocalizedString} */ ("fiat_policies_rule_too_long");
};

export const fiat_payout_result_said = /** @type {(inputs: Fiat_Payout_Result_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéçíþíéñţ ĝéţš ${i?.receive} ${i?.unit}; ƒéé ${i?.fee} ${i?.unit}; ${i?.debit} ${i?.unit} ţáķéñ ƒŕóɱ ýóúŕ ƀáļáñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_party_exchange = /** @type {(inputs: Core_Party_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋçĥáñĝé ~~~~]`)
};

export const core_party_gateway = /** @type {(inputs: Core_Party_GatewayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þáýɱéñţ ĝáţéŵáý ~~~~~~]`)
};

export const core_server_limiting = /** @type {(inputs: Core_Server_LimitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} áţ ${i?.host} íš ļíɱíţíñĝ ŕéǫúéšţš ŕíĝĥţ ñóŵ (ĤŢŢÞ 429). Šáţçĥéļ ŵíļļ ţŕý áĝáíñ šĥóŕţļý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_server_trouble = /** @type {(inputs: Core_Server_TroubleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} áţ ${i?.host} íš ĥáṽíñĝ ţŕóúƀļé (ĤŢŢÞ ${i?.status}). Šáţçĥéļ ŵíļļ ţŕý áĝáíñ šĥóŕţļý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_server_web_page = /** @type {(inputs: Core_Server_Web_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} áţ ${i?.host} áñšŵéŕéď ŵíţĥ á ŵéƀ þáĝé íñšţéáď óƒ ďáţá (ĤŢŢÞ ${i?.status}). Íţ ɱáý ƀé ƀļóçķéď ƒŕóɱ ţĥíš ñéţŵóŕķ óŕ úñďéŕ ɱáíñţéñáñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_server_web_page_ok = /** @type {(inputs: Core_Server_Web_Page_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} áţ ${i?.host} áñšŵéŕéď ŵíţĥ á ŵéƀ þáĝé íñšţéáď óƒ ďáţá. Íţ ɱáý ƀé ƀļóçķéď ƒŕóɱ ţĥíš ñéţŵóŕķ óŕ úñďéŕ ɱáíñţéñáñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_server_number_too_long = /** @type {(inputs: Core_Server_Number_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} áţ ${i?.host} šéñţ á ñúɱƀéŕ ţóó ļóñĝ óŕ ţóó ļáŕĝé ţó ƀé áñ áɱóúñţ. Šáţçĥéļ ďíď ñóţ ŕéáď ţĥé áñšŵéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_server_not_found = /** @type {(inputs: Core_Server_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} ďóéš ñóţ ķñóŵ ţĥíš. ~~~~~~ ~~~~]`)
};

export const core_server_not_found_said = /** @type {(inputs: Core_Server_Not_Found_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} ďóéš ñóţ ķñóŵ ţĥíš: ${i?.said} ~~~~~~ ~~~~]`)
};

export const core_server_auth = /** @type {(inputs: Core_Server_AuthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} ŕéƒúšéď ţĥé çŕéďéñţíáļš. ~~~~~~ ~~~~~~]`)
};

export const core_server_auth_said = /** @type {(inputs: Core_Server_Auth_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} ŕéƒúšéď ţĥé çŕéďéñţíáļš: ${i?.said} ~~~~~~ ~~~~~~]`)
};

export const core_server_refused = /** @type {(inputs: Core_Server_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} ŕéƒúšéď ţĥé ŕéǫúéšţ (ĤŢŢÞ ${i?.status}). ~~~~~~ ~~~~~~ ~~]`)
};

export const core_server_refused_said = /** @type {(inputs: Core_Server_Refused_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} ŕéƒúšéď ţĥé ŕéǫúéšţ (ĤŢŢÞ ${i?.status}): ${i?.said} ~~~~~~ ~~~~~~ ~~]`)
};

export const core_server_timeout = /** @type {(inputs: Core_Server_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} áţ ${i?.host} ďíď ñóţ áñšŵéŕ ŵíţĥíñ ${i?.seconds} š. ~~~~~~ ~~~~~~ ~~]`)
};

export const core_server_unreachable = /** @type {(inputs: Core_Server_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çáññóţ ŕéáçĥ ţĥé ${i?.party} áţ ${i?.host}: ${i?.why}. ~~~~~~ ~~~~]`)
};

export const core_why_refused = /** @type {(inputs: Core_Why_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé çóññéçţíóñ ŵáš ŕéƒúšéď ~~~~~~ ~~~~~]`)
};

export const core_why_not_found = /** @type {(inputs: Core_Why_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé áďďŕéšš çóúļď ñóţ ƀé ƒóúñď ~~~~~~ ~~~~~~]`)
};

export const core_why_dropped = /** @type {(inputs: Core_Why_DroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé çóññéçţíóñ ŵáš ďŕóþþéď ~~~~~~ ~~~~~]`)
};

export const core_why_certificate = /** @type {(inputs: Core_Why_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţš çéŕţíƒíçáţé ŵáš ñóţ áççéþţéď ~~~~~~ ~~~~~~ ~]`)
};

export const core_why_no_route = /** @type {(inputs: Core_Why_No_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ñéţŵóŕķ ĥáš ñó ŵáý ţó íţ ~~~~~~ ~~~~~~]`)
};

export const core_why_tls = /** @type {(inputs: Core_Why_TlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šéçúŕé çóññéçţíóñ çóúļď ñóţ ƀé šéţ úþ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_why_network = /** @type {(inputs: Core_Why_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ñéţŵóŕķ ƒáíļéď ~~~~~~ ~~]`)
};

export const core_request_cancelled = /** @type {(inputs: Core_Request_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéǫúéšţ ŵáš çáñçéļļéď. ~~~~~~ ~~~~~]`)
};

export const core_appliance_web_page = /** @type {(inputs: Core_Appliance_Web_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} áñšŵéŕéď ŵíţĥ á ŵéƀ þáĝé íñšţéáď óƒ ďáţá (ĤŢŢÞ ${i?.status}). Çĥéçķ ţĥé áďďŕéšš; ţĥé áþþļíáñçé ɱáý ƀé ƀéĥíñď á þŕóẋý óŕ úñďéŕ ɱáíñţéñáñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_appliance_no_policy = /** @type {(inputs: Core_Appliance_No_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé ĥáš ñó áúţĥóŕížáţíóñ þóļíçý óƒ ţĥáţ ñáɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_appliance_no_resource = /** @type {(inputs: Core_Appliance_No_ResourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ĥáš ñó áúţĥóŕížáţíóñ þóļíçý ŕéšóúŕçé áţ ţĥíš áďďŕéšš. Çĥéçķ ţĥé áďďŕéšš áñď ţĥé þáţĥ þŕéƒíẋ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_appliance_exists = /** @type {(inputs: Core_Appliance_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áúţĥóŕížáţíóñ þóļíçý óƒ ţĥáţ ñáɱé áļŕéáďý éẋíšţš. Çĥóóšé áñóţĥéŕ ñáɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_appliance_bad_credentials = /** @type {(inputs: Core_Appliance_Bad_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ŕéƒúšéď ţĥé úšéŕ ñáɱé óŕ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_appliance_session_ended = /** @type {(inputs: Core_Appliance_Session_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} éñďéď ţĥé šéššíóñ, áñď šíĝñíñĝ íñ áĝáíñ ďíď ñóţ ĥéļþ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_appliance_wants_session = /** @type {(inputs: Core_Appliance_Wants_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ďíď ñóţ áççéþţ ţĥé çŕéďéñţíáļš šéñţ ŵíţĥ ţĥé ŕéǫúéšţ (íţ ášķš ƒóŕ á šéššíóñ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_appliance_no_enable = /** @type {(inputs: Core_Appliance_No_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áþþļíáñçé ďóéš ñóţ šúþþóŕţ éñáƀļíñĝ áúţĥóŕížáţíóñ þóļíçíéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_appliance_no_disable = /** @type {(inputs: Core_Appliance_No_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áþþļíáñçé ďóéš ñóţ šúþþóŕţ ďíšáƀļíñĝ áúţĥóŕížáţíóñ þóļíçíéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_appliance_no_unset = /** @type {(inputs: Core_Appliance_No_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áþþļíáñçé ďóéš ñóţ šúþþóŕţ úñšéţţíñĝ ƒíéļďš óƒ áúţĥóŕížáţíóñ þóļíçíéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_appliance_unsupported_query = /** @type {(inputs: Core_Appliance_Unsupported_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áþþļíáñçé ďóéš ñóţ šúþþóŕţ ţĥíš óþéŕáţíóñ óñ ţĥé ǫúéŕý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_appliance_unsupported_policy = /** @type {(inputs: Core_Appliance_Unsupported_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áþþļíáñçé ďóéš ñóţ šúþþóŕţ ţĥíš óþéŕáţíóñ óñ ţĥíš áúţĥóŕížáţíóñ þóļíçý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const core_appliance_trouble = /** @type {(inputs: Core_Appliance_TroubleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} íš ĥáṽíñĝ ţŕóúƀļé (ĤŢŢÞ ${i?.status}). ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_appliance_trouble_said = /** @type {(inputs: Core_Appliance_Trouble_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} íš ĥáṽíñĝ ţŕóúƀļé (ĤŢŢÞ ${i?.status}): ${i?.said} ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_appliance_auth = /** @type {(inputs: Core_Appliance_AuthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ŕéƒúšéď ţĥé çŕéďéñţíáļš. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_appliance_auth_said = /** @type {(inputs: Core_Appliance_Auth_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ŕéƒúšéď ţĥé çŕéďéñţíáļš: ${i?.said} ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_appliance_not_found = /** @type {(inputs: Core_Appliance_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ďóéš ñóţ ķñóŵ ţĥíš. ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_appliance_not_found_said = /** @type {(inputs: Core_Appliance_Not_Found_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ďóéš ñóţ ķñóŵ ţĥíš: ${i?.said} ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_appliance_refused_query = /** @type {(inputs: Core_Appliance_Refused_QueryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ŕéƒúšéď ţĥé ǫúéŕý. ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_appliance_refused_query_said = /** @type {(inputs: Core_Appliance_Refused_Query_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ŕéƒúšéď ţĥé ǫúéŕý: ${i?.said} ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_appliance_refused_policy = /** @type {(inputs: Core_Appliance_Refused_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ŕéƒúšéď ţĥíš áúţĥóŕížáţíóñ þóļíçý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_appliance_refused_policy_said = /** @type {(inputs: Core_Appliance_Refused_Policy_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ŕéƒúšéď ţĥíš áúţĥóŕížáţíóñ þóļíçý: ${i?.said} ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_appliance_refused = /** @type {(inputs: Core_Appliance_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ŕéƒúšéď ţĥé ŕéǫúéšţ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_appliance_refused_said = /** @type {(inputs: Core_Appliance_Refused_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ŕéƒúšéď ţĥé ŕéǫúéšţ: ${i?.said} ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_appliance_sent_timeout = /** @type {(inputs: Core_Appliance_Sent_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé çĥáñĝé ŵáš šéñţ, ƀúţ ţĥé áþþļíáñçé áţ ${i?.host} ďíď ñóţ áñšŵéŕ ŵíţĥíñ ${i?.seconds} š. Ŕéļóáď ţĥé ļíšţ ţó šéé ŵĥéţĥéŕ íţ ŵáš ɱáďé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_appliance_sent_closed = /** @type {(inputs: Core_Appliance_Sent_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé çĥáñĝé ŵáš šéñţ, ƀúţ ţĥé áþþļíáñçé áţ ${i?.host} çļóšéď ţĥé çóññéçţíóñ ŵíţĥóúţ áñ áñšŵéŕ. Ŕéļóáď ţĥé ļíšţ ţó šéé ŵĥéţĥéŕ íţ ŵáš ɱáďé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_appliance_timeout = /** @type {(inputs: Core_Appliance_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ďíď ñóţ áñšŵéŕ ŵíţĥíñ ${i?.seconds} š. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_appliance_unreachable = /** @type {(inputs: Core_Appliance_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çáññóţ ŕéáçĥ ţĥé áþþļíáñçé áţ ${i?.host}: ${i?.why}. ~~~~~~ ~~~~~~ ~~]`)
};

export const core_kind_validation = /** @type {(inputs: Core_Kind_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ çóúļď ñóţ ďó ţĥíš: šóɱéţĥíñĝ íñ ţĥé ŕéǫúéšţ íš ñóţ ŕíĝĥţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_kind_auth = /** @type {(inputs: Core_Kind_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽéŕ ŕéƒúšéď ţĥé çŕéďéñţíáļš. ~~~~~~ ~~~~~~ ~~]`)
};

export const core_kind_keychain = /** @type {(inputs: Core_Kind_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ çáññóţ ŕéáçĥ ţĥé šýšţéɱ ķéýçĥáíñ. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_kind_network = /** @type {(inputs: Core_Kind_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽéŕ çáññóţ ƀé ŕéáçĥéď ŕíĝĥţ ñóŵ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_kind_unavailable = /** @type {(inputs: Core_Kind_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽéŕ çáññóţ šéŕṽé ţĥíš ŕíĝĥţ ñóŵ. Ţŕý áĝáíñ šĥóŕţļý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_kind_exchange = /** @type {(inputs: Core_Kind_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽéŕ ŕéƒúšéď ţĥé ŕéǫúéšţ. ~~~~~~ ~~~~~~ ~]`)
};

export const core_kind_malformed = /** @type {(inputs: Core_Kind_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽéŕ áñšŵéŕéď šóɱéţĥíñĝ Šáţçĥéļ çáññóţ ŕéáď. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_kind_not_found = /** @type {(inputs: Core_Kind_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽéŕ ďóéš ñóţ ķñóŵ ţĥíš. ~~~~~~ ~~~~~~]`)
};

export const core_kind_locked = /** @type {(inputs: Core_Kind_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ íš ļóçķéď. Úñļóçķ íţ ţó ĝó óñ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_kind_declined = /** @type {(inputs: Core_Kind_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú ďéçļíñéď: ñóţĥíñĝ ŵáš šéñţ. ~~~~~~ ~~~~~~ ~]`)
};

export const core_kind_guard = /** @type {(inputs: Core_Kind_GuardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŵíţĥďŕáŵáļ ĝúáŕď šţóþþéď ţĥíš. ~~~~~~ ~~~~~~ ~~]`)
};

export const core_kind_unknown_outcome = /** @type {(inputs: Core_Kind_Unknown_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéǫúéšţ ŵáš šéñţ, ƀúţ ñó áñšŵéŕ çáɱé ƀáçķ: íţ ɱáý óŕ ɱáý ñóţ ĥáṽé ĥáþþéñéď. Çĥéçķ ƀéƒóŕé ýóú ţŕý áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const core_kind_cancelled = /** @type {(inputs: Core_Kind_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéǫúéšţ ŵáš çáñçéļļéď. ~~~~~~ ~~~~~]`)
};

export const core_kind_internal = /** @type {(inputs: Core_Kind_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ ŵéñţ ŵŕóñĝ íñšíďé Šáţçĥéļ. Ţĥé ďéţáíļš ŵéŕé ŵŕíţţéñ ţó íţš ļóĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_with_appliance_code = /** @type {(inputs: Core_With_Appliance_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.message} (áþþļíáñçé çóďé ${i?.code}) ~~~~~~ ~~]`)
};

export const core_keychain_locked_mac = /** @type {(inputs: Core_Keychain_Locked_MacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱáçÓŠ Ķéýçĥáíñ íš ļóçķéď óŕ ŕéƒúšéď áççéšš. Úñļóçķ ýóúŕ ļóĝíñ ķéýçĥáíñ (íñ Ķéýçĥáíñ Áççéšš), áļļóŵ Šáţçĥéļ, áñď ţŕý áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_keychain_locked_windows = /** @type {(inputs: Core_Keychain_Locked_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíñďóŵš Çŕéďéñţíáļ Ṁáñáĝéŕ ŕéƒúšéď áççéšš. Šíĝñ íñ ţó Ŵíñďóŵš ŵíţĥ ýóúŕ óŵñ áççóúñţ áñď ţŕý áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_keychain_locked = /** @type {(inputs: Core_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šýšţéɱ ķéýçĥáíñ íš ļóçķéď. Úñļóçķ íţ (óñ Ļíñúẋ: ýóúŕ ļóĝíñ ķéýŕíñĝ, é.ĝ. íñ Þáššŵóŕďš áñď Ķéýš) áñď ţŕý áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_keychain_missing = /** @type {(inputs: Core_Keychain_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó šýšţéɱ ķéýçĥáíñ íš áṽáíļáƀļé. Óñ Ļíñúẋ íñšţáļļ áñď ŕúñ á Šéçŕéţ Šéŕṽíçé šúçĥ áš ĜÑÓṀÉ Ķéýŕíñĝ óŕ ĶŴáļļéţ, ţĥéñ ţŕý áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_keychain_no_keyring = /** @type {(inputs: Core_Keychain_No_KeyringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šýšţéɱ ķéýçĥáíñ ĥáš ñó ķéýŕíñĝ ţó šţóŕé ţĥé šéçŕéţ íñ. Çŕéáţé á ďéƒáúļţ ķéýŕíñĝ (óñ Ļíñúẋ: á “Ļóĝíñ” ķéýŕíñĝ íñ Þáššŵóŕďš áñď Ķéýš) áñď ţŕý áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_keychain_no_module = /** @type {(inputs: Core_Keychain_No_ModuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ çóúļď ñóţ ļóáď íţš ķéýçĥáíñ ɱóďúļé óñ ţĥíš šýšţéɱ. Ŕéíñšţáļļ Šáţçĥéļ; íƒ ţĥáţ ďóéš ñóţ ĥéļþ, ŕéþóŕţ ţĥé þŕóƀļéɱ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_keychain_timeout = /** @type {(inputs: Core_Keychain_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šýšţéɱ ķéýçĥáíñ ďíď ñóţ áñšŵéŕ. Íƒ íţ ášķéď ƒóŕ á þáššŵóŕď, áñšŵéŕ íţ; ţĥéñ ţŕý áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_keychain_failed = /** @type {(inputs: Core_Keychain_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šýšţéɱ ķéýçĥáíñ ŕéƒúšéď ţĥé ŕéǫúéšţ. Ţŕý áĝáíñ; íƒ íţ ķééþš ƒáíļíñĝ, ŕéšţáŕţ ţĥé ķéýçĥáíñ (óñ Ļíñúẋ: ļóĝ óúţ áñď íñ áĝáíñ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_lock_locked = /** @type {(inputs: Core_Lock_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ íš ļóçķéď. Úñļóçķ íţ ŵíţĥ ýóúŕ áþþ þáššŵóŕď ţó ďó ţĥíš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_lock_no_password = /** @type {(inputs: Core_Lock_No_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ áñ áþþ þáššŵóŕď ƒíŕšţ: ŵíţĥóúţ óñé Šáţçĥéļ çáññóţ ļóçķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_lock_checking = /** @type {(inputs: Core_Lock_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñóţĥéŕ þáššŵóŕď áţţéɱþţ íš ƀéíñĝ çĥéçķéď. Ţŕý áĝáíñ íñ á ɱóɱéñţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_lock_too_many = /** @type {(inputs: Core_Lock_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý ŵŕóñĝ þáššŵóŕďš. Ţŕý áĝáíñ íñ ${i?.seconds} š. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_lock_enter_password = /** @type {(inputs: Core_Lock_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ áþþ þáššŵóŕď. ~~~~~~ ~~~~]`)
};

export const core_lock_wrong = /** @type {(inputs: Core_Lock_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵŕóñĝ þáššŵóŕď. Ýóú çáñ ţŕý áĝáíñ íñ ${i?.seconds} š. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_lock_too_short = /** @type {(inputs: Core_Lock_Too_ShortInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Çĥóóšé á þáššŵóŕď óƒ áţ ļéášţ ${i?.count} çĥáŕáçţéŕ. ~~~~~~ ~~~~~~ ~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Çĥóóšé á þáššŵóŕď óƒ áţ ļéášţ ${i?.count} çĥáŕáçţéŕš. ~~~~~~ ~~~~~~ ~~~~~]`);
	return /** @type {LocalizedString} */ ("core_lock_too_short");
};

export const core_guard_address_unknown = /** @type {(inputs: Core_Guard_Address_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ áďďŕéšš íš ñóţ íñ ţĥé áďďŕéšš ƀóóķ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_guard_not_saved = /** @type {(inputs: Core_Guard_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţóþþéď ƀý ýóúŕ ŵíţĥďŕáŵáļ ĝúáŕď: ${i?.unit} ɱáý óñļý ĝó ţó šáṽéď áďďŕéššéš, áñď ţĥíš áďďŕéšš íš ñóţ íñ ýóúŕ áďďŕéšš ƀóóķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_guard_not_saved_memo = /** @type {(inputs: Core_Guard_Not_Saved_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţóþþéď ƀý ýóúŕ ŵíţĥďŕáŵáļ ĝúáŕď: ${i?.unit} ɱáý óñļý ĝó ţó šáṽéď áďďŕéššéš, áñď ţĥíš áďďŕéšš ŵíţĥ ţĥíš ɱéɱó íš ñóţ íñ ýóúŕ áďďŕéšš ƀóóķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_guard_no_codes = /** @type {(inputs: Core_Guard_No_CodesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţóþþéď ƀý ýóúŕ ŵíţĥďŕáŵáļ ĝúáŕď: ${i?.unit} ɱáý óñļý ĝó ţó šáṽéď áďďŕéššéš, áñď á ţŕáñšƒéŕ çóďé ĝóéš ţó ŵĥóéṽéŕ ĥóļďš íţ. Ţó çŕéáţé óñé, ţúŕñ óƒƒ “óñļý ţó šáṽéď áďďŕéššéš” ƒóŕ ${i?.unit} (íţ ášķš ƒóŕ ýóúŕ áþþ þáššŵóŕď). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_guard_daily_limit = /** @type {(inputs: Core_Guard_Daily_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šţóþþéď ƀý ýóúŕ ŵíţĥďŕáŵáļ ĝúáŕď: ţĥé ďáíļý ļíɱíţ ƒóŕ ${i?.unit} íš ${i?.limit} ${i?.unit}. Šáţçĥéļ šéñţ ${i?.used} ${i?.unit} íñ ţĥé ļášţ 24 ĥóúŕš áñď ţĥíš ŵóúļď ţáķé ${i?.debit} ${i?.unit}; áţ ɱóšţ ${i?.left} ${i?.unit} ɱóŕé çáñ ĝó ñóŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_declined = /** @type {(inputs: Core_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéçļíñéď: ñóţĥíñĝ ŵáš šéñţ ţó ţĥé éẋçĥáñĝé. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_needs_password = /** @type {(inputs: Core_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ñééďš ýóúŕ áþþ þáššŵóŕď. ~~~~~~ ~~~~~~]`)
};

export const core_confirm_gone = /** @type {(inputs: Core_Confirm_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ çóñƒíŕɱáţíóñ íš ñó ļóñĝéŕ ŵáíţíñĝ ƒóŕ áñ áñšŵéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_code_mistyped = /** @type {(inputs: Core_Code_MistypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ķñóŵš ţĥíš çóďé'š ƒíŕšţ ĝŕóúþ áš á ${i?.unit} çóďé, ƀúţ ţĥé çóďé šáýš ${i?.mark}: íţ ŵáš ɱíšţýþéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const core_code_digits = /** @type {(inputs: Core_Code_DigitsInputs) => LocalizedString} */ (i) => {const digitsPlural = registry.plural("en-XA", i?.digits, {});
	if (digitsPlural === "one") return /** @type {LocalizedString} */ (`[${i?.unit} áɱóúñţš ĥáṽé áţ ɱóšţ ${i?.digits} ďíĝíţ áƒţéŕ ţĥé þóíñţ. ~~~~~~ ~~~~~~ ~~~~~~]`);
	if (digitsPlural === "other") return /** @type {LocalizedString} */ (`[${i?.unit} áɱóúñţš ĥáṽé áţ ɱóšţ ${i?.digits} ďíĝíţš áƒţéŕ ţĥé þóíñţ. ~~~~~~ ~~~~~~ ~~~~~~ ~]`);
	return /** @type {LocalizedString} */ ("core_code_digits");
};

export const core_amount_positive = /** @type {(inputs: Core_Amount_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áɱóúñţ ɱúšţ ƀé ɱóŕé ţĥáñ žéŕó. ~~~~~~ ~~~~~~ ~~]`)
};

export const core_code_available = /** @type {(inputs: Core_Code_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óñļý ${i?.available} ${i?.unit} íš áṽáíļáƀļé ƒóŕ á çóďé. ~~~~~~ ~~~~~~ ~]`)
};

export const core_code_refundable_past = /** @type {(inputs: Core_Code_Refundable_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé “ñóţ ŕéƒúñďáƀļé ƀéƒóŕé” ţíɱé íš áļŕéáďý þášţ: çĥóóšé á ļáţéŕ óñé, óŕ ñóñé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_code_used = /** @type {(inputs: Core_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çóďé ĥáš áļŕéáďý ƀééñ úšéď. ~~~~~~ ~~~~~~ ~]`)
};

export const core_code_redeeming = /** @type {(inputs: Core_Code_RedeemingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çóďé íš ƀéíñĝ ŕéďééɱéď ŕíĝĥţ ñóŵ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_code_cancelled = /** @type {(inputs: Core_Code_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çóďé ŵáš çáñçéļļéď ƀý íţš óŵñéŕ. ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_code_on_hold = /** @type {(inputs: Core_Code_On_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çóďé íš ƀļóçķéď ƀý ţĥé éẋçĥáñĝé (óñ ĥóļď). Çóñţáçţ íţš šúþþóŕţ ŵíţĥ ţĥé çóďé’š šúþþóŕţ ñúɱƀéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_code_redeem_unread = /** @type {(inputs: Core_Code_Redeem_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.error} Šáţçĥéļ çóúļď ñóţ ŕéáď ţĥé çóďéš ýóú ŕéďééɱéď éíţĥéŕ; ļóóķ áţ ţĥé ļíšţ íñ á ɱóɱéñţ ƀéƒóŕé ţŕýíñĝ áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_code_redeem_lost = /** @type {(inputs: Core_Code_Redeem_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ďíď ñóţ çóñƒíŕɱ ţĥé ŕéďéɱþţíóñ, áñď ţĥé çóďé íš ñóţ áɱóñĝ ţĥé çóďéš ýóú ŕéďééɱéď. Íţ ŵáš ñóţ šéñţ áĝáíñ: ļóóķ áţ ţĥé ļíšţ íñ á ɱóɱéñţ ƀéƒóŕé ţŕýíñĝ áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const core_code_reveal_declined = /** @type {(inputs: Core_Code_Reveal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéçļíñéď: ţĥé çóďé ŵáš ñóţ šĥóŵñ. ~~~~~~ ~~~~~~ ~~]`)
};

export const core_fiat_switched = /** @type {(inputs: Core_Fiat_SwitchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ’š ɱáíñ ŵíñďóŵ šŵíţçĥéď áŵáý ƒŕóɱ “${i?.account}”. Ñóţĥíñĝ ŵáš šéñţ; óþéñ ţĥé þáýɱéñţ ŵíñďóŵ áĝáíñ ƒŕóɱ ţĥé áççóúñţ ýóú ɱéáñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_fiat_not_payment = /** @type {(inputs: Core_Fiat_Not_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŵíñďóŵ ŵáš ñóţ óþéñéď ƒóŕ á þáýɱéñţ. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_fiat_for_payout = /** @type {(inputs: Core_Fiat_For_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáýɱéñţ ŵíñďóŵ íš ƒóŕ á þáýóúţ. ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_fiat_for_deposit = /** @type {(inputs: Core_Fiat_For_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáýɱéñţ ŵíñďóŵ íš ƒóŕ á ďéþóšíţ. ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_fiat_no_key = /** @type {(inputs: Core_Fiat_No_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ĝáṽé ţĥíš áççóúñţ ñó þáýɱéñţ ķéý ƒóŕ ${i?.unit}, šó íţ çáññóţ úšé ţĥé þáýɱéñţ ĝáţéŵáý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_fiat_service_gone = /** @type {(inputs: Core_Fiat_Service_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý ďóéš ñóţ óƒƒéŕ ţĥé šéŕṽíçé ýóú çĥóšé (áñý ɱóŕé). Çĥóóšé áñóţĥéŕ óñé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_fiat_no_action = /** @type {(inputs: Core_Fiat_No_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áççéþţéď ţĥé ďéþóšíţ ƀúţ šáíď ñóŵĥéŕé ţó þáý íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const core_fiat_no_deposit_id = /** @type {(inputs: Core_Fiat_No_Deposit_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áççéþţéď ţĥé ďéþóšíţ ƀúţ ĝáṽé ñó ďéþóšíţ íď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_withdraw_title = /** @type {(inputs: Core_Withdraw_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéñď ${i?.unit} ~~]`)
};

export const core_withdraw_question = /** @type {(inputs: Core_Withdraw_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéñď ${i?.amount} ${i?.unit} ţó ţĥé áďďŕéšš ƀéļóŵ? ~~~~~~ ~~~~~~]`)
};

export const core_withdraw_question_look_alike = /** @type {(inputs: Core_Withdraw_Question_Look_AlikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéñď ${i?.amount} ${i?.unit} ţó áñ áďďŕéšš ţĥáţ ļóóķš ļíķé óñé ýóú ķñóŵ ƀúţ íš ñóţ íţ? ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_withdraw_confirm = /** @type {(inputs: Core_Withdraw_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéñď ${i?.amount} ${i?.unit} ~~~]`)
};

export const core_line_from_account = /** @type {(inputs: Core_Line_From_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ áççóúñţ: ${i?.account} ~~~~~~]`)
};

export const core_line_memo = /** @type {(inputs: Core_Line_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁéɱó: ${i?.memo} ~~~]`)
};

export const core_line_no_memo = /** @type {(inputs: Core_Line_No_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱó: (ñóñé — šéñţ ŵíţĥóúţ á ɱéɱó) ~~~~~~ ~~~~~~ ~~]`)
};

export const core_line_recipient_gets = /** @type {(inputs: Core_Line_Recipient_GetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéçíþíéñţ ĝéţš: ${i?.amount} ${i?.unit} ~~~~~~ ~]`)
};

export const core_line_fee = /** @type {(inputs: Core_Line_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒéé: ${i?.fee} ${i?.unit} ~~~]`)
};

export const core_line_fee_included = /** @type {(inputs: Core_Line_Fee_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒéé: ${i?.fee} ${i?.unit} (ţáķéñ ƒŕóɱ ţĥé áɱóúñţ) ~~~~~~ ~~~~~~]`)
};

export const core_line_debit = /** @type {(inputs: Core_Line_DebitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţáķéñ ƒŕóɱ ýóúŕ ƀáļáñçé: ${i?.amount} ${i?.unit} ~~~~~~ ~~~~~]`)
};

export const core_withdraw_final = /** @type {(inputs: Core_Withdraw_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŵíţĥďŕáŵáļ çáññóţ ƀé úñďóñé. ~~~~~~ ~~~~~~]`)
};

export const core_line_to_groups = /** @type {(inputs: Core_Line_To_GroupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţó (íñ ĝŕóúþš óƒ ƒóúŕ): ${i?.address} ~~~~~~ ~~~~]`)
};

export const core_cancel_title = /** @type {(inputs: Core_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ óŕďéŕ ~~~~~]`)
};

export const core_cancel_question = /** @type {(inputs: Core_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ óŕďéŕ ${i?.id} óñ ${i?.market}? ~~~~~~ ~~]`)
};

export const core_cancel_detail = /** @type {(inputs: Core_Cancel_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.order}. Ŵĥáţ íţ ĥóļďš íš ŕéļéášéď ţó ýóúŕ áṽáíļáƀļé ƀáļáñçé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_order_buy = /** @type {(inputs: Core_Order_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óŕďéŕ ${i?.id}: ƀúý ${i?.amount} ${i?.base} áţ ${i?.price} ${i?.quote} (${i?.type}) ~~~~~~ ~~~]`)
};

export const core_order_sell = /** @type {(inputs: Core_Order_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óŕďéŕ ${i?.id}: šéļļ ${i?.amount} ${i?.base} áţ ${i?.price} ${i?.quote} (${i?.type}) ~~~~~~ ~~~]`)
};

export const core_order_limit = /** @type {(inputs: Core_Order_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļíɱíţ ~~]`)
};

export const core_order_market = /** @type {(inputs: Core_Order_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱáŕķéţ ~~~]`)
};

export const core_cancel_many_title = /** @type {(inputs: Core_Cancel_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ óŕďéŕš ~~~~~~]`)
};

export const core_cancel_many_question = /** @type {(inputs: Core_Cancel_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Çáñçéļ ${i?.count} óŕďéŕ? ~~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Çáñçéļ ${i?.count} óŕďéŕš? ~~~~~~]`);
	return /** @type {LocalizedString} */ ("core_cancel_many_question");
};

export const core_cancel_many_confirm = /** @type {(inputs: Core_Cancel_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Çáñçéļ ${i?.count} óŕďéŕ ~~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Çáñçéļ ${i?.count} óŕďéŕš ~~~~~~]`);
	return /** @type {LocalizedString} */ ("core_cancel_many_confirm");
};

export const core_cancel_not_open = /** @type {(inputs: Core_Cancel_Not_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ áñ óþéñ óŕďéŕ óƒ ţĥíš áççóúñţ: ${i?.ids}. Ţĥé ļíšţ ĥáš ƀééñ ŕéƒŕéšĥéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_policy_nothing_changed = /** @type {(inputs: Core_Policy_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéçļíñéď: ñóţĥíñĝ ŵáš çĥáñĝéď. ~~~~~~ ~~~~~~]`)
};

export const core_policy_appliance_changed = /** @type {(inputs: Core_Policy_Appliance_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áçţíṽé áþþļíáñçé çĥáñĝéď ŵĥíļé ţĥé ǫúéšţíóñ ŵáš óþéñ: ñóţĥíñĝ ŵáš šéñţ ţó “${i?.appliance}”. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_policy_read_back_failed = /** @type {(inputs: Core_Policy_Read_Back_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé çĥáñĝé ŵáš ɱáďé, ƀúţ ŕéáďíñĝ ţĥé þóļíçý ƀáçķ ƒáíļéď: ${i?.error} ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_policy_add_title = /** @type {(inputs: Core_Policy_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďď áñ ÁĻĻÓŴ þóļíçý ~~~~~~ ~~]`)
};

export const core_policy_add_question = /** @type {(inputs: Core_Policy_Add_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áďď ţĥé ÁĻĻÓŴ þóļíçý ${i?.name} ţó ${i?.appliance}? ~~~~~~ ~~~~~]`)
};

export const core_policy_add_detail = /** @type {(inputs: Core_Policy_Add_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕúļé: ${i?.rule}
Áñ ÁĻĻÓŴ þóļíçý ɱáý ļéţ ţĥŕóúĝĥ ŕéǫúéšţš ţĥáţ áŕé ďéñíéď ñóŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_policy_add_confirm = /** @type {(inputs: Core_Policy_Add_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďď þóļíçý ~~~~]`)
};

export const core_policy_change_title = /** @type {(inputs: Core_Policy_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé á þóļíçý ~~~~~~]`)
};

export const core_policy_change_question = /** @type {(inputs: Core_Policy_Change_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ţĥé áúţĥóŕížáţíóñ þóļíçý ${i?.name} óñ ${i?.appliance}? ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_policy_change_confirm = /** @type {(inputs: Core_Policy_Change_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé þóļíçý ~~~~~~]`)
};

export const core_policy_rename_title = /** @type {(inputs: Core_Policy_Rename_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé á þóļíçý ~~~~~~]`)
};

export const core_policy_rename_question = /** @type {(inputs: Core_Policy_Rename_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé ţĥé áúţĥóŕížáţíóñ þóļíçý ${i?.name} ţó ${i?.newName} óñ ${i?.appliance}? ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_policy_rename_detail = /** @type {(inputs: Core_Policy_Rename_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš ŕúļé áñď áçţíóñ šţáý áš ţĥéý áŕé; ŵĥáţéṽéŕ ŕéƒéŕš ţó íţ ƀý íţš óļď ñáɱé ɱáý ñó ļóñĝéŕ ƒíñď íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_policy_rename_confirm = /** @type {(inputs: Core_Policy_Rename_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéñáɱé þóļíçý ~~~~~~]`)
};

export const core_policy_reset_title = /** @type {(inputs: Core_Policy_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ á þóļíçý ~~~~~~]`)
};

export const core_policy_reset_rule = /** @type {(inputs: Core_Policy_Reset_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ţĥé ŕúļé óƒ ${i?.name} óñ ${i?.appliance} ţó ţĥé áþþļíáñçé’š ďéƒáúļţš? ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_policy_reset_action = /** @type {(inputs: Core_Policy_Reset_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ţĥé áçţíóñ óƒ ${i?.name} óñ ${i?.appliance} ţó ţĥé áþþļíáñçé’š ďéƒáúļţš? ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_policy_reset_both = /** @type {(inputs: Core_Policy_Reset_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ţĥé ŕúļé áñď áçţíóñ óƒ ${i?.name} óñ ${i?.appliance} ţó ţĥé áþþļíáñçé’š ďéƒáúļţš? ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const core_policy_line_policy = /** @type {(inputs: Core_Policy_Line_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þóļíçý: ${i?.name} ~~~~]`)
};

export const core_policy_line_action_now = /** @type {(inputs: Core_Policy_Line_Action_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áçţíóñ ñóŵ: ${i?.action} ~~~~~]`)
};

export const core_policy_line_rule_now = /** @type {(inputs: Core_Policy_Line_Rule_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕúļé ñóŵ: ${i?.rule} ~~~~]`)
};

export const core_policy_line_action = /** @type {(inputs: Core_Policy_Line_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áçţíóñ: ${i?.action} ~~~~]`)
};

export const core_policy_line_rule = /** @type {(inputs: Core_Policy_Line_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕúļé: ${i?.rule} ~~~]`)
};

export const core_policy_reset_defaults = /** @type {(inputs: Core_Policy_Reset_DefaultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ďéƒáúļţš áŕé ţĥé áþþļíáñçé’š óŵñ, ŵĥáţéṽéŕ ţĥéý áļļóŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_policy_reset_confirm = /** @type {(inputs: Core_Policy_Reset_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ţó ďéƒáúļţ ~~~~~~ ~]`)
};

export const core_policy_enable_many_title = /** @type {(inputs: Core_Policy_Enable_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñáƀļé þóļíçíéš ~~~~~~]`)
};

export const core_policy_disable_many_title = /** @type {(inputs: Core_Policy_Disable_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďíšáƀļé þóļíçíéš ~~~~~~ ~]`)
};

export const core_policy_enable_many_question = /** @type {(inputs: Core_Policy_Enable_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Éñáƀļé ${i?.count} áúţĥóŕížáţíóñ þóļíçý óñ ${i?.appliance}? ~~~~~~ ~~~~~~ ~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Éñáƀļé ${i?.count} áúţĥóŕížáţíóñ þóļíçíéš óñ ${i?.appliance}? ~~~~~~ ~~~~~~ ~~]`);
	return /** @type {LocalizedString} */ ("core_policy_enable_many_question");
};

export const core_policy_disable_many_question = /** @type {(inputs: Core_Policy_Disable_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ďíšáƀļé ${i?.count} áúţĥóŕížáţíóñ þóļíçý óñ ${i?.appliance}? ~~~~~~ ~~~~~~ ~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Ďíšáƀļé ${i?.count} áúţĥóŕížáţíóñ þóļíçíéš óñ ${i?.appliance}? ~~~~~~ ~~~~~~ ~~~]`);
	return /** @type {LocalizedString} */ ("core_policy_disable_many_question");
};

export const core_policy_enable_many_confirm = /** @type {(inputs: Core_Policy_Enable_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Éñáƀļé ${i?.count} þóļíçý ~~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Éñáƀļé ${i?.count} þóļíçíéš ~~~~~~ ~]`);
	return /** @type {LocalizedString} */ ("core_policy_enable_many_confirm");
};

export const core_policy_disable_many_confirm = /** @type {(inputs: Core_Policy_Disable_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ďíšáƀļé ${i?.count} þóļíçý ~~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Ďíšáƀļé ${i?.count} þóļíçíéš ~~~~~~ ~]`);
	return /** @type {LocalizedString} */ ("core_policy_disable_many_confirm");
};

export const core_policy_enable_title = /** @type {(inputs: Core_Policy_Enable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñáƀļé á þóļíçý ~~~~~~]`)
};

export const core_policy_disable_title = /** @type {(inputs: Core_Policy_Disable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďíšáƀļé á þóļíçý ~~~~~~ ~]`)
};

export const core_policy_enable_question = /** @type {(inputs: Core_Policy_Enable_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éñáƀļé ţĥé áúţĥóŕížáţíóñ þóļíçý ${i?.name} óñ ${i?.appliance}? ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_policy_disable_question = /** @type {(inputs: Core_Policy_Disable_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďíšáƀļé ţĥé áúţĥóŕížáţíóñ þóļíçý ${i?.name} óñ ${i?.appliance}? ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_policy_disable_deny = /** @type {(inputs: Core_Policy_Disable_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ ďéñíéš ŕéǫúéšţš ñóŵ: ţúŕñéď óƒƒ, íţ šţóþš ñóţĥíñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_policy_disable_other = /** @type {(inputs: Core_Policy_Disable_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţúŕñéď óƒƒ, íţ ñó ļóñĝéŕ ďéçíďéš áñýţĥíñĝ. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_policy_enable_allows = /** @type {(inputs: Core_Policy_Enable_AllowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ áļļóŵš ŕéǫúéšţš: ţúŕñéď óñ, íţ ɱáý ļéţ ţĥŕóúĝĥ ŵĥáţ íš ďéñíéď ñóŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_policy_enable_confirm = /** @type {(inputs: Core_Policy_Enable_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñáƀļé þóļíçý ~~~~~~]`)
};

export const core_policy_disable_confirm = /** @type {(inputs: Core_Policy_Disable_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďíšáƀļé þóļíçý ~~~~~~]`)
};

export const core_policy_delete_title = /** @type {(inputs: Core_Policy_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéļéţé þóļíçý ~~~~~~]`)
};

export const core_policy_delete_many_title = /** @type {(inputs: Core_Policy_Delete_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéļéţé þóļíçíéš ~~~~~~]`)
};

export const core_policy_delete_question = /** @type {(inputs: Core_Policy_Delete_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéļéţé ţĥé áúţĥóŕížáţíóñ þóļíçý ${i?.name} ƒŕóɱ ${i?.appliance}? ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_policy_delete_many_question = /** @type {(inputs: Core_Policy_Delete_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ďéļéţé ${i?.count} áúţĥóŕížáţíóñ þóļíçý ƒŕóɱ ${i?.appliance}? ~~~~~~ ~~~~~~ ~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Ďéļéţé ${i?.count} áúţĥóŕížáţíóñ þóļíçíéš ƒŕóɱ ${i?.appliance}? ~~~~~~ ~~~~~~ ~~~]`);
	return /** @type {LocalizedString} */ ("core_policy_delete_many_question");
};

export const core_policy_delete_detail = /** @type {(inputs: Core_Policy_Delete_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ďéļéţéď þóļíçý çáññóţ ƀé ƀŕóúĝĥţ ƀáçķ; íţš ŕúļé áñď áçţíóñ áŕé ĝóñé ŵíţĥ íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_policy_delete_confirm = /** @type {(inputs: Core_Policy_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéļéţé þóļíçý ~~~~~~]`)
};

export const core_policy_delete_many_confirm = /** @type {(inputs: Core_Policy_Delete_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ďéļéţé ${i?.count} þóļíçý ~~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Ďéļéţé ${i?.count} þóļíçíéš ~~~~~~ ~]`);
	return /** @type {LocalizedString} */ ("core_policy_delete_many_confirm");
};

export const core_op_profiles_list = /** @type {(inputs: Core_Op_Profiles_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļíšţ ţĥé áççóúñţš ~~~~~~ ~]`)
};

export const core_op_profiles_add = /** @type {(inputs: Core_Op_Profiles_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áďď ţĥé áççóúñţ ~~~~~~]`)
};

export const core_op_profiles_add_demo = /** @type {(inputs: Core_Op_Profiles_Add_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áďď ţĥé ďéɱó áççóúñţ ~~~~~~ ~~]`)
};

export const core_op_profiles_rename = /** @type {(inputs: Core_Op_Profiles_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéñáɱé ţĥé áççóúñţ ~~~~~~ ~~]`)
};

export const core_op_profiles_remove = /** @type {(inputs: Core_Op_Profiles_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéɱóṽé ţĥé áççóúñţ ~~~~~~ ~~]`)
};

export const core_op_profiles_activate = /** @type {(inputs: Core_Op_Profiles_ActivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šŵíţçĥ ţó ţĥé áççóúñţ ~~~~~~ ~~~]`)
};

export const core_op_account_me = /** @type {(inputs: Core_Op_Account_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé áççóúñţ ~~~~~~ ~]`)
};

export const core_op_balances_list = /** @type {(inputs: Core_Op_Balances_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé ƀáļáñçéš ~~~~~~ ~]`)
};

export const core_op_account_watch = /** @type {(inputs: Core_Op_Account_WatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƒóļļóŵ ţĥé áççóúñţ ~~~~~~ ~~]`)
};

export const core_op_account_refresh = /** @type {(inputs: Core_Op_Account_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéƒŕéšĥ ţĥé áççóúñţ ~~~~~~ ~~]`)
};

export const core_op_value_history_get = /** @type {(inputs: Core_Op_Value_History_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé ṽáļúé ĥíšţóŕý ~~~~~~ ~~~]`)
};

export const core_op_value_history_record = /** @type {(inputs: Core_Op_Value_History_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéçóŕď ţĥé áççóúñţ’š ṽáļúé ~~~~~~ ~~~~~]`)
};

export const core_op_value_history_adopt = /** @type {(inputs: Core_Op_Value_History_AdoptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ķééþ ţĥé ṽáļúé ĥíšţóŕý ~~~~~~ ~~~]`)
};

export const core_op_app_info = /** @type {(inputs: Core_Op_App_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď áƀóúţ Šáţçĥéļ ~~~~~~ ~~]`)
};

export const core_op_app_notices = /** @type {(inputs: Core_Op_App_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď Šáţçĥéļ’š ñóţíçéš ~~~~~~ ~~~]`)
};

export const core_op_app_activity = /** @type {(inputs: Core_Op_App_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñóţé ţĥé áçţíṽíţý ~~~~~~ ~]`)
};

export const core_op_app_export_diagnostics = /** @type {(inputs: Core_Op_App_Export_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþóŕţ ţĥé ďíáĝñóšţíçš ~~~~~~ ~~~]`)
};

export const core_op_app_restart = /** @type {(inputs: Core_Op_App_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéšţáŕţ Šáţçĥéļ ~~~~~~]`)
};

export const core_cannot_restart = /** @type {(inputs: Core_Cannot_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš Šáţçĥéļ çáññóţ šţáŕţ íţšéļƒ áĝáíñ: ǫúíţ íţ áñď šţáŕţ íţ ţĥé ŵáý ýóú šţáŕţéď íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_op_settings_get = /** @type {(inputs: Core_Op_Settings_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé šéţţíñĝš ~~~~~~ ~]`)
};

export const core_op_settings_update = /** @type {(inputs: Core_Op_Settings_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çĥáñĝé ţĥé šéţţíñĝš ~~~~~~ ~~]`)
};

export const core_op_confirm_answer = /** @type {(inputs: Core_Op_Confirm_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţáķé ţĥé áñšŵéŕ ţó ţĥé ǫúéšţíóñ ~~~~~~ ~~~~~~ ~]`)
};

export const core_op_lock_status = /** @type {(inputs: Core_Op_Lock_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ŵĥéţĥéŕ Šáţçĥéļ íš ļóçķéď ~~~~~~ ~~~~~~]`)
};

export const core_op_lock_unlock = /** @type {(inputs: Core_Op_Lock_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[úñļóçķ Šáţçĥéļ ~~~~~~]`)
};

export const core_op_lock_lock = /** @type {(inputs: Core_Op_Lock_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļóçķ Šáţçĥéļ ~~~~~]`)
};

export const core_op_lock_set_password = /** @type {(inputs: Core_Op_Lock_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šéţ ţĥé áþþ þáššŵóŕď ~~~~~~ ~~]`)
};

export const core_op_appliances_list = /** @type {(inputs: Core_Op_Appliances_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļíšţ ţĥé áþþļíáñçéš ~~~~~~ ~~]`)
};

export const core_op_appliances_add = /** @type {(inputs: Core_Op_Appliances_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áďď ţĥé áþþļíáñçé ~~~~~~ ~]`)
};

export const core_op_appliances_add_demo = /** @type {(inputs: Core_Op_Appliances_Add_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áďď ţĥé ďéɱó áþþļíáñçé ~~~~~~ ~~~]`)
};

export const core_op_appliances_rename = /** @type {(inputs: Core_Op_Appliances_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéñáɱé ţĥé áþþļíáñçé ~~~~~~ ~~]`)
};

export const core_op_appliances_remove = /** @type {(inputs: Core_Op_Appliances_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéɱóṽé ţĥé áþþļíáñçé ~~~~~~ ~~]`)
};

export const core_op_appliances_activate = /** @type {(inputs: Core_Op_Appliances_ActivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šŵíţçĥ ţó ţĥé áþþļíáñçé ~~~~~~ ~~~~]`)
};

export const core_op_appliances_certificate = /** @type {(inputs: Core_Op_Appliances_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé áþþļíáñçé’š çéŕţíƒíçáţé ~~~~~~ ~~~~~~ ~]`)
};

export const core_op_appliances_trust = /** @type {(inputs: Core_Op_Appliances_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţŕúšţ ţĥé áþþļíáñçé’š çéŕţíƒíçáţé ~~~~~~ ~~~~~~ ~~]`)
};

export const core_op_policies_list = /** @type {(inputs: Core_Op_Policies_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļíšţ ţĥé áúţĥóŕížáţíóñ þóļíçíéš ~~~~~~ ~~~~~~ ~]`)
};

export const core_op_policies_get = /** @type {(inputs: Core_Op_Policies_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé áúţĥóŕížáţíóñ þóļíçý ~~~~~~ ~~~~~~]`)
};

export const core_op_policies_add = /** @type {(inputs: Core_Op_Policies_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áďď ţĥé áúţĥóŕížáţíóñ þóļíçý ~~~~~~ ~~~~~~]`)
};

export const core_op_policies_update = /** @type {(inputs: Core_Op_Policies_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çĥáñĝé ţĥé áúţĥóŕížáţíóñ þóļíçý ~~~~~~ ~~~~~~ ~]`)
};

export const core_op_policies_rename = /** @type {(inputs: Core_Op_Policies_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéñáɱé ţĥé áúţĥóŕížáţíóñ þóļíçý ~~~~~~ ~~~~~~ ~]`)
};

export const core_op_policies_remove = /** @type {(inputs: Core_Op_Policies_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéɱóṽé ţĥé áúţĥóŕížáţíóñ þóļíçíéš ~~~~~~ ~~~~~~ ~~]`)
};

export const core_op_policies_enable = /** @type {(inputs: Core_Op_Policies_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éñáƀļé ţĥé áúţĥóŕížáţíóñ þóļíçíéš ~~~~~~ ~~~~~~ ~~]`)
};

export const core_op_policies_disable = /** @type {(inputs: Core_Op_Policies_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ďíšáƀļé ţĥé áúţĥóŕížáţíóñ þóļíçíéš ~~~~~~ ~~~~~~ ~~]`)
};

export const core_op_policies_unset = /** @type {(inputs: Core_Op_Policies_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çļéáŕ ƒíéļďš óƒ ţĥé áúţĥóŕížáţíóñ þóļíçý ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_op_codes_check = /** @type {(inputs: Core_Op_Codes_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çĥéçķ ţĥé ţŕáñšƒéŕ çóďé ~~~~~~ ~~~~]`)
};

export const core_op_codes_create = /** @type {(inputs: Core_Op_Codes_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çŕéáţé ţĥé ţŕáñšƒéŕ çóďé ~~~~~~ ~~~~]`)
};

export const core_op_codes_redeem = /** @type {(inputs: Core_Op_Codes_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéďééɱ ţĥé ţŕáñšƒéŕ çóďé ~~~~~~ ~~~~]`)
};

export const core_op_codes_details = /** @type {(inputs: Core_Op_Codes_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé ţŕáñšƒéŕ çóďé ~~~~~~ ~~~]`)
};

export const core_op_codes_issued = /** @type {(inputs: Core_Op_Codes_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļíšţ ţĥé ţŕáñšƒéŕ çóďéš ýóú ɱáďé ~~~~~~ ~~~~~~ ~]`)
};

export const core_op_codes_redeemed = /** @type {(inputs: Core_Op_Codes_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļíšţ ţĥé ţŕáñšƒéŕ çóďéš ýóú ŕéďééɱéď ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_op_deposits_info = /** @type {(inputs: Core_Op_Deposits_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ĥóŵ ţó ďéþóšíţ ~~~~~~ ~~]`)
};

export const core_op_deposits_generate_address = /** @type {(inputs: Core_Op_Deposits_Generate_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱáķé á ďéþóšíţ áďďŕéšš ~~~~~~ ~~~]`)
};

export const core_op_deposits_details = /** @type {(inputs: Core_Op_Deposits_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé ďéþóšíţ ~~~~~~ ~]`)
};

export const core_op_fiat_open = /** @type {(inputs: Core_Op_Fiat_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[óþéñ ţĥé þáýɱéñţ ŵíñďóŵ ~~~~~~ ~~~~]`)
};

export const core_op_fiat_context = /** @type {(inputs: Core_Op_Fiat_ContextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ŵĥáţ ţĥé þáýɱéñţ ŵíñďóŵ íš ƒóŕ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_op_fiat_payout_services = /** @type {(inputs: Core_Op_Fiat_Payout_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļíšţ ţĥé þáýóúţ šéŕṽíçéš ~~~~~~ ~~~~]`)
};

export const core_op_fiat_withdraw = /** @type {(inputs: Core_Op_Fiat_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šéñď ţĥé þáýóúţ ~~~~~~]`)
};

export const core_op_fiat_deposit_services = /** @type {(inputs: Core_Op_Fiat_Deposit_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļíšţ ţĥé þáýɱéñţ šéŕṽíçéš ~~~~~~ ~~~~]`)
};

export const core_op_fiat_deposit = /** @type {(inputs: Core_Op_Fiat_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šţáŕţ ţĥé ďéþóšíţ ~~~~~~ ~]`)
};

export const core_op_fiat_deposit_simple = /** @type {(inputs: Core_Op_Fiat_Deposit_SimpleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šţáŕţ ţĥé ďéþóšíţ ~~~~~~ ~]`)
};

export const core_op_history_list = /** @type {(inputs: Core_Op_History_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé ĥíšţóŕý ~~~~~~ ~]`)
};

export const core_op_history_export = /** @type {(inputs: Core_Op_History_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþóŕţ ţĥé ĥíšţóŕý ~~~~~~ ~~]`)
};

export const core_op_market_time = /** @type {(inputs: Core_Op_Market_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé éẋçĥáñĝé’š çļóçķ ~~~~~~ ~~~~]`)
};

export const core_op_market_currencies = /** @type {(inputs: Core_Op_Market_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé çúŕŕéñçíéš ~~~~~~ ~~]`)
};

export const core_op_market_rates = /** @type {(inputs: Core_Op_Market_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé éẋçĥáñĝé ŕáţéš ~~~~~~ ~~~~]`)
};

export const core_op_market_markets = /** @type {(inputs: Core_Op_Market_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé ɱáŕķéţš ~~~~~~ ~]`)
};

export const core_op_market_tickers = /** @type {(inputs: Core_Op_Market_TickersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé þŕíçéš ~~~~~~]`)
};

export const core_op_market_fees = /** @type {(inputs: Core_Op_Market_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé ƒééš ~~~~~~]`)
};

export const core_op_book_get = /** @type {(inputs: Core_Op_Book_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé óŕďéŕ ƀóóķ ~~~~~~ ~~]`)
};

export const core_op_feed_watch = /** @type {(inputs: Core_Op_Feed_WatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƒóļļóŵ ţĥé þŕíçéš ~~~~~~ ~]`)
};

export const core_op_feed_retry = /** @type {(inputs: Core_Op_Feed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéçóññéçţ ţó ţĥé þŕíçéš ~~~~~~ ~~~~]`)
};

export const core_op_orders_active = /** @type {(inputs: Core_Op_Orders_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé óþéñ óŕďéŕš ~~~~~~ ~~]`)
};

export const core_op_orders_history = /** @type {(inputs: Core_Op_Orders_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé óŕďéŕ ĥíšţóŕý ~~~~~~ ~~~]`)
};

export const core_op_orders_trades = /** @type {(inputs: Core_Op_Orders_TradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé óŕďéŕ’š ţŕáďéš ~~~~~~ ~~~~]`)
};

export const core_op_orders_cancel = /** @type {(inputs: Core_Op_Orders_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çáñçéļ ţĥé óŕďéŕ ~~~~~~ ~]`)
};

export const core_op_orders_cancel_many = /** @type {(inputs: Core_Op_Orders_Cancel_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çáñçéļ ţĥé óŕďéŕš ~~~~~~ ~]`)
};

export const core_op_withdrawals_create = /** @type {(inputs: Core_Op_Withdrawals_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šéñď ţĥé ŵíţĥďŕáŵáļ ~~~~~~ ~~]`)
};

export const core_op_withdrawals_details = /** @type {(inputs: Core_Op_Withdrawals_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé ŵíţĥďŕáŵáļ ~~~~~~ ~~]`)
};

export const core_op_guard_get = /** @type {(inputs: Core_Op_Guard_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéáď ţĥé ŵíţĥďŕáŵáļ ĝúáŕď ~~~~~~ ~~~~]`)
};

export const core_op_guard_save_address = /** @type {(inputs: Core_Op_Guard_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šáṽé ţĥé áďďŕéšš ~~~~~~ ~]`)
};

export const core_op_guard_remove_address = /** @type {(inputs: Core_Op_Guard_Remove_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéɱóṽé ţĥé áďďŕéšš ~~~~~~ ~~]`)
};

export const core_op_guard_set_rule = /** @type {(inputs: Core_Op_Guard_Set_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çĥáñĝé ţĥé ŵíţĥďŕáŵáļ ĝúáŕď ~~~~~~ ~~~~~]`)
};

export const core_could_not = /** @type {(inputs: Core_Could_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ çóúļď ñóţ ${i?.what}: ${i?.problem}. ~~~~~~ ~~~]`)
};

export const core_payment_window_cannot = /** @type {(inputs: Core_Payment_Window_CannotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ŵíñďóŵ çáññóţ ${i?.what}: óñļý ţĥé ɱáíñ ŵíñďóŵ çáñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_only_payment_window = /** @type {(inputs: Core_Only_Payment_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Óñļý ţĥé þáýɱéñţ ŵíñďóŵ çáñ ${i?.what}. ~~~~~~ ~~~~~~]`)
};

export const core_status_done = /** @type {(inputs: Core_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďóñé ~~]`)
};

export const core_status_pending = /** @type {(inputs: Core_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñďíñĝ ~~~]`)
};

export const core_status_unknown = /** @type {(inputs: Core_Status_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ (ášķ šúþþóŕţ) ~~~~~~ ~~~]`)
};

export const core_status_canceled = /** @type {(inputs: Core_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļļéď ~~~~]`)
};

export const core_status_awaiting_confirmation = /** @type {(inputs: Core_Status_Awaiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵáíţíñĝ ƒóŕ ýóúŕ é-ɱáíļ çóñƒíŕɱáţíóñ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_status_blank = /** @type {(inputs: Core_Status_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ ~~~]`)
};

export const core_about_title = /** @type {(inputs: Core_About_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áƀóúţ ${i?.app} ~~~]`)
};

export const core_about_version = /** @type {(inputs: Core_About_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽéŕšíóñ ${i?.version} ~~~~]`)
};

export const core_about_version_demo = /** @type {(inputs: Core_About_Version_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽéŕšíóñ ${i?.version} — ŕúññíñĝ óñ ţĥé ďéɱó šéŕṽéŕš (ñó ŕéáļ ɱóñéý) ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_about_licence = /** @type {(inputs: Core_About_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļíçéñçé: ${i?.license} ~~~~]`)
};

export const core_about_folder = /** @type {(inputs: Core_About_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéţţíñĝš áñď ďáţá: ${i?.folder} ~~~~~~ ~~]`)
};

export const core_about_shortcuts = /** @type {(inputs: Core_About_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķéýƀóáŕď šĥóŕţçúţš ~~~~~~ ~~]`)
};

export const core_about_key_views = /** @type {(inputs: Core_About_Key_ViewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.first} … ${i?.last}  ţĥé ṽíéŵš, íñ ţĥé óŕďéŕ óƒ ţĥé ñáṽíĝáţíóñ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const core_about_key_settings = /** @type {(inputs: Core_About_Key_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.key}  Šéţţíñĝš ~~~~]`)
};

export const core_about_key_find = /** @type {(inputs: Core_About_Key_FindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.key}  ƒíñď á ɱáŕķéţ ~~~~~~]`)
};

export const core_about_key_lock = /** @type {(inputs: Core_About_Key_LockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.key}  ļóçķ Šáţçĥéļ (ŵíţĥ áñ áþþ þáššŵóŕď šéţ) ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_code_create_title = /** @type {(inputs: Core_Code_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé á ţŕáñšƒéŕ çóďé ~~~~~~ ~~~]`)
};

export const core_code_create_question = /** @type {(inputs: Core_Code_Create_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé á çóďé ŵóŕţĥ ${i?.amount} ${i?.unit}? ~~~~~~ ~~~]`)
};

export const core_code_create_confirm = /** @type {(inputs: Core_Code_Create_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé çóďé ƒóŕ ${i?.amount} ${i?.unit} ~~~~~~ ~]`)
};

export const core_code_line_amount = /** @type {(inputs: Core_Code_Line_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ: ${i?.amount} ${i?.unit} (íţ ļéáṽéš ýóúŕ áṽáíļáƀļé ƀáļáñçé ñóŵ) ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_code_line_only = /** @type {(inputs: Core_Code_Line_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵĥó ɱáý ŕéďééɱ íţ: óñļý áççóúñţ ${i?.recipient} ~~~~~~ ~~~~~~ ~]`)
};

export const core_code_line_anyone = /** @type {(inputs: Core_Code_Line_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥó ɱáý ŕéďééɱ íţ: áñýóñé ŵĥó ĥáš ţĥé çóďé ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_code_line_not_before = /** @type {(inputs: Core_Code_Line_Not_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú çáññóţ ţáķé íţ ƀáçķ ƀéƒóŕé: ${i?.time} ~~~~~~ ~~~~~~ ~]`)
};

export const core_code_line_public = /** @type {(inputs: Core_Code_Line_PublicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þúƀļíç çóɱɱéñţ: ${i?.comment} ~~~~~~ ~]`)
};

export const core_code_line_private = /** @type {(inputs: Core_Code_Line_PrivateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þŕíṽáţé çóɱɱéñţ: ${i?.comment} ~~~~~~ ~]`)
};

export const core_code_like_cash = /** @type {(inputs: Core_Code_Like_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥóéṽéŕ ĥáš ţĥé çóďé çáñ ŕéďééɱ íţ: ķééþ íţ ļíķé çášĥ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_code_redeem_title = /** @type {(inputs: Core_Code_Redeem_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéďééɱ á ţŕáñšƒéŕ çóďé ~~~~~~ ~~~]`)
};

export const core_code_redeem_question = /** @type {(inputs: Core_Code_Redeem_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéďééɱ ţĥíš çóďé ƒóŕ ${i?.amount} ${i?.unit}? ~~~~~~ ~~~~]`)
};

export const core_code_redeem_line_amount = /** @type {(inputs: Core_Code_Redeem_Line_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áɱóúñţ: ${i?.amount} ${i?.unit}, çŕéďíţéď ţó ${i?.account} ~~~~~~ ~~~~]`)
};

export const core_code_line_comment = /** @type {(inputs: Core_Code_Line_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóɱɱéñţ: ${i?.comment} ~~~~]`)
};

export const core_code_line_code = /** @type {(inputs: Core_Code_Line_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóďé: ${i?.code} ~~~]`)
};

export const core_code_redeem_confirm = /** @type {(inputs: Core_Code_Redeem_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéďééɱ ${i?.amount} ${i?.unit} ~~~~]`)
};

export const core_code_reveal_title = /** @type {(inputs: Core_Code_Reveal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ á ţŕáñšƒéŕ çóďé ~~~~~~ ~~]`)
};

export const core_code_reveal_question = /** @type {(inputs: Core_Code_Reveal_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ţĥé ŵĥóļé çóďé ŵóŕţĥ ${i?.amount} ${i?.unit}? ~~~~~~ ~~~~~~]`)
};

export const core_code_reveal_line_code = /** @type {(inputs: Core_Code_Reveal_Line_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóďé: ${i?.code} (šúþþóŕţ ñúɱƀéŕ ${i?.sn}) ~~~~~~ ~~~~]`)
};

export const core_line_account = /** @type {(inputs: Core_Line_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áççóúñţ: ${i?.account} ~~~~]`)
};

export const core_code_reveal_screen = /** @type {(inputs: Core_Code_Reveal_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥóéṽéŕ šééš ţĥé ŵĥóļé çóďé çáñ ŕéďééɱ íţ: ɱáķé šúŕé ñóƀóďý éļšé çáñ šéé ýóúŕ šçŕééñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_code_reveal_confirm = /** @type {(inputs: Core_Code_Reveal_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥóŵ ţĥé çóďé ~~~~~~]`)
};

export const core_payout_title = /** @type {(inputs: Core_Payout_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáý óúţ ${i?.unit} ~~~~]`)
};

export const core_payout_question = /** @type {(inputs: Core_Payout_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáý óúţ ${i?.amount} ${i?.unit} ţĥŕóúĝĥ ${i?.service} ţó ${i?.to}? ~~~~~~ ~~~~]`)
};

export const core_payout_line_service = /** @type {(inputs: Core_Payout_Line_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéŕṽíçé: ${i?.service} ~~~~]`)
};

export const core_payout_line_to = /** @type {(inputs: Core_Payout_Line_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţó: ${i?.to} ~~]`)
};

export const core_payout_line_fee = /** @type {(inputs: Core_Payout_Line_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ƒéé: ${i?.fee} ${i?.unit} (áš ţĥé ĝáţéŵáý šţáţéš íţ; ţĥé éẋçĥáñĝé çĥáŕĝéš ţĥé ƒíñáļ ƒéé) ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_payout_test_mode = /** @type {(inputs: Core_Payout_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý šáýš íţ íš íñ ţéšţ ɱóďé. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const core_payout_final = /** @type {(inputs: Core_Payout_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þáýóúţ çáññóţ ƀé úñďóñé. ~~~~~~ ~~~~~]`)
};

export const core_payout_confirm = /** @type {(inputs: Core_Payout_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þáý óúţ ${i?.amount} ${i?.unit} ~~~~]`)
};

export const core_appliance_remove_title = /** @type {(inputs: Core_Appliance_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé áþþļíáñçé ~~~~~~ ~]`)
};

export const core_appliance_remove_question = /** @type {(inputs: Core_Appliance_Remove_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ţĥé áþþļíáñçé ${i?.name} ƒŕóɱ Šáţçĥéļ? ~~~~~~ ~~~~~~ ~~]`)
};

export const core_appliance_remove_demo = /** @type {(inputs: Core_Appliance_Remove_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ íš ţĥé ƀúíļţ-íñ ďéɱó áþþļíáñçé; ýóú çáñ áďď íţ áĝáíñ áţ áñý ţíɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_appliance_remove_detail = /** @type {(inputs: Core_Appliance_Remove_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ šíĝñš óúţ óƒ ${i?.host}, ďéļéţéš ţĥé þáššŵóŕď óƒ ${i?.user} ƒŕóɱ ţĥé šýšţéɱ ķéýçĥáíñ. Ţĥé áþþļíáñçé áñď íţš þóļíçíéš áŕé ñóţ ţóúçĥéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const core_appliance_remove_detail_pinned = /** @type {(inputs: Core_Appliance_Remove_Detail_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ šíĝñš óúţ óƒ ${i?.host}, ďéļéţéš ţĥé þáššŵóŕď óƒ ${i?.user} ƒŕóɱ ţĥé šýšţéɱ ķéýçĥáíñ áñď ƒóŕĝéţš ţĥé ţŕúšţéď çéŕţíƒíçáţé. Ţĥé áþþļíáñçé áñď íţš þóļíçíéš áŕé ñóţ ţóúçĥéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_appliance_remove_confirm = /** @type {(inputs: Core_Appliance_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé áþþļíáñçé ~~~~~~ ~]`)
};

export const core_trust_title = /** @type {(inputs: Core_Trust_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕúšţ á ñéŵ çéŕţíƒíçáţé ~~~~~~ ~~~~]`)
};

export const core_trust_question = /** @type {(inputs: Core_Trust_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţŕúšţ ţĥé çéŕţíƒíçáţé ${i?.host} þŕéšéñţš ñóŵ ƒóŕ ${i?.name}? ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_trust_line_until_now = /** @type {(inputs: Core_Trust_Line_Until_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţŕúšţéď úñţíļ ñóŵ: ŠĤÁ-256 ${i?.fingerprint} ~~~~~~ ~~~~~]`)
};

export const core_trust_line_none = /** @type {(inputs: Core_Trust_Line_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕúšţéď úñţíļ ñóŵ: ñóñé þíññéď (ţĥé šýšţéɱ’š çéŕţíƒíçáţé áúţĥóŕíţíéš) ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_trust_line_now = /** @type {(inputs: Core_Trust_Line_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þŕéšéñţéď ñóŵ: ŠĤÁ-256 ${i?.fingerprint} ~~~~~~ ~~~~]`)
};

export const core_trust_warning = /** @type {(inputs: Core_Trust_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕúšţ íţ óñļý íƒ ţĥé áþþļíáñçé’š áďɱíñíšţŕáţóŕ ŕéþļáçéď íţš çéŕţíƒíçáţé: óţĥéŕŵíšé šóɱéóñé ɱáý ƀé íñ ƀéţŵééñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_trust_confirm = /** @type {(inputs: Core_Trust_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕúšţ ţĥé ñéŵ çéŕţíƒíçáţé ~~~~~~ ~~~~]`)
};

export const core_account_remove_title = /** @type {(inputs: Core_Account_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé áççóúñţ ~~~~~~]`)
};

export const core_account_remove_question = /** @type {(inputs: Core_Account_Remove_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.name} ƒŕóɱ Šáţçĥéļ? ~~~~~~ ~~~]`)
};

export const core_account_remove_secret = /** @type {(inputs: Core_Account_Remove_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţš ÁÞÍ šéçŕéţ íš ďéļéţéď ƒŕóɱ ţĥé šýšţéɱ ķéýçĥáíñ. Ţĥé áççóúñţ óñ ţĥé éẋçĥáñĝé (${i?.exchange}) íš ñóţ ţóúçĥéď; ýóú çáñ áďď ţĥé ķéý áĝáíñ ļáţéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_account_remove_demo = /** @type {(inputs: Core_Account_Remove_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ íš áñ áççóúñţ óƒ ţĥé ƀúíļţ-íñ ďéɱó éẋçĥáñĝé; ýóú çáñ áďď íţ áĝáíñ áţ áñý ţíɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_account_remove_guard_kept = /** @type {(inputs: Core_Account_Remove_Guard_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŵíţĥďŕáŵáļ ĝúáŕď óƒ ţĥíš éẋçĥáñĝé áççóúñţ — ${i?.kept} — íš ķéþţ áñď áþþļíéš áĝáíñ íƒ ýóú áďď ţĥíš áççóúñţ áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const core_account_remove_confirm = /** @type {(inputs: Core_Account_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé áççóúñţ ~~~~~~]`)
};

export const core_withdraw_not_coin = /** @type {(inputs: Core_Withdraw_Not_CoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.unit} íš ñóţ á çóíñ: ƒíáţ ŵíţĥďŕáŵáļš ĝó ţĥŕóúĝĥ ţĥé þáýɱéñţ ĝáţéŵáý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const core_withdraw_no_fee = /** @type {(inputs: Core_Withdraw_No_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ļíšţš ñó ŵíţĥďŕáŵáļ ƒéé ƒóŕ ${i?.unit}, šó Šáţçĥéļ çáññóţ šáý ŵĥáţ íţ ŵóúļď çóšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_withdraw_no_memo = /** @type {(inputs: Core_Withdraw_No_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.unit} ţáķéš ñó ɱéɱó: çļéáŕ ţĥé ɱéɱó ƒíéļď. ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_guard_kept_addresses = /** @type {(inputs: Core_Guard_Kept_AddressesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} šáṽéď áďďŕéšš ~~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} šáṽéď áďďŕéššéš ~~~~~~ ~]`);
	return /** @type {LocalizedString} */ ("core_guard_kept_addresses");
};

export const core_guard_kept_limit = /** @type {(inputs: Core_Guard_Kept_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[á ďáíļý ļíɱíţ óƒ ${i?.limit} ~~~~~~ ~]`)
};

export const core_guard_kept_limits = /** @type {(inputs: Core_Guard_Kept_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ďáíļý ļíɱíţš óƒ ${i?.limits} ~~~~~~ ~]`)
};

export const core_guard_kept_only_saved = /** @type {(inputs: Core_Guard_Kept_Only_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.currencies} óñļý ţó šáṽéď áďďŕéššéš ~~~~~~ ~~~~]`)
};

export const core_list_and = /** @type {(inputs: Core_List_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.items} áñď ${i?.last} ~~]`)
};

export const core_policy_line_action_change = /** @type {(inputs: Core_Policy_Line_Action_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áçţíóñ: ${i?.before} → ${i?.after} ~~~~~]`)
};

export const core_policy_line_rule_after = /** @type {(inputs: Core_Policy_Line_Rule_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕúļé áƒţéŕ: ${i?.rule} ~~~~~]`)
};

export const core_policy_change_weakens_deny = /** @type {(inputs: Core_Policy_Change_Weakens_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ ďéñíéš ŕéǫúéšţš ñóŵ: çĥáñĝéď, íţ ɱáý ļéţ ţĥŕóúĝĥ ŵĥáţ íţ šţóþš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_policy_change_weakens = /** @type {(inputs: Core_Policy_Change_WeakensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á çĥáñĝéď ŕúļé óŕ áçţíóñ ɱáý ļéţ ţĥŕóúĝĥ ŕéǫúéšţš ţĥáţ áŕé ďéñíéď ñóŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_policy_action_unknown = /** @type {(inputs: Core_Policy_Action_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[úñķñóŵñ ~~~]`)
};

export const core_policy_rule_unreadable = /** @type {(inputs: Core_Policy_Rule_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(çóúļď ñóţ ƀé ŕéáď) ~~~~~~ ~~]`)
};

export const core_settings_recovered_folder = /** @type {(inputs: Core_Settings_Recovered_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ šéţţíñĝš ƒíļé çóúļď ñóţ ƀé ŕéáď (Ţĥé šéţţíñĝš ƒíļé ŵáš á ƒóļďéŕ.). Šáţçĥéļ šţáŕţéď ŵíţĥ ďéƒáúļţ šéţţíñĝš áñď ķéþţ ţĥé óļď ƒíļé áţ ${i?.movedTo}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const core_settings_recovered_not_json = /** @type {(inputs: Core_Settings_Recovered_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ šéţţíñĝš ƒíļé çóúļď ñóţ ƀé ŕéáď (Ţĥé šéţţíñĝš ƒíļé íš ñóţ ṽáļíď ĴŠÓÑ (íţ ɱáý ĥáṽé ƀééñ çúţ óƒƒ óŕ éďíţéď ƀý ĥáñď).). Šáţçĥéļ šţáŕţéď ŵíţĥ ďéƒáúļţ šéţţíñĝš áñď ķéþţ ţĥé óļď ƒíļé áţ ${i?.movedTo}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const core_settings_recovered_schema = /** @type {(inputs: Core_Settings_Recovered_SchemaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ šéţţíñĝš ƒíļé çóúļď ñóţ ƀé ŕéáď (Ţĥé šéţţíñĝš ƒíļé ďóéš ñóţ ɱáţçĥ ŵĥáţ Šáţçĥéļ éẋþéçţš (${i?.detail}).). Šáţçĥéļ šţáŕţéď ŵíţĥ ďéƒáúļţ šéţţíñĝš áñď ķéþţ ţĥé óļď ƒíļé áţ ${i?.movedTo}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_payout_saved_details = /** @type {(inputs: Core_Payout_Saved_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[šáṽéď þáýɱéñţ ďéţáíļš ñó. ${i?.id} ~~~~~~ ~~~~~]`)
};

export const core_server_not_json = /** @type {(inputs: Core_Server_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} áţ ${i?.host} šéñţ ďáţá ţĥáţ íš ñóţ ṽáļíď ĴŠÓÑ. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const core_server_too_large = /** @type {(inputs: Core_Server_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} áţ ${i?.host} šéñţ áñ áñšŵéŕ ļáŕĝéŕ ţĥáñ ${i?.size} ṀíƁ. Šáţçĥéļ šţóþþéď ŕéáďíñĝ íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const core_save_history = /** @type {(inputs: Core_Save_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ĥíšţóŕý ~~~~~~]`)
};

export const core_save_diagnostics = /** @type {(inputs: Core_Save_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ďíáĝñóšţíçš ~~~~~~ ~~]`)
};

export const core_fixed_by_web_option = /** @type {(inputs: Core_Fixed_By_Web_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé --éẋçĥáñĝé óþţíóñ óƒ ñþɱ ŕúñ ŵéƀ ~~~~~~ ~~~~~~ ~~~]`)
};

export const window_locked_title = /** @type {(inputs: Window_Locked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ íš ļóçķéď ~~~~~~ ~]`)
};

export const window_locked_lead = /** @type {(inputs: Window_Locked_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçéš áñď ƀáļáñçéš ķééþ úþďáţíñĝ. Úñļóçķ ţó çáñçéļ óŕďéŕš, áďď óŕ ŕéɱóṽé áççóúñţš, óŕ çĥáñĝé ţĥé þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const window_app_password = /** @type {(inputs: Window_App_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþ þáššŵóŕď ~~~~~]`)
};

export const window_unlock = /** @type {(inputs: Window_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ ~~~]`)
};

export const window_unlock_in = /** @type {(inputs: Window_Unlock_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ íñ ${i?.wait} ~~~~]`)
};

export const window_wait = /** @type {(inputs: Window_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵáíţ ${i?.wait} ~~]`)
};

export const window_try_again_in = /** @type {(inputs: Window_Try_Again_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú çáñ ţŕý áĝáíñ íñ ${i?.wait}. ~~~~~~ ~~~]`)
};

export const window_try_again_now = /** @type {(inputs: Window_Try_Again_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú çáñ ţŕý áĝáíñ ñóŵ. ~~~~~~ ~~~]`)
};

export const window_wait_minutes_seconds = /** @type {(inputs: Window_Wait_Minutes_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.minutes} ɱíñ ${i?.seconds} š ~~~]`)
};

export const window_confirm_decline = /** @type {(inputs: Window_Confirm_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďóñ'ţ ďó íţ ~~~~~]`)
};

export const window_more_questions = /** @type {(inputs: Window_More_QuestionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} ɱóŕé ǫúéšţíóñ ŵáíţš áƒţéŕ ţĥíš óñé. ~~~~~~ ~~~~~~ ~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} ɱóŕé ǫúéšţíóñš ŵáíţ áƒţéŕ ţĥíš óñé. ~~~~~~ ~~~~~~ ~~~]`);
	return /** @type {LocalizedString} */ ("window_more_questions");
};

export const window_retry = /** @type {(inputs: Window_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéţŕý ~~]`)
};

export const window_loading = /** @type {(inputs: Window_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáďíñĝ… ~~~~]`)
};

export const window_page_not_loaded = /** @type {(inputs: Window_Page_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáĝé çóúļď ñóţ ƀé ļóáďéď. Šáţçĥéļ ɱáý ĥáṽé ƀééñ úþďáţéď óŕ šţóþþéď ŵĥíļé íţ ŵáš óþéñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const window_host_lost = /** @type {(inputs: Window_Host_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþ ĥóšţ úñŕéáçĥáƀļé — ŕéçóññéçţíñĝ… ~~~~~~ ~~~~~~ ~~~]`)
};

export const window_connecting = /** @type {(inputs: Window_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóññéçţíñĝ… ~~~~~]`)
};

export const window_live = /** @type {(inputs: Window_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíṽé ~~]`)
};

export const window_reconnecting = /** @type {(inputs: Window_ReconnectingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéçóññéçţíñĝ… (áţţéɱþţ ${i?.attempt}) ~~~~~~ ~~~~]`)
};

export const window_exchange_unavailable = /** @type {(inputs: Window_Exchange_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éẋçĥáñĝé úñáṽáíļáƀļé: ${i?.reason} ~~~~~~ ~~~]`)
};

export const window_retry_now = /** @type {(inputs: Window_Retry_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéţŕý ñóŵ ~~~~]`)
};

export const window_open_settings = /** @type {(inputs: Window_Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþéñ Šéţţíñĝš ~~~~~~]`)
};

export const window_try_again = /** @type {(inputs: Window_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áĝáíñ ~~~~]`)
};

export const window_advice_auth = /** @type {(inputs: Window_Advice_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ŕéƒúšéď ţĥíš áççóúñţ’š ķéý: íţ ɱáý ĥáṽé ƀééñ ŕéṽóķéď óŕ çĥáñĝéď. Áďď ţĥé ķéý áĝáíñ íñ Šéţţíñĝš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const window_advice_keychain = /** @type {(inputs: Window_Advice_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ ķééþš ţĥé ÁÞÍ šéçŕéţ íñ ţĥé šýšţéɱ ķéýçĥáíñ. Úñļóçķ ţĥé ķéýçĥáíñ (óñ Ļíñúẋ, á Šéçŕéţ Šéŕṽíçé šúçĥ áš ĜÑÓṀÉ Ķéýŕíñĝ ɱúšţ ƀé ŕúññíñĝ), ţĥéñ ţŕý áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const window_advice_network = /** @type {(inputs: Window_Advice_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ţĥé íñţéŕñéţ çóññéçţíóñ. Šáţçĥéļ ķééþš ţŕýíñĝ ƀý íţšéļƒ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const window_advice_unavailable = /** @type {(inputs: Window_Advice_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé íš ñóţ áñšŵéŕíñĝ þŕóþéŕļý ŕíĝĥţ ñóŵ. Šáţçĥéļ ķééþš ţŕýíñĝ ƀý íţšéļƒ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const window_advice_other = /** @type {(inputs: Window_Advice_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ ķééþš ţŕýíñĝ ƀý íţšéļƒ. ~~~~~~ ~~~~~~ ~]`)
};

export const window_no_account_balances = /** @type {(inputs: Window_No_Account_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ íš šéţ úþ ýéţ. Áďď ýóúŕ éẋçĥáñĝé ÁÞÍ ķéý ţó šéé ýóúŕ ƀáļáñçéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const window_no_account_orders = /** @type {(inputs: Window_No_Account_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ íš šéţ úþ ýéţ. Áďď ýóúŕ éẋçĥáñĝé ÁÞÍ ķéý ţó šéé ýóúŕ óŕďéŕš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const window_no_account_deposit_addresses = /** @type {(inputs: Window_No_Account_Deposit_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ íš šéţ úþ ýéţ. Áďď ýóúŕ éẋçĥáñĝé ÁÞÍ ķéý ţó šéé ýóúŕ ďéþóšíţ áďďŕéššéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const window_no_account_withdrawals = /** @type {(inputs: Window_No_Account_WithdrawalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ íš šéţ úþ ýéţ. Áďď ýóúŕ éẋçĥáñĝé ÁÞÍ ķéý ţó šéé ýóúŕ ŵíţĥďŕáŵáļš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const window_no_account_history = /** @type {(inputs: Window_No_Account_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ íš šéţ úþ ýéţ. Áďď ýóúŕ éẋçĥáñĝé ÁÞÍ ķéý ţó šéé ýóúŕ ďéþóšíţš áñď ŵíţĥďŕáŵáļš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const window_no_account_fiat = /** @type {(inputs: Window_No_Account_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ íš šéţ úþ ýéţ. Áďď ýóúŕ éẋçĥáñĝé ÁÞÍ ķéý ţó šéé ýóúŕ ƒíáţ ďéþóšíţš áñď þáýóúţš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const window_no_account_other = /** @type {(inputs: Window_No_Account_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñó áççóúñţ íš šéţ úþ ýéţ. Áďď ýóúŕ éẋçĥáñĝé ÁÞÍ ķéý ţó šéé ýóúŕ ${i?.what}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const window_add_account = /** @type {(inputs: Window_Add_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áďď áñ áççóúñţ ~~~~~~]`)
};

export const window_nav_main = /** @type {(inputs: Window_Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáíñ ~~]`)
};

export const window_lock_needs_password = /** @type {(inputs: Window_Lock_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ ļóçķš ŵíţĥ áñ áþþ þáššŵóŕď: šéţ óñé íñ Šéţţíñĝš, úñďéŕ Áþþ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const window_copy_what = /** @type {(inputs: Window_Copy_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóþý ${i?.what} ~~]`)
};

export const window_copied = /** @type {(inputs: Window_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.label} çóþíéď. ~~~~]`)
};

export const window_copy_failed = /** @type {(inputs: Window_Copy_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çóúļď ñóţ çóþý: šéļéçţ ţĥé ${i?.what} áñď çóþý íţ ƀý ĥáñď. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const window_save_name = /** @type {(inputs: Window_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ñáɱé ~~~~]`)
};

export const window_cancel = /** @type {(inputs: Window_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ ~~~]`)
};

export const window_no_page_at = /** @type {(inputs: Window_No_Page_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ ĥáš ñó þáĝé áţ “${i?.path}”. ~~~~~~ ~~~~~]`)
};

export const window_back_to_markets = /** @type {(inputs: Window_Back_To_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķ ţó ɱáŕķéţš ~~~~~~]`)
};

export const window_dismiss = /** @type {(inputs: Window_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďíšɱíšš ~~~]`)
};

export const window_dismiss_notice = /** @type {(inputs: Window_Dismiss_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďíšɱíšš: ${i?.text} ~~~~]`)
};

export const window_as_of = /** @type {(inputs: Window_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[áš óƒ ${i?.time} ~~~]`)
};

export const window_host_not_reachable = /** @type {(inputs: Window_Host_Not_ReachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþ ĥóšţ íš ñóţ ŕéáçĥáƀļé. ~~~~~~ ~~~~~~]`)
};

export const window_host_connection_lost = /** @type {(inputs: Window_Host_Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çóññéçţíóñ ţó ţĥé áþþ ĥóšţ ŵáš ļóšţ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const window_host_refused_link = /** @type {(inputs: Window_Host_Refused_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþ ĥóšţ ŕéƒúšéď ţĥíš ļíñķ. ~~~~~~ ~~~~~~ ~]`)
};

export const window_no_token = /** @type {(inputs: Window_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáĝé ŵáš óþéñéď ŵíţĥóúţ íţš áççéšš ţóķéñ. Óþéñ ţĥé ļíñķ ţĥáţ Šáţçĥéļ þŕíñţéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const window_password_page_title = /** @type {(inputs: Window_Password_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ — áþþ þáššŵóŕď ~~~~~~ ~~~]`)
};

export const window_password_decline = /** @type {(inputs: Window_Password_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďóñ’ţ ďó íţ ~~~~~]`)
};

export const window_password_confirm = /** @type {(inputs: Window_Password_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñƒíŕɱ ~~~]`)
};

export const window_password_unreachable = /** @type {(inputs: Window_Password_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŵíñďóŵ çáññóţ ŕéáçĥ Šáţçĥéļ. ~~~~~~ ~~~~~~ ~~]`)
};

export const window_password_check_failed = /** @type {(inputs: Window_Password_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ çóúļď ñóţ çĥéçķ ţĥé þáššŵóŕď. Ţŕý áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_withdraw_memo_needed = /** @type {(inputs: Shared_Withdraw_Memo_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.currency} ďéþóšíţš áŕé çŕéďíţéď ƀý ţĥéíŕ ɱéɱó. Éñţéŕ ţĥé ŕéçíþíéñţ'š ɱéɱó, óŕ ţíçķ “Šéñď ŵíţĥóúţ á ɱéɱó” íƒ ţĥé ŕéçíþíéñţ šáýš ñóñé íš ñééďéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_withdraw_amount_enter = /** @type {(inputs: Shared_Withdraw_Amount_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ áɱóúñţ. ~~~~~~ ~]`)
};

export const shared_withdraw_amount_not_number = /** @type {(inputs: Shared_Withdraw_Amount_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ íš ñóţ áñ áɱóúñţ. Ŵŕíţé íţ ļíķé 0.25, ŵíţĥ á þóíñţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const shared_withdraw_amount_precision = /** @type {(inputs: Shared_Withdraw_Amount_PrecisionInputs) => LocalizedString} */ (i) => {const digitsPlural = registry.plural("en-XA", i?.digits, {});
	if (digitsPlural === "one") return /** @type {LocalizedString} */ (`[${i?.currency} áɱóúñţš ĥáṽé áţ ɱóšţ ${i?.digits} ďíĝíţš áƒţéŕ ţĥé þóíñţ. ~~~~~~ ~~~~~~ ~~~~~~ ~]`);
	if (digitsPlural === "other") return /** @type {LocalizedString} */ (`[${i?.currency} áɱóúñţš ĥáṽé áţ ɱóšţ ${i?.digits} ďíĝíţš áƒţéŕ ţĥé þóíñţ. ~~~~~~ ~~~~~~ ~~~~~~ ~]`);
	return /** @type {LocalizedString} */ ("shared_withdraw_amount_precision");
};

export const shared_amount_zero = /** @type {(inputs: Shared_Amount_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áɱóúñţ ɱúšţ ƀé ɱóŕé ţĥáñ žéŕó. ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_withdraw_fee_exceeds = /** @type {(inputs: Shared_Withdraw_Fee_ExceedsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒéé (${i?.fee} ${i?.currency}) íš ɱóŕé ţĥáñ ţĥé áɱóúñţ: ţĥé ŕéçíþíéñţ ŵóúļď ĝéţ ñóţĥíñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_withdraw_below_minimum = /** @type {(inputs: Shared_Withdraw_Below_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéçíþíéñţ ɱúšţ ĝéţ áţ ļéášţ ${i?.minimum} ${i?.currency} (ţĥé éẋçĥáñĝé'š ɱíñíɱúɱ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_withdraw_over_balance = /** @type {(inputs: Shared_Withdraw_Over_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ ţáķéš ${i?.debit} ${i?.currency} ƒŕóɱ ýóúŕ ƀáļáñçé, ƀúţ óñļý ${i?.available} ${i?.currency} íš áṽáíļáƀļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const shared_memo_xrp_tag = /** @type {(inputs: Shared_Memo_Xrp_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ ẊŔÞ ďéšţíñáţíóñ ţáĝ íš á ŵĥóļé ñúɱƀéŕ ƒŕóɱ 0 ţó 4294967295: ďíĝíţš óñļý, ñó šþáçéš óŕ ļéţţéŕš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_memo_xlm_bytes = /** @type {(inputs: Shared_Memo_Xlm_BytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á Šţéļļáŕ ţéẋţ ɱéɱó ĥóļďš áţ ɱóšţ 28 ƀýţéš; ţĥíš óñé ţáķéš ${i?.bytes}. (Ļéţţéŕš óúţšíďé Á–Ž çáñ ţáķé ţŵó ţó ƒóúŕ ƀýţéš éáçĥ.) ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_memo_eos_bytes = /** @type {(inputs: Shared_Memo_Eos_BytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áñ ÉÓŠ ɱéɱó ĥóļďš áţ ɱóšţ 256 ƀýţéš; ţĥíš óñé ţáķéš ${i?.bytes}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_lookalike_warning = /** @type {(inputs: Shared_Lookalike_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çáŕéƒúļ: ţĥíš áďďŕéšš ļóóķš ļíķé ${i?.what} — ţĥé šáɱé ƒíŕšţ áñď ļášţ çĥáŕáçţéŕš — ƀúţ íţ íš á ďíƒƒéŕéñţ áďďŕéšš. Šóɱéóñé ɱáý ĥáṽé þļáñţéď íţ íñ ýóúŕ ĥíšţóŕý ţó ƀé çóþíéď ƀý ɱíšţáķé. Çóɱþáŕé éṽéŕý ĝŕóúþ óƒ ƒóúŕ ŵíţĥ ţĥé ŕéçíþíéñţ’š. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const shared_lookalike_known_history = /** @type {(inputs: Shared_Lookalike_Known_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ áďďŕéšš ýóú ŵíţĥďŕéŵ ţó ƀéƒóŕé ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_lookalike_known_book_label = /** @type {(inputs: Shared_Lookalike_Known_Book_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.label}” íñ ýóúŕ áďďŕéšš ƀóóķ ~~~~~~ ~~~~]`)
};

export const shared_lookalike_known_book = /** @type {(inputs: Shared_Lookalike_Known_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ áďďŕéšš íñ ýóúŕ áďďŕéšš ƀóóķ ~~~~~~ ~~~~~~ ~]`)
};

export const shared_address_btc = /** @type {(inputs: Shared_Address_BtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á Ɓíţçóíñ áďďŕéšš ~~~~~~ ~]`)
};

export const shared_address_ltc = /** @type {(inputs: Shared_Address_LtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á Ļíţéçóíñ áďďŕéšš ~~~~~~ ~~]`)
};

export const shared_address_bch = /** @type {(inputs: Shared_Address_BchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á Ɓíţçóíñ Çášĥ áďďŕéšš ~~~~~~ ~~~]`)
};

export const shared_address_doge = /** @type {(inputs: Shared_Address_DogeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á Ďóĝéçóíñ áďďŕéšš ~~~~~~ ~~]`)
};

export const shared_address_dash = /** @type {(inputs: Shared_Address_DashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á Ďášĥ áďďŕéšš ~~~~~~]`)
};

export const shared_address_eth = /** @type {(inputs: Shared_Address_EthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ Éţĥéŕéúɱ áďďŕéšš ~~~~~~ ~~]`)
};

export const shared_address_usdt = /** @type {(inputs: Shared_Address_UsdtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ÚŠĎŢ áďďŕéšš ~~~~~~]`)
};

export const shared_address_xrp = /** @type {(inputs: Shared_Address_XrpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ ẊŔÞ áďďŕéšš ~~~~~~]`)
};

export const shared_address_xlm = /** @type {(inputs: Shared_Address_XlmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á Šţéļļáŕ áďďŕéšš ~~~~~~ ~]`)
};

export const shared_address_trx = /** @type {(inputs: Shared_Address_TrxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ŢŔÓÑ áďďŕéšš ~~~~~~]`)
};

export const shared_address_eos = /** @type {(inputs: Shared_Address_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ ÉÓŠ áççóúñţ áďďŕéšš ~~~~~~ ~~~]`)
};

export const shared_address_not_characters = /** @type {(inputs: Shared_Address_Not_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ ĥáš á çĥáŕáçţéŕ ţĥáţ ţĥéšé áďďŕéššéš ñéṽéŕ úšé — á ļéţţéŕ óŕ ďíĝíţ ɱáý ƀé ɱíšţýþéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_address_not_checksum = /** @type {(inputs: Shared_Address_Not_ChecksumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: ţĥé çĥéçķšúɱ ďóéš ñóţ ɱáţçĥ — á çĥáŕáçţéŕ íš ŵŕóñĝ óŕ ɱíššíñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const shared_address_not_length = /** @type {(inputs: Shared_Address_Not_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ íš ţóó šĥóŕţ óŕ ţóó ļóñĝ — á çĥáŕáçţéŕ íš ɱíššíñĝ óŕ éẋţŕá. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const shared_address_not_version = /** @type {(inputs: Shared_Address_Not_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ íš ŵŕíţţéñ ƒóŕ áñóţĥéŕ ñéţŵóŕķ. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_address_not_case = /** @type {(inputs: Shared_Address_Not_CaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ ɱíẋéš çáþíţáļ áñď šɱáļļ ļéţţéŕš, ŵĥíçĥ ţĥéšé áďďŕéššéš ñéṽéŕ ďó. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_address_not_space = /** @type {(inputs: Shared_Address_Not_SpaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ ĥáš á šþáçé óŕ á ļíñé ƀŕéáķ íñšíďé íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_address_looks_like_btc = /** @type {(inputs: Shared_Address_Looks_Like_BtcInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ ļóóķš ļíķé á Ɓíţçóíñ áďďŕéšš. Šéñţ ţĥéŕé, ţĥé çóíñš ŵóúļď ƀé ļóšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_address_looks_like_ltc = /** @type {(inputs: Shared_Address_Looks_Like_LtcInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ ļóóķš ļíķé á Ļíţéçóíñ áďďŕéšš. Šéñţ ţĥéŕé, ţĥé çóíñš ŵóúļď ƀé ļóšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_address_looks_like_bch = /** @type {(inputs: Shared_Address_Looks_Like_BchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ ļóóķš ļíķé á Ɓíţçóíñ Çášĥ áďďŕéšš. Šéñţ ţĥéŕé, ţĥé çóíñš ŵóúļď ƀé ļóšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_address_looks_like_doge = /** @type {(inputs: Shared_Address_Looks_Like_DogeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ ļóóķš ļíķé á Ďóĝéçóíñ áďďŕéšš. Šéñţ ţĥéŕé, ţĥé çóíñš ŵóúļď ƀé ļóšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_address_looks_like_dash = /** @type {(inputs: Shared_Address_Looks_Like_DashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ ļóóķš ļíķé á Ďášĥ áďďŕéšš. Šéñţ ţĥéŕé, ţĥé çóíñš ŵóúļď ƀé ļóšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_address_looks_like_eth = /** @type {(inputs: Shared_Address_Looks_Like_EthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ ļóóķš ļíķé áñ Éţĥéŕéúɱ áďďŕéšš. Šéñţ ţĥéŕé, ţĥé çóíñš ŵóúļď ƀé ļóšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_address_looks_like_usdt = /** @type {(inputs: Shared_Address_Looks_Like_UsdtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ ļóóķš ļíķé áñ ÚŠĎŢ áďďŕéšš. Šéñţ ţĥéŕé, ţĥé çóíñš ŵóúļď ƀé ļóšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_address_looks_like_xrp = /** @type {(inputs: Shared_Address_Looks_Like_XrpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ ļóóķš ļíķé á ẊŔÞ áďďŕéšš. Šéñţ ţĥéŕé, ţĥé çóíñš ŵóúļď ƀé ļóšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_address_looks_like_xlm = /** @type {(inputs: Shared_Address_Looks_Like_XlmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ ļóóķš ļíķé á Šţéļļáŕ áďďŕéšš. Šéñţ ţĥéŕé, ţĥé çóíñš ŵóúļď ƀé ļóšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_address_looks_like_trx = /** @type {(inputs: Shared_Address_Looks_Like_TrxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ ${i?.address}: íţ ļóóķš ļíķé á ŢŔÓÑ áďďŕéšš. Šéñţ ţĥéŕé, ţĥé çóíñš ŵóúļď ƀé ļóšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_address_starts_btc = /** @type {(inputs: Shared_Address_Starts_BtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ á Ɓíţçóíñ áďďŕéšš: Ɓíţçóíñ áďďŕéššéš šţáŕţ ŵíţĥ 1, 3 óŕ ƀç1. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const shared_address_starts_ltc = /** @type {(inputs: Shared_Address_Starts_LtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ á Ļíţéçóíñ áďďŕéšš: Ļíţéçóíñ áďďŕéššéš šţáŕţ ŵíţĥ Ļ, Ṁ, 3 óŕ ļţç1. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_address_starts_bch = /** @type {(inputs: Shared_Address_Starts_BchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ á Ɓíţçóíñ Çášĥ áďďŕéšš: Ɓíţçóíñ Çášĥ áďďŕéššéš šţáŕţ ŵíţĥ ƀíţçóíñçášĥ:, ǫ, þ, 1 óŕ 3. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_address_starts_doge = /** @type {(inputs: Shared_Address_Starts_DogeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ á Ďóĝéçóíñ áďďŕéšš: Ďóĝéçóíñ áďďŕéššéš šţáŕţ ŵíţĥ Ď, Á óŕ 9. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const shared_address_starts_dash = /** @type {(inputs: Shared_Address_Starts_DashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ á Ďášĥ áďďŕéšš: Ďášĥ áďďŕéššéš šţáŕţ ŵíţĥ Ẋ óŕ 7. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const shared_address_starts_eth = /** @type {(inputs: Shared_Address_Starts_EthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ áñ Éţĥéŕéúɱ áďďŕéšš: Éţĥéŕéúɱ áďďŕéššéš šţáŕţ ŵíţĥ 0ẋ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_address_starts_usdt = /** @type {(inputs: Shared_Address_Starts_UsdtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ á ÚŠĎŢ áďďŕéšš: ÚŠĎŢ áďďŕéššéš šţáŕţ ŵíţĥ 0ẋ (Éţĥéŕéúɱ, ÉŔÇ-20) óŕ Ţ (ŢŔÓÑ, ŢŔÇ-20). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_address_starts_xrp = /** @type {(inputs: Shared_Address_Starts_XrpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ áñ ẊŔÞ áďďŕéšš: ẊŔÞ áďďŕéššéš šţáŕţ ŵíţĥ ŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_address_starts_xlm = /** @type {(inputs: Shared_Address_Starts_XlmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ á Šţéļļáŕ áďďŕéšš: Šţéļļáŕ áďďŕéššéš šţáŕţ ŵíţĥ Ĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const shared_address_starts_trx = /** @type {(inputs: Shared_Address_Starts_TrxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ á ŢŔÓÑ áďďŕéšš: ŢŔÓÑ áďďŕéššéš šţáŕţ ŵíţĥ Ţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const shared_address_starts_eos = /** @type {(inputs: Shared_Address_Starts_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ áñ ÉÓŠ áççóúñţ áďďŕéšš: ÉÓŠ áďďŕéššéš šţáŕţ ŵíţĥ á šɱáļļ ļéţţéŕ óŕ á ďíĝíţ 1 ţó 5. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_address_usdt_wants_erc20 = /** @type {(inputs: Shared_Address_Usdt_Wants_Erc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ á ÚŠĎŢ áďďŕéšš: ţĥíš éẋçĥáñĝé šéñďš ÚŠĎŢ óñ Éţĥéŕéúɱ (ÉŔÇ-20), áñď ţĥíš íš á ŢŔÓÑ (ŢŔÇ-20) áďďŕéšš — ţĥé çóíñš ŵóúļď ñóţ áŕŕíṽé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_address_usdt_wants_trc20 = /** @type {(inputs: Shared_Address_Usdt_Wants_Trc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ á ÚŠĎŢ áďďŕéšš: ţĥíš éẋçĥáñĝé šéñďš ÚŠĎŢ óñ ŢŔÓÑ (ŢŔÇ-20), áñď ţĥíš íš áñ Éţĥéŕéúɱ (ÉŔÇ-20) áďďŕéšš — ţĥé çóíñš ŵóúļď ñóţ áŕŕíṽé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_address_eos_public_key = /** @type {(inputs: Shared_Address_Eos_Public_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ áñ ÉÓŠ áççóúñţ áďďŕéšš: íţ íš áñ ÉÓŠ þúƀļíç ķéý. ÉÓŠ íš šéñţ ţó áñ áççóúñţ ñáɱé: úþ ţó 12 šɱáļļ ļéţţéŕš, ďíĝíţš 1 ţó 5 áñď ďóţš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_address_eos_too_long = /** @type {(inputs: Shared_Address_Eos_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ áñ ÉÓŠ áççóúñţ áďďŕéšš: áççóúñţ ñáɱéš ĥáṽé áţ ɱóšţ 12 çĥáŕáçţéŕš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const shared_address_eos_dot = /** @type {(inputs: Shared_Address_Eos_DotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ áñ ÉÓŠ áççóúñţ áďďŕéšš: áñ áççóúñţ ñáɱé ñéṽéŕ éñďš ŵíţĥ á ďóţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_address_xrp_x_address = /** @type {(inputs: Shared_Address_Xrp_X_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ á çļáššíç ẊŔÞ áďďŕéšš: íţ íš áñ Ẋ-áďďŕéšš (ţĥé ţáĝ íñšíďé íţ). Ášķ ƒóŕ ţĥé çļáššíç áďďŕéšš, šţáŕţíñĝ ŵíţĥ ŕ, áñď íţš ďéšţíñáţíóñ ţáĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_address_xlm_secret = /** @type {(inputs: Shared_Address_Xlm_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ á Šţéļļáŕ áďďŕéšš: íţ íš á Šţéļļáŕ ŠÉÇŔÉŢ ķéý. Ñéṽéŕ ĝíṽé íţ ţó áñýóñé: ŵĥóéṽéŕ ĥáš íţ çóñţŕóļš ţĥáţ áççóúñţ. Ášķ ƒóŕ ţĥé áďďŕéšš, šţáŕţíñĝ ŵíţĥ Ĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_address_xlm_muxed = /** @type {(inputs: Shared_Address_Xlm_MuxedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñóţ á þļáíñ Šţéļļáŕ áďďŕéšš: íţ íš á ɱúẋéď (Ṁ…) áďďŕéšš. Ášķ ƒóŕ ţĥé áďďŕéšš šţáŕţíñĝ ŵíţĥ Ĝ áñď þúţ ţĥé ŕéšţ íñ ţĥé ɱéɱó. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_address_unchecked = /** @type {(inputs: Shared_Address_UncheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ çĥéçķéď: Šáţçĥéļ ĥáš ñó ŕúļé ƒóŕ ${i?.currency} áďďŕéššéš. Çóɱþáŕé íţ ŵíţĥ ţĥé ŕéçíþíéñţ’š çĥáŕáçţéŕ ƀý çĥáŕáçţéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_address_enter = /** @type {(inputs: Shared_Address_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé áďďŕéšš ţó šéñď ţó. ~~~~~~ ~~~~~~]`)
};

export const shared_kind_legacy = /** @type {(inputs: Shared_Kind_LegacyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[á ${i?.coin} áďďŕéšš (ļéĝáçý) ~~~~~~ ~~]`)
};

export const shared_kind_script = /** @type {(inputs: Shared_Kind_ScriptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[á ${i?.coin} šçŕíþţ áďďŕéšš ~~~~~~ ~]`)
};

export const shared_kind_ltc_script_old = /** @type {(inputs: Shared_Kind_Ltc_Script_OldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á Ļíţéçóíñ šçŕíþţ áďďŕéšš (óļď ƒóŕɱ) ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_kind_segwit = /** @type {(inputs: Shared_Kind_SegwitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[á ${i?.coin} ŠéĝŴíţ áďďŕéšš ~~~~~~ ~]`)
};

export const shared_kind_taproot = /** @type {(inputs: Shared_Kind_TaprootInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[á ${i?.coin} Ţáþŕóóţ áďďŕéšš ~~~~~~ ~~]`)
};

export const shared_kind_segwit_version = /** @type {(inputs: Shared_Kind_Segwit_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[á ${i?.coin} ŠéĝŴíţ áďďŕéšš (ṽéŕšíóñ ${i?.version}) ~~~~~~ ~~~~~~]`)
};

export const shared_kind_bch_cashaddr = /** @type {(inputs: Shared_Kind_Bch_CashaddrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á Ɓíţçóíñ Çášĥ áďďŕéšš (ÇášĥÁďďŕ) ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_kind_bch_script_cashaddr = /** @type {(inputs: Shared_Kind_Bch_Script_CashaddrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á Ɓíţçóíñ Çášĥ šçŕíþţ áďďŕéšš (ÇášĥÁďďŕ) ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_kind_bch_legacy = /** @type {(inputs: Shared_Kind_Bch_LegacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á Ɓíţçóíñ Çášĥ áďďŕéšš íñ ţĥé ļéĝáçý ƒóŕɱáţ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_kind_bch_script_legacy = /** @type {(inputs: Shared_Kind_Bch_Script_LegacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á Ɓíţçóíñ Çášĥ šçŕíþţ áďďŕéšš íñ ţĥé ļéĝáçý ƒóŕɱáţ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_kind_usdt_erc20 = /** @type {(inputs: Shared_Kind_Usdt_Erc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ Éţĥéŕéúɱ (ÉŔÇ-20) áďďŕéšš ~~~~~~ ~~~~~~]`)
};

export const shared_kind_usdt_trc20 = /** @type {(inputs: Shared_Kind_Usdt_Trc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ŢŔÓÑ (ŢŔÇ-20) áďďŕéšš ~~~~~~ ~~~~]`)
};

export const shared_kind_xlm = /** @type {(inputs: Shared_Kind_XlmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á Šţéļļáŕ áççóúñţ áďďŕéšš ~~~~~~ ~~~~]`)
};

export const shared_kind_eos = /** @type {(inputs: Shared_Kind_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ ÉÓŠ áççóúñţ ñáɱé ~~~~~~ ~~]`)
};

export const shared_note_eth = /** @type {(inputs: Shared_Note_EthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţ íš ŵŕíţţéñ áļļ íñ šɱáļļ (óŕ áļļ íñ çáþíţáļ) ļéţţéŕš, šó íţ çáŕŕíéš ñó çĥéçķšúɱ: çóɱþáŕé íţ ŵíţĥ ţĥé ŕéçíþíéñţ’š çĥáŕáçţéŕ ƀý çĥáŕáçţéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_note_eos = /** @type {(inputs: Shared_Note_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÉÓŠ áççóúñţ ñáɱéš çáŕŕý ñó çĥéçķšúɱ: çóɱþáŕé íţ ŵíţĥ ţĥé ŕéçíþíéñţ’š ļéţţéŕ ƀý ļéţţéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const shared_note_bch_legacy = /** @type {(inputs: Shared_Note_Bch_LegacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓíţçóíñ áďďŕéššéš ļóóķ ţĥé šáɱé íñ ţĥíš ƒóŕɱáţ: ɱáķé šúŕé ţĥé ŕéçíþíéñţ ĝáṽé íţ ƒóŕ Ɓíţçóíñ Çášĥ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_note_usdt_network = /** @type {(inputs: Shared_Note_Usdt_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Íţ ļóóķš ļíķé ${i?.network}: ɱáķé šúŕé ţĥé ŕéçíþíéñţ éẋþéçţš ÚŠĎŢ óñ ${i?.network}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const shared_code_empty = /** @type {(inputs: Shared_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þášţé óŕ ţýþé á ţŕáñšƒéŕ çóďé. ~~~~~~ ~~~~~~]`)
};

export const shared_code_parts = /** @type {(inputs: Shared_Code_PartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á ţŕáñšƒéŕ çóďé ĥáš 11 þáŕţš šéþáŕáţéď ƀý ĥýþĥéñš (9 ĝŕóúþš óƒ 5 çĥáŕáçţéŕš, ţĥéñ ţĥé çúŕŕéñçý áñď ţĥé ţýþé, áš íñ …-ƁŢÇ-ÇÓĎÉ); ţĥíš óñé ĥáš ${i?.found}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_code_group_length = /** @type {(inputs: Shared_Code_Group_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ĝŕóúþ ${i?.group} ĥáš ${i?.count} çĥáŕáçţéŕ; éṽéŕý ĝŕóúþ óƒ ţĥé çóďé ĥáš 5. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Ĝŕóúþ ${i?.group} ĥáš ${i?.count} çĥáŕáçţéŕš; éṽéŕý ĝŕóúþ óƒ ţĥé çóďé ĥáš 5. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`);
	return /** @type {LocalizedString} */ ("shared_code_group_length");
};

export const shared_code_character_zero = /** @type {(inputs: Shared_Code_Character_ZeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.character}” áţ çĥáŕáçţéŕ ${i?.position} óƒ ĝŕóúþ ${i?.group}: ţĥé ďíĝíţ žéŕó íš ñéṽéŕ úšéď íñ çóďéš; þéŕĥáþš íţ íš ţĥé ļéţţéŕ ó. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_code_character_capital_o = /** @type {(inputs: Shared_Code_Character_Capital_OInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.character}” áţ çĥáŕáçţéŕ ${i?.position} óƒ ĝŕóúþ ${i?.group}: á çáþíţáļ Ó íš ñéṽéŕ úšéď íñ çóďéš; þéŕĥáþš íţ íš á šɱáļļ ó. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_code_character_capital_i = /** @type {(inputs: Shared_Code_Character_Capital_IInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.character}” áţ çĥáŕáçţéŕ ${i?.position} óƒ ĝŕóúþ ${i?.group}: á çáþíţáļ Í íš ñéṽéŕ úšéď íñ çóďéš; þéŕĥáþš íţ íš ţĥé ďíĝíţ 1 óŕ á šɱáļļ í. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_code_character_small_l = /** @type {(inputs: Shared_Code_Character_Small_LInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.character}” áţ çĥáŕáçţéŕ ${i?.position} óƒ ĝŕóúþ ${i?.group}: á šɱáļļ Ļ íš ñéṽéŕ úšéď íñ çóďéš; þéŕĥáþš íţ íš ţĥé ďíĝíţ 1 óŕ á çáþíţáļ Ļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_code_character_other = /** @type {(inputs: Shared_Code_Character_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.character}” áţ çĥáŕáçţéŕ ${i?.position} óƒ ĝŕóúþ ${i?.group}: íţ íš ñóţ óñé óƒ ţĥé ļéţţéŕš áñď ďíĝíţš çóďéš áŕé ɱáďé óƒ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const shared_code_currency_mark = /** @type {(inputs: Shared_Code_Currency_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.mark}” íš ñóţ á çúŕŕéñçý ɱáŕķ. ~~~~~~ ~~~~~]`)
};

export const shared_code_currency_mark_capitals = /** @type {(inputs: Shared_Code_Currency_Mark_CapitalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.mark}” íš ñóţ á çúŕŕéñçý ɱáŕķ. Íţ íš ŵŕíţţéñ íñ çáþíţáļš: ${i?.capitals}. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_code_type_mark = /** @type {(inputs: Shared_Code_Type_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļášţ þáŕţ, “${i?.mark}”, šĥóúļď ƀé ţĥé çóďé'š ţýþé: ļéţţéŕš óñļý. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_code_checksum = /** @type {(inputs: Shared_Code_ChecksumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çĥéçķ çĥáŕáçţéŕ (ţĥé ƒíŕšţ óñé) ďóéš ñóţ ɱáţçĥ ţĥé ŕéšţ óƒ ţĥé çóďé: á çĥáŕáçţéŕ ŵáš ɱíšţýþéď. Ţĥíš çóďé çáññóţ ƀé ŕéďééɱéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_code_unknown_currency = /** @type {(inputs: Shared_Code_Unknown_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ďóéš ñóţ ļíšţ ţĥé çúŕŕéñçý ${i?.mark}. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const shared_fiat_field_required = /** @type {(inputs: Shared_Fiat_Field_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ${i?.label}. ~~~~~]`)
};

export const shared_fiat_field_too_long = /** @type {(inputs: Shared_Fiat_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.label} íš ţóó ļóñĝ. ~~~~~~ ~]`)
};

export const shared_fiat_field_rule_unreadable = /** @type {(inputs: Shared_Fiat_Field_Rule_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý'š ŕúļé ƒóŕ ţĥé ${i?.label} çáññóţ ƀé ŕéáď, šó íţ çáññóţ ƀé çĥéçķéď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const shared_fiat_field_wrong_form = /** @type {(inputs: Shared_Fiat_Field_Wrong_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ${i?.label} íš ñóţ íñ ţĥé ƒóŕɱ ţĥé þáýɱéñţ šéŕṽíçé éẋþéçţš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_fiat_card_mistake = /** @type {(inputs: Shared_Fiat_Card_MistakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çáŕď ñúɱƀéŕ ĥáš á ɱíšţáķé: á ďíĝíţ íš ŵŕóñĝ óŕ ţŵó áŕé šŵáþþéď. Çĥéçķ íţ áĝáíñšţ ţĥé çáŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_fiat_unknown_field = /** @type {(inputs: Shared_Fiat_Unknown_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ šéŕṽíçé ĥáš ñó ƒíéļď “${i?.field}”. ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_fiat_amount_enter = /** @type {(inputs: Shared_Fiat_Amount_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ áɱóúñţ šúçĥ áš 250 óŕ 250.50. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_fiat_amount_precision = /** @type {(inputs: Shared_Fiat_Amount_PrecisionInputs) => LocalizedString} */ (i) => {const placesPlural = registry.plural("en-XA", i?.places, {});
	if (placesPlural === "one") return /** @type {LocalizedString} */ (`[${i?.currency} ĥáš ${i?.places} ďéçíɱáļ þļáçéš; ţĥé áɱóúñţ ĥáš ɱóŕé. ~~~~~~ ~~~~~~ ~~~~~]`);
	if (placesPlural === "other") return /** @type {LocalizedString} */ (`[${i?.currency} ĥáš ${i?.places} ďéçíɱáļ þļáçéš; ţĥé áɱóúñţ ĥáš ɱóŕé. ~~~~~~ ~~~~~~ ~~~~~]`);
	return /** @type {LocalizedString} */ ("shared_fiat_amount_precision");
};

export const shared_fiat_amount_min = /** @type {(inputs: Shared_Fiat_Amount_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļéášţ ţĥíš šéŕṽíçé ţáķéš íš ${i?.amount} ${i?.currency}. ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_fiat_amount_max = /** @type {(inputs: Shared_Fiat_Amount_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱóšţ ţĥíš šéŕṽíçé ţáķéš íš ${i?.amount} ${i?.currency}. ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_fiat_amount_over_balance = /** @type {(inputs: Shared_Fiat_Amount_Over_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ íš ɱóŕé ţĥáñ ţĥé ${i?.available} ${i?.currency} áṽáíļáƀļé (ţĥé áɱóúñţ áñď á ${i?.fee} ${i?.currency} ƒéé). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_fiat_no_details = /** @type {(inputs: Shared_Fiat_No_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(ñó ďéţáíļš) ~~~~~]`)
};

export const shared_exchange_address_enter = /** @type {(inputs: Shared_Exchange_Address_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé éẋçĥáñĝé'š áďďŕéšš, šúçĥ áš ĥţţþš://éẋçĥáñĝé.éẋáɱþļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_exchange_address_not_web = /** @type {(inputs: Shared_Exchange_Address_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé'š áďďŕéšš íš ñóţ á ŵéƀ áďďŕéšš. Úšé óñé ļíķé ĥţţþš://éẋçĥáñĝé.éẋáɱþļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_exchange_address_scheme = /** @type {(inputs: Shared_Exchange_Address_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé'š áďďŕéšš ɱúšţ šţáŕţ ŵíţĥ ĥţţþš://. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_exchange_address_credentials = /** @type {(inputs: Shared_Exchange_Address_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé'š áďďŕéšš ɱúšţ ñóţ çóñţáíñ á úšéŕ ñáɱé óŕ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_exchange_address_plain_http = /** @type {(inputs: Shared_Exchange_Address_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé'š áďďŕéšš ɱúšţ šţáŕţ ŵíţĥ ĥţţþš://. Þļáíñ ĥţţþ:// íš áļļóŵéď óñļý ƒóŕ ţĥíš çóɱþúţéŕ (ļóçáļĥóšţ, 127.0.0.1, ::1). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_exchange_address_query = /** @type {(inputs: Shared_Exchange_Address_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé'š áďďŕéšš éñďš ƀéƒóŕé áñý ? óŕ #. Úšé óñé ļíķé ĥţţþš://éẋçĥáñĝé.éẋáɱþļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_rule_position = /** @type {(inputs: Shared_Rule_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[çĥáŕáçţéŕ ${i?.index} ~~~~]`)
};

export const shared_rule_position_line = /** @type {(inputs: Shared_Rule_Position_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[çĥáŕáçţéŕ ${i?.index} (ļíñé ${i?.line}, çóļúɱñ ${i?.column}) ~~~~~~ ~~~~~]`)
};

export const shared_rule_control_character = /** @type {(inputs: Shared_Rule_Control_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé ĥáš á çóñţŕóļ çĥáŕáçţéŕ áţ ${i?.at}. ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_rule_unclosed_quote = /** @type {(inputs: Shared_Rule_Unclosed_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţéď ţéẋţ ţĥáţ šţáŕţš áţ ${i?.at} íš ñéṽéŕ çļóšéď: áďď á " áƒţéŕ íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_rule_unclosed_regex = /** @type {(inputs: Shared_Rule_Unclosed_RegexInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕéĝúļáŕ éẋþŕéššíóñ (ŕé${i?.delimiter}…) ţĥáţ šţáŕţš áţ ${i?.at} íš ñéṽéŕ çļóšéď: áďď á ${i?.delimiter} áƒţéŕ íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_rule_wrong_closer = /** @type {(inputs: Shared_Rule_Wrong_CloserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé “${i?.closer}” áţ ${i?.at} ďóéš ñóţ çļóšé ţĥé “${i?.opener}” áţ ${i?.openerAt}: íţ ñééďš á “${i?.needed}” ƒíŕšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_rule_closes_nothing = /** @type {(inputs: Shared_Rule_Closes_NothingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé “${i?.closer}” áţ ${i?.at} çļóšéš ñóţĥíñĝ. ~~~~~~ ~~~~~]`)
};

export const shared_rule_never_closed = /** @type {(inputs: Shared_Rule_Never_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé “${i?.opener}” áţ ${i?.at} íš ñéṽéŕ çļóšéď: áďď á “${i?.needed}”. ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_contract_account_name = /** @type {(inputs: Shared_Contract_Account_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝíṽé ţĥé áççóúñţ á ñáɱé ~~~~~~ ~~~~]`)
};

export const shared_contract_at_most_60 = /** @type {(inputs: Shared_Contract_At_Most_60Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé áţ ɱóšţ 60 çĥáŕáçţéŕš ~~~~~~ ~~~~]`)
};

export const shared_contract_web_address = /** @type {(inputs: Shared_Contract_Web_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď á ŵéƀ áďďŕéšš šúçĥ áš ĥţţþš://éẋçĥáñĝé.éẋáɱþļé ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_contract_https_only = /** @type {(inputs: Shared_Contract_Https_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď áñ ĥţţþš:// áďďŕéšš. Þļáíñ ĥţţþ:// íš áļļóŵéď óñļý ƒóŕ ţĥíš çóɱþúţéŕ (ļóçáļĥóšţ, 127.0.0.1, ::1). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const shared_contract_web_address_no_credentials = /** @type {(inputs: Shared_Contract_Web_Address_No_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď á ŵéƀ áďďŕéšš šúçĥ áš ĥţţþš://éẋçĥáñĝé.éẋáɱþļé, ŵíţĥóúţ á úšéŕ ñáɱé óŕ þáššŵóŕď ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_contract_api_key = /** @type {(inputs: Shared_Contract_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď ţĥé ķéý áš ţĥé éẋçĥáñĝé šĥóŵš íţ (8–256 çĥáŕáçţéŕš, ñó šþáçéš) ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const shared_contract_appliance_name = /** @type {(inputs: Shared_Contract_Appliance_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝíṽé ţĥé áþþļíáñçé á ñáɱé ~~~~~~ ~~~~]`)
};

export const shared_contract_appliance_name_long = /** @type {(inputs: Shared_Contract_Appliance_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé áţ ɱóšţ 60 çĥáŕáçţéŕš ƒóŕ ţĥé ñáɱé ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_contract_appliance_address = /** @type {(inputs: Shared_Contract_Appliance_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé áþþļíáñçé áďďŕéšš ~~~~~~ ~~~~~]`)
};

export const shared_contract_address_too_long = /** @type {(inputs: Shared_Contract_Address_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áďďŕéšš íš ţóó ļóñĝ ~~~~~~ ~~~~]`)
};

export const shared_contract_user_enter = /** @type {(inputs: Shared_Contract_User_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé úšéŕ ñáɱé ~~~~~~ ~~]`)
};

export const shared_contract_user_long = /** @type {(inputs: Shared_Contract_User_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé úšéŕ ñáɱé íš ţóó ļóñĝ ~~~~~~ ~~~~]`)
};

export const shared_contract_user_control = /** @type {(inputs: Shared_Contract_User_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé úšéŕ ñáɱé ĥáš á çóñţŕóļ çĥáŕáçţéŕ ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_contract_fingerprint = /** @type {(inputs: Shared_Contract_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď á ŠĤÁ-256 ƒíñĝéŕþŕíñţ (64 ĥéẋáďéçíɱáļ ďíĝíţš) ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_contract_policy_name_empty = /** @type {(inputs: Shared_Contract_Policy_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥíçĥ þóļíçý? Ţĥé ñáɱé íš éɱþţý ~~~~~~ ~~~~~~ ~]`)
};

export const shared_contract_name_too_long = /** @type {(inputs: Shared_Contract_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ñáɱé íš ţóó ļóñĝ ~~~~~~ ~~]`)
};

export const shared_contract_rule_too_long = /** @type {(inputs: Shared_Contract_Rule_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Á ŕúļé ĥáš áţ ɱóšţ ${i?.count} çĥáŕáçţéŕš ~~~~~~ ~~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Á ŕúļé ĥáš áţ ɱóšţ ${i?.count} çĥáŕáçţéŕš ~~~~~~ ~~~~~~]`);
	return /** @type {LocalizedString} */ ("shared_contract_rule_too_long");
};

export const shared_contract_select_policy = /** @type {(inputs: Shared_Contract_Select_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļéçţ áţ ļéášţ óñé þóļíçý ~~~~~~ ~~~~~]`)
};

export const shared_contract_policies_at_once = /** @type {(inputs: Shared_Contract_Policies_At_OnceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.count} þóļíçíéš áţ óñçé ~~~~~~ ~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.count} þóļíçíéš áţ óñçé ~~~~~~ ~~~~]`);
	return /** @type {LocalizedString} */ ("shared_contract_policies_at_once");
};

export const shared_contract_policy_twice = /** @type {(inputs: Shared_Contract_Policy_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þóļíçý íš ñáɱéď ţŵíçé ~~~~~~ ~~~~]`)
};

export const shared_contract_password_enter = /** @type {(inputs: Shared_Contract_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé þáššŵóŕď ~~~~~~ ~~]`)
};

export const shared_contract_field_to_reset = /** @type {(inputs: Shared_Contract_Field_To_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé á ƒíéļď ţó ŕéšéţ ~~~~~~ ~~~]`)
};

export const shared_contract_code_too_long = /** @type {(inputs: Shared_Contract_Code_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ íš ƒáŕ ļóñĝéŕ ţĥáñ á ţŕáñšƒéŕ çóďé. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_contract_at_most_500 = /** @type {(inputs: Shared_Contract_At_Most_500Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé áţ ɱóšţ 500 çĥáŕáçţéŕš. ~~~~~~ ~~~~~]`)
};

export const shared_contract_account_id = /** @type {(inputs: Shared_Contract_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď áñ áççóúñţ íď (ļéţţéŕš áñď ďíĝíţš) ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_contract_amount = /** @type {(inputs: Shared_Contract_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď áñ áɱóúñţ šúçĥ áš 0.25 ~~~~~~ ~~~~~~ ~]`)
};

export const shared_contract_address_no_spaces = /** @type {(inputs: Shared_Contract_Address_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď áñ áďďŕéšš ŵíţĥóúţ šþáçéš ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_contract_destination = /** @type {(inputs: Shared_Contract_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď áñ áďďŕéšš óŕ á çáŕď óŕ þĥóñé ñúɱƀéŕ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_contract_memo_no_spaces = /** @type {(inputs: Shared_Contract_Memo_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď á ɱéɱó ŵíţĥóúţ šþáçéš ~~~~~~ ~~~~~~]`)
};

export const shared_server_address_exchange_not_web = /** @type {(inputs: Shared_Server_Address_Exchange_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áďďŕéšš íš ñóţ á ŵéƀ áďďŕéšš. Úšé óñé ļíķé ĥţţþš://éẋçĥáñĝé.éẋáɱþļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_server_address_exchange_scheme = /** @type {(inputs: Shared_Server_Address_Exchange_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áďďŕéšš ɱúšţ šţáŕţ ŵíţĥ ĥţţþš://. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const shared_server_address_exchange_credentials = /** @type {(inputs: Shared_Server_Address_Exchange_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áďďŕéšš ɱúšţ ñóţ çóñţáíñ á úšéŕ ñáɱé óŕ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const shared_server_address_exchange_plain_http = /** @type {(inputs: Shared_Server_Address_Exchange_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áďďŕéšš ɱúšţ šţáŕţ ŵíţĥ ĥţţþš://. Þļáíñ ĥţţþ:// íš áļļóŵéď óñļý ƒóŕ ţĥíš çóɱþúţéŕ (ļóçáļĥóšţ, 127.0.0.1, ::1). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const shared_server_address_gateway_not_web = /** @type {(inputs: Shared_Server_Address_Gateway_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý áďďŕéšš íš ñóţ á ŵéƀ áďďŕéšš. Úšé óñé ļíķé ĥţţþš://éẋçĥáñĝé.éẋáɱþļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_server_address_gateway_scheme = /** @type {(inputs: Shared_Server_Address_Gateway_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý áďďŕéšš ɱúšţ šţáŕţ ŵíţĥ ĥţţþš://. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_server_address_gateway_credentials = /** @type {(inputs: Shared_Server_Address_Gateway_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý áďďŕéšš ɱúšţ ñóţ çóñţáíñ á úšéŕ ñáɱé óŕ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_server_address_gateway_plain_http = /** @type {(inputs: Shared_Server_Address_Gateway_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý áďďŕéšš ɱúšţ šţáŕţ ŵíţĥ ĥţţþš://. Þļáíñ ĥţţþ:// íš áļļóŵéď óñļý ƒóŕ ţĥíš çóɱþúţéŕ (ļóçáļĥóšţ, 127.0.0.1, ::1). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_server_address_named_not_web = /** @type {(inputs: Shared_Server_Address_Named_Not_WebInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ñóţ á ŵéƀ áďďŕéšš. Úšé óñé ļíķé ĥţţþš://éẋçĥáñĝé.éẋáɱþļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const shared_server_address_named_scheme = /** @type {(inputs: Shared_Server_Address_Named_SchemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ɱúšţ šţáŕţ ŵíţĥ ĥţţþš://. ~~~~~~ ~~~~~]`)
};

export const shared_server_address_named_credentials = /** @type {(inputs: Shared_Server_Address_Named_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ɱúšţ ñóţ çóñţáíñ á úšéŕ ñáɱé óŕ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const shared_server_address_named_plain_http = /** @type {(inputs: Shared_Server_Address_Named_Plain_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} ɱúšţ šţáŕţ ŵíţĥ ĥţţþš://. Þļáíñ ĥţţþ:// íš áļļóŵéď óñļý ƒóŕ ţĥíš çóɱþúţéŕ (ļóçáļĥóšţ, 127.0.0.1, ::1). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const shared_code_verdict_empty_title = /** @type {(inputs: Shared_Code_Verdict_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ţŕáñšƒéŕ çóďé ~~~~~~ ~]`)
};

export const shared_code_verdict_empty_body = /** @type {(inputs: Shared_Code_Verdict_Empty_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé çļíþƀóáŕď íš éɱþţý: çóþý á ţŕáñšƒéŕ çóďé ƒíŕšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const shared_code_verdict_ok_title = /** @type {(inputs: Shared_Code_Verdict_Ok_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéļļ-ƒóŕɱéď ţŕáñšƒéŕ çóďé ~~~~~~ ~~~~]`)
};

export const shared_code_verdict_ok_body = /** @type {(inputs: Shared_Code_Verdict_Ok_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.code}: íţš çĥéçķ çĥáŕáçţéŕ ɱáţçĥéš. Óñļý ţĥé éẋçĥáñĝé çáñ šáý ŵĥéţĥéŕ íţ íš šţíļļ ṽáļíď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const shared_code_verdict_bad_title = /** @type {(inputs: Shared_Code_Verdict_Bad_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ á ṽáļíď ţŕáñšƒéŕ çóďé ~~~~~~ ~~~~]`)
};

export const errors_market_invalid = /** @type {(inputs: Errors_Market_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ íš ñóţ á ṽáļíď ɱáŕķéţ. ~~~~~~ ~~~~~]`)
};

export const errors_order_id_invalid = /** @type {(inputs: Errors_Order_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ íš ñóţ á ṽáļíď óŕďéŕ íď. ~~~~~~ ~~~~~~]`)
};

export const errors_start_not_time = /** @type {(inputs: Errors_Start_Not_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šţáŕţ ɱúšţ ƀé á ţíɱé íñ ɱíļļíšéçóñďš. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_end_not_time = /** @type {(inputs: Errors_End_Not_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éñď ɱúšţ ƀé á ţíɱé íñ ɱíļļíšéçóñďš. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_start_after_end = /** @type {(inputs: Errors_Start_After_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šţáŕţ ɱúšţ ñóţ ƀé áƒţéŕ ţĥé éñď. ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_limit_invalid = /** @type {(inputs: Errors_Limit_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíɱíţ ɱúšţ ƀé á ŵĥóļé ñúɱƀéŕ óƒ áţ ļéášţ 1. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const errors_sort_invalid = /** @type {(inputs: Errors_Sort_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šóŕţ ɱúšţ ƀé 1 (óļďéšţ ƒíŕšţ) óŕ -1 (ñéŵéšţ ƒíŕšţ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_cancel_none = /** @type {(inputs: Errors_Cancel_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥóóšé áţ ļéášţ óñé óŕďéŕ ţó çáñçéļ. ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_cancel_too_many = /** @type {(inputs: Errors_Cancel_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.count} óŕďéŕ çáñ ƀé çáñçéļļéď áţ óñçé. ~~~~~~ ~~~~~~ ~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.count} óŕďéŕš çáñ ƀé çáñçéļļéď áţ óñçé. ~~~~~~ ~~~~~~ ~~~~~]`);
	return /** @type {LocalizedString} */ ("errors_cancel_too_many");
};

export const errors_cancel_refused = /** @type {(inputs: Errors_Cancel_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé ďíď ñóţ çáñçéļ ţĥé óŕďéŕš. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_answer_other_shape = /** @type {(inputs: Errors_Answer_Other_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áñšŵéŕ óƒ áñóţĥéŕ šĥáþé. ~~~~~~ ~~~~~]`)
};

export const errors_no_api_key = /** @type {(inputs: Errors_No_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ÁÞÍ ķéý íš šéţ úþ ƒóŕ ţĥíš áççóúñţ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_nonce_refused_clock = /** @type {(inputs: Errors_Nonce_Refused_ClockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áţ ${i?.host} ŕéƒúšéď ţĥé ŕéǫúéšţ'š ñóñçé (íţš šéǫúéñçé ñúɱƀéŕ). ${i?.clock} ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_nonce_refused = /** @type {(inputs: Errors_Nonce_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áţ ${i?.host} ŕéƒúšéď ţĥé ŕéǫúéšţ'š ñóñçé (íţš šéǫúéñçé ñúɱƀéŕ). Šáţçĥéļ ɱéášúŕéď ţĥé éẋçĥáñĝé'š çļóçķ áĝáíñ; ţŕý óñçé ɱóŕé. Íƒ áñóţĥéŕ þŕóĝŕáɱ úšéš ţĥíš ÁÞÍ ķéý, ĝíṽé íţ á ķéý óƒ íţš óŵñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_key_refused = /** @type {(inputs: Errors_Key_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áţ ${i?.host} ŕéƒúšéď ţĥé ÁÞÍ ķéý (ĤŢŢÞ ${i?.status}): ţĥé þúƀļíç ķéý óŕ ţĥé šéçŕéţ íš ŵŕóñĝ, óŕ ţĥé ķéý ļáçķš þéŕɱíššíóñ ƒóŕ ţĥíš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const errors_account_gone = /** @type {(inputs: Errors_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áççóúñţ íš ñó ļóñĝéŕ šáṽéď íñ Šáţçĥéļ. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_demo_account_none = /** @type {(inputs: Errors_Demo_Account_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñó šúçĥ ďéɱó áççóúñţ. ~~~~~~ ~~~~~~]`)
};

export const errors_demo_account_saved = /** @type {(inputs: Errors_Demo_Account_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ďéɱó áççóúñţ íš áļŕéáďý šáṽéď áš “${i?.name}”. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_account_name_taken = /** @type {(inputs: Errors_Account_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñóţĥéŕ áççóúñţ áļŕéáďý ĥáš ţĥíš ñáɱé. Çĥóóšé áñóţĥéŕ ñáɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_account_plain_http_exchange = /** @type {(inputs: Errors_Account_Plain_Http_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” íš šáṽéď ŵíţĥ á þļáíñ ĥţţþ:// éẋçĥáñĝé áďďŕéšš (${i?.host}), ŵĥíçĥ áñýţĥíñĝ óñ ţĥé ñéţŵóŕķ ƀéţŵééñ çóúļď ŕéáď áñď çĥáñĝé, šó Šáţçĥéļ ďóéš ñóţ úšé íţ. Þļáíñ ĥţţþ:// íš áļļóŵéď óñļý ƒóŕ ţĥíš çóɱþúţéŕ (ļóçáļĥóšţ, 127.0.0.1, ::1). Ŕéɱóṽé ţĥé áççóúñţ íñ Šéţţíñĝš áñď áďď íţ áĝáíñ ŵíţĥ íţš ĥţţþš:// áďďŕéšš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_account_plain_http_gateway = /** @type {(inputs: Errors_Account_Plain_Http_GatewayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” íš šáṽéď ŵíţĥ á þļáíñ ĥţţþ:// þáýɱéñţ ĝáţéŵáý áďďŕéšš (${i?.host}), ŵĥíçĥ áñýţĥíñĝ óñ ţĥé ñéţŵóŕķ ƀéţŵééñ çóúļď ŕéáď áñď çĥáñĝé, šó Šáţçĥéļ ďóéš ñóţ úšé íţ. Þļáíñ ĥţţþ:// íš áļļóŵéď óñļý ƒóŕ ţĥíš çóɱþúţéŕ (ļóçáļĥóšţ, 127.0.0.1, ::1). Ŕéɱóṽé ţĥé áççóúñţ íñ Šéţţíñĝš áñď áďď íţ áĝáíñ ŵíţĥ íţš ĥţţþš:// áďďŕéšš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const errors_demo_exchange_gone = /** @type {(inputs: Errors_Demo_Exchange_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” íš áñ áççóúñţ óƒ Šáţçĥéļ'š ďéɱó éẋçĥáñĝé, ŵĥíçĥ íš ñóţ ŕúññíñĝ ñóŵ. Šţáŕţ Šáţçĥéļ íñ ďéɱó ɱóďé ţó úšé íţ, óŕ ŕéɱóṽé íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const errors_secret_gone = /** @type {(inputs: Errors_Secret_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ šéçŕéţ óƒ “${i?.name}” íš ñóţ íñ ţĥé šýšţéɱ ķéýçĥáíñ áñý ɱóŕé. Ŕéɱóṽé ţĥé áççóúñţ áñď áďď íţš ķéý áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_key_saved = /** @type {(inputs: Errors_Key_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ķéý íš áļŕéáďý šáṽéď áš “${i?.name}”. ~~~~~~ ~~~~~~ ~]`)
};

export const errors_account_not_saved = /** @type {(inputs: Errors_Account_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áççóúñţ çáññóţ ƀé šáṽéď: ${i?.reason} ~~~~~~ ~~~~~~]`)
};

export const errors_secret_enter = /** @type {(inputs: Errors_Secret_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ÁÞÍ šéçŕéţ. ~~~~~~ ~~~]`)
};

export const errors_secret_too_long = /** @type {(inputs: Errors_Secret_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ šéçŕéţ íš ţóó ļóñĝ. ~~~~~~ ~~~~~]`)
};

export const errors_secret_characters = /** @type {(inputs: Errors_Secret_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ šéçŕéţ ĥáš óñļý ļéţţéŕš, ďíĝíţš áñď þúñçţúáţíóñ, ñó šþáçéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_appliance_gone = /** @type {(inputs: Errors_Appliance_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áþþļíáñçé íš ñó ļóñĝéŕ šáṽéď íñ Šáţçĥéļ. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_appliance_none = /** @type {(inputs: Errors_Appliance_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áþþļíáñçé íš šéţ úþ ýéţ. Áďď óñé íñ Šéţţíñĝš, úñďéŕ Áþþļíáñçéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_demo_appliance_off = /** @type {(inputs: Errors_Demo_Appliance_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ďéɱó áþþļíáñçé íš ñóţ ŕúññíñĝ: Šáţçĥéļ íš ñóţ íñ ďéɱó ɱóďé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_demo_appliance_saved = /** @type {(inputs: Errors_Demo_Appliance_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ďéɱó áþþļíáñçé íš áļŕéáďý šáṽéď áš “${i?.name}”. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_appliance_http_no_certificate = /** @type {(inputs: Errors_Appliance_Http_No_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þļáíñ ĥţţþ:// áďďŕéšš ĥáš ñó çéŕţíƒíçáţé ţó ţŕúšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_appliance_password_gone = /** @type {(inputs: Errors_Appliance_Password_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššŵóŕď óƒ ţĥé áþþļíáñçé “${i?.name}” íš ñóţ íñ ţĥé šýšţéɱ ķéýçĥáíñ áñý ɱóŕé. Ŕéɱóṽé ţĥé áþþļíáñçé áñď áďď íţ áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_appliance_plain_http_no_certificate = /** @type {(inputs: Errors_Appliance_Plain_Http_No_CertificateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” íš ŕéáçĥéď óṽéŕ þļáíñ ĥţţþ: ţĥéŕé íš ñó çéŕţíƒíçáţé ţó ţŕúšţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_appliance_certificate_changed = /** @type {(inputs: Errors_Appliance_Certificate_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} ñóŵ þŕéšéñţš ŠĤÁ-256 ${i?.now}, ñóţ ţĥé çéŕţíƒíçáţé ýóú ļóóķéď áţ (ŠĤÁ-256 ${i?.wanted}). Ļóóķ áţ íţ áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_appliance_user_saved = /** @type {(inputs: Errors_Appliance_User_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áþþļíáñçé áñď úšéŕ áŕé áļŕéáďý šáṽéď áš “${i?.name}”. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_appliance_name_taken = /** @type {(inputs: Errors_Appliance_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñóţĥéŕ áþþļíáñçé áļŕéáďý ĥáš ţĥíš ñáɱé. Çĥóóšé áñóţĥéŕ ñáɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const errors_appliance_not_saved = /** @type {(inputs: Errors_Appliance_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé çáññóţ ƀé šáṽéď: ${i?.reason} ~~~~~~ ~~~~~~ ~]`)
};

export const errors_demo_appliance_gone = /** @type {(inputs: Errors_Demo_Appliance_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.name}” íš Šáţçĥéļ'š ďéɱó áþþļíáñçé, ŵĥíçĥ íš ñóţ ŕúññíñĝ ñóŵ. Šţáŕţ Šáţçĥéļ íñ ďéɱó ɱóďé ţó úšé íţ, óŕ ŕéɱóṽé íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_password_enter = /** @type {(inputs: Errors_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé þáššŵóŕď. ~~~~~~ ~~]`)
};

export const errors_password_too_long = /** @type {(inputs: Errors_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššŵóŕď íš ţóó ļóñĝ. ~~~~~~ ~~~~]`)
};

export const errors_settings_unreadable = /** @type {(inputs: Errors_Settings_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ çáññóţ ŕéáď íţš šéţţíñĝš ƒíļé ${i?.file} (${i?.code}). Çĥéçķ ţĥé ƒíļé'š þéŕɱíššíóñš áñď šţáŕţ Šáţçĥéļ áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_settings_unreadable_unknown = /** @type {(inputs: Errors_Settings_Unreadable_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ çáññóţ ŕéáď íţš šéţţíñĝš ƒíļé ${i?.file} (úñķñóŵñ éŕŕóŕ). Çĥéçķ ţĥé ƒíļé'š þéŕɱíššíóñš áñď šţáŕţ Šáţçĥéļ áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_settings_stuck = /** @type {(inputs: Errors_Settings_StuckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ'š šéţţíñĝš ƒíļé ${i?.file} íš ďáɱáĝéď áñď çóúļď ñóţ ƀé ɱóṽéď ášíďé (${i?.code}). Ṁóṽé óŕ ďéļéţé íţ, ţĥéñ šţáŕţ Šáţçĥéļ áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_stuck_unknown = /** @type {(inputs: Errors_Settings_Stuck_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ'š šéţţíñĝš ƒíļé ${i?.file} íš ďáɱáĝéď áñď çóúļď ñóţ ƀé ɱóṽéď ášíďé (úñķñóŵñ éŕŕóŕ). Ṁóṽé óŕ ďéļéţé íţ, ţĥéñ šţáŕţ Šáţçĥéļ áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_settings_not_changed = /** @type {(inputs: Errors_Settings_Not_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéţţíñĝš ñóţ çĥáñĝéď: ${i?.reason} ~~~~~~ ~~~]`)
};

export const errors_settings_not_saved = /** @type {(inputs: Errors_Settings_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ çóúļď ñóţ šáṽé íţš šéţţíñĝš ţó ${i?.path}. Çĥéçķ ţĥé ƒŕéé ďíšķ šþáçé áñď ţĥé ƒóļďéŕ'š þéŕɱíššíóñš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_amount_not_number = /** @type {(inputs: Errors_Amount_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áɱóúñţ íš ñóţ á ñúɱƀéŕ. Ŵŕíţé íţ ļíķé 100.50, ŵíţĥ á þóíñţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_gateway_not_web_address = /** @type {(inputs: Errors_Gateway_Not_Web_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý ĝáṽé á þáýɱéñţ áďďŕéšš ţĥáţ íš ñóţ á ŵéƀ áďďŕéšš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_gateway_other_host = /** @type {(inputs: Errors_Gateway_Other_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý ášķéď ţó šéñď ţĥé þáýɱéñţ ƒóŕɱ ţó ${i?.host}, ñóţ ţó íţšéļƒ (${i?.own}). Šáţçĥéļ ďíď ñóţ šéñď íţ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_gateway_method = /** @type {(inputs: Errors_Gateway_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý ášķéď ƒóŕ á ${i?.method} ƒóŕɱ, ŵĥíçĥ Šáţçĥéļ ďóéš ñóţ šéñď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_what_account_data = /** @type {(inputs: Errors_What_Account_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áççóúñţ ďáţá ~~~~~]`)
};

export const errors_what_balance_list = /** @type {(inputs: Errors_What_Balance_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ƀáļáñçé ļíšţ ~~~~~~]`)
};

export const errors_what_order_list = /** @type {(inputs: Errors_What_Order_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ óŕďéŕ ļíšţ ~~~~~~]`)
};

export const errors_what_order_history = /** @type {(inputs: Errors_What_Order_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ óŕďéŕ ĥíšţóŕý ~~~~~~ ~]`)
};

export const errors_what_trade_list = /** @type {(inputs: Errors_What_Trade_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ţŕáďé ļíšţ ~~~~~]`)
};

export const errors_what_cancelled_order = /** @type {(inputs: Errors_What_Cancelled_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á çáñçéļļéď óŕďéŕ ~~~~~~ ~]`)
};

export const errors_what_server_time = /** @type {(inputs: Errors_What_Server_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á šéŕṽéŕ ţíɱé ~~~~~~]`)
};

export const errors_what_currency_list = /** @type {(inputs: Errors_What_Currency_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á çúŕŕéñçý ļíšţ ~~~~~~]`)
};

export const errors_what_exchange_rates = /** @type {(inputs: Errors_What_Exchange_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋçĥáñĝé ŕáţéš ~~~~~~]`)
};

export const errors_what_market_list = /** @type {(inputs: Errors_What_Market_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ɱáŕķéţ ļíšţ ~~~~~~]`)
};

export const errors_what_tickers = /** @type {(inputs: Errors_What_TickersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţíçķéŕš ~~~]`)
};

export const errors_what_order_book = /** @type {(inputs: Errors_What_Order_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ óŕďéŕ ƀóóķ ~~~~~~]`)
};

export const errors_what_fee_list = /** @type {(inputs: Errors_What_Fee_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ƒéé ļíšţ ~~~~]`)
};

export const errors_what_transfer_code = /** @type {(inputs: Errors_What_Transfer_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ţŕáñšƒéŕ çóďé ~~~~~~]`)
};

export const errors_what_redeemed_code = /** @type {(inputs: Errors_What_Redeemed_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ŕéďééɱéď çóďé ~~~~~~]`)
};

export const errors_what_code_list = /** @type {(inputs: Errors_What_Code_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ļíšţ óƒ çóďéš ~~~~~~]`)
};

export const errors_what_deposit_info = /** @type {(inputs: Errors_What_Deposit_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ďéþóšíţ íñƒó ~~~~~]`)
};

export const errors_what_address_answer = /** @type {(inputs: Errors_What_Address_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ áďďŕéšš áñšŵéŕ ~~~~~~ ~]`)
};

export const errors_what_deposit_details = /** @type {(inputs: Errors_What_Deposit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ďéþóšíţ ďéţáíļš ~~~~~~]`)
};

export const errors_what_withdrawal_answer = /** @type {(inputs: Errors_What_Withdrawal_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ŵíţĥďŕáŵáļ áñšŵéŕ ~~~~~~ ~~]`)
};

export const errors_what_withdrawal_details = /** @type {(inputs: Errors_What_Withdrawal_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŵíţĥďŕáŵáļ ďéţáíļš ~~~~~~ ~~]`)
};

export const errors_what_deposit_answer = /** @type {(inputs: Errors_What_Deposit_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ďéþóšíţ áñšŵéŕ ~~~~~~ ~]`)
};

export const errors_what_asset_history = /** @type {(inputs: Errors_What_Asset_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ áššéţ ĥíšţóŕý ~~~~~~ ~]`)
};

export const errors_what_invoice = /** @type {(inputs: Errors_What_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áñ íñṽóíçé ~~~~]`)
};

export const errors_what_payout_services = /** @type {(inputs: Errors_What_Payout_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ļíšţ óƒ þáýóúţ šéŕṽíçéš ~~~~~~ ~~~~]`)
};

export const errors_what_payment_services = /** @type {(inputs: Errors_What_Payment_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ļíšţ óƒ þáýɱéñţ šéŕṽíçéš ~~~~~~ ~~~~~]`)
};

export const errors_what_the_request = /** @type {(inputs: Errors_What_The_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ ~~~~~]`)
};

export const errors_what_cancel_order = /** @type {(inputs: Errors_What_Cancel_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé çáñçéļļáţíóñ óƒ óŕďéŕ ${i?.id} ~~~~~~ ~~~~~]`)
};

export const errors_what_new_code = /** @type {(inputs: Errors_What_New_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ñéŵ çóďé óƒ ${i?.amount} ${i?.currency} ~~~~~~ ~]`)
};

export const errors_what_redeem_code = /** @type {(inputs: Errors_What_Redeem_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéďéɱþţíóñ óƒ ţĥé çóďé ~~~~~~ ~~~~~]`)
};

export const errors_what_payout = /** @type {(inputs: Errors_What_PayoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé þáýóúţ óƒ ${i?.amount} ${i?.currency} ~~~~~~]`)
};

export const errors_what_deposit = /** @type {(inputs: Errors_What_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ďéþóšíţ óƒ ${i?.amount} ${i?.currency} ~~~~~~ ~]`)
};

export const errors_what_new_address = /** @type {(inputs: Errors_What_New_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ñéŵ ${i?.currency} ďéþóšíţ áďďŕéšš ~~~~~~ ~~~~]`)
};

export const errors_what_withdrawal = /** @type {(inputs: Errors_What_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ŵíţĥďŕáŵáļ óƒ ${i?.amount} ${i?.currency} ~~~~~~ ~~]`)
};

export const errors_what_invoice_for = /** @type {(inputs: Errors_What_Invoice_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé íñṽóíçé ƒóŕ ďéþóšíţ ${i?.id} ~~~~~~ ~~~~]`)
};

export const errors_unknown_outcome = /** @type {(inputs: Errors_Unknown_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} áţ ${i?.host} ďíď ñóţ çóñƒíŕɱ ${i?.what}. Íţ ɱáý óŕ ɱáý ñóţ ĥáṽé ĥáþþéñéď; Šáţçĥéļ íš ŕéƒŕéšĥíñĝ ţĥé ļíšţš šó ýóú çáñ šéé ŵĥíçĥ. Íţ ŵáš ñóţ šéñţ áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const errors_not_understood = /** @type {(inputs: Errors_Not_UnderstoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.party} áţ ${i?.host} šéñţ ${i?.what} ţĥáţ Šáţçĥéļ ďóéš ñóţ úñďéŕšţáñď. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_what_cancel_orders = /** @type {(inputs: Errors_What_Cancel_OrdersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[ţĥé çáñçéļļáţíóñ óƒ ${i?.count} óŕďéŕ ~~~~~~ ~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[ţĥé çáñçéļļáţíóñ óƒ ${i?.count} óŕďéŕš ~~~~~~ ~~~~~]`);
	return /** @type {LocalizedString} */ ("errors_what_cancel_orders");
};

export const errors_clock_ahead_local = /** @type {(inputs: Errors_Clock_Ahead_LocalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áţ ${i?.host} šáýš íţš çļóçķ íš ${i?.days} ďáý áĥéáď óƒ ţĥíš çóɱþúţéŕ'š. Šáţçĥéļ áççéþţš áţ ɱóšţ óñé ďáý óƒ ďíƒƒéŕéñçé, šó íţ ķééþš úšíñĝ ţĥíš çóɱþúţéŕ'š çļóçķ ƒóŕ šíĝñéď ŕéǫúéšţš. Çĥéçķ ţĥíš çóɱþúţéŕ'š ďáţé áñď ţíɱé; íƒ ţĥéý áŕé ŕíĝĥţ, ţĥé éẋçĥáñĝé'š çļóçķ íš ŵŕóñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áţ ${i?.host} šáýš íţš çļóçķ íš ${i?.days} ďáýš áĥéáď óƒ ţĥíš çóɱþúţéŕ'š. Šáţçĥéļ áççéþţš áţ ɱóšţ óñé ďáý óƒ ďíƒƒéŕéñçé, šó íţ ķééþš úšíñĝ ţĥíš çóɱþúţéŕ'š çļóçķ ƒóŕ šíĝñéď ŕéǫúéšţš. Çĥéçķ ţĥíš çóɱþúţéŕ'š ďáţé áñď ţíɱé; íƒ ţĥéý áŕé ŕíĝĥţ, ţĥé éẋçĥáñĝé'š çļóçķ íš ŵŕóñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`);
	return /** @type {LocalizedString} */ ("errors_clock_ahead_local");
};

export const errors_clock_behind_local = /** @type {(inputs: Errors_Clock_Behind_LocalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áţ ${i?.host} šáýš íţš çļóçķ íš ${i?.days} ďáý ƀéĥíñď ţĥíš çóɱþúţéŕ'š. Šáţçĥéļ áççéþţš áţ ɱóšţ óñé ďáý óƒ ďíƒƒéŕéñçé, šó íţ ķééþš úšíñĝ ţĥíš çóɱþúţéŕ'š çļóçķ ƒóŕ šíĝñéď ŕéǫúéšţš. Çĥéçķ ţĥíš çóɱþúţéŕ'š ďáţé áñď ţíɱé; íƒ ţĥéý áŕé ŕíĝĥţ, ţĥé éẋçĥáñĝé'š çļóçķ íš ŵŕóñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áţ ${i?.host} šáýš íţš çļóçķ íš ${i?.days} ďáýš ƀéĥíñď ţĥíš çóɱþúţéŕ'š. Šáţçĥéļ áççéþţš áţ ɱóšţ óñé ďáý óƒ ďíƒƒéŕéñçé, šó íţ ķééþš úšíñĝ ţĥíš çóɱþúţéŕ'š çļóçķ ƒóŕ šíĝñéď ŕéǫúéšţš. Çĥéçķ ţĥíš çóɱþúţéŕ'š ďáţé áñď ţíɱé; íƒ ţĥéý áŕé ŕíĝĥţ, ţĥé éẋçĥáñĝé'š çļóçķ íš ŵŕóñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`);
	return /** @type {LocalizedString} */ ("errors_clock_behind_local");
};

export const errors_clock_far_local = /** @type {(inputs: Errors_Clock_Far_LocalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áţ ${i?.host} šáýš íţš çļóçķ íš ñóŵĥéŕé ñéáŕ ţĥíš çóɱþúţéŕ'š. Šáţçĥéļ áççéþţš áţ ɱóšţ óñé ďáý óƒ ďíƒƒéŕéñçé, šó íţ ķééþš úšíñĝ ţĥíš çóɱþúţéŕ'š çļóçķ ƒóŕ šíĝñéď ŕéǫúéšţš. Çĥéçķ ţĥíš çóɱþúţéŕ'š ďáţé áñď ţíɱé; íƒ ţĥéý áŕé ŕíĝĥţ, ţĥé éẋçĥáñĝé'š çļóçķ íš ŵŕóñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_clock_ahead_measured = /** @type {(inputs: Errors_Clock_Ahead_MeasuredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áţ ${i?.host} šáýš íţš çļóçķ íš ${i?.days} ďáý áĥéáď óƒ ţĥíš çóɱþúţéŕ'š. Šáţçĥéļ áççéþţš áţ ɱóšţ óñé ďáý óƒ ďíƒƒéŕéñçé, šó íţ ķééþš úšíñĝ ţĥé ďíƒƒéŕéñçé íţ ɱéášúŕéď ƀéƒóŕé ƒóŕ šíĝñéď ŕéǫúéšţš. Çĥéçķ ţĥíš çóɱþúţéŕ'š ďáţé áñď ţíɱé; íƒ ţĥéý áŕé ŕíĝĥţ, ţĥé éẋçĥáñĝé'š çļóçķ íš ŵŕóñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áţ ${i?.host} šáýš íţš çļóçķ íš ${i?.days} ďáýš áĥéáď óƒ ţĥíš çóɱþúţéŕ'š. Šáţçĥéļ áççéþţš áţ ɱóšţ óñé ďáý óƒ ďíƒƒéŕéñçé, šó íţ ķééþš úšíñĝ ţĥé ďíƒƒéŕéñçé íţ ɱéášúŕéď ƀéƒóŕé ƒóŕ šíĝñéď ŕéǫúéšţš. Çĥéçķ ţĥíš çóɱþúţéŕ'š ďáţé áñď ţíɱé; íƒ ţĥéý áŕé ŕíĝĥţ, ţĥé éẋçĥáñĝé'š çļóçķ íš ŵŕóñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`);
	return /** @type {LocalizedString} */ ("errors_clock_ahead_measured");
};

export const errors_clock_behind_measured = /** @type {(inputs: Errors_Clock_Behind_MeasuredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áţ ${i?.host} šáýš íţš çļóçķ íš ${i?.days} ďáý ƀéĥíñď ţĥíš çóɱþúţéŕ'š. Šáţçĥéļ áççéþţš áţ ɱóšţ óñé ďáý óƒ ďíƒƒéŕéñçé, šó íţ ķééþš úšíñĝ ţĥé ďíƒƒéŕéñçé íţ ɱéášúŕéď ƀéƒóŕé ƒóŕ šíĝñéď ŕéǫúéšţš. Çĥéçķ ţĥíš çóɱþúţéŕ'š ďáţé áñď ţíɱé; íƒ ţĥéý áŕé ŕíĝĥţ, ţĥé éẋçĥáñĝé'š çļóçķ íš ŵŕóñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áţ ${i?.host} šáýš íţš çļóçķ íš ${i?.days} ďáýš ƀéĥíñď ţĥíš çóɱþúţéŕ'š. Šáţçĥéļ áççéþţš áţ ɱóšţ óñé ďáý óƒ ďíƒƒéŕéñçé, šó íţ ķééþš úšíñĝ ţĥé ďíƒƒéŕéñçé íţ ɱéášúŕéď ƀéƒóŕé ƒóŕ šíĝñéď ŕéǫúéšţš. Çĥéçķ ţĥíš çóɱþúţéŕ'š ďáţé áñď ţíɱé; íƒ ţĥéý áŕé ŕíĝĥţ, ţĥé éẋçĥáñĝé'š çļóçķ íš ŵŕóñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`);
	return /** @type {LocalizedString} */ ("errors_clock_behind_measured");
};

export const errors_clock_far_measured = /** @type {(inputs: Errors_Clock_Far_MeasuredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áţ ${i?.host} šáýš íţš çļóçķ íš ñóŵĥéŕé ñéáŕ ţĥíš çóɱþúţéŕ'š. Šáţçĥéļ áççéþţš áţ ɱóšţ óñé ďáý óƒ ďíƒƒéŕéñçé, šó íţ ķééþš úšíñĝ ţĥé ďíƒƒéŕéñçé íţ ɱéášúŕéď ƀéƒóŕé ƒóŕ šíĝñéď ŕéǫúéšţš. Çĥéçķ ţĥíš çóɱþúţéŕ'š ďáţé áñď ţíɱé; íƒ ţĥéý áŕé ŕíĝĥţ, ţĥé éẋçĥáñĝé'š çļóçķ íš ŵŕóñĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const errors_settings_exchange_address_text = /** @type {(inputs: Errors_Settings_Exchange_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áďďŕéšš ɱúšţ ƀé ţéẋţ. ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_settings_exchange_address_long = /** @type {(inputs: Errors_Settings_Exchange_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áďďŕéšš íš ţóó ļóñĝ. ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_settings_exchange_address_web = /** @type {(inputs: Errors_Settings_Exchange_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋçĥáñĝé áďďŕéšš ɱúšţ ƀé á ŵéƀ áďďŕéšš šţáŕţíñĝ ŵíţĥ ĥţţþš:// (ĥţţþ:// óñļý ƒóŕ ţĥíš çóɱþúţéŕ), ŵíţĥóúţ á úšéŕ ñáɱé óŕ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_gateway_address_text = /** @type {(inputs: Errors_Settings_Gateway_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý áďďŕéšš ɱúšţ ƀé ţéẋţ. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_gateway_address_long = /** @type {(inputs: Errors_Settings_Gateway_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý áďďŕéšš íš ţóó ļóñĝ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_gateway_address_web = /** @type {(inputs: Errors_Settings_Gateway_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáýɱéñţ ĝáţéŵáý áďďŕéšš ɱúšţ ƀé á ŵéƀ áďďŕéšš šţáŕţíñĝ ŵíţĥ ĥţţþš:// (ĥţţþ:// óñļý ƒóŕ ţĥíš çóɱþúţéŕ), ŵíţĥóúţ á úšéŕ ñáɱé óŕ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_settings_appliance_address_text = /** @type {(inputs: Errors_Settings_Appliance_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áďďŕéšš ɱúšţ ƀé ţéẋţ. ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_settings_appliance_address_long = /** @type {(inputs: Errors_Settings_Appliance_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áďďŕéšš íš ţóó ļóñĝ. ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_settings_appliance_address_web = /** @type {(inputs: Errors_Settings_Appliance_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áďďŕéšš ɱúšţ ƀé á ŵéƀ áďďŕéšš šţáŕţíñĝ ŵíţĥ ĥţţþš:// (ĥţţþ:// óñļý ƒóŕ ţĥíš çóɱþúţéŕ), ŵíţĥóúţ á úšéŕ ñáɱé óŕ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_settings_market_address_text = /** @type {(inputs: Errors_Settings_Market_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱáŕķéţ éẋçĥáñĝé áďďŕéšš ɱúšţ ƀé ţéẋţ. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_market_address_long = /** @type {(inputs: Errors_Settings_Market_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱáŕķéţ éẋçĥáñĝé áďďŕéšš íš ţóó ļóñĝ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_market_address_web = /** @type {(inputs: Errors_Settings_Market_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱáŕķéţ éẋçĥáñĝé áďďŕéšš ɱúšţ ƀé á ŵéƀ áďďŕéšš šţáŕţíñĝ ŵíţĥ ĥţţþš:// (ĥţţþ:// óñļý ƒóŕ ţĥíš çóɱþúţéŕ), ŵíţĥóúţ á úšéŕ ñáɱé óŕ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_settings_appliance_address_secure = /** @type {(inputs: Errors_Settings_Appliance_Address_SecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áďďŕéšš ɱúšţ šţáŕţ ŵíţĥ ĥţţþš:// (þļáíñ ĥţţþ:// óñļý ţó ţĥíš çóɱþúţéŕ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_market_address_secure = /** @type {(inputs: Errors_Settings_Market_Address_SecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱáŕķéţ éẋçĥáñĝé áďďŕéšš ɱúšţ šţáŕţ ŵíţĥ ĥţţþš:// (þļáíñ ĥţţþ:// óñļý ţó ţĥíš çóɱþúţéŕ). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const errors_settings_market_exchange = /** @type {(inputs: Errors_Settings_Market_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ɱáŕķéţ éẋçĥáñĝé íš ţĥé ďéɱó éẋçĥáñĝé óŕ á ŵéƀ áďďŕéšš šţáŕţíñĝ ŵíţĥ ĥţţþš://. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_settings_profile_id = /** @type {(inputs: Errors_Settings_Profile_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þŕóƒíļé íď ĥáš 1 ţó 64 ļéţţéŕš, ďíĝíţš, - óŕ _. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_settings_profile_name_text = /** @type {(inputs: Errors_Settings_Profile_Name_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þŕóƒíļé ñáɱé ɱúšţ ƀé ţéẋţ. ~~~~~~ ~~~~~~]`)
};

export const errors_settings_profile_name_empty = /** @type {(inputs: Errors_Settings_Profile_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝíṽé ţĥé þŕóƒíļé á ñáɱé. ~~~~~~ ~~~~]`)
};

export const errors_settings_profile_name_long = /** @type {(inputs: Errors_Settings_Profile_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þŕóƒíļé ñáɱé ĥáš áţ ɱóšţ 60 çĥáŕáçţéŕš. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_public_key_text = /** @type {(inputs: Errors_Settings_Public_Key_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ þúƀļíç ķéý ɱúšţ ƀé ţéẋţ. ~~~~~~ ~~~~~~ ~]`)
};

export const errors_settings_public_key_empty = /** @type {(inputs: Errors_Settings_Public_Key_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ÁÞÍ þúƀļíç ķéý. ~~~~~~ ~~~~]`)
};

export const errors_settings_public_key_long = /** @type {(inputs: Errors_Settings_Public_Key_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ þúƀļíç ķéý íš ţóó ļóñĝ. ~~~~~~ ~~~~~~ ~]`)
};

export const errors_settings_public_key_characters = /** @type {(inputs: Errors_Settings_Public_Key_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ÁÞÍ þúƀļíç ķéý ĥáš óñļý ļéţţéŕš, ďíĝíţš áñď þúñçţúáţíóñ, ñó šþáçéš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_profile_demo = /** @type {(inputs: Errors_Settings_Profile_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áççóúñţ'š ďéɱó ɱáŕķ ɱúšţ ƀé óñ óŕ óƒƒ. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_demo_account_text = /** @type {(inputs: Errors_Settings_Demo_Account_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ďéɱó áççóúñţ'š é-ɱáíļ ɱúšţ ƀé ţéẋţ. ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_settings_demo_account_empty = /** @type {(inputs: Errors_Settings_Demo_Account_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ďéɱó áççóúñţ'š é-ɱáíļ íš éɱþţý. ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_settings_demo_account_long = /** @type {(inputs: Errors_Settings_Demo_Account_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ďéɱó áççóúñţ'š é-ɱáíļ íš ţóó ļóñĝ. ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_settings_svcid_text = /** @type {(inputs: Errors_Settings_Svcid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áççóúñţ'š íď óñ ţĥé éẋçĥáñĝé ɱúšţ ƀé ţéẋţ. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_settings_svcid_shape = /** @type {(inputs: Errors_Settings_Svcid_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áççóúñţ'š íď óñ ţĥé éẋçĥáñĝé ĥáš 1 ţó 128 ļéţţéŕš, ďíĝíţš óŕ þúñçţúáţíóñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const errors_settings_profile_unknown = /** @type {(inputs: Errors_Settings_Profile_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áççóúñţ íš šáṽéď íñ á ƒóŕɱ Šáţçĥéļ ďóéš ñóţ ķñóŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_settings_balances_interval_number = /** @type {(inputs: Errors_Settings_Balances_Interval_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƀáļáñçéš íñţéŕṽáļ ɱúšţ ƀé á ñúɱƀéŕ óƒ ɱíļļíšéçóñďš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_balances_interval_whole = /** @type {(inputs: Errors_Settings_Balances_Interval_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƀáļáñçéš íñţéŕṽáļ ɱúšţ ƀé á ŵĥóļé ñúɱƀéŕ óƒ ɱíļļíšéçóñďš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const errors_settings_balances_interval_min = /** @type {(inputs: Errors_Settings_Balances_Interval_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƀáļáñçéš íñţéŕṽáļ ɱúšţ ƀé áţ ļéášţ ${i?.seconds} š. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_balances_interval_max = /** @type {(inputs: Errors_Settings_Balances_Interval_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƀáļáñçéš íñţéŕṽáļ ɱúšţ ƀé áţ ɱóšţ ${i?.seconds} š. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_orders_interval_number = /** @type {(inputs: Errors_Settings_Orders_Interval_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé óŕďéŕš íñţéŕṽáļ ɱúšţ ƀé á ñúɱƀéŕ óƒ ɱíļļíšéçóñďš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_orders_interval_whole = /** @type {(inputs: Errors_Settings_Orders_Interval_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé óŕďéŕš íñţéŕṽáļ ɱúšţ ƀé á ŵĥóļé ñúɱƀéŕ óƒ ɱíļļíšéçóñďš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_settings_orders_interval_min = /** @type {(inputs: Errors_Settings_Orders_Interval_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé óŕďéŕš íñţéŕṽáļ ɱúšţ ƀé áţ ļéášţ ${i?.seconds} š. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_orders_interval_max = /** @type {(inputs: Errors_Settings_Orders_Interval_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé óŕďéŕš íñţéŕṽáļ ɱúšţ ƀé áţ ɱóšţ ${i?.seconds} š. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_tickers_interval_number = /** @type {(inputs: Errors_Settings_Tickers_Interval_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţíçķéŕš íñţéŕṽáļ ɱúšţ ƀé á ñúɱƀéŕ óƒ ɱíļļíšéçóñďš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_tickers_interval_whole = /** @type {(inputs: Errors_Settings_Tickers_Interval_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţíçķéŕš íñţéŕṽáļ ɱúšţ ƀé á ŵĥóļé ñúɱƀéŕ óƒ ɱíļļíšéçóñďš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_settings_tickers_interval_min = /** @type {(inputs: Errors_Settings_Tickers_Interval_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţíçķéŕš íñţéŕṽáļ ɱúšţ ƀé áţ ļéášţ ${i?.seconds} š. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_tickers_interval_max = /** @type {(inputs: Errors_Settings_Tickers_Interval_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţíçķéŕš íñţéŕṽáļ ɱúšţ ƀé áţ ɱóšţ ${i?.seconds} š. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_polling_unknown = /** @type {(inputs: Errors_Settings_Polling_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé úþďáţé íñţéŕṽáļš ĥóļď á šéţţíñĝ Šáţçĥéļ ďóéš ñóţ ķñóŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_settings_currency_code = /** @type {(inputs: Errors_Settings_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á çúŕŕéñçý çóďé ĥáš 1 ţó 16 ļóŵéŕ-çášé ļéţţéŕš óŕ ďíĝíţš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_amount = /** @type {(inputs: Errors_Settings_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áɱóúñţ íš á þļáíñ ďéçíɱáļ ñúɱƀéŕ. ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_settings_guard_address = /** @type {(inputs: Errors_Settings_Guard_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áďďŕéšš ĥáš ñó šþáçéš. ~~~~~~ ~~~~]`)
};

export const errors_settings_guard_memo = /** @type {(inputs: Errors_Settings_Guard_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ɱéɱó ĥáš ñó šþáçéš. ~~~~~~ ~~~]`)
};

export const errors_settings_guard_label = /** @type {(inputs: Errors_Settings_Guard_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ļáƀéļ ĥáš áţ ɱóšţ 60 çĥáŕáçţéŕš. ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_settings_saved_addresses_max = /** @type {(inputs: Errors_Settings_Saved_Addresses_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.count} šáṽéď áďďŕéšš. ~~~~~~ ~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.count} šáṽéď áďďŕéššéš. ~~~~~~ ~~~~]`);
	return /** @type {LocalizedString} */ ("errors_settings_saved_addresses_max");
};

export const errors_settings_guard_unknown = /** @type {(inputs: Errors_Settings_Guard_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ŵíţĥďŕáŵáļ ĝúáŕď ĥóļďš šóɱéţĥíñĝ Šáţçĥéļ ďóéš ñóţ ķñóŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_guard_key = /** @type {(inputs: Errors_Settings_Guard_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ĝúáŕď íš ķéþţ úñďéŕ áñ éẋçĥáñĝé áççóúñţ. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_appliance_id = /** @type {(inputs: Errors_Settings_Appliance_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áþþļíáñçé íď ĥáš 1 ţó 64 ļéţţéŕš, ďíĝíţš, - óŕ _. ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_settings_appliance_name_text = /** @type {(inputs: Errors_Settings_Appliance_Name_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áþþļíáñçé ñáɱé ɱúšţ ƀé ţéẋţ. ~~~~~~ ~~~~~~ ~]`)
};

export const errors_settings_appliance_name_empty = /** @type {(inputs: Errors_Settings_Appliance_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝíṽé ţĥé áþþļíáñçé á ñáɱé. ~~~~~~ ~~~~~]`)
};

export const errors_settings_appliance_name_long = /** @type {(inputs: Errors_Settings_Appliance_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áþþļíáñçé ñáɱé ĥáš áţ ɱóšţ 60 çĥáŕáçţéŕš. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_settings_appliance_user_text = /** @type {(inputs: Errors_Settings_Appliance_User_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé úšéŕ ɱúšţ ƀé ţéẋţ. ~~~~~~ ~~~~~~ ~]`)
};

export const errors_settings_appliance_user_empty = /** @type {(inputs: Errors_Settings_Appliance_User_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé áþþļíáñçé úšéŕ. ~~~~~~ ~~~~]`)
};

export const errors_settings_appliance_user_long = /** @type {(inputs: Errors_Settings_Appliance_User_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé úšéŕ íš ţóó ļóñĝ. ~~~~~~ ~~~~~~ ~]`)
};

export const errors_settings_appliance_user_control = /** @type {(inputs: Errors_Settings_Appliance_User_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé úšéŕ ĥáš á çóñţŕóļ çĥáŕáçţéŕ. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_settings_appliance_auth = /** @type {(inputs: Errors_Settings_Appliance_AuthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šíĝñ-íñ ŵáý íš óñé óƒ ${i?.choices}. ~~~~~~ ~~~~~]`)
};

export const errors_settings_api_path_text = /** @type {(inputs: Errors_Settings_Api_Path_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áþþļíáñçé ÁÞÍ þáţĥ ɱúšţ ƀé ţéẋţ. ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_settings_api_path_ends = /** @type {(inputs: Errors_Settings_Api_Path_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áþþļíáñçé ÁÞÍ þáţĥ ĥáš ñó šþáçéš óŕ “/” áţ íţš éñďš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_fingerprint = /** @type {(inputs: Errors_Settings_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þíññéď ƒíñĝéŕþŕíñţ íš ŠĤÁ-256 áš ÁƁ:ÇĎ:… ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_appliance_demo = /** @type {(inputs: Errors_Settings_Appliance_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áþþļíáñçé'š ďéɱó ɱáŕķ ɱúšţ ƀé óñ óŕ óƒƒ. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_settings_appliance_unknown = /** @type {(inputs: Errors_Settings_Appliance_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áñ áþþļíáñçé íš šáṽéď íñ á ƒóŕɱ Šáţçĥéļ ďóéš ñóţ ķñóŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_updates_check = /** @type {(inputs: Errors_Settings_Updates_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķíñĝ ƒóŕ úþďáţéš ɱúšţ ƀé óñ óŕ óƒƒ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_updates_channel = /** @type {(inputs: Errors_Settings_Updates_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé úþďáţé çĥáññéļ ɱúšţ ƀé šţáƀļé óŕ ƀéţá. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_updates_unknown = /** @type {(inputs: Errors_Settings_Updates_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ úþďáţé šéţţíñĝ. ~~~~~~ ~~~~]`)
};

export const errors_settings_favourite_text = /** @type {(inputs: Errors_Settings_Favourite_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƒáṽóúŕíţé íš á ɱáŕķéţ íď. ~~~~~~ ~~~~~]`)
};

export const errors_settings_favourite_shape = /** @type {(inputs: Errors_Settings_Favourite_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƒáṽóúŕíţé íš á ɱáŕķéţ íď šúçĥ áš ƀţç_úšďţ. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_settings_favourites_max = /** @type {(inputs: Errors_Settings_Favourites_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.count} ƒáṽóúŕíţé ɱáŕķéţ. ~~~~~~ ~~~~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.count} ƒáṽóúŕíţé ɱáŕķéţš. ~~~~~~ ~~~~~]`);
	return /** @type {LocalizedString} */ ("errors_settings_favourites_max");
};

export const errors_settings_favourite_twice = /** @type {(inputs: Errors_Settings_Favourite_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ɱáŕķéţ íš á ƒáṽóúŕíţé óñļý óñçé. ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_settings_version = /** @type {(inputs: Errors_Settings_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš šéţţíñĝš ƒíļé íš ƒŕóɱ áñóţĥéŕ ṽéŕšíóñ óƒ Šáţçĥéļ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_profiles_max = /** @type {(inputs: Errors_Settings_Profiles_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.count} þŕóƒíļé. ~~~~~~ ~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.count} þŕóƒíļéš. ~~~~~~ ~~]`);
	return /** @type {LocalizedString} */ ("errors_settings_profiles_max");
};

export const errors_settings_appliances_max = /** @type {(inputs: Errors_Settings_Appliances_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.count} áþþļíáñçé. ~~~~~~ ~~]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.count} áþþļíáñçéš. ~~~~~~ ~~]`);
	return /** @type {LocalizedString} */ ("errors_settings_appliances_max");
};

export const errors_settings_display_currency = /** @type {(inputs: Errors_Settings_Display_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ďíšþļáý çúŕŕéñçý ɱúšţ ƀé óñé óƒ ${i?.choices}. ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_settings_theme = /** @type {(inputs: Errors_Settings_ThemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţĥéɱé ɱúšţ ƀé óñé óƒ ${i?.choices}. ~~~~~~ ~~~~~]`)
};

export const errors_settings_language = /** @type {(inputs: Errors_Settings_LanguageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļáñĝúáĝé ɱúšţ ƀé óñé óƒ ${i?.choices}. ~~~~~~ ~~~~~~]`)
};

export const errors_settings_auto_lock = /** @type {(inputs: Errors_Settings_Auto_LockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áúţó-ļóçķ ɱúšţ ƀé óñé óƒ ${i?.choices} ɱíñúţéš (0 = ñéṽéŕ). ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const errors_settings_close_to_tray = /** @type {(inputs: Errors_Settings_Close_To_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļóšíñĝ ţó ţĥé ţŕáý ɱúšţ ƀé óñ óŕ óƒƒ. ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_settings_hide_amounts = /** @type {(inputs: Errors_Settings_Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíďíñĝ áɱóúñţš ɱúšţ ƀé óñ óŕ óƒƒ. ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_settings_hide_amounts_locked = /** @type {(inputs: Errors_Settings_Hide_Amounts_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíďíñĝ áɱóúñţš ŵĥíļé Šáţçĥéļ íš ļóçķéď ɱúšţ ƀé óñ óŕ óƒƒ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const errors_settings_password_hash = /** @type {(inputs: Errors_Settings_Password_HashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáššŵóŕď ĥášĥ íš ţóó ļóñĝ. ~~~~~~ ~~~~~~]`)
};

export const errors_settings_unknown = /** @type {(inputs: Errors_Settings_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñķñóŵñ šéţţíñĝ. ~~~~~~ ~]`)
};

export const errors_settings_profile_ids_twice = /** @type {(inputs: Errors_Settings_Profile_Ids_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó þŕóƒíļéš ĥáṽé ţĥé šáɱé íď. ~~~~~~ ~~~~~~]`)
};

export const errors_settings_active_profile_gone = /** @type {(inputs: Errors_Settings_Active_Profile_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áçţíṽé þŕóƒíļé ďóéš ñóţ éẋíšţ. ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_settings_appliance_ids_twice = /** @type {(inputs: Errors_Settings_Appliance_Ids_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵó áþþļíáñçéš ĥáṽé ţĥé šáɱé íď. ~~~~~~ ~~~~~~ ~]`)
};

export const errors_settings_active_appliance_gone = /** @type {(inputs: Errors_Settings_Active_Appliance_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áçţíṽé áþþļíáñçé ďóéš ñóţ éẋíšţ. ~~~~~~ ~~~~~~ ~~~]`)
};

export const errors_settings_unexpected = /** @type {(inputs: Errors_Settings_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šéţţíñĝ ĥáš á ṽáļúé óƒ á ķíñď Šáţçĥéļ ďóéš ñóţ éẋþéçţ ţĥéŕé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const errors_settings_in_account = /** @type {(inputs: Errors_Settings_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéď áççóúñţ ${i?.n}: ${i?.reason} ~~~~~~ ~]`)
};

export const errors_settings_in_appliance = /** @type {(inputs: Errors_Settings_In_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáṽéď áþþļíáñçé ${i?.n}: ${i?.reason} ~~~~~~ ~~]`)
};

export const errors_policy_which = /** @type {(inputs: Errors_Policy_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥíçĥ þóļíçý? Ţĥé ñáɱé íš éɱþţý. ~~~~~~ ~~~~~~ ~]`)
};

export const errors_policy_action = /** @type {(inputs: Errors_Policy_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé áçţíóñ íš ÁĻĻÓŴ óŕ ĎÉÑÝ. ~~~~~~ ~~~~~~]`)
};

export const errors_policy_page_size = /** @type {(inputs: Errors_Policy_Page_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáĝé šížé íš á ŵĥóļé ñúɱƀéŕ ƒŕóɱ 1 ţó ${i?.max}. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_policy_page_number = /** @type {(inputs: Errors_Policy_Page_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé þáĝé ñúɱƀéŕ íš á ŵĥóļé ñúɱƀéŕ, 1 óŕ ɱóŕé. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_policy_page_needs_size = /** @type {(inputs: Errors_Policy_Page_Needs_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þáĝé ñúɱƀéŕ ñééďš á þáĝé šížé. ~~~~~~ ~~~~~~ ~]`)
};

export const errors_policy_filter_field = /** @type {(inputs: Errors_Policy_Filter_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƒíļţéŕ ñáɱéš á ƒíéļď ţĥáţ þóļíçíéš ďó ñóţ ĥáṽé. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_policy_filter_text = /** @type {(inputs: Errors_Policy_Filter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƒíļţéŕ'š ṽáļúé ɱúšţ ƀé ţéẋţ. ~~~~~~ ~~~~~~]`)
};

export const errors_policy_read_none = /** @type {(inputs: Errors_Policy_Read_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé áţ ļéášţ óñé ƒíéļď ţó ŕéáď. ~~~~~~ ~~~~~~ ~]`)
};

export const errors_policy_read_field = /** @type {(inputs: Errors_Policy_Read_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á ƒíéļď ţó ŕéáď íš ñóţ óñé ţĥáţ þóļíçíéš ĥáṽé. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const errors_policy_many_for_name = /** @type {(inputs: Errors_Policy_Many_For_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé áþþļíáñçé áţ ${i?.host} áñšŵéŕéď ŵíţĥ ${i?.count} þóļíçíéš ƒóŕ óñé ñáɱé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const errors_policy_nothing_to_change = /** @type {(inputs: Errors_Policy_Nothing_To_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ţó çĥáñĝé: ĝíṽé á ŕúļé óŕ áñ áçţíóñ. ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const errors_policy_unset_none = /** @type {(inputs: Errors_Policy_Unset_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé áţ ļéášţ óñé ƒíéļď ţó úñšéţ. ~~~~~~ ~~~~~~ ~~]`)
};

export const errors_policy_unset_field = /** @type {(inputs: Errors_Policy_Unset_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óñļý ţĥé ŕúļé áñď ţĥé áçţíóñ çáñ ƀé ŕéţúŕñéď ţó ţĥéíŕ ďéƒáúļţš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const main_confirm_decline = /** @type {(inputs: Main_Confirm_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďóñ’ţ ďó íţ ~~~~~]`)
};

export const main_save_title = /** @type {(inputs: Main_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ~~~]`)
};

export const main_save_button = /** @type {(inputs: Main_Save_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ ~~~]`)
};

export const main_save_filter_csv = /** @type {(inputs: Main_Save_Filter_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÇŠṼ (çóɱɱá-šéþáŕáţéď ṽáļúéš) ~~~~~~ ~~~~~~]`)
};

export const main_save_filter_text = /** @type {(inputs: Main_Save_Filter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéẋţ ~~]`)
};

export const main_password_refused = /** @type {(inputs: Main_Password_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒúšéď: ţĥíš áñšŵéŕ ďíď ñóţ çóɱé ƒŕóɱ Šáţçĥéļ’š þáššŵóŕď ŵíñďóŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const main_password_enter = /** @type {(inputs: Main_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýóúŕ áþþ þáššŵóŕď. ~~~~~~ ~~~~]`)
};

export const main_password_check_failed = /** @type {(inputs: Main_Password_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ çóúļď ñóţ çĥéçķ ţĥé þáššŵóŕď. Ţŕý áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const main_lock_title = /** @type {(inputs: Main_Lock_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ íš áļŕéáďý ŕúññíñĝ ~~~~~~ ~~~~~]`)
};

export const main_lock_starting = /** @type {(inputs: Main_Lock_StartingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áñóţĥéŕ Šáţçĥéļ íš šţáŕţíñĝ ŵíţĥ ţĥíš úšéŕ-ďáţá ƒóļďéŕ ŕíĝĥţ ñóŵ (${i?.file}). Ŵáíţ ƒóŕ íţ, óŕ šţóþ íţ, áñď ţŕý áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const main_lock_held = /** @type {(inputs: Main_Lock_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ íš áļŕéáďý ŕúññíñĝ ŵíţĥ ţĥíš úšéŕ-ďáţá ƒóļďéŕ: þŕóçéšš ${i?.pid} (${i?.shell}, šţáŕţéď ${i?.startedAt}) ĥóļďš ${i?.file}. Úšé ţĥáţ óñé, óŕ šţóþ íţ ƒíŕšţ. Íƒ ţĥáţ þŕóçéšš íš ĝóñé, ďéļéţé ţĥé ƒíļé áñď šţáŕţ áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const main_lock_held_elsewhere = /** @type {(inputs: Main_Lock_Held_ElsewhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ íš áļŕéáďý ŕúññíñĝ ŵíţĥ ţĥíš úšéŕ-ďáţá ƒóļďéŕ: þŕóçéšš ${i?.pid} óñ ţĥé çóɱþúţéŕ “${i?.host}” (${i?.shell}, šţáŕţéď ${i?.startedAt}) ĥóļďš ${i?.file}. Úšé ţĥáţ óñé, óŕ šţóþ íţ ƒíŕšţ. Íƒ ţĥáţ þŕóçéšš íš ĝóñé, ďéļéţé ţĥé ƒíļé áñď šţáŕţ áĝáíñ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const main_lock_shell_desktop = /** @type {(inputs: Main_Lock_Shell_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ďéšķţóþ áþþ ~~~~~~]`)
};

export const main_lock_shell_browser = /** @type {(inputs: Main_Lock_Shell_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƀŕóŵšéŕ ɱóďé ~~~~~]`)
};

export const main_could_not_start = /** @type {(inputs: Main_Could_Not_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ çóúļď ñóţ šţáŕţ ~~~~~~ ~~~~]`)
};

export const main_exchange_both = /** @type {(inputs: Main_Exchange_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ ŠÁŢÇĤÉĻ_ÉẊÇĤÁÑĜÉ_ÚŔĻ óŕ ŠÁŢÇĤÉĻ_ĎÉṀÓ_ŠÉŔṼÉŔŠ, ñóţ ƀóţĥ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const main_exchange_url_not_url = /** @type {(inputs: Main_Exchange_Url_Not_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ŠÁŢÇĤÉĻ_ÉẊÇĤÁÑĜÉ_ÚŔĻ íš ñóţ á ÚŔĻ: ${i?.value} ~~~~~~ ~~~~~~ ~~]`)
};

export const main_exchange_url_protocol = /** @type {(inputs: Main_Exchange_Url_ProtocolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ŠÁŢÇĤÉĻ_ÉẊÇĤÁÑĜÉ_ÚŔĻ ɱúšţ ƀé áñ ĥţţþ óŕ ĥţţþš ÚŔĻ, ñóţ ${i?.protocol} ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const main_exchange_url_not_web_address = /** @type {(inputs: Main_Exchange_Url_Not_Web_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÁŢÇĤÉĻ_ÉẊÇĤÁÑĜÉ_ÚŔĻ íš ñóţ á ŵéƀ áďďŕéšš. Úšé óñé ļíķé ĥţţþš://éẋçĥáñĝé.éẋáɱþļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~]`)
};

export const main_exchange_url_scheme = /** @type {(inputs: Main_Exchange_Url_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÁŢÇĤÉĻ_ÉẊÇĤÁÑĜÉ_ÚŔĻ ɱúšţ šţáŕţ ŵíţĥ ĥţţþš://. ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const main_exchange_url_credentials = /** @type {(inputs: Main_Exchange_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÁŢÇĤÉĻ_ÉẊÇĤÁÑĜÉ_ÚŔĻ ɱúšţ ñóţ çóñţáíñ á úšéŕ ñáɱé óŕ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const main_exchange_url_plain_http = /** @type {(inputs: Main_Exchange_Url_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÁŢÇĤÉĻ_ÉẊÇĤÁÑĜÉ_ÚŔĻ ɱúšţ šţáŕţ ŵíţĥ ĥţţþš://. Þļáíñ ĥţţþ:// íš áļļóŵéď óñļý ƒóŕ ţĥíš çóɱþúţéŕ (ļóçáļĥóšţ, 127.0.0.1, ::1). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const main_demo_servers_not_json = /** @type {(inputs: Main_Demo_Servers_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÁŢÇĤÉĻ_ĎÉṀÓ_ŠÉŔṼÉŔŠ ɱúšţ ƀé ţĥé ĴŠÓÑ ļíñé \`ñþɱ ŕúñ šíɱ\` þŕíñţš. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const main_demo_servers_no_address = /** @type {(inputs: Main_Demo_Servers_No_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ŠÁŢÇĤÉĻ_ĎÉṀÓ_ŠÉŔṼÉŔŠ ĥáš ñó ${i?.name} áďďŕéšš. ~~~~~~ ~~~~~~ ~~~]`)
};

export const main_demo_servers_no_accounts = /** @type {(inputs: Main_Demo_Servers_No_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÁŢÇĤÉĻ_ĎÉṀÓ_ŠÉŔṼÉŔŠ ĥáš ñó ďéɱó áççóúñţš. ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const main_demo_servers_no_appliance_login = /** @type {(inputs: Main_Demo_Servers_No_Appliance_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÁŢÇĤÉĻ_ĎÉṀÓ_ŠÉŔṼÉŔŠ ĥáš ñó áþþļíáñçé úšéŕ áñď þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const main_demo_address_not_web_address = /** @type {(inputs: Main_Demo_Address_Not_Web_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ŠÁŢÇĤÉĻ_ĎÉṀÓ_ŠÉŔṼÉŔŠ' ${i?.name} áďďŕéšš íš ñóţ á ŵéƀ áďďŕéšš. Úšé óñé ļíķé ĥţţþš://éẋçĥáñĝé.éẋáɱþļé. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const main_demo_address_scheme = /** @type {(inputs: Main_Demo_Address_SchemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ŠÁŢÇĤÉĻ_ĎÉṀÓ_ŠÉŔṼÉŔŠ' ${i?.name} áďďŕéšš ɱúšţ šţáŕţ ŵíţĥ ĥţţþš://. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const main_demo_address_credentials = /** @type {(inputs: Main_Demo_Address_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ŠÁŢÇĤÉĻ_ĎÉṀÓ_ŠÉŔṼÉŔŠ' ${i?.name} áďďŕéšš ɱúšţ ñóţ çóñţáíñ á úšéŕ ñáɱé óŕ þáššŵóŕď. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const main_demo_address_plain_http = /** @type {(inputs: Main_Demo_Address_Plain_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ŠÁŢÇĤÉĻ_ĎÉṀÓ_ŠÉŔṼÉŔŠ' ${i?.name} áďďŕéšš ɱúšţ šţáŕţ ŵíţĥ ĥţţþš://. Þļáíñ ĥţţþ:// íš áļļóŵéď óñļý ƒóŕ ţĥíš çóɱþúţéŕ (ļóçáļĥóšţ, 127.0.0.1, ::1). ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const main_fixed_by_exchange_url = /** @type {(inputs: Main_Fixed_By_Exchange_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŠÁŢÇĤÉĻ_ÉẊÇĤÁÑĜÉ_ÚŔĻ éñṽíŕóñɱéñţ ṽáŕíáƀļé ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const main_fixed_by_demo_servers = /** @type {(inputs: Main_Fixed_By_Demo_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŠÁŢÇĤÉĻ_ĎÉṀÓ_ŠÉŔṼÉŔŠ éñṽíŕóñɱéñţ ṽáŕíáƀļé ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const main_payment_window_title = /** @type {(inputs: Main_Payment_Window_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ — þáýɱéñţ ~~~~~~ ~]`)
};

export const main_internal_error = /** @type {(inputs: Main_Internal_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ ĥíţ áñ íñţéŕñáļ éŕŕóŕ. ~~~~~~ ~~~~~~]`)
};

export const main_refused_sender = /** @type {(inputs: Main_Refused_SenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒúšéď: ţĥíš ŕéǫúéšţ ďíď ñóţ çóɱé ƒŕóɱ Šáţçĥéļ’š óŵñ ŵíñďóŵ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~]`)
};

export const main_confirm_not_waiting = /** @type {(inputs: Main_Confirm_Not_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥáţ çóñƒíŕɱáţíóñ íš ñó ļóñĝéŕ ŵáíţíñĝ ƒóŕ áñ áñšŵéŕ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~]`)
};

export const checks_label_accepted = /** @type {(inputs: Checks_Label_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áççéþţéď ~~~~]`)
};

export const checks_label_action = /** @type {(inputs: Checks_Label_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áçţíóñ ~~~]`)
};

export const checks_label_address = /** @type {(inputs: Checks_Label_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áďďŕéšš ~~~]`)
};

export const checks_label_allow_blank_memo = /** @type {(inputs: Checks_Label_Allow_Blank_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŵĥéţĥéŕ ţó ŵíţĥďŕáŵ ŵíţĥóúţ á ɱéɱó ~~~~~~ ~~~~~~ ~~]`)
};

export const checks_label_allow_list_only = /** @type {(inputs: Checks_Label_Allow_List_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áļļóŵ ļíšţ óñļý ~~~~~~]`)
};

export const checks_label_amount = /** @type {(inputs: Checks_Label_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áɱóúñţ ~~~]`)
};

export const checks_label_api_key = /** @type {(inputs: Checks_Label_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ ķéý ~~~]`)
};

export const checks_label_api_secret = /** @type {(inputs: Checks_Label_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ šéçŕéţ ~~~~]`)
};

export const checks_label_auth = /** @type {(inputs: Checks_Label_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áúţĥ ~~]`)
};

export const checks_label_auto_lock_minutes = /** @type {(inputs: Checks_Label_Auto_Lock_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļóçķ áƒţéŕ ~~~~]`)
};

export const checks_label_balances = /** @type {(inputs: Checks_Label_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƀáļáñçéš ~~~~]`)
};

export const checks_label_balances_interval = /** @type {(inputs: Checks_Label_Balances_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƀáļáñçé ŕéƒŕéšĥ íñţéŕṽáļ ~~~~~~ ~~~~]`)
};

export const checks_label_book = /** @type {(inputs: Checks_Label_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƀóóķ ~~]`)
};

export const checks_label_check_for_updates = /** @type {(inputs: Checks_Label_Check_For_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çĥéçķ ƒóŕ úþďáţéš ~~~~~~ ~]`)
};

export const checks_label_close_to_tray = /** @type {(inputs: Checks_Label_Close_To_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ķééþ ŕúññíñĝ íñ ţĥé ţŕáý ~~~~~~ ~~~~]`)
};

export const checks_label_code = /** @type {(inputs: Checks_Label_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çóďé ~~]`)
};

export const checks_label_comment = /** @type {(inputs: Checks_Label_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çóɱɱéñţ ~~~]`)
};

export const checks_label_currencies = /** @type {(inputs: Checks_Label_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çúŕŕéñçíéš ~~~~]`)
};

export const checks_label_currency = /** @type {(inputs: Checks_Label_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çúŕŕéñçý ~~~~]`)
};

export const checks_label_current = /** @type {(inputs: Checks_Label_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çúŕŕéñţ ~~~]`)
};

export const checks_label_daily_limit = /** @type {(inputs: Checks_Label_Daily_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ďáíļý ļíɱíţ ~~~~~]`)
};

export const checks_label_direction = /** @type {(inputs: Checks_Label_DirectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ďíŕéçţíóñ ~~~~]`)
};

export const checks_label_display_currency = /** @type {(inputs: Checks_Label_Display_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çúŕŕéñçý ţó šĥóŵ ṽáļúéš íñ ~~~~~~ ~~~~~]`)
};

export const checks_label_end = /** @type {(inputs: Checks_Label_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éñď ~~]`)
};

export const checks_label_exchange_url = /** @type {(inputs: Checks_Label_Exchange_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋçĥáñĝé áďďŕéšš ~~~~~~ ~]`)
};

export const checks_label_favourites = /** @type {(inputs: Checks_Label_FavouritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƒáṽóúŕíţéš ~~~~]`)
};

export const checks_label_fee_included = /** @type {(inputs: Checks_Label_Fee_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŵĥéţĥéŕ ţĥé ƒéé íš íñçļúďéď ~~~~~~ ~~~~~]`)
};

export const checks_label_field = /** @type {(inputs: Checks_Label_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƒíéļď ~~]`)
};

export const checks_label_fields = /** @type {(inputs: Checks_Label_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þáýɱéñţ ďéţáíļš ~~~~~~]`)
};

export const checks_label_filter = /** @type {(inputs: Checks_Label_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƒíļţéŕ ~~~]`)
};

export const checks_label_fingerprint = /** @type {(inputs: Checks_Label_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƒíñĝéŕþŕíñţ ~~~~~]`)
};

export const checks_label_flow = /** @type {(inputs: Checks_Label_FlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƒļóŵ ~~]`)
};

export const checks_label_from = /** @type {(inputs: Checks_Label_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ƒŕóɱ ~~]`)
};

export const checks_label_fund_source = /** @type {(inputs: Checks_Label_Fund_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šáṽéď þáýɱéñţ ďéţáíļš ~~~~~~ ~~~]`)
};

export const checks_label_gateway_url = /** @type {(inputs: Checks_Label_Gateway_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þáýɱéñţ ĝáţéŵáý áďďŕéšš ~~~~~~ ~~~~]`)
};

export const checks_label_hide_amounts = /** @type {(inputs: Checks_Label_Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĥíďé áɱóúñţš ~~~~~]`)
};

export const checks_label_hide_amounts_when_locked = /** @type {(inputs: Checks_Label_Hide_Amounts_When_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĥíďé áɱóúñţš ŵĥíļé ļóçķéď ~~~~~~ ~~~~]`)
};

export const checks_label_id = /** @type {(inputs: Checks_Label_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéƒéŕéñçé ñúɱƀéŕ ~~~~~~ ~]`)
};

export const checks_label_index = /** @type {(inputs: Checks_Label_IndexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íñďéẋ ~~]`)
};

export const checks_label_interval = /** @type {(inputs: Checks_Label_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéƒŕéšĥ íñţéŕṽáļ ~~~~~~ ~]`)
};

export const checks_label_label = /** @type {(inputs: Checks_Label_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļáƀéļ ~~]`)
};

export const checks_label_language = /** @type {(inputs: Checks_Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļáñĝúáĝé ~~~~]`)
};

export const checks_label_limit = /** @type {(inputs: Checks_Label_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļíɱíţ ~~]`)
};

export const checks_label_market = /** @type {(inputs: Checks_Label_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱáŕķéţ ~~~]`)
};

export const checks_label_market_exchange = /** @type {(inputs: Checks_Label_Market_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱáŕķéţ éẋçĥáñĝé ~~~~~~]`)
};

export const checks_label_memo = /** @type {(inputs: Checks_Label_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱéɱó ~~]`)
};

export const checks_label_name = /** @type {(inputs: Checks_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñáɱé ~~]`)
};

export const checks_label_names = /** @type {(inputs: Checks_Label_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñáɱéš ~~]`)
};

export const checks_label_new_name = /** @type {(inputs: Checks_Label_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñéŵ ñáɱé ~~~~]`)
};

export const checks_label_next = /** @type {(inputs: Checks_Label_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñéẋţ ~~]`)
};

export const checks_label_non_refundable_before = /** @type {(inputs: Checks_Label_Non_Refundable_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çáññóţ ƀé ţáķéñ ƀáçķ ƀéƒóŕé ~~~~~~ ~~~~~]`)
};

export const checks_label_order_by = /** @type {(inputs: Checks_Label_Order_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šóŕţ ƀý ~~~]`)
};

export const checks_label_order_dir = /** @type {(inputs: Checks_Label_Order_DirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šóŕţ óŕďéŕ ~~~~]`)
};

export const checks_label_order_id = /** @type {(inputs: Checks_Label_Order_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[óŕďéŕ íď ~~~~]`)
};

export const checks_label_order_ids = /** @type {(inputs: Checks_Label_Order_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[óŕďéŕ íďš ~~~~]`)
};

export const checks_label_orders = /** @type {(inputs: Checks_Label_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[óŕďéŕš ~~~]`)
};

export const checks_label_orders_interval = /** @type {(inputs: Checks_Label_Orders_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[óŕďéŕ ŕéƒŕéšĥ íñţéŕṽáļ ~~~~~~ ~~~]`)
};

export const checks_label_page = /** @type {(inputs: Checks_Label_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þáĝé ~~]`)
};

export const checks_label_page_size = /** @type {(inputs: Checks_Label_Page_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þáĝé šížé ~~~~]`)
};

export const checks_label_password = /** @type {(inputs: Checks_Label_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þáššŵóŕď ~~~~]`)
};

export const checks_label_prefix = /** @type {(inputs: Checks_Label_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÁÞÍ þáţĥ ~~~~]`)
};

export const checks_label_private_comment = /** @type {(inputs: Checks_Label_Private_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þŕíṽáţé ñóţé ~~~~~]`)
};

export const checks_label_profile = /** @type {(inputs: Checks_Label_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áççóúñţ ~~~]`)
};

export const checks_label_recipient = /** @type {(inputs: Checks_Label_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéçíþíéñţ ~~~~]`)
};

export const checks_label_reveal = /** @type {(inputs: Checks_Label_RevealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕéṽéáļ ~~~]`)
};

export const checks_label_rule = /** @type {(inputs: Checks_Label_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŕúļé ~~]`)
};

export const checks_label_samples = /** @type {(inputs: Checks_Label_SamplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šáɱþļéš ~~~]`)
};

export const checks_label_service = /** @type {(inputs: Checks_Label_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šéŕṽíçé ~~~]`)
};

export const checks_label_sort = /** @type {(inputs: Checks_Label_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šóŕţ ~~]`)
};

export const checks_label_start = /** @type {(inputs: Checks_Label_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šţáŕţ ~~]`)
};

export const checks_label_statuses = /** @type {(inputs: Checks_Label_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šţáţúšéš ~~~~]`)
};

export const checks_label_symbols = /** @type {(inputs: Checks_Label_SymbolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šýɱƀóļš ~~~]`)
};

export const checks_label_theme = /** @type {(inputs: Checks_Label_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥéɱé ~~]`)
};

export const checks_label_tickers = /** @type {(inputs: Checks_Label_TickersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţíçķéŕš ~~~]`)
};

export const checks_label_tickers_interval = /** @type {(inputs: Checks_Label_Tickers_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þŕíçé ŕéƒŕéšĥ íñţéŕṽáļ ~~~~~~ ~~~]`)
};

export const checks_label_time = /** @type {(inputs: Checks_Label_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţíɱé ~~]`)
};

export const checks_label_to = /** @type {(inputs: Checks_Label_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţó ~]`)
};

export const checks_label_trust_fingerprint = /** @type {(inputs: Checks_Label_Trust_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çéŕţíƒíçáţé ƒíñĝéŕþŕíñţ ~~~~~~ ~~~~]`)
};

export const checks_label_type = /** @type {(inputs: Checks_Label_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţýþé ~~]`)
};

export const checks_label_update_channel = /** @type {(inputs: Checks_Label_Update_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[úþďáţé çĥáññéļ ~~~~~~]`)
};

export const checks_label_url = /** @type {(inputs: Checks_Label_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áďďŕéšš ~~~]`)
};

export const checks_label_user = /** @type {(inputs: Checks_Label_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[úšéŕ ñáɱé ~~~~]`)
};

export const checks_label_value = /** @type {(inputs: Checks_Label_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ṽáļúé ~~]`)
};

export const checks_label_card_number = /** @type {(inputs: Checks_Label_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çáŕď ñúɱƀéŕ ~~~~~]`)
};

export const checks_label_phone_number = /** @type {(inputs: Checks_Label_Phone_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þĥóñé ñúɱƀéŕ ~~~~~]`)
};

export const checks_label_public_key = /** @type {(inputs: Checks_Label_Public_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þáýɱéñţ ķéý ~~~~~]`)
};

export const checks_label_deposit_number = /** @type {(inputs: Checks_Label_Deposit_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ďéþóšíţ ñúɱƀéŕ ~~~~~~]`)
};

export const checks_label_svcid = /** @type {(inputs: Checks_Label_SvcidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áççóúñţ ñúɱƀéŕ ~~~~~~]`)
};

export const checks_label_svc_nonce = /** @type {(inputs: Checks_Label_Svc_NonceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šéǫúéñçé ñúɱƀéŕ ~~~~~~]`)
};

export const checks_label_svc_signature = /** @type {(inputs: Checks_Label_Svc_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šíĝñáţúŕé ~~~~]`)
};

export const checks_missing = /** @type {(inputs: Checks_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} íš ɱíššíñĝ ~~~~~]`)
};

export const checks_request_missing = /** @type {(inputs: Checks_Request_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ íš ɱíššíñĝ ~~~~~~ ~~~]`)
};

export const checks_text = /** @type {(inputs: Checks_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé ţéẋţ ~~~~~~]`)
};

export const checks_request_text = /** @type {(inputs: Checks_Request_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ ɱúšţ ƀé ţéẋţ ~~~~~~ ~~~~]`)
};

export const checks_number = /** @type {(inputs: Checks_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé á ñúɱƀéŕ ~~~~~~ ~]`)
};

export const checks_request_number = /** @type {(inputs: Checks_Request_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ ɱúšţ ƀé á ñúɱƀéŕ ~~~~~~ ~~~~~~]`)
};

export const checks_yes_no = /** @type {(inputs: Checks_Yes_NoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé ýéš óŕ ñó ~~~~~~ ~~]`)
};

export const checks_request_yes_no = /** @type {(inputs: Checks_Request_Yes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ ɱúšţ ƀé ýéš óŕ ñó ~~~~~~ ~~~~~~]`)
};

export const checks_list = /** @type {(inputs: Checks_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé á ļíšţ ~~~~~~]`)
};

export const checks_request_list = /** @type {(inputs: Checks_Request_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ ɱúšţ ƀé á ļíšţ ~~~~~~ ~~~~~]`)
};

export const checks_group = /** @type {(inputs: Checks_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé á ĝŕóúþ óƒ ƒíéļďš ~~~~~~ ~~~~~]`)
};

export const checks_request_group = /** @type {(inputs: Checks_Request_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ ɱúšţ ƀé á ĝŕóúþ óƒ ƒíéļďš ~~~~~~ ~~~~~~ ~~~]`)
};

export const checks_choice = /** @type {(inputs: Checks_ChoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} íš ñóţ óñé óƒ ţĥé çĥóíçéš ~~~~~~ ~~~~~]`)
};

export const checks_request_choice = /** @type {(inputs: Checks_Request_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ íš ñóţ óñé óƒ ţĥé çĥóíçéš ~~~~~~ ~~~~~~ ~~~]`)
};

export const checks_whole = /** @type {(inputs: Checks_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé á ŵĥóļé ñúɱƀéŕ ~~~~~~ ~~~~]`)
};

export const checks_request_whole = /** @type {(inputs: Checks_Request_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ ɱúšţ ƀé á ŵĥóļé ñúɱƀéŕ ~~~~~~ ~~~~~~ ~~]`)
};

export const checks_too_small = /** @type {(inputs: Checks_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} íš ţóó šɱáļļ ~~~~~~]`)
};

export const checks_request_too_small = /** @type {(inputs: Checks_Request_Too_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ íš ţóó šɱáļļ ~~~~~~ ~~~~]`)
};

export const checks_too_large = /** @type {(inputs: Checks_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} íš ţóó ļáŕĝé ~~~~~~]`)
};

export const checks_request_too_large = /** @type {(inputs: Checks_Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ íš ţóó ļáŕĝé ~~~~~~ ~~~~]`)
};

export const checks_too_short = /** @type {(inputs: Checks_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} íš ţóó šĥóŕţ ~~~~~~]`)
};

export const checks_request_too_short = /** @type {(inputs: Checks_Request_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ íš ţóó šĥóŕţ ~~~~~~ ~~~~]`)
};

export const checks_too_long = /** @type {(inputs: Checks_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} íš ţóó ļóñĝ ~~~~~]`)
};

export const checks_request_too_long = /** @type {(inputs: Checks_Request_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ íš ţóó ļóñĝ ~~~~~~ ~~~~]`)
};

export const checks_malformed = /** @type {(inputs: Checks_MalformedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} íš ñóţ íñ ţĥé ƒóŕɱ íţ šĥóúļď ƀé ~~~~~~ ~~~~~~ ~]`)
};

export const checks_request_malformed = /** @type {(inputs: Checks_Request_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ íš ñóţ íñ ţĥé ƒóŕɱ íţ šĥóúļď ƀé ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const checks_reason = /** @type {(inputs: Checks_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field}: ${i?.reason} ~]`)
};

export const checks_request_reason = /** @type {(inputs: Checks_Request_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ: ${i?.reason} ~~~~~~]`)
};

export const checks_request_extra_field = /** @type {(inputs: Checks_Request_Extra_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ ĥóļďš á ƒíéļď íţ ďóéš ñóţ ţáķé ~~~~~~ ~~~~~~ ~~~~~]`)
};

export const checks_unknown_operation = /** @type {(inputs: Checks_Unknown_OperationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ ďóéš ñóţ ķñóŵ ţĥíš óþéŕáţíóñ. ~~~~~~ ~~~~~~ ~~~]`)
};

export const checks_went_wrong = /** @type {(inputs: Checks_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šóɱéţĥíñĝ ŵéñţ ŵŕóñĝ íñšíďé Šáţçĥéļ. Ţĥé ďéţáíļš ŵéŕé ŵŕíţţéñ ţó íţš ļóĝ. ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~ ~~~~~~]`)
};

export const checks_shape_not_object = /** @type {(inputs: Checks_Shape_Not_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á ŕéǫúéšţ íš áñ óƀĵéçţ óƒ ñáɱéď ƒíéļďš ~~~~~~ ~~~~~~ ~~~~]`)
};

export const checks_shape_too_deep = /** @type {(inputs: Checks_Shape_Too_DeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ íš ñéšţéď ţóó ďééþļý ~~~~~~ ~~~~~~ ~]`)
};

export const checks_shape_not_plain = /** @type {(inputs: Checks_Shape_Not_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ ĥóļďš šóɱéţĥíñĝ ţĥáţ íš ñóţ þļáíñ ďáţá ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const checks_shape_bad_name = /** @type {(inputs: Checks_Shape_Bad_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ŕéǫúéšţ ĥóļďš á ƒíéļď ñáɱé ţĥáţ íš ñóţ áļļóŵéď ~~~~~~ ~~~~~~ ~~~~~~ ~~]`)
};

export const checks_could_not_do_this = /** @type {(inputs: Checks_Could_Not_Do_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ çóúļď ñóţ ďó ţĥíš: ${i?.problem}. ~~~~~~ ~~~~~~]`)
};

export const checks_profile_id = /** @type {(inputs: Checks_Profile_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď á þŕóƒíļé íď ~~~~~~ ~~~]`)
};

export const checks_value_such_as = /** @type {(inputs: Checks_Value_Such_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď á ṽáļúé šúçĥ áš 1234.5 ~~~~~~ ~~~~~~ ~]`)
};

export const checks_display_currency = /** @type {(inputs: Checks_Display_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď á ďíšþļáý çúŕŕéñçý ~~~~~~ ~~~~~]`)
};

export const checks_too_many_samples = /** @type {(inputs: Checks_Too_Many_SamplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý šáɱþļéš ~~~~~~ ~]`)
};

export const checks_appliance_id = /** @type {(inputs: Checks_Appliance_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď áñ áþþļíáñçé íď ~~~~~~ ~~~~]`)
};

export const checks_not_api_path = /** @type {(inputs: Checks_Not_Api_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ áñ ÁÞÍ þáţĥ ~~~~~~]`)
};

export const checks_not_policy_name = /** @type {(inputs: Checks_Not_Policy_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ á þóļíçý ñáɱé ~~~~~~ ~]`)
};

export const checks_service_code = /** @type {(inputs: Checks_Service_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď á šéŕṽíçé çóďé ~~~~~~ ~~~~]`)
};

export const checks_field_key = /** @type {(inputs: Checks_Field_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď á ƒíéļď ķéý ~~~~~~ ~~]`)
};

export const checks_too_many_fields = /** @type {(inputs: Checks_Too_Many_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţóó ɱáñý ƒíéļďš ~~~~~~]`)
};

export const checks_market_key = /** @type {(inputs: Checks_Market_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď á ɱáŕķéţ óŕ çúŕŕéñçý ķéý ~~~~~~ ~~~~~~ ~~]`)
};

export const checks_currency_code = /** @type {(inputs: Checks_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþéçţéď á çúŕŕéñçý çóďé ~~~~~~ ~~~~]`)
};