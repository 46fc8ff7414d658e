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