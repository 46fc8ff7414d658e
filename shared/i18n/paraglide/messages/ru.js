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

export const funds_loading_accounts = /** @type {(inputs: Funds_Loading_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка счетов…`)
};

export const funds_currency = /** @type {(inputs: Funds_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюта`)
};

export const funds_col_id = /** @type {(inputs: Funds_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID`)
};

export const funds_col_time = /** @type {(inputs: Funds_Col_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Время`)
};

export const funds_col_amount = /** @type {(inputs: Funds_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сумма`)
};

export const funds_col_status = /** @type {(inputs: Funds_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Статус`)
};

export const funds_col_address = /** @type {(inputs: Funds_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес`)
};

export const funds_col_to = /** @type {(inputs: Funds_Col_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Куда`)
};

export const funds_col_fee = /** @type {(inputs: Funds_Col_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комиссия`)
};

export const funds_col_memo = /** @type {(inputs: Funds_Col_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мемо`)
};

export const funds_waiting_confirmation = /** @type {(inputs: Funds_Waiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ожидаем вашего подтверждения и ответа биржи…`)
};

export const funds_support_number = /** @type {(inputs: Funds_Support_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Номер для поддержки`)
};

export const funds_withdraw_send = /** @type {(inputs: Funds_Withdraw_SendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Отправить ${i?.unit}`)
};

export const funds_withdraw_saved_address = /** @type {(inputs: Funds_Withdraw_Saved_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сохранённый адрес`)
};

export const funds_withdraw_choose_saved = /** @type {(inputs: Funds_Withdraw_Choose_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выберите сохранённый адрес…`)
};

export const funds_withdraw_saved_with_memo = /** @type {(inputs: Funds_Withdraw_Saved_With_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (мемо ${i?.memo})`)
};

export const funds_withdraw_recipient_address = /** @type {(inputs: Funds_Withdraw_Recipient_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Адрес получателя ${i?.unit}`)
};

export const funds_withdraw_memo = /** @type {(inputs: Funds_Withdraw_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мемо (тег или идентификатор платежа)`)
};

export const funds_withdraw_blank_memo = /** @type {(inputs: Funds_Withdraw_Blank_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отправить без мемо (только если получатель говорит, что оно не нужно)`)
};

export const funds_withdraw_memo_help = /** @type {(inputs: Funds_Withdraw_Memo_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Биржи зачисляют ${i?.unit} по мемо: без правильного мемо монеты можно потерять.`)
};

export const funds_withdraw_amount = /** @type {(inputs: Funds_Withdraw_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сумма (${i?.unit})`)
};

export const funds_withdraw_fee_included = /** @type {(inputs: Funds_Withdraw_Fee_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комиссия включена`)
};

export const funds_withdraw_fee_included_help = /** @type {(inputs: Funds_Withdraw_Fee_Included_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Получатель получит сумму за вычетом комиссии.`)
};

export const funds_withdraw_send_all = /** @type {(inputs: Funds_Withdraw_Send_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отправить всё`)
};

export const funds_withdraw_loading_summary = /** @type {(inputs: Funds_Withdraw_Loading_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка комиссии и вашего баланса…`)
};

export const funds_withdraw_available = /** @type {(inputs: Funds_Withdraw_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Доступно`)
};

export const funds_withdraw_smallest = /** @type {(inputs: Funds_Withdraw_SmallestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Минимальный вывод`)
};

export const funds_withdraw_recipient_gets = /** @type {(inputs: Funds_Withdraw_Recipient_GetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Получатель получит`)
};

export const funds_withdraw_taken = /** @type {(inputs: Funds_Withdraw_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Списывается с баланса`)
};

export const funds_withdraw_result_said = /** @type {(inputs: Funds_Withdraw_Result_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Получатель получит ${i?.receive} ${i?.unit}; с баланса будет списано ${i?.debit} ${i?.unit}.`)
};

export const funds_withdraw_review = /** @type {(inputs: Funds_Withdraw_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Проверить и отправить`)
};

export const funds_withdraw_unlock = /** @type {(inputs: Funds_Withdraw_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте Satchel, чтобы вывести средства.`)
};

export const funds_withdraw_enter_address = /** @type {(inputs: Funds_Withdraw_Enter_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите адрес, на который отправить.`)
};

export const funds_withdraw_declined = /** @type {(inputs: Funds_Withdraw_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не отправлено: вы отклонили подтверждение.`)
};

export const funds_withdraw_result_title = /** @type {(inputs: Funds_Withdraw_Result_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вывод ${i?.id}: ${i?.status}`)
};

export const funds_withdraw_email_sent = /** @type {(inputs: Funds_Withdraw_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа отправила вам письмо. Вывод произойдёт только после того, как вы откроете ссылку в нём; до тех пор ничего не отправляется, а если вы этого не планировали, просто дайте ссылке истечь.`)
};

export const funds_withdraw_accepted = /** @type {(inputs: Funds_Withdraw_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа приняла вывод.`)
};

export const funds_withdraw_result_amounts = /** @type {(inputs: Funds_Withdraw_Result_AmountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.receive} ${i?.unit} получателю; ${i?.debit} ${i?.unit} с вашего баланса.`)
};

export const funds_address_checked = /** @type {(inputs: Funds_Address_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Проверено: это ${i?.kind}.`)
};

export const funds_recent_title = /** @type {(inputs: Funds_Recent_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ваши последние выводы ${i?.unit}`)
};

export const funds_recent_loading = /** @type {(inputs: Funds_Recent_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Загрузка ваших последних выводов ${i?.unit}…`)
};

export const funds_recent_none = /** @type {(inputs: Funds_Recent_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Биржа не показывает ни одного вывода ${i?.unit}.`)
};

export const funds_recent_caption = /** @type {(inputs: Funds_Recent_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Последние выводы ${i?.unit}`)
};

export const funds_recent_look_again = /** @type {(inputs: Funds_Recent_Look_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Проверить снова`)
};

export const funds_recent_history = /** @type {(inputs: Funds_Recent_HistoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Открыть историю ${i?.unit}`)
};

export const funds_guard_title = /** @type {(inputs: Funds_Guard_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Защита вывода ${i?.unit}`)
};

export const funds_guard_lead = /** @type {(inputs: Funds_Guard_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel проверяет это ещё до подписи. В режиме белого списка ${i?.unit} отправляется только на сохранённые здесь адреса; дневной лимит ограничивает то, что Satchel отправляет за любые 24 часа, вместе с комиссией.`)
};

export const funds_guard_password = /** @type {(inputs: Funds_Guard_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль приложения (запрашивается при каждом изменении защиты)`)
};

export const funds_guard_book = /** @type {(inputs: Funds_Guard_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адресная книга`)
};

export const funds_guard_book_caption = /** @type {(inputs: Funds_Guard_Book_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сохранённые адреса ${i?.unit}`)
};

export const funds_guard_col_label = /** @type {(inputs: Funds_Guard_Col_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Метка`)
};

export const funds_guard_col_actions = /** @type {(inputs: Funds_Guard_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Действия`)
};

export const funds_guard_remove = /** @type {(inputs: Funds_Guard_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалить`)
};

export const funds_guard_remove_named = /** @type {(inputs: Funds_Guard_Remove_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Удалить ${i?.name}`)
};

export const funds_guard_none = /** @type {(inputs: Funds_Guard_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Нет сохранённых адресов ${i?.unit}.`)
};

export const funds_guard_save_form = /** @type {(inputs: Funds_Guard_Save_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сохранить адрес ${i?.unit}`)
};

export const funds_guard_address = /** @type {(inputs: Funds_Guard_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес для сохранения`)
};

export const funds_guard_memo = /** @type {(inputs: Funds_Guard_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мемо (если есть)`)
};

export const funds_guard_save_address = /** @type {(inputs: Funds_Guard_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сохранить адрес`)
};

export const funds_guard_rules = /** @type {(inputs: Funds_Guard_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Правила`)
};

export const funds_guard_rules_form = /** @type {(inputs: Funds_Guard_Rules_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Правила вывода ${i?.unit}`)
};

export const funds_guard_allow_list = /** @type {(inputs: Funds_Guard_Allow_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Только на сохранённые адреса`)
};

export const funds_guard_daily_limit = /** @type {(inputs: Funds_Guard_Daily_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Дневной лимит (${i?.unit}, пусто — без лимита)`)
};

export const funds_guard_save_rules = /** @type {(inputs: Funds_Guard_Save_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сохранить правила`)
};

export const funds_guard_used_today = /** @type {(inputs: Funds_Guard_Used_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Отправлено Satchel за последние 24 часа: ${i?.amount} ${i?.unit}`)
};

export const funds_guard_unlock = /** @type {(inputs: Funds_Guard_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте Satchel, чтобы изменить защиту.`)
};

export const funds_guard_enter_address = /** @type {(inputs: Funds_Guard_Enter_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите адрес, который нужно сохранить.`)
};

export const funds_guard_memo_not_saved = /** @type {(inputs: Funds_Guard_Memo_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не сохранено. ${i?.problem}`)
};

export const funds_guard_saved_labelled = /** @type {(inputs: Funds_Guard_Saved_LabelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сохранено в адресной книге ${i?.unit}: ${i?.label}.`)
};

export const funds_guard_saved = /** @type {(inputs: Funds_Guard_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Адрес сохранён в адресной книге ${i?.unit}.`)
};

export const funds_guard_removed = /** @type {(inputs: Funds_Guard_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Удалено из адресной книги: ${i?.name}.`)
};

export const funds_guard_limit_not_amount = /** @type {(inputs: Funds_Guard_Limit_Not_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.text}» — не сумма. Напишите дневной лимит как 0,5 или оставьте поле пустым, чтобы лимита не было.`)
};

export const funds_guard_rule_saved = /** @type {(inputs: Funds_Guard_Rule_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Защита ${i?.unit} сохранена.`)
};

export const funds_details_invalid_deposit = /** @type {(inputs: Funds_Details_Invalid_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите идентификатор пополнения: целое число, например 1042.`)
};

export const funds_details_invalid_withdrawal = /** @type {(inputs: Funds_Details_Invalid_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите идентификатор вывода: целое число, например 1042.`)
};

export const funds_details_find_deposit = /** @type {(inputs: Funds_Details_Find_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Найти пополнение`)
};

export const funds_details_find_withdrawal = /** @type {(inputs: Funds_Details_Find_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Найти вывод`)
};

export const funds_details_deposit = /** @type {(inputs: Funds_Details_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пополнение ${i?.id}`)
};

export const funds_details_withdrawal = /** @type {(inputs: Funds_Details_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вывод ${i?.id}`)
};

export const funds_details_id_deposit = /** @type {(inputs: Funds_Details_Id_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Идентификатор пополнения`)
};

export const funds_details_id_withdrawal = /** @type {(inputs: Funds_Details_Id_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Идентификатор вывода`)
};

export const funds_details_show_deposit = /** @type {(inputs: Funds_Details_Show_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показать пополнение`)
};

export const funds_details_show_withdrawal = /** @type {(inputs: Funds_Details_Show_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показать вывод`)
};

export const funds_details_loading_deposit = /** @type {(inputs: Funds_Details_Loading_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка пополнения…`)
};

export const funds_details_loading_withdrawal = /** @type {(inputs: Funds_Details_Loading_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка вывода…`)
};

export const funds_details_amount_received = /** @type {(inputs: Funds_Details_Amount_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Полученная сумма`)
};

export const funds_details_debited = /** @type {(inputs: Funds_Details_DebitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Всего списано`)
};

export const funds_details_received_at = /** @type {(inputs: Funds_Details_Received_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес получения`)
};

export const funds_details_sent_to = /** @type {(inputs: Funds_Details_Sent_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отправлено на`)
};

export const funds_details_transaction = /** @type {(inputs: Funds_Details_TransactionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Транзакция`)
};

export const funds_details_opens_explorer = /** @type {(inputs: Funds_Details_Opens_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(открывает обозреватель блоков в браузере)`)
};

export const funds_details_not_on_network = /** @type {(inputs: Funds_Details_Not_On_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ещё не в сети`)
};

export const funds_sort_by = /** @type {(inputs: Funds_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сортировать по`)
};

export const funds_order = /** @type {(inputs: Funds_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Порядок`)
};

export const funds_per_page = /** @type {(inputs: Funds_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`На странице`)
};

export const funds_newest_first = /** @type {(inputs: Funds_Newest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сначала новые или крупные`)
};

export const funds_oldest_first = /** @type {(inputs: Funds_Oldest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сначала старые или мелкие`)
};

export const funds_statuses_legend = /** @type {(inputs: Funds_Statuses_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Статус (ничего не отмечено — все)`)
};

export const funds_previous_page = /** @type {(inputs: Funds_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Предыдущая страница`)
};

export const funds_next_page = /** @type {(inputs: Funds_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Следующая страница`)
};

export const funds_asking_exchange = /** @type {(inputs: Funds_Asking_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Запрос к бирже…`)
};

export const funds_deposit_refresh = /** @type {(inputs: Funds_Deposit_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обновить`)
};

export const funds_deposit_not_shown_yet = /** @type {(inputs: Funds_Deposit_Not_Shown_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа ещё не показала новый адрес. Проверьте снова через минуту кнопкой «Обновить».`)
};

export const funds_deposit_existed = /** @type {(inputs: Funds_Deposit_ExistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`У этого счёта уже был адрес пополнения ${i?.unit}; вот он.`)
};

export const funds_deposit_unconfirmed = /** @type {(inputs: Funds_Deposit_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа не подтвердила запрос. Он не был отправлен повторно; Satchel ищет адрес.`)
};

export const funds_deposit_loading = /** @type {(inputs: Funds_Deposit_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Загрузка адреса пополнения ${i?.unit}…`)
};

export const funds_deposit_title = /** @type {(inputs: Funds_Deposit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ваш адрес пополнения ${i?.unit}`)
};

export const funds_deposit_credited_after = /** @type {(inputs: Funds_Deposit_Credited_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зачисляется после`)
};

export const funds_deposit_confirmations = /** @type {(inputs: Funds_Deposit_ConfirmationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} подтверждения сети`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} подтверждений сети`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} подтверждений сети`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} подтверждения сети`);
	return /** @type {LocalizedString} */ ("funds_deposit_confirmations");
};

export const funds_deposit_smallest = /** @type {(inputs: Funds_Deposit_SmallestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Минимальное пополнение`)
};

export const funds_deposit_memo_every = /** @type {(inputs: Funds_Deposit_Memo_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Указывайте мемо при каждом пополнении ${i?.unit}.`)
};

export const funds_deposit_memo_lost_below = /** @type {(inputs: Funds_Deposit_Memo_Lost_BelowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit}, отправленные на этот адрес без указанного ниже мемо, не могут быть зачислены на ваш счёт и будут потеряны.`)
};

export const funds_deposit_memo_lost_yours = /** @type {(inputs: Funds_Deposit_Memo_Lost_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit}, отправленные на этот адрес без вашего мемо, не могут быть зачислены на ваш счёт и будут потеряны.`)
};

export const funds_deposit_memo_not_yet = /** @type {(inputs: Funds_Deposit_Memo_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа ещё не показала ваше мемо: не пополняйте, пока она его не покажет.`)
};

export const funds_deposit_hidden = /** @type {(inputs: Funds_Deposit_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Адрес пополнения ${i?.unit} скрыт, пока Satchel заблокирован. Разблокируйте, чтобы увидеть его.`)
};

export const funds_deposit_send_only = /** @type {(inputs: Funds_Deposit_Send_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Отправляйте на этот адрес только ${i?.unit}. Пополнения меньше минимальной суммы не зачисляются.`)
};

export const funds_deposit_qr = /** @type {(inputs: Funds_Deposit_QrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR-код адреса пополнения ${i?.unit}`)
};

export const funds_deposit_making = /** @type {(inputs: Funds_Deposit_MakingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Биржа создаёт ваш адрес ${i?.unit}. Он появится здесь через мгновение…`)
};

export const funds_deposit_none_yet = /** @type {(inputs: Funds_Deposit_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`У этого счёта ещё нет адреса пополнения ${i?.unit}. Биржа создаст его по вашему запросу; в дальнейшем он не меняется.`)
};

export const funds_deposit_generate = /** @type {(inputs: Funds_Deposit_GenerateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Создать адрес ${i?.unit}`)
};

export const funds_deposit_unlock = /** @type {(inputs: Funds_Deposit_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте Satchel, чтобы создать адрес.`)
};

export const funds_history_exported_download = /** @type {(inputs: Funds_History_Exported_DownloadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Экспортирована ${i?.count} операция в файл ${i?.file} (ваши загрузки).`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Экспортированы ${i?.count} операции в файл ${i?.file} (ваши загрузки).`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Экспортировано ${i?.count} операций в файл ${i?.file} (ваши загрузки).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Экспортировано ${i?.count} операции в файл ${i?.file} (ваши загрузки).`);
	return /** @type {LocalizedString} */ ("funds_history_exported_download");
};

export const funds_history_exported_file = /** @type {(inputs: Funds_History_Exported_FileInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Экспортирована ${i?.count} операция в файл ${i?.path}.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Экспортированы ${i?.count} операции в файл ${i?.path}.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Экспортировано ${i?.count} операций в файл ${i?.path}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Экспортировано ${i?.count} операции в файл ${i?.path}.`);
	return /** @type {LocalizedString} */ ("funds_history_exported_file");
};

export const funds_history_export_cancelled = /** @type {(inputs: Funds_History_Export_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Экспорт отменён: ничего не сохранено.`)
};

export const funds_type_deposit = /** @type {(inputs: Funds_Type_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пополнение`)
};

export const funds_type_withdrawal = /** @type {(inputs: Funds_Type_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вывод`)
};

export const funds_history_details_deposit = /** @type {(inputs: Funds_History_Details_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Подробности пополнения ${i?.id}`)
};

export const funds_history_details_withdrawal = /** @type {(inputs: Funds_History_Details_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Подробности вывода ${i?.id}`)
};

export const funds_history_filter = /** @type {(inputs: Funds_History_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фильтр истории`)
};

export const funds_history_type = /** @type {(inputs: Funds_History_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тип`)
};

export const funds_history_all = /** @type {(inputs: Funds_History_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пополнения и выводы`)
};

export const funds_history_deposits = /** @type {(inputs: Funds_History_DepositsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пополнения`)
};

export const funds_history_withdrawals = /** @type {(inputs: Funds_History_WithdrawalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выводы`)
};

export const funds_history_all_currencies = /** @type {(inputs: Funds_History_All_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Все валюты`)
};

export const funds_history_done = /** @type {(inputs: Funds_History_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выполнено`)
};

export const funds_history_pending = /** @type {(inputs: Funds_History_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В обработке`)
};

export const funds_history_cancelled = /** @type {(inputs: Funds_History_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отменено`)
};

export const funds_history_from = /** @type {(inputs: Funds_History_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`С`)
};

export const funds_history_to = /** @type {(inputs: Funds_History_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`По`)
};

export const funds_history_sort_amount = /** @type {(inputs: Funds_History_Sort_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сумма (одна валюта)`)
};

export const funds_history_show = /** @type {(inputs: Funds_History_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показать`)
};

export const funds_history_sort_note = /** @type {(inputs: Funds_History_Sort_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сортировка по сумме сравнивает суммы одной валюты, выбранной в поле «Валюта».`)
};

export const funds_history_export = /** @type {(inputs: Funds_History_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Экспортировать CSV`)
};

export const funds_history_export_progress = /** @type {(inputs: Funds_History_Export_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ход экспорта`)
};

export const funds_history_reading_page = /** @type {(inputs: Funds_History_Reading_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Чтение страницы ${i?.page} из ${i?.pages}…`)
};

export const funds_history_export_starting = /** @type {(inputs: Funds_History_Export_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Начало экспорта…`)
};

export const funds_history_loading = /** @type {(inputs: Funds_History_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка истории…`)
};

export const funds_history_none = /** @type {(inputs: Funds_History_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нет пополнений или выводов по этим фильтрам.`)
};

export const funds_history_caption = /** @type {(inputs: Funds_History_CaptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} операция; время в вашем часовом поясе (${i?.zone})`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} операции; время в вашем часовом поясе (${i?.zone})`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} операций; время в вашем часовом поясе (${i?.zone})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} операции; время в вашем часовом поясе (${i?.zone})`);
	return /** @type {LocalizedString} */ ("funds_history_caption");
};

export const funds_history_caption_sorted = /** @type {(inputs: Funds_History_Caption_SortedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} операция, по сумме в ${i?.currencies}; время в вашем часовом поясе (${i?.zone})`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} операции, по сумме в ${i?.currencies}; время в вашем часовом поясе (${i?.zone})`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} операций, по сумме в ${i?.currencies}; время в вашем часовом поясе (${i?.zone})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} операции, по сумме в ${i?.currencies}; время в вашем часовом поясе (${i?.zone})`);
	return /** @type {LocalizedString} */ ("funds_history_caption_sorted");
};

export const funds_history_details = /** @type {(inputs: Funds_History_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Подробности`)
};

export const funds_history_pages = /** @type {(inputs: Funds_History_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Страницы истории`)
};

export const funds_history_page_of = /** @type {(inputs: Funds_History_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Страница ${i?.page} из ${i?.pages}`)
};

export const funds_history_from_invalid = /** @type {(inputs: Funds_History_From_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дата в поле «С» не существует.`)
};

export const funds_history_to_invalid = /** @type {(inputs: Funds_History_To_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дата в поле «По» не существует.`)
};

export const funds_history_to_before_from = /** @type {(inputs: Funds_History_To_Before_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дата в поле «По» раньше даты в поле «С».`)
};

export const funds_history_amount_needs_currency = /** @type {(inputs: Funds_History_Amount_Needs_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Суммы в разных валютах нельзя сравнивать по числу: выберите валюту, чтобы сортировать по сумме.`)
};

export const funds_codes_awaiting = /** @type {(inputs: Funds_Codes_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ожидает`)
};

export const funds_codes_valid = /** @type {(inputs: Funds_Codes_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Действителен`)
};

export const funds_codes_used = /** @type {(inputs: Funds_Codes_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Использован`)
};

export const funds_codes_blocked = /** @type {(inputs: Funds_Codes_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Заблокирован`)
};

export const funds_codes_cancelled = /** @type {(inputs: Funds_Codes_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отменён`)
};

export const funds_codes_known = /** @type {(inputs: Funds_Codes_KnownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Бирже известен этот код: ${i?.amount} ${i?.currency}, ${i?.status}.`)
};

export const funds_codes_known_for = /** @type {(inputs: Funds_Codes_Known_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Бирже известен этот код: ${i?.amount} ${i?.currency}, ${i?.status}, только для счёта ${i?.recipient}.`)
};

export const funds_codes_known_comment = /** @type {(inputs: Funds_Codes_Known_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Бирже известен этот код: ${i?.amount} ${i?.currency}, ${i?.status}. «${i?.comment}».`)
};

export const funds_codes_known_for_comment = /** @type {(inputs: Funds_Codes_Known_For_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Бирже известен этот код: ${i?.amount} ${i?.currency}, ${i?.status}, только для счёта ${i?.recipient}. «${i?.comment}».`)
};

export const funds_codes_redeemed_said = /** @type {(inputs: Funds_Codes_Redeemed_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Активировано: ${i?.amount} ${i?.currency} зачислено на этот счёт.`)
};

export const funds_codes_redeemed_found = /** @type {(inputs: Funds_Codes_Redeemed_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Активировано: ${i?.amount} ${i?.currency} зачислено на этот счёт (ответ потерян; код найден среди активированных вами).`)
};

export const funds_codes_redeem_declined = /** @type {(inputs: Funds_Codes_Redeem_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не активировано: вы отклонили подтверждение.`)
};

export const funds_codes_check_title = /** @type {(inputs: Funds_Codes_Check_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Проверить или активировать код`)
};

export const funds_codes_transfer_code = /** @type {(inputs: Funds_Codes_Transfer_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Код перевода`)
};

export const funds_codes_check = /** @type {(inputs: Funds_Codes_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Проверить на бирже`)
};

export const funds_codes_redeem = /** @type {(inputs: Funds_Codes_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Активировать…`)
};

export const funds_codes_unlock_redeem = /** @type {(inputs: Funds_Codes_Unlock_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте Satchel, чтобы активировать код. Проверка работает и при блокировке.`)
};

export const funds_codes_enter_amount = /** @type {(inputs: Funds_Codes_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите сумму кода.`)
};

export const funds_codes_not_amount = /** @type {(inputs: Funds_Codes_Not_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.text}» — не сумма. Напишите её, например, так: 0,25.`)
};

export const funds_codes_not_before_invalid = /** @type {(inputs: Funds_Codes_Not_Before_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Время в поле «Не возвращается до» не существует.`)
};

export const funds_codes_create_declined = /** @type {(inputs: Funds_Codes_Create_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не создано: вы отклонили подтверждение.`)
};

export const funds_codes_create_title = /** @type {(inputs: Funds_Codes_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Создать код`)
};

export const funds_codes_create_lead = /** @type {(inputs: Funds_Codes_Create_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сумма сразу списывается с доступного баланса. Любой, у кого есть код, может его активировать, поэтому храните его, как наличные.`)
};

export const funds_codes_amount = /** @type {(inputs: Funds_Codes_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сумма (${i?.unit})`)
};

export const funds_codes_available = /** @type {(inputs: Funds_Codes_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Доступно: ${i?.amount}`)
};

export const funds_codes_only_for = /** @type {(inputs: Funds_Codes_Only_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Только для счёта (необязательно)`)
};

export const funds_codes_anyone_placeholder = /** @type {(inputs: Funds_Codes_Anyone_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`любой`)
};

export const funds_codes_not_before = /** @type {(inputs: Funds_Codes_Not_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не возвращается до (необязательно, ${i?.zone})`)
};

export const funds_codes_public_comment_field = /** @type {(inputs: Funds_Codes_Public_Comment_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Публичный комментарий (его видит получатель)`)
};

export const funds_codes_private_comment_field = /** @type {(inputs: Funds_Codes_Private_Comment_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Личный комментарий (видите только вы)`)
};

export const funds_codes_create = /** @type {(inputs: Funds_Codes_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Создать код…`)
};

export const funds_codes_unlock_create = /** @type {(inputs: Funds_Codes_Unlock_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте Satchel, чтобы создать код.`)
};

export const funds_codes_new = /** @type {(inputs: Funds_Codes_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Новый код: ${i?.amount} ${i?.currency}`)
};

export const funds_codes_copy_now = /** @type {(inputs: Funds_Codes_Copy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скопируйте его сейчас и передайте только тому, кому он предназначен. Satchel его не хранит; биржа показывает его среди ваших кодов.`)
};

export const funds_codes_code = /** @type {(inputs: Funds_Codes_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Код`)
};

export const funds_codes_new_qr = /** @type {(inputs: Funds_Codes_New_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-код нового кода перевода`)
};

export const funds_codes_hide_the_code = /** @type {(inputs: Funds_Codes_Hide_The_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скрыть код`)
};

export const funds_codes_show_the_code = /** @type {(inputs: Funds_Codes_Show_The_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показать код`)
};

export const funds_codes_input_idle = /** @type {(inputs: Funds_Codes_Input_IdleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Проверяется здесь, на этом компьютере, по мере ввода: ничего не отправляется.`)
};

export const funds_codes_input_ok = /** @type {(inputs: Funds_Codes_Input_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✓ Правильно составленный код ${i?.mark} (тип ${i?.type}); его контрольный символ совпадает.`)
};

export const funds_codes_yours = /** @type {(inputs: Funds_Codes_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ваши коды`)
};

export const funds_codes_which = /** @type {(inputs: Funds_Codes_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Какие коды`)
};

export const funds_codes_issued_by_me = /** @type {(inputs: Funds_Codes_Issued_By_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выпущенные мной`)
};

export const funds_codes_redeemed_by_me = /** @type {(inputs: Funds_Codes_Redeemed_By_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Активированные мной`)
};

export const funds_codes_created = /** @type {(inputs: Funds_Codes_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Создан`)
};

export const funds_codes_redeemed = /** @type {(inputs: Funds_Codes_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Активирован`)
};

export const funds_codes_redeemed_at = /** @type {(inputs: Funds_Codes_Redeemed_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Время активации`)
};

export const funds_codes_loading = /** @type {(inputs: Funds_Codes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка ваших кодов…`)
};

export const funds_codes_no_more = /** @type {(inputs: Funds_Codes_No_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Больше кодов нет.`)
};

export const funds_codes_none_issued = /** @type {(inputs: Funds_Codes_None_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нет выпущенных вами кодов, подходящих под фильтр.`)
};

export const funds_codes_none_redeemed = /** @type {(inputs: Funds_Codes_None_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вы ещё не активировали ни одного кода.`)
};

export const funds_codes_issued_list = /** @type {(inputs: Funds_Codes_Issued_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Коды, выпущенные мной`)
};

export const funds_codes_redeemed_list = /** @type {(inputs: Funds_Codes_Redeemed_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Коды, активированные мной`)
};

export const funds_codes_for = /** @type {(inputs: Funds_Codes_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Для кого`)
};

export const funds_codes_comment = /** @type {(inputs: Funds_Codes_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комментарий`)
};

export const funds_codes_anyone = /** @type {(inputs: Funds_Codes_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Любой`)
};

export const funds_codes_show = /** @type {(inputs: Funds_Codes_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показать`)
};

export const funds_codes_hide = /** @type {(inputs: Funds_Codes_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скрыть`)
};

export const funds_codes_show_named = /** @type {(inputs: Funds_Codes_Show_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Показать код ${i?.name}`)
};

export const funds_codes_hide_named = /** @type {(inputs: Funds_Codes_Hide_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Скрыть код ${i?.name}`)
};

export const funds_codes_pages = /** @type {(inputs: Funds_Codes_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Страницы кодов`)
};

export const funds_codes_page = /** @type {(inputs: Funds_Codes_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Страница ${i?.page}`)
};

export const funds_codes_id_invalid = /** @type {(inputs: Funds_Codes_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите идентификатор кода: целое число, как в списках.`)
};

export const funds_codes_find_title = /** @type {(inputs: Funds_Codes_Find_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Найти один из ваших кодов`)
};

export const funds_codes_id = /** @type {(inputs: Funds_Codes_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Идентификатор кода`)
};

export const funds_codes_find = /** @type {(inputs: Funds_Codes_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Найти код`)
};

export const funds_codes_loading_one = /** @type {(inputs: Funds_Codes_Loading_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка кода…`)
};

export const funds_codes_not_before_dt = /** @type {(inputs: Funds_Codes_Not_Before_DtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не возвращается до`)
};

export const funds_codes_public_comment = /** @type {(inputs: Funds_Codes_Public_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Публичный комментарий`)
};

export const funds_codes_private_comment = /** @type {(inputs: Funds_Codes_Private_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Личный комментарий`)
};

export const trading_loading_markets = /** @type {(inputs: Trading_Loading_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка рынков…`)
};

export const trading_filter_markets = /** @type {(inputs: Trading_Filter_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фильтр рынков`)
};

export const trading_quote_currency = /** @type {(inputs: Trading_Quote_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюта котировки`)
};

export const trading_all = /** @type {(inputs: Trading_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Все`)
};

export const trading_no_markets = /** @type {(inputs: Trading_No_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`На бирже нет ни одного рынка.`)
};

export const trading_no_match = /** @type {(inputs: Trading_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ни один рынок не соответствует фильтру.`)
};

export const trading_no_match_text = /** @type {(inputs: Trading_No_Match_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ни один рынок не соответствует «${i?.text}».`)
};

export const trading_no_match_quote = /** @type {(inputs: Trading_No_Match_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ни одного рынка с валютой котировки ${i?.quote}.`)
};

export const trading_no_match_both = /** @type {(inputs: Trading_No_Match_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ни один рынок с валютой котировки ${i?.quote} не соответствует «${i?.text}».`)
};

export const trading_stale_prices = /** @type {(inputs: Trading_Stale_PricesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Последнее обновление в ${i?.time}: эти цены могут быть устаревшими.`)
};

export const trading_stale_figures = /** @type {(inputs: Trading_Stale_FiguresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Последнее обновление в ${i?.time}: эти данные могут быть устаревшими.`)
};

export const trading_markets_table = /** @type {(inputs: Trading_Markets_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рынки`)
};

export const trading_col_market = /** @type {(inputs: Trading_Col_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рынок`)
};

export const trading_col_last = /** @type {(inputs: Trading_Col_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Последняя цена`)
};

export const trading_col_change = /** @type {(inputs: Trading_Col_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Изменение за 24 ч`)
};

export const trading_col_volume = /** @type {(inputs: Trading_Col_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Объём`)
};

export const trading_col_quote_volume = /** @type {(inputs: Trading_Col_Quote_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Объём (валюта котировки)`)
};

export const trading_col_display_volume = /** @type {(inputs: Trading_Col_Display_VolumeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Объём (${i?.currency})`)
};

export const trading_col_high = /** @type {(inputs: Trading_Col_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Максимум`)
};

export const trading_col_low = /** @type {(inputs: Trading_Col_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Минимум`)
};

export const trading_col_range = /** @type {(inputs: Trading_Col_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Диапазон за 24 ч`)
};

export const trading_col_favourite = /** @type {(inputs: Trading_Col_FavouriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Избранное`)
};

export const trading_favourite_of = /** @type {(inputs: Trading_Favourite_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pair} в избранном`)
};

export const trading_favourite_add = /** @type {(inputs: Trading_Favourite_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Добавить ${i?.pair} в избранное`)
};

export const trading_favourite_remove = /** @type {(inputs: Trading_Favourite_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Убрать ${i?.pair} из избранного`)
};

export const trading_sorted_by_quote_value = /** @type {(inputs: Trading_Sorted_By_Quote_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Отсортировано по стоимости в ${i?.currency} по курсу каждой валюты котировки; рынки без курса — в конце, по валюте.`)
};

export const trading_sorted_by_base_value = /** @type {(inputs: Trading_Sorted_By_Base_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Отсортировано по стоимости в ${i?.currency} по курсу каждой базовой валюты; рынки без курса — в конце, по валюте.`)
};

export const trading_range_unknown = /** @type {(inputs: Trading_Range_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Диапазон за 24 ч: пока неизвестен`)
};

export const trading_range_of = /** @type {(inputs: Trading_Range_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Диапазон за 24 ч: минимум ${i?.low}, максимум ${i?.high}, последняя цена ${i?.last} (${i?.percent} % от минимума до максимума)`)
};

export const trading_market_not_found = /** @type {(inputs: Trading_Market_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рынок не найден`)
};

export const trading_no_such_market = /** @type {(inputs: Trading_No_Such_MarketInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`На бирже нет рынка «${i?.symbol}».`)
};

export const trading_back_to_markets = /** @type {(inputs: Trading_Back_To_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назад к рынкам`)
};

export const trading_loading_market = /** @type {(inputs: Trading_Loading_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка рынка…`)
};

export const trading_grouping = /** @type {(inputs: Trading_GroupingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Группировка`)
};

export const trading_update_interval = /** @type {(inputs: Trading_Update_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Интервал обновления`)
};

export const trading_order_book = /** @type {(inputs: Trading_Order_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Книга ордеров`)
};

export const trading_depth = /** @type {(inputs: Trading_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Глубина`)
};

export const trading_loading_book = /** @type {(inputs: Trading_Loading_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка книги ордеров…`)
};

export const trading_ticker = /** @type {(inputs: Trading_TickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тикер`)
};

export const trading_high_24h = /** @type {(inputs: Trading_High_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Максимум за 24 ч`)
};

export const trading_low_24h = /** @type {(inputs: Trading_Low_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Минимум за 24 ч`)
};

export const trading_volume_24h = /** @type {(inputs: Trading_Volume_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Объём за 24 ч`)
};

export const trading_volume_24h_in = /** @type {(inputs: Trading_Volume_24h_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Объём за 24 ч в ${i?.currency}`)
};

export const trading_bid = /** @type {(inputs: Trading_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Покупка`)
};

export const trading_ask = /** @type {(inputs: Trading_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Продажа`)
};

export const trading_show_fewer = /** @type {(inputs: Trading_Show_FewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показать меньше`)
};

export const trading_show_more = /** @type {(inputs: Trading_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показать больше`)
};

export const trading_asks = /** @type {(inputs: Trading_AsksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Продажа`)
};

export const trading_bids = /** @type {(inputs: Trading_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Покупка`)
};

export const trading_no_asks = /** @type {(inputs: Trading_No_AsksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нет ордеров на продажу`)
};

export const trading_no_bids = /** @type {(inputs: Trading_No_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нет ордеров на покупку`)
};

export const trading_spread_none = /** @type {(inputs: Trading_Spread_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Спред: —`)
};

export const trading_spread_of = /** @type {(inputs: Trading_Spread_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Спред: ${i?.amount} (${i?.percent} %)`)
};

export const trading_price_in = /** @type {(inputs: Trading_Price_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Цена (${i?.currency})`)
};

export const trading_amount_in = /** @type {(inputs: Trading_Amount_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Количество (${i?.currency})`)
};

export const trading_total_in = /** @type {(inputs: Trading_Total_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сумма (${i?.currency})`)
};

export const trading_book_caption = /** @type {(inputs: Trading_Book_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.side}, обновляется раз в секунду`)
};

export const trading_book_caption_as_of = /** @type {(inputs: Trading_Book_Caption_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.side} на ${i?.time}, обновляется раз в секунду`)
};

export const trading_book_caption_as_of_every = /** @type {(inputs: Trading_Book_Caption_As_Of_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.side} на ${i?.time}`)
};

export const trading_depth_chart = /** @type {(inputs: Trading_Depth_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`График глубины`)
};

export const trading_amount_axis = /** @type {(inputs: Trading_Amount_AxisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ось количества (${i?.currency})`)
};

export const trading_price_axis = /** @type {(inputs: Trading_Price_AxisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ось цены (${i?.currency})`)
};

export const trading_depth_slider = /** @type {(inputs: Trading_Depth_SliderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цена, по которой показать глубину`)
};

export const trading_depth_at_pointer = /** @type {(inputs: Trading_Depth_At_PointerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Глубина под указателем`)
};

export const trading_depth_hint = /** @type {(inputs: Trading_Depth_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Наведите указатель на график или выберите его и нажимайте клавиши со стрелками, чтобы увидеть глубину по цене.`)
};

export const trading_depth_bids_at = /** @type {(inputs: Trading_Depth_Bids_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Покупка по цене ${i?.price} и выше: ${i?.volume}`)
};

export const trading_depth_asks_at = /** @type {(inputs: Trading_Depth_Asks_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Продажа по цене ${i?.price} и ниже: ${i?.volume}`)
};

export const trading_depth_summary = /** @type {(inputs: Trading_Depth_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Накопленные ордера на покупку от ${i?.low} до средней цены ${i?.mid}, на продажу — до ${i?.high}; самая глубокая сторона ${i?.depth}.`)
};

export const trading_depth_empty = /** @type {(inputs: Trading_Depth_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нет ордеров для графика.`)
};

export const trading_price_in_unit = /** @type {(inputs: Trading_Price_In_UnitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Цена в ${i?.currency}`)
};

export const trading_loading_accounts = /** @type {(inputs: Trading_Loading_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка счетов…`)
};

export const trading_account = /** @type {(inputs: Trading_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Счёт:`)
};

export const trading_hide_small = /** @type {(inputs: Trading_Hide_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скрыть малые балансы`)
};

export const trading_refresh = /** @type {(inputs: Trading_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обновить`)
};

export const trading_small_hint = /** @type {(inputs: Trading_Small_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Малые — те, что стоят меньше 1 USD; пустые балансы тоже считаются малыми.`)
};

export const trading_small_hint_in = /** @type {(inputs: Trading_Small_Hint_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Малые — те, что стоят меньше 1 USD (${i?.value}); пустые балансы тоже считаются малыми.`)
};

export const trading_small_hint_no_rate = /** @type {(inputs: Trading_Small_Hint_No_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Малые — те, что стоят меньше 1 USD (нет курса, чтобы пересчитать); пустые балансы тоже считаются малыми.`)
};

export const trading_loading_balances = /** @type {(inputs: Trading_Loading_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка балансов…`)
};

export const trading_portfolio = /** @type {(inputs: Trading_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Портфель`)
};

export const trading_portfolio_value = /** @type {(inputs: Trading_Portfolio_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Стоимость портфеля`)
};

export const trading_as_of = /** @type {(inputs: Trading_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`на ${i?.time}`)
};

export const trading_as_of_start = /** @type {(inputs: Trading_As_Of_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`На ${i?.time}`)
};

export const trading_cannot_compute = /** @type {(inputs: Trading_Cannot_ComputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сейчас нельзя вычислить`)
};

export const trading_change_without = /** @type {(inputs: Trading_Change_WithoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Изменение за 24 ч без ${i?.currencies} (нет рынка, чтобы его определить).`)
};

export const trading_loading_rates = /** @type {(inputs: Trading_Loading_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка курсов валют…`)
};

export const trading_last_whole = /** @type {(inputs: Trading_Last_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показаны последние полные данные.`)
};

export const trading_holds_nothing = /** @type {(inputs: Trading_Holds_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`На этом счёте пока ничего нет.`)
};

export const trading_all_small = /** @type {(inputs: Trading_All_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нет балансов стоимостью 1 USD или больше. Снимите отметку «Скрыть малые балансы», чтобы увидеть все.`)
};

export const trading_balances_table = /** @type {(inputs: Trading_Balances_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Балансы`)
};

export const trading_col_currency = /** @type {(inputs: Trading_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюта`)
};

export const trading_col_total = /** @type {(inputs: Trading_Col_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Всего`)
};

export const trading_col_available = /** @type {(inputs: Trading_Col_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Доступно`)
};

export const trading_col_locked = /** @type {(inputs: Trading_Col_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Заблокировано`)
};

export const trading_col_value = /** @type {(inputs: Trading_Col_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Стоимость (${i?.currency})`)
};

export const trading_col_share = /** @type {(inputs: Trading_Col_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Доля`)
};

export const trading_no_rates = /** @type {(inputs: Trading_No_RatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Курсы валют сейчас не удаётся получить, поэтому то, что у вас в валютах, отличных от ${i?.currency}, нельзя оценить.`)
};

export const trading_no_rate_for = /** @type {(inputs: Trading_No_Rate_ForInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Биржа не даёт курса для ${i?.currencies}, поэтому эту валюту нельзя оценить в ${i?.currency}.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Биржа не даёт курса для ${i?.currencies}, поэтому эти валюты нельзя оценить в ${i?.currency}.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Биржа не даёт курса для ${i?.currencies}, поэтому эти валюты нельзя оценить в ${i?.currency}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Биржа не даёт курса для ${i?.currencies}, поэтому эти валюты нельзя оценить в ${i?.currency}.`);
	return /** @type {LocalizedString} */ ("trading_no_rate_for");
};

export const trading_other = /** @type {(inputs: Trading_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Другие`)
};

export const trading_allocation_none = /** @type {(inputs: Trading_Allocation_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Распределение: нет оценённых активов`)
};

export const trading_allocation_of = /** @type {(inputs: Trading_Allocation_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Распределение: ${i?.slices}`)
};

export const trading_history_label = /** @type {(inputs: Trading_History_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Стоимость портфеля с ${i?.from} по ${i?.to}: от ${i?.first} до ${i?.last}`)
};

export const trading_history_label_range = /** @type {(inputs: Trading_History_Label_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Стоимость портфеля с ${i?.from} по ${i?.to}: от ${i?.first} до ${i?.last}, наименьшая ${i?.min}, наибольшая ${i?.max}`)
};

export const trading_history_seen = /** @type {(inputs: Trading_History_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Так, как Satchel видел её, пока был открыт (хранится на этом компьютере).`)
};

export const trading_history_empty = /** @type {(inputs: Trading_History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Здесь появится, как меняется стоимость, пока Satchel обновляет данные (точка в минуту, хранится на этом компьютере).`)
};

export const trading_tab_open = /** @type {(inputs: Trading_Tab_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Открытые ордера`)
};

export const trading_tab_history = /** @type {(inputs: Trading_Tab_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`История`)
};

export const trading_orders_tabs = /** @type {(inputs: Trading_Orders_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ордера`)
};

export const trading_times_in = /** @type {(inputs: Trading_Times_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Время по ${i?.zone}`)
};

export const trading_stale_orders = /** @type {(inputs: Trading_Stale_OrdersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Последнее обновление в ${i?.time}: эти ордера могут быть устаревшими.`)
};

export const trading_all_markets = /** @type {(inputs: Trading_All_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Все рынки`)
};

export const trading_cancel_selected = /** @type {(inputs: Trading_Cancel_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Отменить выбранные (${i?.count})`)
};

export const trading_unlock_to_cancel = /** @type {(inputs: Trading_Unlock_To_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокируйте, чтобы отменять ордера.`)
};

export const trading_waiting_confirmation = /** @type {(inputs: Trading_Waiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ожидание вашего подтверждения…`)
};

export const trading_loading_open = /** @type {(inputs: Trading_Loading_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка открытых ордеров…`)
};

export const trading_no_open = /** @type {(inputs: Trading_No_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Открытых ордеров нет.`)
};

export const trading_select_all = /** @type {(inputs: Trading_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выбрать все показанные ордера`)
};

export const trading_col_side = /** @type {(inputs: Trading_Col_SideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сторона`)
};

export const trading_col_type = /** @type {(inputs: Trading_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тип`)
};

export const trading_col_price = /** @type {(inputs: Trading_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цена`)
};

export const trading_col_amount = /** @type {(inputs: Trading_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Количество`)
};

export const trading_col_filled = /** @type {(inputs: Trading_Col_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Исполнено`)
};

export const trading_col_created = /** @type {(inputs: Trading_Col_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Создан`)
};

export const trading_col_actions = /** @type {(inputs: Trading_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Действия`)
};

export const trading_select_order = /** @type {(inputs: Trading_Select_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Выбрать ордер ${i?.id}`)
};

export const trading_cancel_order = /** @type {(inputs: Trading_Cancel_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Отменить ордер ${i?.id}`)
};

export const trading_cancel = /** @type {(inputs: Trading_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отменить`)
};

export const trading_no_open_in_market = /** @type {(inputs: Trading_No_Open_In_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`На этом рынке нет открытых ордеров.`)
};

export const trading_buy = /** @type {(inputs: Trading_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Покупка`)
};

export const trading_sell = /** @type {(inputs: Trading_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Продажа`)
};

export const trading_type_limit = /** @type {(inputs: Trading_Type_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Лимитный`)
};

export const trading_type_market = /** @type {(inputs: Trading_Type_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рыночный`)
};

export const trading_status_active = /** @type {(inputs: Trading_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Активен`)
};

export const trading_status_executed = /** @type {(inputs: Trading_Status_ExecutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Исполнен`)
};

export const trading_price_market = /** @type {(inputs: Trading_Price_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`По рынку`)
};

export const trading_outcome_unknown = /** @type {(inputs: Trading_Outcome_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа не ответила вовремя, поэтому Satchel не может сказать, произошло ли это. Список обновлён: проверьте его, прежде чем пробовать снова.`)
};

export const trading_order_cancelled = /** @type {(inputs: Trading_Order_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ордер ${i?.id} отменён. Заблокированные им средства снова доступны.`)
};

export const trading_nothing_cancelled = /** @type {(inputs: Trading_Nothing_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ничего не отменено.`)
};

export const trading_cancel_accepted = /** @type {(inputs: Trading_Cancel_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа приняла отмену. Список обновлён, чтобы показать, что ещё открыто.`)
};

export const trading_orders_cancelled = /** @type {(inputs: Trading_Orders_CancelledInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Отменён ${i?.count} ордер.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Отменено ${i?.count} ордера.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Отменено ${i?.count} ордеров.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Отменено ${i?.count} ордера.`);
	return /** @type {LocalizedString} */ ("trading_orders_cancelled");
};

export const trading_not_cancelled = /** @type {(inputs: Trading_Not_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не отменены: ${i?.ids}. Список обновлён.`)
};

export const trading_from = /** @type {(inputs: Trading_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`С`)
};

export const trading_to = /** @type {(inputs: Trading_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`По`)
};

export const trading_limit = /** @type {(inputs: Trading_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Лимит`)
};

export const trading_sort = /** @type {(inputs: Trading_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сортировка`)
};

export const trading_newest_first = /** @type {(inputs: Trading_Newest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сначала новые`)
};

export const trading_oldest_first = /** @type {(inputs: Trading_Oldest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сначала старые`)
};

export const trading_show = /** @type {(inputs: Trading_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показать`)
};

export const trading_loading_history = /** @type {(inputs: Trading_Loading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка истории ордеров…`)
};

export const trading_no_orders_in_period = /** @type {(inputs: Trading_No_Orders_In_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`За этот период ордеров нет.`)
};

export const trading_order_history = /** @type {(inputs: Trading_Order_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`История ордеров`)
};

export const trading_col_average = /** @type {(inputs: Trading_Col_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Средняя цена`)
};

export const trading_col_executed = /** @type {(inputs: Trading_Col_ExecutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Исполнено`)
};

export const trading_col_status = /** @type {(inputs: Trading_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Статус`)
};

export const trading_col_closed = /** @type {(inputs: Trading_Col_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Закрыт`)
};

export const trading_col_trades = /** @type {(inputs: Trading_Col_TradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сделки`)
};

export const trading_average_of = /** @type {(inputs: Trading_Average_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`средняя ${i?.price}`)
};

export const trading_show_trades = /** @type {(inputs: Trading_Show_TradesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Показать сделки ордера ${i?.id}`)
};

export const trading_trades_button = /** @type {(inputs: Trading_Trades_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сделки`)
};

export const trading_loading_trades = /** @type {(inputs: Trading_Loading_TradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка сделок…`)
};

export const trading_no_trades = /** @type {(inputs: Trading_No_TradesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`У ордера ${i?.id} нет сделок.`)
};

export const trading_trades_of = /** @type {(inputs: Trading_Trades_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сделки ордера ${i?.id}`)
};

export const trading_col_time = /** @type {(inputs: Trading_Col_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Время`)
};

export const trading_col_rate = /** @type {(inputs: Trading_Col_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Курс`)
};

export const trading_col_role = /** @type {(inputs: Trading_Col_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Роль`)
};

export const trading_col_fee = /** @type {(inputs: Trading_Col_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комиссия`)
};

export const trading_col_fee_currency = /** @type {(inputs: Trading_Col_Fee_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюта комиссии`)
};

export const trading_maker = /** @type {(inputs: Trading_MakerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мейкер`)
};

export const trading_taker = /** @type {(inputs: Trading_TakerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тейкер`)
};

export const trading_history_to_date = /** @type {(inputs: Trading_History_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите дату «По» как календарную дату.`)
};

export const trading_history_from_date = /** @type {(inputs: Trading_History_From_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите дату «С» как календарную дату.`)
};

export const trading_history_from_1970 = /** @type {(inputs: Trading_History_From_1970Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выберите дату «С» после 1970 года.`)
};

export const trading_history_from_after_to = /** @type {(inputs: Trading_History_From_After_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дата «С» не может быть позже даты «По».`)
};

export const trading_history_limit = /** @type {(inputs: Trading_History_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Можно показать от 1 до ${i?.max} ордеров.`)
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

export const settings_restart_now = /** @type {(inputs: Settings_Restart_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перезапустить сейчас`)
};

export const settings_restarting = /** @type {(inputs: Settings_RestartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel перезапускается…`)
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

export const fiat_policies_name_empty = /** @type {(inputs: Fiat_Policies_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Политике нужно имя.`)
};

export const fiat_policies_name_too_long = /** @type {(inputs: Fiat_Policies_Name_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Имя политики — не более ${i?.count} символа.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Имя политики — не более ${i?.count} символов.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Имя политики — не более ${i?.count} символов.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Имя политики — не более ${i?.count} символа.`);
	return /** @type {LocalizedString} */ ("fiat_policies_name_too_long");
};

export const fiat_policies_name_characters = /** @type {(inputs: Fiat_Policies_Name_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Имя политики начинается с буквы, цифры или подчёркивания, дальше только буквы, цифры, пробелы и _ - . # @ = :`)
};

export const fiat_policies_rule_empty = /** @type {(inputs: Fiat_Policies_Rule_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Политике нужно правило, выражение вроде true.`)
};

export const fiat_policies_rule_too_long = /** @type {(inputs: Fiat_Policies_Rule_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Правило — не более ${i?.count} символа (в этом ${i?.length}).`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Правило — не более ${i?.count} символов (в этом ${i?.length}).`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Правило — не более ${i?.count} символов (в этом ${i?.length}).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Правило — не более ${i?.count} символа (в этом ${i?.length}).`);
	return /** @type {LocalizedString} */ ("fiat_policies_rule_too_long");
};

export const fiat_payout_result_said = /** @type {(inputs: Fiat_Payout_Result_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Получатель получит ${i?.receive} ${i?.unit}; комиссия ${i?.fee} ${i?.unit}; с баланса будет списано ${i?.debit} ${i?.unit}.`)
};

export const core_party_exchange = /** @type {(inputs: Core_Party_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`биржи`)
};

export const core_party_gateway = /** @type {(inputs: Core_Party_GatewayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`платёжного шлюза`)
};

export const core_server_limiting = /** @type {(inputs: Core_Server_LimitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) сейчас ограничивает запросы (HTTP 429). Satchel скоро попробует снова.`)
};

export const core_server_trouble = /** @type {(inputs: Core_Server_TroubleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) работает с ошибками (HTTP ${i?.status}). Satchel скоро попробует снова.`)
};

export const core_server_web_page = /** @type {(inputs: Core_Server_Web_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) ответил веб-страницей вместо данных (HTTP ${i?.status}). Возможно, он заблокирован в этой сети или на нём идут технические работы.`)
};

export const core_server_web_page_ok = /** @type {(inputs: Core_Server_Web_Page_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) ответил веб-страницей вместо данных. Возможно, он заблокирован в этой сети или на нём идут технические работы.`)
};

export const core_server_number_too_long = /** @type {(inputs: Core_Server_Number_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) прислал число, слишком длинное или слишком большое для суммы. Satchel не прочитал ответ.`)
};

export const core_server_not_found = /** @type {(inputs: Core_Server_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} этого не знает.`)
};

export const core_server_not_found_said = /** @type {(inputs: Core_Server_Not_Found_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} этого не знает: ${i?.said}`)
};

export const core_server_auth = /** @type {(inputs: Core_Server_AuthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} отклонил учётные данные.`)
};

export const core_server_auth_said = /** @type {(inputs: Core_Server_Auth_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} отклонил учётные данные: ${i?.said}`)
};

export const core_server_refused = /** @type {(inputs: Core_Server_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} отклонил запрос (HTTP ${i?.status}).`)
};

export const core_server_refused_said = /** @type {(inputs: Core_Server_Refused_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} отклонил запрос (HTTP ${i?.status}): ${i?.said}`)
};

export const core_server_timeout = /** @type {(inputs: Core_Server_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) не ответил в течение ${i?.seconds} с.`)
};

export const core_server_unreachable = /** @type {(inputs: Core_Server_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не удаётся связаться с сервером ${i?.party} (${i?.host}): ${i?.why}.`)
};

export const core_why_refused = /** @type {(inputs: Core_Why_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`соединение отклонено`)
};

export const core_why_not_found = /** @type {(inputs: Core_Why_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес не найден`)
};

export const core_why_dropped = /** @type {(inputs: Core_Why_DroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`соединение оборвалось`)
};

export const core_why_certificate = /** @type {(inputs: Core_Why_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`его сертификат не принят`)
};

export const core_why_no_route = /** @type {(inputs: Core_Why_No_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`в сети нет пути к нему`)
};

export const core_why_tls = /** @type {(inputs: Core_Why_TlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`не удалось установить защищённое соединение`)
};

export const core_why_network = /** @type {(inputs: Core_Why_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сбой сети`)
};

export const core_request_cancelled = /** @type {(inputs: Core_Request_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Запрос отменён.`)
};

export const core_appliance_web_page = /** @type {(inputs: Core_Appliance_Web_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) ответило веб-страницей вместо данных (HTTP ${i?.status}). Проверьте адрес: возможно, устройство за прокси или на нём идут технические работы.`)
};

export const core_appliance_no_policy = /** @type {(inputs: Core_Appliance_No_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`На сетевом устройстве нет политики авторизации с таким именем.`)
};

export const core_appliance_no_resource = /** @type {(inputs: Core_Appliance_No_ResourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`У сетевого устройства (${i?.host}) нет ресурса политик авторизации по этому адресу. Проверьте адрес и префикс пути.`)
};

export const core_appliance_exists = /** @type {(inputs: Core_Appliance_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Политика авторизации с таким именем уже существует. Выберите другое имя.`)
};

export const core_appliance_bad_credentials = /** @type {(inputs: Core_Appliance_Bad_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) отклонило имя пользователя или пароль.`)
};

export const core_appliance_session_ended = /** @type {(inputs: Core_Appliance_Session_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) завершило сеанс, и повторный вход не помог.`)
};

export const core_appliance_wants_session = /** @type {(inputs: Core_Appliance_Wants_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) не приняло учётные данные, отправленные с запросом (оно требует сеанса).`)
};

export const core_appliance_no_enable = /** @type {(inputs: Core_Appliance_No_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это сетевое устройство не поддерживает включение политик авторизации.`)
};

export const core_appliance_no_disable = /** @type {(inputs: Core_Appliance_No_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это сетевое устройство не поддерживает отключение политик авторизации.`)
};

export const core_appliance_no_unset = /** @type {(inputs: Core_Appliance_No_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это сетевое устройство не поддерживает очистку полей политик авторизации.`)
};

export const core_appliance_unsupported_query = /** @type {(inputs: Core_Appliance_Unsupported_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это сетевое устройство не поддерживает это действие с запросом.`)
};

export const core_appliance_unsupported_policy = /** @type {(inputs: Core_Appliance_Unsupported_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это сетевое устройство не поддерживает это действие с этой политикой авторизации.`)
};

export const core_appliance_trouble = /** @type {(inputs: Core_Appliance_TroubleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) работает с ошибками (HTTP ${i?.status}).`)
};

export const core_appliance_trouble_said = /** @type {(inputs: Core_Appliance_Trouble_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) работает с ошибками (HTTP ${i?.status}): ${i?.said}`)
};

export const core_appliance_auth = /** @type {(inputs: Core_Appliance_AuthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) отклонило учётные данные.`)
};

export const core_appliance_auth_said = /** @type {(inputs: Core_Appliance_Auth_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) отклонило учётные данные: ${i?.said}`)
};

export const core_appliance_not_found = /** @type {(inputs: Core_Appliance_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) этого не знает.`)
};

export const core_appliance_not_found_said = /** @type {(inputs: Core_Appliance_Not_Found_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) этого не знает: ${i?.said}`)
};

export const core_appliance_refused_query = /** @type {(inputs: Core_Appliance_Refused_QueryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) отклонило запрос.`)
};

export const core_appliance_refused_query_said = /** @type {(inputs: Core_Appliance_Refused_Query_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) отклонило запрос: ${i?.said}`)
};

export const core_appliance_refused_policy = /** @type {(inputs: Core_Appliance_Refused_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) отклонило эту политику авторизации.`)
};

export const core_appliance_refused_policy_said = /** @type {(inputs: Core_Appliance_Refused_Policy_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) отклонило эту политику авторизации: ${i?.said}`)
};

export const core_appliance_refused = /** @type {(inputs: Core_Appliance_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) отклонило запрос.`)
};

export const core_appliance_refused_said = /** @type {(inputs: Core_Appliance_Refused_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) отклонило запрос: ${i?.said}`)
};

export const core_appliance_sent_timeout = /** @type {(inputs: Core_Appliance_Sent_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Изменение отправлено, но сетевое устройство (${i?.host}) не ответило в течение ${i?.seconds} с. Обновите список, чтобы увидеть, внесено ли оно.`)
};

export const core_appliance_sent_closed = /** @type {(inputs: Core_Appliance_Sent_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Изменение отправлено, но сетевое устройство (${i?.host}) закрыло соединение без ответа. Обновите список, чтобы увидеть, внесено ли оно.`)
};

export const core_appliance_timeout = /** @type {(inputs: Core_Appliance_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) не ответило в течение ${i?.seconds} с.`)
};

export const core_appliance_unreachable = /** @type {(inputs: Core_Appliance_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не удаётся связаться с сетевым устройством (${i?.host}): ${i?.why}.`)
};

export const core_kind_validation = /** @type {(inputs: Core_Kind_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не смог это выполнить: в запросе что-то не так.`)
};

export const core_kind_auth = /** @type {(inputs: Core_Kind_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сервер отклонил учётные данные.`)
};

export const core_kind_keychain = /** @type {(inputs: Core_Kind_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не может обратиться к системному хранилищу ключей.`)
};

export const core_kind_network = /** @type {(inputs: Core_Kind_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сервер сейчас недоступен.`)
};

export const core_kind_unavailable = /** @type {(inputs: Core_Kind_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сервер сейчас не может это обработать. Попробуйте чуть позже.`)
};

export const core_kind_exchange = /** @type {(inputs: Core_Kind_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сервер отклонил запрос.`)
};

export const core_kind_malformed = /** @type {(inputs: Core_Kind_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сервер ответил так, что Satchel не может это прочитать.`)
};

export const core_kind_not_found = /** @type {(inputs: Core_Kind_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сервер этого не знает.`)
};

export const core_kind_locked = /** @type {(inputs: Core_Kind_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel заблокирован. Разблокируйте его, чтобы продолжить.`)
};

export const core_kind_declined = /** @type {(inputs: Core_Kind_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вы отказались: ничего не отправлено.`)
};

export const core_kind_guard = /** @type {(inputs: Core_Kind_GuardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Защита вывода остановила это.`)
};

export const core_kind_unknown_outcome = /** @type {(inputs: Core_Kind_Unknown_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Запрос отправлен, но ответа не пришло: он мог выполниться, а мог и нет. Проверьте, прежде чем пробовать снова.`)
};

export const core_kind_cancelled = /** @type {(inputs: Core_Kind_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Запрос отменён.`)
};

export const core_kind_internal = /** @type {(inputs: Core_Kind_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В Satchel произошла внутренняя ошибка. Подробности записаны в его журнал.`)
};

export const core_with_appliance_code = /** @type {(inputs: Core_With_Appliance_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message} (код сетевого устройства ${i?.code})`)
};

export const core_keychain_locked_mac = /** @type {(inputs: Core_Keychain_Locked_MacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Связка ключей macOS заблокирована или отказала в доступе. Разблокируйте свою связку ключей входа (в программе «Связка ключей»), разрешите доступ Satchel и попробуйте снова.`)
};

export const core_keychain_locked_windows = /** @type {(inputs: Core_Keychain_Locked_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Диспетчер учётных данных Windows отказал в доступе. Войдите в Windows под своей учётной записью и попробуйте снова.`)
};

export const core_keychain_locked = /** @type {(inputs: Core_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Системное хранилище ключей заблокировано. Разблокируйте его (в Linux — свою связку ключей входа, например в «Пароли и ключи») и попробуйте снова.`)
};

export const core_keychain_missing = /** @type {(inputs: Core_Keychain_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Системное хранилище ключей недоступно. В Linux установите и запустите Secret Service, например GNOME Keyring или KWallet, и попробуйте снова.`)
};

export const core_keychain_no_keyring = /** @type {(inputs: Core_Keychain_No_KeyringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В системном хранилище ключей нет связки, где можно сохранить секрет. Создайте связку по умолчанию (в Linux — связку «Login» в «Пароли и ключи») и попробуйте снова.`)
};

export const core_keychain_no_module = /** @type {(inputs: Core_Keychain_No_ModuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не смог загрузить свой модуль хранилища ключей в этой системе. Переустановите Satchel; если это не поможет, сообщите о проблеме.`)
};

export const core_keychain_timeout = /** @type {(inputs: Core_Keychain_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Системное хранилище ключей не ответило. Если оно запросило пароль, введите его, а затем попробуйте снова.`)
};

export const core_keychain_failed = /** @type {(inputs: Core_Keychain_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Системное хранилище ключей отклонило запрос. Попробуйте снова; если сбой повторяется, перезапустите хранилище (в Linux — выйдите из системы и войдите снова).`)
};

export const core_lock_locked = /** @type {(inputs: Core_Lock_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel заблокирован. Чтобы это сделать, разблокируйте его паролем приложения.`)
};

export const core_lock_no_password = /** @type {(inputs: Core_Lock_No_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сначала задайте пароль приложения: без него Satchel не может заблокироваться.`)
};

export const core_lock_checking = /** @type {(inputs: Core_Lock_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сейчас проверяется другая попытка ввода пароля. Попробуйте снова через мгновение.`)
};

export const core_lock_too_many = /** @type {(inputs: Core_Lock_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Слишком много неверных паролей. Попробуйте снова через ${i?.seconds} с.`)
};

export const core_lock_enter_password = /** @type {(inputs: Core_Lock_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите пароль приложения.`)
};

export const core_lock_wrong = /** @type {(inputs: Core_Lock_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Неверный пароль. Попробовать снова можно через ${i?.seconds} с.`)
};

export const core_lock_too_short = /** @type {(inputs: Core_Lock_Too_ShortInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Выберите пароль не короче ${i?.count} символа.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Выберите пароль не короче ${i?.count} символов.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Выберите пароль не короче ${i?.count} символов.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Выберите пароль не короче ${i?.count} символа.`);
	return /** @type {LocalizedString} */ ("core_lock_too_short");
};

export const core_guard_address_unknown = /** @type {(inputs: Core_Guard_Address_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Этого адреса нет в адресной книге.`)
};

export const core_guard_not_saved = /** @type {(inputs: Core_Guard_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Остановлено защитой вывода: ${i?.unit} можно выводить только на сохранённые адреса, а этого адреса нет в вашей адресной книге.`)
};

export const core_guard_not_saved_memo = /** @type {(inputs: Core_Guard_Not_Saved_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Остановлено защитой вывода: ${i?.unit} можно выводить только на сохранённые адреса, а этого адреса с этим мемо нет в вашей адресной книге.`)
};

export const core_guard_no_codes = /** @type {(inputs: Core_Guard_No_CodesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Остановлено защитой вывода: ${i?.unit} можно выводить только на сохранённые адреса, а код перевода достаётся тому, у кого он есть. Чтобы создать код, отключите «только на сохранённые адреса» для ${i?.unit} (это требует пароля приложения).`)
};

export const core_guard_daily_limit = /** @type {(inputs: Core_Guard_Daily_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Остановлено защитой вывода: суточный лимит для ${i?.unit} — ${i?.limit} ${i?.unit}. За последние 24 часа Satchel отправил ${i?.used} ${i?.unit}, а эта операция заняла бы ${i?.debit} ${i?.unit}; сейчас можно вывести ещё не более ${i?.left} ${i?.unit}.`)
};

export const core_declined = /** @type {(inputs: Core_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отклонено: на биржу ничего не отправлено.`)
};

export const core_needs_password = /** @type {(inputs: Core_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Для этого нужен пароль приложения.`)
};

export const core_confirm_gone = /** @type {(inputs: Core_Confirm_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это подтверждение больше не ждёт ответа.`)
};

export const core_code_mistyped = /** @type {(inputs: Core_Code_MistypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Биржа знает первую группу этого кода как код в ${i?.unit}, но в коде указано ${i?.mark}: он введён с ошибкой.`)
};

export const core_code_digits = /** @type {(inputs: Core_Code_DigitsInputs) => LocalizedString} */ (i) => {const digitsPlural = registry.plural("ru", i?.digits, {});
	if (digitsPlural === "one") return /** @type {LocalizedString} */ (`Суммы в ${i?.unit} имеют не больше ${i?.digits} знака после запятой.`);
	if (digitsPlural === "few") return /** @type {LocalizedString} */ (`Суммы в ${i?.unit} имеют не больше ${i?.digits} знаков после запятой.`);
	if (digitsPlural === "many") return /** @type {LocalizedString} */ (`Суммы в ${i?.unit} имеют не больше ${i?.digits} знаков после запятой.`);
	if (digitsPlural === "other") return /** @type {LocalizedString} */ (`Суммы в ${i?.unit} имеют не больше ${i?.digits} знака после запятой.`);
	return /** @type {LocalizedString} */ ("core_code_digits");
};

export const core_amount_positive = /** @type {(inputs: Core_Amount_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сумма должна быть больше нуля.`)
};

export const core_code_available = /** @type {(inputs: Core_Code_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Для кода доступно только ${i?.available} ${i?.unit}.`)
};

export const core_code_refundable_past = /** @type {(inputs: Core_Code_Refundable_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Время «нельзя вернуть до» уже прошло: выберите более позднее или никакого.`)
};

export const core_code_used = /** @type {(inputs: Core_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Этот код уже использован.`)
};

export const core_code_redeeming = /** @type {(inputs: Core_Code_RedeemingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Этот код прямо сейчас погашается.`)
};

export const core_code_cancelled = /** @type {(inputs: Core_Code_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Этот код отменён его владельцем.`)
};

export const core_code_on_hold = /** @type {(inputs: Core_Code_On_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Этот код заблокирован биржей (удерживается). Обратитесь в её поддержку, указав номер кода для поддержки.`)
};

export const core_code_redeem_unread = /** @type {(inputs: Core_Code_Redeem_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.error} Satchel также не смог прочитать погашенные вами коды; посмотрите список через мгновение, прежде чем пробовать снова.`)
};

export const core_code_redeem_lost = /** @type {(inputs: Core_Code_Redeem_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа не подтвердила погашение, и кода нет среди погашенных вами кодов. Повторно он не отправлен: посмотрите список через мгновение, прежде чем пробовать снова.`)
};

export const core_code_reveal_declined = /** @type {(inputs: Core_Code_Reveal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отклонено: код не показан.`)
};

export const core_fiat_switched = /** @type {(inputs: Core_Fiat_SwitchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Главное окно Satchel переключилось со счёта «${i?.account}». Ничего не отправлено; откройте окно оплаты снова из нужного счёта.`)
};

export const core_fiat_not_payment = /** @type {(inputs: Core_Fiat_Not_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это окно открыто не для оплаты.`)
};

export const core_fiat_for_payout = /** @type {(inputs: Core_Fiat_For_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это окно оплаты предназначено для выплаты.`)
};

export const core_fiat_for_deposit = /** @type {(inputs: Core_Fiat_For_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это окно оплаты предназначено для пополнения.`)
};

export const core_fiat_no_key = /** @type {(inputs: Core_Fiat_No_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Биржа не выдала этому счёту платёжного ключа для ${i?.unit}, поэтому он не может пользоваться платёжным шлюзом.`)
};

export const core_fiat_service_gone = /** @type {(inputs: Core_Fiat_Service_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платёжный шлюз не предлагает (больше) выбранный вами сервис. Выберите другой.`)
};

export const core_fiat_no_action = /** @type {(inputs: Core_Fiat_No_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа приняла пополнение, но не указала, куда платить.`)
};

export const core_fiat_no_deposit_id = /** @type {(inputs: Core_Fiat_No_Deposit_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа приняла пополнение, но не дала номера пополнения.`)
};

export const core_withdraw_title = /** @type {(inputs: Core_Withdraw_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вывести ${i?.unit}`)
};

export const core_withdraw_question = /** @type {(inputs: Core_Withdraw_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вывести ${i?.amount} ${i?.unit} на адрес ниже?`)
};

export const core_withdraw_question_look_alike = /** @type {(inputs: Core_Withdraw_Question_Look_AlikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вывести ${i?.amount} ${i?.unit} на адрес, похожий на известный вам, но не тот же?`)
};

export const core_withdraw_confirm = /** @type {(inputs: Core_Withdraw_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вывести ${i?.amount} ${i?.unit}`)
};

export const core_line_from_account = /** @type {(inputs: Core_Line_From_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Со счёта: ${i?.account}`)
};

export const core_line_memo = /** @type {(inputs: Core_Line_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мемо: ${i?.memo}`)
};

export const core_line_no_memo = /** @type {(inputs: Core_Line_No_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мемо: (нет — отправляется без мемо)`)
};

export const core_line_recipient_gets = /** @type {(inputs: Core_Line_Recipient_GetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Получатель получит: ${i?.amount} ${i?.unit}`)
};

export const core_line_fee = /** @type {(inputs: Core_Line_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Комиссия: ${i?.fee} ${i?.unit}`)
};

export const core_line_fee_included = /** @type {(inputs: Core_Line_Fee_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Комиссия: ${i?.fee} ${i?.unit} (удерживается из суммы)`)
};

export const core_line_debit = /** @type {(inputs: Core_Line_DebitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Списывается с вашего баланса: ${i?.amount} ${i?.unit}`)
};

export const core_withdraw_final = /** @type {(inputs: Core_Withdraw_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вывод нельзя отменить.`)
};

export const core_line_to_groups = /** @type {(inputs: Core_Line_To_GroupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Куда (группами по четыре символа): ${i?.address}`)
};

export const core_cancel_title = /** @type {(inputs: Core_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отменить ордер`)
};

export const core_cancel_question = /** @type {(inputs: Core_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Отменить ордер ${i?.id} на рынке ${i?.market}?`)
};

export const core_cancel_detail = /** @type {(inputs: Core_Cancel_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.order}. Зарезервированные им средства вернутся на ваш доступный баланс.`)
};

export const core_order_buy = /** @type {(inputs: Core_Order_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ордер ${i?.id}: покупка ${i?.amount} ${i?.base} по цене ${i?.price} ${i?.quote} (${i?.type})`)
};

export const core_order_sell = /** @type {(inputs: Core_Order_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ордер ${i?.id}: продажа ${i?.amount} ${i?.base} по цене ${i?.price} ${i?.quote} (${i?.type})`)
};

export const core_order_limit = /** @type {(inputs: Core_Order_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`лимитный`)
};

export const core_order_market = /** @type {(inputs: Core_Order_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`рыночный`)
};

export const core_cancel_many_title = /** @type {(inputs: Core_Cancel_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отменить ордера`)
};

export const core_cancel_many_question = /** @type {(inputs: Core_Cancel_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Отменить ${i?.count} ордер?`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Отменить ${i?.count} ордера?`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Отменить ${i?.count} ордеров?`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Отменить ${i?.count} ордера?`);
	return /** @type {LocalizedString} */ ("core_cancel_many_question");
};

export const core_cancel_many_confirm = /** @type {(inputs: Core_Cancel_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Отменить ${i?.count} ордер`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Отменить ${i?.count} ордера`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Отменить ${i?.count} ордеров`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Отменить ${i?.count} ордера`);
	return /** @type {LocalizedString} */ ("core_cancel_many_confirm");
};

export const core_cancel_not_open = /** @type {(inputs: Core_Cancel_Not_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Среди открытых ордеров этого счёта нет: ${i?.ids}. Список обновлён.`)
};

export const core_policy_nothing_changed = /** @type {(inputs: Core_Policy_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отклонено: ничего не изменено.`)
};

export const core_policy_appliance_changed = /** @type {(inputs: Core_Policy_Appliance_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пока вопрос был открыт, активное сетевое устройство сменилось: на «${i?.appliance}» ничего не отправлено.`)
};

export const core_policy_read_back_failed = /** @type {(inputs: Core_Policy_Read_Back_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Изменение внесено, но прочитать политику после него не удалось: ${i?.error}`)
};

export const core_policy_add_title = /** @type {(inputs: Core_Policy_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Добавить политику ALLOW`)
};

export const core_policy_add_question = /** @type {(inputs: Core_Policy_Add_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Добавить политику ALLOW ${i?.name} на ${i?.appliance}?`)
};

export const core_policy_add_detail = /** @type {(inputs: Core_Policy_Add_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Правило: ${i?.rule}
Политика ALLOW может пропустить запросы, которые сейчас отклоняются.`)
};

export const core_policy_add_confirm = /** @type {(inputs: Core_Policy_Add_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Добавить политику`)
};

export const core_policy_change_title = /** @type {(inputs: Core_Policy_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Изменить политику`)
};

export const core_policy_change_question = /** @type {(inputs: Core_Policy_Change_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Изменить политику авторизации ${i?.name} на ${i?.appliance}?`)
};

export const core_policy_change_confirm = /** @type {(inputs: Core_Policy_Change_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Изменить политику`)
};

export const core_policy_rename_title = /** @type {(inputs: Core_Policy_Rename_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Переименовать политику`)
};

export const core_policy_rename_question = /** @type {(inputs: Core_Policy_Rename_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Переименовать политику авторизации ${i?.name} в ${i?.newName} на ${i?.appliance}?`)
};

export const core_policy_rename_detail = /** @type {(inputs: Core_Policy_Rename_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Её правило и действие останутся как есть; то, что ссылается на неё по старому имени, может её больше не найти.`)
};

export const core_policy_rename_confirm = /** @type {(inputs: Core_Policy_Rename_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Переименовать политику`)
};

export const core_policy_reset_title = /** @type {(inputs: Core_Policy_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сбросить политику`)
};

export const core_policy_reset_rule = /** @type {(inputs: Core_Policy_Reset_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сбросить правило ${i?.name} на ${i?.appliance} к значениям устройства по умолчанию?`)
};

export const core_policy_reset_action = /** @type {(inputs: Core_Policy_Reset_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сбросить действие ${i?.name} на ${i?.appliance} к значениям устройства по умолчанию?`)
};

export const core_policy_reset_both = /** @type {(inputs: Core_Policy_Reset_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сбросить правило и действие ${i?.name} на ${i?.appliance} к значениям устройства по умолчанию?`)
};

export const core_policy_line_policy = /** @type {(inputs: Core_Policy_Line_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Политика: ${i?.name}`)
};

export const core_policy_line_action_now = /** @type {(inputs: Core_Policy_Line_Action_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Действие сейчас: ${i?.action}`)
};

export const core_policy_line_rule_now = /** @type {(inputs: Core_Policy_Line_Rule_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Правило сейчас: ${i?.rule}`)
};

export const core_policy_line_action = /** @type {(inputs: Core_Policy_Line_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Действие: ${i?.action}`)
};

export const core_policy_line_rule = /** @type {(inputs: Core_Policy_Line_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Правило: ${i?.rule}`)
};

export const core_policy_reset_defaults = /** @type {(inputs: Core_Policy_Reset_DefaultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Значения по умолчанию — собственные значения устройства, что бы они ни разрешали.`)
};

export const core_policy_reset_confirm = /** @type {(inputs: Core_Policy_Reset_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сбросить по умолчанию`)
};

export const core_policy_enable_many_title = /** @type {(inputs: Core_Policy_Enable_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Включить политики`)
};

export const core_policy_disable_many_title = /** @type {(inputs: Core_Policy_Disable_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отключить политики`)
};

export const core_policy_enable_many_question = /** @type {(inputs: Core_Policy_Enable_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Включить ${i?.count} политику авторизации на ${i?.appliance}?`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Включить ${i?.count} политики авторизации на ${i?.appliance}?`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Включить ${i?.count} политик авторизации на ${i?.appliance}?`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Включить ${i?.count} политики авторизации на ${i?.appliance}?`);
	return /** @type {LocalizedString} */ ("core_policy_enable_many_question");
};

export const core_policy_disable_many_question = /** @type {(inputs: Core_Policy_Disable_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Отключить ${i?.count} политику авторизации на ${i?.appliance}?`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Отключить ${i?.count} политики авторизации на ${i?.appliance}?`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Отключить ${i?.count} политик авторизации на ${i?.appliance}?`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Отключить ${i?.count} политики авторизации на ${i?.appliance}?`);
	return /** @type {LocalizedString} */ ("core_policy_disable_many_question");
};

export const core_policy_enable_many_confirm = /** @type {(inputs: Core_Policy_Enable_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Включить ${i?.count} политику`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Включить ${i?.count} политики`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Включить ${i?.count} политик`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Включить ${i?.count} политики`);
	return /** @type {LocalizedString} */ ("core_policy_enable_many_confirm");
};

export const core_policy_disable_many_confirm = /** @type {(inputs: Core_Policy_Disable_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Отключить ${i?.count} политику`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Отключить ${i?.count} политики`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Отключить ${i?.count} политик`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Отключить ${i?.count} политики`);
	return /** @type {LocalizedString} */ ("core_policy_disable_many_confirm");
};

export const core_policy_enable_title = /** @type {(inputs: Core_Policy_Enable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Включить политику`)
};

export const core_policy_disable_title = /** @type {(inputs: Core_Policy_Disable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отключить политику`)
};

export const core_policy_enable_question = /** @type {(inputs: Core_Policy_Enable_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Включить политику авторизации ${i?.name} на ${i?.appliance}?`)
};

export const core_policy_disable_question = /** @type {(inputs: Core_Policy_Disable_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Отключить политику авторизации ${i?.name} на ${i?.appliance}?`)
};

export const core_policy_disable_deny = /** @type {(inputs: Core_Policy_Disable_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сейчас она отклоняет запросы: отключённая, она ничего не будет останавливать.`)
};

export const core_policy_disable_other = /** @type {(inputs: Core_Policy_Disable_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отключённая, она больше ничего не решает.`)
};

export const core_policy_enable_allows = /** @type {(inputs: Core_Policy_Enable_AllowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Она разрешает запросы: включённая, она может пропустить то, что сейчас отклоняется.`)
};

export const core_policy_enable_confirm = /** @type {(inputs: Core_Policy_Enable_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Включить политику`)
};

export const core_policy_disable_confirm = /** @type {(inputs: Core_Policy_Disable_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отключить политику`)
};

export const core_policy_delete_title = /** @type {(inputs: Core_Policy_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалить политику`)
};

export const core_policy_delete_many_title = /** @type {(inputs: Core_Policy_Delete_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалить политики`)
};

export const core_policy_delete_question = /** @type {(inputs: Core_Policy_Delete_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Удалить политику авторизации ${i?.name} с ${i?.appliance}?`)
};

export const core_policy_delete_many_question = /** @type {(inputs: Core_Policy_Delete_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Удалить ${i?.count} политику авторизации с ${i?.appliance}?`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Удалить ${i?.count} политики авторизации с ${i?.appliance}?`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Удалить ${i?.count} политик авторизации с ${i?.appliance}?`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Удалить ${i?.count} политики авторизации с ${i?.appliance}?`);
	return /** @type {LocalizedString} */ ("core_policy_delete_many_question");
};

export const core_policy_delete_detail = /** @type {(inputs: Core_Policy_Delete_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалённую политику нельзя восстановить; её правило и действие исчезнут вместе с ней.`)
};

export const core_policy_delete_confirm = /** @type {(inputs: Core_Policy_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалить политику`)
};

export const core_policy_delete_many_confirm = /** @type {(inputs: Core_Policy_Delete_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Удалить ${i?.count} политику`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Удалить ${i?.count} политики`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Удалить ${i?.count} политик`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Удалить ${i?.count} политики`);
	return /** @type {LocalizedString} */ ("core_policy_delete_many_confirm");
};

export const core_op_profiles_list = /** @type {(inputs: Core_Op_Profiles_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показать счета`)
};

export const core_op_profiles_add = /** @type {(inputs: Core_Op_Profiles_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`добавить счёт`)
};

export const core_op_profiles_add_demo = /** @type {(inputs: Core_Op_Profiles_Add_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`добавить демо-счёт`)
};

export const core_op_profiles_rename = /** @type {(inputs: Core_Op_Profiles_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`переименовать счёт`)
};

export const core_op_profiles_remove = /** @type {(inputs: Core_Op_Profiles_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`удалить счёт`)
};

export const core_op_profiles_activate = /** @type {(inputs: Core_Op_Profiles_ActivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`переключиться на счёт`)
};

export const core_op_account_me = /** @type {(inputs: Core_Op_Account_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать счёт`)
};

export const core_op_balances_list = /** @type {(inputs: Core_Op_Balances_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать балансы`)
};

export const core_op_account_watch = /** @type {(inputs: Core_Op_Account_WatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`следить за счётом`)
};

export const core_op_account_refresh = /** @type {(inputs: Core_Op_Account_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`обновить счёт`)
};

export const core_op_value_history_get = /** @type {(inputs: Core_Op_Value_History_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать историю стоимости`)
};

export const core_op_value_history_record = /** @type {(inputs: Core_Op_Value_History_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`записать стоимость счёта`)
};

export const core_op_value_history_adopt = /** @type {(inputs: Core_Op_Value_History_AdoptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сохранить историю стоимости`)
};

export const core_op_app_info = /** @type {(inputs: Core_Op_App_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать сведения о Satchel`)
};

export const core_op_app_notices = /** @type {(inputs: Core_Op_App_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать уведомления Satchel`)
};

export const core_op_app_activity = /** @type {(inputs: Core_Op_App_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`зафиксировать активность`)
};

export const core_op_app_export_diagnostics = /** @type {(inputs: Core_Op_App_Export_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`экспортировать диагностику`)
};

export const core_op_app_restart = /** @type {(inputs: Core_Op_App_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`перезапустить Satchel`)
};

export const core_cannot_restart = /** @type {(inputs: Core_Cannot_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Этот Satchel не может сам запуститься снова: закройте его и запустите так же, как запускали.`)
};

export const core_op_settings_get = /** @type {(inputs: Core_Op_Settings_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать настройки`)
};

export const core_op_settings_update = /** @type {(inputs: Core_Op_Settings_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`изменить настройки`)
};

export const core_op_confirm_answer = /** @type {(inputs: Core_Op_Confirm_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`принять ответ на вопрос`)
};

export const core_op_lock_status = /** @type {(inputs: Core_Op_Lock_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`узнать, заблокирован ли Satchel`)
};

export const core_op_lock_unlock = /** @type {(inputs: Core_Op_Lock_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`разблокировать Satchel`)
};

export const core_op_lock_lock = /** @type {(inputs: Core_Op_Lock_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`заблокировать Satchel`)
};

export const core_op_lock_set_password = /** @type {(inputs: Core_Op_Lock_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`задать пароль приложения`)
};

export const core_op_appliances_list = /** @type {(inputs: Core_Op_Appliances_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показать сетевые устройства`)
};

export const core_op_appliances_add = /** @type {(inputs: Core_Op_Appliances_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`добавить сетевое устройство`)
};

export const core_op_appliances_add_demo = /** @type {(inputs: Core_Op_Appliances_Add_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`добавить демо-устройство`)
};

export const core_op_appliances_rename = /** @type {(inputs: Core_Op_Appliances_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`переименовать сетевое устройство`)
};

export const core_op_appliances_remove = /** @type {(inputs: Core_Op_Appliances_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`удалить сетевое устройство`)
};

export const core_op_appliances_activate = /** @type {(inputs: Core_Op_Appliances_ActivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`переключиться на сетевое устройство`)
};

export const core_op_appliances_certificate = /** @type {(inputs: Core_Op_Appliances_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать сертификат сетевого устройства`)
};

export const core_op_appliances_trust = /** @type {(inputs: Core_Op_Appliances_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`доверять сертификату сетевого устройства`)
};

export const core_op_policies_list = /** @type {(inputs: Core_Op_Policies_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показать политики авторизации`)
};

export const core_op_policies_get = /** @type {(inputs: Core_Op_Policies_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать политику авторизации`)
};

export const core_op_policies_add = /** @type {(inputs: Core_Op_Policies_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`добавить политику авторизации`)
};

export const core_op_policies_update = /** @type {(inputs: Core_Op_Policies_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`изменить политику авторизации`)
};

export const core_op_policies_rename = /** @type {(inputs: Core_Op_Policies_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`переименовать политику авторизации`)
};

export const core_op_policies_remove = /** @type {(inputs: Core_Op_Policies_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`удалить политики авторизации`)
};

export const core_op_policies_enable = /** @type {(inputs: Core_Op_Policies_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`включить политики авторизации`)
};

export const core_op_policies_disable = /** @type {(inputs: Core_Op_Policies_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`отключить политики авторизации`)
};

export const core_op_policies_unset = /** @type {(inputs: Core_Op_Policies_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`очистить поля политики авторизации`)
};

export const core_op_codes_check = /** @type {(inputs: Core_Op_Codes_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`проверить код перевода`)
};

export const core_op_codes_create = /** @type {(inputs: Core_Op_Codes_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`создать код перевода`)
};

export const core_op_codes_redeem = /** @type {(inputs: Core_Op_Codes_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`погасить код перевода`)
};

export const core_op_codes_details = /** @type {(inputs: Core_Op_Codes_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать код перевода`)
};

export const core_op_codes_issued = /** @type {(inputs: Core_Op_Codes_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показать созданные вами коды перевода`)
};

export const core_op_codes_redeemed = /** @type {(inputs: Core_Op_Codes_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показать погашенные вами коды перевода`)
};

export const core_op_deposits_info = /** @type {(inputs: Core_Op_Deposits_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать, как пополнить`)
};

export const core_op_deposits_generate_address = /** @type {(inputs: Core_Op_Deposits_Generate_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`создать адрес для пополнения`)
};

export const core_op_deposits_details = /** @type {(inputs: Core_Op_Deposits_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать пополнение`)
};

export const core_op_fiat_open = /** @type {(inputs: Core_Op_Fiat_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`открыть окно оплаты`)
};

export const core_op_fiat_context = /** @type {(inputs: Core_Op_Fiat_ContextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать, для чего окно оплаты`)
};

export const core_op_fiat_payout_services = /** @type {(inputs: Core_Op_Fiat_Payout_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показать сервисы выплат`)
};

export const core_op_fiat_withdraw = /** @type {(inputs: Core_Op_Fiat_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`отправить выплату`)
};

export const core_op_fiat_deposit_services = /** @type {(inputs: Core_Op_Fiat_Deposit_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показать платёжные сервисы`)
};

export const core_op_fiat_deposit = /** @type {(inputs: Core_Op_Fiat_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`начать пополнение`)
};

export const core_op_fiat_deposit_simple = /** @type {(inputs: Core_Op_Fiat_Deposit_SimpleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`начать пополнение`)
};

export const core_op_history_list = /** @type {(inputs: Core_Op_History_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать историю`)
};

export const core_op_history_export = /** @type {(inputs: Core_Op_History_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`экспортировать историю`)
};

export const core_op_market_time = /** @type {(inputs: Core_Op_Market_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать время биржи`)
};

export const core_op_market_currencies = /** @type {(inputs: Core_Op_Market_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать валюты`)
};

export const core_op_market_rates = /** @type {(inputs: Core_Op_Market_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать курсы`)
};

export const core_op_market_markets = /** @type {(inputs: Core_Op_Market_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать рынки`)
};

export const core_op_market_tickers = /** @type {(inputs: Core_Op_Market_TickersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать цены`)
};

export const core_op_market_fees = /** @type {(inputs: Core_Op_Market_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать комиссии`)
};

export const core_op_book_get = /** @type {(inputs: Core_Op_Book_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать книгу ордеров`)
};

export const core_op_feed_watch = /** @type {(inputs: Core_Op_Feed_WatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`следить за ценами`)
};

export const core_op_feed_retry = /** @type {(inputs: Core_Op_Feed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`снова подключиться к ценам`)
};

export const core_op_orders_active = /** @type {(inputs: Core_Op_Orders_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать открытые ордера`)
};

export const core_op_orders_history = /** @type {(inputs: Core_Op_Orders_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать историю ордеров`)
};

export const core_op_orders_trades = /** @type {(inputs: Core_Op_Orders_TradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать сделки ордера`)
};

export const core_op_orders_cancel = /** @type {(inputs: Core_Op_Orders_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`отменить ордер`)
};

export const core_op_orders_cancel_many = /** @type {(inputs: Core_Op_Orders_Cancel_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`отменить ордера`)
};

export const core_op_withdrawals_create = /** @type {(inputs: Core_Op_Withdrawals_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`отправить вывод`)
};

export const core_op_withdrawals_details = /** @type {(inputs: Core_Op_Withdrawals_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать вывод`)
};

export const core_op_guard_get = /** @type {(inputs: Core_Op_Guard_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитать защиту вывода`)
};

export const core_op_guard_save_address = /** @type {(inputs: Core_Op_Guard_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сохранить адрес`)
};

export const core_op_guard_remove_address = /** @type {(inputs: Core_Op_Guard_Remove_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`удалить адрес`)
};

export const core_op_guard_set_rule = /** @type {(inputs: Core_Op_Guard_Set_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`изменить защиту вывода`)
};

export const core_could_not = /** @type {(inputs: Core_Could_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel не смог ${i?.what}: ${i?.problem}.`)
};

export const core_payment_window_cannot = /** @type {(inputs: Core_Payment_Window_CannotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Окно оплаты не может ${i?.what}: это может только главное окно.`)
};

export const core_only_payment_window = /** @type {(inputs: Core_Only_Payment_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Только окно оплаты может ${i?.what}.`)
};

export const core_status_done = /** @type {(inputs: Core_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выполнено`)
};

export const core_status_pending = /** @type {(inputs: Core_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В обработке`)
};

export const core_status_unknown = /** @type {(inputs: Core_Status_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Неизвестно (обратитесь в поддержку)`)
};

export const core_status_canceled = /** @type {(inputs: Core_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отменено`)
};

export const core_status_awaiting_confirmation = /** @type {(inputs: Core_Status_Awaiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ожидает подтверждения по электронной почте`)
};

export const core_status_blank = /** @type {(inputs: Core_Status_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Неизвестно`)
};

export const core_about_title = /** @type {(inputs: Core_About_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`О программе ${i?.app}`)
};

export const core_about_version = /** @type {(inputs: Core_About_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Версия ${i?.version}`)
};

export const core_about_version_demo = /** @type {(inputs: Core_About_Version_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Версия ${i?.version} — работает на демо-серверах (без настоящих денег)`)
};

export const core_about_licence = /** @type {(inputs: Core_About_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Лицензия: ${i?.license}`)
};

export const core_about_folder = /** @type {(inputs: Core_About_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Настройки и данные: ${i?.folder}`)
};

export const core_about_shortcuts = /** @type {(inputs: Core_About_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сочетания клавиш`)
};

export const core_about_key_views = /** @type {(inputs: Core_About_Key_ViewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} … ${i?.last}  разделы, в порядке навигации`)
};

export const core_about_key_settings = /** @type {(inputs: Core_About_Key_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key}  Настройки`)
};

export const core_about_key_find = /** @type {(inputs: Core_About_Key_FindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key}  найти рынок`)
};

export const core_about_key_lock = /** @type {(inputs: Core_About_Key_LockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key}  заблокировать Satchel (если задан пароль приложения)`)
};

export const core_code_create_title = /** @type {(inputs: Core_Code_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Создать код перевода`)
};

export const core_code_create_question = /** @type {(inputs: Core_Code_Create_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Создать код на ${i?.amount} ${i?.unit}?`)
};

export const core_code_create_confirm = /** @type {(inputs: Core_Code_Create_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Создать код на ${i?.amount} ${i?.unit}`)
};

export const core_code_line_amount = /** @type {(inputs: Core_Code_Line_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сумма: ${i?.amount} ${i?.unit} (она сразу списывается с доступного баланса)`)
};

export const core_code_line_only = /** @type {(inputs: Core_Code_Line_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Кто может погасить: только счёт ${i?.recipient}`)
};

export const core_code_line_anyone = /** @type {(inputs: Core_Code_Line_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Кто может погасить: любой, у кого есть код`)
};

export const core_code_line_not_before = /** @type {(inputs: Core_Code_Line_Not_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вернуть его нельзя до: ${i?.time}`)
};

export const core_code_line_public = /** @type {(inputs: Core_Code_Line_PublicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Публичный комментарий: ${i?.comment}`)
};

export const core_code_line_private = /** @type {(inputs: Core_Code_Line_PrivateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Личный комментарий: ${i?.comment}`)
};

export const core_code_like_cash = /** @type {(inputs: Core_Code_Like_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Кто владеет кодом, тот может его погасить: храните его как наличные.`)
};

export const core_code_redeem_title = /** @type {(inputs: Core_Code_Redeem_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Погасить код перевода`)
};

export const core_code_redeem_question = /** @type {(inputs: Core_Code_Redeem_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Погасить этот код на ${i?.amount} ${i?.unit}?`)
};

export const core_code_redeem_line_amount = /** @type {(inputs: Core_Code_Redeem_Line_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сумма: ${i?.amount} ${i?.unit}, зачисление на ${i?.account}`)
};

export const core_code_line_comment = /** @type {(inputs: Core_Code_Line_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Комментарий: ${i?.comment}`)
};

export const core_code_line_code = /** @type {(inputs: Core_Code_Line_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Код: ${i?.code}`)
};

export const core_code_redeem_confirm = /** @type {(inputs: Core_Code_Redeem_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Погасить ${i?.amount} ${i?.unit}`)
};

export const core_code_reveal_title = /** @type {(inputs: Core_Code_Reveal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показать код перевода`)
};

export const core_code_reveal_question = /** @type {(inputs: Core_Code_Reveal_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Показать полностью код на ${i?.amount} ${i?.unit}?`)
};

export const core_code_reveal_line_code = /** @type {(inputs: Core_Code_Reveal_Line_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Код: ${i?.code} (номер для поддержки ${i?.sn})`)
};

export const core_line_account = /** @type {(inputs: Core_Line_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Счёт: ${i?.account}`)
};

export const core_code_reveal_screen = /** @type {(inputs: Core_Code_Reveal_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Кто увидит код полностью, тот может его погасить: убедитесь, что ваш экран больше никто не видит.`)
};

export const core_code_reveal_confirm = /** @type {(inputs: Core_Code_Reveal_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показать код`)
};

export const core_payout_title = /** @type {(inputs: Core_Payout_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Выплатить ${i?.unit}`)
};

export const core_payout_question = /** @type {(inputs: Core_Payout_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Выплатить ${i?.amount} ${i?.unit} через ${i?.service} на ${i?.to}?`)
};

export const core_payout_line_service = /** @type {(inputs: Core_Payout_Line_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервис: ${i?.service}`)
};

export const core_payout_line_to = /** @type {(inputs: Core_Payout_Line_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Куда: ${i?.to}`)
};

export const core_payout_line_fee = /** @type {(inputs: Core_Payout_Line_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Комиссия: ${i?.fee} ${i?.unit} (по данным шлюза; окончательную комиссию взимает биржа)`)
};

export const core_payout_test_mode = /** @type {(inputs: Core_Payout_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платёжный шлюз сообщает, что работает в тестовом режиме.`)
};

export const core_payout_final = /** @type {(inputs: Core_Payout_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выплату нельзя отменить.`)
};

export const core_payout_confirm = /** @type {(inputs: Core_Payout_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Выплатить ${i?.amount} ${i?.unit}`)
};

export const core_appliance_remove_title = /** @type {(inputs: Core_Appliance_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалить сетевое устройство`)
};

export const core_appliance_remove_question = /** @type {(inputs: Core_Appliance_Remove_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Удалить сетевое устройство ${i?.name} из Satchel?`)
};

export const core_appliance_remove_demo = /** @type {(inputs: Core_Appliance_Remove_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это встроенное демо-устройство; его можно в любой момент добавить снова.`)
};

export const core_appliance_remove_detail = /** @type {(inputs: Core_Appliance_Remove_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel выйдет из ${i?.host} и удалит пароль ${i?.user} из системного хранилища ключей. Само устройство и его политики не затрагиваются.`)
};

export const core_appliance_remove_detail_pinned = /** @type {(inputs: Core_Appliance_Remove_Detail_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel выйдет из ${i?.host}, удалит пароль ${i?.user} из системного хранилища ключей и забудет доверенный сертификат. Само устройство и его политики не затрагиваются.`)
};

export const core_appliance_remove_confirm = /** @type {(inputs: Core_Appliance_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалить устройство`)
};

export const core_trust_title = /** @type {(inputs: Core_Trust_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Доверять новому сертификату`)
};

export const core_trust_question = /** @type {(inputs: Core_Trust_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Доверять сертификату, который ${i?.host} сейчас предъявляет для ${i?.name}?`)
};

export const core_trust_line_until_now = /** @type {(inputs: Core_Trust_Line_Until_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Доверенный до сих пор: SHA-256 ${i?.fingerprint}`)
};

export const core_trust_line_none = /** @type {(inputs: Core_Trust_Line_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Доверенный до сих пор: ни один не закреплён (центры сертификации системы)`)
};

export const core_trust_line_now = /** @type {(inputs: Core_Trust_Line_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Предъявлен сейчас: SHA-256 ${i?.fingerprint}`)
};

export const core_trust_warning = /** @type {(inputs: Core_Trust_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Доверяйте ему, только если администратор устройства заменил сертификат: иначе кто-то может быть посередине.`)
};

export const core_trust_confirm = /** @type {(inputs: Core_Trust_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Доверять новому сертификату`)
};

export const core_account_remove_title = /** @type {(inputs: Core_Account_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалить счёт`)
};

export const core_account_remove_question = /** @type {(inputs: Core_Account_Remove_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Удалить ${i?.name} из Satchel?`)
};

export const core_account_remove_secret = /** @type {(inputs: Core_Account_Remove_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Его секрет API будет удалён из системного хранилища ключей. Счёт на бирже (${i?.exchange}) не затрагивается; ключ можно добавить снова позже.`)
};

export const core_account_remove_demo = /** @type {(inputs: Core_Account_Remove_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это счёт встроенной демо-биржи; его можно в любой момент добавить снова.`)
};

export const core_account_remove_guard_kept = /** @type {(inputs: Core_Account_Remove_Guard_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Защита вывода этого счёта биржи — ${i?.kept} — сохраняется и снова будет действовать, если вы добавите этот счёт снова.`)
};

export const core_account_remove_confirm = /** @type {(inputs: Core_Account_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Удалить счёт`)
};

export const core_withdraw_not_coin = /** @type {(inputs: Core_Withdraw_Not_CoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} — не криптовалюта: вывод фиата проходит через платёжный шлюз.`)
};

export const core_withdraw_no_fee = /** @type {(inputs: Core_Withdraw_No_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Биржа не указывает комиссию за вывод ${i?.unit}, поэтому Satchel не может сказать, сколько это будет стоить.`)
};

export const core_withdraw_no_memo = /** @type {(inputs: Core_Withdraw_No_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} не использует мемо: очистите поле мемо.`)
};

export const core_guard_kept_addresses = /** @type {(inputs: Core_Guard_Kept_AddressesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} сохранённый адрес`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} сохранённых адреса`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} сохранённых адресов`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} сохранённого адреса`);
	return /** @type {LocalizedString} */ ("core_guard_kept_addresses");
};

export const core_guard_kept_limit = /** @type {(inputs: Core_Guard_Kept_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`суточный лимит ${i?.limit}`)
};

export const core_guard_kept_limits = /** @type {(inputs: Core_Guard_Kept_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`суточные лимиты ${i?.limits}`)
};

export const core_guard_kept_only_saved = /** @type {(inputs: Core_Guard_Kept_Only_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currencies} только на сохранённые адреса`)
};

export const core_list_and = /** @type {(inputs: Core_List_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.items} и ${i?.last}`)
};

export const core_policy_line_action_change = /** @type {(inputs: Core_Policy_Line_Action_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Действие: ${i?.before} → ${i?.after}`)
};

export const core_policy_line_rule_after = /** @type {(inputs: Core_Policy_Line_Rule_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Правило после изменения: ${i?.rule}`)
};

export const core_policy_change_weakens_deny = /** @type {(inputs: Core_Policy_Change_Weakens_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сейчас она отклоняет запросы: после изменения она может пропускать то, что сейчас останавливает.`)
};

export const core_policy_change_weakens = /** @type {(inputs: Core_Policy_Change_WeakensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Изменённое правило или действие может пропускать запросы, которые сейчас отклоняются.`)
};

export const core_policy_action_unknown = /** @type {(inputs: Core_Policy_Action_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`неизвестно`)
};

export const core_policy_rule_unreadable = /** @type {(inputs: Core_Policy_Rule_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(не удалось прочитать)`)
};

export const core_settings_recovered_folder = /** @type {(inputs: Core_Settings_Recovered_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не удалось прочитать файл настроек: на его месте была папка. Satchel запустился с настройками по умолчанию, а эту папку сохранил здесь: ${i?.movedTo}.`)
};

export const core_settings_recovered_not_json = /** @type {(inputs: Core_Settings_Recovered_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не удалось прочитать файл настроек: он не является корректным JSON (возможно, его обрезали или изменили вручную). Satchel запустился с настройками по умолчанию, а старый файл сохранил здесь: ${i?.movedTo}.`)
};

export const core_settings_recovered_schema = /** @type {(inputs: Core_Settings_Recovered_SchemaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не удалось прочитать файл настроек: он не соответствует тому, что ожидает Satchel (${i?.detail}). Satchel запустился с настройками по умолчанию, а старый файл сохранил здесь: ${i?.movedTo}.`)
};

export const core_payout_saved_details = /** @type {(inputs: Core_Payout_Saved_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`сохранённые реквизиты № ${i?.id}`)
};

export const core_server_not_json = /** @type {(inputs: Core_Server_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) прислал данные, которые не являются корректным JSON.`)
};

export const core_server_too_large = /** @type {(inputs: Core_Server_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) прислал ответ больше ${i?.size} МиБ. Satchel прекратил его читать.`)
};

export const core_save_history = /** @type {(inputs: Core_Save_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Экспортировать историю`)
};

export const core_save_diagnostics = /** @type {(inputs: Core_Save_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Экспортировать диагностику`)
};

export const core_fixed_by_web_option = /** @type {(inputs: Core_Fixed_By_Web_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`параметр --exchange команды npm run web`)
};

export const window_locked_title = /** @type {(inputs: Window_Locked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel заблокирован`)
};

export const window_locked_lead = /** @type {(inputs: Window_Locked_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цены и балансы продолжают обновляться. Разблокируйте, чтобы отменять ордера, добавлять или удалять счета либо сменить пароль.`)
};

export const window_app_password = /** @type {(inputs: Window_App_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль приложения`)
};

export const window_unlock = /** @type {(inputs: Window_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Разблокировать`)
};

export const window_unlock_in = /** @type {(inputs: Window_Unlock_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Разблокировать через ${i?.wait}`)
};

export const window_wait = /** @type {(inputs: Window_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Подождите ${i?.wait}`)
};

export const window_try_again_in = /** @type {(inputs: Window_Try_Again_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Попробовать снова можно через ${i?.wait}.`)
};

export const window_try_again_now = /** @type {(inputs: Window_Try_Again_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Теперь можно попробовать снова.`)
};

export const window_wait_minutes_seconds = /** @type {(inputs: Window_Wait_Minutes_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} мин ${i?.seconds} с`)
};

export const window_confirm_decline = /** @type {(inputs: Window_Confirm_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не делать`)
};

export const window_more_questions = /** @type {(inputs: Window_More_QuestionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`После этого ждёт ещё ${i?.count} вопрос.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`После этого ждут ещё ${i?.count} вопроса.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`После этого ждут ещё ${i?.count} вопросов.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`После этого ждут ещё ${i?.count} вопроса.`);
	return /** @type {LocalizedString} */ ("window_more_questions");
};

export const window_retry = /** @type {(inputs: Window_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Повторить`)
};

export const window_loading = /** @type {(inputs: Window_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Загрузка…`)
};

export const window_page_not_loaded = /** @type {(inputs: Window_Page_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не удалось загрузить эту страницу. Возможно, Satchel обновился или остановился, пока она была открыта.`)
};

export const window_host_lost = /** @type {(inputs: Window_Host_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Хост приложения недоступен — переподключение…`)
};

export const window_connecting = /** @type {(inputs: Window_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Подключение…`)
};

export const window_live = /** @type {(inputs: Window_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Онлайн`)
};

export const window_reconnecting = /** @type {(inputs: Window_ReconnectingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Переподключение… (попытка ${i?.attempt})`)
};

export const window_exchange_unavailable = /** @type {(inputs: Window_Exchange_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Биржа недоступна: ${i?.reason}`)
};

export const window_retry_now = /** @type {(inputs: Window_Retry_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Повторить сейчас`)
};

export const window_open_settings = /** @type {(inputs: Window_Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Открыть Настройки`)
};

export const window_try_again = /** @type {(inputs: Window_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Попробовать снова`)
};

export const window_advice_auth = /** @type {(inputs: Window_Advice_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа отклонила ключ этого счёта: возможно, его отозвали или изменили. Добавьте ключ заново в Настройках.`)
};

export const window_advice_keychain = /** @type {(inputs: Window_Advice_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel хранит секрет API в системном хранилище ключей. Разблокируйте хранилище ключей (в Linux должна работать служба Secret Service, например GNOME Keyring), а затем попробуйте снова.`)
};

export const window_advice_network = /** @type {(inputs: Window_Advice_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Проверьте подключение к интернету. Satchel продолжает пытаться сам.`)
};

export const window_advice_unavailable = /** @type {(inputs: Window_Advice_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа сейчас отвечает с ошибками. Satchel продолжает пытаться сам.`)
};

export const window_advice_other = /** @type {(inputs: Window_Advice_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel продолжает пытаться сам.`)
};

export const window_no_account_balances = /** @type {(inputs: Window_No_Account_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Счёт ещё не настроен. Добавьте API-ключ своей биржи, чтобы видеть балансы.`)
};

export const window_no_account_orders = /** @type {(inputs: Window_No_Account_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Счёт ещё не настроен. Добавьте API-ключ своей биржи, чтобы видеть ордера.`)
};

export const window_no_account_deposit_addresses = /** @type {(inputs: Window_No_Account_Deposit_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Счёт ещё не настроен. Добавьте API-ключ своей биржи, чтобы видеть адреса для пополнения.`)
};

export const window_no_account_withdrawals = /** @type {(inputs: Window_No_Account_WithdrawalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Счёт ещё не настроен. Добавьте API-ключ своей биржи, чтобы видеть выводы средств.`)
};

export const window_no_account_history = /** @type {(inputs: Window_No_Account_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Счёт ещё не настроен. Добавьте API-ключ своей биржи, чтобы видеть пополнения и выводы.`)
};

export const window_no_account_fiat = /** @type {(inputs: Window_No_Account_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Счёт ещё не настроен. Добавьте API-ключ своей биржи, чтобы видеть фиатные пополнения и выплаты.`)
};

export const window_no_account_other = /** @type {(inputs: Window_No_Account_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Счёт ещё не настроен. Добавьте API-ключ своей биржи, чтобы видеть: ${i?.what}.`)
};

export const window_add_account = /** @type {(inputs: Window_Add_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Добавить счёт`)
};

export const window_nav_main = /** @type {(inputs: Window_Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Основная`)
};

export const window_lock_needs_password = /** @type {(inputs: Window_Lock_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel блокируется паролем приложения: задайте его в Настройках, в разделе «Пароль приложения».`)
};

export const window_copy_what = /** @type {(inputs: Window_Copy_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Копировать: ${i?.what}`)
};

export const window_copied = /** @type {(inputs: Window_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: скопировано.`)
};

export const window_copy_failed = /** @type {(inputs: Window_Copy_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не удалось скопировать (${i?.what}): выделите текст и скопируйте вручную.`)
};

export const window_save_name = /** @type {(inputs: Window_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сохранить название`)
};

export const window_cancel = /** @type {(inputs: Window_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отмена`)
};

export const window_no_page_at = /** @type {(inputs: Window_No_Page_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`В Satchel нет страницы «${i?.path}».`)
};

export const window_back_to_markets = /** @type {(inputs: Window_Back_To_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назад к рынкам`)
};

export const window_dismiss = /** @type {(inputs: Window_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Закрыть`)
};

export const window_dismiss_notice = /** @type {(inputs: Window_Dismiss_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Закрыть: ${i?.text}`)
};

export const window_as_of = /** @type {(inputs: Window_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`на ${i?.time}`)
};

export const window_host_not_reachable = /** @type {(inputs: Window_Host_Not_ReachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Хост приложения недоступен.`)
};

export const window_host_connection_lost = /** @type {(inputs: Window_Host_Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Соединение с хостом приложения потеряно.`)
};

export const window_host_refused_link = /** @type {(inputs: Window_Host_Refused_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Хост приложения отклонил эту ссылку.`)
};

export const window_no_token = /** @type {(inputs: Window_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Эта страница открыта без её токена доступа. Откройте ссылку, которую вывел Satchel.`)
};

export const window_password_page_title = /** @type {(inputs: Window_Password_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel — пароль приложения`)
};

export const window_password_decline = /** @type {(inputs: Window_Password_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не делать`)
};

export const window_password_confirm = /** @type {(inputs: Window_Password_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Подтвердить`)
};

export const window_password_unreachable = /** @type {(inputs: Window_Password_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это окно не может связаться с Satchel.`)
};

export const window_password_check_failed = /** @type {(inputs: Window_Password_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не удалось проверить пароль. Попробуйте снова.`)
};

export const shared_withdraw_memo_needed = /** @type {(inputs: Shared_Withdraw_Memo_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пополнения ${i?.currency} зачисляются по мемо. Введите мемо получателя или отметьте «Отправить без мемо», если получатель говорит, что оно не нужно.`)
};

export const shared_withdraw_amount_enter = /** @type {(inputs: Shared_Withdraw_Amount_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите сумму.`)
};

export const shared_withdraw_amount_not_number = /** @type {(inputs: Shared_Withdraw_Amount_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не сумма. Напишите её, например, так: 0,25.`)
};

export const shared_withdraw_amount_precision = /** @type {(inputs: Shared_Withdraw_Amount_PrecisionInputs) => LocalizedString} */ (i) => {const digitsPlural = registry.plural("ru", i?.digits, {});
	if (digitsPlural === "one") return /** @type {LocalizedString} */ (`Сумма в ${i?.currency} может иметь не более ${i?.digits} знака после запятой.`);
	if (digitsPlural === "few") return /** @type {LocalizedString} */ (`Сумма в ${i?.currency} может иметь не более ${i?.digits} знаков после запятой.`);
	if (digitsPlural === "many") return /** @type {LocalizedString} */ (`Сумма в ${i?.currency} может иметь не более ${i?.digits} знаков после запятой.`);
	if (digitsPlural === "other") return /** @type {LocalizedString} */ (`Сумма в ${i?.currency} может иметь не более ${i?.digits} знака после запятой.`);
	return /** @type {LocalizedString} */ ("shared_withdraw_amount_precision");
};

export const shared_amount_zero = /** @type {(inputs: Shared_Amount_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сумма должна быть больше нуля.`)
};

export const shared_withdraw_fee_exceeds = /** @type {(inputs: Shared_Withdraw_Fee_ExceedsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Комиссия (${i?.fee} ${i?.currency}) больше суммы: получатель не получит ничего.`)
};

export const shared_withdraw_below_minimum = /** @type {(inputs: Shared_Withdraw_Below_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Получатель должен получить не менее ${i?.minimum} ${i?.currency} (минимум биржи).`)
};

export const shared_withdraw_over_balance = /** @type {(inputs: Shared_Withdraw_Over_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`С баланса будет списано ${i?.debit} ${i?.currency}, но доступно только ${i?.available} ${i?.currency}.`)
};

export const shared_memo_xrp_tag = /** @type {(inputs: Shared_Memo_Xrp_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тег назначения XRP — целое число от 0 до 4294967295: только цифры, без пробелов и букв.`)
};

export const shared_memo_xlm_bytes = /** @type {(inputs: Shared_Memo_Xlm_BytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Текстовое мемо Stellar вмещает не более 28 байт; это занимает ${i?.bytes}. (Буквы вне A–Z могут занимать от двух до четырёх байт каждая.)`)
};

export const shared_memo_eos_bytes = /** @type {(inputs: Shared_Memo_Eos_BytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мемо EOS вмещает не более 256 байт; это занимает ${i?.bytes}.`)
};

export const shared_lookalike_warning = /** @type {(inputs: Shared_Lookalike_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Осторожно: этот адрес похож на ${i?.what} — те же первые и последние символы, — но это другой адрес. Возможно, его подбросили в вашу историю, чтобы вы скопировали его по ошибке. Сверьте каждую группу из четырёх символов с адресом получателя.`)
};

export const shared_lookalike_known_history = /** @type {(inputs: Shared_Lookalike_Known_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес, на который вы уже выводили средства`)
};

export const shared_lookalike_known_book_label = /** @type {(inputs: Shared_Lookalike_Known_Book_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.label}» из вашей адресной книги`)
};

export const shared_lookalike_known_book = /** @type {(inputs: Shared_Lookalike_Known_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес из вашей адресной книги`)
};

export const shared_address_btc = /** @type {(inputs: Shared_Address_BtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес Bitcoin`)
};

export const shared_address_ltc = /** @type {(inputs: Shared_Address_LtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес Litecoin`)
};

export const shared_address_bch = /** @type {(inputs: Shared_Address_BchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес Bitcoin Cash`)
};

export const shared_address_doge = /** @type {(inputs: Shared_Address_DogeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес Dogecoin`)
};

export const shared_address_dash = /** @type {(inputs: Shared_Address_DashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес Dash`)
};

export const shared_address_eth = /** @type {(inputs: Shared_Address_EthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес Ethereum`)
};

export const shared_address_usdt = /** @type {(inputs: Shared_Address_UsdtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес USDT`)
};

export const shared_address_xrp = /** @type {(inputs: Shared_Address_XrpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес XRP`)
};

export const shared_address_xlm = /** @type {(inputs: Shared_Address_XlmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес Stellar`)
};

export const shared_address_trx = /** @type {(inputs: Shared_Address_TrxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес TRON`)
};

export const shared_address_eos = /** @type {(inputs: Shared_Address_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес аккаунта EOS`)
};

export const shared_address_not_characters = /** @type {(inputs: Shared_Address_Not_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: в нём есть символ, которого в таких адресах не бывает, — возможно, буква или цифра введена с ошибкой.`)
};

export const shared_address_not_checksum = /** @type {(inputs: Shared_Address_Not_ChecksumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: контрольная сумма не совпадает — какой-то символ неверен или пропущен.`)
};

export const shared_address_not_length = /** @type {(inputs: Shared_Address_Not_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: он слишком короткий или слишком длинный — какого-то символа не хватает или есть лишний.`)
};

export const shared_address_not_version = /** @type {(inputs: Shared_Address_Not_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: он записан для другой сети.`)
};

export const shared_address_not_case = /** @type {(inputs: Shared_Address_Not_CaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: в нём смешаны заглавные и строчные буквы, чего в таких адресах не бывает.`)
};

export const shared_address_not_space = /** @type {(inputs: Shared_Address_Not_SpaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: внутри него есть пробел или перенос строки.`)
};

export const shared_address_looks_like_btc = /** @type {(inputs: Shared_Address_Looks_Like_BtcInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: он похож на адрес Bitcoin. Отправленные туда монеты будут потеряны.`)
};

export const shared_address_looks_like_ltc = /** @type {(inputs: Shared_Address_Looks_Like_LtcInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: он похож на адрес Litecoin. Отправленные туда монеты будут потеряны.`)
};

export const shared_address_looks_like_bch = /** @type {(inputs: Shared_Address_Looks_Like_BchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: он похож на адрес Bitcoin Cash. Отправленные туда монеты будут потеряны.`)
};

export const shared_address_looks_like_doge = /** @type {(inputs: Shared_Address_Looks_Like_DogeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: он похож на адрес Dogecoin. Отправленные туда монеты будут потеряны.`)
};

export const shared_address_looks_like_dash = /** @type {(inputs: Shared_Address_Looks_Like_DashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: он похож на адрес Dash. Отправленные туда монеты будут потеряны.`)
};

export const shared_address_looks_like_eth = /** @type {(inputs: Shared_Address_Looks_Like_EthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: он похож на адрес Ethereum. Отправленные туда монеты будут потеряны.`)
};

export const shared_address_looks_like_usdt = /** @type {(inputs: Shared_Address_Looks_Like_UsdtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: он похож на адрес USDT. Отправленные туда монеты будут потеряны.`)
};

export const shared_address_looks_like_xrp = /** @type {(inputs: Shared_Address_Looks_Like_XrpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: он похож на адрес XRP. Отправленные туда монеты будут потеряны.`)
};

export const shared_address_looks_like_xlm = /** @type {(inputs: Shared_Address_Looks_Like_XlmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: он похож на адрес Stellar. Отправленные туда монеты будут потеряны.`)
};

export const shared_address_looks_like_trx = /** @type {(inputs: Shared_Address_Looks_Like_TrxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это не ${i?.address}: он похож на адрес TRON. Отправленные туда монеты будут потеряны.`)
};

export const shared_address_starts_btc = /** @type {(inputs: Shared_Address_Starts_BtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес Bitcoin: адреса Bitcoin начинаются с 1, 3 или bc1.`)
};

export const shared_address_starts_ltc = /** @type {(inputs: Shared_Address_Starts_LtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес Litecoin: адреса Litecoin начинаются с L, M, 3 или ltc1.`)
};

export const shared_address_starts_bch = /** @type {(inputs: Shared_Address_Starts_BchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес Bitcoin Cash: адреса Bitcoin Cash начинаются с bitcoincash:, q, p, 1 или 3.`)
};

export const shared_address_starts_doge = /** @type {(inputs: Shared_Address_Starts_DogeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес Dogecoin: адреса Dogecoin начинаются с D, A или 9.`)
};

export const shared_address_starts_dash = /** @type {(inputs: Shared_Address_Starts_DashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес Dash: адреса Dash начинаются с X или 7.`)
};

export const shared_address_starts_eth = /** @type {(inputs: Shared_Address_Starts_EthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес Ethereum: адреса Ethereum начинаются с 0x.`)
};

export const shared_address_starts_usdt = /** @type {(inputs: Shared_Address_Starts_UsdtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес USDT: адреса USDT начинаются с 0x (Ethereum, ERC-20) или T (TRON, TRC-20).`)
};

export const shared_address_starts_xrp = /** @type {(inputs: Shared_Address_Starts_XrpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес XRP: адреса XRP начинаются с r.`)
};

export const shared_address_starts_xlm = /** @type {(inputs: Shared_Address_Starts_XlmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес Stellar: адреса Stellar начинаются с G.`)
};

export const shared_address_starts_trx = /** @type {(inputs: Shared_Address_Starts_TrxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес TRON: адреса TRON начинаются с T.`)
};

export const shared_address_starts_eos = /** @type {(inputs: Shared_Address_Starts_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес аккаунта EOS: адреса EOS начинаются со строчной буквы или цифры от 1 до 5.`)
};

export const shared_address_usdt_wants_erc20 = /** @type {(inputs: Shared_Address_Usdt_Wants_Erc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес USDT: эта биржа отправляет USDT в сети Ethereum (ERC-20), а это адрес TRON (TRC-20) — монеты не дойдут.`)
};

export const shared_address_usdt_wants_trc20 = /** @type {(inputs: Shared_Address_Usdt_Wants_Trc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес USDT: эта биржа отправляет USDT в сети TRON (TRC-20), а это адрес Ethereum (ERC-20) — монеты не дойдут.`)
};

export const shared_address_eos_public_key = /** @type {(inputs: Shared_Address_Eos_Public_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес аккаунта EOS: это публичный ключ EOS. EOS отправляют на имя аккаунта: до 12 строчных букв, цифр от 1 до 5 и точек.`)
};

export const shared_address_eos_too_long = /** @type {(inputs: Shared_Address_Eos_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес аккаунта EOS: имя аккаунта содержит не более 12 символов.`)
};

export const shared_address_eos_dot = /** @type {(inputs: Shared_Address_Eos_DotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес аккаунта EOS: имя аккаунта никогда не заканчивается точкой.`)
};

export const shared_address_xrp_x_address = /** @type {(inputs: Shared_Address_Xrp_X_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не классический адрес XRP: это X-адрес (с тегом внутри). Попросите классический адрес, начинающийся с r, и его тег назначения.`)
};

export const shared_address_xlm_secret = /** @type {(inputs: Shared_Address_Xlm_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не адрес Stellar: это СЕКРЕТНЫЙ ключ Stellar. Никому его не передавайте: у кого он есть, тот управляет этим аккаунтом. Попросите адрес, начинающийся с G.`)
};

export const shared_address_xlm_muxed = /** @type {(inputs: Shared_Address_Xlm_MuxedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не обычный адрес Stellar: это мультиплексированный (M…) адрес. Попросите адрес, начинающийся с G, а остальное укажите в мемо.`)
};

export const shared_address_unchecked = /** @type {(inputs: Shared_Address_UncheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не проверено: у Satchel нет правила для адресов ${i?.currency}. Сверьте его с адресом получателя символ за символом.`)
};

export const shared_address_enter = /** @type {(inputs: Shared_Address_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите адрес, на который отправить.`)
};

export const shared_kind_legacy = /** @type {(inputs: Shared_Kind_LegacyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`адрес ${i?.coin} (устаревшего формата)`)
};

export const shared_kind_script = /** @type {(inputs: Shared_Kind_ScriptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`адрес скрипта ${i?.coin}`)
};

export const shared_kind_ltc_script_old = /** @type {(inputs: Shared_Kind_Ltc_Script_OldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес скрипта Litecoin (старый формат)`)
};

export const shared_kind_segwit = /** @type {(inputs: Shared_Kind_SegwitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SegWit-адрес ${i?.coin}`)
};

export const shared_kind_taproot = /** @type {(inputs: Shared_Kind_TaprootInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Taproot-адрес ${i?.coin}`)
};

export const shared_kind_segwit_version = /** @type {(inputs: Shared_Kind_Segwit_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SegWit-адрес ${i?.coin} (версия ${i?.version})`)
};

export const shared_kind_bch_cashaddr = /** @type {(inputs: Shared_Kind_Bch_CashaddrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес Bitcoin Cash (CashAddr)`)
};

export const shared_kind_bch_script_cashaddr = /** @type {(inputs: Shared_Kind_Bch_Script_CashaddrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес скрипта Bitcoin Cash (CashAddr)`)
};

export const shared_kind_bch_legacy = /** @type {(inputs: Shared_Kind_Bch_LegacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес Bitcoin Cash в устаревшем формате`)
};

export const shared_kind_bch_script_legacy = /** @type {(inputs: Shared_Kind_Bch_Script_LegacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес скрипта Bitcoin Cash в устаревшем формате`)
};

export const shared_kind_usdt_erc20 = /** @type {(inputs: Shared_Kind_Usdt_Erc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес Ethereum (ERC-20)`)
};

export const shared_kind_usdt_trc20 = /** @type {(inputs: Shared_Kind_Usdt_Trc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес TRON (TRC-20)`)
};

export const shared_kind_xlm = /** @type {(inputs: Shared_Kind_XlmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес аккаунта Stellar`)
};

export const shared_kind_eos = /** @type {(inputs: Shared_Kind_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`имя аккаунта EOS`)
};

export const shared_note_eth = /** @type {(inputs: Shared_Note_EthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Он записан только строчными (или только заглавными) буквами, поэтому не содержит контрольной суммы: сверьте его с адресом получателя символ за символом.`)
};

export const shared_note_eos = /** @type {(inputs: Shared_Note_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Имена аккаунтов EOS не содержат контрольной суммы: сверьте его с именем получателя буква за буквой.`)
};

export const shared_note_bch_legacy = /** @type {(inputs: Shared_Note_Bch_LegacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В этом формате адреса Bitcoin выглядят так же: убедитесь, что получатель дал его именно для Bitcoin Cash.`)
};

export const shared_note_usdt_network = /** @type {(inputs: Shared_Note_Usdt_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Похоже на ${i?.network}: убедитесь, что получатель ждёт USDT в сети ${i?.network}.`)
};

export const shared_code_empty = /** @type {(inputs: Shared_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вставьте или введите код перевода.`)
};

export const shared_code_parts = /** @type {(inputs: Shared_Code_PartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Код перевода состоит из 11 частей, разделённых дефисами (9 групп по 5 символов, затем валюта и тип, как в …-BTC-CODE); в этом их ${i?.found}.`)
};

export const shared_code_group_length = /** @type {(inputs: Shared_Code_Group_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`В группе ${i?.group} ${i?.count} символ; в каждой группе кода их 5.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`В группе ${i?.group} ${i?.count} символа; в каждой группе кода их 5.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`В группе ${i?.group} ${i?.count} символов; в каждой группе кода их 5.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`В группе ${i?.group} ${i?.count} символа; в каждой группе кода их 5.`);
	return /** @type {LocalizedString} */ ("shared_code_group_length");
};

export const shared_code_character_zero = /** @type {(inputs: Shared_Code_Character_ZeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.character}» на месте ${i?.position} в группе ${i?.group}: цифра ноль в кодах не используется; возможно, это буква o.`)
};

export const shared_code_character_capital_o = /** @type {(inputs: Shared_Code_Character_Capital_OInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.character}» на месте ${i?.position} в группе ${i?.group}: заглавная буква O в кодах не используется; возможно, это строчная o.`)
};

export const shared_code_character_capital_i = /** @type {(inputs: Shared_Code_Character_Capital_IInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.character}» на месте ${i?.position} в группе ${i?.group}: заглавная буква I в кодах не используется; возможно, это цифра 1 или строчная i.`)
};

export const shared_code_character_small_l = /** @type {(inputs: Shared_Code_Character_Small_LInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.character}» на месте ${i?.position} в группе ${i?.group}: строчная буква l в кодах не используется; возможно, это цифра 1 или заглавная L.`)
};

export const shared_code_character_other = /** @type {(inputs: Shared_Code_Character_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.character}» на месте ${i?.position} в группе ${i?.group}: это не одна из букв и цифр, из которых состоят коды.`)
};

export const shared_code_currency_mark = /** @type {(inputs: Shared_Code_Currency_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.mark}» — не обозначение валюты.`)
};

export const shared_code_currency_mark_capitals = /** @type {(inputs: Shared_Code_Currency_Mark_CapitalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.mark}» — не обозначение валюты. Его пишут заглавными буквами: ${i?.capitals}.`)
};

export const shared_code_type_mark = /** @type {(inputs: Shared_Code_Type_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Последняя часть, «${i?.mark}», должна быть типом кода: только буквы.`)
};

export const shared_code_checksum = /** @type {(inputs: Shared_Code_ChecksumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Контрольный символ (первый) не соответствует остальной части кода: какой-то символ введён с ошибкой. Этот код нельзя активировать.`)
};

export const shared_code_unknown_currency = /** @type {(inputs: Shared_Code_Unknown_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Валюты ${i?.mark} нет в списке биржи.`)
};

export const shared_fiat_field_required = /** @type {(inputs: Shared_Fiat_Field_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Заполните поле «${i?.label}».`)
};

export const shared_fiat_field_too_long = /** @type {(inputs: Shared_Fiat_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Значение поля «${i?.label}» слишком длинное.`)
};

export const shared_fiat_field_rule_unreadable = /** @type {(inputs: Shared_Fiat_Field_Rule_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Правило платёжного шлюза для поля «${i?.label}» не удаётся прочитать, поэтому его нельзя проверить.`)
};

export const shared_fiat_field_wrong_form = /** @type {(inputs: Shared_Fiat_Field_Wrong_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Значение поля «${i?.label}» не в том формате, которого ожидает платёжный сервис.`)
};

export const shared_fiat_card_mistake = /** @type {(inputs: Shared_Fiat_Card_MistakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В номере карты ошибка: какая-то цифра неверна или две переставлены. Сверьте его с картой.`)
};

export const shared_fiat_unknown_field = /** @type {(inputs: Shared_Fiat_Unknown_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`У платёжного сервиса нет поля «${i?.field}».`)
};

export const shared_fiat_amount_enter = /** @type {(inputs: Shared_Fiat_Amount_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите сумму, например 250 или 250,50.`)
};

export const shared_fiat_amount_precision = /** @type {(inputs: Shared_Fiat_Amount_PrecisionInputs) => LocalizedString} */ (i) => {const placesPlural = registry.plural("ru", i?.places, {});
	if (placesPlural === "one") return /** @type {LocalizedString} */ (`У ${i?.currency} ${i?.places} знак после запятой; в сумме их больше.`);
	if (placesPlural === "few") return /** @type {LocalizedString} */ (`У ${i?.currency} ${i?.places} знака после запятой; в сумме их больше.`);
	if (placesPlural === "many") return /** @type {LocalizedString} */ (`У ${i?.currency} ${i?.places} знаков после запятой; в сумме их больше.`);
	if (placesPlural === "other") return /** @type {LocalizedString} */ (`У ${i?.currency} ${i?.places} знака после запятой; в сумме их больше.`);
	return /** @type {LocalizedString} */ ("shared_fiat_amount_precision");
};

export const shared_fiat_amount_min = /** @type {(inputs: Shared_Fiat_Amount_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Минимальная сумма для этого сервиса — ${i?.amount} ${i?.currency}.`)
};

export const shared_fiat_amount_max = /** @type {(inputs: Shared_Fiat_Amount_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Максимальная сумма для этого сервиса — ${i?.amount} ${i?.currency}.`)
};

export const shared_fiat_amount_over_balance = /** @type {(inputs: Shared_Fiat_Amount_Over_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это больше, чем доступные ${i?.available} ${i?.currency} (сумма вместе с комиссией ${i?.fee} ${i?.currency}).`)
};

export const shared_fiat_no_details = /** @type {(inputs: Shared_Fiat_No_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(без реквизитов)`)
};

export const shared_exchange_address_enter = /** @type {(inputs: Shared_Exchange_Address_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите адрес биржи, например https://exchange.example.`)
};

export const shared_exchange_address_not_web = /** @type {(inputs: Shared_Exchange_Address_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи — не веб-адрес. Используйте, например, https://exchange.example.`)
};

export const shared_exchange_address_scheme = /** @type {(inputs: Shared_Exchange_Address_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи должен начинаться с https://.`)
};

export const shared_exchange_address_credentials = /** @type {(inputs: Shared_Exchange_Address_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи не должен содержать имени пользователя или пароля.`)
};

export const shared_exchange_address_plain_http = /** @type {(inputs: Shared_Exchange_Address_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи должен начинаться с https://. Обычный http:// разрешён только для этого компьютера (localhost, 127.0.0.1, ::1).`)
};

export const shared_exchange_address_query = /** @type {(inputs: Shared_Exchange_Address_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи не может содержать ? или #. Используйте, например, https://exchange.example.`)
};

export const shared_rule_position = /** @type {(inputs: Shared_Rule_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`позиции ${i?.index}`)
};

export const shared_rule_position_line = /** @type {(inputs: Shared_Rule_Position_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`позиции ${i?.index} (строка ${i?.line}, столбец ${i?.column})`)
};

export const shared_rule_control_character = /** @type {(inputs: Shared_Rule_Control_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`В правиле есть управляющий символ на ${i?.at}.`)
};

export const shared_rule_unclosed_quote = /** @type {(inputs: Shared_Rule_Unclosed_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Текст в кавычках, начинающийся на ${i?.at}, нигде не закрывается: добавьте " после него.`)
};

export const shared_rule_unclosed_regex = /** @type {(inputs: Shared_Rule_Unclosed_RegexInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Регулярное выражение (re${i?.delimiter}…), начинающееся на ${i?.at}, нигде не закрывается: добавьте ${i?.delimiter} после него.`)
};

export const shared_rule_wrong_closer = /** @type {(inputs: Shared_Rule_Wrong_CloserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.closer}» на ${i?.at} не закрывает «${i?.opener}» на ${i?.openerAt}: сначала нужна «${i?.needed}».`)
};

export const shared_rule_closes_nothing = /** @type {(inputs: Shared_Rule_Closes_NothingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.closer}» на ${i?.at} ничего не закрывает.`)
};

export const shared_rule_never_closed = /** @type {(inputs: Shared_Rule_Never_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.opener}» на ${i?.at} нигде не закрывается: добавьте «${i?.needed}».`)
};

export const shared_contract_account_name = /** @type {(inputs: Shared_Contract_Account_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дайте счёту название`)
};

export const shared_contract_at_most_60 = /** @type {(inputs: Shared_Contract_At_Most_60Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не более 60 символов`)
};

export const shared_contract_web_address = /** @type {(inputs: Shared_Contract_Web_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужен веб-адрес, например https://exchange.example`)
};

export const shared_contract_https_only = /** @type {(inputs: Shared_Contract_Https_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужен адрес https://. Обычный http:// разрешён только для этого компьютера (localhost, 127.0.0.1, ::1).`)
};

export const shared_contract_web_address_no_credentials = /** @type {(inputs: Shared_Contract_Web_Address_No_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужен веб-адрес, например https://exchange.example, без имени пользователя и пароля`)
};

export const shared_contract_api_key = /** @type {(inputs: Shared_Contract_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужен ключ в том виде, как его показывает биржа (8–256 символов, без пробелов)`)
};

export const shared_contract_appliance_name = /** @type {(inputs: Shared_Contract_Appliance_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дайте устройству название`)
};

export const shared_contract_appliance_name_long = /** @type {(inputs: Shared_Contract_Appliance_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Название — не более 60 символов`)
};

export const shared_contract_appliance_address = /** @type {(inputs: Shared_Contract_Appliance_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите адрес устройства`)
};

export const shared_contract_address_too_long = /** @type {(inputs: Shared_Contract_Address_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес слишком длинный`)
};

export const shared_contract_user_enter = /** @type {(inputs: Shared_Contract_User_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите имя пользователя`)
};

export const shared_contract_user_long = /** @type {(inputs: Shared_Contract_User_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Имя пользователя слишком длинное`)
};

export const shared_contract_user_control = /** @type {(inputs: Shared_Contract_User_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В имени пользователя есть управляющий символ`)
};

export const shared_contract_fingerprint = /** @type {(inputs: Shared_Contract_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужен отпечаток SHA-256 (64 шестнадцатеричные цифры)`)
};

export const shared_contract_policy_name_empty = /** @type {(inputs: Shared_Contract_Policy_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Какая политика? Название пустое`)
};

export const shared_contract_name_too_long = /** @type {(inputs: Shared_Contract_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Название слишком длинное`)
};

export const shared_contract_rule_too_long = /** @type {(inputs: Shared_Contract_Rule_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`В правиле не более ${i?.count} символа`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`В правиле не более ${i?.count} символов`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`В правиле не более ${i?.count} символов`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`В правиле не более ${i?.count} символа`);
	return /** @type {LocalizedString} */ ("shared_contract_rule_too_long");
};

export const shared_contract_select_policy = /** @type {(inputs: Shared_Contract_Select_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выберите хотя бы одну политику`)
};

export const shared_contract_policies_at_once = /** @type {(inputs: Shared_Contract_Policies_At_OnceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Не более ${i?.count} политики за раз`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Не более ${i?.count} политик за раз`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Не более ${i?.count} политик за раз`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Не более ${i?.count} политики за раз`);
	return /** @type {LocalizedString} */ ("shared_contract_policies_at_once");
};

export const shared_contract_policy_twice = /** @type {(inputs: Shared_Contract_Policy_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Одна политика названа дважды`)
};

export const shared_contract_password_enter = /** @type {(inputs: Shared_Contract_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите пароль`)
};

export const shared_contract_field_to_reset = /** @type {(inputs: Shared_Contract_Field_To_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Укажите поле для сброса`)
};

export const shared_contract_code_too_long = /** @type {(inputs: Shared_Contract_Code_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это намного длиннее кода перевода.`)
};

export const shared_contract_at_most_500 = /** @type {(inputs: Shared_Contract_At_Most_500Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не более 500 символов.`)
};

export const shared_contract_account_id = /** @type {(inputs: Shared_Contract_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужен идентификатор счёта (буквы и цифры)`)
};

export const shared_contract_amount = /** @type {(inputs: Shared_Contract_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужна сумма, например 0,25`)
};

export const shared_contract_address_no_spaces = /** @type {(inputs: Shared_Contract_Address_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужен адрес без пробелов`)
};

export const shared_contract_destination = /** @type {(inputs: Shared_Contract_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужен адрес или номер карты либо телефона`)
};

export const shared_contract_memo_no_spaces = /** @type {(inputs: Shared_Contract_Memo_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужно мемо без пробелов`)
};

export const shared_server_address_exchange_not_web = /** @type {(inputs: Shared_Server_Address_Exchange_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи — не веб-адрес. Используйте, например, https://exchange.example.`)
};

export const shared_server_address_exchange_scheme = /** @type {(inputs: Shared_Server_Address_Exchange_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи должен начинаться с https://.`)
};

export const shared_server_address_exchange_credentials = /** @type {(inputs: Shared_Server_Address_Exchange_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи не должен содержать имени пользователя или пароля.`)
};

export const shared_server_address_exchange_plain_http = /** @type {(inputs: Shared_Server_Address_Exchange_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи должен начинаться с https://. Обычный http:// разрешён только для этого компьютера (localhost, 127.0.0.1, ::1).`)
};

export const shared_server_address_gateway_not_web = /** @type {(inputs: Shared_Server_Address_Gateway_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес платёжного шлюза — не веб-адрес. Используйте, например, https://exchange.example.`)
};

export const shared_server_address_gateway_scheme = /** @type {(inputs: Shared_Server_Address_Gateway_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес платёжного шлюза должен начинаться с https://.`)
};

export const shared_server_address_gateway_credentials = /** @type {(inputs: Shared_Server_Address_Gateway_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес платёжного шлюза не должен содержать имени пользователя или пароля.`)
};

export const shared_server_address_gateway_plain_http = /** @type {(inputs: Shared_Server_Address_Gateway_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес платёжного шлюза должен начинаться с https://. Обычный http:// разрешён только для этого компьютера (localhost, 127.0.0.1, ::1).`)
};

export const shared_server_address_named_not_web = /** @type {(inputs: Shared_Server_Address_Named_Not_WebInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: это не веб-адрес. Используйте, например, https://exchange.example.`)
};

export const shared_server_address_named_scheme = /** @type {(inputs: Shared_Server_Address_Named_SchemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: адрес должен начинаться с https://.`)
};

export const shared_server_address_named_credentials = /** @type {(inputs: Shared_Server_Address_Named_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: адрес не должен содержать имени пользователя или пароля.`)
};

export const shared_server_address_named_plain_http = /** @type {(inputs: Shared_Server_Address_Named_Plain_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: адрес должен начинаться с https://. Обычный http:// разрешён только для этого компьютера (localhost, 127.0.0.1, ::1).`)
};

export const shared_code_verdict_empty_title = /** @type {(inputs: Shared_Code_Verdict_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нет кода перевода`)
};

export const shared_code_verdict_empty_body = /** @type {(inputs: Shared_Code_Verdict_Empty_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Буфер обмена пуст: сначала скопируйте код перевода.`)
};

export const shared_code_verdict_ok_title = /** @type {(inputs: Shared_Code_Verdict_Ok_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Код перевода имеет правильную форму`)
};

export const shared_code_verdict_ok_body = /** @type {(inputs: Shared_Code_Verdict_Ok_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.code}: контрольный символ совпадает. Действителен ли код, может сказать только биржа.`)
};

export const shared_code_verdict_bad_title = /** @type {(inputs: Shared_Code_Verdict_Bad_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Недействительный код перевода`)
};

export const errors_market_invalid = /** @type {(inputs: Errors_Market_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это неправильное название рынка.`)
};

export const errors_order_id_invalid = /** @type {(inputs: Errors_Order_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это неправильный номер ордера.`)
};

export const errors_start_not_time = /** @type {(inputs: Errors_Start_Not_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Начало должно быть моментом времени в миллисекундах.`)
};

export const errors_end_not_time = /** @type {(inputs: Errors_End_Not_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Конец должен быть моментом времени в миллисекундах.`)
};

export const errors_start_after_end = /** @type {(inputs: Errors_Start_After_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Начало не может быть позже конца.`)
};

export const errors_limit_invalid = /** @type {(inputs: Errors_Limit_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Лимит должен быть целым числом не меньше 1.`)
};

export const errors_sort_invalid = /** @type {(inputs: Errors_Sort_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Порядок должен быть 1 (сначала старые) или -1 (сначала новые).`)
};

export const errors_cancel_none = /** @type {(inputs: Errors_Cancel_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Выберите хотя бы один ордер для отмены.`)
};

export const errors_cancel_too_many = /** @type {(inputs: Errors_Cancel_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`За один раз можно отменить не более ${i?.count} ордера.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`За один раз можно отменить не более ${i?.count} ордеров.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`За один раз можно отменить не более ${i?.count} ордеров.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`За один раз можно отменить не более ${i?.count} ордера.`);
	return /** @type {LocalizedString} */ ("errors_cancel_too_many");
};

export const errors_cancel_refused = /** @type {(inputs: Errors_Cancel_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа не отменила ордера.`)
};

export const errors_answer_other_shape = /** @type {(inputs: Errors_Answer_Other_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ответ в другом формате.`)
};

export const errors_no_api_key = /** @type {(inputs: Errors_No_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Для этого счёта не настроен API-ключ.`)
};

export const errors_nonce_refused_clock = /** @type {(inputs: Errors_Nonce_Refused_ClockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Биржа (${i?.host}) отклонила порядковый номер запроса (nonce). ${i?.clock}`)
};

export const errors_nonce_refused = /** @type {(inputs: Errors_Nonce_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Биржа (${i?.host}) отклонила порядковый номер запроса (nonce). Satchel заново измерил время биржи; попробуйте ещё раз. Если этот API-ключ использует другая программа, дайте ей отдельный ключ.`)
};

export const errors_key_refused = /** @type {(inputs: Errors_Key_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Биржа (${i?.host}) отклонила API-ключ (HTTP ${i?.status}): публичный ключ или секрет неверны, либо у ключа нет разрешения на это действие.`)
};

export const errors_account_gone = /** @type {(inputs: Errors_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Этот счёт больше не сохранён в Satchel.`)
};

export const errors_demo_account_none = /** @type {(inputs: Errors_Demo_Account_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Такого демо-счёта нет.`)
};

export const errors_demo_account_saved = /** @type {(inputs: Errors_Demo_Account_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Этот демо-счёт уже сохранён как «${i?.name}».`)
};

export const errors_account_name_taken = /** @type {(inputs: Errors_Account_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У другого счёта уже есть такое название. Выберите другое название.`)
};

export const errors_account_plain_http_exchange = /** @type {(inputs: Errors_Account_Plain_Http_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Счёт «${i?.name}» сохранён с обычным адресом биржи http:// (${i?.host}): что угодно в сети на пути может читать и изменять обмен с ней, поэтому Satchel его не использует. Обычный http:// разрешён только для этого компьютера (localhost, 127.0.0.1, ::1). Удалите счёт в Настройках и добавьте его снова с адресом https://.`)
};

export const errors_account_plain_http_gateway = /** @type {(inputs: Errors_Account_Plain_Http_GatewayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Счёт «${i?.name}» сохранён с обычным адресом платёжного шлюза http:// (${i?.host}): что угодно в сети на пути может читать и изменять обмен с ним, поэтому Satchel его не использует. Обычный http:// разрешён только для этого компьютера (localhost, 127.0.0.1, ::1). Удалите счёт в Настройках и добавьте его снова с адресом https://.`)
};

export const errors_demo_exchange_gone = /** @type {(inputs: Errors_Demo_Exchange_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» — счёт демо-биржи Satchel, которая сейчас не работает. Запустите Satchel в демо-режиме, чтобы пользоваться им, или удалите его.`)
};

export const errors_secret_gone = /** @type {(inputs: Errors_Secret_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`API-секрета счёта «${i?.name}» больше нет в системном хранилище ключей. Удалите счёт и добавьте его ключ снова.`)
};

export const errors_key_saved = /** @type {(inputs: Errors_Key_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Этот ключ уже сохранён как «${i?.name}».`)
};

export const errors_account_not_saved = /** @type {(inputs: Errors_Account_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Счёт не удаётся сохранить: ${i?.reason}`)
};

export const errors_secret_enter = /** @type {(inputs: Errors_Secret_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите API-секрет.`)
};

export const errors_secret_too_long = /** @type {(inputs: Errors_Secret_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-секрет слишком длинный.`)
};

export const errors_secret_characters = /** @type {(inputs: Errors_Secret_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-секрет состоит только из букв, цифр и знаков препинания, без пробелов.`)
};

export const errors_appliance_gone = /** @type {(inputs: Errors_Appliance_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это сетевое устройство больше не сохранено в Satchel.`)
};

export const errors_appliance_none = /** @type {(inputs: Errors_Appliance_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сетевое устройство ещё не настроено. Добавьте его в Настройках, в разделе «Устройства».`)
};

export const errors_demo_appliance_off = /** @type {(inputs: Errors_Demo_Appliance_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Демо-устройство не работает: Satchel не в демо-режиме.`)
};

export const errors_demo_appliance_saved = /** @type {(inputs: Errors_Demo_Appliance_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Демо-устройство уже сохранено как «${i?.name}».`)
};

export const errors_appliance_http_no_certificate = /** @type {(inputs: Errors_Appliance_Http_No_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У обычного адреса http:// нет сертификата, которому можно доверять.`)
};

export const errors_appliance_password_gone = /** @type {(inputs: Errors_Appliance_Password_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пароля сетевого устройства «${i?.name}» больше нет в системном хранилище ключей. Удалите устройство и добавьте его снова.`)
};

export const errors_appliance_plain_http_no_certificate = /** @type {(inputs: Errors_Appliance_Plain_Http_No_CertificateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`К «${i?.name}» Satchel обращается по обычному http: сертификата, которому можно доверять, нет.`)
};

export const errors_appliance_certificate_changed = /** @type {(inputs: Errors_Appliance_Certificate_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство (${i?.host}) теперь предъявляет сертификат SHA-256 ${i?.now}, а не тот, который вы просмотрели (SHA-256 ${i?.wanted}). Просмотрите его снова.`)
};

export const errors_appliance_user_saved = /** @type {(inputs: Errors_Appliance_User_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Это устройство с этим пользователем уже сохранено как «${i?.name}».`)
};

export const errors_appliance_name_taken = /** @type {(inputs: Errors_Appliance_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У другого устройства уже есть такое название. Выберите другое название.`)
};

export const errors_appliance_not_saved = /** @type {(inputs: Errors_Appliance_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Устройство не удаётся сохранить: ${i?.reason}`)
};

export const errors_demo_appliance_gone = /** @type {(inputs: Errors_Demo_Appliance_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» — демо-устройство Satchel, которое сейчас не работает. Запустите Satchel в демо-режиме, чтобы пользоваться им, или удалите его.`)
};

export const errors_password_enter = /** @type {(inputs: Errors_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите пароль.`)
};

export const errors_password_too_long = /** @type {(inputs: Errors_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль слишком длинный.`)
};

export const errors_settings_unreadable = /** @type {(inputs: Errors_Settings_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel не может прочитать свой файл настроек ${i?.file} (${i?.code}). Проверьте права доступа к файлу и запустите Satchel снова.`)
};

export const errors_settings_unreadable_unknown = /** @type {(inputs: Errors_Settings_Unreadable_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel не может прочитать свой файл настроек ${i?.file} (неизвестная ошибка). Проверьте права доступа к файлу и запустите Satchel снова.`)
};

export const errors_settings_stuck = /** @type {(inputs: Errors_Settings_StuckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Файл настроек Satchel ${i?.file} повреждён, и его не удалось отложить в сторону (${i?.code}). Переместите или удалите его, а затем запустите Satchel снова.`)
};

export const errors_settings_stuck_unknown = /** @type {(inputs: Errors_Settings_Stuck_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Файл настроек Satchel ${i?.file} повреждён, и его не удалось отложить в сторону (неизвестная ошибка). Переместите или удалите его, а затем запустите Satchel снова.`)
};

export const errors_settings_not_changed = /** @type {(inputs: Errors_Settings_Not_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Настройки не изменены: ${i?.reason}`)
};

export const errors_settings_not_saved = /** @type {(inputs: Errors_Settings_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel не смог сохранить настройки в ${i?.path}. Проверьте свободное место на диске и права доступа к папке.`)
};

export const errors_amount_not_number = /** @type {(inputs: Errors_Amount_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сумма не является числом. Запишите её, например, так: 100,50.`)
};

export const errors_gateway_not_web_address = /** @type {(inputs: Errors_Gateway_Not_Web_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платёжный шлюз дал адрес оплаты, который не является веб-адресом.`)
};

export const errors_gateway_other_host = /** @type {(inputs: Errors_Gateway_Other_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Платёжный шлюз попросил отправить платёжную форму на ${i?.host}, а не на него самого (${i?.own}). Satchel её не отправил.`)
};

export const errors_gateway_method = /** @type {(inputs: Errors_Gateway_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Платёжный шлюз запросил форму ${i?.method}, которую Satchel не отправляет.`)
};

export const errors_what_account_data = /** @type {(inputs: Errors_What_Account_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`данные счёта`)
};

export const errors_what_balance_list = /** @type {(inputs: Errors_What_Balance_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список балансов`)
};

export const errors_what_order_list = /** @type {(inputs: Errors_What_Order_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список ордеров`)
};

export const errors_what_order_history = /** @type {(inputs: Errors_What_Order_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`история ордеров`)
};

export const errors_what_trade_list = /** @type {(inputs: Errors_What_Trade_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список сделок`)
};

export const errors_what_cancelled_order = /** @type {(inputs: Errors_What_Cancelled_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`отменённый ордер`)
};

export const errors_what_server_time = /** @type {(inputs: Errors_What_Server_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`время сервера`)
};

export const errors_what_currency_list = /** @type {(inputs: Errors_What_Currency_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список валют`)
};

export const errors_what_exchange_rates = /** @type {(inputs: Errors_What_Exchange_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`курсы валют`)
};

export const errors_what_market_list = /** @type {(inputs: Errors_What_Market_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список рынков`)
};

export const errors_what_tickers = /** @type {(inputs: Errors_What_TickersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`цены рынков`)
};

export const errors_what_order_book = /** @type {(inputs: Errors_What_Order_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`книга ордеров`)
};

export const errors_what_fee_list = /** @type {(inputs: Errors_What_Fee_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список комиссий`)
};

export const errors_what_transfer_code = /** @type {(inputs: Errors_What_Transfer_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`код перевода`)
};

export const errors_what_redeemed_code = /** @type {(inputs: Errors_What_Redeemed_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`погашенный код`)
};

export const errors_what_code_list = /** @type {(inputs: Errors_What_Code_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список кодов`)
};

export const errors_what_deposit_info = /** @type {(inputs: Errors_What_Deposit_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`данные для пополнения`)
};

export const errors_what_address_answer = /** @type {(inputs: Errors_What_Address_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ответ с адресом`)
};

export const errors_what_deposit_details = /** @type {(inputs: Errors_What_Deposit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`детали пополнения`)
};

export const errors_what_withdrawal_answer = /** @type {(inputs: Errors_What_Withdrawal_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ответ на вывод`)
};

export const errors_what_withdrawal_details = /** @type {(inputs: Errors_What_Withdrawal_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`детали вывода`)
};

export const errors_what_deposit_answer = /** @type {(inputs: Errors_What_Deposit_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ответ на пополнение`)
};

export const errors_what_asset_history = /** @type {(inputs: Errors_What_Asset_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`история операций`)
};

export const errors_what_invoice = /** @type {(inputs: Errors_What_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`счёт на оплату`)
};

export const errors_what_payout_services = /** @type {(inputs: Errors_What_Payout_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список сервисов выплат`)
};

export const errors_what_payment_services = /** @type {(inputs: Errors_What_Payment_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список платёжных сервисов`)
};

export const errors_what_the_request = /** @type {(inputs: Errors_What_The_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос`)
};

export const errors_what_cancel_order = /** @type {(inputs: Errors_What_Cancel_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`отмена ордера ${i?.id}`)
};

export const errors_what_new_code = /** @type {(inputs: Errors_What_New_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`новый код на ${i?.amount} ${i?.currency}`)
};

export const errors_what_redeem_code = /** @type {(inputs: Errors_What_Redeem_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`погашение кода`)
};

export const errors_what_payout = /** @type {(inputs: Errors_What_PayoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`выплата ${i?.amount} ${i?.currency}`)
};

export const errors_what_deposit = /** @type {(inputs: Errors_What_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`пополнение на ${i?.amount} ${i?.currency}`)
};

export const errors_what_new_address = /** @type {(inputs: Errors_What_New_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`новый адрес пополнения ${i?.currency}`)
};

export const errors_what_withdrawal = /** @type {(inputs: Errors_What_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`вывод ${i?.amount} ${i?.currency}`)
};

export const errors_what_invoice_for = /** @type {(inputs: Errors_What_Invoice_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`счёт на оплату пополнения ${i?.id}`)
};

export const errors_unknown_outcome = /** @type {(inputs: Errors_Unknown_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) не подтвердил: ${i?.what}. Возможно, это произошло, а возможно, нет; Satchel обновляет списки, чтобы вы увидели, как именно. Повторно не отправлено.`)
};

export const errors_not_understood = /** @type {(inputs: Errors_Not_UnderstoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) прислал ответ, который Satchel не понимает (${i?.what}).`)
};

export const errors_what_cancel_orders = /** @type {(inputs: Errors_What_Cancel_OrdersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`отмена ${i?.count} ордера`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`отмена ${i?.count} ордеров`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`отмена ${i?.count} ордеров`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`отмена ${i?.count} ордера`);
	return /** @type {LocalizedString} */ ("errors_what_cancel_orders");
};

export const errors_clock_ahead_local = /** @type {(inputs: Errors_Clock_Ahead_LocalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} день опережают часы этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует часы этого компьютера. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} дня опережают часы этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует часы этого компьютера. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} дней опережают часы этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует часы этого компьютера. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} дня опережают часы этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует часы этого компьютера. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	return /** @type {LocalizedString} */ ("errors_clock_ahead_local");
};

export const errors_clock_behind_local = /** @type {(inputs: Errors_Clock_Behind_LocalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} день отстают от часов этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует часы этого компьютера. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} дня отстают от часов этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует часы этого компьютера. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} дней отстают от часов этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует часы этого компьютера. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} дня отстают от часов этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует часы этого компьютера. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	return /** @type {LocalizedString} */ ("errors_clock_behind_local");
};

export const errors_clock_far_local = /** @type {(inputs: Errors_Clock_Far_LocalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы совсем не совпадают с часами этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует часы этого компьютера. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`)
};

export const errors_clock_ahead_measured = /** @type {(inputs: Errors_Clock_Ahead_MeasuredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} день опережают часы этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует разницу, измеренную ранее. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} дня опережают часы этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует разницу, измеренную ранее. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} дней опережают часы этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует разницу, измеренную ранее. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} дня опережают часы этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует разницу, измеренную ранее. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	return /** @type {LocalizedString} */ ("errors_clock_ahead_measured");
};

export const errors_clock_behind_measured = /** @type {(inputs: Errors_Clock_Behind_MeasuredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} день отстают от часов этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует разницу, измеренную ранее. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} дня отстают от часов этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует разницу, измеренную ранее. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} дней отстают от часов этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует разницу, измеренную ранее. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы на ${i?.days} дня отстают от часов этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует разницу, измеренную ранее. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`);
	return /** @type {LocalizedString} */ ("errors_clock_behind_measured");
};

export const errors_clock_far_measured = /** @type {(inputs: Errors_Clock_Far_MeasuredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Биржа (${i?.host}) сообщает, что её часы совсем не совпадают с часами этого компьютера. Satchel допускает разницу не более одного дня, поэтому для подписанных запросов по-прежнему использует разницу, измеренную ранее. Проверьте дату и время на этом компьютере; если они верны, ошибаются часы биржи.`)
};

export const errors_settings_exchange_address_text = /** @type {(inputs: Errors_Settings_Exchange_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи должен быть текстом.`)
};

export const errors_settings_exchange_address_long = /** @type {(inputs: Errors_Settings_Exchange_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи слишком длинный.`)
};

export const errors_settings_exchange_address_web = /** @type {(inputs: Errors_Settings_Exchange_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи должен быть веб-адресом, начинающимся с https:// (http:// — только для этого компьютера), без имени пользователя и пароля.`)
};

export const errors_settings_gateway_address_text = /** @type {(inputs: Errors_Settings_Gateway_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес платёжного шлюза должен быть текстом.`)
};

export const errors_settings_gateway_address_long = /** @type {(inputs: Errors_Settings_Gateway_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес платёжного шлюза слишком длинный.`)
};

export const errors_settings_gateway_address_web = /** @type {(inputs: Errors_Settings_Gateway_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес платёжного шлюза должен быть веб-адресом, начинающимся с https:// (http:// — только для этого компьютера), без имени пользователя и пароля.`)
};

export const errors_settings_appliance_address_text = /** @type {(inputs: Errors_Settings_Appliance_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес устройства должен быть текстом.`)
};

export const errors_settings_appliance_address_long = /** @type {(inputs: Errors_Settings_Appliance_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес устройства слишком длинный.`)
};

export const errors_settings_appliance_address_web = /** @type {(inputs: Errors_Settings_Appliance_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес устройства должен быть веб-адресом, начинающимся с https:// (http:// — только для этого компьютера), без имени пользователя и пароля.`)
};

export const errors_settings_market_address_text = /** @type {(inputs: Errors_Settings_Market_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи для рынков должен быть текстом.`)
};

export const errors_settings_market_address_long = /** @type {(inputs: Errors_Settings_Market_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи для рынков слишком длинный.`)
};

export const errors_settings_market_address_web = /** @type {(inputs: Errors_Settings_Market_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи для рынков должен быть веб-адресом, начинающимся с https:// (http:// — только для этого компьютера), без имени пользователя и пароля.`)
};

export const errors_settings_appliance_address_secure = /** @type {(inputs: Errors_Settings_Appliance_Address_SecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес устройства должен начинаться с https:// (обычный http:// — только к этому компьютеру).`)
};

export const errors_settings_market_address_secure = /** @type {(inputs: Errors_Settings_Market_Address_SecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес биржи для рынков должен начинаться с https:// (обычный http:// — только к этому компьютеру).`)
};

export const errors_settings_market_exchange = /** @type {(inputs: Errors_Settings_Market_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Биржа для рынков — это демо-биржа или веб-адрес, начинающийся с https://.`)
};

export const errors_settings_profile_id = /** @type {(inputs: Errors_Settings_Profile_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Идентификатор счёта состоит из 1–64 букв, цифр, «-» или «_».`)
};

export const errors_settings_profile_name_text = /** @type {(inputs: Errors_Settings_Profile_Name_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Название счёта должно быть текстом.`)
};

export const errors_settings_profile_name_empty = /** @type {(inputs: Errors_Settings_Profile_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дайте счёту название.`)
};

export const errors_settings_profile_name_long = /** @type {(inputs: Errors_Settings_Profile_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Название счёта — не более 60 символов.`)
};

export const errors_settings_public_key_text = /** @type {(inputs: Errors_Settings_Public_Key_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Публичный API-ключ должен быть текстом.`)
};

export const errors_settings_public_key_empty = /** @type {(inputs: Errors_Settings_Public_Key_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите публичный API-ключ.`)
};

export const errors_settings_public_key_long = /** @type {(inputs: Errors_Settings_Public_Key_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Публичный API-ключ слишком длинный.`)
};

export const errors_settings_public_key_characters = /** @type {(inputs: Errors_Settings_Public_Key_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Публичный API-ключ может содержать только буквы, цифры и знаки препинания, без пробелов.`)
};

export const errors_settings_profile_demo = /** @type {(inputs: Errors_Settings_Profile_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отметка «демо» счёта должна быть включена или выключена.`)
};

export const errors_settings_demo_account_text = /** @type {(inputs: Errors_Settings_Demo_Account_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Электронная почта демо-счёта должна быть текстом.`)
};

export const errors_settings_demo_account_empty = /** @type {(inputs: Errors_Settings_Demo_Account_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Электронная почта демо-счёта не указана.`)
};

export const errors_settings_demo_account_long = /** @type {(inputs: Errors_Settings_Demo_Account_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Электронная почта демо-счёта слишком длинная.`)
};

export const errors_settings_svcid_text = /** @type {(inputs: Errors_Settings_Svcid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Идентификатор счёта на бирже должен быть текстом.`)
};

export const errors_settings_svcid_shape = /** @type {(inputs: Errors_Settings_Svcid_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Идентификатор счёта на бирже состоит из 1–128 букв, цифр или знаков препинания.`)
};

export const errors_settings_profile_unknown = /** @type {(inputs: Errors_Settings_Profile_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Счёт сохранён в виде, которого Satchel не знает.`)
};

export const errors_settings_balances_interval_number = /** @type {(inputs: Errors_Settings_Balances_Interval_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Интервал обновления балансов должен быть числом миллисекунд.`)
};

export const errors_settings_balances_interval_whole = /** @type {(inputs: Errors_Settings_Balances_Interval_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Интервал обновления балансов должен быть целым числом миллисекунд.`)
};

export const errors_settings_balances_interval_min = /** @type {(inputs: Errors_Settings_Balances_Interval_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Интервал обновления балансов должен быть не меньше ${i?.seconds} с.`)
};

export const errors_settings_balances_interval_max = /** @type {(inputs: Errors_Settings_Balances_Interval_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Интервал обновления балансов должен быть не больше ${i?.seconds} с.`)
};

export const errors_settings_orders_interval_number = /** @type {(inputs: Errors_Settings_Orders_Interval_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Интервал обновления ордеров должен быть числом миллисекунд.`)
};

export const errors_settings_orders_interval_whole = /** @type {(inputs: Errors_Settings_Orders_Interval_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Интервал обновления ордеров должен быть целым числом миллисекунд.`)
};

export const errors_settings_orders_interval_min = /** @type {(inputs: Errors_Settings_Orders_Interval_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Интервал обновления ордеров должен быть не меньше ${i?.seconds} с.`)
};

export const errors_settings_orders_interval_max = /** @type {(inputs: Errors_Settings_Orders_Interval_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Интервал обновления ордеров должен быть не больше ${i?.seconds} с.`)
};

export const errors_settings_tickers_interval_number = /** @type {(inputs: Errors_Settings_Tickers_Interval_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Интервал обновления цен должен быть числом миллисекунд.`)
};

export const errors_settings_tickers_interval_whole = /** @type {(inputs: Errors_Settings_Tickers_Interval_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Интервал обновления цен должен быть целым числом миллисекунд.`)
};

export const errors_settings_tickers_interval_min = /** @type {(inputs: Errors_Settings_Tickers_Interval_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Интервал обновления цен должен быть не меньше ${i?.seconds} с.`)
};

export const errors_settings_tickers_interval_max = /** @type {(inputs: Errors_Settings_Tickers_Interval_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Интервал обновления цен должен быть не больше ${i?.seconds} с.`)
};

export const errors_settings_polling_unknown = /** @type {(inputs: Errors_Settings_Polling_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В интервалах обновления есть настройка, которой Satchel не знает.`)
};

export const errors_settings_currency_code = /** @type {(inputs: Errors_Settings_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Код валюты состоит из 1–16 строчных букв или цифр.`)
};

export const errors_settings_amount = /** @type {(inputs: Errors_Settings_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сумма должна быть обычным десятичным числом.`)
};

export const errors_settings_guard_address = /** @type {(inputs: Errors_Settings_Guard_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адрес не может содержать пробелов.`)
};

export const errors_settings_guard_memo = /** @type {(inputs: Errors_Settings_Guard_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мемо не может содержать пробелов.`)
};

export const errors_settings_guard_label = /** @type {(inputs: Errors_Settings_Guard_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Подпись — не более 60 символов.`)
};

export const errors_settings_saved_addresses_max = /** @type {(inputs: Errors_Settings_Saved_Addresses_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Не более ${i?.count} сохранённого адреса.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Не более ${i?.count} сохранённых адресов.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Не более ${i?.count} сохранённых адресов.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Не более ${i?.count} сохранённого адреса.`);
	return /** @type {LocalizedString} */ ("errors_settings_saved_addresses_max");
};

export const errors_settings_guard_unknown = /** @type {(inputs: Errors_Settings_Guard_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Защита вывода содержит то, чего Satchel не знает.`)
};

export const errors_settings_guard_key = /** @type {(inputs: Errors_Settings_Guard_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Защита вывода хранится для счёта на бирже.`)
};

export const errors_settings_appliance_id = /** @type {(inputs: Errors_Settings_Appliance_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Идентификатор устройства состоит из 1–64 букв, цифр, «-» или «_».`)
};

export const errors_settings_appliance_name_text = /** @type {(inputs: Errors_Settings_Appliance_Name_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Название устройства должно быть текстом.`)
};

export const errors_settings_appliance_name_empty = /** @type {(inputs: Errors_Settings_Appliance_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дайте устройству название.`)
};

export const errors_settings_appliance_name_long = /** @type {(inputs: Errors_Settings_Appliance_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Название устройства — не более 60 символов.`)
};

export const errors_settings_appliance_user_text = /** @type {(inputs: Errors_Settings_Appliance_User_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Имя пользователя устройства должно быть текстом.`)
};

export const errors_settings_appliance_user_empty = /** @type {(inputs: Errors_Settings_Appliance_User_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите имя пользователя устройства.`)
};

export const errors_settings_appliance_user_long = /** @type {(inputs: Errors_Settings_Appliance_User_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Имя пользователя устройства слишком длинное.`)
};

export const errors_settings_appliance_user_control = /** @type {(inputs: Errors_Settings_Appliance_User_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Имя пользователя устройства содержит управляющий символ.`)
};

export const errors_settings_appliance_auth = /** @type {(inputs: Errors_Settings_Appliance_AuthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Способ входа — один из таких: ${i?.choices}.`)
};

export const errors_settings_api_path_text = /** @type {(inputs: Errors_Settings_Api_Path_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Путь API устройства должен быть текстом.`)
};

export const errors_settings_api_path_ends = /** @type {(inputs: Errors_Settings_Api_Path_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Путь API устройства не может содержать пробелов или «/» в начале или в конце.`)
};

export const errors_settings_fingerprint = /** @type {(inputs: Errors_Settings_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Закреплённый отпечаток должен быть SHA-256 в виде AB:CD:…`)
};

export const errors_settings_appliance_demo = /** @type {(inputs: Errors_Settings_Appliance_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отметка «демо» устройства должна быть включена или выключена.`)
};

export const errors_settings_appliance_unknown = /** @type {(inputs: Errors_Settings_Appliance_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Устройство сохранено в виде, которого Satchel не знает.`)
};

export const errors_settings_updates_check = /** @type {(inputs: Errors_Settings_Updates_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Проверка обновлений должна быть включена или выключена.`)
};

export const errors_settings_updates_channel = /** @type {(inputs: Errors_Settings_Updates_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Канал обновлений должен быть stable или beta.`)
};

export const errors_settings_updates_unknown = /** @type {(inputs: Errors_Settings_Updates_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Неизвестная настройка обновлений.`)
};

export const errors_settings_favourite_text = /** @type {(inputs: Errors_Settings_Favourite_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Избранный рынок задаётся его идентификатором.`)
};

export const errors_settings_favourite_shape = /** @type {(inputs: Errors_Settings_Favourite_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Избранный рынок задаётся идентификатором вроде btc_usdt.`)
};

export const errors_settings_favourites_max = /** @type {(inputs: Errors_Settings_Favourites_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Не более ${i?.count} избранного рынка.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Не более ${i?.count} избранных рынков.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Не более ${i?.count} избранных рынков.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Не более ${i?.count} избранного рынка.`);
	return /** @type {LocalizedString} */ ("errors_settings_favourites_max");
};

export const errors_settings_favourite_twice = /** @type {(inputs: Errors_Settings_Favourite_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рынок может быть в избранном только один раз.`)
};

export const errors_settings_version = /** @type {(inputs: Errors_Settings_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Этот файл настроек — от другой версии Satchel.`)
};

export const errors_settings_profiles_max = /** @type {(inputs: Errors_Settings_Profiles_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Не более ${i?.count} счёта.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Не более ${i?.count} счетов.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Не более ${i?.count} счетов.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Не более ${i?.count} счёта.`);
	return /** @type {LocalizedString} */ ("errors_settings_profiles_max");
};

export const errors_settings_appliances_max = /** @type {(inputs: Errors_Settings_Appliances_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ru", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Не более ${i?.count} устройства.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Не более ${i?.count} устройств.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Не более ${i?.count} устройств.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Не более ${i?.count} устройства.`);
	return /** @type {LocalizedString} */ ("errors_settings_appliances_max");
};

export const errors_settings_display_currency = /** @type {(inputs: Errors_Settings_Display_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Валюта отображения должна быть одной из таких: ${i?.choices}.`)
};

export const errors_settings_theme = /** @type {(inputs: Errors_Settings_ThemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Тема должна быть одной из таких: ${i?.choices}.`)
};

export const errors_settings_language = /** @type {(inputs: Errors_Settings_LanguageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Язык должен быть одним из таких: ${i?.choices}.`)
};

export const errors_settings_auto_lock = /** @type {(inputs: Errors_Settings_Auto_LockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Автоблокировка — одно из таких значений в минутах: ${i?.choices} (0 — никогда).`)
};

export const errors_settings_close_to_tray = /** @type {(inputs: Errors_Settings_Close_To_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Работа в трее должна быть включена или выключена.`)
};

export const errors_settings_hide_amounts = /** @type {(inputs: Errors_Settings_Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скрытие сумм должно быть включено или выключено.`)
};

export const errors_settings_hide_amounts_locked = /** @type {(inputs: Errors_Settings_Hide_Amounts_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скрытие сумм, пока Satchel заблокирован, должно быть включено или выключено.`)
};

export const errors_settings_password_hash = /** @type {(inputs: Errors_Settings_Password_HashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Хеш пароля слишком длинный.`)
};

export const errors_settings_unknown = /** @type {(inputs: Errors_Settings_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Неизвестная настройка.`)
};

export const errors_settings_profile_ids_twice = /** @type {(inputs: Errors_Settings_Profile_Ids_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У двух счетов одинаковый идентификатор.`)
};

export const errors_settings_active_profile_gone = /** @type {(inputs: Errors_Settings_Active_Profile_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Активного счёта не существует.`)
};

export const errors_settings_appliance_ids_twice = /** @type {(inputs: Errors_Settings_Appliance_Ids_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У двух устройств одинаковый идентификатор.`)
};

export const errors_settings_active_appliance_gone = /** @type {(inputs: Errors_Settings_Active_Appliance_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Активного устройства не существует.`)
};

export const errors_settings_unexpected = /** @type {(inputs: Errors_Settings_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У настройки значение такого вида, которого Satchel там не ожидает.`)
};

export const errors_settings_in_account = /** @type {(inputs: Errors_Settings_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сохранённый счёт № ${i?.n}: ${i?.reason}`)
};

export const errors_settings_in_appliance = /** @type {(inputs: Errors_Settings_In_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сохранённое устройство № ${i?.n}: ${i?.reason}`)
};

export const errors_policy_which = /** @type {(inputs: Errors_Policy_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Какая политика? Имя не указано.`)
};

export const errors_policy_action = /** @type {(inputs: Errors_Policy_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Действие — ALLOW или DENY.`)
};

export const errors_policy_page_size = /** @type {(inputs: Errors_Policy_Page_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Размер страницы — целое число от 1 до ${i?.max}.`)
};

export const errors_policy_page_number = /** @type {(inputs: Errors_Policy_Page_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Номер страницы — целое число, не меньше 1.`)
};

export const errors_policy_page_needs_size = /** @type {(inputs: Errors_Policy_Page_Needs_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Для номера страницы нужен размер страницы.`)
};

export const errors_policy_filter_field = /** @type {(inputs: Errors_Policy_Filter_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фильтр называет поле, которого у политик нет.`)
};

export const errors_policy_filter_text = /** @type {(inputs: Errors_Policy_Filter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Значение фильтра должно быть текстом.`)
};

export const errors_policy_read_none = /** @type {(inputs: Errors_Policy_Read_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назовите хотя бы одно поле для чтения.`)
};

export const errors_policy_read_field = /** @type {(inputs: Errors_Policy_Read_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Среди полей для чтения есть такое, которого у политик нет.`)
};

export const errors_policy_many_for_name = /** @type {(inputs: Errors_Policy_Many_For_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сетевое устройство ${i?.host} на одно имя ответило количеством политик: ${i?.count}.`)
};

export const errors_policy_nothing_to_change = /** @type {(inputs: Errors_Policy_Nothing_To_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нечего менять: укажите правило или действие.`)
};

export const errors_policy_unset_none = /** @type {(inputs: Errors_Policy_Unset_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назовите хотя бы одно поле, которое нужно вернуть к значению по умолчанию.`)
};

export const errors_policy_unset_field = /** @type {(inputs: Errors_Policy_Unset_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`К значениям по умолчанию можно вернуть только правило и действие.`)
};

export const main_confirm_decline = /** @type {(inputs: Main_Confirm_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не делать`)
};

export const main_save_title = /** @type {(inputs: Main_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Экспорт`)
};

export const main_save_button = /** @type {(inputs: Main_Save_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Экспортировать`)
};

export const main_save_filter_csv = /** @type {(inputs: Main_Save_Filter_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV (значения, разделённые запятыми)`)
};

export const main_save_filter_text = /** @type {(inputs: Main_Save_Filter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Текст`)
};

export const main_password_refused = /** @type {(inputs: Main_Password_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отклонено: этот ответ пришёл не из окна пароля Satchel.`)
};

export const main_password_enter = /** @type {(inputs: Main_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введите пароль приложения.`)
};

export const main_password_check_failed = /** @type {(inputs: Main_Password_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не удалось проверить пароль. Попробуйте снова.`)
};

export const main_lock_title = /** @type {(inputs: Main_Lock_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel уже запущен`)
};

export const main_lock_starting = /** @type {(inputs: Main_Lock_StartingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Другой Satchel прямо сейчас запускается с этой папкой данных пользователя (${i?.file}). Дождитесь его или остановите его и попробуйте снова.`)
};

export const main_lock_held = /** @type {(inputs: Main_Lock_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel уже работает с этой папкой данных пользователя: процесс ${i?.pid} (${i?.shell}, запущен ${i?.startedAt}) удерживает файл ${i?.file}. Пользуйтесь уже запущенным или сначала остановите его. Если этого процесса уже нет, удалите файл и запустите Satchel снова.`)
};

export const main_lock_held_elsewhere = /** @type {(inputs: Main_Lock_Held_ElsewhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel уже работает с этой папкой данных пользователя: процесс ${i?.pid} на компьютере «${i?.host}» (${i?.shell}, запущен ${i?.startedAt}) удерживает файл ${i?.file}. Пользуйтесь уже запущенным или сначала остановите его. Если этого процесса уже нет, удалите файл и запустите Satchel снова.`)
};

export const main_lock_shell_desktop = /** @type {(inputs: Main_Lock_Shell_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`приложение для компьютера`)
};

export const main_lock_shell_browser = /** @type {(inputs: Main_Lock_Shell_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`режим браузера`)
};

export const main_could_not_start = /** @type {(inputs: Main_Could_Not_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не удалось запустить`)
};

export const main_exchange_both = /** @type {(inputs: Main_Exchange_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Задайте SATCHEL_EXCHANGE_URL или SATCHEL_DEMO_SERVERS, но не обе переменные.`)
};

export const main_exchange_url_not_url = /** @type {(inputs: Main_Exchange_Url_Not_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL не является URL-адресом: ${i?.value}`)
};

export const main_exchange_url_protocol = /** @type {(inputs: Main_Exchange_Url_ProtocolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL должен быть адресом http или https, а не ${i?.protocol}`)
};

export const main_exchange_url_not_web_address = /** @type {(inputs: Main_Exchange_Url_Not_Web_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL не является веб-адресом. Укажите адрес вида https://exchange.example.`)
};

export const main_exchange_url_scheme = /** @type {(inputs: Main_Exchange_Url_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL должен начинаться с https://.`)
};

export const main_exchange_url_credentials = /** @type {(inputs: Main_Exchange_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL не должен содержать имя пользователя или пароль.`)
};

export const main_exchange_url_plain_http = /** @type {(inputs: Main_Exchange_Url_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL должен начинаться с https://. Обычный http:// разрешён только для этого компьютера (localhost, 127.0.0.1, ::1).`)
};

export const main_demo_servers_not_json = /** @type {(inputs: Main_Demo_Servers_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Значение SATCHEL_DEMO_SERVERS должно быть строкой JSON, которую выводит \`npm run sim\`.`)
};

export const main_demo_servers_no_address = /** @type {(inputs: Main_Demo_Servers_No_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`В SATCHEL_DEMO_SERVERS нет адреса «${i?.name}».`)
};

export const main_demo_servers_no_accounts = /** @type {(inputs: Main_Demo_Servers_No_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В SATCHEL_DEMO_SERVERS нет демо-счетов.`)
};

export const main_demo_servers_no_appliance_login = /** @type {(inputs: Main_Demo_Servers_No_Appliance_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В SATCHEL_DEMO_SERVERS нет пользователя и пароля сетевого устройства.`)
};

export const main_demo_address_not_web_address = /** @type {(inputs: Main_Demo_Address_Not_Web_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Адрес «${i?.name}» в SATCHEL_DEMO_SERVERS не является веб-адресом. Укажите адрес вида https://exchange.example.`)
};

export const main_demo_address_scheme = /** @type {(inputs: Main_Demo_Address_SchemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Адрес «${i?.name}» в SATCHEL_DEMO_SERVERS должен начинаться с https://.`)
};

export const main_demo_address_credentials = /** @type {(inputs: Main_Demo_Address_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Адрес «${i?.name}» в SATCHEL_DEMO_SERVERS не должен содержать имя пользователя или пароль.`)
};

export const main_demo_address_plain_http = /** @type {(inputs: Main_Demo_Address_Plain_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Адрес «${i?.name}» в SATCHEL_DEMO_SERVERS должен начинаться с https://. Обычный http:// разрешён только для этого компьютера (localhost, 127.0.0.1, ::1).`)
};

export const main_fixed_by_exchange_url = /** @type {(inputs: Main_Fixed_By_Exchange_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`переменная окружения SATCHEL_EXCHANGE_URL`)
};

export const main_fixed_by_demo_servers = /** @type {(inputs: Main_Fixed_By_Demo_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`переменная окружения SATCHEL_DEMO_SERVERS`)
};

export const main_payment_window_title = /** @type {(inputs: Main_Payment_Window_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel — оплата`)
};

export const main_internal_error = /** @type {(inputs: Main_Internal_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В Satchel произошла внутренняя ошибка.`)
};

export const main_refused_sender = /** @type {(inputs: Main_Refused_SenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отклонено: этот запрос пришёл не из собственного окна Satchel.`)
};

export const main_confirm_not_waiting = /** @type {(inputs: Main_Confirm_Not_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это подтверждение больше не ждёт ответа.`)
};

export const checks_label_accepted = /** @type {(inputs: Checks_Label_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ответ`)
};

export const checks_label_action = /** @type {(inputs: Checks_Label_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`действие`)
};

export const checks_label_address = /** @type {(inputs: Checks_Label_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес`)
};

export const checks_label_allow_blank_memo = /** @type {(inputs: Checks_Label_Allow_Blank_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`вывод без мемо`)
};

export const checks_label_allow_list_only = /** @type {(inputs: Checks_Label_Allow_List_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`только разрешённые адреса`)
};

export const checks_label_amount = /** @type {(inputs: Checks_Label_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сумма`)
};

export const checks_label_api_key = /** @type {(inputs: Checks_Label_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-ключ`)
};

export const checks_label_api_secret = /** @type {(inputs: Checks_Label_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`секретный ключ API`)
};

export const checks_label_auth = /** @type {(inputs: Checks_Label_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`способ входа`)
};

export const checks_label_auto_lock_minutes = /** @type {(inputs: Checks_Label_Auto_Lock_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`блокировать через`)
};

export const checks_label_balances = /** @type {(inputs: Checks_Label_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`балансы`)
};

export const checks_label_balances_interval = /** @type {(inputs: Checks_Label_Balances_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`частота обновления балансов`)
};

export const checks_label_book = /** @type {(inputs: Checks_Label_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`книга ордеров`)
};

export const checks_label_check_for_updates = /** @type {(inputs: Checks_Label_Check_For_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`проверять обновления`)
};

export const checks_label_close_to_tray = /** @type {(inputs: Checks_Label_Close_To_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`работать в трее`)
};

export const checks_label_code = /** @type {(inputs: Checks_Label_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`код`)
};

export const checks_label_comment = /** @type {(inputs: Checks_Label_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`комментарий`)
};

export const checks_label_currencies = /** @type {(inputs: Checks_Label_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`валюты`)
};

export const checks_label_currency = /** @type {(inputs: Checks_Label_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`валюта`)
};

export const checks_label_current = /** @type {(inputs: Checks_Label_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`текущий пароль`)
};

export const checks_label_daily_limit = /** @type {(inputs: Checks_Label_Daily_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`дневной лимит`)
};

export const checks_label_direction = /** @type {(inputs: Checks_Label_DirectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`направление сортировки`)
};

export const checks_label_display_currency = /** @type {(inputs: Checks_Label_Display_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`валюта отображения`)
};

export const checks_label_end = /** @type {(inputs: Checks_Label_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`конец`)
};

export const checks_label_exchange_url = /** @type {(inputs: Checks_Label_Exchange_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес биржи`)
};

export const checks_label_favourites = /** @type {(inputs: Checks_Label_FavouritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`избранное`)
};

export const checks_label_fee_included = /** @type {(inputs: Checks_Label_Fee_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`комиссия в сумме`)
};

export const checks_label_field = /** @type {(inputs: Checks_Label_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`столбец`)
};

export const checks_label_fields = /** @type {(inputs: Checks_Label_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`платёжные данные`)
};

export const checks_label_filter = /** @type {(inputs: Checks_Label_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`фильтр`)
};

export const checks_label_fingerprint = /** @type {(inputs: Checks_Label_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`отпечаток`)
};

export const checks_label_flow = /** @type {(inputs: Checks_Label_FlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`вид операции`)
};

export const checks_label_from = /** @type {(inputs: Checks_Label_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`дата начала`)
};

export const checks_label_fund_source = /** @type {(inputs: Checks_Label_Fund_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сохранённые платёжные данные`)
};

export const checks_label_gateway_url = /** @type {(inputs: Checks_Label_Gateway_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес платёжного шлюза`)
};

export const checks_label_hide_amounts = /** @type {(inputs: Checks_Label_Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`скрывать суммы`)
};

export const checks_label_hide_amounts_when_locked = /** @type {(inputs: Checks_Label_Hide_Amounts_When_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`скрывать суммы при блокировке`)
};

export const checks_label_id = /** @type {(inputs: Checks_Label_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`номер`)
};

export const checks_label_index = /** @type {(inputs: Checks_Label_IndexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`порядковый номер`)
};

export const checks_label_interval = /** @type {(inputs: Checks_Label_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`частота обновления`)
};

export const checks_label_label = /** @type {(inputs: Checks_Label_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`метка`)
};

export const checks_label_language = /** @type {(inputs: Checks_Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`язык`)
};

export const checks_label_limit = /** @type {(inputs: Checks_Label_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`лимит`)
};

export const checks_label_market = /** @type {(inputs: Checks_Label_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`рынок`)
};

export const checks_label_market_exchange = /** @type {(inputs: Checks_Label_Market_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`биржа для рынков`)
};

export const checks_label_memo = /** @type {(inputs: Checks_Label_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`мемо`)
};

export const checks_label_name = /** @type {(inputs: Checks_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`название`)
};

export const checks_label_names = /** @type {(inputs: Checks_Label_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`названия`)
};

export const checks_label_new_name = /** @type {(inputs: Checks_Label_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`новое название`)
};

export const checks_label_next = /** @type {(inputs: Checks_Label_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`новый пароль`)
};

export const checks_label_non_refundable_before = /** @type {(inputs: Checks_Label_Non_Refundable_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`без возврата до`)
};

export const checks_label_order_by = /** @type {(inputs: Checks_Label_Order_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сортировать по`)
};

export const checks_label_order_dir = /** @type {(inputs: Checks_Label_Order_DirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`порядок сортировки`)
};

export const checks_label_order_id = /** @type {(inputs: Checks_Label_Order_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`номер ордера`)
};

export const checks_label_order_ids = /** @type {(inputs: Checks_Label_Order_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`номера ордеров`)
};

export const checks_label_orders = /** @type {(inputs: Checks_Label_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ордера`)
};

export const checks_label_orders_interval = /** @type {(inputs: Checks_Label_Orders_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`частота обновления ордеров`)
};

export const checks_label_page = /** @type {(inputs: Checks_Label_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`страница`)
};

export const checks_label_page_size = /** @type {(inputs: Checks_Label_Page_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`размер страницы`)
};

export const checks_label_password = /** @type {(inputs: Checks_Label_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`пароль`)
};

export const checks_label_prefix = /** @type {(inputs: Checks_Label_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`путь API`)
};

export const checks_label_private_comment = /** @type {(inputs: Checks_Label_Private_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`личная заметка`)
};

export const checks_label_profile = /** @type {(inputs: Checks_Label_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`счёт`)
};

export const checks_label_recipient = /** @type {(inputs: Checks_Label_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`получатель`)
};

export const checks_label_reveal = /** @type {(inputs: Checks_Label_RevealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показать код`)
};

export const checks_label_rule = /** @type {(inputs: Checks_Label_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`правило`)
};

export const checks_label_samples = /** @type {(inputs: Checks_Label_SamplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`точки истории стоимости`)
};

export const checks_label_service = /** @type {(inputs: Checks_Label_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сервис`)
};

export const checks_label_sort = /** @type {(inputs: Checks_Label_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сортировка`)
};

export const checks_label_start = /** @type {(inputs: Checks_Label_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`начало`)
};

export const checks_label_statuses = /** @type {(inputs: Checks_Label_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`статусы`)
};

export const checks_label_symbols = /** @type {(inputs: Checks_Label_SymbolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`рынки`)
};

export const checks_label_theme = /** @type {(inputs: Checks_Label_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`тема`)
};

export const checks_label_tickers = /** @type {(inputs: Checks_Label_TickersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`цены`)
};

export const checks_label_tickers_interval = /** @type {(inputs: Checks_Label_Tickers_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`частота обновления цен`)
};

export const checks_label_time = /** @type {(inputs: Checks_Label_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`время`)
};

export const checks_label_to = /** @type {(inputs: Checks_Label_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`дата окончания`)
};

export const checks_label_trust_fingerprint = /** @type {(inputs: Checks_Label_Trust_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`отпечаток сертификата`)
};

export const checks_label_type = /** @type {(inputs: Checks_Label_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`тип`)
};

export const checks_label_update_channel = /** @type {(inputs: Checks_Label_Update_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`канал обновлений`)
};

export const checks_label_url = /** @type {(inputs: Checks_Label_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адрес`)
};

export const checks_label_user = /** @type {(inputs: Checks_Label_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`имя пользователя`)
};

export const checks_label_value = /** @type {(inputs: Checks_Label_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`значение`)
};

export const checks_label_card_number = /** @type {(inputs: Checks_Label_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`номер карты`)
};

export const checks_label_phone_number = /** @type {(inputs: Checks_Label_Phone_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`номер телефона`)
};

export const checks_label_public_key = /** @type {(inputs: Checks_Label_Public_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`платёжный ключ`)
};

export const checks_label_deposit_number = /** @type {(inputs: Checks_Label_Deposit_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`номер пополнения`)
};

export const checks_label_svcid = /** @type {(inputs: Checks_Label_SvcidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`номер счёта`)
};

export const checks_label_svc_nonce = /** @type {(inputs: Checks_Label_Svc_NonceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`порядковый номер запроса`)
};

export const checks_label_svc_signature = /** @type {(inputs: Checks_Label_Svc_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`подпись`)
};

export const checks_missing = /** @type {(inputs: Checks_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`не заполнено поле «${i?.field}»`)
};

export const checks_request_missing = /** @type {(inputs: Checks_Request_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запроса нет`)
};

export const checks_text = /** @type {(inputs: Checks_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`в поле «${i?.field}» должен быть текст`)
};

export const checks_request_text = /** @type {(inputs: Checks_Request_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос должен быть текстом`)
};

export const checks_number = /** @type {(inputs: Checks_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`в поле «${i?.field}» должно быть число`)
};

export const checks_request_number = /** @type {(inputs: Checks_Request_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос должен быть числом`)
};

export const checks_yes_no = /** @type {(inputs: Checks_Yes_NoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`в поле «${i?.field}» должно быть «да» или «нет»`)
};

export const checks_request_yes_no = /** @type {(inputs: Checks_Request_Yes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос должен быть «да» или «нет»`)
};

export const checks_list = /** @type {(inputs: Checks_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`в поле «${i?.field}» должен быть список`)
};

export const checks_request_list = /** @type {(inputs: Checks_Request_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос должен быть списком`)
};

export const checks_group = /** @type {(inputs: Checks_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`поле «${i?.field}» должно быть группой полей`)
};

export const checks_request_group = /** @type {(inputs: Checks_Request_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос должен быть группой полей`)
};

export const checks_choice = /** @type {(inputs: Checks_ChoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`значение поля «${i?.field}» не входит в список`)
};

export const checks_request_choice = /** @type {(inputs: Checks_Request_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос не соответствует ни одному из вариантов`)
};

export const checks_whole = /** @type {(inputs: Checks_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`в поле «${i?.field}» должно быть целое число`)
};

export const checks_request_whole = /** @type {(inputs: Checks_Request_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос должен быть целым числом`)
};

export const checks_too_small = /** @type {(inputs: Checks_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`значение поля «${i?.field}» слишком мало`)
};

export const checks_request_too_small = /** @type {(inputs: Checks_Request_Too_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`значение в запросе слишком мало`)
};

export const checks_too_large = /** @type {(inputs: Checks_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`значение поля «${i?.field}» слишком велико`)
};

export const checks_request_too_large = /** @type {(inputs: Checks_Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`значение в запросе слишком велико`)
};

export const checks_too_short = /** @type {(inputs: Checks_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`поле «${i?.field}» слишком короткое`)
};

export const checks_request_too_short = /** @type {(inputs: Checks_Request_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос слишком короткий`)
};

export const checks_too_long = /** @type {(inputs: Checks_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`поле «${i?.field}» слишком длинное`)
};

export const checks_request_too_long = /** @type {(inputs: Checks_Request_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос слишком длинный`)
};

export const checks_malformed = /** @type {(inputs: Checks_MalformedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`поле «${i?.field}» заполнено неправильно`)
};

export const checks_request_malformed = /** @type {(inputs: Checks_Request_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос составлен неправильно`)
};

export const checks_reason = /** @type {(inputs: Checks_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`поле «${i?.field}»: ${i?.reason}`)
};

export const checks_request_reason = /** @type {(inputs: Checks_Request_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`запрос: ${i?.reason}`)
};

export const checks_request_extra_field = /** @type {(inputs: Checks_Request_Extra_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос содержит поле, которое это действие не принимает`)
};

export const checks_unknown_operation = /** @type {(inputs: Checks_Unknown_OperationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не знает такого действия.`)
};

export const checks_went_wrong = /** @type {(inputs: Checks_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В Satchel что-то пошло не так. Подробности записаны в его журнал.`)
};

export const checks_shape_not_object = /** @type {(inputs: Checks_Shape_Not_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос должен быть набором полей с названиями`)
};

export const checks_shape_too_deep = /** @type {(inputs: Checks_Shape_Too_DeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`в запросе слишком много уровней вложенности`)
};

export const checks_shape_not_plain = /** @type {(inputs: Checks_Shape_Not_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос содержит что-то, кроме простых данных`)
};

export const checks_shape_bad_name = /** @type {(inputs: Checks_Shape_Bad_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запрос содержит недопустимое название поля`)
};

export const checks_could_not_do_this = /** @type {(inputs: Checks_Could_Not_Do_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel не смог это сделать: ${i?.problem}.`)
};

export const checks_profile_id = /** @type {(inputs: Checks_Profile_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужен идентификатор счёта`)
};

export const checks_value_such_as = /** @type {(inputs: Checks_Value_Such_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужно значение, например 1234.5`)
};

export const checks_display_currency = /** @type {(inputs: Checks_Display_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужна валюта отображения`)
};

export const checks_too_many_samples = /** @type {(inputs: Checks_Too_Many_SamplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Слишком много точек истории стоимости`)
};

export const checks_appliance_id = /** @type {(inputs: Checks_Appliance_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужен идентификатор устройства`)
};

export const checks_not_api_path = /** @type {(inputs: Checks_Not_Api_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не путь API`)
};

export const checks_not_policy_name = /** @type {(inputs: Checks_Not_Policy_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Это не название политики`)
};

export const checks_service_code = /** @type {(inputs: Checks_Service_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужен код сервиса`)
};

export const checks_field_key = /** @type {(inputs: Checks_Field_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужно название поля`)
};

export const checks_too_many_fields = /** @type {(inputs: Checks_Too_Many_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Слишком много полей`)
};

export const checks_market_key = /** @type {(inputs: Checks_Market_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужен код рынка или валюты`)
};

export const checks_currency_code = /** @type {(inputs: Checks_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нужен код валюты`)
};