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

export const funds_loading_accounts = /** @type {(inputs: Funds_Loading_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження рахунків…`)
};

export const funds_currency = /** @type {(inputs: Funds_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюта`)
};

export const funds_col_id = /** @type {(inputs: Funds_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID`)
};

export const funds_col_time = /** @type {(inputs: Funds_Col_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Час`)
};

export const funds_col_amount = /** @type {(inputs: Funds_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сума`)
};

export const funds_col_status = /** @type {(inputs: Funds_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Статус`)
};

export const funds_col_address = /** @type {(inputs: Funds_Col_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса`)
};

export const funds_col_to = /** @type {(inputs: Funds_Col_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Куди`)
};

export const funds_col_fee = /** @type {(inputs: Funds_Col_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комісія`)
};

export const funds_col_memo = /** @type {(inputs: Funds_Col_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мемо`)
};

export const funds_waiting_confirmation = /** @type {(inputs: Funds_Waiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Очікуємо вашого підтвердження та відповіді біржі…`)
};

export const funds_support_number = /** @type {(inputs: Funds_Support_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Номер для підтримки`)
};

export const funds_withdraw_send = /** @type {(inputs: Funds_Withdraw_SendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Надіслати ${i?.unit}`)
};

export const funds_withdraw_saved_address = /** @type {(inputs: Funds_Withdraw_Saved_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Збережена адреса`)
};

export const funds_withdraw_choose_saved = /** @type {(inputs: Funds_Withdraw_Choose_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виберіть збережену адресу…`)
};

export const funds_withdraw_saved_with_memo = /** @type {(inputs: Funds_Withdraw_Saved_With_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (мемо ${i?.memo})`)
};

export const funds_withdraw_recipient_address = /** @type {(inputs: Funds_Withdraw_Recipient_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Адреса одержувача ${i?.unit}`)
};

export const funds_withdraw_memo = /** @type {(inputs: Funds_Withdraw_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мемо (тег або ідентифікатор платежу)`)
};

export const funds_withdraw_blank_memo = /** @type {(inputs: Funds_Withdraw_Blank_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Надіслати без мемо (лише якщо одержувач каже, що воно не потрібне)`)
};

export const funds_withdraw_memo_help = /** @type {(inputs: Funds_Withdraw_Memo_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржі зараховують ${i?.unit} за мемо: без правильного мемо монети можна втратити.`)
};

export const funds_withdraw_amount = /** @type {(inputs: Funds_Withdraw_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сума (${i?.unit})`)
};

export const funds_withdraw_fee_included = /** @type {(inputs: Funds_Withdraw_Fee_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комісію включено`)
};

export const funds_withdraw_fee_included_help = /** @type {(inputs: Funds_Withdraw_Fee_Included_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Одержувач отримає суму за вирахуванням комісії.`)
};

export const funds_withdraw_send_all = /** @type {(inputs: Funds_Withdraw_Send_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Надіслати все`)
};

export const funds_withdraw_loading_summary = /** @type {(inputs: Funds_Withdraw_Loading_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження комісії та вашого балансу…`)
};

export const funds_withdraw_available = /** @type {(inputs: Funds_Withdraw_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Доступно`)
};

export const funds_withdraw_smallest = /** @type {(inputs: Funds_Withdraw_SmallestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мінімальне виведення`)
};

export const funds_withdraw_recipient_gets = /** @type {(inputs: Funds_Withdraw_Recipient_GetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Одержувач отримає`)
};

export const funds_withdraw_taken = /** @type {(inputs: Funds_Withdraw_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Списується з балансу`)
};

export const funds_withdraw_result_said = /** @type {(inputs: Funds_Withdraw_Result_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Одержувач отримає ${i?.receive} ${i?.unit}; з балансу буде списано ${i?.debit} ${i?.unit}.`)
};

export const funds_withdraw_review = /** @type {(inputs: Funds_Withdraw_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перевірити й надіслати`)
};

export const funds_withdraw_unlock = /** @type {(inputs: Funds_Withdraw_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте Satchel, щоб вивести кошти.`)
};

export const funds_withdraw_enter_address = /** @type {(inputs: Funds_Withdraw_Enter_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть адресу, на яку надіслати.`)
};

export const funds_withdraw_declined = /** @type {(inputs: Funds_Withdraw_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не надіслано: ви відхилили підтвердження.`)
};

export const funds_withdraw_result_title = /** @type {(inputs: Funds_Withdraw_Result_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Виведення ${i?.id}: ${i?.status}`)
};

export const funds_withdraw_email_sent = /** @type {(inputs: Funds_Withdraw_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа надіслала вам лист. Виведення відбудеться лише після того, як ви відкриєте посилання в ньому; доти нічого не надсилається, а якщо ви цього не планували, просто дайте посиланню втратити чинність.`)
};

export const funds_withdraw_accepted = /** @type {(inputs: Funds_Withdraw_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа прийняла виведення.`)
};

export const funds_withdraw_result_amounts = /** @type {(inputs: Funds_Withdraw_Result_AmountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.receive} ${i?.unit} одержувачу; ${i?.debit} ${i?.unit} з вашого балансу.`)
};

export const funds_address_checked = /** @type {(inputs: Funds_Address_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Перевірено: це ${i?.kind}.`)
};

export const funds_recent_title = /** @type {(inputs: Funds_Recent_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ваші останні виведення ${i?.unit}`)
};

export const funds_recent_loading = /** @type {(inputs: Funds_Recent_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Завантаження ваших останніх виведень ${i?.unit}…`)
};

export const funds_recent_none = /** @type {(inputs: Funds_Recent_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа не показує жодного виведення ${i?.unit}.`)
};

export const funds_recent_caption = /** @type {(inputs: Funds_Recent_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Останні виведення ${i?.unit}`)
};

export const funds_recent_look_again = /** @type {(inputs: Funds_Recent_Look_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перевірити ще раз`)
};

export const funds_recent_history = /** @type {(inputs: Funds_Recent_HistoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Відкрити історію ${i?.unit}`)
};

export const funds_guard_title = /** @type {(inputs: Funds_Guard_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Захист виведення ${i?.unit}`)
};

export const funds_guard_lead = /** @type {(inputs: Funds_Guard_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel перевіряє це ще до підпису. У режимі білого списку ${i?.unit} надсилається лише на збережені тут адреси; денний ліміт обмежує те, що Satchel надсилає за будь-які 24 години, разом із комісією.`)
};

export const funds_guard_password = /** @type {(inputs: Funds_Guard_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль застосунку (запитується при кожній зміні захисту)`)
};

export const funds_guard_book = /** @type {(inputs: Funds_Guard_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адресна книга`)
};

export const funds_guard_book_caption = /** @type {(inputs: Funds_Guard_Book_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Збережені адреси ${i?.unit}`)
};

export const funds_guard_col_label = /** @type {(inputs: Funds_Guard_Col_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мітка`)
};

export const funds_guard_col_actions = /** @type {(inputs: Funds_Guard_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дії`)
};

export const funds_guard_remove = /** @type {(inputs: Funds_Guard_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видалити`)
};

export const funds_guard_remove_named = /** @type {(inputs: Funds_Guard_Remove_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Видалити ${i?.name}`)
};

export const funds_guard_none = /** @type {(inputs: Funds_Guard_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Немає збережених адрес ${i?.unit}.`)
};

export const funds_guard_save_form = /** @type {(inputs: Funds_Guard_Save_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Зберегти адресу ${i?.unit}`)
};

export const funds_guard_address = /** @type {(inputs: Funds_Guard_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса для збереження`)
};

export const funds_guard_memo = /** @type {(inputs: Funds_Guard_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мемо (якщо є)`)
};

export const funds_guard_save_address = /** @type {(inputs: Funds_Guard_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зберегти адресу`)
};

export const funds_guard_rules = /** @type {(inputs: Funds_Guard_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Правила`)
};

export const funds_guard_rules_form = /** @type {(inputs: Funds_Guard_Rules_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Правила виведення ${i?.unit}`)
};

export const funds_guard_allow_list = /** @type {(inputs: Funds_Guard_Allow_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Лише на збережені адреси`)
};

export const funds_guard_daily_limit = /** @type {(inputs: Funds_Guard_Daily_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Денний ліміт (${i?.unit}, порожньо — без ліміту)`)
};

export const funds_guard_save_rules = /** @type {(inputs: Funds_Guard_Save_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зберегти правила`)
};

export const funds_guard_used_today = /** @type {(inputs: Funds_Guard_Used_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Надіслано Satchel за останні 24 години: ${i?.amount} ${i?.unit}`)
};

export const funds_guard_unlock = /** @type {(inputs: Funds_Guard_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте Satchel, щоб змінити захист.`)
};

export const funds_guard_enter_address = /** @type {(inputs: Funds_Guard_Enter_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть адресу, яку треба зберегти.`)
};

export const funds_guard_memo_not_saved = /** @type {(inputs: Funds_Guard_Memo_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не збережено. ${i?.problem}`)
};

export const funds_guard_saved_labelled = /** @type {(inputs: Funds_Guard_Saved_LabelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Збережено в адресній книзі ${i?.unit}: ${i?.label}.`)
};

export const funds_guard_saved = /** @type {(inputs: Funds_Guard_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Адресу збережено в адресній книзі ${i?.unit}.`)
};

export const funds_guard_removed = /** @type {(inputs: Funds_Guard_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Видалено з адресної книги: ${i?.name}.`)
};

export const funds_guard_limit_not_amount = /** @type {(inputs: Funds_Guard_Limit_Not_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.text}» — не сума. Напишіть денний ліміт як 0,5 або залиште поле порожнім, щоб ліміту не було.`)
};

export const funds_guard_rule_saved = /** @type {(inputs: Funds_Guard_Rule_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Захист ${i?.unit} збережено.`)
};

export const funds_details_invalid_deposit = /** @type {(inputs: Funds_Details_Invalid_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть ідентифікатор поповнення: ціле число, наприклад 1042.`)
};

export const funds_details_invalid_withdrawal = /** @type {(inputs: Funds_Details_Invalid_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть ідентифікатор виведення: ціле число, наприклад 1042.`)
};

export const funds_details_find_deposit = /** @type {(inputs: Funds_Details_Find_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Знайти поповнення`)
};

export const funds_details_find_withdrawal = /** @type {(inputs: Funds_Details_Find_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Знайти виведення`)
};

export const funds_details_deposit = /** @type {(inputs: Funds_Details_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Поповнення ${i?.id}`)
};

export const funds_details_withdrawal = /** @type {(inputs: Funds_Details_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Виведення ${i?.id}`)
};

export const funds_details_id_deposit = /** @type {(inputs: Funds_Details_Id_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ідентифікатор поповнення`)
};

export const funds_details_id_withdrawal = /** @type {(inputs: Funds_Details_Id_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ідентифікатор виведення`)
};

export const funds_details_show_deposit = /** @type {(inputs: Funds_Details_Show_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показати поповнення`)
};

export const funds_details_show_withdrawal = /** @type {(inputs: Funds_Details_Show_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показати виведення`)
};

export const funds_details_loading_deposit = /** @type {(inputs: Funds_Details_Loading_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження поповнення…`)
};

export const funds_details_loading_withdrawal = /** @type {(inputs: Funds_Details_Loading_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження виведення…`)
};

export const funds_details_amount_received = /** @type {(inputs: Funds_Details_Amount_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Отримана сума`)
};

export const funds_details_debited = /** @type {(inputs: Funds_Details_DebitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Усього списано`)
};

export const funds_details_received_at = /** @type {(inputs: Funds_Details_Received_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса отримання`)
};

export const funds_details_sent_to = /** @type {(inputs: Funds_Details_Sent_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Надіслано на`)
};

export const funds_details_transaction = /** @type {(inputs: Funds_Details_TransactionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Транзакція`)
};

export const funds_details_opens_explorer = /** @type {(inputs: Funds_Details_Opens_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(відкриває оглядач блоків у браузері)`)
};

export const funds_details_not_on_network = /** @type {(inputs: Funds_Details_Not_On_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ще не в мережі`)
};

export const funds_sort_by = /** @type {(inputs: Funds_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сортувати за`)
};

export const funds_order = /** @type {(inputs: Funds_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Порядок`)
};

export const funds_per_page = /** @type {(inputs: Funds_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`На сторінці`)
};

export const funds_newest_first = /** @type {(inputs: Funds_Newest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Спершу новіші або більші`)
};

export const funds_oldest_first = /** @type {(inputs: Funds_Oldest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Спершу старіші або менші`)
};

export const funds_statuses_legend = /** @type {(inputs: Funds_Statuses_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Статус (нічого не позначено — усі)`)
};

export const funds_previous_page = /** @type {(inputs: Funds_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Попередня сторінка`)
};

export const funds_next_page = /** @type {(inputs: Funds_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Наступна сторінка`)
};

export const funds_asking_exchange = /** @type {(inputs: Funds_Asking_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Запит до біржі…`)
};

export const funds_deposit_refresh = /** @type {(inputs: Funds_Deposit_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оновити`)
};

export const funds_deposit_not_shown_yet = /** @type {(inputs: Funds_Deposit_Not_Shown_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа ще не показала нову адресу. Перевірте ще раз за хвилину кнопкою «Оновити».`)
};

export const funds_deposit_existed = /** @type {(inputs: Funds_Deposit_ExistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Цей рахунок уже мав адресу поповнення ${i?.unit}; ось вона.`)
};

export const funds_deposit_unconfirmed = /** @type {(inputs: Funds_Deposit_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа не підтвердила запит. Його не надіслано повторно; Satchel шукає адресу.`)
};

export const funds_deposit_loading = /** @type {(inputs: Funds_Deposit_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Завантаження адреси поповнення ${i?.unit}…`)
};

export const funds_deposit_title = /** @type {(inputs: Funds_Deposit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ваша адреса поповнення ${i?.unit}`)
};

export const funds_deposit_credited_after = /** @type {(inputs: Funds_Deposit_Credited_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зараховується після`)
};

export const funds_deposit_confirmations = /** @type {(inputs: Funds_Deposit_ConfirmationsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} підтвердження мережі`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} підтверджень мережі`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} підтверджень мережі`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} підтвердження мережі`);
	return /** @type {LocalizedString} */ ("funds_deposit_confirmations");
};

export const funds_deposit_smallest = /** @type {(inputs: Funds_Deposit_SmallestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мінімальне поповнення`)
};

export const funds_deposit_memo_every = /** @type {(inputs: Funds_Deposit_Memo_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Додавайте мемо до кожного поповнення ${i?.unit}.`)
};

export const funds_deposit_memo_lost_below = /** @type {(inputs: Funds_Deposit_Memo_Lost_BelowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit}, надіслані на цю адресу без наведеного нижче мемо, не можна зарахувати на ваш рахунок, і вони будуть втрачені.`)
};

export const funds_deposit_memo_lost_yours = /** @type {(inputs: Funds_Deposit_Memo_Lost_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit}, надіслані на цю адресу без вашого мемо, не можна зарахувати на ваш рахунок, і вони будуть втрачені.`)
};

export const funds_deposit_memo_not_yet = /** @type {(inputs: Funds_Deposit_Memo_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа ще не показала ваше мемо: не поповнюйте, доки вона його не покаже.`)
};

export const funds_deposit_hidden = /** @type {(inputs: Funds_Deposit_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Адресу поповнення ${i?.unit} приховано, поки Satchel заблоковано. Розблокуйте, щоб побачити її.`)
};

export const funds_deposit_send_only = /** @type {(inputs: Funds_Deposit_Send_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Надсилайте на цю адресу лише ${i?.unit}. Поповнення, менші за мінімальну суму, не зараховуються.`)
};

export const funds_deposit_qr = /** @type {(inputs: Funds_Deposit_QrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR-код адреси поповнення ${i?.unit}`)
};

export const funds_deposit_making = /** @type {(inputs: Funds_Deposit_MakingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа створює вашу адресу ${i?.unit}. Вона з’явиться тут за мить…`)
};

export const funds_deposit_none_yet = /** @type {(inputs: Funds_Deposit_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Цей рахунок ще не має адреси поповнення ${i?.unit}. Біржа створить її на ваш запит; надалі вона не змінюється.`)
};

export const funds_deposit_generate = /** @type {(inputs: Funds_Deposit_GenerateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Створити адресу ${i?.unit}`)
};

export const funds_deposit_unlock = /** @type {(inputs: Funds_Deposit_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте Satchel, щоб створити адресу.`)
};

export const funds_history_exported_download = /** @type {(inputs: Funds_History_Exported_DownloadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Експортовано ${i?.count} операцію у файл ${i?.file} (ваші завантаження).`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Експортовано ${i?.count} операції у файл ${i?.file} (ваші завантаження).`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Експортовано ${i?.count} операцій у файл ${i?.file} (ваші завантаження).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Експортовано ${i?.count} операції у файл ${i?.file} (ваші завантаження).`);
	return /** @type {LocalizedString} */ ("funds_history_exported_download");
};

export const funds_history_exported_file = /** @type {(inputs: Funds_History_Exported_FileInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Експортовано ${i?.count} операцію у файл ${i?.path}.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Експортовано ${i?.count} операції у файл ${i?.path}.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Експортовано ${i?.count} операцій у файл ${i?.path}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Експортовано ${i?.count} операції у файл ${i?.path}.`);
	return /** @type {LocalizedString} */ ("funds_history_exported_file");
};

export const funds_history_export_cancelled = /** @type {(inputs: Funds_History_Export_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Експорт скасовано: нічого не збережено.`)
};

export const funds_type_deposit = /** @type {(inputs: Funds_Type_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Поповнення`)
};

export const funds_type_withdrawal = /** @type {(inputs: Funds_Type_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виведення`)
};

export const funds_history_details_deposit = /** @type {(inputs: Funds_History_Details_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Деталі поповнення ${i?.id}`)
};

export const funds_history_details_withdrawal = /** @type {(inputs: Funds_History_Details_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Деталі виведення ${i?.id}`)
};

export const funds_history_filter = /** @type {(inputs: Funds_History_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фільтр історії`)
};

export const funds_history_type = /** @type {(inputs: Funds_History_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тип`)
};

export const funds_history_all = /** @type {(inputs: Funds_History_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Поповнення та виведення`)
};

export const funds_history_deposits = /** @type {(inputs: Funds_History_DepositsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Поповнення`)
};

export const funds_history_withdrawals = /** @type {(inputs: Funds_History_WithdrawalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виведення`)
};

export const funds_history_all_currencies = /** @type {(inputs: Funds_History_All_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Усі валюти`)
};

export const funds_history_done = /** @type {(inputs: Funds_History_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виконано`)
};

export const funds_history_pending = /** @type {(inputs: Funds_History_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В обробці`)
};

export const funds_history_cancelled = /** @type {(inputs: Funds_History_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скасовано`)
};

export const funds_history_from = /** @type {(inputs: Funds_History_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Від`)
};

export const funds_history_to = /** @type {(inputs: Funds_History_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`До`)
};

export const funds_history_sort_amount = /** @type {(inputs: Funds_History_Sort_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сума (одна валюта)`)
};

export const funds_history_show = /** @type {(inputs: Funds_History_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показати`)
};

export const funds_history_sort_note = /** @type {(inputs: Funds_History_Sort_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сортування за сумою порівнює суми однієї валюти, вибраної в полі «Валюта».`)
};

export const funds_history_export = /** @type {(inputs: Funds_History_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Експортувати CSV`)
};

export const funds_history_export_progress = /** @type {(inputs: Funds_History_Export_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Хід експорту`)
};

export const funds_history_reading_page = /** @type {(inputs: Funds_History_Reading_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Читання сторінки ${i?.page} з ${i?.pages}…`)
};

export const funds_history_export_starting = /** @type {(inputs: Funds_History_Export_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Початок експорту…`)
};

export const funds_history_loading = /** @type {(inputs: Funds_History_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження історії…`)
};

export const funds_history_none = /** @type {(inputs: Funds_History_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Немає поповнень чи виведень за цими фільтрами.`)
};

export const funds_history_caption = /** @type {(inputs: Funds_History_CaptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} операція; час у вашому часовому поясі (${i?.zone})`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} операції; час у вашому часовому поясі (${i?.zone})`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} операцій; час у вашому часовому поясі (${i?.zone})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} операції; час у вашому часовому поясі (${i?.zone})`);
	return /** @type {LocalizedString} */ ("funds_history_caption");
};

export const funds_history_caption_sorted = /** @type {(inputs: Funds_History_Caption_SortedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} операція, за сумою в ${i?.currencies}; час у вашому часовому поясі (${i?.zone})`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} операції, за сумою в ${i?.currencies}; час у вашому часовому поясі (${i?.zone})`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} операцій, за сумою в ${i?.currencies}; час у вашому часовому поясі (${i?.zone})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} операції, за сумою в ${i?.currencies}; час у вашому часовому поясі (${i?.zone})`);
	return /** @type {LocalizedString} */ ("funds_history_caption_sorted");
};

export const funds_history_details = /** @type {(inputs: Funds_History_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Деталі`)
};

export const funds_history_pages = /** @type {(inputs: Funds_History_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сторінки історії`)
};

export const funds_history_page_of = /** @type {(inputs: Funds_History_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сторінка ${i?.page} з ${i?.pages}`)
};

export const funds_history_from_invalid = /** @type {(inputs: Funds_History_From_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дата в полі «Від» не існує.`)
};

export const funds_history_to_invalid = /** @type {(inputs: Funds_History_To_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дата в полі «До» не існує.`)
};

export const funds_history_to_before_from = /** @type {(inputs: Funds_History_To_Before_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дата в полі «До» раніша за дату в полі «Від».`)
};

export const funds_history_amount_needs_currency = /** @type {(inputs: Funds_History_Amount_Needs_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Суми в різних валютах не можна порівнювати за числом: виберіть валюту, щоб сортувати за сумою.`)
};

export const funds_codes_awaiting = /** @type {(inputs: Funds_Codes_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Очікує`)
};

export const funds_codes_valid = /** @type {(inputs: Funds_Codes_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дійсний`)
};

export const funds_codes_used = /** @type {(inputs: Funds_Codes_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Використаний`)
};

export const funds_codes_blocked = /** @type {(inputs: Funds_Codes_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Заблокований`)
};

export const funds_codes_cancelled = /** @type {(inputs: Funds_Codes_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скасований`)
};

export const funds_codes_known = /** @type {(inputs: Funds_Codes_KnownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа знає цей код: ${i?.amount} ${i?.currency}, ${i?.status}.`)
};

export const funds_codes_known_for = /** @type {(inputs: Funds_Codes_Known_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа знає цей код: ${i?.amount} ${i?.currency}, ${i?.status}, лише для рахунку ${i?.recipient}.`)
};

export const funds_codes_known_comment = /** @type {(inputs: Funds_Codes_Known_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа знає цей код: ${i?.amount} ${i?.currency}, ${i?.status}. «${i?.comment}».`)
};

export const funds_codes_known_for_comment = /** @type {(inputs: Funds_Codes_Known_For_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа знає цей код: ${i?.amount} ${i?.currency}, ${i?.status}, лише для рахунку ${i?.recipient}. «${i?.comment}».`)
};

export const funds_codes_redeemed_said = /** @type {(inputs: Funds_Codes_Redeemed_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Активовано: ${i?.amount} ${i?.currency} зараховано на цей рахунок.`)
};

export const funds_codes_redeemed_found = /** @type {(inputs: Funds_Codes_Redeemed_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Активовано: ${i?.amount} ${i?.currency} зараховано на цей рахунок (відповідь втрачено; код знайдено серед активованих вами).`)
};

export const funds_codes_redeem_declined = /** @type {(inputs: Funds_Codes_Redeem_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не активовано: ви відхилили підтвердження.`)
};

export const funds_codes_check_title = /** @type {(inputs: Funds_Codes_Check_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перевірити або активувати код`)
};

export const funds_codes_transfer_code = /** @type {(inputs: Funds_Codes_Transfer_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Код переказу`)
};

export const funds_codes_check = /** @type {(inputs: Funds_Codes_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перевірити на біржі`)
};

export const funds_codes_redeem = /** @type {(inputs: Funds_Codes_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Активувати…`)
};

export const funds_codes_unlock_redeem = /** @type {(inputs: Funds_Codes_Unlock_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте Satchel, щоб активувати код. Перевірка працює і під час блокування.`)
};

export const funds_codes_enter_amount = /** @type {(inputs: Funds_Codes_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть суму коду.`)
};

export const funds_codes_not_amount = /** @type {(inputs: Funds_Codes_Not_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.text}» — не сума. Напишіть її, наприклад, так: 0,25.`)
};

export const funds_codes_not_before_invalid = /** @type {(inputs: Funds_Codes_Not_Before_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Час у полі «Не повертається до» не існує.`)
};

export const funds_codes_create_declined = /** @type {(inputs: Funds_Codes_Create_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не створено: ви відхилили підтвердження.`)
};

export const funds_codes_create_title = /** @type {(inputs: Funds_Codes_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Створити код`)
};

export const funds_codes_create_lead = /** @type {(inputs: Funds_Codes_Create_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сума одразу списується з доступного балансу. Будь-хто, у кого є код, може його активувати, тож бережіть його, як готівку.`)
};

export const funds_codes_amount = /** @type {(inputs: Funds_Codes_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сума (${i?.unit})`)
};

export const funds_codes_available = /** @type {(inputs: Funds_Codes_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Доступно: ${i?.amount}`)
};

export const funds_codes_only_for = /** @type {(inputs: Funds_Codes_Only_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Лише для рахунку (необов’язково)`)
};

export const funds_codes_anyone_placeholder = /** @type {(inputs: Funds_Codes_Anyone_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`будь-хто`)
};

export const funds_codes_not_before = /** @type {(inputs: Funds_Codes_Not_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не повертається до (необов’язково, ${i?.zone})`)
};

export const funds_codes_public_comment_field = /** @type {(inputs: Funds_Codes_Public_Comment_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Публічний коментар (його бачить одержувач)`)
};

export const funds_codes_private_comment_field = /** @type {(inputs: Funds_Codes_Private_Comment_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Приватний коментар (бачите лише ви)`)
};

export const funds_codes_create = /** @type {(inputs: Funds_Codes_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Створити код…`)
};

export const funds_codes_unlock_create = /** @type {(inputs: Funds_Codes_Unlock_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте Satchel, щоб створити код.`)
};

export const funds_codes_new = /** @type {(inputs: Funds_Codes_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Новий код: ${i?.amount} ${i?.currency}`)
};

export const funds_codes_copy_now = /** @type {(inputs: Funds_Codes_Copy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скопіюйте його зараз і передайте лише тому, кому він призначений. Satchel його не зберігає; біржа показує його серед ваших кодів.`)
};

export const funds_codes_code = /** @type {(inputs: Funds_Codes_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Код`)
};

export const funds_codes_new_qr = /** @type {(inputs: Funds_Codes_New_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-код нового коду переказу`)
};

export const funds_codes_hide_the_code = /** @type {(inputs: Funds_Codes_Hide_The_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Приховати код`)
};

export const funds_codes_show_the_code = /** @type {(inputs: Funds_Codes_Show_The_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показати код`)
};

export const funds_codes_input_idle = /** @type {(inputs: Funds_Codes_Input_IdleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перевіряється тут, на цьому комп’ютері, під час введення: нічого не надсилається.`)
};

export const funds_codes_input_ok = /** @type {(inputs: Funds_Codes_Input_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✓ Правильно складений код ${i?.mark} (тип ${i?.type}); його контрольний символ збігається.`)
};

export const funds_codes_yours = /** @type {(inputs: Funds_Codes_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ваші коди`)
};

export const funds_codes_which = /** @type {(inputs: Funds_Codes_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Які коди`)
};

export const funds_codes_issued_by_me = /** @type {(inputs: Funds_Codes_Issued_By_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Випущені мною`)
};

export const funds_codes_redeemed_by_me = /** @type {(inputs: Funds_Codes_Redeemed_By_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Активовані мною`)
};

export const funds_codes_created = /** @type {(inputs: Funds_Codes_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Створено`)
};

export const funds_codes_redeemed = /** @type {(inputs: Funds_Codes_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Активовано`)
};

export const funds_codes_redeemed_at = /** @type {(inputs: Funds_Codes_Redeemed_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Час активації`)
};

export const funds_codes_loading = /** @type {(inputs: Funds_Codes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження ваших кодів…`)
};

export const funds_codes_no_more = /** @type {(inputs: Funds_Codes_No_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Більше кодів немає.`)
};

export const funds_codes_none_issued = /** @type {(inputs: Funds_Codes_None_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Немає випущених вами кодів, що відповідають фільтру.`)
};

export const funds_codes_none_redeemed = /** @type {(inputs: Funds_Codes_None_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ви ще не активували жодного коду.`)
};

export const funds_codes_issued_list = /** @type {(inputs: Funds_Codes_Issued_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Коди, випущені мною`)
};

export const funds_codes_redeemed_list = /** @type {(inputs: Funds_Codes_Redeemed_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Коди, активовані мною`)
};

export const funds_codes_for = /** @type {(inputs: Funds_Codes_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Для кого`)
};

export const funds_codes_comment = /** @type {(inputs: Funds_Codes_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Коментар`)
};

export const funds_codes_anyone = /** @type {(inputs: Funds_Codes_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Будь-хто`)
};

export const funds_codes_show = /** @type {(inputs: Funds_Codes_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показати`)
};

export const funds_codes_hide = /** @type {(inputs: Funds_Codes_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Приховати`)
};

export const funds_codes_show_named = /** @type {(inputs: Funds_Codes_Show_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Показати код ${i?.name}`)
};

export const funds_codes_hide_named = /** @type {(inputs: Funds_Codes_Hide_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Приховати код ${i?.name}`)
};

export const funds_codes_pages = /** @type {(inputs: Funds_Codes_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сторінки кодів`)
};

export const funds_codes_page = /** @type {(inputs: Funds_Codes_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сторінка ${i?.page}`)
};

export const funds_codes_id_invalid = /** @type {(inputs: Funds_Codes_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть ідентифікатор коду: ціле число, як у списках.`)
};

export const funds_codes_find_title = /** @type {(inputs: Funds_Codes_Find_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Знайти один із ваших кодів`)
};

export const funds_codes_id = /** @type {(inputs: Funds_Codes_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ідентифікатор коду`)
};

export const funds_codes_find = /** @type {(inputs: Funds_Codes_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Знайти код`)
};

export const funds_codes_loading_one = /** @type {(inputs: Funds_Codes_Loading_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження коду…`)
};

export const funds_codes_not_before_dt = /** @type {(inputs: Funds_Codes_Not_Before_DtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не повертається до`)
};

export const funds_codes_public_comment = /** @type {(inputs: Funds_Codes_Public_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Публічний коментар`)
};

export const funds_codes_private_comment = /** @type {(inputs: Funds_Codes_Private_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Приватний коментар`)
};

export const trading_loading_markets = /** @type {(inputs: Trading_Loading_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження ринків…`)
};

export const trading_filter_markets = /** @type {(inputs: Trading_Filter_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фільтр ринків`)
};

export const trading_quote_currency = /** @type {(inputs: Trading_Quote_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюта котирування`)
};

export const trading_all = /** @type {(inputs: Trading_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Усі`)
};

export const trading_no_markets = /** @type {(inputs: Trading_No_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа не має жодного ринку.`)
};

export const trading_no_match = /** @type {(inputs: Trading_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Жоден ринок не відповідає фільтру.`)
};

export const trading_no_match_text = /** @type {(inputs: Trading_No_Match_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Жоден ринок не відповідає «${i?.text}».`)
};

export const trading_no_match_quote = /** @type {(inputs: Trading_No_Match_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Жодного ринку з валютою котирування ${i?.quote}.`)
};

export const trading_no_match_both = /** @type {(inputs: Trading_No_Match_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Жоден ринок з валютою котирування ${i?.quote} не відповідає «${i?.text}».`)
};

export const trading_stale_prices = /** @type {(inputs: Trading_Stale_PricesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Останнє оновлення о ${i?.time}: ці ціни можуть бути застарілими.`)
};

export const trading_stale_figures = /** @type {(inputs: Trading_Stale_FiguresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Останнє оновлення о ${i?.time}: ці дані можуть бути застарілими.`)
};

export const trading_markets_table = /** @type {(inputs: Trading_Markets_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ринки`)
};

export const trading_col_market = /** @type {(inputs: Trading_Col_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ринок`)
};

export const trading_col_last = /** @type {(inputs: Trading_Col_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Остання ціна`)
};

export const trading_col_change = /** @type {(inputs: Trading_Col_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зміна за 24 год`)
};

export const trading_col_volume = /** @type {(inputs: Trading_Col_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обсяг`)
};

export const trading_col_quote_volume = /** @type {(inputs: Trading_Col_Quote_VolumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обсяг (валюта котирування)`)
};

export const trading_col_display_volume = /** @type {(inputs: Trading_Col_Display_VolumeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Обсяг (${i?.currency})`)
};

export const trading_col_high = /** @type {(inputs: Trading_Col_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Максимум`)
};

export const trading_col_low = /** @type {(inputs: Trading_Col_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мінімум`)
};

export const trading_col_range = /** @type {(inputs: Trading_Col_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Діапазон за 24 год`)
};

export const trading_col_favourite = /** @type {(inputs: Trading_Col_FavouriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обране`)
};

export const trading_favourite_of = /** @type {(inputs: Trading_Favourite_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pair} в обраному`)
};

export const trading_favourite_add = /** @type {(inputs: Trading_Favourite_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Додати ${i?.pair} до обраного`)
};

export const trading_favourite_remove = /** @type {(inputs: Trading_Favourite_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Прибрати ${i?.pair} з обраного`)
};

export const trading_sorted_by_quote_value = /** @type {(inputs: Trading_Sorted_By_Quote_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Упорядковано за вартістю в ${i?.currency} за курсом кожної валюти котирування; ринки без курсу — наприкінці, за валютою.`)
};

export const trading_sorted_by_base_value = /** @type {(inputs: Trading_Sorted_By_Base_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Упорядковано за вартістю в ${i?.currency} за курсом кожної базової валюти; ринки без курсу — наприкінці, за валютою.`)
};

export const trading_range_unknown = /** @type {(inputs: Trading_Range_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Діапазон за 24 год: ще невідомий`)
};

export const trading_range_of = /** @type {(inputs: Trading_Range_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Діапазон за 24 год: мінімум ${i?.low}, максимум ${i?.high}, остання ціна ${i?.last} (${i?.percent} % від мінімуму до максимуму)`)
};

export const trading_market_not_found = /** @type {(inputs: Trading_Market_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ринок не знайдено`)
};

export const trading_no_such_market = /** @type {(inputs: Trading_No_Such_MarketInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`На біржі немає ринку «${i?.symbol}».`)
};

export const trading_back_to_markets = /** @type {(inputs: Trading_Back_To_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назад до ринків`)
};

export const trading_loading_market = /** @type {(inputs: Trading_Loading_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження ринку…`)
};

export const trading_grouping = /** @type {(inputs: Trading_GroupingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Групування`)
};

export const trading_update_interval = /** @type {(inputs: Trading_Update_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення`)
};

export const trading_order_book = /** @type {(inputs: Trading_Order_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Книга ордерів`)
};

export const trading_depth = /** @type {(inputs: Trading_DepthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Глибина`)
};

export const trading_loading_book = /** @type {(inputs: Trading_Loading_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження книги ордерів…`)
};

export const trading_ticker = /** @type {(inputs: Trading_TickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тікер`)
};

export const trading_high_24h = /** @type {(inputs: Trading_High_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Максимум за 24 год`)
};

export const trading_low_24h = /** @type {(inputs: Trading_Low_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мінімум за 24 год`)
};

export const trading_volume_24h = /** @type {(inputs: Trading_Volume_24hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обсяг за 24 год`)
};

export const trading_volume_24h_in = /** @type {(inputs: Trading_Volume_24h_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Обсяг за 24 год у ${i?.currency}`)
};

export const trading_bid = /** @type {(inputs: Trading_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Купівля`)
};

export const trading_ask = /** @type {(inputs: Trading_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Продаж`)
};

export const trading_show_fewer = /** @type {(inputs: Trading_Show_FewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показати менше`)
};

export const trading_show_more = /** @type {(inputs: Trading_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показати більше`)
};

export const trading_asks = /** @type {(inputs: Trading_AsksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Продаж`)
};

export const trading_bids = /** @type {(inputs: Trading_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Купівля`)
};

export const trading_no_asks = /** @type {(inputs: Trading_No_AsksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Немає ордерів на продаж`)
};

export const trading_no_bids = /** @type {(inputs: Trading_No_BidsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Немає ордерів на купівлю`)
};

export const trading_spread_none = /** @type {(inputs: Trading_Spread_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Спред: —`)
};

export const trading_spread_of = /** @type {(inputs: Trading_Spread_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Спред: ${i?.amount} (${i?.percent} %)`)
};

export const trading_price_in = /** @type {(inputs: Trading_Price_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ціна (${i?.currency})`)
};

export const trading_amount_in = /** @type {(inputs: Trading_Amount_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Кількість (${i?.currency})`)
};

export const trading_total_in = /** @type {(inputs: Trading_Total_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сума (${i?.currency})`)
};

export const trading_book_caption = /** @type {(inputs: Trading_Book_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.side}, оновлюється раз на секунду`)
};

export const trading_book_caption_as_of = /** @type {(inputs: Trading_Book_Caption_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.side} станом на ${i?.time}, оновлюється раз на секунду`)
};

export const trading_book_caption_as_of_every = /** @type {(inputs: Trading_Book_Caption_As_Of_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.side} станом на ${i?.time}`)
};

export const trading_depth_chart = /** @type {(inputs: Trading_Depth_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Графік глибини`)
};

export const trading_amount_axis = /** @type {(inputs: Trading_Amount_AxisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вісь кількості (${i?.currency})`)
};

export const trading_price_axis = /** @type {(inputs: Trading_Price_AxisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вісь ціни (${i?.currency})`)
};

export const trading_depth_slider = /** @type {(inputs: Trading_Depth_SliderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ціна, за якою показати глибину`)
};

export const trading_depth_at_pointer = /** @type {(inputs: Trading_Depth_At_PointerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Глибина під вказівником`)
};

export const trading_depth_hint = /** @type {(inputs: Trading_Depth_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Наведіть вказівник на графік або виберіть його й натискайте клавіші зі стрілками, щоб побачити глибину за ціною.`)
};

export const trading_depth_bids_at = /** @type {(inputs: Trading_Depth_Bids_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Купівля за ціною ${i?.price} і вище: ${i?.volume}`)
};

export const trading_depth_asks_at = /** @type {(inputs: Trading_Depth_Asks_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Продаж за ціною ${i?.price} і нижче: ${i?.volume}`)
};

export const trading_depth_summary = /** @type {(inputs: Trading_Depth_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Накопичені ордери на купівлю від ${i?.low} до середньої ціни ${i?.mid}, на продаж — до ${i?.high}; найглибша сторона ${i?.depth}.`)
};

export const trading_depth_empty = /** @type {(inputs: Trading_Depth_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Немає ордерів для графіка.`)
};

export const trading_price_in_unit = /** @type {(inputs: Trading_Price_In_UnitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ціна в ${i?.currency}`)
};

export const trading_loading_accounts = /** @type {(inputs: Trading_Loading_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження рахунків…`)
};

export const trading_account = /** @type {(inputs: Trading_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рахунок:`)
};

export const trading_hide_small = /** @type {(inputs: Trading_Hide_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Приховати малі баланси`)
};

export const trading_refresh = /** @type {(inputs: Trading_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Оновити`)
};

export const trading_small_hint = /** @type {(inputs: Trading_Small_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Малі — ті, що коштують менше 1 USD; порожні баланси теж вважаються малими.`)
};

export const trading_small_hint_in = /** @type {(inputs: Trading_Small_Hint_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Малі — ті, що коштують менше 1 USD (${i?.value}); порожні баланси теж вважаються малими.`)
};

export const trading_small_hint_no_rate = /** @type {(inputs: Trading_Small_Hint_No_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Малі — ті, що коштують менше 1 USD (немає курсу, щоб перерахувати); порожні баланси теж вважаються малими.`)
};

export const trading_loading_balances = /** @type {(inputs: Trading_Loading_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження балансів…`)
};

export const trading_portfolio = /** @type {(inputs: Trading_PortfolioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Портфель`)
};

export const trading_portfolio_value = /** @type {(inputs: Trading_Portfolio_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вартість портфеля`)
};

export const trading_as_of = /** @type {(inputs: Trading_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`станом на ${i?.time}`)
};

export const trading_as_of_start = /** @type {(inputs: Trading_As_Of_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Станом на ${i?.time}`)
};

export const trading_cannot_compute = /** @type {(inputs: Trading_Cannot_ComputeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зараз не можна обчислити`)
};

export const trading_change_without = /** @type {(inputs: Trading_Change_WithoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Зміна за 24 год без ${i?.currencies} (немає ринку, щоб її визначити).`)
};

export const trading_loading_rates = /** @type {(inputs: Trading_Loading_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження курсів валют…`)
};

export const trading_last_whole = /** @type {(inputs: Trading_Last_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показано останні повні дані.`)
};

export const trading_holds_nothing = /** @type {(inputs: Trading_Holds_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`На цьому рахунку ще нічого немає.`)
};

export const trading_all_small = /** @type {(inputs: Trading_All_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Немає балансів вартістю 1 USD чи більше. Зніміть позначку «Приховати малі баланси», щоб побачити всі.`)
};

export const trading_balances_table = /** @type {(inputs: Trading_Balances_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Баланси`)
};

export const trading_col_currency = /** @type {(inputs: Trading_Col_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюта`)
};

export const trading_col_total = /** @type {(inputs: Trading_Col_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Усього`)
};

export const trading_col_available = /** @type {(inputs: Trading_Col_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Доступно`)
};

export const trading_col_locked = /** @type {(inputs: Trading_Col_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Заблоковано`)
};

export const trading_col_value = /** @type {(inputs: Trading_Col_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вартість (${i?.currency})`)
};

export const trading_col_share = /** @type {(inputs: Trading_Col_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Частка`)
};

export const trading_no_rates = /** @type {(inputs: Trading_No_RatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Курси валют зараз не вдається отримати, тож те, що у вас в інших валютах, ніж ${i?.currency}, не можна оцінити.`)
};

export const trading_no_rate_for = /** @type {(inputs: Trading_No_Rate_ForInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Біржа не надає курсу для ${i?.currencies}, тож цю валюту не можна оцінити в ${i?.currency}.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Біржа не надає курсу для ${i?.currencies}, тож ці валюти не можна оцінити в ${i?.currency}.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Біржа не надає курсу для ${i?.currencies}, тож ці валюти не можна оцінити в ${i?.currency}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Біржа не надає курсу для ${i?.currencies}, тож ці валюти не можна оцінити в ${i?.currency}.`);
	return /** @type {LocalizedString} */ ("trading_no_rate_for");
};

export const trading_other = /** @type {(inputs: Trading_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Інші`)
};

export const trading_allocation_none = /** @type {(inputs: Trading_Allocation_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розподіл: немає оцінених активів`)
};

export const trading_allocation_of = /** @type {(inputs: Trading_Allocation_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Розподіл: ${i?.slices}`)
};

export const trading_history_label = /** @type {(inputs: Trading_History_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вартість портфеля з ${i?.from} до ${i?.to}: від ${i?.first} до ${i?.last}`)
};

export const trading_history_label_range = /** @type {(inputs: Trading_History_Label_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вартість портфеля з ${i?.from} до ${i?.to}: від ${i?.first} до ${i?.last}, найменша ${i?.min}, найбільша ${i?.max}`)
};

export const trading_history_seen = /** @type {(inputs: Trading_History_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Так, як Satchel бачив її, поки був відкритий (зберігається на цьому комп’ютері).`)
};

export const trading_history_empty = /** @type {(inputs: Trading_History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тут з’явиться, як змінюється вартість, поки Satchel оновлює дані (точка щохвилини, зберігається на цьому комп’ютері).`)
};

export const trading_tab_open = /** @type {(inputs: Trading_Tab_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Відкриті ордери`)
};

export const trading_tab_history = /** @type {(inputs: Trading_Tab_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Історія`)
};

export const trading_orders_tabs = /** @type {(inputs: Trading_Orders_TabsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ордери`)
};

export const trading_times_in = /** @type {(inputs: Trading_Times_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Час за ${i?.zone}`)
};

export const trading_stale_orders = /** @type {(inputs: Trading_Stale_OrdersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Останнє оновлення о ${i?.time}: ці ордери можуть бути застарілими.`)
};

export const trading_all_markets = /** @type {(inputs: Trading_All_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Усі ринки`)
};

export const trading_cancel_selected = /** @type {(inputs: Trading_Cancel_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Скасувати вибрані (${i?.count})`)
};

export const trading_unlock_to_cancel = /** @type {(inputs: Trading_Unlock_To_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокуйте, щоб скасовувати ордери.`)
};

export const trading_waiting_confirmation = /** @type {(inputs: Trading_Waiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Очікування вашого підтвердження…`)
};

export const trading_loading_open = /** @type {(inputs: Trading_Loading_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження відкритих ордерів…`)
};

export const trading_no_open = /** @type {(inputs: Trading_No_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Відкритих ордерів немає.`)
};

export const trading_select_all = /** @type {(inputs: Trading_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вибрати всі показані ордери`)
};

export const trading_col_side = /** @type {(inputs: Trading_Col_SideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сторона`)
};

export const trading_col_type = /** @type {(inputs: Trading_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тип`)
};

export const trading_col_price = /** @type {(inputs: Trading_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ціна`)
};

export const trading_col_amount = /** @type {(inputs: Trading_Col_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Кількість`)
};

export const trading_col_filled = /** @type {(inputs: Trading_Col_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виконано`)
};

export const trading_col_created = /** @type {(inputs: Trading_Col_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Створено`)
};

export const trading_col_actions = /** @type {(inputs: Trading_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дії`)
};

export const trading_select_order = /** @type {(inputs: Trading_Select_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вибрати ордер ${i?.id}`)
};

export const trading_cancel_order = /** @type {(inputs: Trading_Cancel_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Скасувати ордер ${i?.id}`)
};

export const trading_cancel = /** @type {(inputs: Trading_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скасувати`)
};

export const trading_no_open_in_market = /** @type {(inputs: Trading_No_Open_In_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`На цьому ринку немає відкритих ордерів.`)
};

export const trading_buy = /** @type {(inputs: Trading_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Купівля`)
};

export const trading_sell = /** @type {(inputs: Trading_SellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Продаж`)
};

export const trading_type_limit = /** @type {(inputs: Trading_Type_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Лімітний`)
};

export const trading_type_market = /** @type {(inputs: Trading_Type_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ринковий`)
};

export const trading_status_active = /** @type {(inputs: Trading_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Активний`)
};

export const trading_status_executed = /** @type {(inputs: Trading_Status_ExecutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виконаний`)
};

export const trading_price_market = /** @type {(inputs: Trading_Price_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`За ринком`)
};

export const trading_outcome_unknown = /** @type {(inputs: Trading_Outcome_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа не відповіла вчасно, тож Satchel не може сказати, чи це сталося. Список оновлено: перевірте його, перш ніж пробувати знову.`)
};

export const trading_order_cancelled = /** @type {(inputs: Trading_Order_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ордер ${i?.id} скасовано. Заблоковані ним кошти знову доступні.`)
};

export const trading_nothing_cancelled = /** @type {(inputs: Trading_Nothing_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нічого не скасовано.`)
};

export const trading_cancel_accepted = /** @type {(inputs: Trading_Cancel_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа прийняла скасування. Список оновлено, щоб показати, що ще відкрито.`)
};

export const trading_orders_cancelled = /** @type {(inputs: Trading_Orders_CancelledInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Скасовано ${i?.count} ордер.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Скасовано ${i?.count} ордери.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Скасовано ${i?.count} ордерів.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Скасовано ${i?.count} ордера.`);
	return /** @type {LocalizedString} */ ("trading_orders_cancelled");
};

export const trading_not_cancelled = /** @type {(inputs: Trading_Not_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не скасовано: ${i?.ids}. Список оновлено.`)
};

export const trading_from = /** @type {(inputs: Trading_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`З`)
};

export const trading_to = /** @type {(inputs: Trading_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`До`)
};

export const trading_limit = /** @type {(inputs: Trading_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ліміт`)
};

export const trading_sort = /** @type {(inputs: Trading_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сортування`)
};

export const trading_newest_first = /** @type {(inputs: Trading_Newest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Спершу нові`)
};

export const trading_oldest_first = /** @type {(inputs: Trading_Oldest_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Спершу старі`)
};

export const trading_show = /** @type {(inputs: Trading_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показати`)
};

export const trading_loading_history = /** @type {(inputs: Trading_Loading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження історії ордерів…`)
};

export const trading_no_orders_in_period = /** @type {(inputs: Trading_No_Orders_In_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`За цей період ордерів немає.`)
};

export const trading_order_history = /** @type {(inputs: Trading_Order_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Історія ордерів`)
};

export const trading_col_average = /** @type {(inputs: Trading_Col_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Середня ціна`)
};

export const trading_col_executed = /** @type {(inputs: Trading_Col_ExecutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виконано`)
};

export const trading_col_status = /** @type {(inputs: Trading_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Статус`)
};

export const trading_col_closed = /** @type {(inputs: Trading_Col_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Закрито`)
};

export const trading_col_trades = /** @type {(inputs: Trading_Col_TradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Угоди`)
};

export const trading_average_of = /** @type {(inputs: Trading_Average_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`середня ${i?.price}`)
};

export const trading_show_trades = /** @type {(inputs: Trading_Show_TradesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Показати угоди ордера ${i?.id}`)
};

export const trading_trades_button = /** @type {(inputs: Trading_Trades_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Угоди`)
};

export const trading_loading_trades = /** @type {(inputs: Trading_Loading_TradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження угод…`)
};

export const trading_no_trades = /** @type {(inputs: Trading_No_TradesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ордер ${i?.id} не має угод.`)
};

export const trading_trades_of = /** @type {(inputs: Trading_Trades_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Угоди ордера ${i?.id}`)
};

export const trading_col_time = /** @type {(inputs: Trading_Col_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Час`)
};

export const trading_col_rate = /** @type {(inputs: Trading_Col_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Курс`)
};

export const trading_col_role = /** @type {(inputs: Trading_Col_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Роль`)
};

export const trading_col_fee = /** @type {(inputs: Trading_Col_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Комісія`)
};

export const trading_col_fee_currency = /** @type {(inputs: Trading_Col_Fee_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Валюта комісії`)
};

export const trading_maker = /** @type {(inputs: Trading_MakerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мейкер`)
};

export const trading_taker = /** @type {(inputs: Trading_TakerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тейкер`)
};

export const trading_history_to_date = /** @type {(inputs: Trading_History_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть дату «До» як календарну дату.`)
};

export const trading_history_from_date = /** @type {(inputs: Trading_History_From_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть дату «З» як календарну дату.`)
};

export const trading_history_from_1970 = /** @type {(inputs: Trading_History_From_1970Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виберіть дату «З» після 1970 року.`)
};

export const trading_history_from_after_to = /** @type {(inputs: Trading_History_From_After_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дата «З» не може бути пізнішою за «До».`)
};

export const trading_history_limit = /** @type {(inputs: Trading_History_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Можна показати від 1 до ${i?.max} ордерів.`)
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

export const settings_restart_now = /** @type {(inputs: Settings_Restart_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перезапустити зараз`)
};

export const settings_restarting = /** @type {(inputs: Settings_RestartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel перезапускається…`)
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

export const fiat_policies_name_empty = /** @type {(inputs: Fiat_Policies_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Політиці потрібна назва.`)
};

export const fiat_policies_name_too_long = /** @type {(inputs: Fiat_Policies_Name_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Назва політики — щонайбільше ${i?.count} символ.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Назва політики — щонайбільше ${i?.count} символи.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Назва політики — щонайбільше ${i?.count} символів.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Назва політики — щонайбільше ${i?.count} символу.`);
	return /** @type {LocalizedString} */ ("fiat_policies_name_too_long");
};

export const fiat_policies_name_characters = /** @type {(inputs: Fiat_Policies_Name_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назва політики починається з літери, цифри або підкреслення, далі лише літери, цифри, пробіли та _ - . # @ = :`)
};

export const fiat_policies_rule_empty = /** @type {(inputs: Fiat_Policies_Rule_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Політиці потрібне правило, вираз на кшталт true.`)
};

export const fiat_policies_rule_too_long = /** @type {(inputs: Fiat_Policies_Rule_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Правило — щонайбільше ${i?.count} символ (у цьому ${i?.length}).`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Правило — щонайбільше ${i?.count} символи (у цьому ${i?.length}).`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Правило — щонайбільше ${i?.count} символів (у цьому ${i?.length}).`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Правило — щонайбільше ${i?.count} символу (у цьому ${i?.length}).`);
	return /** @type {LocalizedString} */ ("fiat_policies_rule_too_long");
};

export const fiat_payout_result_said = /** @type {(inputs: Fiat_Payout_Result_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Одержувач отримає ${i?.receive} ${i?.unit}; комісія ${i?.fee} ${i?.unit}; з балансу буде списано ${i?.debit} ${i?.unit}.`)
};

export const core_party_exchange = /** @type {(inputs: Core_Party_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`біржі`)
};

export const core_party_gateway = /** @type {(inputs: Core_Party_GatewayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`платіжного шлюзу`)
};

export const core_server_limiting = /** @type {(inputs: Core_Server_LimitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) зараз обмежує запити (HTTP 429). Satchel незабаром спробує знову.`)
};

export const core_server_trouble = /** @type {(inputs: Core_Server_TroubleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) працює з помилками (HTTP ${i?.status}). Satchel незабаром спробує знову.`)
};

export const core_server_web_page = /** @type {(inputs: Core_Server_Web_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) відповів вебсторінкою замість даних (HTTP ${i?.status}). Можливо, його заблоковано в цій мережі або на ньому тривають технічні роботи.`)
};

export const core_server_web_page_ok = /** @type {(inputs: Core_Server_Web_Page_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) відповів вебсторінкою замість даних. Можливо, його заблоковано в цій мережі або на ньому тривають технічні роботи.`)
};

export const core_server_number_too_long = /** @type {(inputs: Core_Server_Number_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) надіслав число, задовге або завелике для суми. Satchel не прочитав відповідь.`)
};

export const core_server_not_found = /** @type {(inputs: Core_Server_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} цього не знає.`)
};

export const core_server_not_found_said = /** @type {(inputs: Core_Server_Not_Found_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} цього не знає: ${i?.said}`)
};

export const core_server_auth = /** @type {(inputs: Core_Server_AuthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} відхилив облікові дані.`)
};

export const core_server_auth_said = /** @type {(inputs: Core_Server_Auth_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} відхилив облікові дані: ${i?.said}`)
};

export const core_server_refused = /** @type {(inputs: Core_Server_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} відхилив запит (HTTP ${i?.status}).`)
};

export const core_server_refused_said = /** @type {(inputs: Core_Server_Refused_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} відхилив запит (HTTP ${i?.status}): ${i?.said}`)
};

export const core_server_timeout = /** @type {(inputs: Core_Server_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) не відповів протягом ${i?.seconds} с.`)
};

export const core_server_unreachable = /** @type {(inputs: Core_Server_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не вдається зв’язатися із сервером ${i?.party} (${i?.host}): ${i?.why}.`)
};

export const core_why_refused = /** @type {(inputs: Core_Why_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`з’єднання відхилено`)
};

export const core_why_not_found = /** @type {(inputs: Core_Why_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адресу не знайдено`)
};

export const core_why_dropped = /** @type {(inputs: Core_Why_DroppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`з’єднання обірвалося`)
};

export const core_why_certificate = /** @type {(inputs: Core_Why_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`його сертифікат не прийнято`)
};

export const core_why_no_route = /** @type {(inputs: Core_Why_No_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`мережа не має шляху до нього`)
};

export const core_why_tls = /** @type {(inputs: Core_Why_TlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`не вдалося встановити захищене з’єднання`)
};

export const core_why_network = /** @type {(inputs: Core_Why_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`збій мережі`)
};

export const core_request_cancelled = /** @type {(inputs: Core_Request_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Запит скасовано.`)
};

export const core_appliance_web_page = /** @type {(inputs: Core_Appliance_Web_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) відповів вебсторінкою замість даних (HTTP ${i?.status}). Перевірте адресу: можливо, пристрій за проксі або на ньому тривають технічні роботи.`)
};

export const core_appliance_no_policy = /** @type {(inputs: Core_Appliance_No_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`На мережевому пристрої немає політики авторизації з такою назвою.`)
};

export const core_appliance_no_resource = /** @type {(inputs: Core_Appliance_No_ResourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) не має ресурсу політик авторизації за цією адресою. Перевірте адресу і префікс шляху.`)
};

export const core_appliance_exists = /** @type {(inputs: Core_Appliance_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Політика авторизації з такою назвою вже існує. Виберіть іншу назву.`)
};

export const core_appliance_bad_credentials = /** @type {(inputs: Core_Appliance_Bad_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) відхилив ім’я користувача або пароль.`)
};

export const core_appliance_session_ended = /** @type {(inputs: Core_Appliance_Session_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) завершив сеанс, і повторний вхід не допоміг.`)
};

export const core_appliance_wants_session = /** @type {(inputs: Core_Appliance_Wants_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) не прийняв облікові дані, надіслані із запитом (він вимагає сеансу).`)
};

export const core_appliance_no_enable = /** @type {(inputs: Core_Appliance_No_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей мережевий пристрій не підтримує ввімкнення політик авторизації.`)
};

export const core_appliance_no_disable = /** @type {(inputs: Core_Appliance_No_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей мережевий пристрій не підтримує вимкнення політик авторизації.`)
};

export const core_appliance_no_unset = /** @type {(inputs: Core_Appliance_No_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей мережевий пристрій не підтримує очищення полів політик авторизації.`)
};

export const core_appliance_unsupported_query = /** @type {(inputs: Core_Appliance_Unsupported_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей мережевий пристрій не підтримує цю дію із запитом.`)
};

export const core_appliance_unsupported_policy = /** @type {(inputs: Core_Appliance_Unsupported_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей мережевий пристрій не підтримує цю дію з цією політикою авторизації.`)
};

export const core_appliance_trouble = /** @type {(inputs: Core_Appliance_TroubleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) працює з помилками (HTTP ${i?.status}).`)
};

export const core_appliance_trouble_said = /** @type {(inputs: Core_Appliance_Trouble_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) працює з помилками (HTTP ${i?.status}): ${i?.said}`)
};

export const core_appliance_auth = /** @type {(inputs: Core_Appliance_AuthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) відхилив облікові дані.`)
};

export const core_appliance_auth_said = /** @type {(inputs: Core_Appliance_Auth_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) відхилив облікові дані: ${i?.said}`)
};

export const core_appliance_not_found = /** @type {(inputs: Core_Appliance_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) цього не знає.`)
};

export const core_appliance_not_found_said = /** @type {(inputs: Core_Appliance_Not_Found_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) цього не знає: ${i?.said}`)
};

export const core_appliance_refused_query = /** @type {(inputs: Core_Appliance_Refused_QueryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) відхилив запит.`)
};

export const core_appliance_refused_query_said = /** @type {(inputs: Core_Appliance_Refused_Query_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) відхилив запит: ${i?.said}`)
};

export const core_appliance_refused_policy = /** @type {(inputs: Core_Appliance_Refused_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) відхилив цю політику авторизації.`)
};

export const core_appliance_refused_policy_said = /** @type {(inputs: Core_Appliance_Refused_Policy_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) відхилив цю політику авторизації: ${i?.said}`)
};

export const core_appliance_refused = /** @type {(inputs: Core_Appliance_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) відхилив запит.`)
};

export const core_appliance_refused_said = /** @type {(inputs: Core_Appliance_Refused_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) відхилив запит: ${i?.said}`)
};

export const core_appliance_sent_timeout = /** @type {(inputs: Core_Appliance_Sent_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Зміну надіслано, але мережевий пристрій (${i?.host}) не відповів протягом ${i?.seconds} с. Оновіть список, щоб побачити, чи її внесено.`)
};

export const core_appliance_sent_closed = /** @type {(inputs: Core_Appliance_Sent_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Зміну надіслано, але мережевий пристрій (${i?.host}) закрив з’єднання без відповіді. Оновіть список, щоб побачити, чи її внесено.`)
};

export const core_appliance_timeout = /** @type {(inputs: Core_Appliance_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) не відповів протягом ${i?.seconds} с.`)
};

export const core_appliance_unreachable = /** @type {(inputs: Core_Appliance_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не вдається зв’язатися з мережевим пристроєм (${i?.host}): ${i?.why}.`)
};

export const core_kind_validation = /** @type {(inputs: Core_Kind_ValidationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не зміг це виконати: у запиті щось не так.`)
};

export const core_kind_auth = /** @type {(inputs: Core_Kind_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сервер відхилив облікові дані.`)
};

export const core_kind_keychain = /** @type {(inputs: Core_Kind_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не має доступу до системного сховища ключів.`)
};

export const core_kind_network = /** @type {(inputs: Core_Kind_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сервер зараз недоступний.`)
};

export const core_kind_unavailable = /** @type {(inputs: Core_Kind_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сервер зараз не може це обробити. Спробуйте трохи згодом.`)
};

export const core_kind_exchange = /** @type {(inputs: Core_Kind_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сервер відхилив запит.`)
};

export const core_kind_malformed = /** @type {(inputs: Core_Kind_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сервер відповів так, що Satchel не може це прочитати.`)
};

export const core_kind_not_found = /** @type {(inputs: Core_Kind_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сервер цього не знає.`)
};

export const core_kind_locked = /** @type {(inputs: Core_Kind_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel заблоковано. Розблокуйте його, щоб продовжити.`)
};

export const core_kind_declined = /** @type {(inputs: Core_Kind_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ви відмовилися: нічого не надіслано.`)
};

export const core_kind_guard = /** @type {(inputs: Core_Kind_GuardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Захист виведення зупинив це.`)
};

export const core_kind_unknown_outcome = /** @type {(inputs: Core_Kind_Unknown_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Запит надіслано, але відповіді не надійшло: він міг виконатися, а міг і ні. Перевірте, перш ніж пробувати знову.`)
};

export const core_kind_cancelled = /** @type {(inputs: Core_Kind_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Запит скасовано.`)
};

export const core_kind_internal = /** @type {(inputs: Core_Kind_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У Satchel сталася внутрішня помилка. Подробиці записано в його журнал.`)
};

export const core_with_appliance_code = /** @type {(inputs: Core_With_Appliance_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.message} (код мережевого пристрою ${i?.code})`)
};

export const core_keychain_locked_mac = /** @type {(inputs: Core_Keychain_Locked_MacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Связка ключів macOS заблокована або відмовила в доступі. Розблокуйте свою зв’язку ключів входу (у програмі «Зв’язка ключів»), дозвольте доступ Satchel і спробуйте знову.`)
};

export const core_keychain_locked_windows = /** @type {(inputs: Core_Keychain_Locked_WindowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Диспетчер облікових даних Windows відмовив у доступі. Увійдіть у Windows під власним обліковим записом і спробуйте знову.`)
};

export const core_keychain_locked = /** @type {(inputs: Core_Keychain_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Системне сховище ключів заблоковане. Розблокуйте його (у Linux — свою в’язку ключів входу, наприклад у «Паролі та ключі») і спробуйте знову.`)
};

export const core_keychain_missing = /** @type {(inputs: Core_Keychain_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Системне сховище ключів недоступне. У Linux установіть і запустіть Secret Service, наприклад GNOME Keyring або KWallet, і спробуйте знову.`)
};

export const core_keychain_no_keyring = /** @type {(inputs: Core_Keychain_No_KeyringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У системному сховищі ключів немає в’язки, де можна зберегти секрет. Створіть в’язку за замовчуванням (у Linux — в’язку «Login» у «Паролі та ключі») і спробуйте знову.`)
};

export const core_keychain_no_module = /** @type {(inputs: Core_Keychain_No_ModuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не зміг завантажити свій модуль сховища ключів у цій системі. Перевстановіть Satchel; якщо це не допоможе, повідомте про проблему.`)
};

export const core_keychain_timeout = /** @type {(inputs: Core_Keychain_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Системне сховище ключів не відповіло. Якщо воно запитало пароль, введіть його, а тоді спробуйте знову.`)
};

export const core_keychain_failed = /** @type {(inputs: Core_Keychain_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Системне сховище ключів відхилило запит. Спробуйте знову; якщо збій повторюється, перезапустіть сховище (у Linux — вийдіть із системи й увійдіть знову).`)
};

export const core_lock_locked = /** @type {(inputs: Core_Lock_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel заблоковано. Щоб це зробити, розблокуйте його паролем застосунку.`)
};

export const core_lock_no_password = /** @type {(inputs: Core_Lock_No_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Спершу встановіть пароль застосунку: без нього Satchel не може заблокуватися.`)
};

export const core_lock_checking = /** @type {(inputs: Core_Lock_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зараз перевіряється інша спроба пароля. Спробуйте знову за мить.`)
};

export const core_lock_too_many = /** @type {(inputs: Core_Lock_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Забагато неправильних паролів. Спробуйте знову через ${i?.seconds} с.`)
};

export const core_lock_enter_password = /** @type {(inputs: Core_Lock_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть пароль застосунку.`)
};

export const core_lock_wrong = /** @type {(inputs: Core_Lock_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Неправильний пароль. Спробувати знову можна через ${i?.seconds} с.`)
};

export const core_lock_too_short = /** @type {(inputs: Core_Lock_Too_ShortInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Виберіть пароль щонайменше з ${i?.count} символу.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Виберіть пароль щонайменше з ${i?.count} символів.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Виберіть пароль щонайменше з ${i?.count} символів.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Виберіть пароль щонайменше з ${i?.count} символу.`);
	return /** @type {LocalizedString} */ ("core_lock_too_short");
};

export const core_guard_address_unknown = /** @type {(inputs: Core_Guard_Address_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цієї адреси немає в адресній книзі.`)
};

export const core_guard_not_saved = /** @type {(inputs: Core_Guard_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Зупинено захистом виведення: ${i?.unit} можна виводити лише на збережені адреси, а цієї адреси немає у вашій адресній книзі.`)
};

export const core_guard_not_saved_memo = /** @type {(inputs: Core_Guard_Not_Saved_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Зупинено захистом виведення: ${i?.unit} можна виводити лише на збережені адреси, а цієї адреси з цим мемо немає у вашій адресній книзі.`)
};

export const core_guard_no_codes = /** @type {(inputs: Core_Guard_No_CodesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Зупинено захистом виведення: ${i?.unit} можна виводити лише на збережені адреси, а код переказу дістається тому, в кого він є. Щоб створити код, вимкніть «лише на збережені адреси» для ${i?.unit} (це потребує пароля застосунку).`)
};

export const core_guard_daily_limit = /** @type {(inputs: Core_Guard_Daily_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Зупинено захистом виведення: добовий ліміт для ${i?.unit} — ${i?.limit} ${i?.unit}. За останні 24 години Satchel надіслав ${i?.used} ${i?.unit}, а ця операція забрала б ${i?.debit} ${i?.unit}; зараз можна вивести ще не більше ніж ${i?.left} ${i?.unit}.`)
};

export const core_declined = /** @type {(inputs: Core_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Відхилено: на біржу нічого не надіслано.`)
};

export const core_needs_password = /** @type {(inputs: Core_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Для цього потрібен пароль застосунку.`)
};

export const core_confirm_gone = /** @type {(inputs: Core_Confirm_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це підтвердження вже не чекає на відповідь.`)
};

export const core_code_mistyped = /** @type {(inputs: Core_Code_MistypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа знає першу групу цього коду як код у ${i?.unit}, але в коді вказано ${i?.mark}: його введено з помилкою.`)
};

export const core_code_digits = /** @type {(inputs: Core_Code_DigitsInputs) => LocalizedString} */ (i) => {const digitsPlural = registry.plural("uk", i?.digits, {});
	if (digitsPlural === "one") return /** @type {LocalizedString} */ (`Суми в ${i?.unit} мають не більше ${i?.digits} знака після коми.`);
	if (digitsPlural === "few") return /** @type {LocalizedString} */ (`Суми в ${i?.unit} мають не більше ${i?.digits} знаків після коми.`);
	if (digitsPlural === "many") return /** @type {LocalizedString} */ (`Суми в ${i?.unit} мають не більше ${i?.digits} знаків після коми.`);
	if (digitsPlural === "other") return /** @type {LocalizedString} */ (`Суми в ${i?.unit} мають не більше ${i?.digits} знака після коми.`);
	return /** @type {LocalizedString} */ ("core_code_digits");
};

export const core_amount_positive = /** @type {(inputs: Core_Amount_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сума має бути більшою за нуль.`)
};

export const core_code_available = /** @type {(inputs: Core_Code_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Для коду доступно лише ${i?.available} ${i?.unit}.`)
};

export const core_code_refundable_past = /** @type {(inputs: Core_Code_Refundable_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Час «не можна повернути до» вже минув: виберіть пізніший або жодного.`)
};

export const core_code_used = /** @type {(inputs: Core_Code_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей код уже використано.`)
};

export const core_code_redeeming = /** @type {(inputs: Core_Code_RedeemingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей код саме зараз погашається.`)
};

export const core_code_cancelled = /** @type {(inputs: Core_Code_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей код скасував його власник.`)
};

export const core_code_on_hold = /** @type {(inputs: Core_Code_On_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей код заблокований біржею (утримується). Зверніться до її підтримки, вказавши номер коду для підтримки.`)
};

export const core_code_redeem_unread = /** @type {(inputs: Core_Code_Redeem_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.error} Satchel також не зміг прочитати погашені вами коди; перегляньте список за мить, перш ніж пробувати знову.`)
};

export const core_code_redeem_lost = /** @type {(inputs: Core_Code_Redeem_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа не підтвердила погашення, і коду немає серед погашених вами кодів. Повторно його не надіслано: перегляньте список за мить, перш ніж пробувати знову.`)
};

export const core_code_reveal_declined = /** @type {(inputs: Core_Code_Reveal_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Відхилено: код не показано.`)
};

export const core_fiat_switched = /** @type {(inputs: Core_Fiat_SwitchedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Головне вікно Satchel перемкнулося з рахунку «${i?.account}». Нічого не надіслано; відкрийте вікно оплати знову з потрібного рахунку.`)
};

export const core_fiat_not_payment = /** @type {(inputs: Core_Fiat_Not_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це вікно відкрито не для оплати.`)
};

export const core_fiat_for_payout = /** @type {(inputs: Core_Fiat_For_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це вікно оплати призначене для виплати.`)
};

export const core_fiat_for_deposit = /** @type {(inputs: Core_Fiat_For_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це вікно оплати призначене для поповнення.`)
};

export const core_fiat_no_key = /** @type {(inputs: Core_Fiat_No_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа не видала цьому рахунку платіжного ключа для ${i?.unit}, тому він не може користуватися платіжним шлюзом.`)
};

export const core_fiat_service_gone = /** @type {(inputs: Core_Fiat_Service_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платіжний шлюз не пропонує (більше) вибраний вами сервіс. Виберіть інший.`)
};

export const core_fiat_no_action = /** @type {(inputs: Core_Fiat_No_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа прийняла поповнення, але не вказала, куди платити.`)
};

export const core_fiat_no_deposit_id = /** @type {(inputs: Core_Fiat_No_Deposit_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа прийняла поповнення, але не дала номера поповнення.`)
};

export const core_withdraw_title = /** @type {(inputs: Core_Withdraw_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вивести ${i?.unit}`)
};

export const core_withdraw_question = /** @type {(inputs: Core_Withdraw_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вивести ${i?.amount} ${i?.unit} на адресу нижче?`)
};

export const core_withdraw_question_look_alike = /** @type {(inputs: Core_Withdraw_Question_Look_AlikeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вивести ${i?.amount} ${i?.unit} на адресу, схожу на відому вам, але не ту саму?`)
};

export const core_withdraw_confirm = /** @type {(inputs: Core_Withdraw_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вивести ${i?.amount} ${i?.unit}`)
};

export const core_line_from_account = /** @type {(inputs: Core_Line_From_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`З рахунку: ${i?.account}`)
};

export const core_line_memo = /** @type {(inputs: Core_Line_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мемо: ${i?.memo}`)
};

export const core_line_no_memo = /** @type {(inputs: Core_Line_No_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мемо: (немає — надсилається без мемо)`)
};

export const core_line_recipient_gets = /** @type {(inputs: Core_Line_Recipient_GetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Одержувач отримає: ${i?.amount} ${i?.unit}`)
};

export const core_line_fee = /** @type {(inputs: Core_Line_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Комісія: ${i?.fee} ${i?.unit}`)
};

export const core_line_fee_included = /** @type {(inputs: Core_Line_Fee_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Комісія: ${i?.fee} ${i?.unit} (утримується із суми)`)
};

export const core_line_debit = /** @type {(inputs: Core_Line_DebitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Списується з вашого балансу: ${i?.amount} ${i?.unit}`)
};

export const core_withdraw_final = /** @type {(inputs: Core_Withdraw_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виведення не можна скасувати.`)
};

export const core_line_to_groups = /** @type {(inputs: Core_Line_To_GroupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Куди (групами по чотири символи): ${i?.address}`)
};

export const core_cancel_title = /** @type {(inputs: Core_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скасувати ордер`)
};

export const core_cancel_question = /** @type {(inputs: Core_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Скасувати ордер ${i?.id} на ринку ${i?.market}?`)
};

export const core_cancel_detail = /** @type {(inputs: Core_Cancel_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.order}. Зарезервовані ним кошти повернуться на ваш доступний баланс.`)
};

export const core_order_buy = /** @type {(inputs: Core_Order_BuyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ордер ${i?.id}: купівля ${i?.amount} ${i?.base} за ціною ${i?.price} ${i?.quote} (${i?.type})`)
};

export const core_order_sell = /** @type {(inputs: Core_Order_SellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ордер ${i?.id}: продаж ${i?.amount} ${i?.base} за ціною ${i?.price} ${i?.quote} (${i?.type})`)
};

export const core_order_limit = /** @type {(inputs: Core_Order_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`лімітний`)
};

export const core_order_market = /** @type {(inputs: Core_Order_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ринковий`)
};

export const core_cancel_many_title = /** @type {(inputs: Core_Cancel_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скасувати ордери`)
};

export const core_cancel_many_question = /** @type {(inputs: Core_Cancel_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Скасувати ${i?.count} ордер?`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Скасувати ${i?.count} ордери?`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Скасувати ${i?.count} ордерів?`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Скасувати ${i?.count} ордера?`);
	return /** @type {LocalizedString} */ ("core_cancel_many_question");
};

export const core_cancel_many_confirm = /** @type {(inputs: Core_Cancel_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Скасувати ${i?.count} ордер`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Скасувати ${i?.count} ордери`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Скасувати ${i?.count} ордерів`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Скасувати ${i?.count} ордера`);
	return /** @type {LocalizedString} */ ("core_cancel_many_confirm");
};

export const core_cancel_not_open = /** @type {(inputs: Core_Cancel_Not_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Серед відкритих ордерів цього рахунку немає: ${i?.ids}. Список оновлено.`)
};

export const core_policy_nothing_changed = /** @type {(inputs: Core_Policy_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Відхилено: нічого не змінено.`)
};

export const core_policy_appliance_changed = /** @type {(inputs: Core_Policy_Appliance_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Поки питання було відкрите, активний мережевий пристрій змінився: на «${i?.appliance}» нічого не надіслано.`)
};

export const core_policy_read_back_failed = /** @type {(inputs: Core_Policy_Read_Back_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Зміну внесено, але прочитати політику після неї не вдалося: ${i?.error}`)
};

export const core_policy_add_title = /** @type {(inputs: Core_Policy_Add_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Додати політику ALLOW`)
};

export const core_policy_add_question = /** @type {(inputs: Core_Policy_Add_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Додати політику ALLOW ${i?.name} на ${i?.appliance}?`)
};

export const core_policy_add_detail = /** @type {(inputs: Core_Policy_Add_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Правило: ${i?.rule}
Політика ALLOW може пропустити запити, які зараз відхиляються.`)
};

export const core_policy_add_confirm = /** @type {(inputs: Core_Policy_Add_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Додати політику`)
};

export const core_policy_change_title = /** @type {(inputs: Core_Policy_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Змінити політику`)
};

export const core_policy_change_question = /** @type {(inputs: Core_Policy_Change_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Змінити політику авторизації ${i?.name} на ${i?.appliance}?`)
};

export const core_policy_change_confirm = /** @type {(inputs: Core_Policy_Change_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Змінити політику`)
};

export const core_policy_rename_title = /** @type {(inputs: Core_Policy_Rename_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перейменувати політику`)
};

export const core_policy_rename_question = /** @type {(inputs: Core_Policy_Rename_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Перейменувати політику авторизації ${i?.name} на ${i?.newName} на ${i?.appliance}?`)
};

export const core_policy_rename_detail = /** @type {(inputs: Core_Policy_Rename_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Її правило і дія залишаться такими, як є; те, що посилається на неї за старою назвою, може її більше не знайти.`)
};

export const core_policy_rename_confirm = /** @type {(inputs: Core_Policy_Rename_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перейменувати політику`)
};

export const core_policy_reset_title = /** @type {(inputs: Core_Policy_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скинути політику`)
};

export const core_policy_reset_rule = /** @type {(inputs: Core_Policy_Reset_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Скинути правило ${i?.name} на ${i?.appliance} до типових значень пристрою?`)
};

export const core_policy_reset_action = /** @type {(inputs: Core_Policy_Reset_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Скинути дію ${i?.name} на ${i?.appliance} до типових значень пристрою?`)
};

export const core_policy_reset_both = /** @type {(inputs: Core_Policy_Reset_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Скинути правило і дію ${i?.name} на ${i?.appliance} до типових значень пристрою?`)
};

export const core_policy_line_policy = /** @type {(inputs: Core_Policy_Line_PolicyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Політика: ${i?.name}`)
};

export const core_policy_line_action_now = /** @type {(inputs: Core_Policy_Line_Action_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Дія зараз: ${i?.action}`)
};

export const core_policy_line_rule_now = /** @type {(inputs: Core_Policy_Line_Rule_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Правило зараз: ${i?.rule}`)
};

export const core_policy_line_action = /** @type {(inputs: Core_Policy_Line_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Дія: ${i?.action}`)
};

export const core_policy_line_rule = /** @type {(inputs: Core_Policy_Line_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Правило: ${i?.rule}`)
};

export const core_policy_reset_defaults = /** @type {(inputs: Core_Policy_Reset_DefaultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Типові значення — власні значення пристрою, хоч би що вони дозволяли.`)
};

export const core_policy_reset_confirm = /** @type {(inputs: Core_Policy_Reset_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скинути до типових`)
};

export const core_policy_enable_many_title = /** @type {(inputs: Core_Policy_Enable_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Увімкнути політики`)
};

export const core_policy_disable_many_title = /** @type {(inputs: Core_Policy_Disable_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вимкнути політики`)
};

export const core_policy_enable_many_question = /** @type {(inputs: Core_Policy_Enable_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Увімкнути ${i?.count} політику авторизації на ${i?.appliance}?`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Увімкнути ${i?.count} політики авторизації на ${i?.appliance}?`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Увімкнути ${i?.count} політик авторизації на ${i?.appliance}?`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Увімкнути ${i?.count} політики авторизації на ${i?.appliance}?`);
	return /** @type {LocalizedString} */ ("core_policy_enable_many_question");
};

export const core_policy_disable_many_question = /** @type {(inputs: Core_Policy_Disable_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Вимкнути ${i?.count} політику авторизації на ${i?.appliance}?`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Вимкнути ${i?.count} політики авторизації на ${i?.appliance}?`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Вимкнути ${i?.count} політик авторизації на ${i?.appliance}?`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Вимкнути ${i?.count} політики авторизації на ${i?.appliance}?`);
	return /** @type {LocalizedString} */ ("core_policy_disable_many_question");
};

export const core_policy_enable_many_confirm = /** @type {(inputs: Core_Policy_Enable_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Увімкнути ${i?.count} політику`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Увімкнути ${i?.count} політики`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Увімкнути ${i?.count} політик`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Увімкнути ${i?.count} політики`);
	return /** @type {LocalizedString} */ ("core_policy_enable_many_confirm");
};

export const core_policy_disable_many_confirm = /** @type {(inputs: Core_Policy_Disable_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Вимкнути ${i?.count} політику`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Вимкнути ${i?.count} політики`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Вимкнути ${i?.count} політик`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Вимкнути ${i?.count} політики`);
	return /** @type {LocalizedString} */ ("core_policy_disable_many_confirm");
};

export const core_policy_enable_title = /** @type {(inputs: Core_Policy_Enable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Увімкнути політику`)
};

export const core_policy_disable_title = /** @type {(inputs: Core_Policy_Disable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вимкнути політику`)
};

export const core_policy_enable_question = /** @type {(inputs: Core_Policy_Enable_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Увімкнути політику авторизації ${i?.name} на ${i?.appliance}?`)
};

export const core_policy_disable_question = /** @type {(inputs: Core_Policy_Disable_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вимкнути політику авторизації ${i?.name} на ${i?.appliance}?`)
};

export const core_policy_disable_deny = /** @type {(inputs: Core_Policy_Disable_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зараз вона відхиляє запити: вимкнена, вона нічого не зупинятиме.`)
};

export const core_policy_disable_other = /** @type {(inputs: Core_Policy_Disable_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вимкнена, вона більше нічого не вирішує.`)
};

export const core_policy_enable_allows = /** @type {(inputs: Core_Policy_Enable_AllowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вона дозволяє запити: увімкнена, вона може пропустити те, що зараз відхиляється.`)
};

export const core_policy_enable_confirm = /** @type {(inputs: Core_Policy_Enable_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Увімкнути політику`)
};

export const core_policy_disable_confirm = /** @type {(inputs: Core_Policy_Disable_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вимкнути політику`)
};

export const core_policy_delete_title = /** @type {(inputs: Core_Policy_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видалити політику`)
};

export const core_policy_delete_many_title = /** @type {(inputs: Core_Policy_Delete_Many_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видалити політики`)
};

export const core_policy_delete_question = /** @type {(inputs: Core_Policy_Delete_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Видалити політику авторизації ${i?.name} з ${i?.appliance}?`)
};

export const core_policy_delete_many_question = /** @type {(inputs: Core_Policy_Delete_Many_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Видалити ${i?.count} політику авторизації з ${i?.appliance}?`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Видалити ${i?.count} політики авторизації з ${i?.appliance}?`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Видалити ${i?.count} політик авторизації з ${i?.appliance}?`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Видалити ${i?.count} політики авторизації з ${i?.appliance}?`);
	return /** @type {LocalizedString} */ ("core_policy_delete_many_question");
};

export const core_policy_delete_detail = /** @type {(inputs: Core_Policy_Delete_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видалену політику не можна відновити; її правило і дія зникнуть разом із нею.`)
};

export const core_policy_delete_confirm = /** @type {(inputs: Core_Policy_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видалити політику`)
};

export const core_policy_delete_many_confirm = /** @type {(inputs: Core_Policy_Delete_Many_ConfirmInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Видалити ${i?.count} політику`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Видалити ${i?.count} політики`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Видалити ${i?.count} політик`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Видалити ${i?.count} політики`);
	return /** @type {LocalizedString} */ ("core_policy_delete_many_confirm");
};

export const core_op_profiles_list = /** @type {(inputs: Core_Op_Profiles_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показати рахунки`)
};

export const core_op_profiles_add = /** @type {(inputs: Core_Op_Profiles_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`додати рахунок`)
};

export const core_op_profiles_add_demo = /** @type {(inputs: Core_Op_Profiles_Add_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`додати демо-рахунок`)
};

export const core_op_profiles_rename = /** @type {(inputs: Core_Op_Profiles_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`перейменувати рахунок`)
};

export const core_op_profiles_remove = /** @type {(inputs: Core_Op_Profiles_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`видалити рахунок`)
};

export const core_op_profiles_activate = /** @type {(inputs: Core_Op_Profiles_ActivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`перейти на рахунок`)
};

export const core_op_account_me = /** @type {(inputs: Core_Op_Account_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати рахунок`)
};

export const core_op_balances_list = /** @type {(inputs: Core_Op_Balances_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати баланси`)
};

export const core_op_account_watch = /** @type {(inputs: Core_Op_Account_WatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`стежити за рахунком`)
};

export const core_op_account_refresh = /** @type {(inputs: Core_Op_Account_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`оновити рахунок`)
};

export const core_op_value_history_get = /** @type {(inputs: Core_Op_Value_History_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати історію вартості`)
};

export const core_op_value_history_record = /** @type {(inputs: Core_Op_Value_History_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`записати вартість рахунку`)
};

export const core_op_value_history_adopt = /** @type {(inputs: Core_Op_Value_History_AdoptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`зберегти історію вартості`)
};

export const core_op_app_info = /** @type {(inputs: Core_Op_App_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати відомості про Satchel`)
};

export const core_op_app_notices = /** @type {(inputs: Core_Op_App_NoticesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати сповіщення Satchel`)
};

export const core_op_app_activity = /** @type {(inputs: Core_Op_App_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`зафіксувати активність`)
};

export const core_op_app_export_diagnostics = /** @type {(inputs: Core_Op_App_Export_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`експортувати діагностику`)
};

export const core_op_app_restart = /** @type {(inputs: Core_Op_App_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`перезапустити Satchel`)
};

export const core_cannot_restart = /** @type {(inputs: Core_Cannot_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей Satchel не може сам запуститися знову: закрийте його й запустіть так само, як запускали.`)
};

export const core_op_settings_get = /** @type {(inputs: Core_Op_Settings_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати налаштування`)
};

export const core_op_settings_update = /** @type {(inputs: Core_Op_Settings_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`змінити налаштування`)
};

export const core_op_confirm_answer = /** @type {(inputs: Core_Op_Confirm_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прийняти відповідь на питання`)
};

export const core_op_lock_status = /** @type {(inputs: Core_Op_Lock_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`дізнатися, чи заблоковано Satchel`)
};

export const core_op_lock_unlock = /** @type {(inputs: Core_Op_Lock_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`розблокувати Satchel`)
};

export const core_op_lock_lock = /** @type {(inputs: Core_Op_Lock_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`заблокувати Satchel`)
};

export const core_op_lock_set_password = /** @type {(inputs: Core_Op_Lock_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`встановити пароль застосунку`)
};

export const core_op_appliances_list = /** @type {(inputs: Core_Op_Appliances_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показати мережеві пристрої`)
};

export const core_op_appliances_add = /** @type {(inputs: Core_Op_Appliances_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`додати мережевий пристрій`)
};

export const core_op_appliances_add_demo = /** @type {(inputs: Core_Op_Appliances_Add_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`додати демо-пристрій`)
};

export const core_op_appliances_rename = /** @type {(inputs: Core_Op_Appliances_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`перейменувати мережевий пристрій`)
};

export const core_op_appliances_remove = /** @type {(inputs: Core_Op_Appliances_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`видалити мережевий пристрій`)
};

export const core_op_appliances_activate = /** @type {(inputs: Core_Op_Appliances_ActivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`перейти на мережевий пристрій`)
};

export const core_op_appliances_certificate = /** @type {(inputs: Core_Op_Appliances_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати сертифікат мережевого пристрою`)
};

export const core_op_appliances_trust = /** @type {(inputs: Core_Op_Appliances_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`довіритися сертифікату мережевого пристрою`)
};

export const core_op_policies_list = /** @type {(inputs: Core_Op_Policies_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показати політики авторизації`)
};

export const core_op_policies_get = /** @type {(inputs: Core_Op_Policies_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати політику авторизації`)
};

export const core_op_policies_add = /** @type {(inputs: Core_Op_Policies_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`додати політику авторизації`)
};

export const core_op_policies_update = /** @type {(inputs: Core_Op_Policies_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`змінити політику авторизації`)
};

export const core_op_policies_rename = /** @type {(inputs: Core_Op_Policies_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`перейменувати політику авторизації`)
};

export const core_op_policies_remove = /** @type {(inputs: Core_Op_Policies_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`видалити політики авторизації`)
};

export const core_op_policies_enable = /** @type {(inputs: Core_Op_Policies_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`увімкнути політики авторизації`)
};

export const core_op_policies_disable = /** @type {(inputs: Core_Op_Policies_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`вимкнути політики авторизації`)
};

export const core_op_policies_unset = /** @type {(inputs: Core_Op_Policies_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`очистити поля політики авторизації`)
};

export const core_op_codes_check = /** @type {(inputs: Core_Op_Codes_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`перевірити код переказу`)
};

export const core_op_codes_create = /** @type {(inputs: Core_Op_Codes_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`створити код переказу`)
};

export const core_op_codes_redeem = /** @type {(inputs: Core_Op_Codes_RedeemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`погасити код переказу`)
};

export const core_op_codes_details = /** @type {(inputs: Core_Op_Codes_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати код переказу`)
};

export const core_op_codes_issued = /** @type {(inputs: Core_Op_Codes_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показати створені вами коди переказу`)
};

export const core_op_codes_redeemed = /** @type {(inputs: Core_Op_Codes_RedeemedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показати погашені вами коди переказу`)
};

export const core_op_deposits_info = /** @type {(inputs: Core_Op_Deposits_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати, як поповнити`)
};

export const core_op_deposits_generate_address = /** @type {(inputs: Core_Op_Deposits_Generate_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`створити адресу для поповнення`)
};

export const core_op_deposits_details = /** @type {(inputs: Core_Op_Deposits_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати поповнення`)
};

export const core_op_fiat_open = /** @type {(inputs: Core_Op_Fiat_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`відкрити вікно оплати`)
};

export const core_op_fiat_context = /** @type {(inputs: Core_Op_Fiat_ContextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати, для чого вікно оплати`)
};

export const core_op_fiat_payout_services = /** @type {(inputs: Core_Op_Fiat_Payout_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показати сервіси виплат`)
};

export const core_op_fiat_withdraw = /** @type {(inputs: Core_Op_Fiat_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`надіслати виплату`)
};

export const core_op_fiat_deposit_services = /** @type {(inputs: Core_Op_Fiat_Deposit_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показати платіжні сервіси`)
};

export const core_op_fiat_deposit = /** @type {(inputs: Core_Op_Fiat_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`почати поповнення`)
};

export const core_op_fiat_deposit_simple = /** @type {(inputs: Core_Op_Fiat_Deposit_SimpleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`почати поповнення`)
};

export const core_op_history_list = /** @type {(inputs: Core_Op_History_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати історію`)
};

export const core_op_history_export = /** @type {(inputs: Core_Op_History_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`експортувати історію`)
};

export const core_op_market_time = /** @type {(inputs: Core_Op_Market_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати час біржі`)
};

export const core_op_market_currencies = /** @type {(inputs: Core_Op_Market_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати валюти`)
};

export const core_op_market_rates = /** @type {(inputs: Core_Op_Market_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати курси`)
};

export const core_op_market_markets = /** @type {(inputs: Core_Op_Market_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати ринки`)
};

export const core_op_market_tickers = /** @type {(inputs: Core_Op_Market_TickersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати ціни`)
};

export const core_op_market_fees = /** @type {(inputs: Core_Op_Market_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати комісії`)
};

export const core_op_book_get = /** @type {(inputs: Core_Op_Book_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати книгу ордерів`)
};

export const core_op_feed_watch = /** @type {(inputs: Core_Op_Feed_WatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`стежити за цінами`)
};

export const core_op_feed_retry = /** @type {(inputs: Core_Op_Feed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`знову підключитися до цін`)
};

export const core_op_orders_active = /** @type {(inputs: Core_Op_Orders_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати відкриті ордери`)
};

export const core_op_orders_history = /** @type {(inputs: Core_Op_Orders_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати історію ордерів`)
};

export const core_op_orders_trades = /** @type {(inputs: Core_Op_Orders_TradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати угоди ордера`)
};

export const core_op_orders_cancel = /** @type {(inputs: Core_Op_Orders_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`скасувати ордер`)
};

export const core_op_orders_cancel_many = /** @type {(inputs: Core_Op_Orders_Cancel_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`скасувати ордери`)
};

export const core_op_withdrawals_create = /** @type {(inputs: Core_Op_Withdrawals_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`надіслати виведення`)
};

export const core_op_withdrawals_details = /** @type {(inputs: Core_Op_Withdrawals_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати виведення`)
};

export const core_op_guard_get = /** @type {(inputs: Core_Op_Guard_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`прочитати захист виведення`)
};

export const core_op_guard_save_address = /** @type {(inputs: Core_Op_Guard_Save_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`зберегти адресу`)
};

export const core_op_guard_remove_address = /** @type {(inputs: Core_Op_Guard_Remove_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`видалити адресу`)
};

export const core_op_guard_set_rule = /** @type {(inputs: Core_Op_Guard_Set_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`змінити захист виведення`)
};

export const core_could_not = /** @type {(inputs: Core_Could_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel не зміг ${i?.what}: ${i?.problem}.`)
};

export const core_payment_window_cannot = /** @type {(inputs: Core_Payment_Window_CannotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Вікно оплати не може ${i?.what}: це може лише головне вікно.`)
};

export const core_only_payment_window = /** @type {(inputs: Core_Only_Payment_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Лише вікно оплати може ${i?.what}.`)
};

export const core_status_done = /** @type {(inputs: Core_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виконано`)
};

export const core_status_pending = /** @type {(inputs: Core_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В обробці`)
};

export const core_status_unknown = /** @type {(inputs: Core_Status_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Невідомо (зверніться до підтримки)`)
};

export const core_status_canceled = /** @type {(inputs: Core_Status_CanceledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скасовано`)
};

export const core_status_awaiting_confirmation = /** @type {(inputs: Core_Status_Awaiting_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Очікує підтвердження електронною поштою`)
};

export const core_status_blank = /** @type {(inputs: Core_Status_BlankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Невідомо`)
};

export const core_about_title = /** @type {(inputs: Core_About_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Про ${i?.app}`)
};

export const core_about_version = /** @type {(inputs: Core_About_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Версія ${i?.version}`)
};

export const core_about_version_demo = /** @type {(inputs: Core_About_Version_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Версія ${i?.version} — працює на демо-серверах (без справжніх грошей)`)
};

export const core_about_licence = /** @type {(inputs: Core_About_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ліцензія: ${i?.license}`)
};

export const core_about_folder = /** @type {(inputs: Core_About_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Налаштування і дані: ${i?.folder}`)
};

export const core_about_shortcuts = /** @type {(inputs: Core_About_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сполучення клавіш`)
};

export const core_about_key_views = /** @type {(inputs: Core_About_Key_ViewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} … ${i?.last}  розділи, у порядку навігації`)
};

export const core_about_key_settings = /** @type {(inputs: Core_About_Key_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key}  Налаштування`)
};

export const core_about_key_find = /** @type {(inputs: Core_About_Key_FindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key}  знайти ринок`)
};

export const core_about_key_lock = /** @type {(inputs: Core_About_Key_LockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.key}  заблокувати Satchel (якщо встановлено пароль застосунку)`)
};

export const core_code_create_title = /** @type {(inputs: Core_Code_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Створити код переказу`)
};

export const core_code_create_question = /** @type {(inputs: Core_Code_Create_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Створити код на ${i?.amount} ${i?.unit}?`)
};

export const core_code_create_confirm = /** @type {(inputs: Core_Code_Create_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Створити код на ${i?.amount} ${i?.unit}`)
};

export const core_code_line_amount = /** @type {(inputs: Core_Code_Line_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сума: ${i?.amount} ${i?.unit} (вона одразу списується з доступного балансу)`)
};

export const core_code_line_only = /** @type {(inputs: Core_Code_Line_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Хто може погасити: лише рахунок ${i?.recipient}`)
};

export const core_code_line_anyone = /** @type {(inputs: Core_Code_Line_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Хто може погасити: будь-хто, у кого є код`)
};

export const core_code_line_not_before = /** @type {(inputs: Core_Code_Line_Not_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Повернути його не можна до: ${i?.time}`)
};

export const core_code_line_public = /** @type {(inputs: Core_Code_Line_PublicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Публічний коментар: ${i?.comment}`)
};

export const core_code_line_private = /** @type {(inputs: Core_Code_Line_PrivateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Приватний коментар: ${i?.comment}`)
};

export const core_code_like_cash = /** @type {(inputs: Core_Code_Like_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Хто має код, той може його погасити: бережіть його як готівку.`)
};

export const core_code_redeem_title = /** @type {(inputs: Core_Code_Redeem_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Погасити код переказу`)
};

export const core_code_redeem_question = /** @type {(inputs: Core_Code_Redeem_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Погасити цей код на ${i?.amount} ${i?.unit}?`)
};

export const core_code_redeem_line_amount = /** @type {(inputs: Core_Code_Redeem_Line_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сума: ${i?.amount} ${i?.unit}, зарахування на ${i?.account}`)
};

export const core_code_line_comment = /** @type {(inputs: Core_Code_Line_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Коментар: ${i?.comment}`)
};

export const core_code_line_code = /** @type {(inputs: Core_Code_Line_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Код: ${i?.code}`)
};

export const core_code_redeem_confirm = /** @type {(inputs: Core_Code_Redeem_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Погасити ${i?.amount} ${i?.unit}`)
};

export const core_code_reveal_title = /** @type {(inputs: Core_Code_Reveal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показати код переказу`)
};

export const core_code_reveal_question = /** @type {(inputs: Core_Code_Reveal_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Показати повністю код на ${i?.amount} ${i?.unit}?`)
};

export const core_code_reveal_line_code = /** @type {(inputs: Core_Code_Reveal_Line_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Код: ${i?.code} (номер для підтримки ${i?.sn})`)
};

export const core_line_account = /** @type {(inputs: Core_Line_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Рахунок: ${i?.account}`)
};

export const core_code_reveal_screen = /** @type {(inputs: Core_Code_Reveal_ScreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Хто побачить код повністю, той може його погасити: переконайтеся, що ваш екран ніхто інший не бачить.`)
};

export const core_code_reveal_confirm = /** @type {(inputs: Core_Code_Reveal_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Показати код`)
};

export const core_payout_title = /** @type {(inputs: Core_Payout_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Виплатити ${i?.unit}`)
};

export const core_payout_question = /** @type {(inputs: Core_Payout_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Виплатити ${i?.amount} ${i?.unit} через ${i?.service} на ${i?.to}?`)
};

export const core_payout_line_service = /** @type {(inputs: Core_Payout_Line_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервіс: ${i?.service}`)
};

export const core_payout_line_to = /** @type {(inputs: Core_Payout_Line_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Куди: ${i?.to}`)
};

export const core_payout_line_fee = /** @type {(inputs: Core_Payout_Line_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Комісія: ${i?.fee} ${i?.unit} (за даними шлюзу; остаточну комісію стягує біржа)`)
};

export const core_payout_test_mode = /** @type {(inputs: Core_Payout_Test_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платіжний шлюз повідомляє, що працює в тестовому режимі.`)
};

export const core_payout_final = /** @type {(inputs: Core_Payout_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виплату не можна скасувати.`)
};

export const core_payout_confirm = /** @type {(inputs: Core_Payout_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Виплатити ${i?.amount} ${i?.unit}`)
};

export const core_appliance_remove_title = /** @type {(inputs: Core_Appliance_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видалити мережевий пристрій`)
};

export const core_appliance_remove_question = /** @type {(inputs: Core_Appliance_Remove_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Видалити мережевий пристрій ${i?.name} із Satchel?`)
};

export const core_appliance_remove_demo = /** @type {(inputs: Core_Appliance_Remove_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це вбудований демо-пристрій; його можна будь-коли додати знову.`)
};

export const core_appliance_remove_detail = /** @type {(inputs: Core_Appliance_Remove_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel вийде із ${i?.host} і видалить пароль ${i?.user} із системного сховища ключів. Сам пристрій і його політики не змінюються.`)
};

export const core_appliance_remove_detail_pinned = /** @type {(inputs: Core_Appliance_Remove_Detail_PinnedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel вийде із ${i?.host}, видалить пароль ${i?.user} із системного сховища ключів і забуде довірений сертифікат. Сам пристрій і його політики не змінюються.`)
};

export const core_appliance_remove_confirm = /** @type {(inputs: Core_Appliance_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видалити пристрій`)
};

export const core_trust_title = /** @type {(inputs: Core_Trust_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Довіритися новому сертифікату`)
};

export const core_trust_question = /** @type {(inputs: Core_Trust_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Довіритися сертифікату, який ${i?.host} зараз показує для ${i?.name}?`)
};

export const core_trust_line_until_now = /** @type {(inputs: Core_Trust_Line_Until_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Довірений досі: SHA-256 ${i?.fingerprint}`)
};

export const core_trust_line_none = /** @type {(inputs: Core_Trust_Line_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Довірений досі: жодного не закріплено (центри сертифікації системи)`)
};

export const core_trust_line_now = /** @type {(inputs: Core_Trust_Line_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Показаний зараз: SHA-256 ${i?.fingerprint}`)
};

export const core_trust_warning = /** @type {(inputs: Core_Trust_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Довіряйте йому, лише якщо адміністратор пристрою замінив сертифікат: інакше хтось може бути посередині.`)
};

export const core_trust_confirm = /** @type {(inputs: Core_Trust_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Довіритися новому сертифікату`)
};

export const core_account_remove_title = /** @type {(inputs: Core_Account_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видалити рахунок`)
};

export const core_account_remove_question = /** @type {(inputs: Core_Account_Remove_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Видалити ${i?.name} із Satchel?`)
};

export const core_account_remove_secret = /** @type {(inputs: Core_Account_Remove_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Його секрет API буде видалено із системного сховища ключів. Рахунок на біржі (${i?.exchange}) не змінюється; ключ можна додати знову пізніше.`)
};

export const core_account_remove_demo = /** @type {(inputs: Core_Account_Remove_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це рахунок вбудованої демо-біржі; його можна будь-коли додати знову.`)
};

export const core_account_remove_guard_kept = /** @type {(inputs: Core_Account_Remove_Guard_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Захист виведення цього рахунку біржі — ${i?.kept} — зберігається і знову діятиме, якщо ви додасте цей рахунок знову.`)
};

export const core_account_remove_confirm = /** @type {(inputs: Core_Account_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Видалити рахунок`)
};

export const core_withdraw_not_coin = /** @type {(inputs: Core_Withdraw_Not_CoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} — не криптовалюта: виведення фіату проходить через платіжний шлюз.`)
};

export const core_withdraw_no_fee = /** @type {(inputs: Core_Withdraw_No_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа не вказує комісію за виведення ${i?.unit}, тому Satchel не може сказати, скільки це коштуватиме.`)
};

export const core_withdraw_no_memo = /** @type {(inputs: Core_Withdraw_No_MemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unit} не використовує мемо: очистьте поле мемо.`)
};

export const core_guard_kept_addresses = /** @type {(inputs: Core_Guard_Kept_AddressesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} збережена адреса`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} збережені адреси`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} збережених адрес`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} збереженої адреси`);
	return /** @type {LocalizedString} */ ("core_guard_kept_addresses");
};

export const core_guard_kept_limit = /** @type {(inputs: Core_Guard_Kept_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`добовий ліміт ${i?.limit}`)
};

export const core_guard_kept_limits = /** @type {(inputs: Core_Guard_Kept_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`добові ліміти ${i?.limits}`)
};

export const core_guard_kept_only_saved = /** @type {(inputs: Core_Guard_Kept_Only_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currencies} лише на збережені адреси`)
};

export const core_list_and = /** @type {(inputs: Core_List_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.items} і ${i?.last}`)
};

export const core_policy_line_action_change = /** @type {(inputs: Core_Policy_Line_Action_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Дія: ${i?.before} → ${i?.after}`)
};

export const core_policy_line_rule_after = /** @type {(inputs: Core_Policy_Line_Rule_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Правило після зміни: ${i?.rule}`)
};

export const core_policy_change_weakens_deny = /** @type {(inputs: Core_Policy_Change_Weakens_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зараз вона відхиляє запити: після зміни вона може пропускати те, що зараз зупиняє.`)
};

export const core_policy_change_weakens = /** @type {(inputs: Core_Policy_Change_WeakensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Змінене правило чи дія можуть пропускати запити, які зараз відхиляються.`)
};

export const core_policy_action_unknown = /** @type {(inputs: Core_Policy_Action_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`невідома`)
};

export const core_policy_rule_unreadable = /** @type {(inputs: Core_Policy_Rule_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(не вдалося прочитати)`)
};

export const core_settings_recovered_folder = /** @type {(inputs: Core_Settings_Recovered_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не вдалося прочитати файл налаштувань: на його місці була папка. Satchel запустився з типовими налаштуваннями, а цю папку зберіг тут: ${i?.movedTo}.`)
};

export const core_settings_recovered_not_json = /** @type {(inputs: Core_Settings_Recovered_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не вдалося прочитати файл налаштувань: він не є коректним JSON (можливо, його обрізано або змінено вручну). Satchel запустився з типовими налаштуваннями, а старий файл зберіг тут: ${i?.movedTo}.`)
};

export const core_settings_recovered_schema = /** @type {(inputs: Core_Settings_Recovered_SchemaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не вдалося прочитати файл налаштувань: він не відповідає тому, чого очікує Satchel (${i?.detail}). Satchel запустився з типовими налаштуваннями, а старий файл зберіг тут: ${i?.movedTo}.`)
};

export const core_payout_saved_details = /** @type {(inputs: Core_Payout_Saved_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`збережені реквізити № ${i?.id}`)
};

export const core_server_not_json = /** @type {(inputs: Core_Server_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) надіслав дані, що не є коректним JSON.`)
};

export const core_server_too_large = /** @type {(inputs: Core_Server_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) надіслав відповідь, більшу за ${i?.size} МіБ. Satchel припинив її читати.`)
};

export const core_save_history = /** @type {(inputs: Core_Save_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Експортувати історію`)
};

export const core_save_diagnostics = /** @type {(inputs: Core_Save_DiagnosticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Експортувати діагностику`)
};

export const core_fixed_by_web_option = /** @type {(inputs: Core_Fixed_By_Web_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`параметр --exchange команди npm run web`)
};

export const window_locked_title = /** @type {(inputs: Window_Locked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel заблоковано`)
};

export const window_locked_lead = /** @type {(inputs: Window_Locked_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ціни та баланси й далі оновлюються. Розблокуйте, щоб скасовувати ордери, додавати чи видаляти рахунки або змінити пароль.`)
};

export const window_app_password = /** @type {(inputs: Window_App_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль застосунку`)
};

export const window_unlock = /** @type {(inputs: Window_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Розблокувати`)
};

export const window_unlock_in = /** @type {(inputs: Window_Unlock_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Розблокувати через ${i?.wait}`)
};

export const window_wait = /** @type {(inputs: Window_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Зачекайте ${i?.wait}`)
};

export const window_try_again_in = /** @type {(inputs: Window_Try_Again_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Спробувати знову можна через ${i?.wait}.`)
};

export const window_try_again_now = /** @type {(inputs: Window_Try_Again_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тепер можна спробувати знову.`)
};

export const window_wait_minutes_seconds = /** @type {(inputs: Window_Wait_Minutes_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} хв ${i?.seconds} с`)
};

export const window_confirm_decline = /** @type {(inputs: Window_Confirm_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не робити`)
};

export const window_more_questions = /** @type {(inputs: Window_More_QuestionsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Після цього чекає ще ${i?.count} питання.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Після цього чекають ще ${i?.count} питання.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Після цього чекають ще ${i?.count} питань.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Після цього чекають ще ${i?.count} питання.`);
	return /** @type {LocalizedString} */ ("window_more_questions");
};

export const window_retry = /** @type {(inputs: Window_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Повторити`)
};

export const window_loading = /** @type {(inputs: Window_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Завантаження…`)
};

export const window_page_not_loaded = /** @type {(inputs: Window_Page_Not_LoadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не вдалося завантажити цю сторінку. Можливо, Satchel оновився або зупинився, поки вона була відкрита.`)
};

export const window_host_lost = /** @type {(inputs: Window_Host_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Хост застосунку недоступний — перепідключення…`)
};

export const window_connecting = /** @type {(inputs: Window_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Підключення…`)
};

export const window_live = /** @type {(inputs: Window_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Онлайн`)
};

export const window_reconnecting = /** @type {(inputs: Window_ReconnectingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Перепідключення… (спроба ${i?.attempt})`)
};

export const window_exchange_unavailable = /** @type {(inputs: Window_Exchange_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа недоступна: ${i?.reason}`)
};

export const window_retry_now = /** @type {(inputs: Window_Retry_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Повторити зараз`)
};

export const window_open_settings = /** @type {(inputs: Window_Open_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Відкрити Налаштування`)
};

export const window_try_again = /** @type {(inputs: Window_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Спробувати знову`)
};

export const window_advice_auth = /** @type {(inputs: Window_Advice_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа відхилила ключ цього рахунку: можливо, його відкликали або змінили. Додайте ключ знову в Налаштуваннях.`)
};

export const window_advice_keychain = /** @type {(inputs: Window_Advice_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel зберігає секрет API в системному сховищі ключів. Розблокуйте сховище ключів (у Linux має працювати служба Secret Service, наприклад GNOME Keyring), а потім спробуйте знову.`)
};

export const window_advice_network = /** @type {(inputs: Window_Advice_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перевірте з’єднання з інтернетом. Satchel і далі пробує сам.`)
};

export const window_advice_unavailable = /** @type {(inputs: Window_Advice_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа зараз відповідає з помилками. Satchel і далі пробує сам.`)
};

export const window_advice_other = /** @type {(inputs: Window_Advice_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel і далі пробує сам.`)
};

export const window_no_account_balances = /** @type {(inputs: Window_No_Account_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рахунок ще не налаштовано. Додайте API-ключ своєї біржі, щоб бачити баланси.`)
};

export const window_no_account_orders = /** @type {(inputs: Window_No_Account_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рахунок ще не налаштовано. Додайте API-ключ своєї біржі, щоб бачити ордери.`)
};

export const window_no_account_deposit_addresses = /** @type {(inputs: Window_No_Account_Deposit_AddressesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рахунок ще не налаштовано. Додайте API-ключ своєї біржі, щоб бачити адреси для поповнення.`)
};

export const window_no_account_withdrawals = /** @type {(inputs: Window_No_Account_WithdrawalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рахунок ще не налаштовано. Додайте API-ключ своєї біржі, щоб бачити виведення коштів.`)
};

export const window_no_account_history = /** @type {(inputs: Window_No_Account_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рахунок ще не налаштовано. Додайте API-ключ своєї біржі, щоб бачити поповнення й виведення.`)
};

export const window_no_account_fiat = /** @type {(inputs: Window_No_Account_FiatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рахунок ще не налаштовано. Додайте API-ключ своєї біржі, щоб бачити фіатні поповнення й виплати.`)
};

export const window_no_account_other = /** @type {(inputs: Window_No_Account_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Рахунок ще не налаштовано. Додайте API-ключ своєї біржі, щоб бачити: ${i?.what}.`)
};

export const window_add_account = /** @type {(inputs: Window_Add_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Додати рахунок`)
};

export const window_nav_main = /** @type {(inputs: Window_Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Основна`)
};

export const window_lock_needs_password = /** @type {(inputs: Window_Lock_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel блокується паролем застосунку: задайте його в Налаштуваннях, у розділі «Пароль застосунку».`)
};

export const window_copy_what = /** @type {(inputs: Window_Copy_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Копіювати: ${i?.what}`)
};

export const window_copied = /** @type {(inputs: Window_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: скопійовано.`)
};

export const window_copy_failed = /** @type {(inputs: Window_Copy_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не вдалося скопіювати (${i?.what}): виділіть текст і скопіюйте вручну.`)
};

export const window_save_name = /** @type {(inputs: Window_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Зберегти назву`)
};

export const window_cancel = /** @type {(inputs: Window_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Скасувати`)
};

export const window_no_page_at = /** @type {(inputs: Window_No_Page_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`У Satchel немає сторінки «${i?.path}».`)
};

export const window_back_to_markets = /** @type {(inputs: Window_Back_To_MarketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назад до ринків`)
};

export const window_dismiss = /** @type {(inputs: Window_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Закрити`)
};

export const window_dismiss_notice = /** @type {(inputs: Window_Dismiss_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Закрити: ${i?.text}`)
};

export const window_as_of = /** @type {(inputs: Window_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`станом на ${i?.time}`)
};

export const window_host_not_reachable = /** @type {(inputs: Window_Host_Not_ReachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Хост застосунку недоступний.`)
};

export const window_host_connection_lost = /** @type {(inputs: Window_Host_Connection_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`З’єднання з хостом застосунку втрачено.`)
};

export const window_host_refused_link = /** @type {(inputs: Window_Host_Refused_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Хост застосунку відхилив це посилання.`)
};

export const window_no_token = /** @type {(inputs: Window_No_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цю сторінку відкрито без її токена доступу. Відкрийте посилання, яке вивів Satchel.`)
};

export const window_password_page_title = /** @type {(inputs: Window_Password_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel — пароль застосунку`)
};

export const window_password_decline = /** @type {(inputs: Window_Password_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не робити`)
};

export const window_password_confirm = /** @type {(inputs: Window_Password_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Підтвердити`)
};

export const window_password_unreachable = /** @type {(inputs: Window_Password_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це вікно не може зв’язатися з Satchel.`)
};

export const window_password_check_failed = /** @type {(inputs: Window_Password_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не вдалося перевірити пароль. Спробуйте знову.`)
};

export const shared_withdraw_memo_needed = /** @type {(inputs: Shared_Withdraw_Memo_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Поповнення ${i?.currency} зараховуються за мемо. Введіть мемо отримувача або позначте «Надіслати без мемо», якщо отримувач каже, що воно не потрібне.`)
};

export const shared_withdraw_amount_enter = /** @type {(inputs: Shared_Withdraw_Amount_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть суму.`)
};

export const shared_withdraw_amount_not_number = /** @type {(inputs: Shared_Withdraw_Amount_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не сума. Напишіть її, наприклад, так: 0,25.`)
};

export const shared_withdraw_amount_precision = /** @type {(inputs: Shared_Withdraw_Amount_PrecisionInputs) => LocalizedString} */ (i) => {const digitsPlural = registry.plural("uk", i?.digits, {});
	if (digitsPlural === "one") return /** @type {LocalizedString} */ (`Сума в ${i?.currency} може мати не більше ніж ${i?.digits} знак після коми.`);
	if (digitsPlural === "few") return /** @type {LocalizedString} */ (`Сума в ${i?.currency} може мати не більше ніж ${i?.digits} знаки після коми.`);
	if (digitsPlural === "many") return /** @type {LocalizedString} */ (`Сума в ${i?.currency} може мати не більше ніж ${i?.digits} знаків після коми.`);
	if (digitsPlural === "other") return /** @type {LocalizedString} */ (`Сума в ${i?.currency} може мати не більше ніж ${i?.digits} знака після коми.`);
	return /** @type {LocalizedString} */ ("shared_withdraw_amount_precision");
};

export const shared_amount_zero = /** @type {(inputs: Shared_Amount_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сума має бути більшою за нуль.`)
};

export const shared_withdraw_fee_exceeds = /** @type {(inputs: Shared_Withdraw_Fee_ExceedsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Комісія (${i?.fee} ${i?.currency}) більша за суму: отримувач не отримає нічого.`)
};

export const shared_withdraw_below_minimum = /** @type {(inputs: Shared_Withdraw_Below_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Отримувач має отримати щонайменше ${i?.minimum} ${i?.currency} (мінімум біржі).`)
};

export const shared_withdraw_over_balance = /** @type {(inputs: Shared_Withdraw_Over_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`З балансу буде списано ${i?.debit} ${i?.currency}, але доступно лише ${i?.available} ${i?.currency}.`)
};

export const shared_memo_xrp_tag = /** @type {(inputs: Shared_Memo_Xrp_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Тег призначення XRP — ціле число від 0 до 4294967295: лише цифри, без пробілів і літер.`)
};

export const shared_memo_xlm_bytes = /** @type {(inputs: Shared_Memo_Xlm_BytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Текстове мемо Stellar вміщує не більше 28 байтів; це займає ${i?.bytes}. (Літери поза A–Z можуть займати від двох до чотирьох байтів кожна.)`)
};

export const shared_memo_eos_bytes = /** @type {(inputs: Shared_Memo_Eos_BytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мемо EOS вміщує не більше 256 байтів; це займає ${i?.bytes}.`)
};

export const shared_lookalike_warning = /** @type {(inputs: Shared_Lookalike_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Обережно: ця адреса схожа на ${i?.what} — ті самі перші й останні символи, — але це інша адреса. Можливо, її підкинули у вашу історію, щоб ви скопіювали її помилково. Звірте кожну групу з чотирьох символів з адресою отримувача.`)
};

export const shared_lookalike_known_history = /** @type {(inputs: Shared_Lookalike_Known_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адресу, на яку ви вже виводили кошти`)
};

export const shared_lookalike_known_book_label = /** @type {(inputs: Shared_Lookalike_Known_Book_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.label}» з вашої адресної книги`)
};

export const shared_lookalike_known_book = /** @type {(inputs: Shared_Lookalike_Known_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адресу з вашої адресної книги`)
};

export const shared_address_btc = /** @type {(inputs: Shared_Address_BtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса Bitcoin`)
};

export const shared_address_ltc = /** @type {(inputs: Shared_Address_LtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса Litecoin`)
};

export const shared_address_bch = /** @type {(inputs: Shared_Address_BchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса Bitcoin Cash`)
};

export const shared_address_doge = /** @type {(inputs: Shared_Address_DogeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса Dogecoin`)
};

export const shared_address_dash = /** @type {(inputs: Shared_Address_DashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса Dash`)
};

export const shared_address_eth = /** @type {(inputs: Shared_Address_EthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса Ethereum`)
};

export const shared_address_usdt = /** @type {(inputs: Shared_Address_UsdtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса USDT`)
};

export const shared_address_xrp = /** @type {(inputs: Shared_Address_XrpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса XRP`)
};

export const shared_address_xlm = /** @type {(inputs: Shared_Address_XlmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса Stellar`)
};

export const shared_address_trx = /** @type {(inputs: Shared_Address_TrxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса TRON`)
};

export const shared_address_eos = /** @type {(inputs: Shared_Address_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса облікового запису EOS`)
};

export const shared_address_not_characters = /** @type {(inputs: Shared_Address_Not_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: у ній є символ, якого в таких адресах не буває, — можливо, літеру чи цифру введено з помилкою.`)
};

export const shared_address_not_checksum = /** @type {(inputs: Shared_Address_Not_ChecksumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: контрольна сума не збігається — якийсь символ хибний або пропущений.`)
};

export const shared_address_not_length = /** @type {(inputs: Shared_Address_Not_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: вона надто коротка або надто довга — якогось символу бракує або є зайвий.`)
};

export const shared_address_not_version = /** @type {(inputs: Shared_Address_Not_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: її записано для іншої мережі.`)
};

export const shared_address_not_case = /** @type {(inputs: Shared_Address_Not_CaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: у ній змішано великі й малі літери, чого в таких адресах не буває.`)
};

export const shared_address_not_space = /** @type {(inputs: Shared_Address_Not_SpaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: усередині неї є пробіл або розрив рядка.`)
};

export const shared_address_looks_like_btc = /** @type {(inputs: Shared_Address_Looks_Like_BtcInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: вона схожа на адресу Bitcoin. Надіслані туди монети буде втрачено.`)
};

export const shared_address_looks_like_ltc = /** @type {(inputs: Shared_Address_Looks_Like_LtcInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: вона схожа на адресу Litecoin. Надіслані туди монети буде втрачено.`)
};

export const shared_address_looks_like_bch = /** @type {(inputs: Shared_Address_Looks_Like_BchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: вона схожа на адресу Bitcoin Cash. Надіслані туди монети буде втрачено.`)
};

export const shared_address_looks_like_doge = /** @type {(inputs: Shared_Address_Looks_Like_DogeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: вона схожа на адресу Dogecoin. Надіслані туди монети буде втрачено.`)
};

export const shared_address_looks_like_dash = /** @type {(inputs: Shared_Address_Looks_Like_DashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: вона схожа на адресу Dash. Надіслані туди монети буде втрачено.`)
};

export const shared_address_looks_like_eth = /** @type {(inputs: Shared_Address_Looks_Like_EthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: вона схожа на адресу Ethereum. Надіслані туди монети буде втрачено.`)
};

export const shared_address_looks_like_usdt = /** @type {(inputs: Shared_Address_Looks_Like_UsdtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: вона схожа на адресу USDT. Надіслані туди монети буде втрачено.`)
};

export const shared_address_looks_like_xrp = /** @type {(inputs: Shared_Address_Looks_Like_XrpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: вона схожа на адресу XRP. Надіслані туди монети буде втрачено.`)
};

export const shared_address_looks_like_xlm = /** @type {(inputs: Shared_Address_Looks_Like_XlmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: вона схожа на адресу Stellar. Надіслані туди монети буде втрачено.`)
};

export const shared_address_looks_like_trx = /** @type {(inputs: Shared_Address_Looks_Like_TrxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це не ${i?.address}: вона схожа на адресу TRON. Надіслані туди монети буде втрачено.`)
};

export const shared_address_starts_btc = /** @type {(inputs: Shared_Address_Starts_BtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса Bitcoin: адреси Bitcoin починаються з 1, 3 або bc1.`)
};

export const shared_address_starts_ltc = /** @type {(inputs: Shared_Address_Starts_LtcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса Litecoin: адреси Litecoin починаються з L, M, 3 або ltc1.`)
};

export const shared_address_starts_bch = /** @type {(inputs: Shared_Address_Starts_BchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса Bitcoin Cash: адреси Bitcoin Cash починаються з bitcoincash:, q, p, 1 або 3.`)
};

export const shared_address_starts_doge = /** @type {(inputs: Shared_Address_Starts_DogeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса Dogecoin: адреси Dogecoin починаються з D, A або 9.`)
};

export const shared_address_starts_dash = /** @type {(inputs: Shared_Address_Starts_DashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса Dash: адреси Dash починаються з X або 7.`)
};

export const shared_address_starts_eth = /** @type {(inputs: Shared_Address_Starts_EthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса Ethereum: адреси Ethereum починаються з 0x.`)
};

export const shared_address_starts_usdt = /** @type {(inputs: Shared_Address_Starts_UsdtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса USDT: адреси USDT починаються з 0x (Ethereum, ERC-20) або T (TRON, TRC-20).`)
};

export const shared_address_starts_xrp = /** @type {(inputs: Shared_Address_Starts_XrpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса XRP: адреси XRP починаються з r.`)
};

export const shared_address_starts_xlm = /** @type {(inputs: Shared_Address_Starts_XlmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса Stellar: адреси Stellar починаються з G.`)
};

export const shared_address_starts_trx = /** @type {(inputs: Shared_Address_Starts_TrxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса TRON: адреси TRON починаються з T.`)
};

export const shared_address_starts_eos = /** @type {(inputs: Shared_Address_Starts_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса облікового запису EOS: адреси EOS починаються з малої літери або цифри від 1 до 5.`)
};

export const shared_address_usdt_wants_erc20 = /** @type {(inputs: Shared_Address_Usdt_Wants_Erc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса USDT: ця біржа надсилає USDT у мережі Ethereum (ERC-20), а це адреса TRON (TRC-20) — монети не надійдуть.`)
};

export const shared_address_usdt_wants_trc20 = /** @type {(inputs: Shared_Address_Usdt_Wants_Trc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса USDT: ця біржа надсилає USDT у мережі TRON (TRC-20), а це адреса Ethereum (ERC-20) — монети не надійдуть.`)
};

export const shared_address_eos_public_key = /** @type {(inputs: Shared_Address_Eos_Public_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса облікового запису EOS: це публічний ключ EOS. EOS надсилають на ім’я облікового запису: до 12 малих літер, цифр від 1 до 5 і крапок.`)
};

export const shared_address_eos_too_long = /** @type {(inputs: Shared_Address_Eos_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса облікового запису EOS: ім’я облікового запису має не більше 12 символів.`)
};

export const shared_address_eos_dot = /** @type {(inputs: Shared_Address_Eos_DotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса облікового запису EOS: ім’я облікового запису ніколи не закінчується крапкою.`)
};

export const shared_address_xrp_x_address = /** @type {(inputs: Shared_Address_Xrp_X_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не класична адреса XRP: це X-адреса (з тегом усередині). Попросіть класичну адресу, що починається з r, і її тег призначення.`)
};

export const shared_address_xlm_secret = /** @type {(inputs: Shared_Address_Xlm_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не адреса Stellar: це СЕКРЕТНИЙ ключ Stellar. Нікому його не передавайте: хто його має, той керує цим обліковим записом. Попросіть адресу, що починається з G.`)
};

export const shared_address_xlm_muxed = /** @type {(inputs: Shared_Address_Xlm_MuxedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не звичайна адреса Stellar: це мультиплексована (M…) адреса. Попросіть адресу, що починається з G, а решту вкажіть у мемо.`)
};

export const shared_address_unchecked = /** @type {(inputs: Shared_Address_UncheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Не перевірено: Satchel не має правила для адрес ${i?.currency}. Звірте її з адресою отримувача символ за символом.`)
};

export const shared_address_enter = /** @type {(inputs: Shared_Address_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть адресу, на яку надіслати.`)
};

export const shared_kind_legacy = /** @type {(inputs: Shared_Kind_LegacyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`адреса ${i?.coin} (застарілого формату)`)
};

export const shared_kind_script = /** @type {(inputs: Shared_Kind_ScriptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`адреса скрипту ${i?.coin}`)
};

export const shared_kind_ltc_script_old = /** @type {(inputs: Shared_Kind_Ltc_Script_OldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса скрипту Litecoin (старий формат)`)
};

export const shared_kind_segwit = /** @type {(inputs: Shared_Kind_SegwitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SegWit-адреса ${i?.coin}`)
};

export const shared_kind_taproot = /** @type {(inputs: Shared_Kind_TaprootInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Taproot-адреса ${i?.coin}`)
};

export const shared_kind_segwit_version = /** @type {(inputs: Shared_Kind_Segwit_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SegWit-адреса ${i?.coin} (версія ${i?.version})`)
};

export const shared_kind_bch_cashaddr = /** @type {(inputs: Shared_Kind_Bch_CashaddrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса Bitcoin Cash (CashAddr)`)
};

export const shared_kind_bch_script_cashaddr = /** @type {(inputs: Shared_Kind_Bch_Script_CashaddrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса скрипту Bitcoin Cash (CashAddr)`)
};

export const shared_kind_bch_legacy = /** @type {(inputs: Shared_Kind_Bch_LegacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса Bitcoin Cash у застарілому форматі`)
};

export const shared_kind_bch_script_legacy = /** @type {(inputs: Shared_Kind_Bch_Script_LegacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса скрипту Bitcoin Cash у застарілому форматі`)
};

export const shared_kind_usdt_erc20 = /** @type {(inputs: Shared_Kind_Usdt_Erc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса Ethereum (ERC-20)`)
};

export const shared_kind_usdt_trc20 = /** @type {(inputs: Shared_Kind_Usdt_Trc20Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса TRON (TRC-20)`)
};

export const shared_kind_xlm = /** @type {(inputs: Shared_Kind_XlmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса облікового запису Stellar`)
};

export const shared_kind_eos = /** @type {(inputs: Shared_Kind_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ім’я облікового запису EOS`)
};

export const shared_note_eth = /** @type {(inputs: Shared_Note_EthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Її записано лише малими (або лише великими) літерами, тож вона не містить контрольної суми: звірте її з адресою отримувача символ за символом.`)
};

export const shared_note_eos = /** @type {(inputs: Shared_Note_EosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Імена облікових записів EOS не мають контрольної суми: звірте його з іменем отримувача літера за літерою.`)
};

export const shared_note_bch_legacy = /** @type {(inputs: Shared_Note_Bch_LegacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У цьому форматі адреси Bitcoin виглядають так само: переконайтеся, що отримувач дав її саме для Bitcoin Cash.`)
};

export const shared_note_usdt_network = /** @type {(inputs: Shared_Note_Usdt_NetworkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Схоже на ${i?.network}: переконайтеся, що отримувач чекає USDT у мережі ${i?.network}.`)
};

export const shared_code_empty = /** @type {(inputs: Shared_Code_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вставте або введіть код переказу.`)
};

export const shared_code_parts = /** @type {(inputs: Shared_Code_PartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Код переказу складається з 11 частин, розділених дефісами (9 груп по 5 символів, потім валюта й тип, як у …-BTC-CODE); у цьому їх ${i?.found}.`)
};

export const shared_code_group_length = /** @type {(inputs: Shared_Code_Group_LengthInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`У групі ${i?.group} ${i?.count} символ; кожна група коду має 5.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`У групі ${i?.group} ${i?.count} символи; кожна група коду має 5.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`У групі ${i?.group} ${i?.count} символів; кожна група коду має 5.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`У групі ${i?.group} ${i?.count} символу; кожна група коду має 5.`);
	return /** @type {LocalizedString} */ ("shared_code_group_length");
};

export const shared_code_character_zero = /** @type {(inputs: Shared_Code_Character_ZeroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.character}» на місці ${i?.position} у групі ${i?.group}: цифра нуль у кодах не використовується; можливо, це літера o.`)
};

export const shared_code_character_capital_o = /** @type {(inputs: Shared_Code_Character_Capital_OInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.character}» на місці ${i?.position} у групі ${i?.group}: велика літера O в кодах не використовується; можливо, це мала o.`)
};

export const shared_code_character_capital_i = /** @type {(inputs: Shared_Code_Character_Capital_IInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.character}» на місці ${i?.position} у групі ${i?.group}: велика літера I в кодах не використовується; можливо, це цифра 1 або мала i.`)
};

export const shared_code_character_small_l = /** @type {(inputs: Shared_Code_Character_Small_LInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.character}» на місці ${i?.position} у групі ${i?.group}: мала літера l в кодах не використовується; можливо, це цифра 1 або велика L.`)
};

export const shared_code_character_other = /** @type {(inputs: Shared_Code_Character_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.character}» на місці ${i?.position} у групі ${i?.group}: це не одна з літер і цифр, з яких складаються коди.`)
};

export const shared_code_currency_mark = /** @type {(inputs: Shared_Code_Currency_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.mark}» — не позначка валюти.`)
};

export const shared_code_currency_mark_capitals = /** @type {(inputs: Shared_Code_Currency_Mark_CapitalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.mark}» — не позначка валюти. Її пишуть великими літерами: ${i?.capitals}.`)
};

export const shared_code_type_mark = /** @type {(inputs: Shared_Code_Type_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Остання частина, «${i?.mark}», має бути типом коду: лише літери.`)
};

export const shared_code_checksum = /** @type {(inputs: Shared_Code_ChecksumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Контрольний символ (перший) не відповідає решті коду: якийсь символ введено з помилкою. Цей код не можна активувати.`)
};

export const shared_code_unknown_currency = /** @type {(inputs: Shared_Code_Unknown_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Валюти ${i?.mark} немає в списку біржі.`)
};

export const shared_fiat_field_required = /** @type {(inputs: Shared_Fiat_Field_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Заповніть поле «${i?.label}».`)
};

export const shared_fiat_field_too_long = /** @type {(inputs: Shared_Fiat_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Значення поля «${i?.label}» задовге.`)
};

export const shared_fiat_field_rule_unreadable = /** @type {(inputs: Shared_Fiat_Field_Rule_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Правило платіжного шлюзу для поля «${i?.label}» не вдається прочитати, тому його не можна перевірити.`)
};

export const shared_fiat_field_wrong_form = /** @type {(inputs: Shared_Fiat_Field_Wrong_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Значення поля «${i?.label}» не у форматі, якого очікує платіжний сервіс.`)
};

export const shared_fiat_card_mistake = /** @type {(inputs: Shared_Fiat_Card_MistakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У номері картки помилка: якась цифра хибна або дві переставлено. Звірте його з карткою.`)
};

export const shared_fiat_unknown_field = /** @type {(inputs: Shared_Fiat_Unknown_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Платіжний сервіс не має поля «${i?.field}».`)
};

export const shared_fiat_amount_enter = /** @type {(inputs: Shared_Fiat_Amount_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть суму, наприклад 250 або 250,50.`)
};

export const shared_fiat_amount_precision = /** @type {(inputs: Shared_Fiat_Amount_PrecisionInputs) => LocalizedString} */ (i) => {const placesPlural = registry.plural("uk", i?.places, {});
	if (placesPlural === "one") return /** @type {LocalizedString} */ (`У ${i?.currency} ${i?.places} знак після коми; у сумі їх більше.`);
	if (placesPlural === "few") return /** @type {LocalizedString} */ (`У ${i?.currency} ${i?.places} знаки після коми; у сумі їх більше.`);
	if (placesPlural === "many") return /** @type {LocalizedString} */ (`У ${i?.currency} ${i?.places} знаків після коми; у сумі їх більше.`);
	if (placesPlural === "other") return /** @type {LocalizedString} */ (`У ${i?.currency} ${i?.places} знака після коми; у сумі їх більше.`);
	return /** @type {LocalizedString} */ ("shared_fiat_amount_precision");
};

export const shared_fiat_amount_min = /** @type {(inputs: Shared_Fiat_Amount_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мінімальна сума для цього сервісу — ${i?.amount} ${i?.currency}.`)
};

export const shared_fiat_amount_max = /** @type {(inputs: Shared_Fiat_Amount_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Максимальна сума для цього сервісу — ${i?.amount} ${i?.currency}.`)
};

export const shared_fiat_amount_over_balance = /** @type {(inputs: Shared_Fiat_Amount_Over_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Це більше, ніж доступні ${i?.available} ${i?.currency} (сума разом із комісією ${i?.fee} ${i?.currency}).`)
};

export const shared_fiat_no_details = /** @type {(inputs: Shared_Fiat_No_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(без реквізитів)`)
};

export const shared_exchange_address_enter = /** @type {(inputs: Shared_Exchange_Address_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть адресу біржі, наприклад https://exchange.example.`)
};

export const shared_exchange_address_not_web = /** @type {(inputs: Shared_Exchange_Address_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі — не вебадреса. Використайте, наприклад, https://exchange.example.`)
};

export const shared_exchange_address_scheme = /** @type {(inputs: Shared_Exchange_Address_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі має починатися з https://.`)
};

export const shared_exchange_address_credentials = /** @type {(inputs: Shared_Exchange_Address_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі не повинна містити імені користувача чи пароля.`)
};

export const shared_exchange_address_plain_http = /** @type {(inputs: Shared_Exchange_Address_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі має починатися з https://. Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1).`)
};

export const shared_exchange_address_query = /** @type {(inputs: Shared_Exchange_Address_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі не може містити ? чи #. Використайте, наприклад, https://exchange.example.`)
};

export const shared_rule_position = /** @type {(inputs: Shared_Rule_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`позиції ${i?.index}`)
};

export const shared_rule_position_line = /** @type {(inputs: Shared_Rule_Position_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`позиції ${i?.index} (рядок ${i?.line}, стовпець ${i?.column})`)
};

export const shared_rule_control_character = /** @type {(inputs: Shared_Rule_Control_CharacterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`У правилі є керівний символ на ${i?.at}.`)
};

export const shared_rule_unclosed_quote = /** @type {(inputs: Shared_Rule_Unclosed_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Текст у лапках, що починається на ${i?.at}, ніде не закривається: додайте " після нього.`)
};

export const shared_rule_unclosed_regex = /** @type {(inputs: Shared_Rule_Unclosed_RegexInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Регулярний вираз (re${i?.delimiter}…), що починається на ${i?.at}, ніде не закривається: додайте ${i?.delimiter} після нього.`)
};

export const shared_rule_wrong_closer = /** @type {(inputs: Shared_Rule_Wrong_CloserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.closer}» на ${i?.at} не закриває «${i?.opener}» на ${i?.openerAt}: спершу потрібна «${i?.needed}».`)
};

export const shared_rule_closes_nothing = /** @type {(inputs: Shared_Rule_Closes_NothingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.closer}» на ${i?.at} нічого не закриває.`)
};

export const shared_rule_never_closed = /** @type {(inputs: Shared_Rule_Never_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.opener}» на ${i?.at} ніде не закривається: додайте «${i?.needed}».`)
};

export const shared_contract_account_name = /** @type {(inputs: Shared_Contract_Account_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дайте рахунку назву`)
};

export const shared_contract_at_most_60 = /** @type {(inputs: Shared_Contract_At_Most_60Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не більше 60 символів`)
};

export const shared_contract_web_address = /** @type {(inputs: Shared_Contract_Web_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібна вебадреса, наприклад https://exchange.example`)
};

export const shared_contract_https_only = /** @type {(inputs: Shared_Contract_Https_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібна адреса https://. Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1).`)
};

export const shared_contract_web_address_no_credentials = /** @type {(inputs: Shared_Contract_Web_Address_No_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібна вебадреса, наприклад https://exchange.example, без імені користувача й пароля`)
};

export const shared_contract_api_key = /** @type {(inputs: Shared_Contract_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібен ключ у тому вигляді, як його показує біржа (8–256 символів, без пробілів)`)
};

export const shared_contract_appliance_name = /** @type {(inputs: Shared_Contract_Appliance_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дайте пристрою назву`)
};

export const shared_contract_appliance_name_long = /** @type {(inputs: Shared_Contract_Appliance_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назва — не більше 60 символів`)
};

export const shared_contract_appliance_address = /** @type {(inputs: Shared_Contract_Appliance_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть адресу пристрою`)
};

export const shared_contract_address_too_long = /** @type {(inputs: Shared_Contract_Address_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса задовга`)
};

export const shared_contract_user_enter = /** @type {(inputs: Shared_Contract_User_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть ім’я користувача`)
};

export const shared_contract_user_long = /** @type {(inputs: Shared_Contract_User_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ім’я користувача задовге`)
};

export const shared_contract_user_control = /** @type {(inputs: Shared_Contract_User_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В імені користувача є керівний символ`)
};

export const shared_contract_fingerprint = /** @type {(inputs: Shared_Contract_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібен відбиток SHA-256 (64 шістнадцяткові цифри)`)
};

export const shared_contract_policy_name_empty = /** @type {(inputs: Shared_Contract_Policy_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Яка політика? Назва порожня`)
};

export const shared_contract_name_too_long = /** @type {(inputs: Shared_Contract_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назва задовга`)
};

export const shared_contract_rule_too_long = /** @type {(inputs: Shared_Contract_Rule_Too_LongInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Правило має не більше ніж ${i?.count} символ`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Правило має не більше ніж ${i?.count} символи`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Правило має не більше ніж ${i?.count} символів`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Правило має не більше ніж ${i?.count} символу`);
	return /** @type {LocalizedString} */ ("shared_contract_rule_too_long");
};

export const shared_contract_select_policy = /** @type {(inputs: Shared_Contract_Select_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виберіть хоча б одну політику`)
};

export const shared_contract_policies_at_once = /** @type {(inputs: Shared_Contract_Policies_At_OnceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Не більше ніж ${i?.count} політика за раз`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Не більше ніж ${i?.count} політики за раз`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Не більше ніж ${i?.count} політик за раз`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Не більше ніж ${i?.count} політики за раз`);
	return /** @type {LocalizedString} */ ("shared_contract_policies_at_once");
};

export const shared_contract_policy_twice = /** @type {(inputs: Shared_Contract_Policy_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Одну політику названо двічі`)
};

export const shared_contract_password_enter = /** @type {(inputs: Shared_Contract_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть пароль`)
};

export const shared_contract_field_to_reset = /** @type {(inputs: Shared_Contract_Field_To_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Вкажіть поле, яке скинути`)
};

export const shared_contract_code_too_long = /** @type {(inputs: Shared_Contract_Code_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це значно довше за код переказу.`)
};

export const shared_contract_at_most_500 = /** @type {(inputs: Shared_Contract_At_Most_500Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не більше 500 символів.`)
};

export const shared_contract_account_id = /** @type {(inputs: Shared_Contract_Account_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібен ідентифікатор рахунку (літери й цифри)`)
};

export const shared_contract_amount = /** @type {(inputs: Shared_Contract_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібна сума, наприклад 0,25`)
};

export const shared_contract_address_no_spaces = /** @type {(inputs: Shared_Contract_Address_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібна адреса без пробілів`)
};

export const shared_contract_destination = /** @type {(inputs: Shared_Contract_DestinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібна адреса або номер картки чи телефону`)
};

export const shared_contract_memo_no_spaces = /** @type {(inputs: Shared_Contract_Memo_No_SpacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібне мемо без пробілів`)
};

export const shared_server_address_exchange_not_web = /** @type {(inputs: Shared_Server_Address_Exchange_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі — не вебадреса. Використайте, наприклад, https://exchange.example.`)
};

export const shared_server_address_exchange_scheme = /** @type {(inputs: Shared_Server_Address_Exchange_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі має починатися з https://.`)
};

export const shared_server_address_exchange_credentials = /** @type {(inputs: Shared_Server_Address_Exchange_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі не повинна містити імені користувача чи пароля.`)
};

export const shared_server_address_exchange_plain_http = /** @type {(inputs: Shared_Server_Address_Exchange_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі має починатися з https://. Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1).`)
};

export const shared_server_address_gateway_not_web = /** @type {(inputs: Shared_Server_Address_Gateway_Not_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса платіжного шлюзу — не вебадреса. Використайте, наприклад, https://exchange.example.`)
};

export const shared_server_address_gateway_scheme = /** @type {(inputs: Shared_Server_Address_Gateway_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса платіжного шлюзу має починатися з https://.`)
};

export const shared_server_address_gateway_credentials = /** @type {(inputs: Shared_Server_Address_Gateway_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса платіжного шлюзу не повинна містити імені користувача чи пароля.`)
};

export const shared_server_address_gateway_plain_http = /** @type {(inputs: Shared_Server_Address_Gateway_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса платіжного шлюзу має починатися з https://. Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1).`)
};

export const shared_server_address_named_not_web = /** @type {(inputs: Shared_Server_Address_Named_Not_WebInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: це не вебадреса. Використайте, наприклад, https://exchange.example.`)
};

export const shared_server_address_named_scheme = /** @type {(inputs: Shared_Server_Address_Named_SchemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: адреса має починатися з https://.`)
};

export const shared_server_address_named_credentials = /** @type {(inputs: Shared_Server_Address_Named_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: адреса не повинна містити імені користувача чи пароля.`)
};

export const shared_server_address_named_plain_http = /** @type {(inputs: Shared_Server_Address_Named_Plain_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: адреса має починатися з https://. Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1).`)
};

export const shared_code_verdict_empty_title = /** @type {(inputs: Shared_Code_Verdict_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Немає коду переказу`)
};

export const shared_code_verdict_empty_body = /** @type {(inputs: Shared_Code_Verdict_Empty_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Буфер обміну порожній: спершу скопіюйте код переказу.`)
};

export const shared_code_verdict_ok_title = /** @type {(inputs: Shared_Code_Verdict_Ok_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Код переказу має правильну форму`)
};

export const shared_code_verdict_ok_body = /** @type {(inputs: Shared_Code_Verdict_Ok_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.code}: контрольний символ збігається. Чи код ще дійсний, може сказати лише біржа.`)
};

export const shared_code_verdict_bad_title = /** @type {(inputs: Shared_Code_Verdict_Bad_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Недійсний код переказу`)
};

export const errors_market_invalid = /** @type {(inputs: Errors_Market_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це неправильна назва ринку.`)
};

export const errors_order_id_invalid = /** @type {(inputs: Errors_Order_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це неправильний номер ордера.`)
};

export const errors_start_not_time = /** @type {(inputs: Errors_Start_Not_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Початок має бути моментом часу в мілісекундах.`)
};

export const errors_end_not_time = /** @type {(inputs: Errors_End_Not_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Кінець має бути моментом часу в мілісекундах.`)
};

export const errors_start_after_end = /** @type {(inputs: Errors_Start_After_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Початок не може бути пізніше за кінець.`)
};

export const errors_limit_invalid = /** @type {(inputs: Errors_Limit_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ліміт має бути цілим числом, не меншим за 1.`)
};

export const errors_sort_invalid = /** @type {(inputs: Errors_Sort_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Порядок має бути 1 (спершу давніші) або -1 (спершу новіші).`)
};

export const errors_cancel_none = /** @type {(inputs: Errors_Cancel_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Виберіть принаймні один ордер для скасування.`)
};

export const errors_cancel_too_many = /** @type {(inputs: Errors_Cancel_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`За один раз можна скасувати щонайбільше ${i?.count} ордер.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`За один раз можна скасувати щонайбільше ${i?.count} ордери.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`За один раз можна скасувати щонайбільше ${i?.count} ордерів.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`За один раз можна скасувати щонайбільше ${i?.count} ордера.`);
	return /** @type {LocalizedString} */ ("errors_cancel_too_many");
};

export const errors_cancel_refused = /** @type {(inputs: Errors_Cancel_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа не скасувала ордери.`)
};

export const errors_answer_other_shape = /** @type {(inputs: Errors_Answer_Other_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Відповідь в іншому форматі.`)
};

export const errors_no_api_key = /** @type {(inputs: Errors_No_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Для цього рахунку не налаштовано API-ключ.`)
};

export const errors_nonce_refused_clock = /** @type {(inputs: Errors_Nonce_Refused_ClockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа (${i?.host}) відхилила порядковий номер запиту (nonce). ${i?.clock}`)
};

export const errors_nonce_refused = /** @type {(inputs: Errors_Nonce_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа (${i?.host}) відхилила порядковий номер запиту (nonce). Satchel знову виміряв час біржі; спробуйте ще раз. Якщо цей API-ключ використовує інша програма, дайте їй окремий ключ.`)
};

export const errors_key_refused = /** @type {(inputs: Errors_Key_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа (${i?.host}) відхилила API-ключ (HTTP ${i?.status}): публічний ключ або секрет неправильні, або ключ не має дозволу на цю дію.`)
};

export const errors_account_gone = /** @type {(inputs: Errors_Account_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей рахунок більше не збережено в Satchel.`)
};

export const errors_demo_account_none = /** @type {(inputs: Errors_Demo_Account_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Такого демо-рахунку немає.`)
};

export const errors_demo_account_saved = /** @type {(inputs: Errors_Demo_Account_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Цей демо-рахунок уже збережено як «${i?.name}».`)
};

export const errors_account_name_taken = /** @type {(inputs: Errors_Account_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Інший рахунок уже має цю назву. Виберіть іншу назву.`)
};

export const errors_account_plain_http_exchange = /** @type {(inputs: Errors_Account_Plain_Http_ExchangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Рахунок «${i?.name}» збережено зі звичайною адресою біржі http:// (${i?.host}): будь-що в мережі на шляху може читати й змінювати обмін із нею, тому Satchel її не використовує. Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1). Видаліть рахунок у Налаштуваннях і додайте його знову з адресою https://.`)
};

export const errors_account_plain_http_gateway = /** @type {(inputs: Errors_Account_Plain_Http_GatewayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Рахунок «${i?.name}» збережено зі звичайною адресою платіжного шлюзу http:// (${i?.host}): будь-що в мережі на шляху може читати й змінювати обмін із ним, тому Satchel її не використовує. Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1). Видаліть рахунок у Налаштуваннях і додайте його знову з адресою https://.`)
};

export const errors_demo_exchange_gone = /** @type {(inputs: Errors_Demo_Exchange_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» — рахунок демо-біржі Satchel, яка зараз не працює. Запустіть Satchel у демо-режимі, щоб користуватися ним, або видаліть його.`)
};

export const errors_secret_gone = /** @type {(inputs: Errors_Secret_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`API-секрету рахунку «${i?.name}» більше немає в системному сховищі ключів. Видаліть рахунок і додайте його ключ знову.`)
};

export const errors_key_saved = /** @type {(inputs: Errors_Key_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Цей ключ уже збережено як «${i?.name}».`)
};

export const errors_account_not_saved = /** @type {(inputs: Errors_Account_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Рахунок не вдається зберегти: ${i?.reason}`)
};

export const errors_secret_enter = /** @type {(inputs: Errors_Secret_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть API-секрет.`)
};

export const errors_secret_too_long = /** @type {(inputs: Errors_Secret_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-секрет задовгий.`)
};

export const errors_secret_characters = /** @type {(inputs: Errors_Secret_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-секрет складається лише з літер, цифр і розділових знаків, без пробілів.`)
};

export const errors_appliance_gone = /** @type {(inputs: Errors_Appliance_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей мережевий пристрій більше не збережено в Satchel.`)
};

export const errors_appliance_none = /** @type {(inputs: Errors_Appliance_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій ще не налаштовано. Додайте його в Налаштуваннях, у розділі «Пристрої».`)
};

export const errors_demo_appliance_off = /** @type {(inputs: Errors_Demo_Appliance_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Демо-пристрій не працює: Satchel не в демо-режимі.`)
};

export const errors_demo_appliance_saved = /** @type {(inputs: Errors_Demo_Appliance_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Демо-пристрій уже збережено як «${i?.name}».`)
};

export const errors_appliance_http_no_certificate = /** @type {(inputs: Errors_Appliance_Http_No_CertificateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Звичайна адреса http:// не має сертифіката, якому можна довіряти.`)
};

export const errors_appliance_password_gone = /** @type {(inputs: Errors_Appliance_Password_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пароля мережевого пристрою «${i?.name}» більше немає в системному сховищі ключів. Видаліть пристрій і додайте його знову.`)
};

export const errors_appliance_plain_http_no_certificate = /** @type {(inputs: Errors_Appliance_Plain_Http_No_CertificateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`До «${i?.name}» Satchel звертається через звичайний http: сертифіката, якому можна довіряти, немає.`)
};

export const errors_appliance_certificate_changed = /** @type {(inputs: Errors_Appliance_Certificate_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій (${i?.host}) тепер надає сертифікат SHA-256 ${i?.now}, а не той, який ви переглянули (SHA-256 ${i?.wanted}). Перегляньте його знову.`)
};

export const errors_appliance_user_saved = /** @type {(inputs: Errors_Appliance_User_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Цей пристрій із цим користувачем уже збережено як «${i?.name}».`)
};

export const errors_appliance_name_taken = /** @type {(inputs: Errors_Appliance_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Інший пристрій уже має цю назву. Виберіть іншу назву.`)
};

export const errors_appliance_not_saved = /** @type {(inputs: Errors_Appliance_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Пристрій не вдається зберегти: ${i?.reason}`)
};

export const errors_demo_appliance_gone = /** @type {(inputs: Errors_Demo_Appliance_GoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» — демо-пристрій Satchel, який зараз не працює. Запустіть Satchel у демо-режимі, щоб користуватися ним, або видаліть його.`)
};

export const errors_password_enter = /** @type {(inputs: Errors_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть пароль.`)
};

export const errors_password_too_long = /** @type {(inputs: Errors_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пароль задовгий.`)
};

export const errors_settings_unreadable = /** @type {(inputs: Errors_Settings_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel не може прочитати свій файл налаштувань ${i?.file} (${i?.code}). Перевірте права доступу до файлу й запустіть Satchel знову.`)
};

export const errors_settings_unreadable_unknown = /** @type {(inputs: Errors_Settings_Unreadable_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel не може прочитати свій файл налаштувань ${i?.file} (невідома помилка). Перевірте права доступу до файлу й запустіть Satchel знову.`)
};

export const errors_settings_stuck = /** @type {(inputs: Errors_Settings_StuckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Файл налаштувань Satchel ${i?.file} пошкоджено, і його не вдалося перенести вбік (${i?.code}). Перемістіть або видаліть його, а тоді запустіть Satchel знову.`)
};

export const errors_settings_stuck_unknown = /** @type {(inputs: Errors_Settings_Stuck_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Файл налаштувань Satchel ${i?.file} пошкоджено, і його не вдалося перенести вбік (невідома помилка). Перемістіть або видаліть його, а тоді запустіть Satchel знову.`)
};

export const errors_settings_not_changed = /** @type {(inputs: Errors_Settings_Not_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Налаштування не змінено: ${i?.reason}`)
};

export const errors_settings_not_saved = /** @type {(inputs: Errors_Settings_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel не зміг зберегти налаштування в ${i?.path}. Перевірте вільне місце на диску та права доступу до папки.`)
};

export const errors_amount_not_number = /** @type {(inputs: Errors_Amount_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сума не є числом. Запишіть її, наприклад, так: 100,50.`)
};

export const errors_gateway_not_web_address = /** @type {(inputs: Errors_Gateway_Not_Web_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Платіжний шлюз надав адресу оплати, яка не є веб-адресою.`)
};

export const errors_gateway_other_host = /** @type {(inputs: Errors_Gateway_Other_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Платіжний шлюз попросив надіслати платіжну форму на ${i?.host}, а не на нього самого (${i?.own}). Satchel її не надіслав.`)
};

export const errors_gateway_method = /** @type {(inputs: Errors_Gateway_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Платіжний шлюз попросив форму ${i?.method}, яку Satchel не надсилає.`)
};

export const errors_what_account_data = /** @type {(inputs: Errors_What_Account_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`дані рахунку`)
};

export const errors_what_balance_list = /** @type {(inputs: Errors_What_Balance_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список балансів`)
};

export const errors_what_order_list = /** @type {(inputs: Errors_What_Order_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список ордерів`)
};

export const errors_what_order_history = /** @type {(inputs: Errors_What_Order_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`історія ордерів`)
};

export const errors_what_trade_list = /** @type {(inputs: Errors_What_Trade_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список угод`)
};

export const errors_what_cancelled_order = /** @type {(inputs: Errors_What_Cancelled_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`скасований ордер`)
};

export const errors_what_server_time = /** @type {(inputs: Errors_What_Server_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`час сервера`)
};

export const errors_what_currency_list = /** @type {(inputs: Errors_What_Currency_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список валют`)
};

export const errors_what_exchange_rates = /** @type {(inputs: Errors_What_Exchange_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`курси валют`)
};

export const errors_what_market_list = /** @type {(inputs: Errors_What_Market_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список ринків`)
};

export const errors_what_tickers = /** @type {(inputs: Errors_What_TickersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ціни ринків`)
};

export const errors_what_order_book = /** @type {(inputs: Errors_What_Order_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`книга ордерів`)
};

export const errors_what_fee_list = /** @type {(inputs: Errors_What_Fee_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список комісій`)
};

export const errors_what_transfer_code = /** @type {(inputs: Errors_What_Transfer_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`код переказу`)
};

export const errors_what_redeemed_code = /** @type {(inputs: Errors_What_Redeemed_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`погашений код`)
};

export const errors_what_code_list = /** @type {(inputs: Errors_What_Code_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список кодів`)
};

export const errors_what_deposit_info = /** @type {(inputs: Errors_What_Deposit_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`дані для поповнення`)
};

export const errors_what_address_answer = /** @type {(inputs: Errors_What_Address_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`відповідь з адресою`)
};

export const errors_what_deposit_details = /** @type {(inputs: Errors_What_Deposit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`деталі поповнення`)
};

export const errors_what_withdrawal_answer = /** @type {(inputs: Errors_What_Withdrawal_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`відповідь на виведення`)
};

export const errors_what_withdrawal_details = /** @type {(inputs: Errors_What_Withdrawal_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`деталі виведення`)
};

export const errors_what_deposit_answer = /** @type {(inputs: Errors_What_Deposit_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`відповідь на поповнення`)
};

export const errors_what_asset_history = /** @type {(inputs: Errors_What_Asset_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`історія операцій`)
};

export const errors_what_invoice = /** @type {(inputs: Errors_What_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`рахунок на оплату`)
};

export const errors_what_payout_services = /** @type {(inputs: Errors_What_Payout_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список сервісів виплат`)
};

export const errors_what_payment_services = /** @type {(inputs: Errors_What_Payment_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`список платіжних сервісів`)
};

export const errors_what_the_request = /** @type {(inputs: Errors_What_The_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит`)
};

export const errors_what_cancel_order = /** @type {(inputs: Errors_What_Cancel_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`скасування ордера ${i?.id}`)
};

export const errors_what_new_code = /** @type {(inputs: Errors_What_New_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`новий код на ${i?.amount} ${i?.currency}`)
};

export const errors_what_redeem_code = /** @type {(inputs: Errors_What_Redeem_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`погашення коду`)
};

export const errors_what_payout = /** @type {(inputs: Errors_What_PayoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`виплата ${i?.amount} ${i?.currency}`)
};

export const errors_what_deposit = /** @type {(inputs: Errors_What_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`поповнення на ${i?.amount} ${i?.currency}`)
};

export const errors_what_new_address = /** @type {(inputs: Errors_What_New_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`нова адреса поповнення ${i?.currency}`)
};

export const errors_what_withdrawal = /** @type {(inputs: Errors_What_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`виведення ${i?.amount} ${i?.currency}`)
};

export const errors_what_invoice_for = /** @type {(inputs: Errors_What_Invoice_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`рахунок на оплату поповнення ${i?.id}`)
};

export const errors_unknown_outcome = /** @type {(inputs: Errors_Unknown_OutcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) не підтвердив: ${i?.what}. Можливо, це відбулося, а можливо, ні; Satchel оновлює списки, щоб ви побачили, як саме. Повторно не надіслано.`)
};

export const errors_not_understood = /** @type {(inputs: Errors_Not_UnderstoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Сервер ${i?.party} (${i?.host}) надіслав відповідь, яку Satchel не розуміє (${i?.what}).`)
};

export const errors_what_cancel_orders = /** @type {(inputs: Errors_What_Cancel_OrdersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`скасування ${i?.count} ордера`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`скасування ${i?.count} ордерів`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`скасування ${i?.count} ордерів`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`скасування ${i?.count} ордера`);
	return /** @type {LocalizedString} */ ("errors_what_cancel_orders");
};

export const errors_clock_ahead_local = /** @type {(inputs: Errors_Clock_Ahead_LocalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} день випереджає годинник цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує годинник цього комп’ютера. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} дні випереджає годинник цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує годинник цього комп’ютера. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} днів випереджає годинник цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує годинник цього комп’ютера. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} дня випереджає годинник цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує годинник цього комп’ютера. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	return /** @type {LocalizedString} */ ("errors_clock_ahead_local");
};

export const errors_clock_behind_local = /** @type {(inputs: Errors_Clock_Behind_LocalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} день відстає від годинника цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує годинник цього комп’ютера. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} дні відстає від годинника цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує годинник цього комп’ютера. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} днів відстає від годинника цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує годинник цього комп’ютера. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} дня відстає від годинника цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує годинник цього комп’ютера. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	return /** @type {LocalizedString} */ ("errors_clock_behind_local");
};

export const errors_clock_far_local = /** @type {(inputs: Errors_Clock_Far_LocalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник зовсім не збігається з годинником цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує годинник цього комп’ютера. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`)
};

export const errors_clock_ahead_measured = /** @type {(inputs: Errors_Clock_Ahead_MeasuredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} день випереджає годинник цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує різницю, виміряну раніше. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} дні випереджає годинник цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує різницю, виміряну раніше. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} днів випереджає годинник цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує різницю, виміряну раніше. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} дня випереджає годинник цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує різницю, виміряну раніше. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	return /** @type {LocalizedString} */ ("errors_clock_ahead_measured");
};

export const errors_clock_behind_measured = /** @type {(inputs: Errors_Clock_Behind_MeasuredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} день відстає від годинника цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує різницю, виміряну раніше. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} дні відстає від годинника цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує різницю, виміряну раніше. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} днів відстає від годинника цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує різницю, виміряну раніше. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник на ${i?.days} дня відстає від годинника цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує різницю, виміряну раніше. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`);
	return /** @type {LocalizedString} */ ("errors_clock_behind_measured");
};

export const errors_clock_far_measured = /** @type {(inputs: Errors_Clock_Far_MeasuredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Біржа (${i?.host}) повідомляє, що її годинник зовсім не збігається з годинником цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує різницю, виміряну раніше. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.`)
};

export const errors_settings_exchange_address_text = /** @type {(inputs: Errors_Settings_Exchange_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі має бути текстом.`)
};

export const errors_settings_exchange_address_long = /** @type {(inputs: Errors_Settings_Exchange_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі задовга.`)
};

export const errors_settings_exchange_address_web = /** @type {(inputs: Errors_Settings_Exchange_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі має бути веб-адресою, що починається з https:// (http:// — лише для цього комп’ютера), без імені користувача й пароля.`)
};

export const errors_settings_gateway_address_text = /** @type {(inputs: Errors_Settings_Gateway_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса платіжного шлюзу має бути текстом.`)
};

export const errors_settings_gateway_address_long = /** @type {(inputs: Errors_Settings_Gateway_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса платіжного шлюзу задовга.`)
};

export const errors_settings_gateway_address_web = /** @type {(inputs: Errors_Settings_Gateway_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса платіжного шлюзу має бути веб-адресою, що починається з https:// (http:// — лише для цього комп’ютера), без імені користувача й пароля.`)
};

export const errors_settings_appliance_address_text = /** @type {(inputs: Errors_Settings_Appliance_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса пристрою має бути текстом.`)
};

export const errors_settings_appliance_address_long = /** @type {(inputs: Errors_Settings_Appliance_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса пристрою задовга.`)
};

export const errors_settings_appliance_address_web = /** @type {(inputs: Errors_Settings_Appliance_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса пристрою має бути веб-адресою, що починається з https:// (http:// — лише для цього комп’ютера), без імені користувача й пароля.`)
};

export const errors_settings_market_address_text = /** @type {(inputs: Errors_Settings_Market_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі для ринків має бути текстом.`)
};

export const errors_settings_market_address_long = /** @type {(inputs: Errors_Settings_Market_Address_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі для ринків задовга.`)
};

export const errors_settings_market_address_web = /** @type {(inputs: Errors_Settings_Market_Address_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі для ринків має бути веб-адресою, що починається з https:// (http:// — лише для цього комп’ютера), без імені користувача й пароля.`)
};

export const errors_settings_appliance_address_secure = /** @type {(inputs: Errors_Settings_Appliance_Address_SecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса пристрою має починатися з https:// (звичайний http:// — лише до цього комп’ютера).`)
};

export const errors_settings_market_address_secure = /** @type {(inputs: Errors_Settings_Market_Address_SecureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса біржі для ринків має починатися з https:// (звичайний http:// — лише до цього комп’ютера).`)
};

export const errors_settings_market_exchange = /** @type {(inputs: Errors_Settings_Market_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Біржа для ринків — це демо-біржа або веб-адреса, що починається з https://.`)
};

export const errors_settings_profile_id = /** @type {(inputs: Errors_Settings_Profile_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ідентифікатор рахунку складається з 1–64 літер, цифр, «-» або «_».`)
};

export const errors_settings_profile_name_text = /** @type {(inputs: Errors_Settings_Profile_Name_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назва рахунку має бути текстом.`)
};

export const errors_settings_profile_name_empty = /** @type {(inputs: Errors_Settings_Profile_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дайте рахунку назву.`)
};

export const errors_settings_profile_name_long = /** @type {(inputs: Errors_Settings_Profile_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назва рахунку може мати не більше 60 символів.`)
};

export const errors_settings_public_key_text = /** @type {(inputs: Errors_Settings_Public_Key_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Публічний API-ключ має бути текстом.`)
};

export const errors_settings_public_key_empty = /** @type {(inputs: Errors_Settings_Public_Key_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть публічний API-ключ.`)
};

export const errors_settings_public_key_long = /** @type {(inputs: Errors_Settings_Public_Key_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Публічний API-ключ задовгий.`)
};

export const errors_settings_public_key_characters = /** @type {(inputs: Errors_Settings_Public_Key_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Публічний API-ключ може містити лише літери, цифри й розділові знаки, без пробілів.`)
};

export const errors_settings_profile_demo = /** @type {(inputs: Errors_Settings_Profile_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Позначка «демо» рахунку має бути увімкнена або вимкнена.`)
};

export const errors_settings_demo_account_text = /** @type {(inputs: Errors_Settings_Demo_Account_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Електронна пошта демо-рахунку має бути текстом.`)
};

export const errors_settings_demo_account_empty = /** @type {(inputs: Errors_Settings_Demo_Account_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Електронну пошту демо-рахунку не вказано.`)
};

export const errors_settings_demo_account_long = /** @type {(inputs: Errors_Settings_Demo_Account_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Електронна пошта демо-рахунку задовга.`)
};

export const errors_settings_svcid_text = /** @type {(inputs: Errors_Settings_Svcid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ідентифікатор рахунку на біржі має бути текстом.`)
};

export const errors_settings_svcid_shape = /** @type {(inputs: Errors_Settings_Svcid_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ідентифікатор рахунку на біржі складається з 1–128 літер, цифр або розділових знаків.`)
};

export const errors_settings_profile_unknown = /** @type {(inputs: Errors_Settings_Profile_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Рахунок збережено у вигляді, якого Satchel не знає.`)
};

export const errors_settings_balances_interval_number = /** @type {(inputs: Errors_Settings_Balances_Interval_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення балансів має бути числом мілісекунд.`)
};

export const errors_settings_balances_interval_whole = /** @type {(inputs: Errors_Settings_Balances_Interval_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення балансів має бути цілим числом мілісекунд.`)
};

export const errors_settings_balances_interval_min = /** @type {(inputs: Errors_Settings_Balances_Interval_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення балансів має бути не менше ${i?.seconds} с.`)
};

export const errors_settings_balances_interval_max = /** @type {(inputs: Errors_Settings_Balances_Interval_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення балансів має бути не більше ${i?.seconds} с.`)
};

export const errors_settings_orders_interval_number = /** @type {(inputs: Errors_Settings_Orders_Interval_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення ордерів має бути числом мілісекунд.`)
};

export const errors_settings_orders_interval_whole = /** @type {(inputs: Errors_Settings_Orders_Interval_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення ордерів має бути цілим числом мілісекунд.`)
};

export const errors_settings_orders_interval_min = /** @type {(inputs: Errors_Settings_Orders_Interval_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення ордерів має бути не менше ${i?.seconds} с.`)
};

export const errors_settings_orders_interval_max = /** @type {(inputs: Errors_Settings_Orders_Interval_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення ордерів має бути не більше ${i?.seconds} с.`)
};

export const errors_settings_tickers_interval_number = /** @type {(inputs: Errors_Settings_Tickers_Interval_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення цін має бути числом мілісекунд.`)
};

export const errors_settings_tickers_interval_whole = /** @type {(inputs: Errors_Settings_Tickers_Interval_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення цін має бути цілим числом мілісекунд.`)
};

export const errors_settings_tickers_interval_min = /** @type {(inputs: Errors_Settings_Tickers_Interval_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення цін має бути не менше ${i?.seconds} с.`)
};

export const errors_settings_tickers_interval_max = /** @type {(inputs: Errors_Settings_Tickers_Interval_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Інтервал оновлення цін має бути не більше ${i?.seconds} с.`)
};

export const errors_settings_polling_unknown = /** @type {(inputs: Errors_Settings_Polling_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`В інтервалах оновлення є налаштування, якого Satchel не знає.`)
};

export const errors_settings_currency_code = /** @type {(inputs: Errors_Settings_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Код валюти складається з 1–16 малих літер або цифр.`)
};

export const errors_settings_amount = /** @type {(inputs: Errors_Settings_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Сума має бути звичайним десятковим числом.`)
};

export const errors_settings_guard_address = /** @type {(inputs: Errors_Settings_Guard_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Адреса не може містити пробілів.`)
};

export const errors_settings_guard_memo = /** @type {(inputs: Errors_Settings_Guard_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мемо не може містити пробілів.`)
};

export const errors_settings_guard_label = /** @type {(inputs: Errors_Settings_Guard_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Підпис може мати не більше 60 символів.`)
};

export const errors_settings_saved_addresses_max = /** @type {(inputs: Errors_Settings_Saved_Addresses_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Не більше ${i?.count} збереженої адреси.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Не більше ${i?.count} збережених адрес.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Не більше ${i?.count} збережених адрес.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Не більше ${i?.count} збереженої адреси.`);
	return /** @type {LocalizedString} */ ("errors_settings_saved_addresses_max");
};

export const errors_settings_guard_unknown = /** @type {(inputs: Errors_Settings_Guard_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Захист виведення містить те, чого Satchel не знає.`)
};

export const errors_settings_guard_key = /** @type {(inputs: Errors_Settings_Guard_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Захист виведення зберігається для рахунку на біржі.`)
};

export const errors_settings_appliance_id = /** @type {(inputs: Errors_Settings_Appliance_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ідентифікатор пристрою складається з 1–64 літер, цифр, «-» або «_».`)
};

export const errors_settings_appliance_name_text = /** @type {(inputs: Errors_Settings_Appliance_Name_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назва пристрою має бути текстом.`)
};

export const errors_settings_appliance_name_empty = /** @type {(inputs: Errors_Settings_Appliance_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дайте пристрою назву.`)
};

export const errors_settings_appliance_name_long = /** @type {(inputs: Errors_Settings_Appliance_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назва пристрою може мати не більше 60 символів.`)
};

export const errors_settings_appliance_user_text = /** @type {(inputs: Errors_Settings_Appliance_User_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ім’я користувача пристрою має бути текстом.`)
};

export const errors_settings_appliance_user_empty = /** @type {(inputs: Errors_Settings_Appliance_User_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть ім’я користувача пристрою.`)
};

export const errors_settings_appliance_user_long = /** @type {(inputs: Errors_Settings_Appliance_User_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ім’я користувача пристрою задовге.`)
};

export const errors_settings_appliance_user_control = /** @type {(inputs: Errors_Settings_Appliance_User_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ім’я користувача пристрою містить керівний символ.`)
};

export const errors_settings_appliance_auth = /** @type {(inputs: Errors_Settings_Appliance_AuthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Спосіб входу — один із таких: ${i?.choices}.`)
};

export const errors_settings_api_path_text = /** @type {(inputs: Errors_Settings_Api_Path_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Шлях API пристрою має бути текстом.`)
};

export const errors_settings_api_path_ends = /** @type {(inputs: Errors_Settings_Api_Path_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Шлях API пристрою не може мати пробілів чи «/» на початку або в кінці.`)
};

export const errors_settings_fingerprint = /** @type {(inputs: Errors_Settings_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Закріплений відбиток має бути SHA-256 у вигляді AB:CD:…`)
};

export const errors_settings_appliance_demo = /** @type {(inputs: Errors_Settings_Appliance_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Позначка «демо» пристрою має бути увімкнена або вимкнена.`)
};

export const errors_settings_appliance_unknown = /** @type {(inputs: Errors_Settings_Appliance_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пристрій збережено у вигляді, якого Satchel не знає.`)
};

export const errors_settings_updates_check = /** @type {(inputs: Errors_Settings_Updates_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Перевірка оновлень має бути увімкнена або вимкнена.`)
};

export const errors_settings_updates_channel = /** @type {(inputs: Errors_Settings_Updates_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Канал оновлень має бути stable або beta.`)
};

export const errors_settings_updates_unknown = /** @type {(inputs: Errors_Settings_Updates_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Невідоме налаштування оновлень.`)
};

export const errors_settings_favourite_text = /** @type {(inputs: Errors_Settings_Favourite_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обраний ринок задається його ідентифікатором.`)
};

export const errors_settings_favourite_shape = /** @type {(inputs: Errors_Settings_Favourite_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Обраний ринок задається ідентифікатором на зразок btc_usdt.`)
};

export const errors_settings_favourites_max = /** @type {(inputs: Errors_Settings_Favourites_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Не більше ${i?.count} обраного ринку.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Не більше ${i?.count} обраних ринків.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Не більше ${i?.count} обраних ринків.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Не більше ${i?.count} обраного ринку.`);
	return /** @type {LocalizedString} */ ("errors_settings_favourites_max");
};

export const errors_settings_favourite_twice = /** @type {(inputs: Errors_Settings_Favourite_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ринок може бути в обраному лише один раз.`)
};

export const errors_settings_version = /** @type {(inputs: Errors_Settings_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Цей файл налаштувань — з іншої версії Satchel.`)
};

export const errors_settings_profiles_max = /** @type {(inputs: Errors_Settings_Profiles_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Не більше ${i?.count} рахунку.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Не більше ${i?.count} рахунків.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Не більше ${i?.count} рахунків.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Не більше ${i?.count} рахунку.`);
	return /** @type {LocalizedString} */ ("errors_settings_profiles_max");
};

export const errors_settings_appliances_max = /** @type {(inputs: Errors_Settings_Appliances_MaxInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("uk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Не більше ${i?.count} пристрою.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Не більше ${i?.count} пристроїв.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Не більше ${i?.count} пристроїв.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Не більше ${i?.count} пристрою.`);
	return /** @type {LocalizedString} */ ("errors_settings_appliances_max");
};

export const errors_settings_display_currency = /** @type {(inputs: Errors_Settings_Display_CurrencyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Валюта відображення має бути однією з таких: ${i?.choices}.`)
};

export const errors_settings_theme = /** @type {(inputs: Errors_Settings_ThemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Тема має бути однією з таких: ${i?.choices}.`)
};

export const errors_settings_language = /** @type {(inputs: Errors_Settings_LanguageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мова має бути однією з таких: ${i?.choices}.`)
};

export const errors_settings_auto_lock = /** @type {(inputs: Errors_Settings_Auto_LockInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Автоблокування — одне з таких значень у хвилинах: ${i?.choices} (0 — ніколи).`)
};

export const errors_settings_close_to_tray = /** @type {(inputs: Errors_Settings_Close_To_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Робота в треї має бути увімкнена або вимкнена.`)
};

export const errors_settings_hide_amounts = /** @type {(inputs: Errors_Settings_Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Приховування сум має бути увімкнене або вимкнене.`)
};

export const errors_settings_hide_amounts_locked = /** @type {(inputs: Errors_Settings_Hide_Amounts_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Приховування сум, поки Satchel заблоковано, має бути увімкнене або вимкнене.`)
};

export const errors_settings_password_hash = /** @type {(inputs: Errors_Settings_Password_HashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Хеш пароля задовгий.`)
};

export const errors_settings_unknown = /** @type {(inputs: Errors_Settings_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Невідоме налаштування.`)
};

export const errors_settings_profile_ids_twice = /** @type {(inputs: Errors_Settings_Profile_Ids_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Два рахунки мають однаковий ідентифікатор.`)
};

export const errors_settings_active_profile_gone = /** @type {(inputs: Errors_Settings_Active_Profile_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Активного рахунку не існує.`)
};

export const errors_settings_appliance_ids_twice = /** @type {(inputs: Errors_Settings_Appliance_Ids_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Два пристрої мають однаковий ідентифікатор.`)
};

export const errors_settings_active_appliance_gone = /** @type {(inputs: Errors_Settings_Active_Appliance_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Активного пристрою не існує.`)
};

export const errors_settings_unexpected = /** @type {(inputs: Errors_Settings_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Налаштування має значення такого виду, якого Satchel там не очікує.`)
};

export const errors_settings_in_account = /** @type {(inputs: Errors_Settings_In_AccountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Збережений рахунок № ${i?.n}: ${i?.reason}`)
};

export const errors_settings_in_appliance = /** @type {(inputs: Errors_Settings_In_ApplianceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Збережений пристрій № ${i?.n}: ${i?.reason}`)
};

export const errors_policy_which = /** @type {(inputs: Errors_Policy_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Яка політика? Назву не вказано.`)
};

export const errors_policy_action = /** @type {(inputs: Errors_Policy_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Дія — ALLOW або DENY.`)
};

export const errors_policy_page_size = /** @type {(inputs: Errors_Policy_Page_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Розмір сторінки — ціле число від 1 до ${i?.max}.`)
};

export const errors_policy_page_number = /** @type {(inputs: Errors_Policy_Page_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Номер сторінки — ціле число, не менше 1.`)
};

export const errors_policy_page_needs_size = /** @type {(inputs: Errors_Policy_Page_Needs_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Номер сторінки потребує розміру сторінки.`)
};

export const errors_policy_filter_field = /** @type {(inputs: Errors_Policy_Filter_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Фільтр називає поле, якого в політик немає.`)
};

export const errors_policy_filter_text = /** @type {(inputs: Errors_Policy_Filter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Значення фільтра має бути текстом.`)
};

export const errors_policy_read_none = /** @type {(inputs: Errors_Policy_Read_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назвіть принаймні одне поле для читання.`)
};

export const errors_policy_read_field = /** @type {(inputs: Errors_Policy_Read_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Серед полів для читання є таке, якого в політик немає.`)
};

export const errors_policy_many_for_name = /** @type {(inputs: Errors_Policy_Many_For_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Мережевий пристрій ${i?.host} на одну назву відповів кількістю політик: ${i?.count}.`)
};

export const errors_policy_nothing_to_change = /** @type {(inputs: Errors_Policy_Nothing_To_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Нічого змінювати: вкажіть правило або дію.`)
};

export const errors_policy_unset_none = /** @type {(inputs: Errors_Policy_Unset_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Назвіть принаймні одне поле, яке треба повернути до типового значення.`)
};

export const errors_policy_unset_field = /** @type {(inputs: Errors_Policy_Unset_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`До типових значень можна повернути лише правило та дію.`)
};

export const main_confirm_decline = /** @type {(inputs: Main_Confirm_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Не робити`)
};

export const main_save_title = /** @type {(inputs: Main_Save_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Експорт`)
};

export const main_save_button = /** @type {(inputs: Main_Save_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Експортувати`)
};

export const main_save_filter_csv = /** @type {(inputs: Main_Save_Filter_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV (значення, розділені комами)`)
};

export const main_save_filter_text = /** @type {(inputs: Main_Save_Filter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Текст`)
};

export const main_password_refused = /** @type {(inputs: Main_Password_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Відхилено: ця відповідь надійшла не з вікна пароля Satchel.`)
};

export const main_password_enter = /** @type {(inputs: Main_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Введіть пароль застосунку.`)
};

export const main_password_check_failed = /** @type {(inputs: Main_Password_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не вдалося перевірити пароль. Спробуйте знову.`)
};

export const main_lock_title = /** @type {(inputs: Main_Lock_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel уже запущено`)
};

export const main_lock_starting = /** @type {(inputs: Main_Lock_StartingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Інший Satchel саме зараз запускається з цією папкою даних користувача (${i?.file}). Зачекайте на нього або зупиніть його й спробуйте знову.`)
};

export const main_lock_held = /** @type {(inputs: Main_Lock_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel уже працює з цією папкою даних користувача: процес ${i?.pid} (${i?.shell}, запущено ${i?.startedAt}) утримує файл ${i?.file}. Користуйтеся тим, що вже запущено, або спершу зупиніть його. Якщо цього процесу вже немає, видаліть файл і запустіть Satchel знову.`)
};

export const main_lock_held_elsewhere = /** @type {(inputs: Main_Lock_Held_ElsewhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel уже працює з цією папкою даних користувача: процес ${i?.pid} на комп’ютері «${i?.host}» (${i?.shell}, запущено ${i?.startedAt}) утримує файл ${i?.file}. Користуйтеся тим, що вже запущено, або спершу зупиніть його. Якщо цього процесу вже немає, видаліть файл і запустіть Satchel знову.`)
};

export const main_lock_shell_desktop = /** @type {(inputs: Main_Lock_Shell_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`застосунок для комп’ютера`)
};

export const main_lock_shell_browser = /** @type {(inputs: Main_Lock_Shell_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`режим браузера`)
};

export const main_could_not_start = /** @type {(inputs: Main_Could_Not_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не вдалося запустити`)
};

export const main_exchange_both = /** @type {(inputs: Main_Exchange_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Задайте SATCHEL_EXCHANGE_URL або SATCHEL_DEMO_SERVERS, а не обидві змінні.`)
};

export const main_exchange_url_not_url = /** @type {(inputs: Main_Exchange_Url_Not_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL не є URL-адресою: ${i?.value}`)
};

export const main_exchange_url_protocol = /** @type {(inputs: Main_Exchange_Url_ProtocolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL має бути адресою http або https, а не ${i?.protocol}`)
};

export const main_exchange_url_not_web_address = /** @type {(inputs: Main_Exchange_Url_Not_Web_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL не є веб-адресою. Вкажіть адресу на зразок https://exchange.example.`)
};

export const main_exchange_url_scheme = /** @type {(inputs: Main_Exchange_Url_SchemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL має починатися з https://.`)
};

export const main_exchange_url_credentials = /** @type {(inputs: Main_Exchange_Url_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL не має містити ім’я користувача чи пароль.`)
};

export const main_exchange_url_plain_http = /** @type {(inputs: Main_Exchange_Url_Plain_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_EXCHANGE_URL має починатися з https://. Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1).`)
};

export const main_demo_servers_not_json = /** @type {(inputs: Main_Demo_Servers_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SATCHEL_DEMO_SERVERS має бути рядком JSON, який виводить \`npm run sim\`.`)
};

export const main_demo_servers_no_address = /** @type {(inputs: Main_Demo_Servers_No_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`У SATCHEL_DEMO_SERVERS немає адреси «${i?.name}».`)
};

export const main_demo_servers_no_accounts = /** @type {(inputs: Main_Demo_Servers_No_AccountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У SATCHEL_DEMO_SERVERS немає демо-рахунків.`)
};

export const main_demo_servers_no_appliance_login = /** @type {(inputs: Main_Demo_Servers_No_Appliance_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У SATCHEL_DEMO_SERVERS немає користувача й пароля мережевого пристрою.`)
};

export const main_demo_address_not_web_address = /** @type {(inputs: Main_Demo_Address_Not_Web_AddressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Адреса «${i?.name}» у SATCHEL_DEMO_SERVERS не є веб-адресою. Вкажіть адресу на зразок https://exchange.example.`)
};

export const main_demo_address_scheme = /** @type {(inputs: Main_Demo_Address_SchemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Адреса «${i?.name}» у SATCHEL_DEMO_SERVERS має починатися з https://.`)
};

export const main_demo_address_credentials = /** @type {(inputs: Main_Demo_Address_CredentialsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Адреса «${i?.name}» у SATCHEL_DEMO_SERVERS не має містити ім’я користувача чи пароль.`)
};

export const main_demo_address_plain_http = /** @type {(inputs: Main_Demo_Address_Plain_HttpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Адреса «${i?.name}» у SATCHEL_DEMO_SERVERS має починатися з https://. Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1).`)
};

export const main_fixed_by_exchange_url = /** @type {(inputs: Main_Fixed_By_Exchange_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`змінна середовища SATCHEL_EXCHANGE_URL`)
};

export const main_fixed_by_demo_servers = /** @type {(inputs: Main_Fixed_By_Demo_ServersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`змінна середовища SATCHEL_DEMO_SERVERS`)
};

export const main_payment_window_title = /** @type {(inputs: Main_Payment_Window_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel — оплата`)
};

export const main_internal_error = /** @type {(inputs: Main_Internal_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У Satchel сталася внутрішня помилка.`)
};

export const main_refused_sender = /** @type {(inputs: Main_Refused_SenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Відхилено: цей запит надійшов не з власного вікна Satchel.`)
};

export const main_confirm_not_waiting = /** @type {(inputs: Main_Confirm_Not_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це підтвердження вже не чекає на відповідь.`)
};

export const checks_label_accepted = /** @type {(inputs: Checks_Label_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`відповідь`)
};

export const checks_label_action = /** @type {(inputs: Checks_Label_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`дія`)
};

export const checks_label_address = /** @type {(inputs: Checks_Label_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса`)
};

export const checks_label_allow_blank_memo = /** @type {(inputs: Checks_Label_Allow_Blank_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`виведення без мемо`)
};

export const checks_label_allow_list_only = /** @type {(inputs: Checks_Label_Allow_List_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`лише дозволені адреси`)
};

export const checks_label_amount = /** @type {(inputs: Checks_Label_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сума`)
};

export const checks_label_api_key = /** @type {(inputs: Checks_Label_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-ключ`)
};

export const checks_label_api_secret = /** @type {(inputs: Checks_Label_Api_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`секретний ключ API`)
};

export const checks_label_auth = /** @type {(inputs: Checks_Label_AuthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`спосіб входу`)
};

export const checks_label_auto_lock_minutes = /** @type {(inputs: Checks_Label_Auto_Lock_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`блокувати через`)
};

export const checks_label_balances = /** @type {(inputs: Checks_Label_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`баланси`)
};

export const checks_label_balances_interval = /** @type {(inputs: Checks_Label_Balances_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`частота оновлення балансів`)
};

export const checks_label_book = /** @type {(inputs: Checks_Label_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`книга ордерів`)
};

export const checks_label_check_for_updates = /** @type {(inputs: Checks_Label_Check_For_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`перевіряти оновлення`)
};

export const checks_label_close_to_tray = /** @type {(inputs: Checks_Label_Close_To_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`працювати у треї`)
};

export const checks_label_code = /** @type {(inputs: Checks_Label_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`код`)
};

export const checks_label_comment = /** @type {(inputs: Checks_Label_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`коментар`)
};

export const checks_label_currencies = /** @type {(inputs: Checks_Label_CurrenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`валюти`)
};

export const checks_label_currency = /** @type {(inputs: Checks_Label_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`валюта`)
};

export const checks_label_current = /** @type {(inputs: Checks_Label_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`поточний пароль`)
};

export const checks_label_daily_limit = /** @type {(inputs: Checks_Label_Daily_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`денний ліміт`)
};

export const checks_label_direction = /** @type {(inputs: Checks_Label_DirectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`напрям сортування`)
};

export const checks_label_display_currency = /** @type {(inputs: Checks_Label_Display_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`валюта відображення`)
};

export const checks_label_end = /** @type {(inputs: Checks_Label_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`кінець`)
};

export const checks_label_exchange_url = /** @type {(inputs: Checks_Label_Exchange_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса біржі`)
};

export const checks_label_favourites = /** @type {(inputs: Checks_Label_FavouritesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`обрані`)
};

export const checks_label_fee_included = /** @type {(inputs: Checks_Label_Fee_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`комісія в сумі`)
};

export const checks_label_field = /** @type {(inputs: Checks_Label_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`стовпець`)
};

export const checks_label_fields = /** @type {(inputs: Checks_Label_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`платіжні дані`)
};

export const checks_label_filter = /** @type {(inputs: Checks_Label_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`фільтр`)
};

export const checks_label_fingerprint = /** @type {(inputs: Checks_Label_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`відбиток`)
};

export const checks_label_flow = /** @type {(inputs: Checks_Label_FlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`вид операції`)
};

export const checks_label_from = /** @type {(inputs: Checks_Label_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`дата початку`)
};

export const checks_label_fund_source = /** @type {(inputs: Checks_Label_Fund_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`збережені платіжні дані`)
};

export const checks_label_gateway_url = /** @type {(inputs: Checks_Label_Gateway_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса платіжного шлюзу`)
};

export const checks_label_hide_amounts = /** @type {(inputs: Checks_Label_Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`приховувати суми`)
};

export const checks_label_hide_amounts_when_locked = /** @type {(inputs: Checks_Label_Hide_Amounts_When_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`приховувати суми під час блокування`)
};

export const checks_label_id = /** @type {(inputs: Checks_Label_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`номер`)
};

export const checks_label_index = /** @type {(inputs: Checks_Label_IndexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`порядковий номер`)
};

export const checks_label_interval = /** @type {(inputs: Checks_Label_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`частота оновлення`)
};

export const checks_label_label = /** @type {(inputs: Checks_Label_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`мітка`)
};

export const checks_label_language = /** @type {(inputs: Checks_Label_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`мова`)
};

export const checks_label_limit = /** @type {(inputs: Checks_Label_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ліміт`)
};

export const checks_label_market = /** @type {(inputs: Checks_Label_MarketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ринок`)
};

export const checks_label_market_exchange = /** @type {(inputs: Checks_Label_Market_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`біржа для ринків`)
};

export const checks_label_memo = /** @type {(inputs: Checks_Label_MemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`мемо`)
};

export const checks_label_name = /** @type {(inputs: Checks_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`назва`)
};

export const checks_label_names = /** @type {(inputs: Checks_Label_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`назви`)
};

export const checks_label_new_name = /** @type {(inputs: Checks_Label_New_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`нова назва`)
};

export const checks_label_next = /** @type {(inputs: Checks_Label_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`новий пароль`)
};

export const checks_label_non_refundable_before = /** @type {(inputs: Checks_Label_Non_Refundable_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`без повернення до`)
};

export const checks_label_order_by = /** @type {(inputs: Checks_Label_Order_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сортувати за`)
};

export const checks_label_order_dir = /** @type {(inputs: Checks_Label_Order_DirInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`порядок сортування`)
};

export const checks_label_order_id = /** @type {(inputs: Checks_Label_Order_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`номер ордера`)
};

export const checks_label_order_ids = /** @type {(inputs: Checks_Label_Order_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`номери ордерів`)
};

export const checks_label_orders = /** @type {(inputs: Checks_Label_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ордери`)
};

export const checks_label_orders_interval = /** @type {(inputs: Checks_Label_Orders_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`частота оновлення ордерів`)
};

export const checks_label_page = /** @type {(inputs: Checks_Label_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сторінка`)
};

export const checks_label_page_size = /** @type {(inputs: Checks_Label_Page_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`розмір сторінки`)
};

export const checks_label_password = /** @type {(inputs: Checks_Label_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`пароль`)
};

export const checks_label_prefix = /** @type {(inputs: Checks_Label_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`шлях API`)
};

export const checks_label_private_comment = /** @type {(inputs: Checks_Label_Private_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`особиста примітка`)
};

export const checks_label_profile = /** @type {(inputs: Checks_Label_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`рахунок`)
};

export const checks_label_recipient = /** @type {(inputs: Checks_Label_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`одержувач`)
};

export const checks_label_reveal = /** @type {(inputs: Checks_Label_RevealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`показати код`)
};

export const checks_label_rule = /** @type {(inputs: Checks_Label_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`правило`)
};

export const checks_label_samples = /** @type {(inputs: Checks_Label_SamplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`точки історії вартості`)
};

export const checks_label_service = /** @type {(inputs: Checks_Label_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сервіс`)
};

export const checks_label_sort = /** @type {(inputs: Checks_Label_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`сортування`)
};

export const checks_label_start = /** @type {(inputs: Checks_Label_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`початок`)
};

export const checks_label_statuses = /** @type {(inputs: Checks_Label_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`статуси`)
};

export const checks_label_symbols = /** @type {(inputs: Checks_Label_SymbolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ринки`)
};

export const checks_label_theme = /** @type {(inputs: Checks_Label_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`тема`)
};

export const checks_label_tickers = /** @type {(inputs: Checks_Label_TickersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ціни`)
};

export const checks_label_tickers_interval = /** @type {(inputs: Checks_Label_Tickers_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`частота оновлення цін`)
};

export const checks_label_time = /** @type {(inputs: Checks_Label_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`час`)
};

export const checks_label_to = /** @type {(inputs: Checks_Label_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`дата кінця`)
};

export const checks_label_trust_fingerprint = /** @type {(inputs: Checks_Label_Trust_FingerprintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`відбиток сертифіката`)
};

export const checks_label_type = /** @type {(inputs: Checks_Label_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`тип`)
};

export const checks_label_update_channel = /** @type {(inputs: Checks_Label_Update_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`канал оновлень`)
};

export const checks_label_url = /** @type {(inputs: Checks_Label_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`адреса`)
};

export const checks_label_user = /** @type {(inputs: Checks_Label_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ім’я користувача`)
};

export const checks_label_value = /** @type {(inputs: Checks_Label_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`значення`)
};

export const checks_label_card_number = /** @type {(inputs: Checks_Label_Card_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`номер картки`)
};

export const checks_label_phone_number = /** @type {(inputs: Checks_Label_Phone_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`номер телефону`)
};

export const checks_label_public_key = /** @type {(inputs: Checks_Label_Public_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`платіжний ключ`)
};

export const checks_label_deposit_number = /** @type {(inputs: Checks_Label_Deposit_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`номер поповнення`)
};

export const checks_label_svcid = /** @type {(inputs: Checks_Label_SvcidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`номер рахунку`)
};

export const checks_label_svc_nonce = /** @type {(inputs: Checks_Label_Svc_NonceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`порядковий номер запиту`)
};

export const checks_label_svc_signature = /** @type {(inputs: Checks_Label_Svc_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`підпис`)
};

export const checks_missing = /** @type {(inputs: Checks_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`не заповнено поле «${i?.field}»`)
};

export const checks_request_missing = /** @type {(inputs: Checks_Request_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запиту немає`)
};

export const checks_text = /** @type {(inputs: Checks_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`у полі «${i?.field}» має бути текст`)
};

export const checks_request_text = /** @type {(inputs: Checks_Request_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит має бути текстом`)
};

export const checks_number = /** @type {(inputs: Checks_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`у полі «${i?.field}» має бути число`)
};

export const checks_request_number = /** @type {(inputs: Checks_Request_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит має бути числом`)
};

export const checks_yes_no = /** @type {(inputs: Checks_Yes_NoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`у полі «${i?.field}» має бути «так» або «ні»`)
};

export const checks_request_yes_no = /** @type {(inputs: Checks_Request_Yes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит має бути «так» або «ні»`)
};

export const checks_list = /** @type {(inputs: Checks_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`у полі «${i?.field}» має бути список`)
};

export const checks_request_list = /** @type {(inputs: Checks_Request_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит має бути списком`)
};

export const checks_group = /** @type {(inputs: Checks_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`поле «${i?.field}» має бути групою полів`)
};

export const checks_request_group = /** @type {(inputs: Checks_Request_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит має бути групою полів`)
};

export const checks_choice = /** @type {(inputs: Checks_ChoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`значення поля «${i?.field}» не входить до переліку`)
};

export const checks_request_choice = /** @type {(inputs: Checks_Request_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит не відповідає жодному з варіантів`)
};

export const checks_whole = /** @type {(inputs: Checks_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`у полі «${i?.field}» має бути ціле число`)
};

export const checks_request_whole = /** @type {(inputs: Checks_Request_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит має бути цілим числом`)
};

export const checks_too_small = /** @type {(inputs: Checks_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`значення поля «${i?.field}» замале`)
};

export const checks_request_too_small = /** @type {(inputs: Checks_Request_Too_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`значення в запиті замале`)
};

export const checks_too_large = /** @type {(inputs: Checks_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`значення поля «${i?.field}» завелике`)
};

export const checks_request_too_large = /** @type {(inputs: Checks_Request_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`значення в запиті завелике`)
};

export const checks_too_short = /** @type {(inputs: Checks_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`поле «${i?.field}» закоротке`)
};

export const checks_request_too_short = /** @type {(inputs: Checks_Request_Too_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит закороткий`)
};

export const checks_too_long = /** @type {(inputs: Checks_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`поле «${i?.field}» задовге`)
};

export const checks_request_too_long = /** @type {(inputs: Checks_Request_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит задовгий`)
};

export const checks_malformed = /** @type {(inputs: Checks_MalformedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`поле «${i?.field}» заповнено неправильно`)
};

export const checks_request_malformed = /** @type {(inputs: Checks_Request_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит складено неправильно`)
};

export const checks_reason = /** @type {(inputs: Checks_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`поле «${i?.field}»: ${i?.reason}`)
};

export const checks_request_reason = /** @type {(inputs: Checks_Request_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`запит: ${i?.reason}`)
};

export const checks_request_extra_field = /** @type {(inputs: Checks_Request_Extra_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит містить поле, якого ця дія не приймає`)
};

export const checks_unknown_operation = /** @type {(inputs: Checks_Unknown_OperationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satchel не знає такої дії.`)
};

export const checks_went_wrong = /** @type {(inputs: Checks_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`У Satchel щось пішло не так. Подробиці записано в його журнал.`)
};

export const checks_shape_not_object = /** @type {(inputs: Checks_Shape_Not_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит має бути набором полів із назвами`)
};

export const checks_shape_too_deep = /** @type {(inputs: Checks_Shape_Too_DeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`у запиті забагато рівнів вкладеності`)
};

export const checks_shape_not_plain = /** @type {(inputs: Checks_Shape_Not_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит містить щось, крім простих даних`)
};

export const checks_shape_bad_name = /** @type {(inputs: Checks_Shape_Bad_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`запит містить недозволену назву поля`)
};

export const checks_could_not_do_this = /** @type {(inputs: Checks_Could_Not_Do_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Satchel не зміг це зробити: ${i?.problem}.`)
};

export const checks_profile_id = /** @type {(inputs: Checks_Profile_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібен ідентифікатор рахунку`)
};

export const checks_value_such_as = /** @type {(inputs: Checks_Value_Such_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібне значення, наприклад 1234.5`)
};

export const checks_display_currency = /** @type {(inputs: Checks_Display_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібна валюта відображення`)
};

export const checks_too_many_samples = /** @type {(inputs: Checks_Too_Many_SamplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Забагато точок історії вартості`)
};

export const checks_appliance_id = /** @type {(inputs: Checks_Appliance_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібен ідентифікатор пристрою`)
};

export const checks_not_api_path = /** @type {(inputs: Checks_Not_Api_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не шлях API`)
};

export const checks_not_policy_name = /** @type {(inputs: Checks_Not_Policy_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Це не назва політики`)
};

export const checks_service_code = /** @type {(inputs: Checks_Service_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібен код сервісу`)
};

export const checks_field_key = /** @type {(inputs: Checks_Field_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібна назва поля`)
};

export const checks_too_many_fields = /** @type {(inputs: Checks_Too_Many_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Забагато полів`)
};

export const checks_market_key = /** @type {(inputs: Checks_Market_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібен код ринку або валюти`)
};

export const checks_currency_code = /** @type {(inputs: Checks_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Потрібен код валюти`)
};