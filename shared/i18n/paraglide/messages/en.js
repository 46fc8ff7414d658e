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

export const funds_loading_accounts = /** @type {(inputs: Funds_Loading_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading accounts…`)
};

export const funds_currency = /** @type {(inputs: Funds_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

export const funds_col_id = /** @type {(inputs: Funds_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id`)
};

export const funds_col_time = /** @type {(inputs: Funds_Col_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

export const funds_col_amount = /** @type {(inputs: Funds_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const funds_col_status = /** @type {(inputs: Funds_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const funds_col_address = /** @type {(inputs: Funds_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const funds_col_to = /** @type {(inputs: Funds_Col_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const funds_col_fee = /** @type {(inputs: Funds_Col_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee`)
};

export const funds_col_memo = /** @type {(inputs: Funds_Col_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memo`)
};

export const funds_waiting_confirmation = /** @type {(inputs: Funds_Waiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for your confirmation and the exchange…`)
};

export const funds_support_number = /** @type {(inputs: Funds_Support_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support number`)
};

export const funds_withdraw_send = /** @type {(inputs: Funds_Withdraw_SendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send ${i?.unit}`)
};

export const funds_withdraw_saved_address = /** @type {(inputs: Funds_Withdraw_Saved_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved address`)
};

export const funds_withdraw_choose_saved = /** @type {(inputs: Funds_Withdraw_Choose_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a saved address…`)
};

export const funds_withdraw_saved_with_memo = /** @type {(inputs: Funds_Withdraw_Saved_With_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (memo ${i?.memo})`)
};

export const funds_withdraw_recipient_address = /** @type {(inputs: Funds_Withdraw_Recipient_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recipient's ${i?.unit} address`)
};

export const funds_withdraw_memo = /** @type {(inputs: Funds_Withdraw_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memo (tag or payment id)`)
};

export const funds_withdraw_blank_memo = /** @type {(inputs: Funds_Withdraw_Blank_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send without a memo (only if the recipient says none is needed)`)
};

export const funds_withdraw_memo_help = /** @type {(inputs: Funds_Withdraw_Memo_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exchanges credit ${i?.unit} by its memo: without the right one the coins may be lost.`)
};

export const funds_withdraw_amount = /** @type {(inputs: Funds_Withdraw_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount (${i?.unit})`)
};

export const funds_withdraw_fee_included = /** @type {(inputs: Funds_Withdraw_Fee_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee included`)
};

export const funds_withdraw_fee_included_help = /** @type {(inputs: Funds_Withdraw_Fee_Included_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The recipient gets the amount minus the fee.`)
};

export const funds_withdraw_send_all = /** @type {(inputs: Funds_Withdraw_Send_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send everything`)
};

export const funds_withdraw_loading_summary = /** @type {(inputs: Funds_Withdraw_Loading_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the fee and your balance…`)
};

export const funds_withdraw_available = /** @type {(inputs: Funds_Withdraw_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available`)
};

export const funds_withdraw_smallest = /** @type {(inputs: Funds_Withdraw_SmallestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Smallest withdrawal`)
};

export const funds_withdraw_recipient_gets = /** @type {(inputs: Funds_Withdraw_Recipient_GetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recipient gets`)
};

export const funds_withdraw_taken = /** @type {(inputs: Funds_Withdraw_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taken from your balance`)
};

export const funds_withdraw_result_said = /** @type {(inputs: Funds_Withdraw_Result_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recipient gets ${i?.receive} ${i?.unit}; ${i?.debit} ${i?.unit} taken from your balance.`)
};

export const funds_withdraw_review = /** @type {(inputs: Funds_Withdraw_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review and send`)
};

export const funds_withdraw_unlock = /** @type {(inputs: Funds_Withdraw_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock Satchel to withdraw.`)
};

export const funds_withdraw_enter_address = /** @type {(inputs: Funds_Withdraw_Enter_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the address to send to.`)
};

export const funds_withdraw_declined = /** @type {(inputs: Funds_Withdraw_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent: you declined the confirmation.`)
};

export const funds_withdraw_result_title = /** @type {(inputs: Funds_Withdraw_Result_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdrawal ${i?.id}: ${i?.status}`)
};

export const funds_withdraw_email_sent = /** @type {(inputs: Funds_Withdraw_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange sent you an e-mail. The withdrawal goes out only after you open the link in it; until then nothing leaves, and you can let it expire if you did not mean it.`)
};

export const funds_withdraw_accepted = /** @type {(inputs: Funds_Withdraw_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange accepted the withdrawal.`)
};

export const funds_withdraw_result_amounts = /** @type {(inputs: Funds_Withdraw_Result_AmountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.receive} ${i?.unit} to the recipient; ${i?.debit} ${i?.unit} from your balance.`)
};

export const funds_address_checked = /** @type {(inputs: Funds_Address_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checked: this is ${i?.kind}.`)
};

export const funds_recent_title = /** @type {(inputs: Funds_Recent_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your latest ${i?.unit} withdrawals`)
};

export const funds_recent_loading = /** @type {(inputs: Funds_Recent_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading your latest ${i?.unit} withdrawals…`)
};

export const funds_recent_none = /** @type {(inputs: Funds_Recent_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange lists no ${i?.unit} withdrawals.`)
};

export const funds_recent_caption = /** @type {(inputs: Funds_Recent_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Latest ${i?.unit} withdrawals`)
};

export const funds_recent_look_again = /** @type {(inputs: Funds_Recent_Look_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Look again`)
};

export const funds_recent_history = /** @type {(inputs: Funds_Recent_HistoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open the ${i?.unit} history`)
};

export const funds_guard_title = /** @type {(inputs: Funds_Guard_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdrawal guard for ${i?.unit}`)
};

export const funds_guard_lead = /** @type {(inputs: Funds_Guard_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checked by Satchel before anything is signed. Allow-list mode sends ${i?.unit} only to the addresses saved here; the daily limit caps what Satchel sends in any 24 hours, fee included.`)
};

export const funds_guard_password = /** @type {(inputs: Funds_Guard_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App password (asked again for every change to the guard)`)
};

export const funds_guard_book = /** @type {(inputs: Funds_Guard_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address book`)
};

export const funds_guard_book_caption = /** @type {(inputs: Funds_Guard_Book_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved ${i?.unit} addresses`)
};

export const funds_guard_col_label = /** @type {(inputs: Funds_Guard_Col_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Label`)
};

export const funds_guard_col_actions = /** @type {(inputs: Funds_Guard_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const funds_guard_remove = /** @type {(inputs: Funds_Guard_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const funds_guard_remove_named = /** @type {(inputs: Funds_Guard_Remove_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

export const funds_guard_none = /** @type {(inputs: Funds_Guard_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No saved ${i?.unit} addresses.`)
};

export const funds_guard_save_form = /** @type {(inputs: Funds_Guard_Save_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save a ${i?.unit} address`)
};

export const funds_guard_address = /** @type {(inputs: Funds_Guard_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address to save`)
};

export const funds_guard_memo = /** @type {(inputs: Funds_Guard_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memo (if any)`)
};

export const funds_guard_save_address = /** @type {(inputs: Funds_Guard_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save address`)
};

export const funds_guard_rules = /** @type {(inputs: Funds_Guard_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rules`)
};

export const funds_guard_rules_form = /** @type {(inputs: Funds_Guard_Rules_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} withdrawal rules`)
};

export const funds_guard_allow_list = /** @type {(inputs: Funds_Guard_Allow_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only to saved addresses`)
};

export const funds_guard_daily_limit = /** @type {(inputs: Funds_Guard_Daily_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Daily limit (${i?.unit}, empty for none)`)
};

export const funds_guard_save_rules = /** @type {(inputs: Funds_Guard_Save_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save rules`)
};

export const funds_guard_used_today = /** @type {(inputs: Funds_Guard_Used_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent by Satchel in the last 24 hours: ${i?.amount} ${i?.unit}`)
};

export const funds_guard_unlock = /** @type {(inputs: Funds_Guard_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock Satchel to change the guard.`)
};

export const funds_guard_enter_address = /** @type {(inputs: Funds_Guard_Enter_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the address to save.`)
};

export const funds_guard_memo_not_saved = /** @type {(inputs: Funds_Guard_Memo_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved. ${i?.problem}`)
};

export const funds_guard_saved_labelled = /** @type {(inputs: Funds_Guard_Saved_LabelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved ${i?.label} to your ${i?.unit} address book.`)
};

export const funds_guard_saved = /** @type {(inputs: Funds_Guard_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved the address to your ${i?.unit} address book.`)
};

export const funds_guard_removed = /** @type {(inputs: Funds_Guard_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Removed ${i?.name} from the address book.`)
};

export const funds_guard_limit_not_amount = /** @type {(inputs: Funds_Guard_Limit_Not_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}” is not an amount. Write the daily limit like 0.5, or leave it empty for none.`)
};

export const funds_guard_rule_saved = /** @type {(inputs: Funds_Guard_Rule_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.unit} guard is saved.`)
};

export const funds_details_invalid_deposit = /** @type {(inputs: Funds_Details_Invalid_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the deposit's id: a whole number such as 1042.`)
};

export const funds_details_invalid_withdrawal = /** @type {(inputs: Funds_Details_Invalid_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the withdrawal's id: a whole number such as 1042.`)
};

export const funds_details_find_deposit = /** @type {(inputs: Funds_Details_Find_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a deposit`)
};

export const funds_details_find_withdrawal = /** @type {(inputs: Funds_Details_Find_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a withdrawal`)
};

export const funds_details_deposit = /** @type {(inputs: Funds_Details_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deposit ${i?.id}`)
};

export const funds_details_withdrawal = /** @type {(inputs: Funds_Details_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdrawal ${i?.id}`)
};

export const funds_details_id_deposit = /** @type {(inputs: Funds_Details_Id_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit id`)
};

export const funds_details_id_withdrawal = /** @type {(inputs: Funds_Details_Id_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal id`)
};

export const funds_details_show_deposit = /** @type {(inputs: Funds_Details_Show_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show deposit`)
};

export const funds_details_show_withdrawal = /** @type {(inputs: Funds_Details_Show_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show withdrawal`)
};

export const funds_details_loading_deposit = /** @type {(inputs: Funds_Details_Loading_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the deposit…`)
};

export const funds_details_loading_withdrawal = /** @type {(inputs: Funds_Details_Loading_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the withdrawal…`)
};

export const funds_details_amount_received = /** @type {(inputs: Funds_Details_Amount_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount received`)
};

export const funds_details_debited = /** @type {(inputs: Funds_Details_DebitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debited in total`)
};

export const funds_details_received_at = /** @type {(inputs: Funds_Details_Received_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Received at`)
};

export const funds_details_sent_to = /** @type {(inputs: Funds_Details_Sent_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent to`)
};

export const funds_details_transaction = /** @type {(inputs: Funds_Details_TransactionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction`)
};

export const funds_details_opens_explorer = /** @type {(inputs: Funds_Details_Opens_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opens the explorer in your browser)`)
};

export const funds_details_not_on_network = /** @type {(inputs: Funds_Details_Not_On_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not on the network yet`)
};

export const funds_sort_by = /** @type {(inputs: Funds_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

export const funds_order = /** @type {(inputs: Funds_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order`)
};

export const funds_per_page = /** @type {(inputs: Funds_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per page`)
};

export const funds_newest_first = /** @type {(inputs: Funds_Newest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest or largest first`)
};

export const funds_oldest_first = /** @type {(inputs: Funds_Oldest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oldest or smallest first`)
};

export const funds_statuses_legend = /** @type {(inputs: Funds_Statuses_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status (none ticked: all)`)
};

export const funds_previous_page = /** @type {(inputs: Funds_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous page`)
};

export const funds_next_page = /** @type {(inputs: Funds_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next page`)
};

export const funds_asking_exchange = /** @type {(inputs: Funds_Asking_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asking the exchange…`)
};

export const funds_deposit_refresh = /** @type {(inputs: Funds_Deposit_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh`)
};

export const funds_deposit_not_shown_yet = /** @type {(inputs: Funds_Deposit_Not_Shown_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange has not shown the new address yet. Look again in a minute with Refresh.`)
};

export const funds_deposit_existed = /** @type {(inputs: Funds_Deposit_ExistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This account already had a ${i?.unit} deposit address; here it is.`)
};

export const funds_deposit_unconfirmed = /** @type {(inputs: Funds_Deposit_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange did not confirm the request. It was not sent again; Satchel is looking for the address.`)
};

export const funds_deposit_loading = /** @type {(inputs: Funds_Deposit_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading the ${i?.unit} deposit address…`)
};

export const funds_deposit_title = /** @type {(inputs: Funds_Deposit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.unit} deposit address`)
};

export const funds_deposit_credited_after = /** @type {(inputs: Funds_Deposit_Credited_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credited after`)
};

export const funds_deposit_confirmations = /** @type {(inputs: Funds_Deposit_ConfirmationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} network confirmation`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} network confirmations`);
	return /** @type {LocalizedString} */ ("funds_deposit_confirmations");
};

export const funds_deposit_smallest = /** @type {(inputs: Funds_Deposit_SmallestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Smallest deposit`)
};

export const funds_deposit_memo_every = /** @type {(inputs: Funds_Deposit_Memo_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send the memo with every ${i?.unit} deposit.`)
};

export const funds_deposit_memo_lost_below = /** @type {(inputs: Funds_Deposit_Memo_Lost_BelowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} sent to this address without the memo below cannot be credited to your account and is lost.`)
};

export const funds_deposit_memo_lost_yours = /** @type {(inputs: Funds_Deposit_Memo_Lost_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} sent to this address without your memo cannot be credited to your account and is lost.`)
};

export const funds_deposit_memo_not_yet = /** @type {(inputs: Funds_Deposit_Memo_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange has not shown your memo yet: do not deposit until it does.`)
};

export const funds_deposit_hidden = /** @type {(inputs: Funds_Deposit_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.unit} deposit address is hidden while Satchel is locked. Unlock to see it.`)
};

export const funds_deposit_send_only = /** @type {(inputs: Funds_Deposit_Send_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send only ${i?.unit} to this address. Deposits below the smallest amount are not credited.`)
};

export const funds_deposit_qr = /** @type {(inputs: Funds_Deposit_QrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code of the ${i?.unit} deposit address`)
};

export const funds_deposit_making = /** @type {(inputs: Funds_Deposit_MakingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange is making your ${i?.unit} address. It appears here in a moment…`)
};

export const funds_deposit_none_yet = /** @type {(inputs: Funds_Deposit_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This account has no ${i?.unit} deposit address yet. The exchange makes one when you ask; it stays the same afterwards.`)
};

export const funds_deposit_generate = /** @type {(inputs: Funds_Deposit_GenerateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Generate ${i?.unit} address`)
};

export const funds_deposit_unlock = /** @type {(inputs: Funds_Deposit_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock Satchel to make an address.`)
};

export const funds_history_exported_download = /** @type {(inputs: Funds_History_Exported_DownloadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Exported ${i?.count} operation to ${i?.file} (your downloads).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Exported ${i?.count} operations to ${i?.file} (your downloads).`);
	return /** @type {LocalizedString} */ ("funds_history_exported_download");
};

export const funds_history_exported_file = /** @type {(inputs: Funds_History_Exported_FileInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Exported ${i?.count} operation to ${i?.path}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Exported ${i?.count} operations to ${i?.path}.`);
	return /** @type {LocalizedString} */ ("funds_history_exported_file");
};

export const funds_history_export_cancelled = /** @type {(inputs: Funds_History_Export_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export cancelled: nothing was saved.`)
};

export const funds_type_deposit = /** @type {(inputs: Funds_Type_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposit`)
};

export const funds_type_withdrawal = /** @type {(inputs: Funds_Type_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawal`)
};

export const funds_history_details_deposit = /** @type {(inputs: Funds_History_Details_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Details of deposit ${i?.id}`)
};

export const funds_history_details_withdrawal = /** @type {(inputs: Funds_History_Details_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Details of withdrawal ${i?.id}`)
};

export const funds_history_filter = /** @type {(inputs: Funds_History_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter the history`)
};

export const funds_history_type = /** @type {(inputs: Funds_History_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const funds_history_all = /** @type {(inputs: Funds_History_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposits and withdrawals`)
};

export const funds_history_deposits = /** @type {(inputs: Funds_History_DepositsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deposits`)
};

export const funds_history_withdrawals = /** @type {(inputs: Funds_History_WithdrawalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawals`)
};

export const funds_history_all_currencies = /** @type {(inputs: Funds_History_All_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All currencies`)
};

export const funds_history_done = /** @type {(inputs: Funds_History_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const funds_history_pending = /** @type {(inputs: Funds_History_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

export const funds_history_cancelled = /** @type {(inputs: Funds_History_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const funds_history_from = /** @type {(inputs: Funds_History_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const funds_history_to = /** @type {(inputs: Funds_History_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const funds_history_sort_amount = /** @type {(inputs: Funds_History_Sort_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount (one currency)`)
};

export const funds_history_show = /** @type {(inputs: Funds_History_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const funds_history_sort_note = /** @type {(inputs: Funds_History_Sort_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorting by amount compares the amounts of one currency, chosen under Currency.`)
};

export const funds_history_export = /** @type {(inputs: Funds_History_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

export const funds_history_export_progress = /** @type {(inputs: Funds_History_Export_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export progress`)
};

export const funds_history_reading_page = /** @type {(inputs: Funds_History_Reading_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reading page ${i?.page} of ${i?.pages}…`)
};

export const funds_history_export_starting = /** @type {(inputs: Funds_History_Export_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting the export…`)
};

export const funds_history_loading = /** @type {(inputs: Funds_History_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the history…`)
};

export const funds_history_none = /** @type {(inputs: Funds_History_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No deposits or withdrawals match these filters.`)
};

export const funds_history_caption = /** @type {(inputs: Funds_History_CaptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} operation; times in your time zone (${i?.zone})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} operations; times in your time zone (${i?.zone})`);
	return /** @type {LocalizedString} */ ("funds_history_caption");
};

export const funds_history_caption_sorted = /** @type {(inputs: Funds_History_Caption_SortedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} operation, sorted by amount in ${i?.currencies}; times in your time zone (${i?.zone})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} operations, sorted by amount in ${i?.currencies}; times in your time zone (${i?.zone})`);
	return /** @type {LocalizedString} */ ("funds_history_caption_sorted");
};

export const funds_history_details = /** @type {(inputs: Funds_History_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const funds_history_pages = /** @type {(inputs: Funds_History_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History pages`)
};

export const funds_history_page_of = /** @type {(inputs: Funds_History_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages}`)
};

export const funds_history_from_invalid = /** @type {(inputs: Funds_History_From_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The “From” date is not a real date.`)
};

export const funds_history_to_invalid = /** @type {(inputs: Funds_History_To_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The “To” date is not a real date.`)
};

export const funds_history_to_before_from = /** @type {(inputs: Funds_History_To_Before_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The “To” date is before the “From” date.`)
};

export const funds_history_amount_needs_currency = /** @type {(inputs: Funds_History_Amount_Needs_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amounts of different currencies cannot be compared by their number: choose a currency to sort by amount.`)
};

export const funds_codes_awaiting = /** @type {(inputs: Funds_Codes_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awaiting`)
};

export const funds_codes_valid = /** @type {(inputs: Funds_Codes_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valid`)
};

export const funds_codes_used = /** @type {(inputs: Funds_Codes_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used`)
};

export const funds_codes_blocked = /** @type {(inputs: Funds_Codes_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked`)
};

export const funds_codes_cancelled = /** @type {(inputs: Funds_Codes_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const funds_codes_known = /** @type {(inputs: Funds_Codes_KnownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange knows this code: ${i?.amount} ${i?.currency}, ${i?.status}.`)
};

export const funds_codes_known_for = /** @type {(inputs: Funds_Codes_Known_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange knows this code: ${i?.amount} ${i?.currency}, ${i?.status}, only for account ${i?.recipient}.`)
};

export const funds_codes_known_comment = /** @type {(inputs: Funds_Codes_Known_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange knows this code: ${i?.amount} ${i?.currency}, ${i?.status}. “${i?.comment}”.`)
};

export const funds_codes_known_for_comment = /** @type {(inputs: Funds_Codes_Known_For_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange knows this code: ${i?.amount} ${i?.currency}, ${i?.status}, only for account ${i?.recipient}. “${i?.comment}”.`)
};

export const funds_codes_redeemed_said = /** @type {(inputs: Funds_Codes_Redeemed_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Redeemed: ${i?.amount} ${i?.currency} credited to this account.`)
};

export const funds_codes_redeemed_found = /** @type {(inputs: Funds_Codes_Redeemed_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Redeemed: ${i?.amount} ${i?.currency} credited to this account (the answer was lost; found among the codes you redeemed).`)
};

export const funds_codes_redeem_declined = /** @type {(inputs: Funds_Codes_Redeem_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not redeemed: you declined the confirmation.`)
};

export const funds_codes_check_title = /** @type {(inputs: Funds_Codes_Check_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check or redeem a code`)
};

export const funds_codes_transfer_code = /** @type {(inputs: Funds_Codes_Transfer_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transfer code`)
};

export const funds_codes_check = /** @type {(inputs: Funds_Codes_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check with the exchange`)
};

export const funds_codes_redeem = /** @type {(inputs: Funds_Codes_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redeem…`)
};

export const funds_codes_unlock_redeem = /** @type {(inputs: Funds_Codes_Unlock_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock Satchel to redeem. Checking works while locked.`)
};

export const funds_codes_enter_amount = /** @type {(inputs: Funds_Codes_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the amount of the code.`)
};

export const funds_codes_not_amount = /** @type {(inputs: Funds_Codes_Not_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}” is not an amount. Write it like 0.25, with a point.`)
};

export const funds_codes_not_before_invalid = /** @type {(inputs: Funds_Codes_Not_Before_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The “not refundable before” time is not a real time.`)
};

export const funds_codes_create_declined = /** @type {(inputs: Funds_Codes_Create_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not created: you declined the confirmation.`)
};

export const funds_codes_create_title = /** @type {(inputs: Funds_Codes_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a code`)
};

export const funds_codes_create_lead = /** @type {(inputs: Funds_Codes_Create_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The amount leaves your available balance now. Whoever has the code can redeem it, so keep it like cash.`)
};

export const funds_codes_amount = /** @type {(inputs: Funds_Codes_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount (${i?.unit})`)
};

export const funds_codes_available = /** @type {(inputs: Funds_Codes_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Available: ${i?.amount}`)
};

export const funds_codes_only_for = /** @type {(inputs: Funds_Codes_Only_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only for account (optional)`)
};

export const funds_codes_anyone_placeholder = /** @type {(inputs: Funds_Codes_Anyone_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`anyone`)
};

export const funds_codes_not_before = /** @type {(inputs: Funds_Codes_Not_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not refundable before (optional, ${i?.zone})`)
};

export const funds_codes_public_comment_field = /** @type {(inputs: Funds_Codes_Public_Comment_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public comment (the recipient sees it)`)
};

export const funds_codes_private_comment_field = /** @type {(inputs: Funds_Codes_Private_Comment_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private comment (only you see it)`)
};

export const funds_codes_create = /** @type {(inputs: Funds_Codes_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create code…`)
};

export const funds_codes_unlock_create = /** @type {(inputs: Funds_Codes_Unlock_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock Satchel to create a code.`)
};

export const funds_codes_new = /** @type {(inputs: Funds_Codes_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New code: ${i?.amount} ${i?.currency}`)
};

export const funds_codes_copy_now = /** @type {(inputs: Funds_Codes_Copy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy it now and give it only to the person it is for. Satchel does not keep it; the exchange lists it under your codes.`)
};

export const funds_codes_code = /** @type {(inputs: Funds_Codes_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

export const funds_codes_new_qr = /** @type {(inputs: Funds_Codes_New_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code of the new transfer code`)
};

export const funds_codes_hide_the_code = /** @type {(inputs: Funds_Codes_Hide_The_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide the code`)
};

export const funds_codes_show_the_code = /** @type {(inputs: Funds_Codes_Show_The_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the code`)
};

export const funds_codes_input_idle = /** @type {(inputs: Funds_Codes_Input_IdleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checked here, on this computer, as you type: nothing is sent.`)
};

export const funds_codes_input_ok = /** @type {(inputs: Funds_Codes_Input_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✓ A well-formed ${i?.mark} code (type ${i?.type}); its check character matches.`)
};

export const funds_codes_yours = /** @type {(inputs: Funds_Codes_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your codes`)
};

export const funds_codes_which = /** @type {(inputs: Funds_Codes_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which codes`)
};

export const funds_codes_issued_by_me = /** @type {(inputs: Funds_Codes_Issued_By_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issued by me`)
};

export const funds_codes_redeemed_by_me = /** @type {(inputs: Funds_Codes_Redeemed_By_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redeemed by me`)
};

export const funds_codes_created = /** @type {(inputs: Funds_Codes_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

export const funds_codes_redeemed = /** @type {(inputs: Funds_Codes_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redeemed`)
};

export const funds_codes_redeemed_at = /** @type {(inputs: Funds_Codes_Redeemed_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redeemed at`)
};

export const funds_codes_loading = /** @type {(inputs: Funds_Codes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your codes…`)
};

export const funds_codes_no_more = /** @type {(inputs: Funds_Codes_No_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No more codes.`)
};

export const funds_codes_none_issued = /** @type {(inputs: Funds_Codes_None_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not issued codes that match.`)
};

export const funds_codes_none_redeemed = /** @type {(inputs: Funds_Codes_None_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not redeemed any codes.`)
};

export const funds_codes_issued_list = /** @type {(inputs: Funds_Codes_Issued_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes issued by me`)
};

export const funds_codes_redeemed_list = /** @type {(inputs: Funds_Codes_Redeemed_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes redeemed by me`)
};

export const funds_codes_for = /** @type {(inputs: Funds_Codes_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For`)
};

export const funds_codes_comment = /** @type {(inputs: Funds_Codes_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment`)
};

export const funds_codes_anyone = /** @type {(inputs: Funds_Codes_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone`)
};

export const funds_codes_show = /** @type {(inputs: Funds_Codes_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const funds_codes_hide = /** @type {(inputs: Funds_Codes_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide`)
};

export const funds_codes_show_named = /** @type {(inputs: Funds_Codes_Show_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show code ${i?.name}`)
};

export const funds_codes_hide_named = /** @type {(inputs: Funds_Codes_Hide_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide code ${i?.name}`)
};

export const funds_codes_pages = /** @type {(inputs: Funds_Codes_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code pages`)
};

export const funds_codes_page = /** @type {(inputs: Funds_Codes_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const funds_codes_id_invalid = /** @type {(inputs: Funds_Codes_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the code’s id: a whole number, as the lists show it.`)
};

export const funds_codes_find_title = /** @type {(inputs: Funds_Codes_Find_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find one of your codes`)
};

export const funds_codes_id = /** @type {(inputs: Funds_Codes_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code id`)
};

export const funds_codes_find = /** @type {(inputs: Funds_Codes_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show code`)
};

export const funds_codes_loading_one = /** @type {(inputs: Funds_Codes_Loading_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the code…`)
};

export const funds_codes_not_before_dt = /** @type {(inputs: Funds_Codes_Not_Before_DtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not refundable before`)
};

export const funds_codes_public_comment = /** @type {(inputs: Funds_Codes_Public_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public comment`)
};

export const funds_codes_private_comment = /** @type {(inputs: Funds_Codes_Private_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private comment`)
};

export const trading_loading_markets = /** @type {(inputs: Trading_Loading_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading markets…`)
};

export const trading_filter_markets = /** @type {(inputs: Trading_Filter_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter markets`)
};

export const trading_quote_currency = /** @type {(inputs: Trading_Quote_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote currency`)
};

export const trading_all = /** @type {(inputs: Trading_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

export const trading_no_markets = /** @type {(inputs: Trading_No_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange lists no markets.`)
};

export const trading_no_match = /** @type {(inputs: Trading_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No markets match.`)
};

export const trading_no_match_text = /** @type {(inputs: Trading_No_Match_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No markets match “${i?.text}”.`)
};

export const trading_no_match_quote = /** @type {(inputs: Trading_No_Match_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No markets match quote currency ${i?.quote}.`)
};

export const trading_no_match_both = /** @type {(inputs: Trading_No_Match_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No markets match “${i?.text}” and quote currency ${i?.quote}.`)
};

export const trading_stale_prices = /** @type {(inputs: Trading_Stale_PricesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last updated ${i?.time}: these prices may be out of date.`)
};

export const trading_stale_figures = /** @type {(inputs: Trading_Stale_FiguresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last updated ${i?.time}: these figures may be out of date.`)
};

export const trading_markets_table = /** @type {(inputs: Trading_Markets_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markets`)
};

export const trading_col_market = /** @type {(inputs: Trading_Col_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Market`)
};

export const trading_col_last = /** @type {(inputs: Trading_Col_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last price`)
};

export const trading_col_change = /** @type {(inputs: Trading_Col_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 h change`)
};

export const trading_col_volume = /** @type {(inputs: Trading_Col_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volume`)
};

export const trading_col_quote_volume = /** @type {(inputs: Trading_Col_Quote_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volume (quote)`)
};

export const trading_col_display_volume = /** @type {(inputs: Trading_Col_Display_VolumeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Volume (${i?.currency})`)
};

export const trading_col_high = /** @type {(inputs: Trading_Col_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`High`)
};

export const trading_col_low = /** @type {(inputs: Trading_Col_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low`)
};

export const trading_col_range = /** @type {(inputs: Trading_Col_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 h range`)
};

export const trading_col_favourite = /** @type {(inputs: Trading_Col_FavouriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Favourite`)
};

export const trading_favourite_of = /** @type {(inputs: Trading_Favourite_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Favourite ${i?.pair}`)
};

export const trading_favourite_add = /** @type {(inputs: Trading_Favourite_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add ${i?.pair} to favourites`)
};

export const trading_favourite_remove = /** @type {(inputs: Trading_Favourite_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.pair} from favourites`)
};

export const trading_sorted_by_quote_value = /** @type {(inputs: Trading_Sorted_By_Quote_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sorted by value in ${i?.currency}, through the rate of each quote currency; markets without a rate come last, by currency.`)
};

export const trading_sorted_by_base_value = /** @type {(inputs: Trading_Sorted_By_Base_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sorted by value in ${i?.currency}, through the rate of each base currency; markets without a rate come last, by currency.`)
};

export const trading_range_unknown = /** @type {(inputs: Trading_Range_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 h range: not known yet`)
};

export const trading_range_of = /** @type {(inputs: Trading_Range_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`24 h range: low ${i?.low}, high ${i?.high}, last ${i?.last} (${i?.percent} % of the way up)`)
};

export const trading_market_not_found = /** @type {(inputs: Trading_Market_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Market not found`)
};

export const trading_no_such_market = /** @type {(inputs: Trading_No_Such_MarketInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange has no market called “${i?.symbol}”.`)
};

export const trading_back_to_markets = /** @type {(inputs: Trading_Back_To_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to markets`)
};

export const trading_loading_market = /** @type {(inputs: Trading_Loading_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading market…`)
};

export const trading_grouping = /** @type {(inputs: Trading_GroupingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grouping`)
};

export const trading_update_interval = /** @type {(inputs: Trading_Update_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update interval`)
};

export const trading_order_book = /** @type {(inputs: Trading_Order_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order book`)
};

export const trading_depth = /** @type {(inputs: Trading_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depth`)
};

export const trading_loading_book = /** @type {(inputs: Trading_Loading_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading order book…`)
};

export const trading_ticker = /** @type {(inputs: Trading_TickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticker`)
};

export const trading_high_24h = /** @type {(inputs: Trading_High_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 h high`)
};

export const trading_low_24h = /** @type {(inputs: Trading_Low_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 h low`)
};

export const trading_volume_24h = /** @type {(inputs: Trading_Volume_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 h volume`)
};

export const trading_volume_24h_in = /** @type {(inputs: Trading_Volume_24h_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`24 h volume in ${i?.currency}`)
};

export const trading_bid = /** @type {(inputs: Trading_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bid`)
};

export const trading_ask = /** @type {(inputs: Trading_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask`)
};

export const trading_show_fewer = /** @type {(inputs: Trading_Show_FewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show fewer`)
};

export const trading_show_more = /** @type {(inputs: Trading_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more`)
};

export const trading_asks = /** @type {(inputs: Trading_AsksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asks`)
};

export const trading_bids = /** @type {(inputs: Trading_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bids`)
};

export const trading_no_asks = /** @type {(inputs: Trading_No_AsksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No asks`)
};

export const trading_no_bids = /** @type {(inputs: Trading_No_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No bids`)
};

export const trading_spread_none = /** @type {(inputs: Trading_Spread_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spread: —`)
};

export const trading_spread_of = /** @type {(inputs: Trading_Spread_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spread: ${i?.amount} (${i?.percent} %)`)
};

export const trading_price_in = /** @type {(inputs: Trading_Price_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Price (${i?.currency})`)
};

export const trading_amount_in = /** @type {(inputs: Trading_Amount_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount (${i?.currency})`)
};

export const trading_total_in = /** @type {(inputs: Trading_Total_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total (${i?.currency})`)
};

export const trading_book_caption = /** @type {(inputs: Trading_Book_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.side}, listed once a second`)
};

export const trading_book_caption_as_of = /** @type {(inputs: Trading_Book_Caption_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.side} as of ${i?.time}, listed once a second`)
};

export const trading_book_caption_as_of_every = /** @type {(inputs: Trading_Book_Caption_As_Of_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.side} as of ${i?.time}`)
};

export const trading_depth_chart = /** @type {(inputs: Trading_Depth_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depth chart`)
};

export const trading_amount_axis = /** @type {(inputs: Trading_Amount_AxisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount axis (${i?.currency})`)
};

export const trading_price_axis = /** @type {(inputs: Trading_Price_AxisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Price axis (${i?.currency})`)
};

export const trading_depth_slider = /** @type {(inputs: Trading_Depth_SliderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price to read the depth at`)
};

export const trading_depth_at_pointer = /** @type {(inputs: Trading_Depth_At_PointerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depth at the pointer`)
};

export const trading_depth_hint = /** @type {(inputs: Trading_Depth_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point at the chart, or focus it and use the arrow keys, to read the depth at a price.`)
};

export const trading_depth_bids_at = /** @type {(inputs: Trading_Depth_Bids_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bids at ${i?.price} or higher: ${i?.volume}`)
};

export const trading_depth_asks_at = /** @type {(inputs: Trading_Depth_Asks_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asks at ${i?.price} or lower: ${i?.volume}`)
};

export const trading_depth_summary = /** @type {(inputs: Trading_Depth_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cumulative bids from ${i?.low} up to the mid price ${i?.mid}, asks up to ${i?.high}; deepest side ${i?.depth}.`)
};

export const trading_depth_empty = /** @type {(inputs: Trading_Depth_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No orders to chart.`)
};

export const trading_price_in_unit = /** @type {(inputs: Trading_Price_In_UnitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Price in ${i?.currency}`)
};

export const trading_loading_accounts = /** @type {(inputs: Trading_Loading_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading accounts…`)
};

export const trading_account = /** @type {(inputs: Trading_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account:`)
};

export const trading_hide_small = /** @type {(inputs: Trading_Hide_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide small balances`)
};

export const trading_refresh = /** @type {(inputs: Trading_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh`)
};

export const trading_small_hint = /** @type {(inputs: Trading_Small_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Small means worth less than 1 USD; empty balances count as small.`)
};

export const trading_small_hint_in = /** @type {(inputs: Trading_Small_Hint_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Small means worth less than 1 USD (${i?.value}); empty balances count as small.`)
};

export const trading_small_hint_no_rate = /** @type {(inputs: Trading_Small_Hint_No_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Small means worth less than 1 USD (no rate to convert it); empty balances count as small.`)
};

export const trading_loading_balances = /** @type {(inputs: Trading_Loading_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading balances…`)
};

export const trading_portfolio = /** @type {(inputs: Trading_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfolio`)
};

export const trading_portfolio_value = /** @type {(inputs: Trading_Portfolio_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfolio value`)
};

export const trading_as_of = /** @type {(inputs: Trading_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`as of ${i?.time}`)
};

export const trading_as_of_start = /** @type {(inputs: Trading_As_Of_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As of ${i?.time}`)
};

export const trading_cannot_compute = /** @type {(inputs: Trading_Cannot_ComputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot be computed now`)
};

export const trading_change_without = /** @type {(inputs: Trading_Change_WithoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`24 h change without ${i?.currencies} (no market to tell).`)
};

export const trading_loading_rates = /** @type {(inputs: Trading_Loading_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading exchange rates…`)
};

export const trading_last_whole = /** @type {(inputs: Trading_Last_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The figures shown are the last whole ones.`)
};

export const trading_holds_nothing = /** @type {(inputs: Trading_Holds_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account holds nothing yet.`)
};

export const trading_all_small = /** @type {(inputs: Trading_All_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No balance is worth 1 USD or more. Clear “Hide small balances” to see them all.`)
};

export const trading_balances_table = /** @type {(inputs: Trading_Balances_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balances`)
};

export const trading_col_currency = /** @type {(inputs: Trading_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

export const trading_col_total = /** @type {(inputs: Trading_Col_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const trading_col_available = /** @type {(inputs: Trading_Col_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available`)
};

export const trading_col_locked = /** @type {(inputs: Trading_Col_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locked`)
};

export const trading_col_value = /** @type {(inputs: Trading_Col_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Value (${i?.currency})`)
};

export const trading_col_share = /** @type {(inputs: Trading_Col_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

export const trading_no_rates = /** @type {(inputs: Trading_No_RatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange rates cannot be read now, so what you hold in other currencies than ${i?.currency} cannot be valued.`)
};

export const trading_no_rate_for = /** @type {(inputs: Trading_No_Rate_ForInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The exchange gives no rate for ${i?.currencies}, so it cannot be valued in ${i?.currency}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`The exchange gives no rate for ${i?.currencies}, so they cannot be valued in ${i?.currency}.`);
	return /** @type {LocalizedString} */ ("trading_no_rate_for");
};

export const trading_other = /** @type {(inputs: Trading_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

export const trading_allocation_none = /** @type {(inputs: Trading_Allocation_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allocation: nothing priced to show`)
};

export const trading_allocation_of = /** @type {(inputs: Trading_Allocation_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Allocation: ${i?.slices}`)
};

export const trading_history_label = /** @type {(inputs: Trading_History_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Portfolio value from ${i?.from} to ${i?.to}: ${i?.first} to ${i?.last}`)
};

export const trading_history_label_range = /** @type {(inputs: Trading_History_Label_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Portfolio value from ${i?.from} to ${i?.to}: ${i?.first} to ${i?.last}, lowest ${i?.min}, highest ${i?.max}`)
};

export const trading_history_seen = /** @type {(inputs: Trading_History_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As Satchel saw it while it was open (kept on this computer).`)
};

export const trading_history_empty = /** @type {(inputs: Trading_History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The value over time appears here as Satchel keeps polling (a point a minute, kept on this computer).`)
};

export const trading_tab_open = /** @type {(inputs: Trading_Tab_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open orders`)
};

export const trading_tab_history = /** @type {(inputs: Trading_Tab_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History`)
};

export const trading_orders_tabs = /** @type {(inputs: Trading_Orders_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders`)
};

export const trading_times_in = /** @type {(inputs: Trading_Times_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Times in ${i?.zone}`)
};

export const trading_stale_orders = /** @type {(inputs: Trading_Stale_OrdersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last updated ${i?.time}: these orders may be out of date.`)
};

export const trading_all_markets = /** @type {(inputs: Trading_All_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All markets`)
};

export const trading_cancel_selected = /** @type {(inputs: Trading_Cancel_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel selected (${i?.count})`)
};

export const trading_unlock_to_cancel = /** @type {(inputs: Trading_Unlock_To_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock to cancel orders.`)
};

export const trading_waiting_confirmation = /** @type {(inputs: Trading_Waiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for your confirmation…`)
};

export const trading_loading_open = /** @type {(inputs: Trading_Loading_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading open orders…`)
};

export const trading_no_open = /** @type {(inputs: Trading_No_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open orders.`)
};

export const trading_select_all = /** @type {(inputs: Trading_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select all shown orders`)
};

export const trading_col_side = /** @type {(inputs: Trading_Col_SideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Side`)
};

export const trading_col_type = /** @type {(inputs: Trading_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const trading_col_price = /** @type {(inputs: Trading_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const trading_col_amount = /** @type {(inputs: Trading_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const trading_col_filled = /** @type {(inputs: Trading_Col_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filled`)
};

export const trading_col_created = /** @type {(inputs: Trading_Col_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

export const trading_col_actions = /** @type {(inputs: Trading_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const trading_select_order = /** @type {(inputs: Trading_Select_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Select order ${i?.id}`)
};

export const trading_cancel_order = /** @type {(inputs: Trading_Cancel_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel order ${i?.id}`)
};

export const trading_cancel = /** @type {(inputs: Trading_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const trading_no_open_in_market = /** @type {(inputs: Trading_No_Open_In_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open orders in this market.`)
};

export const trading_buy = /** @type {(inputs: Trading_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy`)
};

export const trading_sell = /** @type {(inputs: Trading_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sell`)
};

export const trading_type_limit = /** @type {(inputs: Trading_Type_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limit`)
};

export const trading_type_market = /** @type {(inputs: Trading_Type_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Market`)
};

export const trading_status_active = /** @type {(inputs: Trading_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const trading_status_executed = /** @type {(inputs: Trading_Status_ExecutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Executed`)
};

export const trading_price_market = /** @type {(inputs: Trading_Price_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Market`)
};

export const trading_outcome_unknown = /** @type {(inputs: Trading_Outcome_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange did not answer in time, so Satchel cannot tell whether it happened. The list has been refreshed: check it before trying again.`)
};

export const trading_order_cancelled = /** @type {(inputs: Trading_Order_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.id} was cancelled. What it held is available again.`)
};

export const trading_nothing_cancelled = /** @type {(inputs: Trading_Nothing_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was cancelled.`)
};

export const trading_cancel_accepted = /** @type {(inputs: Trading_Cancel_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange accepted the cancellation. The list has been refreshed to show what is still open.`)
};

export const trading_orders_cancelled = /** @type {(inputs: Trading_Orders_CancelledInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} order was cancelled.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} orders were cancelled.`);
	return /** @type {LocalizedString} */ ("trading_orders_cancelled");
};

export const trading_not_cancelled = /** @type {(inputs: Trading_Not_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not cancelled: ${i?.ids}. The list has been refreshed.`)
};

export const trading_from = /** @type {(inputs: Trading_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const trading_to = /** @type {(inputs: Trading_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const trading_limit = /** @type {(inputs: Trading_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limit`)
};

export const trading_sort = /** @type {(inputs: Trading_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort`)
};

export const trading_newest_first = /** @type {(inputs: Trading_Newest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest first`)
};

export const trading_oldest_first = /** @type {(inputs: Trading_Oldest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oldest first`)
};

export const trading_show = /** @type {(inputs: Trading_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const trading_loading_history = /** @type {(inputs: Trading_Loading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading order history…`)
};

export const trading_no_orders_in_period = /** @type {(inputs: Trading_No_Orders_In_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No orders in this period.`)
};

export const trading_order_history = /** @type {(inputs: Trading_Order_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order history`)
};

export const trading_col_average = /** @type {(inputs: Trading_Col_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average price`)
};

export const trading_col_executed = /** @type {(inputs: Trading_Col_ExecutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Executed`)
};

export const trading_col_status = /** @type {(inputs: Trading_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const trading_col_closed = /** @type {(inputs: Trading_Col_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

export const trading_col_trades = /** @type {(inputs: Trading_Col_TradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trades`)
};

export const trading_average_of = /** @type {(inputs: Trading_Average_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`average ${i?.price}`)
};

export const trading_show_trades = /** @type {(inputs: Trading_Show_TradesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show trades of order ${i?.id}`)
};

export const trading_trades_button = /** @type {(inputs: Trading_Trades_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trades`)
};

export const trading_loading_trades = /** @type {(inputs: Trading_Loading_TradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading trades…`)
};

export const trading_no_trades = /** @type {(inputs: Trading_No_TradesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.id} has no trades.`)
};

export const trading_trades_of = /** @type {(inputs: Trading_Trades_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trades of order ${i?.id}`)
};

export const trading_col_time = /** @type {(inputs: Trading_Col_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

export const trading_col_rate = /** @type {(inputs: Trading_Col_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate`)
};

export const trading_col_role = /** @type {(inputs: Trading_Col_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

export const trading_col_fee = /** @type {(inputs: Trading_Col_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee`)
};

export const trading_col_fee_currency = /** @type {(inputs: Trading_Col_Fee_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee currency`)
};

export const trading_maker = /** @type {(inputs: Trading_MakerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maker`)
};

export const trading_taker = /** @type {(inputs: Trading_TakerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taker`)
};

export const trading_history_to_date = /** @type {(inputs: Trading_History_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the “To” date as a calendar date.`)
};

export const trading_history_from_date = /** @type {(inputs: Trading_History_From_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the “From” date as a calendar date.`)
};

export const trading_history_from_1970 = /** @type {(inputs: Trading_History_From_1970Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a “From” date after 1970.`)
};

export const trading_history_from_after_to = /** @type {(inputs: Trading_History_From_After_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`“From” must not be after “To”.`)
};

export const trading_history_limit = /** @type {(inputs: Trading_History_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show between 1 and ${i?.max} orders.`)
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

export const settings_restart_now = /** @type {(inputs: Settings_Restart_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restart now`)
};

export const settings_restarting = /** @type {(inputs: Settings_RestartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel is restarting…`)
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

export const fiat_policies_name_empty = /** @type {(inputs: Fiat_Policies_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A policy needs a name.`)
};

export const fiat_policies_name_too_long = /** @type {(inputs: Fiat_Policies_Name_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A policy name has at most ${i?.count} character.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`A policy name has at most ${i?.count} characters.`);
	return /** @type {LocalizedString} */ ("fiat_policies_name_too_long");
};

export const fiat_policies_name_characters = /** @type {(inputs: Fiat_Policies_Name_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A policy name starts with a letter, digit or underscore, then has only letters, digits, spaces and _ - . # @ = :`)
};

export const fiat_policies_rule_empty = /** @type {(inputs: Fiat_Policies_Rule_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A policy needs a rule, an expression such as true.`)
};

export const fiat_policies_rule_too_long = /** @type {(inputs: Fiat_Policies_Rule_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A rule has at most ${i?.count} character (this one has ${i?.length}).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`A rule has at most ${i?.count} characters (this one has ${i?.length}).`);
	return /** @type {LocalizedString} */ ("fiat_policies_rule_too_long");
};

export const fiat_payout_result_said = /** @type {(inputs: Fiat_Payout_Result_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recipient gets ${i?.receive} ${i?.unit}; fee ${i?.fee} ${i?.unit}; ${i?.debit} ${i?.unit} taken from your balance.`)
};

export const core_party_exchange = /** @type {(inputs: Core_Party_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`exchange`)
};

export const core_party_gateway = /** @type {(inputs: Core_Party_GatewayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payment gateway`)
};

export const core_server_limiting = /** @type {(inputs: Core_Server_LimitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} at ${i?.host} is limiting requests right now (HTTP 429). Satchel will try again shortly.`)
};

export const core_server_trouble = /** @type {(inputs: Core_Server_TroubleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} at ${i?.host} is having trouble (HTTP ${i?.status}). Satchel will try again shortly.`)
};

export const core_server_web_page = /** @type {(inputs: Core_Server_Web_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} at ${i?.host} answered with a web page instead of data (HTTP ${i?.status}). It may be blocked from this network or under maintenance.`)
};

export const core_server_web_page_ok = /** @type {(inputs: Core_Server_Web_Page_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} at ${i?.host} answered with a web page instead of data. It may be blocked from this network or under maintenance.`)
};

export const core_server_number_too_long = /** @type {(inputs: Core_Server_Number_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} at ${i?.host} sent a number too long or too large to be an amount. Satchel did not read the answer.`)
};

export const core_server_not_found = /** @type {(inputs: Core_Server_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} does not know this.`)
};

export const core_server_not_found_said = /** @type {(inputs: Core_Server_Not_Found_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} does not know this: ${i?.said}`)
};

export const core_server_auth = /** @type {(inputs: Core_Server_AuthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} refused the credentials.`)
};

export const core_server_auth_said = /** @type {(inputs: Core_Server_Auth_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} refused the credentials: ${i?.said}`)
};

export const core_server_refused = /** @type {(inputs: Core_Server_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} refused the request (HTTP ${i?.status}).`)
};

export const core_server_refused_said = /** @type {(inputs: Core_Server_Refused_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} refused the request (HTTP ${i?.status}): ${i?.said}`)
};

export const core_server_timeout = /** @type {(inputs: Core_Server_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} at ${i?.host} did not answer within ${i?.seconds} s.`)
};

export const core_server_unreachable = /** @type {(inputs: Core_Server_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cannot reach the ${i?.party} at ${i?.host}: ${i?.why}.`)
};

export const core_why_refused = /** @type {(inputs: Core_Why_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the connection was refused`)
};

export const core_why_not_found = /** @type {(inputs: Core_Why_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the address could not be found`)
};

export const core_why_dropped = /** @type {(inputs: Core_Why_DroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the connection was dropped`)
};

export const core_why_certificate = /** @type {(inputs: Core_Why_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its certificate was not accepted`)
};

export const core_why_no_route = /** @type {(inputs: Core_Why_No_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the network has no way to it`)
};

export const core_why_tls = /** @type {(inputs: Core_Why_TlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the secure connection could not be set up`)
};

export const core_why_network = /** @type {(inputs: Core_Why_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the network failed`)
};

export const core_request_cancelled = /** @type {(inputs: Core_Request_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request was cancelled.`)
};

export const core_appliance_web_page = /** @type {(inputs: Core_Appliance_Web_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} answered with a web page instead of data (HTTP ${i?.status}). Check the address; the appliance may be behind a proxy or under maintenance.`)
};

export const core_appliance_no_policy = /** @type {(inputs: Core_Appliance_No_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The appliance has no authorization policy of that name.`)
};

export const core_appliance_no_resource = /** @type {(inputs: Core_Appliance_No_ResourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} has no authorization policy resource at this address. Check the address and the path prefix.`)
};

export const core_appliance_exists = /** @type {(inputs: Core_Appliance_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An authorization policy of that name already exists. Choose another name.`)
};

export const core_appliance_bad_credentials = /** @type {(inputs: Core_Appliance_Bad_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} refused the user name or password.`)
};

export const core_appliance_session_ended = /** @type {(inputs: Core_Appliance_Session_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} ended the session, and signing in again did not help.`)
};

export const core_appliance_wants_session = /** @type {(inputs: Core_Appliance_Wants_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} did not accept the credentials sent with the request (it asks for a session).`)
};

export const core_appliance_no_enable = /** @type {(inputs: Core_Appliance_No_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This appliance does not support enabling authorization policies.`)
};

export const core_appliance_no_disable = /** @type {(inputs: Core_Appliance_No_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This appliance does not support disabling authorization policies.`)
};

export const core_appliance_no_unset = /** @type {(inputs: Core_Appliance_No_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This appliance does not support unsetting fields of authorization policies.`)
};

export const core_appliance_unsupported_query = /** @type {(inputs: Core_Appliance_Unsupported_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This appliance does not support this operation on the query.`)
};

export const core_appliance_unsupported_policy = /** @type {(inputs: Core_Appliance_Unsupported_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This appliance does not support this operation on this authorization policy.`)
};

export const core_appliance_trouble = /** @type {(inputs: Core_Appliance_TroubleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} is having trouble (HTTP ${i?.status}).`)
};

export const core_appliance_trouble_said = /** @type {(inputs: Core_Appliance_Trouble_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} is having trouble (HTTP ${i?.status}): ${i?.said}`)
};

export const core_appliance_auth = /** @type {(inputs: Core_Appliance_AuthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} refused the credentials.`)
};

export const core_appliance_auth_said = /** @type {(inputs: Core_Appliance_Auth_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} refused the credentials: ${i?.said}`)
};

export const core_appliance_not_found = /** @type {(inputs: Core_Appliance_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} does not know this.`)
};

export const core_appliance_not_found_said = /** @type {(inputs: Core_Appliance_Not_Found_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} does not know this: ${i?.said}`)
};

export const core_appliance_refused_query = /** @type {(inputs: Core_Appliance_Refused_QueryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} refused the query.`)
};

export const core_appliance_refused_query_said = /** @type {(inputs: Core_Appliance_Refused_Query_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} refused the query: ${i?.said}`)
};

export const core_appliance_refused_policy = /** @type {(inputs: Core_Appliance_Refused_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} refused this authorization policy.`)
};

export const core_appliance_refused_policy_said = /** @type {(inputs: Core_Appliance_Refused_Policy_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} refused this authorization policy: ${i?.said}`)
};

export const core_appliance_refused = /** @type {(inputs: Core_Appliance_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} refused the request.`)
};

export const core_appliance_refused_said = /** @type {(inputs: Core_Appliance_Refused_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} refused the request: ${i?.said}`)
};

export const core_appliance_sent_timeout = /** @type {(inputs: Core_Appliance_Sent_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The change was sent, but the appliance at ${i?.host} did not answer within ${i?.seconds} s. Reload the list to see whether it was made.`)
};

export const core_appliance_sent_closed = /** @type {(inputs: Core_Appliance_Sent_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The change was sent, but the appliance at ${i?.host} closed the connection without an answer. Reload the list to see whether it was made.`)
};

export const core_appliance_timeout = /** @type {(inputs: Core_Appliance_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} did not answer within ${i?.seconds} s.`)
};

export const core_appliance_unreachable = /** @type {(inputs: Core_Appliance_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cannot reach the appliance at ${i?.host}: ${i?.why}.`)
};

export const core_kind_validation = /** @type {(inputs: Core_Kind_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel could not do this: something in the request is not right.`)
};

export const core_kind_auth = /** @type {(inputs: Core_Kind_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server refused the credentials.`)
};

export const core_kind_keychain = /** @type {(inputs: Core_Kind_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel cannot reach the system keychain.`)
};

export const core_kind_network = /** @type {(inputs: Core_Kind_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server cannot be reached right now.`)
};

export const core_kind_unavailable = /** @type {(inputs: Core_Kind_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server cannot serve this right now. Try again shortly.`)
};

export const core_kind_exchange = /** @type {(inputs: Core_Kind_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server refused the request.`)
};

export const core_kind_malformed = /** @type {(inputs: Core_Kind_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server answered something Satchel cannot read.`)
};

export const core_kind_not_found = /** @type {(inputs: Core_Kind_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server does not know this.`)
};

export const core_kind_locked = /** @type {(inputs: Core_Kind_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel is locked. Unlock it to go on.`)
};

export const core_kind_declined = /** @type {(inputs: Core_Kind_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You declined: nothing was sent.`)
};

export const core_kind_guard = /** @type {(inputs: Core_Kind_GuardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The withdrawal guard stopped this.`)
};

export const core_kind_unknown_outcome = /** @type {(inputs: Core_Kind_Unknown_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request was sent, but no answer came back: it may or may not have happened. Check before you try again.`)
};

export const core_kind_cancelled = /** @type {(inputs: Core_Kind_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request was cancelled.`)
};

export const core_kind_internal = /** @type {(inputs: Core_Kind_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong inside Satchel. The details were written to its log.`)
};

export const core_with_appliance_code = /** @type {(inputs: Core_With_Appliance_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message} (appliance code ${i?.code})`)
};

export const core_keychain_locked_mac = /** @type {(inputs: Core_Keychain_Locked_MacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The macOS Keychain is locked or refused access. Unlock your login keychain (in Keychain Access), allow Satchel, and try again.`)
};

export const core_keychain_locked_windows = /** @type {(inputs: Core_Keychain_Locked_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Windows Credential Manager refused access. Sign in to Windows with your own account and try again.`)
};

export const core_keychain_locked = /** @type {(inputs: Core_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The system keychain is locked. Unlock it (on Linux: your login keyring, e.g. in Passwords and Keys) and try again.`)
};

export const core_keychain_missing = /** @type {(inputs: Core_Keychain_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No system keychain is available. On Linux install and run a Secret Service such as GNOME Keyring or KWallet, then try again.`)
};

export const core_keychain_no_keyring = /** @type {(inputs: Core_Keychain_No_KeyringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The system keychain has no keyring to store the secret in. Create a default keyring (on Linux: a “Login” keyring in Passwords and Keys) and try again.`)
};

export const core_keychain_no_module = /** @type {(inputs: Core_Keychain_No_ModuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel could not load its keychain module on this system. Reinstall Satchel; if that does not help, report the problem.`)
};

export const core_keychain_timeout = /** @type {(inputs: Core_Keychain_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The system keychain did not answer. If it asked for a password, answer it; then try again.`)
};

export const core_keychain_failed = /** @type {(inputs: Core_Keychain_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The system keychain refused the request. Try again; if it keeps failing, restart the keychain (on Linux: log out and in again).`)
};

export const core_lock_locked = /** @type {(inputs: Core_Lock_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel is locked. Unlock it with your app password to do this.`)
};

export const core_lock_no_password = /** @type {(inputs: Core_Lock_No_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set an app password first: without one Satchel cannot lock.`)
};

export const core_lock_checking = /** @type {(inputs: Core_Lock_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another password attempt is being checked. Try again in a moment.`)
};

export const core_lock_too_many = /** @type {(inputs: Core_Lock_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many wrong passwords. Try again in ${i?.seconds} s.`)
};

export const core_lock_enter_password = /** @type {(inputs: Core_Lock_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your app password.`)
};

export const core_lock_wrong = /** @type {(inputs: Core_Lock_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wrong password. You can try again in ${i?.seconds} s.`)
};

export const core_lock_too_short = /** @type {(inputs: Core_Lock_Too_ShortInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Choose a password of at least ${i?.count} character.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Choose a password of at least ${i?.count} characters.`);
	return /** @type {LocalizedString} */ ("core_lock_too_short");
};

export const core_guard_address_unknown = /** @type {(inputs: Core_Guard_Address_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That address is not in the address book.`)
};

export const core_guard_not_saved = /** @type {(inputs: Core_Guard_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stopped by your withdrawal guard: ${i?.unit} may only go to saved addresses, and this address is not in your address book.`)
};

export const core_guard_not_saved_memo = /** @type {(inputs: Core_Guard_Not_Saved_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stopped by your withdrawal guard: ${i?.unit} may only go to saved addresses, and this address with this memo is not in your address book.`)
};

export const core_guard_no_codes = /** @type {(inputs: Core_Guard_No_CodesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stopped by your withdrawal guard: ${i?.unit} may only go to saved addresses, and a transfer code goes to whoever holds it. To create one, turn off “only to saved addresses” for ${i?.unit} (it asks for your app password).`)
};

export const core_guard_daily_limit = /** @type {(inputs: Core_Guard_Daily_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stopped by your withdrawal guard: the daily limit for ${i?.unit} is ${i?.limit} ${i?.unit}. Satchel sent ${i?.used} ${i?.unit} in the last 24 hours and this would take ${i?.debit} ${i?.unit}; at most ${i?.left} ${i?.unit} more can go now.`)
};

export const core_declined = /** @type {(inputs: Core_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined: nothing was sent to the exchange.`)
};

export const core_needs_password = /** @type {(inputs: Core_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This needs your app password.`)
};

export const core_confirm_gone = /** @type {(inputs: Core_Confirm_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That confirmation is no longer waiting for an answer.`)
};

export const core_code_mistyped = /** @type {(inputs: Core_Code_MistypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange knows this code's first group as a ${i?.unit} code, but the code says ${i?.mark}: it was mistyped.`)
};

export const core_code_digits = /** @type {(inputs: Core_Code_DigitsInputs) => LocalizedString} */ (i) => {const digitsPlural = registry.plural("en", i?.digits, {});
	if (digitsPlural === "one") return /** @type {LocalizedString} */ (`${i?.unit} amounts have at most ${i?.digits} digit after the point.`);
	if (digitsPlural === "other") return /** @type {LocalizedString} */ (`${i?.unit} amounts have at most ${i?.digits} digits after the point.`);
	return /** @type {LocalizedString} */ ("core_code_digits");
};

export const core_amount_positive = /** @type {(inputs: Core_Amount_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The amount must be more than zero.`)
};

export const core_code_available = /** @type {(inputs: Core_Code_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.available} ${i?.unit} is available for a code.`)
};

export const core_code_refundable_past = /** @type {(inputs: Core_Code_Refundable_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The “not refundable before” time is already past: choose a later one, or none.`)
};

export const core_code_used = /** @type {(inputs: Core_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code has already been used.`)
};

export const core_code_redeeming = /** @type {(inputs: Core_Code_RedeemingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code is being redeemed right now.`)
};

export const core_code_cancelled = /** @type {(inputs: Core_Code_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code was cancelled by its owner.`)
};

export const core_code_on_hold = /** @type {(inputs: Core_Code_On_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code is blocked by the exchange (on hold). Contact its support with the code’s support number.`)
};

export const core_code_redeem_unread = /** @type {(inputs: Core_Code_Redeem_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.error} Satchel could not read the codes you redeemed either; look at the list in a moment before trying again.`)
};

export const core_code_redeem_lost = /** @type {(inputs: Core_Code_Redeem_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange did not confirm the redemption, and the code is not among the codes you redeemed. It was not sent again: look at the list in a moment before trying again.`)
};

export const core_code_reveal_declined = /** @type {(inputs: Core_Code_Reveal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined: the code was not shown.`)
};

export const core_fiat_switched = /** @type {(inputs: Core_Fiat_SwitchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel’s main window switched away from “${i?.account}”. Nothing was sent; open the payment window again from the account you mean.`)
};

export const core_fiat_not_payment = /** @type {(inputs: Core_Fiat_Not_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This window was not opened for a payment.`)
};

export const core_fiat_for_payout = /** @type {(inputs: Core_Fiat_For_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment window is for a payout.`)
};

export const core_fiat_for_deposit = /** @type {(inputs: Core_Fiat_For_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment window is for a deposit.`)
};

export const core_fiat_no_key = /** @type {(inputs: Core_Fiat_No_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange gave this account no payment key for ${i?.unit}, so it cannot use the payment gateway.`)
};

export const core_fiat_service_gone = /** @type {(inputs: Core_Fiat_Service_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment gateway does not offer the service you chose (any more). Choose another one.`)
};

export const core_fiat_no_action = /** @type {(inputs: Core_Fiat_No_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange accepted the deposit but said nowhere to pay it.`)
};

export const core_fiat_no_deposit_id = /** @type {(inputs: Core_Fiat_No_Deposit_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange accepted the deposit but gave no deposit id.`)
};

export const core_withdraw_title = /** @type {(inputs: Core_Withdraw_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send ${i?.unit}`)
};

export const core_withdraw_question = /** @type {(inputs: Core_Withdraw_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send ${i?.amount} ${i?.unit} to the address below?`)
};

export const core_withdraw_question_look_alike = /** @type {(inputs: Core_Withdraw_Question_Look_AlikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send ${i?.amount} ${i?.unit} to an address that looks like one you know but is not it?`)
};

export const core_withdraw_confirm = /** @type {(inputs: Core_Withdraw_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send ${i?.amount} ${i?.unit}`)
};

export const core_line_from_account = /** @type {(inputs: Core_Line_From_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From account: ${i?.account}`)
};

export const core_line_memo = /** @type {(inputs: Core_Line_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Memo: ${i?.memo}`)
};

export const core_line_no_memo = /** @type {(inputs: Core_Line_No_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memo: (none — sent without a memo)`)
};

export const core_line_recipient_gets = /** @type {(inputs: Core_Line_Recipient_GetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recipient gets: ${i?.amount} ${i?.unit}`)
};

export const core_line_fee = /** @type {(inputs: Core_Line_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fee: ${i?.fee} ${i?.unit}`)
};

export const core_line_fee_included = /** @type {(inputs: Core_Line_Fee_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fee: ${i?.fee} ${i?.unit} (taken from the amount)`)
};

export const core_line_debit = /** @type {(inputs: Core_Line_DebitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Taken from your balance: ${i?.amount} ${i?.unit}`)
};

export const core_withdraw_final = /** @type {(inputs: Core_Withdraw_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A withdrawal cannot be undone.`)
};

export const core_line_to_groups = /** @type {(inputs: Core_Line_To_GroupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To (in groups of four): ${i?.address}`)
};

export const core_cancel_title = /** @type {(inputs: Core_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel order`)
};

export const core_cancel_question = /** @type {(inputs: Core_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel order ${i?.id} on ${i?.market}?`)
};

export const core_cancel_detail = /** @type {(inputs: Core_Cancel_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.order}. What it holds is released to your available balance.`)
};

export const core_order_buy = /** @type {(inputs: Core_Order_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.id}: buy ${i?.amount} ${i?.base} at ${i?.price} ${i?.quote} (${i?.type})`)
};

export const core_order_sell = /** @type {(inputs: Core_Order_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.id}: sell ${i?.amount} ${i?.base} at ${i?.price} ${i?.quote} (${i?.type})`)
};

export const core_order_limit = /** @type {(inputs: Core_Order_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`limit`)
};

export const core_order_market = /** @type {(inputs: Core_Order_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`market`)
};

export const core_cancel_many_title = /** @type {(inputs: Core_Cancel_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel orders`)
};

export const core_cancel_many_question = /** @type {(inputs: Core_Cancel_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Cancel ${i?.count} order?`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Cancel ${i?.count} orders?`);
	return /** @type {LocalizedString} */ ("core_cancel_many_question");
};

export const core_cancel_many_confirm = /** @type {(inputs: Core_Cancel_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Cancel ${i?.count} order`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Cancel ${i?.count} orders`);
	return /** @type {LocalizedString} */ ("core_cancel_many_confirm");
};

export const core_cancel_not_open = /** @type {(inputs: Core_Cancel_Not_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not an open order of this account: ${i?.ids}. The list has been refreshed.`)
};

export const core_policy_nothing_changed = /** @type {(inputs: Core_Policy_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined: nothing was changed.`)
};

export const core_policy_appliance_changed = /** @type {(inputs: Core_Policy_Appliance_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The active appliance changed while the question was open: nothing was sent to “${i?.appliance}”.`)
};

export const core_policy_read_back_failed = /** @type {(inputs: Core_Policy_Read_Back_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The change was made, but reading the policy back failed: ${i?.error}`)
};

export const core_policy_add_title = /** @type {(inputs: Core_Policy_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an ALLOW policy`)
};

export const core_policy_add_question = /** @type {(inputs: Core_Policy_Add_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add the ALLOW policy ${i?.name} to ${i?.appliance}?`)
};

export const core_policy_add_detail = /** @type {(inputs: Core_Policy_Add_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rule: ${i?.rule}
An ALLOW policy may let through requests that are denied now.`)
};

export const core_policy_add_confirm = /** @type {(inputs: Core_Policy_Add_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add policy`)
};

export const core_policy_change_title = /** @type {(inputs: Core_Policy_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change a policy`)
};

export const core_policy_change_question = /** @type {(inputs: Core_Policy_Change_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change the authorization policy ${i?.name} on ${i?.appliance}?`)
};

export const core_policy_change_confirm = /** @type {(inputs: Core_Policy_Change_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change policy`)
};

export const core_policy_rename_title = /** @type {(inputs: Core_Policy_Rename_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename a policy`)
};

export const core_policy_rename_question = /** @type {(inputs: Core_Policy_Rename_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rename the authorization policy ${i?.name} to ${i?.newName} on ${i?.appliance}?`)
};

export const core_policy_rename_detail = /** @type {(inputs: Core_Policy_Rename_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its rule and action stay as they are; whatever refers to it by its old name may no longer find it.`)
};

export const core_policy_rename_confirm = /** @type {(inputs: Core_Policy_Rename_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename policy`)
};

export const core_policy_reset_title = /** @type {(inputs: Core_Policy_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset a policy`)
};

export const core_policy_reset_rule = /** @type {(inputs: Core_Policy_Reset_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reset the rule of ${i?.name} on ${i?.appliance} to the appliance’s defaults?`)
};

export const core_policy_reset_action = /** @type {(inputs: Core_Policy_Reset_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reset the action of ${i?.name} on ${i?.appliance} to the appliance’s defaults?`)
};

export const core_policy_reset_both = /** @type {(inputs: Core_Policy_Reset_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reset the rule and action of ${i?.name} on ${i?.appliance} to the appliance’s defaults?`)
};

export const core_policy_line_policy = /** @type {(inputs: Core_Policy_Line_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Policy: ${i?.name}`)
};

export const core_policy_line_action_now = /** @type {(inputs: Core_Policy_Line_Action_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Action now: ${i?.action}`)
};

export const core_policy_line_rule_now = /** @type {(inputs: Core_Policy_Line_Rule_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rule now: ${i?.rule}`)
};

export const core_policy_line_action = /** @type {(inputs: Core_Policy_Line_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Action: ${i?.action}`)
};

export const core_policy_line_rule = /** @type {(inputs: Core_Policy_Line_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rule: ${i?.rule}`)
};

export const core_policy_reset_defaults = /** @type {(inputs: Core_Policy_Reset_DefaultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The defaults are the appliance’s own, whatever they allow.`)
};

export const core_policy_reset_confirm = /** @type {(inputs: Core_Policy_Reset_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset to default`)
};

export const core_policy_enable_many_title = /** @type {(inputs: Core_Policy_Enable_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enable policies`)
};

export const core_policy_disable_many_title = /** @type {(inputs: Core_Policy_Disable_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disable policies`)
};

export const core_policy_enable_many_question = /** @type {(inputs: Core_Policy_Enable_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Enable ${i?.count} authorization policy on ${i?.appliance}?`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Enable ${i?.count} authorization policies on ${i?.appliance}?`);
	return /** @type {LocalizedString} */ ("core_policy_enable_many_question");
};

export const core_policy_disable_many_question = /** @type {(inputs: Core_Policy_Disable_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Disable ${i?.count} authorization policy on ${i?.appliance}?`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Disable ${i?.count} authorization policies on ${i?.appliance}?`);
	return /** @type {LocalizedString} */ ("core_policy_disable_many_question");
};

export const core_policy_enable_many_confirm = /** @type {(inputs: Core_Policy_Enable_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Enable ${i?.count} policy`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Enable ${i?.count} policies`);
	return /** @type {LocalizedString} */ ("core_policy_enable_many_confirm");
};

export const core_policy_disable_many_confirm = /** @type {(inputs: Core_Policy_Disable_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Disable ${i?.count} policy`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Disable ${i?.count} policies`);
	return /** @type {LocalizedString} */ ("core_policy_disable_many_confirm");
};

export const core_policy_enable_title = /** @type {(inputs: Core_Policy_Enable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enable a policy`)
};

export const core_policy_disable_title = /** @type {(inputs: Core_Policy_Disable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disable a policy`)
};

export const core_policy_enable_question = /** @type {(inputs: Core_Policy_Enable_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enable the authorization policy ${i?.name} on ${i?.appliance}?`)
};

export const core_policy_disable_question = /** @type {(inputs: Core_Policy_Disable_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Disable the authorization policy ${i?.name} on ${i?.appliance}?`)
};

export const core_policy_disable_deny = /** @type {(inputs: Core_Policy_Disable_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It denies requests now: turned off, it stops nothing.`)
};

export const core_policy_disable_other = /** @type {(inputs: Core_Policy_Disable_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turned off, it no longer decides anything.`)
};

export const core_policy_enable_allows = /** @type {(inputs: Core_Policy_Enable_AllowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It allows requests: turned on, it may let through what is denied now.`)
};

export const core_policy_enable_confirm = /** @type {(inputs: Core_Policy_Enable_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enable policy`)
};

export const core_policy_disable_confirm = /** @type {(inputs: Core_Policy_Disable_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disable policy`)
};

export const core_policy_delete_title = /** @type {(inputs: Core_Policy_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete policy`)
};

export const core_policy_delete_many_title = /** @type {(inputs: Core_Policy_Delete_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete policies`)
};

export const core_policy_delete_question = /** @type {(inputs: Core_Policy_Delete_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the authorization policy ${i?.name} from ${i?.appliance}?`)
};

export const core_policy_delete_many_question = /** @type {(inputs: Core_Policy_Delete_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Delete ${i?.count} authorization policy from ${i?.appliance}?`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Delete ${i?.count} authorization policies from ${i?.appliance}?`);
	return /** @type {LocalizedString} */ ("core_policy_delete_many_question");
};

export const core_policy_delete_detail = /** @type {(inputs: Core_Policy_Delete_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A deleted policy cannot be brought back; its rule and action are gone with it.`)
};

export const core_policy_delete_confirm = /** @type {(inputs: Core_Policy_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete policy`)
};

export const core_policy_delete_many_confirm = /** @type {(inputs: Core_Policy_Delete_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Delete ${i?.count} policy`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Delete ${i?.count} policies`);
	return /** @type {LocalizedString} */ ("core_policy_delete_many_confirm");
};

export const core_op_profiles_list = /** @type {(inputs: Core_Op_Profiles_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`list the accounts`)
};

export const core_op_profiles_add = /** @type {(inputs: Core_Op_Profiles_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`add the account`)
};

export const core_op_profiles_add_demo = /** @type {(inputs: Core_Op_Profiles_Add_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`add the demo account`)
};

export const core_op_profiles_rename = /** @type {(inputs: Core_Op_Profiles_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rename the account`)
};

export const core_op_profiles_remove = /** @type {(inputs: Core_Op_Profiles_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remove the account`)
};

export const core_op_profiles_activate = /** @type {(inputs: Core_Op_Profiles_ActivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`switch to the account`)
};

export const core_op_account_me = /** @type {(inputs: Core_Op_Account_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the account`)
};

export const core_op_balances_list = /** @type {(inputs: Core_Op_Balances_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the balances`)
};

export const core_op_account_watch = /** @type {(inputs: Core_Op_Account_WatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`follow the account`)
};

export const core_op_account_refresh = /** @type {(inputs: Core_Op_Account_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refresh the account`)
};

export const core_op_value_history_get = /** @type {(inputs: Core_Op_Value_History_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the value history`)
};

export const core_op_value_history_record = /** @type {(inputs: Core_Op_Value_History_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`record the account’s value`)
};

export const core_op_value_history_adopt = /** @type {(inputs: Core_Op_Value_History_AdoptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keep the value history`)
};

export const core_op_app_info = /** @type {(inputs: Core_Op_App_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read about Satchel`)
};

export const core_op_app_notices = /** @type {(inputs: Core_Op_App_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read Satchel’s notices`)
};

export const core_op_app_activity = /** @type {(inputs: Core_Op_App_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`note the activity`)
};

export const core_op_app_export_diagnostics = /** @type {(inputs: Core_Op_App_Export_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`export the diagnostics`)
};

export const core_op_app_restart = /** @type {(inputs: Core_Op_App_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`restart Satchel`)
};

export const core_cannot_restart = /** @type {(inputs: Core_Cannot_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Satchel cannot start itself again: quit it and start it the way you started it.`)
};

export const core_op_settings_get = /** @type {(inputs: Core_Op_Settings_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the settings`)
};

export const core_op_settings_update = /** @type {(inputs: Core_Op_Settings_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`change the settings`)
};

export const core_op_confirm_answer = /** @type {(inputs: Core_Op_Confirm_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`take the answer to the question`)
};

export const core_op_lock_status = /** @type {(inputs: Core_Op_Lock_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read whether Satchel is locked`)
};

export const core_op_lock_unlock = /** @type {(inputs: Core_Op_Lock_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unlock Satchel`)
};

export const core_op_lock_lock = /** @type {(inputs: Core_Op_Lock_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lock Satchel`)
};

export const core_op_lock_set_password = /** @type {(inputs: Core_Op_Lock_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`set the app password`)
};

export const core_op_appliances_list = /** @type {(inputs: Core_Op_Appliances_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`list the appliances`)
};

export const core_op_appliances_add = /** @type {(inputs: Core_Op_Appliances_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`add the appliance`)
};

export const core_op_appliances_add_demo = /** @type {(inputs: Core_Op_Appliances_Add_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`add the demo appliance`)
};

export const core_op_appliances_rename = /** @type {(inputs: Core_Op_Appliances_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rename the appliance`)
};

export const core_op_appliances_remove = /** @type {(inputs: Core_Op_Appliances_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remove the appliance`)
};

export const core_op_appliances_activate = /** @type {(inputs: Core_Op_Appliances_ActivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`switch to the appliance`)
};

export const core_op_appliances_certificate = /** @type {(inputs: Core_Op_Appliances_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the appliance’s certificate`)
};

export const core_op_appliances_trust = /** @type {(inputs: Core_Op_Appliances_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trust the appliance’s certificate`)
};

export const core_op_policies_list = /** @type {(inputs: Core_Op_Policies_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`list the authorization policies`)
};

export const core_op_policies_get = /** @type {(inputs: Core_Op_Policies_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the authorization policy`)
};

export const core_op_policies_add = /** @type {(inputs: Core_Op_Policies_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`add the authorization policy`)
};

export const core_op_policies_update = /** @type {(inputs: Core_Op_Policies_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`change the authorization policy`)
};

export const core_op_policies_rename = /** @type {(inputs: Core_Op_Policies_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rename the authorization policy`)
};

export const core_op_policies_remove = /** @type {(inputs: Core_Op_Policies_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remove the authorization policies`)
};

export const core_op_policies_enable = /** @type {(inputs: Core_Op_Policies_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`enable the authorization policies`)
};

export const core_op_policies_disable = /** @type {(inputs: Core_Op_Policies_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`disable the authorization policies`)
};

export const core_op_policies_unset = /** @type {(inputs: Core_Op_Policies_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`clear fields of the authorization policy`)
};

export const core_op_codes_check = /** @type {(inputs: Core_Op_Codes_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check the transfer code`)
};

export const core_op_codes_create = /** @type {(inputs: Core_Op_Codes_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`create the transfer code`)
};

export const core_op_codes_redeem = /** @type {(inputs: Core_Op_Codes_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`redeem the transfer code`)
};

export const core_op_codes_details = /** @type {(inputs: Core_Op_Codes_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the transfer code`)
};

export const core_op_codes_issued = /** @type {(inputs: Core_Op_Codes_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`list the transfer codes you made`)
};

export const core_op_codes_redeemed = /** @type {(inputs: Core_Op_Codes_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`list the transfer codes you redeemed`)
};

export const core_op_deposits_info = /** @type {(inputs: Core_Op_Deposits_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read how to deposit`)
};

export const core_op_deposits_generate_address = /** @type {(inputs: Core_Op_Deposits_Generate_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`make a deposit address`)
};

export const core_op_deposits_details = /** @type {(inputs: Core_Op_Deposits_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the deposit`)
};

export const core_op_fiat_open = /** @type {(inputs: Core_Op_Fiat_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open the payment window`)
};

export const core_op_fiat_context = /** @type {(inputs: Core_Op_Fiat_ContextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read what the payment window is for`)
};

export const core_op_fiat_payout_services = /** @type {(inputs: Core_Op_Fiat_Payout_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`list the payout services`)
};

export const core_op_fiat_withdraw = /** @type {(inputs: Core_Op_Fiat_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`send the payout`)
};

export const core_op_fiat_deposit_services = /** @type {(inputs: Core_Op_Fiat_Deposit_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`list the payment services`)
};

export const core_op_fiat_deposit = /** @type {(inputs: Core_Op_Fiat_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`start the deposit`)
};

export const core_op_fiat_deposit_simple = /** @type {(inputs: Core_Op_Fiat_Deposit_SimpleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`start the deposit`)
};

export const core_op_history_list = /** @type {(inputs: Core_Op_History_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the history`)
};

export const core_op_history_export = /** @type {(inputs: Core_Op_History_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`export the history`)
};

export const core_op_market_time = /** @type {(inputs: Core_Op_Market_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the exchange’s clock`)
};

export const core_op_market_currencies = /** @type {(inputs: Core_Op_Market_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the currencies`)
};

export const core_op_market_rates = /** @type {(inputs: Core_Op_Market_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the exchange rates`)
};

export const core_op_market_markets = /** @type {(inputs: Core_Op_Market_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the markets`)
};

export const core_op_market_tickers = /** @type {(inputs: Core_Op_Market_TickersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the prices`)
};

export const core_op_market_fees = /** @type {(inputs: Core_Op_Market_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the fees`)
};

export const core_op_book_get = /** @type {(inputs: Core_Op_Book_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the order book`)
};

export const core_op_feed_watch = /** @type {(inputs: Core_Op_Feed_WatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`follow the prices`)
};

export const core_op_feed_retry = /** @type {(inputs: Core_Op_Feed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reconnect to the prices`)
};

export const core_op_orders_active = /** @type {(inputs: Core_Op_Orders_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the open orders`)
};

export const core_op_orders_history = /** @type {(inputs: Core_Op_Orders_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the order history`)
};

export const core_op_orders_trades = /** @type {(inputs: Core_Op_Orders_TradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the order’s trades`)
};

export const core_op_orders_cancel = /** @type {(inputs: Core_Op_Orders_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cancel the order`)
};

export const core_op_orders_cancel_many = /** @type {(inputs: Core_Op_Orders_Cancel_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cancel the orders`)
};

export const core_op_withdrawals_create = /** @type {(inputs: Core_Op_Withdrawals_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`send the withdrawal`)
};

export const core_op_withdrawals_details = /** @type {(inputs: Core_Op_Withdrawals_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the withdrawal`)
};

export const core_op_guard_get = /** @type {(inputs: Core_Op_Guard_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`read the withdrawal guard`)
};

export const core_op_guard_save_address = /** @type {(inputs: Core_Op_Guard_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`save the address`)
};

export const core_op_guard_remove_address = /** @type {(inputs: Core_Op_Guard_Remove_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remove the address`)
};

export const core_op_guard_set_rule = /** @type {(inputs: Core_Op_Guard_Set_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`change the withdrawal guard`)
};

export const core_could_not = /** @type {(inputs: Core_Could_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel could not ${i?.what}: ${i?.problem}.`)
};

export const core_payment_window_cannot = /** @type {(inputs: Core_Payment_Window_CannotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment window cannot ${i?.what}: only the main window can.`)
};

export const core_only_payment_window = /** @type {(inputs: Core_Only_Payment_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only the payment window can ${i?.what}.`)
};

export const core_status_done = /** @type {(inputs: Core_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const core_status_pending = /** @type {(inputs: Core_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

export const core_status_unknown = /** @type {(inputs: Core_Status_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown (ask support)`)
};

export const core_status_canceled = /** @type {(inputs: Core_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const core_status_awaiting_confirmation = /** @type {(inputs: Core_Status_Awaiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for your e-mail confirmation`)
};

export const core_status_blank = /** @type {(inputs: Core_Status_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown`)
};

export const core_about_title = /** @type {(inputs: Core_About_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.app}`)
};

export const core_about_version = /** @type {(inputs: Core_About_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

export const core_about_version_demo = /** @type {(inputs: Core_About_Version_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} — running on the demo servers (no real money)`)
};

export const core_about_licence = /** @type {(inputs: Core_About_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Licence: ${i?.license}`)
};

export const core_about_folder = /** @type {(inputs: Core_About_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Settings and data: ${i?.folder}`)
};

export const core_about_shortcuts = /** @type {(inputs: Core_About_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyboard shortcuts`)
};

export const core_about_key_views = /** @type {(inputs: Core_About_Key_ViewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} … ${i?.last}  the views, in the order of the navigation`)
};

export const core_about_key_settings = /** @type {(inputs: Core_About_Key_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key}  Settings`)
};

export const core_about_key_find = /** @type {(inputs: Core_About_Key_FindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key}  find a market`)
};

export const core_about_key_lock = /** @type {(inputs: Core_About_Key_LockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key}  lock Satchel (with an app password set)`)
};

export const core_code_create_title = /** @type {(inputs: Core_Code_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a transfer code`)
};

export const core_code_create_question = /** @type {(inputs: Core_Code_Create_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Create a code worth ${i?.amount} ${i?.unit}?`)
};

export const core_code_create_confirm = /** @type {(inputs: Core_Code_Create_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Create code for ${i?.amount} ${i?.unit}`)
};

export const core_code_line_amount = /** @type {(inputs: Core_Code_Line_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount: ${i?.amount} ${i?.unit} (it leaves your available balance now)`)
};

export const core_code_line_only = /** @type {(inputs: Core_Code_Line_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Who may redeem it: only account ${i?.recipient}`)
};

export const core_code_line_anyone = /** @type {(inputs: Core_Code_Line_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who may redeem it: anyone who has the code`)
};

export const core_code_line_not_before = /** @type {(inputs: Core_Code_Line_Not_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You cannot take it back before: ${i?.time}`)
};

export const core_code_line_public = /** @type {(inputs: Core_Code_Line_PublicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Public comment: ${i?.comment}`)
};

export const core_code_line_private = /** @type {(inputs: Core_Code_Line_PrivateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Private comment: ${i?.comment}`)
};

export const core_code_like_cash = /** @type {(inputs: Core_Code_Like_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whoever has the code can redeem it: keep it like cash.`)
};

export const core_code_redeem_title = /** @type {(inputs: Core_Code_Redeem_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redeem a transfer code`)
};

export const core_code_redeem_question = /** @type {(inputs: Core_Code_Redeem_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Redeem this code for ${i?.amount} ${i?.unit}?`)
};

export const core_code_redeem_line_amount = /** @type {(inputs: Core_Code_Redeem_Line_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount: ${i?.amount} ${i?.unit}, credited to ${i?.account}`)
};

export const core_code_line_comment = /** @type {(inputs: Core_Code_Line_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comment: ${i?.comment}`)
};

export const core_code_line_code = /** @type {(inputs: Core_Code_Line_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code: ${i?.code}`)
};

export const core_code_redeem_confirm = /** @type {(inputs: Core_Code_Redeem_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Redeem ${i?.amount} ${i?.unit}`)
};

export const core_code_reveal_title = /** @type {(inputs: Core_Code_Reveal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show a transfer code`)
};

export const core_code_reveal_question = /** @type {(inputs: Core_Code_Reveal_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show the whole code worth ${i?.amount} ${i?.unit}?`)
};

export const core_code_reveal_line_code = /** @type {(inputs: Core_Code_Reveal_Line_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code: ${i?.code} (support number ${i?.sn})`)
};

export const core_line_account = /** @type {(inputs: Core_Line_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Account: ${i?.account}`)
};

export const core_code_reveal_screen = /** @type {(inputs: Core_Code_Reveal_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whoever sees the whole code can redeem it: make sure nobody else can see your screen.`)
};

export const core_code_reveal_confirm = /** @type {(inputs: Core_Code_Reveal_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the code`)
};

export const core_payout_title = /** @type {(inputs: Core_Payout_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay out ${i?.unit}`)
};

export const core_payout_question = /** @type {(inputs: Core_Payout_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay out ${i?.amount} ${i?.unit} through ${i?.service} to ${i?.to}?`)
};

export const core_payout_line_service = /** @type {(inputs: Core_Payout_Line_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Service: ${i?.service}`)
};

export const core_payout_line_to = /** @type {(inputs: Core_Payout_Line_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To: ${i?.to}`)
};

export const core_payout_line_fee = /** @type {(inputs: Core_Payout_Line_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fee: ${i?.fee} ${i?.unit} (as the gateway states it; the exchange charges the final fee)`)
};

export const core_payout_test_mode = /** @type {(inputs: Core_Payout_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment gateway says it is in test mode.`)
};

export const core_payout_final = /** @type {(inputs: Core_Payout_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A payout cannot be undone.`)
};

export const core_payout_confirm = /** @type {(inputs: Core_Payout_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay out ${i?.amount} ${i?.unit}`)
};

export const core_appliance_remove_title = /** @type {(inputs: Core_Appliance_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove appliance`)
};

export const core_appliance_remove_question = /** @type {(inputs: Core_Appliance_Remove_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the appliance ${i?.name} from Satchel?`)
};

export const core_appliance_remove_demo = /** @type {(inputs: Core_Appliance_Remove_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is the built-in demo appliance; you can add it again at any time.`)
};

export const core_appliance_remove_detail = /** @type {(inputs: Core_Appliance_Remove_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel signs out of ${i?.host}, deletes the password of ${i?.user} from the system keychain. The appliance and its policies are not touched.`)
};

export const core_appliance_remove_detail_pinned = /** @type {(inputs: Core_Appliance_Remove_Detail_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel signs out of ${i?.host}, deletes the password of ${i?.user} from the system keychain and forgets the trusted certificate. The appliance and its policies are not touched.`)
};

export const core_appliance_remove_confirm = /** @type {(inputs: Core_Appliance_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove appliance`)
};

export const core_trust_title = /** @type {(inputs: Core_Trust_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trust a new certificate`)
};

export const core_trust_question = /** @type {(inputs: Core_Trust_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trust the certificate ${i?.host} presents now for ${i?.name}?`)
};

export const core_trust_line_until_now = /** @type {(inputs: Core_Trust_Line_Until_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trusted until now: SHA-256 ${i?.fingerprint}`)
};

export const core_trust_line_none = /** @type {(inputs: Core_Trust_Line_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trusted until now: none pinned (the system’s certificate authorities)`)
};

export const core_trust_line_now = /** @type {(inputs: Core_Trust_Line_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Presented now: SHA-256 ${i?.fingerprint}`)
};

export const core_trust_warning = /** @type {(inputs: Core_Trust_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trust it only if the appliance’s administrator replaced its certificate: otherwise someone may be in between.`)
};

export const core_trust_confirm = /** @type {(inputs: Core_Trust_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trust the new certificate`)
};

export const core_account_remove_title = /** @type {(inputs: Core_Account_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove account`)
};

export const core_account_remove_question = /** @type {(inputs: Core_Account_Remove_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name} from Satchel?`)
};

export const core_account_remove_secret = /** @type {(inputs: Core_Account_Remove_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Its API secret is deleted from the system keychain. The account on the exchange (${i?.exchange}) is not touched; you can add the key again later.`)
};

export const core_account_remove_demo = /** @type {(inputs: Core_Account_Remove_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is an account of the built-in demo exchange; you can add it again at any time.`)
};

export const core_account_remove_guard_kept = /** @type {(inputs: Core_Account_Remove_Guard_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The withdrawal guard of this exchange account — ${i?.kept} — is kept and applies again if you add this account again.`)
};

export const core_account_remove_confirm = /** @type {(inputs: Core_Account_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove account`)
};

export const core_withdraw_not_coin = /** @type {(inputs: Core_Withdraw_Not_CoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} is not a coin: fiat withdrawals go through the payment gateway.`)
};

export const core_withdraw_no_fee = /** @type {(inputs: Core_Withdraw_No_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange lists no withdrawal fee for ${i?.unit}, so Satchel cannot say what it would cost.`)
};

export const core_withdraw_no_memo = /** @type {(inputs: Core_Withdraw_No_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} takes no memo: clear the memo field.`)
};

export const core_guard_kept_addresses = /** @type {(inputs: Core_Guard_Kept_AddressesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} saved address`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} saved addresses`);
	return /** @type {LocalizedString} */ ("core_guard_kept_addresses");
};

export const core_guard_kept_limit = /** @type {(inputs: Core_Guard_Kept_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a daily limit of ${i?.limit}`)
};

export const core_guard_kept_limits = /** @type {(inputs: Core_Guard_Kept_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`daily limits of ${i?.limits}`)
};

export const core_guard_kept_only_saved = /** @type {(inputs: Core_Guard_Kept_Only_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currencies} only to saved addresses`)
};

export const core_list_and = /** @type {(inputs: Core_List_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.items} and ${i?.last}`)
};

export const core_policy_line_action_change = /** @type {(inputs: Core_Policy_Line_Action_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Action: ${i?.before} → ${i?.after}`)
};

export const core_policy_line_rule_after = /** @type {(inputs: Core_Policy_Line_Rule_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rule after: ${i?.rule}`)
};

export const core_policy_change_weakens_deny = /** @type {(inputs: Core_Policy_Change_Weakens_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It denies requests now: changed, it may let through what it stops.`)
};

export const core_policy_change_weakens = /** @type {(inputs: Core_Policy_Change_WeakensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A changed rule or action may let through requests that are denied now.`)
};

export const core_policy_action_unknown = /** @type {(inputs: Core_Policy_Action_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unknown`)
};

export const core_policy_rule_unreadable = /** @type {(inputs: Core_Policy_Rule_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(could not be read)`)
};

export const core_settings_recovered_folder = /** @type {(inputs: Core_Settings_Recovered_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your settings file could not be read (The settings file was a folder.). Satchel started with default settings and kept the old file at ${i?.movedTo}.`)
};

export const core_settings_recovered_not_json = /** @type {(inputs: Core_Settings_Recovered_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your settings file could not be read (The settings file is not valid JSON (it may have been cut off or edited by hand).). Satchel started with default settings and kept the old file at ${i?.movedTo}.`)
};

export const core_settings_recovered_schema = /** @type {(inputs: Core_Settings_Recovered_SchemaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your settings file could not be read (The settings file does not match what Satchel expects (${i?.detail}).). Satchel started with default settings and kept the old file at ${i?.movedTo}.`)
};

export const core_payout_saved_details = /** @type {(inputs: Core_Payout_Saved_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`saved payment details no. ${i?.id}`)
};

export const core_server_not_json = /** @type {(inputs: Core_Server_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} at ${i?.host} sent data that is not valid JSON.`)
};

export const core_server_too_large = /** @type {(inputs: Core_Server_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} at ${i?.host} sent an answer larger than ${i?.size} MiB. Satchel stopped reading it.`)
};

export const core_save_history = /** @type {(inputs: Core_Save_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export history`)
};

export const core_save_diagnostics = /** @type {(inputs: Core_Save_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export diagnostics`)
};

export const core_fixed_by_web_option = /** @type {(inputs: Core_Fixed_By_Web_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the --exchange option of npm run web`)
};

export const window_locked_title = /** @type {(inputs: Window_Locked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel is locked`)
};

export const window_locked_lead = /** @type {(inputs: Window_Locked_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices and balances keep updating. Unlock to cancel orders, add or remove accounts, or change the password.`)
};

export const window_app_password = /** @type {(inputs: Window_App_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App password`)
};

export const window_unlock = /** @type {(inputs: Window_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock`)
};

export const window_unlock_in = /** @type {(inputs: Window_Unlock_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unlock in ${i?.wait}`)
};

export const window_wait = /** @type {(inputs: Window_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wait ${i?.wait}`)
};

export const window_try_again_in = /** @type {(inputs: Window_Try_Again_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can try again in ${i?.wait}.`)
};

export const window_try_again_now = /** @type {(inputs: Window_Try_Again_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can try again now.`)
};

export const window_wait_minutes_seconds = /** @type {(inputs: Window_Wait_Minutes_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min ${i?.seconds} s`)
};

export const window_confirm_decline = /** @type {(inputs: Window_Confirm_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don't do it`)
};

export const window_more_questions = /** @type {(inputs: Window_More_QuestionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} more question waits after this one.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} more questions wait after this one.`);
	return /** @type {LocalizedString} */ ("window_more_questions");
};

export const window_retry = /** @type {(inputs: Window_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry`)
};

export const window_loading = /** @type {(inputs: Window_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading…`)
};

export const window_page_not_loaded = /** @type {(inputs: Window_Page_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page could not be loaded. Satchel may have been updated or stopped while it was open.`)
};

export const window_host_lost = /** @type {(inputs: Window_Host_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App host unreachable — reconnecting…`)
};

export const window_connecting = /** @type {(inputs: Window_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connecting…`)
};

export const window_live = /** @type {(inputs: Window_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live`)
};

export const window_reconnecting = /** @type {(inputs: Window_ReconnectingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reconnecting… (attempt ${i?.attempt})`)
};

export const window_exchange_unavailable = /** @type {(inputs: Window_Exchange_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exchange unavailable: ${i?.reason}`)
};

export const window_retry_now = /** @type {(inputs: Window_Retry_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry now`)
};

export const window_open_settings = /** @type {(inputs: Window_Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Settings`)
};

export const window_try_again = /** @type {(inputs: Window_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const window_advice_auth = /** @type {(inputs: Window_Advice_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange refused this account’s key: it may have been revoked or changed. Add the key again in Settings.`)
};

export const window_advice_keychain = /** @type {(inputs: Window_Advice_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel keeps the API secret in the system keychain. Unlock the keychain (on Linux, a Secret Service such as GNOME Keyring must be running), then try again.`)
};

export const window_advice_network = /** @type {(inputs: Window_Advice_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the internet connection. Satchel keeps trying by itself.`)
};

export const window_advice_unavailable = /** @type {(inputs: Window_Advice_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange is not answering properly right now. Satchel keeps trying by itself.`)
};

export const window_advice_other = /** @type {(inputs: Window_Advice_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel keeps trying by itself.`)
};

export const window_no_account_balances = /** @type {(inputs: Window_No_Account_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account is set up yet. Add your exchange API key to see your balances.`)
};

export const window_no_account_orders = /** @type {(inputs: Window_No_Account_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account is set up yet. Add your exchange API key to see your orders.`)
};

export const window_no_account_deposit_addresses = /** @type {(inputs: Window_No_Account_Deposit_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account is set up yet. Add your exchange API key to see your deposit addresses.`)
};

export const window_no_account_withdrawals = /** @type {(inputs: Window_No_Account_WithdrawalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account is set up yet. Add your exchange API key to see your withdrawals.`)
};

export const window_no_account_history = /** @type {(inputs: Window_No_Account_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account is set up yet. Add your exchange API key to see your deposits and withdrawals.`)
};

export const window_no_account_fiat = /** @type {(inputs: Window_No_Account_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account is set up yet. Add your exchange API key to see your fiat deposits and payouts.`)
};

export const window_no_account_other = /** @type {(inputs: Window_No_Account_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No account is set up yet. Add your exchange API key to see your ${i?.what}.`)
};

export const window_add_account = /** @type {(inputs: Window_Add_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an account`)
};

export const window_nav_main = /** @type {(inputs: Window_Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const window_lock_needs_password = /** @type {(inputs: Window_Lock_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel locks with an app password: set one in Settings, under App password.`)
};

export const window_copy_what = /** @type {(inputs: Window_Copy_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copy ${i?.what}`)
};

export const window_copied = /** @type {(inputs: Window_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} copied.`)
};

export const window_copy_failed = /** @type {(inputs: Window_Copy_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not copy: select the ${i?.what} and copy it by hand.`)
};

export const window_save_name = /** @type {(inputs: Window_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save name`)
};

export const window_cancel = /** @type {(inputs: Window_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const window_no_page_at = /** @type {(inputs: Window_No_Page_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel has no page at “${i?.path}”.`)
};

export const window_back_to_markets = /** @type {(inputs: Window_Back_To_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to markets`)
};

export const window_dismiss = /** @type {(inputs: Window_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const window_dismiss_notice = /** @type {(inputs: Window_Dismiss_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dismiss: ${i?.text}`)
};

export const window_as_of = /** @type {(inputs: Window_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`as of ${i?.time}`)
};

export const window_host_not_reachable = /** @type {(inputs: Window_Host_Not_ReachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app host is not reachable.`)
};

export const window_host_connection_lost = /** @type {(inputs: Window_Host_Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The connection to the app host was lost.`)
};

export const window_host_refused_link = /** @type {(inputs: Window_Host_Refused_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app host refused this link.`)
};

export const window_no_token = /** @type {(inputs: Window_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page was opened without its access token. Open the link that Satchel printed.`)
};

export const window_password_page_title = /** @type {(inputs: Window_Password_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel — app password`)
};

export const window_password_decline = /** @type {(inputs: Window_Password_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don’t do it`)
};

export const window_password_confirm = /** @type {(inputs: Window_Password_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

export const window_password_unreachable = /** @type {(inputs: Window_Password_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This window cannot reach Satchel.`)
};

export const window_password_check_failed = /** @type {(inputs: Window_Password_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel could not check the password. Try again.`)
};

export const shared_withdraw_memo_needed = /** @type {(inputs: Shared_Withdraw_Memo_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency} deposits are credited by their memo. Enter the recipient's memo, or tick “Send without a memo” if the recipient says none is needed.`)
};

export const shared_withdraw_amount_enter = /** @type {(inputs: Shared_Withdraw_Amount_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an amount.`)
};

export const shared_withdraw_amount_not_number = /** @type {(inputs: Shared_Withdraw_Amount_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is not an amount. Write it like 0.25, with a point.`)
};

export const shared_withdraw_amount_precision = /** @type {(inputs: Shared_Withdraw_Amount_PrecisionInputs) => LocalizedString} */ (i) => {const digitsPlural = registry.plural("en", i?.digits, {});
	if (digitsPlural === "one") return /** @type {LocalizedString} */ (`${i?.currency} amounts have at most ${i?.digits} digits after the point.`);
	if (digitsPlural === "other") return /** @type {LocalizedString} */ (`${i?.currency} amounts have at most ${i?.digits} digits after the point.`);
	return /** @type {LocalizedString} */ ("shared_withdraw_amount_precision");
};

export const shared_amount_zero = /** @type {(inputs: Shared_Amount_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The amount must be more than zero.`)
};

export const shared_withdraw_fee_exceeds = /** @type {(inputs: Shared_Withdraw_Fee_ExceedsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The fee (${i?.fee} ${i?.currency}) is more than the amount: the recipient would get nothing.`)
};

export const shared_withdraw_below_minimum = /** @type {(inputs: Shared_Withdraw_Below_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The recipient must get at least ${i?.minimum} ${i?.currency} (the exchange's minimum).`)
};

export const shared_withdraw_over_balance = /** @type {(inputs: Shared_Withdraw_Over_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That takes ${i?.debit} ${i?.currency} from your balance, but only ${i?.available} ${i?.currency} is available.`)
};

export const shared_memo_xrp_tag = /** @type {(inputs: Shared_Memo_Xrp_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An XRP destination tag is a whole number from 0 to 4294967295: digits only, no spaces or letters.`)
};

export const shared_memo_xlm_bytes = /** @type {(inputs: Shared_Memo_Xlm_BytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A Stellar text memo holds at most 28 bytes; this one takes ${i?.bytes}. (Letters outside A–Z can take two to four bytes each.)`)
};

export const shared_memo_eos_bytes = /** @type {(inputs: Shared_Memo_Eos_BytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An EOS memo holds at most 256 bytes; this one takes ${i?.bytes}.`)
};

export const shared_lookalike_warning = /** @type {(inputs: Shared_Lookalike_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Careful: this address looks like ${i?.what} — the same first and last characters — but it is a different address. Someone may have planted it in your history to be copied by mistake. Compare every group of four with the recipient’s.`)
};

export const shared_lookalike_known_history = /** @type {(inputs: Shared_Lookalike_Known_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an address you withdrew to before`)
};

export const shared_lookalike_known_book_label = /** @type {(inputs: Shared_Lookalike_Known_Book_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.label}” in your address book`)
};

export const shared_lookalike_known_book = /** @type {(inputs: Shared_Lookalike_Known_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an address in your address book`)
};

export const shared_address_btc = /** @type {(inputs: Shared_Address_BtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a Bitcoin address`)
};

export const shared_address_ltc = /** @type {(inputs: Shared_Address_LtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a Litecoin address`)
};

export const shared_address_bch = /** @type {(inputs: Shared_Address_BchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a Bitcoin Cash address`)
};

export const shared_address_doge = /** @type {(inputs: Shared_Address_DogeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a Dogecoin address`)
};

export const shared_address_dash = /** @type {(inputs: Shared_Address_DashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a Dash address`)
};

export const shared_address_eth = /** @type {(inputs: Shared_Address_EthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an Ethereum address`)
};

export const shared_address_usdt = /** @type {(inputs: Shared_Address_UsdtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a USDT address`)
};

export const shared_address_xrp = /** @type {(inputs: Shared_Address_XrpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an XRP address`)
};

export const shared_address_xlm = /** @type {(inputs: Shared_Address_XlmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a Stellar address`)
};

export const shared_address_trx = /** @type {(inputs: Shared_Address_TrxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a TRON address`)
};

export const shared_address_eos = /** @type {(inputs: Shared_Address_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an EOS account address`)
};

export const shared_address_not_characters = /** @type {(inputs: Shared_Address_Not_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it has a character that these addresses never use — a letter or digit may be mistyped.`)
};

export const shared_address_not_checksum = /** @type {(inputs: Shared_Address_Not_ChecksumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: the checksum does not match — a character is wrong or missing.`)
};

export const shared_address_not_length = /** @type {(inputs: Shared_Address_Not_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it is too short or too long — a character is missing or extra.`)
};

export const shared_address_not_version = /** @type {(inputs: Shared_Address_Not_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it is written for another network.`)
};

export const shared_address_not_case = /** @type {(inputs: Shared_Address_Not_CaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it mixes capital and small letters, which these addresses never do.`)
};

export const shared_address_not_space = /** @type {(inputs: Shared_Address_Not_SpaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it has a space or a line break inside it.`)
};

export const shared_address_looks_like_btc = /** @type {(inputs: Shared_Address_Looks_Like_BtcInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it looks like a Bitcoin address. Sent there, the coins would be lost.`)
};

export const shared_address_looks_like_ltc = /** @type {(inputs: Shared_Address_Looks_Like_LtcInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it looks like a Litecoin address. Sent there, the coins would be lost.`)
};

export const shared_address_looks_like_bch = /** @type {(inputs: Shared_Address_Looks_Like_BchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it looks like a Bitcoin Cash address. Sent there, the coins would be lost.`)
};

export const shared_address_looks_like_doge = /** @type {(inputs: Shared_Address_Looks_Like_DogeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it looks like a Dogecoin address. Sent there, the coins would be lost.`)
};

export const shared_address_looks_like_dash = /** @type {(inputs: Shared_Address_Looks_Like_DashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it looks like a Dash address. Sent there, the coins would be lost.`)
};

export const shared_address_looks_like_eth = /** @type {(inputs: Shared_Address_Looks_Like_EthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it looks like an Ethereum address. Sent there, the coins would be lost.`)
};

export const shared_address_looks_like_usdt = /** @type {(inputs: Shared_Address_Looks_Like_UsdtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it looks like an USDT address. Sent there, the coins would be lost.`)
};

export const shared_address_looks_like_xrp = /** @type {(inputs: Shared_Address_Looks_Like_XrpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it looks like a XRP address. Sent there, the coins would be lost.`)
};

export const shared_address_looks_like_xlm = /** @type {(inputs: Shared_Address_Looks_Like_XlmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it looks like a Stellar address. Sent there, the coins would be lost.`)
};

export const shared_address_looks_like_trx = /** @type {(inputs: Shared_Address_Looks_Like_TrxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is not ${i?.address}: it looks like a TRON address. Sent there, the coins would be lost.`)
};

export const shared_address_starts_btc = /** @type {(inputs: Shared_Address_Starts_BtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a Bitcoin address: Bitcoin addresses start with 1, 3 or bc1.`)
};

export const shared_address_starts_ltc = /** @type {(inputs: Shared_Address_Starts_LtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a Litecoin address: Litecoin addresses start with L, M, 3 or ltc1.`)
};

export const shared_address_starts_bch = /** @type {(inputs: Shared_Address_Starts_BchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a Bitcoin Cash address: Bitcoin Cash addresses start with bitcoincash:, q, p, 1 or 3.`)
};

export const shared_address_starts_doge = /** @type {(inputs: Shared_Address_Starts_DogeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a Dogecoin address: Dogecoin addresses start with D, A or 9.`)
};

export const shared_address_starts_dash = /** @type {(inputs: Shared_Address_Starts_DashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a Dash address: Dash addresses start with X or 7.`)
};

export const shared_address_starts_eth = /** @type {(inputs: Shared_Address_Starts_EthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not an Ethereum address: Ethereum addresses start with 0x.`)
};

export const shared_address_starts_usdt = /** @type {(inputs: Shared_Address_Starts_UsdtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a USDT address: USDT addresses start with 0x (Ethereum, ERC-20) or T (TRON, TRC-20).`)
};

export const shared_address_starts_xrp = /** @type {(inputs: Shared_Address_Starts_XrpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not an XRP address: XRP addresses start with r.`)
};

export const shared_address_starts_xlm = /** @type {(inputs: Shared_Address_Starts_XlmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a Stellar address: Stellar addresses start with G.`)
};

export const shared_address_starts_trx = /** @type {(inputs: Shared_Address_Starts_TrxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a TRON address: TRON addresses start with T.`)
};

export const shared_address_starts_eos = /** @type {(inputs: Shared_Address_Starts_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not an EOS account address: EOS addresses start with a small letter or a digit 1 to 5.`)
};

export const shared_address_usdt_wants_erc20 = /** @type {(inputs: Shared_Address_Usdt_Wants_Erc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a USDT address: this exchange sends USDT on Ethereum (ERC-20), and this is a TRON (TRC-20) address — the coins would not arrive.`)
};

export const shared_address_usdt_wants_trc20 = /** @type {(inputs: Shared_Address_Usdt_Wants_Trc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a USDT address: this exchange sends USDT on TRON (TRC-20), and this is an Ethereum (ERC-20) address — the coins would not arrive.`)
};

export const shared_address_eos_public_key = /** @type {(inputs: Shared_Address_Eos_Public_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not an EOS account address: it is an EOS public key. EOS is sent to an account name: up to 12 small letters, digits 1 to 5 and dots.`)
};

export const shared_address_eos_too_long = /** @type {(inputs: Shared_Address_Eos_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not an EOS account address: account names have at most 12 characters.`)
};

export const shared_address_eos_dot = /** @type {(inputs: Shared_Address_Eos_DotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not an EOS account address: an account name never ends with a dot.`)
};

export const shared_address_xrp_x_address = /** @type {(inputs: Shared_Address_Xrp_X_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a classic XRP address: it is an X-address (the tag inside it). Ask for the classic address, starting with r, and its destination tag.`)
};

export const shared_address_xlm_secret = /** @type {(inputs: Shared_Address_Xlm_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a Stellar address: it is a Stellar SECRET key. Never give it to anyone: whoever has it controls that account. Ask for the address, starting with G.`)
};

export const shared_address_xlm_muxed = /** @type {(inputs: Shared_Address_Xlm_MuxedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a plain Stellar address: it is a muxed (M…) address. Ask for the address starting with G and put the rest in the memo.`)
};

export const shared_address_unchecked = /** @type {(inputs: Shared_Address_UncheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not checked: Satchel has no rule for ${i?.currency} addresses. Compare it with the recipient’s character by character.`)
};

export const shared_address_enter = /** @type {(inputs: Shared_Address_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the address to send to.`)
};

export const shared_kind_legacy = /** @type {(inputs: Shared_Kind_LegacyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a ${i?.coin} address (legacy)`)
};

export const shared_kind_script = /** @type {(inputs: Shared_Kind_ScriptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a ${i?.coin} script address`)
};

export const shared_kind_ltc_script_old = /** @type {(inputs: Shared_Kind_Ltc_Script_OldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a Litecoin script address (old form)`)
};

export const shared_kind_segwit = /** @type {(inputs: Shared_Kind_SegwitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a ${i?.coin} SegWit address`)
};

export const shared_kind_taproot = /** @type {(inputs: Shared_Kind_TaprootInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a ${i?.coin} Taproot address`)
};

export const shared_kind_segwit_version = /** @type {(inputs: Shared_Kind_Segwit_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a ${i?.coin} SegWit address (version ${i?.version})`)
};

export const shared_kind_bch_cashaddr = /** @type {(inputs: Shared_Kind_Bch_CashaddrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a Bitcoin Cash address (CashAddr)`)
};

export const shared_kind_bch_script_cashaddr = /** @type {(inputs: Shared_Kind_Bch_Script_CashaddrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a Bitcoin Cash script address (CashAddr)`)
};

export const shared_kind_bch_legacy = /** @type {(inputs: Shared_Kind_Bch_LegacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a Bitcoin Cash address in the legacy format`)
};

export const shared_kind_bch_script_legacy = /** @type {(inputs: Shared_Kind_Bch_Script_LegacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a Bitcoin Cash script address in the legacy format`)
};

export const shared_kind_usdt_erc20 = /** @type {(inputs: Shared_Kind_Usdt_Erc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an Ethereum (ERC-20) address`)
};

export const shared_kind_usdt_trc20 = /** @type {(inputs: Shared_Kind_Usdt_Trc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a TRON (TRC-20) address`)
};

export const shared_kind_xlm = /** @type {(inputs: Shared_Kind_XlmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a Stellar account address`)
};

export const shared_kind_eos = /** @type {(inputs: Shared_Kind_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an EOS account name`)
};

export const shared_note_eth = /** @type {(inputs: Shared_Note_EthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is written all in small (or all in capital) letters, so it carries no checksum: compare it with the recipient’s character by character.`)
};

export const shared_note_eos = /** @type {(inputs: Shared_Note_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EOS account names carry no checksum: compare it with the recipient’s letter by letter.`)
};

export const shared_note_bch_legacy = /** @type {(inputs: Shared_Note_Bch_LegacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitcoin addresses look the same in this format: make sure the recipient gave it for Bitcoin Cash.`)
};

export const shared_note_usdt_network = /** @type {(inputs: Shared_Note_Usdt_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It looks like ${i?.network}: make sure the recipient expects USDT on ${i?.network}.`)
};

export const shared_code_empty = /** @type {(inputs: Shared_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste or type a transfer code.`)
};

export const shared_code_parts = /** @type {(inputs: Shared_Code_PartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A transfer code has 11 parts separated by hyphens (9 groups of 5 characters, then the currency and the type, as in …-BTC-CODE); this one has ${i?.found}.`)
};

export const shared_code_group_length = /** @type {(inputs: Shared_Code_Group_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Group ${i?.group} has ${i?.count} character; every group of the code has 5.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Group ${i?.group} has ${i?.count} characters; every group of the code has 5.`);
	return /** @type {LocalizedString} */ ("shared_code_group_length");
};

export const shared_code_character_zero = /** @type {(inputs: Shared_Code_Character_ZeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.character}” at character ${i?.position} of group ${i?.group}: the digit zero is never used in codes; perhaps it is the letter o.`)
};

export const shared_code_character_capital_o = /** @type {(inputs: Shared_Code_Character_Capital_OInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.character}” at character ${i?.position} of group ${i?.group}: a capital O is never used in codes; perhaps it is a small o.`)
};

export const shared_code_character_capital_i = /** @type {(inputs: Shared_Code_Character_Capital_IInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.character}” at character ${i?.position} of group ${i?.group}: a capital I is never used in codes; perhaps it is the digit 1 or a small i.`)
};

export const shared_code_character_small_l = /** @type {(inputs: Shared_Code_Character_Small_LInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.character}” at character ${i?.position} of group ${i?.group}: a small L is never used in codes; perhaps it is the digit 1 or a capital L.`)
};

export const shared_code_character_other = /** @type {(inputs: Shared_Code_Character_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.character}” at character ${i?.position} of group ${i?.group}: it is not one of the letters and digits codes are made of.`)
};

export const shared_code_currency_mark = /** @type {(inputs: Shared_Code_Currency_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.mark}” is not a currency mark.`)
};

export const shared_code_currency_mark_capitals = /** @type {(inputs: Shared_Code_Currency_Mark_CapitalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.mark}” is not a currency mark. It is written in capitals: ${i?.capitals}.`)
};

export const shared_code_type_mark = /** @type {(inputs: Shared_Code_Type_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The last part, “${i?.mark}”, should be the code's type: letters only.`)
};

export const shared_code_checksum = /** @type {(inputs: Shared_Code_ChecksumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The check character (the first one) does not match the rest of the code: a character was mistyped. This code cannot be redeemed.`)
};

export const shared_code_unknown_currency = /** @type {(inputs: Shared_Code_Unknown_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange does not list the currency ${i?.mark}.`)
};

export const shared_fiat_field_required = /** @type {(inputs: Shared_Fiat_Field_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter the ${i?.label}.`)
};

export const shared_fiat_field_too_long = /** @type {(inputs: Shared_Fiat_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.label} is too long.`)
};

export const shared_fiat_field_rule_unreadable = /** @type {(inputs: Shared_Fiat_Field_Rule_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment gateway's rule for the ${i?.label} cannot be read, so it cannot be checked.`)
};

export const shared_fiat_field_wrong_form = /** @type {(inputs: Shared_Fiat_Field_Wrong_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This ${i?.label} is not in the form the payment service expects.`)
};

export const shared_fiat_card_mistake = /** @type {(inputs: Shared_Fiat_Card_MistakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This card number has a mistake: a digit is wrong or two are swapped. Check it against the card.`)
};

export const shared_fiat_unknown_field = /** @type {(inputs: Shared_Fiat_Unknown_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment service has no field “${i?.field}”.`)
};

export const shared_fiat_amount_enter = /** @type {(inputs: Shared_Fiat_Amount_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an amount such as 250 or 250.50.`)
};

export const shared_fiat_amount_precision = /** @type {(inputs: Shared_Fiat_Amount_PrecisionInputs) => LocalizedString} */ (i) => {const placesPlural = registry.plural("en", i?.places, {});
	if (placesPlural === "one") return /** @type {LocalizedString} */ (`${i?.currency} has ${i?.places} decimal places; the amount has more.`);
	if (placesPlural === "other") return /** @type {LocalizedString} */ (`${i?.currency} has ${i?.places} decimal places; the amount has more.`);
	return /** @type {LocalizedString} */ ("shared_fiat_amount_precision");
};

export const shared_fiat_amount_min = /** @type {(inputs: Shared_Fiat_Amount_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The least this service takes is ${i?.amount} ${i?.currency}.`)
};

export const shared_fiat_amount_max = /** @type {(inputs: Shared_Fiat_Amount_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The most this service takes is ${i?.amount} ${i?.currency}.`)
};

export const shared_fiat_amount_over_balance = /** @type {(inputs: Shared_Fiat_Amount_Over_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That is more than the ${i?.available} ${i?.currency} available (the amount and a ${i?.fee} ${i?.currency} fee).`)
};

export const shared_fiat_no_details = /** @type {(inputs: Shared_Fiat_No_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(no details)`)
};

export const shared_exchange_address_enter = /** @type {(inputs: Shared_Exchange_Address_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the exchange's address, such as https://exchange.example.`)
};

export const shared_exchange_address_not_web = /** @type {(inputs: Shared_Exchange_Address_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange's address is not a web address. Use one like https://exchange.example.`)
};

export const shared_exchange_address_scheme = /** @type {(inputs: Shared_Exchange_Address_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange's address must start with https://.`)
};

export const shared_exchange_address_credentials = /** @type {(inputs: Shared_Exchange_Address_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange's address must not contain a user name or password.`)
};

export const shared_exchange_address_plain_http = /** @type {(inputs: Shared_Exchange_Address_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange's address must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).`)
};

export const shared_exchange_address_query = /** @type {(inputs: Shared_Exchange_Address_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange's address ends before any ? or #. Use one like https://exchange.example.`)
};

export const shared_rule_position = /** @type {(inputs: Shared_Rule_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`character ${i?.index}`)
};

export const shared_rule_position_line = /** @type {(inputs: Shared_Rule_Position_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`character ${i?.index} (line ${i?.line}, column ${i?.column})`)
};

export const shared_rule_control_character = /** @type {(inputs: Shared_Rule_Control_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The rule has a control character at ${i?.at}.`)
};

export const shared_rule_unclosed_quote = /** @type {(inputs: Shared_Rule_Unclosed_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The quoted text that starts at ${i?.at} is never closed: add a " after it.`)
};

export const shared_rule_unclosed_regex = /** @type {(inputs: Shared_Rule_Unclosed_RegexInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The regular expression (re${i?.delimiter}…) that starts at ${i?.at} is never closed: add a ${i?.delimiter} after it.`)
};

export const shared_rule_wrong_closer = /** @type {(inputs: Shared_Rule_Wrong_CloserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The “${i?.closer}” at ${i?.at} does not close the “${i?.opener}” at ${i?.openerAt}: it needs a “${i?.needed}” first.`)
};

export const shared_rule_closes_nothing = /** @type {(inputs: Shared_Rule_Closes_NothingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The “${i?.closer}” at ${i?.at} closes nothing.`)
};

export const shared_rule_never_closed = /** @type {(inputs: Shared_Rule_Never_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The “${i?.opener}” at ${i?.at} is never closed: add a “${i?.needed}”.`)
};

export const shared_contract_account_name = /** @type {(inputs: Shared_Contract_Account_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the account a name`)
};

export const shared_contract_at_most_60 = /** @type {(inputs: Shared_Contract_At_Most_60Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use at most 60 characters`)
};

export const shared_contract_web_address = /** @type {(inputs: Shared_Contract_Web_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected a web address such as https://exchange.example`)
};

export const shared_contract_https_only = /** @type {(inputs: Shared_Contract_Https_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected an https:// address. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).`)
};

export const shared_contract_web_address_no_credentials = /** @type {(inputs: Shared_Contract_Web_Address_No_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected a web address such as https://exchange.example, without a user name or password`)
};

export const shared_contract_api_key = /** @type {(inputs: Shared_Contract_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected the key as the exchange shows it (8–256 characters, no spaces)`)
};

export const shared_contract_appliance_name = /** @type {(inputs: Shared_Contract_Appliance_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the appliance a name`)
};

export const shared_contract_appliance_name_long = /** @type {(inputs: Shared_Contract_Appliance_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use at most 60 characters for the name`)
};

export const shared_contract_appliance_address = /** @type {(inputs: Shared_Contract_Appliance_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the appliance address`)
};

export const shared_contract_address_too_long = /** @type {(inputs: Shared_Contract_Address_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address is too long`)
};

export const shared_contract_user_enter = /** @type {(inputs: Shared_Contract_User_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the user name`)
};

export const shared_contract_user_long = /** @type {(inputs: Shared_Contract_User_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The user name is too long`)
};

export const shared_contract_user_control = /** @type {(inputs: Shared_Contract_User_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The user name has a control character`)
};

export const shared_contract_fingerprint = /** @type {(inputs: Shared_Contract_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected a SHA-256 fingerprint (64 hexadecimal digits)`)
};

export const shared_contract_policy_name_empty = /** @type {(inputs: Shared_Contract_Policy_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which policy? The name is empty`)
};

export const shared_contract_name_too_long = /** @type {(inputs: Shared_Contract_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The name is too long`)
};

export const shared_contract_rule_too_long = /** @type {(inputs: Shared_Contract_Rule_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A rule has at most ${i?.count} characters`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`A rule has at most ${i?.count} characters`);
	return /** @type {LocalizedString} */ ("shared_contract_rule_too_long");
};

export const shared_contract_select_policy = /** @type {(inputs: Shared_Contract_Select_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select at least one policy`)
};

export const shared_contract_policies_at_once = /** @type {(inputs: Shared_Contract_Policies_At_OnceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`At most ${i?.count} policies at once`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`At most ${i?.count} policies at once`);
	return /** @type {LocalizedString} */ ("shared_contract_policies_at_once");
};

export const shared_contract_policy_twice = /** @type {(inputs: Shared_Contract_Policy_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A policy is named twice`)
};

export const shared_contract_password_enter = /** @type {(inputs: Shared_Contract_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the password`)
};

export const shared_contract_field_to_reset = /** @type {(inputs: Shared_Contract_Field_To_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name a field to reset`)
};

export const shared_contract_code_too_long = /** @type {(inputs: Shared_Contract_Code_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is far longer than a transfer code.`)
};

export const shared_contract_at_most_500 = /** @type {(inputs: Shared_Contract_At_Most_500Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use at most 500 characters.`)
};

export const shared_contract_account_id = /** @type {(inputs: Shared_Contract_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected an account id (letters and digits)`)
};

export const shared_contract_amount = /** @type {(inputs: Shared_Contract_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected an amount such as 0.25`)
};

export const shared_contract_address_no_spaces = /** @type {(inputs: Shared_Contract_Address_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected an address without spaces`)
};

export const shared_contract_destination = /** @type {(inputs: Shared_Contract_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected an address or a card or phone number`)
};

export const shared_contract_memo_no_spaces = /** @type {(inputs: Shared_Contract_Memo_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected a memo without spaces`)
};

export const shared_server_address_exchange_not_web = /** @type {(inputs: Shared_Server_Address_Exchange_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange address is not a web address. Use one like https://exchange.example.`)
};

export const shared_server_address_exchange_scheme = /** @type {(inputs: Shared_Server_Address_Exchange_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange address must start with https://.`)
};

export const shared_server_address_exchange_credentials = /** @type {(inputs: Shared_Server_Address_Exchange_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange address must not contain a user name or password.`)
};

export const shared_server_address_exchange_plain_http = /** @type {(inputs: Shared_Server_Address_Exchange_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange address must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).`)
};

export const shared_server_address_gateway_not_web = /** @type {(inputs: Shared_Server_Address_Gateway_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment gateway address is not a web address. Use one like https://exchange.example.`)
};

export const shared_server_address_gateway_scheme = /** @type {(inputs: Shared_Server_Address_Gateway_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment gateway address must start with https://.`)
};

export const shared_server_address_gateway_credentials = /** @type {(inputs: Shared_Server_Address_Gateway_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment gateway address must not contain a user name or password.`)
};

export const shared_server_address_gateway_plain_http = /** @type {(inputs: Shared_Server_Address_Gateway_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment gateway address must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).`)
};

export const shared_server_address_named_not_web = /** @type {(inputs: Shared_Server_Address_Named_Not_WebInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is not a web address. Use one like https://exchange.example.`)
};

export const shared_server_address_named_scheme = /** @type {(inputs: Shared_Server_Address_Named_SchemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} must start with https://.`)
};

export const shared_server_address_named_credentials = /** @type {(inputs: Shared_Server_Address_Named_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} must not contain a user name or password.`)
};

export const shared_server_address_named_plain_http = /** @type {(inputs: Shared_Server_Address_Named_Plain_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).`)
};

export const shared_code_verdict_empty_title = /** @type {(inputs: Shared_Code_Verdict_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No transfer code`)
};

export const shared_code_verdict_empty_body = /** @type {(inputs: Shared_Code_Verdict_Empty_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The clipboard is empty: copy a transfer code first.`)
};

export const shared_code_verdict_ok_title = /** @type {(inputs: Shared_Code_Verdict_Ok_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Well-formed transfer code`)
};

export const shared_code_verdict_ok_body = /** @type {(inputs: Shared_Code_Verdict_Ok_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.code}: its check character matches. Only the exchange can say whether it is still valid.`)
};

export const shared_code_verdict_bad_title = /** @type {(inputs: Shared_Code_Verdict_Bad_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a valid transfer code`)
};

export const errors_market_invalid = /** @type {(inputs: Errors_Market_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is not a valid market.`)
};

export const errors_order_id_invalid = /** @type {(inputs: Errors_Order_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is not a valid order id.`)
};

export const errors_start_not_time = /** @type {(inputs: Errors_Start_Not_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The start must be a time in milliseconds.`)
};

export const errors_end_not_time = /** @type {(inputs: Errors_End_Not_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end must be a time in milliseconds.`)
};

export const errors_start_after_end = /** @type {(inputs: Errors_Start_After_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The start must not be after the end.`)
};

export const errors_limit_invalid = /** @type {(inputs: Errors_Limit_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The limit must be a whole number of at least 1.`)
};

export const errors_sort_invalid = /** @type {(inputs: Errors_Sort_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sort must be 1 (oldest first) or -1 (newest first).`)
};

export const errors_cancel_none = /** @type {(inputs: Errors_Cancel_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one order to cancel.`)
};

export const errors_cancel_too_many = /** @type {(inputs: Errors_Cancel_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`At most ${i?.count} order can be cancelled at once.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`At most ${i?.count} orders can be cancelled at once.`);
	return /** @type {LocalizedString} */ ("errors_cancel_too_many");
};

export const errors_cancel_refused = /** @type {(inputs: Errors_Cancel_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange did not cancel the orders.`)
};

export const errors_answer_other_shape = /** @type {(inputs: Errors_Answer_Other_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An answer of another shape.`)
};

export const errors_no_api_key = /** @type {(inputs: Errors_No_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No API key is set up for this account.`)
};

export const errors_nonce_refused_clock = /** @type {(inputs: Errors_Nonce_Refused_ClockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange at ${i?.host} refused the request's nonce (its sequence number). ${i?.clock}`)
};

export const errors_nonce_refused = /** @type {(inputs: Errors_Nonce_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange at ${i?.host} refused the request's nonce (its sequence number). Satchel measured the exchange's clock again; try once more. If another program uses this API key, give it a key of its own.`)
};

export const errors_key_refused = /** @type {(inputs: Errors_Key_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange at ${i?.host} refused the API key (HTTP ${i?.status}): the public key or the secret is wrong, or the key lacks permission for this.`)
};

export const errors_account_gone = /** @type {(inputs: Errors_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account is no longer saved in Satchel.`)
};

export const errors_demo_account_none = /** @type {(inputs: Errors_Demo_Account_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such demo account.`)
};

export const errors_demo_account_saved = /** @type {(inputs: Errors_Demo_Account_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This demo account is already saved as “${i?.name}”.`)
};

export const errors_account_name_taken = /** @type {(inputs: Errors_Account_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another account already has this name. Choose another name.`)
};

export const errors_account_plain_http_exchange = /** @type {(inputs: Errors_Account_Plain_Http_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” is saved with a plain http:// exchange address (${i?.host}), which anything on the network between could read and change, so Satchel does not use it. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1). Remove the account in Settings and add it again with its https:// address.`)
};

export const errors_account_plain_http_gateway = /** @type {(inputs: Errors_Account_Plain_Http_GatewayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” is saved with a plain http:// payment gateway address (${i?.host}), which anything on the network between could read and change, so Satchel does not use it. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1). Remove the account in Settings and add it again with its https:// address.`)
};

export const errors_demo_exchange_gone = /** @type {(inputs: Errors_Demo_Exchange_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” is an account of Satchel's demo exchange, which is not running now. Start Satchel in demo mode to use it, or remove it.`)
};

export const errors_secret_gone = /** @type {(inputs: Errors_Secret_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The API secret of “${i?.name}” is not in the system keychain any more. Remove the account and add its key again.`)
};

export const errors_key_saved = /** @type {(inputs: Errors_Key_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This key is already saved as “${i?.name}”.`)
};

export const errors_account_not_saved = /** @type {(inputs: Errors_Account_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The account cannot be saved: ${i?.reason}`)
};

export const errors_secret_enter = /** @type {(inputs: Errors_Secret_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the API secret.`)
};

export const errors_secret_too_long = /** @type {(inputs: Errors_Secret_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API secret is too long.`)
};

export const errors_secret_characters = /** @type {(inputs: Errors_Secret_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API secret has only letters, digits and punctuation, no spaces.`)
};

export const errors_appliance_gone = /** @type {(inputs: Errors_Appliance_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This appliance is no longer saved in Satchel.`)
};

export const errors_appliance_none = /** @type {(inputs: Errors_Appliance_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No appliance is set up yet. Add one in Settings, under Appliances.`)
};

export const errors_demo_appliance_off = /** @type {(inputs: Errors_Demo_Appliance_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The demo appliance is not running: Satchel is not in demo mode.`)
};

export const errors_demo_appliance_saved = /** @type {(inputs: Errors_Demo_Appliance_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The demo appliance is already saved as “${i?.name}”.`)
};

export const errors_appliance_http_no_certificate = /** @type {(inputs: Errors_Appliance_Http_No_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A plain http:// address has no certificate to trust.`)
};

export const errors_appliance_password_gone = /** @type {(inputs: Errors_Appliance_Password_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The password of the appliance “${i?.name}” is not in the system keychain any more. Remove the appliance and add it again.`)
};

export const errors_appliance_plain_http_no_certificate = /** @type {(inputs: Errors_Appliance_Plain_Http_No_CertificateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” is reached over plain http: there is no certificate to trust.`)
};

export const errors_appliance_certificate_changed = /** @type {(inputs: Errors_Appliance_Certificate_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} now presents SHA-256 ${i?.now}, not the certificate you looked at (SHA-256 ${i?.wanted}). Look at it again.`)
};

export const errors_appliance_user_saved = /** @type {(inputs: Errors_Appliance_User_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This appliance and user are already saved as “${i?.name}”.`)
};

export const errors_appliance_name_taken = /** @type {(inputs: Errors_Appliance_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another appliance already has this name. Choose another name.`)
};

export const errors_appliance_not_saved = /** @type {(inputs: Errors_Appliance_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance cannot be saved: ${i?.reason}`)
};

export const errors_demo_appliance_gone = /** @type {(inputs: Errors_Demo_Appliance_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” is Satchel's demo appliance, which is not running now. Start Satchel in demo mode to use it, or remove it.`)
};

export const errors_password_enter = /** @type {(inputs: Errors_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the password.`)
};

export const errors_password_too_long = /** @type {(inputs: Errors_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password is too long.`)
};

export const errors_settings_unreadable = /** @type {(inputs: Errors_Settings_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel cannot read its settings file ${i?.file} (${i?.code}). Check the file's permissions and start Satchel again.`)
};

export const errors_settings_unreadable_unknown = /** @type {(inputs: Errors_Settings_Unreadable_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel cannot read its settings file ${i?.file} (unknown error). Check the file's permissions and start Satchel again.`)
};

export const errors_settings_stuck = /** @type {(inputs: Errors_Settings_StuckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel's settings file ${i?.file} is damaged and could not be moved aside (${i?.code}). Move or delete it, then start Satchel again.`)
};

export const errors_settings_stuck_unknown = /** @type {(inputs: Errors_Settings_Stuck_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel's settings file ${i?.file} is damaged and could not be moved aside (unknown error). Move or delete it, then start Satchel again.`)
};

export const errors_settings_not_changed = /** @type {(inputs: Errors_Settings_Not_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Settings not changed: ${i?.reason}`)
};

export const errors_settings_not_saved = /** @type {(inputs: Errors_Settings_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel could not save its settings to ${i?.path}. Check the free disk space and the folder's permissions.`)
};

export const errors_amount_not_number = /** @type {(inputs: Errors_Amount_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The amount is not a number. Write it like 100.50, with a point.`)
};

export const errors_gateway_not_web_address = /** @type {(inputs: Errors_Gateway_Not_Web_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment gateway gave a payment address that is not a web address.`)
};

export const errors_gateway_other_host = /** @type {(inputs: Errors_Gateway_Other_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment gateway asked to send the payment form to ${i?.host}, not to itself (${i?.own}). Satchel did not send it.`)
};

export const errors_gateway_method = /** @type {(inputs: Errors_Gateway_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment gateway asked for a ${i?.method} form, which Satchel does not send.`)
};

export const errors_what_account_data = /** @type {(inputs: Errors_What_Account_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`account data`)
};

export const errors_what_balance_list = /** @type {(inputs: Errors_What_Balance_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a balance list`)
};

export const errors_what_order_list = /** @type {(inputs: Errors_What_Order_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an order list`)
};

export const errors_what_order_history = /** @type {(inputs: Errors_What_Order_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an order history`)
};

export const errors_what_trade_list = /** @type {(inputs: Errors_What_Trade_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a trade list`)
};

export const errors_what_cancelled_order = /** @type {(inputs: Errors_What_Cancelled_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a cancelled order`)
};

export const errors_what_server_time = /** @type {(inputs: Errors_What_Server_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a server time`)
};

export const errors_what_currency_list = /** @type {(inputs: Errors_What_Currency_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a currency list`)
};

export const errors_what_exchange_rates = /** @type {(inputs: Errors_What_Exchange_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`exchange rates`)
};

export const errors_what_market_list = /** @type {(inputs: Errors_What_Market_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a market list`)
};

export const errors_what_tickers = /** @type {(inputs: Errors_What_TickersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tickers`)
};

export const errors_what_order_book = /** @type {(inputs: Errors_What_Order_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an order book`)
};

export const errors_what_fee_list = /** @type {(inputs: Errors_What_Fee_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a fee list`)
};

export const errors_what_transfer_code = /** @type {(inputs: Errors_What_Transfer_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a transfer code`)
};

export const errors_what_redeemed_code = /** @type {(inputs: Errors_What_Redeemed_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a redeemed code`)
};

export const errors_what_code_list = /** @type {(inputs: Errors_What_Code_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a list of codes`)
};

export const errors_what_deposit_info = /** @type {(inputs: Errors_What_Deposit_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deposit info`)
};

export const errors_what_address_answer = /** @type {(inputs: Errors_What_Address_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an address answer`)
};

export const errors_what_deposit_details = /** @type {(inputs: Errors_What_Deposit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deposit details`)
};

export const errors_what_withdrawal_answer = /** @type {(inputs: Errors_What_Withdrawal_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a withdrawal answer`)
};

export const errors_what_withdrawal_details = /** @type {(inputs: Errors_What_Withdrawal_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`withdrawal details`)
};

export const errors_what_deposit_answer = /** @type {(inputs: Errors_What_Deposit_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a deposit answer`)
};

export const errors_what_asset_history = /** @type {(inputs: Errors_What_Asset_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an asset history`)
};

export const errors_what_invoice = /** @type {(inputs: Errors_What_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an invoice`)
};

export const errors_what_payout_services = /** @type {(inputs: Errors_What_Payout_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a list of payout services`)
};

export const errors_what_payment_services = /** @type {(inputs: Errors_What_Payment_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a list of payment services`)
};

export const errors_what_the_request = /** @type {(inputs: Errors_What_The_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request`)
};

export const errors_what_cancel_order = /** @type {(inputs: Errors_What_Cancel_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the cancellation of order ${i?.id}`)
};

export const errors_what_new_code = /** @type {(inputs: Errors_What_New_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the new code of ${i?.amount} ${i?.currency}`)
};

export const errors_what_redeem_code = /** @type {(inputs: Errors_What_Redeem_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the redemption of the code`)
};

export const errors_what_payout = /** @type {(inputs: Errors_What_PayoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the payout of ${i?.amount} ${i?.currency}`)
};

export const errors_what_deposit = /** @type {(inputs: Errors_What_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the deposit of ${i?.amount} ${i?.currency}`)
};

export const errors_what_new_address = /** @type {(inputs: Errors_What_New_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the new ${i?.currency} deposit address`)
};

export const errors_what_withdrawal = /** @type {(inputs: Errors_What_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the withdrawal of ${i?.amount} ${i?.currency}`)
};

export const errors_what_invoice_for = /** @type {(inputs: Errors_What_Invoice_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the invoice for deposit ${i?.id}`)
};

export const errors_unknown_outcome = /** @type {(inputs: Errors_Unknown_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} at ${i?.host} did not confirm ${i?.what}. It may or may not have happened; Satchel is refreshing the lists so you can see which. It was not sent again.`)
};

export const errors_not_understood = /** @type {(inputs: Errors_Not_UnderstoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.party} at ${i?.host} sent ${i?.what} that Satchel does not understand.`)
};

export const errors_what_cancel_orders = /** @type {(inputs: Errors_What_Cancel_OrdersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`the cancellation of ${i?.count} order`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`the cancellation of ${i?.count} orders`);
	return /** @type {LocalizedString} */ ("errors_what_cancel_orders");
};

export const errors_clock_ahead_local = /** @type {(inputs: Errors_Clock_Ahead_LocalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The exchange at ${i?.host} says its clock is ${i?.days} day ahead of this computer's. Satchel accepts at most one day of difference, so it keeps using this computer's clock for signed requests. Check this computer's date and time; if they are right, the exchange's clock is wrong.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`The exchange at ${i?.host} says its clock is ${i?.days} days ahead of this computer's. Satchel accepts at most one day of difference, so it keeps using this computer's clock for signed requests. Check this computer's date and time; if they are right, the exchange's clock is wrong.`);
	return /** @type {LocalizedString} */ ("errors_clock_ahead_local");
};

export const errors_clock_behind_local = /** @type {(inputs: Errors_Clock_Behind_LocalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The exchange at ${i?.host} says its clock is ${i?.days} day behind this computer's. Satchel accepts at most one day of difference, so it keeps using this computer's clock for signed requests. Check this computer's date and time; if they are right, the exchange's clock is wrong.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`The exchange at ${i?.host} says its clock is ${i?.days} days behind this computer's. Satchel accepts at most one day of difference, so it keeps using this computer's clock for signed requests. Check this computer's date and time; if they are right, the exchange's clock is wrong.`);
	return /** @type {LocalizedString} */ ("errors_clock_behind_local");
};

export const errors_clock_far_local = /** @type {(inputs: Errors_Clock_Far_LocalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange at ${i?.host} says its clock is nowhere near this computer's. Satchel accepts at most one day of difference, so it keeps using this computer's clock for signed requests. Check this computer's date and time; if they are right, the exchange's clock is wrong.`)
};

export const errors_clock_ahead_measured = /** @type {(inputs: Errors_Clock_Ahead_MeasuredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The exchange at ${i?.host} says its clock is ${i?.days} day ahead of this computer's. Satchel accepts at most one day of difference, so it keeps using the difference it measured before for signed requests. Check this computer's date and time; if they are right, the exchange's clock is wrong.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`The exchange at ${i?.host} says its clock is ${i?.days} days ahead of this computer's. Satchel accepts at most one day of difference, so it keeps using the difference it measured before for signed requests. Check this computer's date and time; if they are right, the exchange's clock is wrong.`);
	return /** @type {LocalizedString} */ ("errors_clock_ahead_measured");
};

export const errors_clock_behind_measured = /** @type {(inputs: Errors_Clock_Behind_MeasuredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The exchange at ${i?.host} says its clock is ${i?.days} day behind this computer's. Satchel accepts at most one day of difference, so it keeps using the difference it measured before for signed requests. Check this computer's date and time; if they are right, the exchange's clock is wrong.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`The exchange at ${i?.host} says its clock is ${i?.days} days behind this computer's. Satchel accepts at most one day of difference, so it keeps using the difference it measured before for signed requests. Check this computer's date and time; if they are right, the exchange's clock is wrong.`);
	return /** @type {LocalizedString} */ ("errors_clock_behind_measured");
};

export const errors_clock_far_measured = /** @type {(inputs: Errors_Clock_Far_MeasuredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The exchange at ${i?.host} says its clock is nowhere near this computer's. Satchel accepts at most one day of difference, so it keeps using the difference it measured before for signed requests. Check this computer's date and time; if they are right, the exchange's clock is wrong.`)
};

export const errors_settings_exchange_address_text = /** @type {(inputs: Errors_Settings_Exchange_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange address must be text.`)
};

export const errors_settings_exchange_address_long = /** @type {(inputs: Errors_Settings_Exchange_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange address is too long.`)
};

export const errors_settings_exchange_address_web = /** @type {(inputs: Errors_Settings_Exchange_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exchange address must be a web address starting with https:// (http:// only for this computer), without a user name or password.`)
};

export const errors_settings_gateway_address_text = /** @type {(inputs: Errors_Settings_Gateway_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment gateway address must be text.`)
};

export const errors_settings_gateway_address_long = /** @type {(inputs: Errors_Settings_Gateway_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment gateway address is too long.`)
};

export const errors_settings_gateway_address_web = /** @type {(inputs: Errors_Settings_Gateway_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment gateway address must be a web address starting with https:// (http:// only for this computer), without a user name or password.`)
};

export const errors_settings_appliance_address_text = /** @type {(inputs: Errors_Settings_Appliance_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The appliance address must be text.`)
};

export const errors_settings_appliance_address_long = /** @type {(inputs: Errors_Settings_Appliance_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The appliance address is too long.`)
};

export const errors_settings_appliance_address_web = /** @type {(inputs: Errors_Settings_Appliance_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The appliance address must be a web address starting with https:// (http:// only for this computer), without a user name or password.`)
};

export const errors_settings_market_address_text = /** @type {(inputs: Errors_Settings_Market_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The market exchange address must be text.`)
};

export const errors_settings_market_address_long = /** @type {(inputs: Errors_Settings_Market_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The market exchange address is too long.`)
};

export const errors_settings_market_address_web = /** @type {(inputs: Errors_Settings_Market_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The market exchange address must be a web address starting with https:// (http:// only for this computer), without a user name or password.`)
};

export const errors_settings_appliance_address_secure = /** @type {(inputs: Errors_Settings_Appliance_Address_SecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The appliance address must start with https:// (plain http:// only to this computer).`)
};

export const errors_settings_market_address_secure = /** @type {(inputs: Errors_Settings_Market_Address_SecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The market exchange address must start with https:// (plain http:// only to this computer).`)
};

export const errors_settings_market_exchange = /** @type {(inputs: Errors_Settings_Market_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The market exchange is the demo exchange or a web address starting with https://.`)
};

export const errors_settings_profile_id = /** @type {(inputs: Errors_Settings_Profile_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A profile id has 1 to 64 letters, digits, - or _.`)
};

export const errors_settings_profile_name_text = /** @type {(inputs: Errors_Settings_Profile_Name_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A profile name must be text.`)
};

export const errors_settings_profile_name_empty = /** @type {(inputs: Errors_Settings_Profile_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the profile a name.`)
};

export const errors_settings_profile_name_long = /** @type {(inputs: Errors_Settings_Profile_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A profile name has at most 60 characters.`)
};

export const errors_settings_public_key_text = /** @type {(inputs: Errors_Settings_Public_Key_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API public key must be text.`)
};

export const errors_settings_public_key_empty = /** @type {(inputs: Errors_Settings_Public_Key_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the API public key.`)
};

export const errors_settings_public_key_long = /** @type {(inputs: Errors_Settings_Public_Key_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API public key is too long.`)
};

export const errors_settings_public_key_characters = /** @type {(inputs: Errors_Settings_Public_Key_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API public key has only letters, digits and punctuation, no spaces.`)
};

export const errors_settings_profile_demo = /** @type {(inputs: Errors_Settings_Profile_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account's demo mark must be on or off.`)
};

export const errors_settings_demo_account_text = /** @type {(inputs: Errors_Settings_Demo_Account_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A demo account's e-mail must be text.`)
};

export const errors_settings_demo_account_empty = /** @type {(inputs: Errors_Settings_Demo_Account_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A demo account's e-mail is empty.`)
};

export const errors_settings_demo_account_long = /** @type {(inputs: Errors_Settings_Demo_Account_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A demo account's e-mail is too long.`)
};

export const errors_settings_svcid_text = /** @type {(inputs: Errors_Settings_Svcid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account's id on the exchange must be text.`)
};

export const errors_settings_svcid_shape = /** @type {(inputs: Errors_Settings_Svcid_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account's id on the exchange has 1 to 128 letters, digits or punctuation.`)
};

export const errors_settings_profile_unknown = /** @type {(inputs: Errors_Settings_Profile_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account is saved in a form Satchel does not know.`)
};

export const errors_settings_balances_interval_number = /** @type {(inputs: Errors_Settings_Balances_Interval_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The balances interval must be a number of milliseconds.`)
};

export const errors_settings_balances_interval_whole = /** @type {(inputs: Errors_Settings_Balances_Interval_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The balances interval must be a whole number of milliseconds.`)
};

export const errors_settings_balances_interval_min = /** @type {(inputs: Errors_Settings_Balances_Interval_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The balances interval must be at least ${i?.seconds} s.`)
};

export const errors_settings_balances_interval_max = /** @type {(inputs: Errors_Settings_Balances_Interval_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The balances interval must be at most ${i?.seconds} s.`)
};

export const errors_settings_orders_interval_number = /** @type {(inputs: Errors_Settings_Orders_Interval_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The orders interval must be a number of milliseconds.`)
};

export const errors_settings_orders_interval_whole = /** @type {(inputs: Errors_Settings_Orders_Interval_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The orders interval must be a whole number of milliseconds.`)
};

export const errors_settings_orders_interval_min = /** @type {(inputs: Errors_Settings_Orders_Interval_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The orders interval must be at least ${i?.seconds} s.`)
};

export const errors_settings_orders_interval_max = /** @type {(inputs: Errors_Settings_Orders_Interval_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The orders interval must be at most ${i?.seconds} s.`)
};

export const errors_settings_tickers_interval_number = /** @type {(inputs: Errors_Settings_Tickers_Interval_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tickers interval must be a number of milliseconds.`)
};

export const errors_settings_tickers_interval_whole = /** @type {(inputs: Errors_Settings_Tickers_Interval_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tickers interval must be a whole number of milliseconds.`)
};

export const errors_settings_tickers_interval_min = /** @type {(inputs: Errors_Settings_Tickers_Interval_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The tickers interval must be at least ${i?.seconds} s.`)
};

export const errors_settings_tickers_interval_max = /** @type {(inputs: Errors_Settings_Tickers_Interval_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The tickers interval must be at most ${i?.seconds} s.`)
};

export const errors_settings_polling_unknown = /** @type {(inputs: Errors_Settings_Polling_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The update intervals hold a setting Satchel does not know.`)
};

export const errors_settings_currency_code = /** @type {(inputs: Errors_Settings_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A currency code has 1 to 16 lower-case letters or digits.`)
};

export const errors_settings_amount = /** @type {(inputs: Errors_Settings_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An amount is a plain decimal number.`)
};

export const errors_settings_guard_address = /** @type {(inputs: Errors_Settings_Guard_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An address has no spaces.`)
};

export const errors_settings_guard_memo = /** @type {(inputs: Errors_Settings_Guard_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A memo has no spaces.`)
};

export const errors_settings_guard_label = /** @type {(inputs: Errors_Settings_Guard_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A label has at most 60 characters.`)
};

export const errors_settings_saved_addresses_max = /** @type {(inputs: Errors_Settings_Saved_Addresses_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`At most ${i?.count} saved address.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`At most ${i?.count} saved addresses.`);
	return /** @type {LocalizedString} */ ("errors_settings_saved_addresses_max");
};

export const errors_settings_guard_unknown = /** @type {(inputs: Errors_Settings_Guard_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A withdrawal guard holds something Satchel does not know.`)
};

export const errors_settings_guard_key = /** @type {(inputs: Errors_Settings_Guard_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A guard is kept under an exchange account.`)
};

export const errors_settings_appliance_id = /** @type {(inputs: Errors_Settings_Appliance_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An appliance id has 1 to 64 letters, digits, - or _.`)
};

export const errors_settings_appliance_name_text = /** @type {(inputs: Errors_Settings_Appliance_Name_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An appliance name must be text.`)
};

export const errors_settings_appliance_name_empty = /** @type {(inputs: Errors_Settings_Appliance_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the appliance a name.`)
};

export const errors_settings_appliance_name_long = /** @type {(inputs: Errors_Settings_Appliance_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An appliance name has at most 60 characters.`)
};

export const errors_settings_appliance_user_text = /** @type {(inputs: Errors_Settings_Appliance_User_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The appliance user must be text.`)
};

export const errors_settings_appliance_user_empty = /** @type {(inputs: Errors_Settings_Appliance_User_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the appliance user.`)
};

export const errors_settings_appliance_user_long = /** @type {(inputs: Errors_Settings_Appliance_User_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The appliance user is too long.`)
};

export const errors_settings_appliance_user_control = /** @type {(inputs: Errors_Settings_Appliance_User_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The appliance user has a control character.`)
};

export const errors_settings_appliance_auth = /** @type {(inputs: Errors_Settings_Appliance_AuthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The sign-in way is one of ${i?.choices}.`)
};

export const errors_settings_api_path_text = /** @type {(inputs: Errors_Settings_Api_Path_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An appliance API path must be text.`)
};

export const errors_settings_api_path_ends = /** @type {(inputs: Errors_Settings_Api_Path_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An appliance API path has no spaces or “/” at its ends.`)
};

export const errors_settings_fingerprint = /** @type {(inputs: Errors_Settings_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A pinned fingerprint is SHA-256 as AB:CD:…`)
};

export const errors_settings_appliance_demo = /** @type {(inputs: Errors_Settings_Appliance_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An appliance's demo mark must be on or off.`)
};

export const errors_settings_appliance_unknown = /** @type {(inputs: Errors_Settings_Appliance_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An appliance is saved in a form Satchel does not know.`)
};

export const errors_settings_updates_check = /** @type {(inputs: Errors_Settings_Updates_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking for updates must be on or off.`)
};

export const errors_settings_updates_channel = /** @type {(inputs: Errors_Settings_Updates_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The update channel must be stable or beta.`)
};

export const errors_settings_updates_unknown = /** @type {(inputs: Errors_Settings_Updates_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown update setting.`)
};

export const errors_settings_favourite_text = /** @type {(inputs: Errors_Settings_Favourite_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A favourite is a market id.`)
};

export const errors_settings_favourite_shape = /** @type {(inputs: Errors_Settings_Favourite_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A favourite is a market id such as btc_usdt.`)
};

export const errors_settings_favourites_max = /** @type {(inputs: Errors_Settings_Favourites_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`At most ${i?.count} favourite market.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`At most ${i?.count} favourite markets.`);
	return /** @type {LocalizedString} */ ("errors_settings_favourites_max");
};

export const errors_settings_favourite_twice = /** @type {(inputs: Errors_Settings_Favourite_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A market is a favourite only once.`)
};

export const errors_settings_version = /** @type {(inputs: Errors_Settings_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This settings file is from another version of Satchel.`)
};

export const errors_settings_profiles_max = /** @type {(inputs: Errors_Settings_Profiles_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`At most ${i?.count} profile.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`At most ${i?.count} profiles.`);
	return /** @type {LocalizedString} */ ("errors_settings_profiles_max");
};

export const errors_settings_appliances_max = /** @type {(inputs: Errors_Settings_Appliances_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`At most ${i?.count} appliance.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`At most ${i?.count} appliances.`);
	return /** @type {LocalizedString} */ ("errors_settings_appliances_max");
};

export const errors_settings_display_currency = /** @type {(inputs: Errors_Settings_Display_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The display currency must be one of ${i?.choices}.`)
};

export const errors_settings_theme = /** @type {(inputs: Errors_Settings_ThemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The theme must be one of ${i?.choices}.`)
};

export const errors_settings_language = /** @type {(inputs: Errors_Settings_LanguageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The language must be one of ${i?.choices}.`)
};

export const errors_settings_auto_lock = /** @type {(inputs: Errors_Settings_Auto_LockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auto-lock must be one of ${i?.choices} minutes (0 = never).`)
};

export const errors_settings_close_to_tray = /** @type {(inputs: Errors_Settings_Close_To_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closing to the tray must be on or off.`)
};

export const errors_settings_hide_amounts = /** @type {(inputs: Errors_Settings_Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hiding amounts must be on or off.`)
};

export const errors_settings_hide_amounts_locked = /** @type {(inputs: Errors_Settings_Hide_Amounts_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hiding amounts while Satchel is locked must be on or off.`)
};

export const errors_settings_password_hash = /** @type {(inputs: Errors_Settings_Password_HashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password hash is too long.`)
};

export const errors_settings_unknown = /** @type {(inputs: Errors_Settings_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown setting.`)
};

export const errors_settings_profile_ids_twice = /** @type {(inputs: Errors_Settings_Profile_Ids_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two profiles have the same id.`)
};

export const errors_settings_active_profile_gone = /** @type {(inputs: Errors_Settings_Active_Profile_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The active profile does not exist.`)
};

export const errors_settings_appliance_ids_twice = /** @type {(inputs: Errors_Settings_Appliance_Ids_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two appliances have the same id.`)
};

export const errors_settings_active_appliance_gone = /** @type {(inputs: Errors_Settings_Active_Appliance_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The active appliance does not exist.`)
};

export const errors_settings_unexpected = /** @type {(inputs: Errors_Settings_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A setting has a value of a kind Satchel does not expect there.`)
};

export const errors_settings_in_account = /** @type {(inputs: Errors_Settings_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved account ${i?.n}: ${i?.reason}`)
};

export const errors_settings_in_appliance = /** @type {(inputs: Errors_Settings_In_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved appliance ${i?.n}: ${i?.reason}`)
};

export const errors_policy_which = /** @type {(inputs: Errors_Policy_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which policy? The name is empty.`)
};

export const errors_policy_action = /** @type {(inputs: Errors_Policy_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The action is ALLOW or DENY.`)
};

export const errors_policy_page_size = /** @type {(inputs: Errors_Policy_Page_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The page size is a whole number from 1 to ${i?.max}.`)
};

export const errors_policy_page_number = /** @type {(inputs: Errors_Policy_Page_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page number is a whole number, 1 or more.`)
};

export const errors_policy_page_needs_size = /** @type {(inputs: Errors_Policy_Page_Needs_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A page number needs a page size.`)
};

export const errors_policy_filter_field = /** @type {(inputs: Errors_Policy_Filter_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A filter names a field that policies do not have.`)
};

export const errors_policy_filter_text = /** @type {(inputs: Errors_Policy_Filter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A filter's value must be text.`)
};

export const errors_policy_read_none = /** @type {(inputs: Errors_Policy_Read_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name at least one field to read.`)
};

export const errors_policy_read_field = /** @type {(inputs: Errors_Policy_Read_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A field to read is not one that policies have.`)
};

export const errors_policy_many_for_name = /** @type {(inputs: Errors_Policy_Many_For_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The appliance at ${i?.host} answered with ${i?.count} policies for one name.`)
};

export const errors_policy_nothing_to_change = /** @type {(inputs: Errors_Policy_Nothing_To_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to change: give a rule or an action.`)
};

export const errors_policy_unset_none = /** @type {(inputs: Errors_Policy_Unset_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name at least one field to unset.`)
};

export const errors_policy_unset_field = /** @type {(inputs: Errors_Policy_Unset_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the rule and the action can be returned to their defaults.`)
};

export const main_confirm_decline = /** @type {(inputs: Main_Confirm_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don’t do it`)
};

export const main_save_title = /** @type {(inputs: Main_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export`)
};

export const main_save_button = /** @type {(inputs: Main_Save_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export`)
};

export const main_save_filter_csv = /** @type {(inputs: Main_Save_Filter_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV (comma-separated values)`)
};

export const main_save_filter_text = /** @type {(inputs: Main_Save_Filter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text`)
};

export const main_password_refused = /** @type {(inputs: Main_Password_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused: this answer did not come from Satchel’s password window.`)
};

export const main_password_enter = /** @type {(inputs: Main_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your app password.`)
};

export const main_password_check_failed = /** @type {(inputs: Main_Password_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel could not check the password. Try again.`)
};

export const main_lock_title = /** @type {(inputs: Main_Lock_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel is already running`)
};

export const main_lock_starting = /** @type {(inputs: Main_Lock_StartingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Another Satchel is starting with this user-data folder right now (${i?.file}). Wait for it, or stop it, and try again.`)
};

export const main_lock_held = /** @type {(inputs: Main_Lock_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel is already running with this user-data folder: process ${i?.pid} (${i?.shell}, started ${i?.startedAt}) holds ${i?.file}. Use that one, or stop it first. If that process is gone, delete the file and start again.`)
};

export const main_lock_held_elsewhere = /** @type {(inputs: Main_Lock_Held_ElsewhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel is already running with this user-data folder: process ${i?.pid} on the computer “${i?.host}” (${i?.shell}, started ${i?.startedAt}) holds ${i?.file}. Use that one, or stop it first. If that process is gone, delete the file and start again.`)
};

export const main_lock_shell_desktop = /** @type {(inputs: Main_Lock_Shell_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the desktop app`)
};

export const main_lock_shell_browser = /** @type {(inputs: Main_Lock_Shell_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`browser mode`)
};

export const main_could_not_start = /** @type {(inputs: Main_Could_Not_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel could not start`)
};

export const main_exchange_both = /** @type {(inputs: Main_Exchange_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set SATCHEL_EXCHANGE_URL or SATCHEL_DEMO_SERVERS, not both.`)
};

export const main_exchange_url_not_url = /** @type {(inputs: Main_Exchange_Url_Not_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL is not a URL: ${i?.value}`)
};

export const main_exchange_url_protocol = /** @type {(inputs: Main_Exchange_Url_ProtocolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL must be an http or https URL, not ${i?.protocol}`)
};

export const main_exchange_url_not_web_address = /** @type {(inputs: Main_Exchange_Url_Not_Web_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL is not a web address. Use one like https://exchange.example.`)
};

export const main_exchange_url_scheme = /** @type {(inputs: Main_Exchange_Url_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL must start with https://.`)
};

export const main_exchange_url_credentials = /** @type {(inputs: Main_Exchange_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL must not contain a user name or password.`)
};

export const main_exchange_url_plain_http = /** @type {(inputs: Main_Exchange_Url_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).`)
};

export const main_demo_servers_not_json = /** @type {(inputs: Main_Demo_Servers_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_DEMO_SERVERS must be the JSON line \`npm run sim\` prints.`)
};

export const main_demo_servers_no_address = /** @type {(inputs: Main_Demo_Servers_No_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SATCHEL_DEMO_SERVERS has no ${i?.name} address.`)
};

export const main_demo_servers_no_accounts = /** @type {(inputs: Main_Demo_Servers_No_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_DEMO_SERVERS has no demo accounts.`)
};

export const main_demo_servers_no_appliance_login = /** @type {(inputs: Main_Demo_Servers_No_Appliance_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_DEMO_SERVERS has no appliance user and password.`)
};

export const main_demo_address_not_web_address = /** @type {(inputs: Main_Demo_Address_Not_Web_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SATCHEL_DEMO_SERVERS' ${i?.name} address is not a web address. Use one like https://exchange.example.`)
};

export const main_demo_address_scheme = /** @type {(inputs: Main_Demo_Address_SchemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SATCHEL_DEMO_SERVERS' ${i?.name} address must start with https://.`)
};

export const main_demo_address_credentials = /** @type {(inputs: Main_Demo_Address_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SATCHEL_DEMO_SERVERS' ${i?.name} address must not contain a user name or password.`)
};

export const main_demo_address_plain_http = /** @type {(inputs: Main_Demo_Address_Plain_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SATCHEL_DEMO_SERVERS' ${i?.name} address must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).`)
};

export const main_fixed_by_exchange_url = /** @type {(inputs: Main_Fixed_By_Exchange_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the SATCHEL_EXCHANGE_URL environment variable`)
};

export const main_fixed_by_demo_servers = /** @type {(inputs: Main_Fixed_By_Demo_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the SATCHEL_DEMO_SERVERS environment variable`)
};

export const main_payment_window_title = /** @type {(inputs: Main_Payment_Window_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel — payment`)
};

export const main_internal_error = /** @type {(inputs: Main_Internal_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel hit an internal error.`)
};

export const main_refused_sender = /** @type {(inputs: Main_Refused_SenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused: this request did not come from Satchel’s own window.`)
};

export const main_confirm_not_waiting = /** @type {(inputs: Main_Confirm_Not_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That confirmation is no longer waiting for an answer.`)
};

export const checks_label_accepted = /** @type {(inputs: Checks_Label_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`accepted`)
};

export const checks_label_action = /** @type {(inputs: Checks_Label_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`action`)
};

export const checks_label_address = /** @type {(inputs: Checks_Label_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`address`)
};

export const checks_label_allow_blank_memo = /** @type {(inputs: Checks_Label_Allow_Blank_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`whether to withdraw without a memo`)
};

export const checks_label_allow_list_only = /** @type {(inputs: Checks_Label_Allow_List_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`allow list only`)
};

export const checks_label_amount = /** @type {(inputs: Checks_Label_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`amount`)
};

export const checks_label_api_key = /** @type {(inputs: Checks_Label_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

export const checks_label_api_secret = /** @type {(inputs: Checks_Label_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API secret`)
};

export const checks_label_auth = /** @type {(inputs: Checks_Label_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`auth`)
};

export const checks_label_auto_lock_minutes = /** @type {(inputs: Checks_Label_Auto_Lock_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lock after`)
};

export const checks_label_balances = /** @type {(inputs: Checks_Label_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`balances`)
};

export const checks_label_balances_interval = /** @type {(inputs: Checks_Label_Balances_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`balance refresh interval`)
};

export const checks_label_book = /** @type {(inputs: Checks_Label_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`book`)
};

export const checks_label_check_for_updates = /** @type {(inputs: Checks_Label_Check_For_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`check for updates`)
};

export const checks_label_close_to_tray = /** @type {(inputs: Checks_Label_Close_To_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keep running in the tray`)
};

export const checks_label_code = /** @type {(inputs: Checks_Label_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`code`)
};

export const checks_label_comment = /** @type {(inputs: Checks_Label_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comment`)
};

export const checks_label_currencies = /** @type {(inputs: Checks_Label_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`currencies`)
};

export const checks_label_currency = /** @type {(inputs: Checks_Label_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`currency`)
};

export const checks_label_current = /** @type {(inputs: Checks_Label_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`current`)
};

export const checks_label_daily_limit = /** @type {(inputs: Checks_Label_Daily_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`daily limit`)
};

export const checks_label_direction = /** @type {(inputs: Checks_Label_DirectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`direction`)
};

export const checks_label_display_currency = /** @type {(inputs: Checks_Label_Display_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`currency to show values in`)
};

export const checks_label_end = /** @type {(inputs: Checks_Label_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`end`)
};

export const checks_label_exchange_url = /** @type {(inputs: Checks_Label_Exchange_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`exchange address`)
};

export const checks_label_favourites = /** @type {(inputs: Checks_Label_FavouritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`favourites`)
};

export const checks_label_fee_included = /** @type {(inputs: Checks_Label_Fee_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`whether the fee is included`)
};

export const checks_label_field = /** @type {(inputs: Checks_Label_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`field`)
};

export const checks_label_fields = /** @type {(inputs: Checks_Label_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payment details`)
};

export const checks_label_filter = /** @type {(inputs: Checks_Label_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`filter`)
};

export const checks_label_fingerprint = /** @type {(inputs: Checks_Label_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fingerprint`)
};

export const checks_label_flow = /** @type {(inputs: Checks_Label_FlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`flow`)
};

export const checks_label_from = /** @type {(inputs: Checks_Label_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`from`)
};

export const checks_label_fund_source = /** @type {(inputs: Checks_Label_Fund_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`saved payment details`)
};

export const checks_label_gateway_url = /** @type {(inputs: Checks_Label_Gateway_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payment gateway address`)
};

export const checks_label_hide_amounts = /** @type {(inputs: Checks_Label_Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hide amounts`)
};

export const checks_label_hide_amounts_when_locked = /** @type {(inputs: Checks_Label_Hide_Amounts_When_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hide amounts while locked`)
};

export const checks_label_id = /** @type {(inputs: Checks_Label_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reference number`)
};

export const checks_label_index = /** @type {(inputs: Checks_Label_IndexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`index`)
};

export const checks_label_interval = /** @type {(inputs: Checks_Label_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refresh interval`)
};

export const checks_label_label = /** @type {(inputs: Checks_Label_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`label`)
};

export const checks_label_language = /** @type {(inputs: Checks_Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`language`)
};

export const checks_label_limit = /** @type {(inputs: Checks_Label_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`limit`)
};

export const checks_label_market = /** @type {(inputs: Checks_Label_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`market`)
};

export const checks_label_market_exchange = /** @type {(inputs: Checks_Label_Market_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`market exchange`)
};

export const checks_label_memo = /** @type {(inputs: Checks_Label_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`memo`)
};

export const checks_label_name = /** @type {(inputs: Checks_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`name`)
};

export const checks_label_names = /** @type {(inputs: Checks_Label_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`names`)
};

export const checks_label_new_name = /** @type {(inputs: Checks_Label_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`new name`)
};

export const checks_label_next = /** @type {(inputs: Checks_Label_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`next`)
};

export const checks_label_non_refundable_before = /** @type {(inputs: Checks_Label_Non_Refundable_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cannot be taken back before`)
};

export const checks_label_order_by = /** @type {(inputs: Checks_Label_Order_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sort by`)
};

export const checks_label_order_dir = /** @type {(inputs: Checks_Label_Order_DirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sort order`)
};

export const checks_label_order_id = /** @type {(inputs: Checks_Label_Order_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`order id`)
};

export const checks_label_order_ids = /** @type {(inputs: Checks_Label_Order_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`order ids`)
};

export const checks_label_orders = /** @type {(inputs: Checks_Label_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`orders`)
};

export const checks_label_orders_interval = /** @type {(inputs: Checks_Label_Orders_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`order refresh interval`)
};

export const checks_label_page = /** @type {(inputs: Checks_Label_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`page`)
};

export const checks_label_page_size = /** @type {(inputs: Checks_Label_Page_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`page size`)
};

export const checks_label_password = /** @type {(inputs: Checks_Label_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`password`)
};

export const checks_label_prefix = /** @type {(inputs: Checks_Label_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API path`)
};

export const checks_label_private_comment = /** @type {(inputs: Checks_Label_Private_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`private note`)
};

export const checks_label_profile = /** @type {(inputs: Checks_Label_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`account`)
};

export const checks_label_recipient = /** @type {(inputs: Checks_Label_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recipient`)
};

export const checks_label_reveal = /** @type {(inputs: Checks_Label_RevealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reveal`)
};

export const checks_label_rule = /** @type {(inputs: Checks_Label_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rule`)
};

export const checks_label_samples = /** @type {(inputs: Checks_Label_SamplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`samples`)
};

export const checks_label_service = /** @type {(inputs: Checks_Label_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`service`)
};

export const checks_label_sort = /** @type {(inputs: Checks_Label_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sort`)
};

export const checks_label_start = /** @type {(inputs: Checks_Label_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`start`)
};

export const checks_label_statuses = /** @type {(inputs: Checks_Label_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`statuses`)
};

export const checks_label_symbols = /** @type {(inputs: Checks_Label_SymbolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`symbols`)
};

export const checks_label_theme = /** @type {(inputs: Checks_Label_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`theme`)
};

export const checks_label_tickers = /** @type {(inputs: Checks_Label_TickersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tickers`)
};

export const checks_label_tickers_interval = /** @type {(inputs: Checks_Label_Tickers_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`price refresh interval`)
};

export const checks_label_time = /** @type {(inputs: Checks_Label_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`time`)
};

export const checks_label_to = /** @type {(inputs: Checks_Label_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to`)
};

export const checks_label_trust_fingerprint = /** @type {(inputs: Checks_Label_Trust_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`certificate fingerprint`)
};

export const checks_label_type = /** @type {(inputs: Checks_Label_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`type`)
};

export const checks_label_update_channel = /** @type {(inputs: Checks_Label_Update_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`update channel`)
};

export const checks_label_url = /** @type {(inputs: Checks_Label_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`address`)
};

export const checks_label_user = /** @type {(inputs: Checks_Label_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`user name`)
};

export const checks_label_value = /** @type {(inputs: Checks_Label_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`value`)
};

export const checks_label_card_number = /** @type {(inputs: Checks_Label_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`card number`)
};

export const checks_label_phone_number = /** @type {(inputs: Checks_Label_Phone_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`phone number`)
};

export const checks_label_public_key = /** @type {(inputs: Checks_Label_Public_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payment key`)
};

export const checks_label_deposit_number = /** @type {(inputs: Checks_Label_Deposit_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deposit number`)
};

export const checks_label_svcid = /** @type {(inputs: Checks_Label_SvcidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`account number`)
};

export const checks_label_svc_nonce = /** @type {(inputs: Checks_Label_Svc_NonceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sequence number`)
};

export const checks_label_svc_signature = /** @type {(inputs: Checks_Label_Svc_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`signature`)
};

export const checks_missing = /** @type {(inputs: Checks_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is missing`)
};

export const checks_request_missing = /** @type {(inputs: Checks_Request_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request is missing`)
};

export const checks_text = /** @type {(inputs: Checks_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be text`)
};

export const checks_request_text = /** @type {(inputs: Checks_Request_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request must be text`)
};

export const checks_number = /** @type {(inputs: Checks_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a number`)
};

export const checks_request_number = /** @type {(inputs: Checks_Request_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request must be a number`)
};

export const checks_yes_no = /** @type {(inputs: Checks_Yes_NoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be yes or no`)
};

export const checks_request_yes_no = /** @type {(inputs: Checks_Request_Yes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request must be yes or no`)
};

export const checks_list = /** @type {(inputs: Checks_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a list`)
};

export const checks_request_list = /** @type {(inputs: Checks_Request_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request must be a list`)
};

export const checks_group = /** @type {(inputs: Checks_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a group of fields`)
};

export const checks_request_group = /** @type {(inputs: Checks_Request_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request must be a group of fields`)
};

export const checks_choice = /** @type {(inputs: Checks_ChoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is not one of the choices`)
};

export const checks_request_choice = /** @type {(inputs: Checks_Request_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request is not one of the choices`)
};

export const checks_whole = /** @type {(inputs: Checks_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be a whole number`)
};

export const checks_request_whole = /** @type {(inputs: Checks_Request_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request must be a whole number`)
};

export const checks_too_small = /** @type {(inputs: Checks_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is too small`)
};

export const checks_request_too_small = /** @type {(inputs: Checks_Request_Too_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request is too small`)
};

export const checks_too_large = /** @type {(inputs: Checks_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is too large`)
};

export const checks_request_too_large = /** @type {(inputs: Checks_Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request is too large`)
};

export const checks_too_short = /** @type {(inputs: Checks_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is too short`)
};

export const checks_request_too_short = /** @type {(inputs: Checks_Request_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request is too short`)
};

export const checks_too_long = /** @type {(inputs: Checks_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is too long`)
};

export const checks_request_too_long = /** @type {(inputs: Checks_Request_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request is too long`)
};

export const checks_malformed = /** @type {(inputs: Checks_MalformedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} is not in the form it should be`)
};

export const checks_request_malformed = /** @type {(inputs: Checks_Request_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request is not in the form it should be`)
};

export const checks_reason = /** @type {(inputs: Checks_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: ${i?.reason}`)
};

export const checks_request_reason = /** @type {(inputs: Checks_Request_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the request: ${i?.reason}`)
};

export const checks_request_extra_field = /** @type {(inputs: Checks_Request_Extra_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request holds a field it does not take`)
};

export const checks_unknown_operation = /** @type {(inputs: Checks_Unknown_OperationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel does not know this operation.`)
};

export const checks_went_wrong = /** @type {(inputs: Checks_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong inside Satchel. The details were written to its log.`)
};

export const checks_shape_not_object = /** @type {(inputs: Checks_Shape_Not_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a request is an object of named fields`)
};

export const checks_shape_too_deep = /** @type {(inputs: Checks_Shape_Too_DeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request is nested too deeply`)
};

export const checks_shape_not_plain = /** @type {(inputs: Checks_Shape_Not_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request holds something that is not plain data`)
};

export const checks_shape_bad_name = /** @type {(inputs: Checks_Shape_Bad_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request holds a field name that is not allowed`)
};

export const checks_could_not_do_this = /** @type {(inputs: Checks_Could_Not_Do_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel could not do this: ${i?.problem}.`)
};

export const checks_profile_id = /** @type {(inputs: Checks_Profile_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected a profile id`)
};

export const checks_value_such_as = /** @type {(inputs: Checks_Value_Such_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected a value such as 1234.5`)
};

export const checks_display_currency = /** @type {(inputs: Checks_Display_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected a display currency`)
};

export const checks_too_many_samples = /** @type {(inputs: Checks_Too_Many_SamplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many samples`)
};

export const checks_appliance_id = /** @type {(inputs: Checks_Appliance_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected an appliance id`)
};

export const checks_not_api_path = /** @type {(inputs: Checks_Not_Api_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not an API path`)
};

export const checks_not_policy_name = /** @type {(inputs: Checks_Not_Policy_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a policy name`)
};

export const checks_service_code = /** @type {(inputs: Checks_Service_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected a service code`)
};

export const checks_field_key = /** @type {(inputs: Checks_Field_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected a field key`)
};

export const checks_too_many_fields = /** @type {(inputs: Checks_Too_Many_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many fields`)
};

export const checks_market_key = /** @type {(inputs: Checks_Market_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected a market or currency key`)
};

export const checks_currency_code = /** @type {(inputs: Checks_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expected a currency code`)
};