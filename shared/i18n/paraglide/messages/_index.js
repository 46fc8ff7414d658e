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
* | "exchange" |
*
* @param {Core_Party_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_party_exchange = /** @type {((inputs?: Core_Party_ExchangeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Party_ExchangeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_party_exchange(inputs)
	if (locale === "ru") return __ru.core_party_exchange(inputs)
	return __en.core_party_exchange(inputs)
});
/**
* | output |
* | --- |
* | "payment gateway" |
*
* @param {Core_Party_GatewayInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_party_gateway = /** @type {((inputs?: Core_Party_GatewayInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Party_GatewayInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_party_gateway(inputs)
	if (locale === "ru") return __ru.core_party_gateway(inputs)
	return __en.core_party_gateway(inputs)
});
/**
* | output |
* | --- |
* | "The {party} at {host} is limiting requests right now (HTTP 429). Satchel will try again shortly." |
*
* @param {Core_Server_LimitingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_limiting = /** @type {((inputs: Core_Server_LimitingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_LimitingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_limiting(inputs)
	if (locale === "ru") return __ru.core_server_limiting(inputs)
	return __en.core_server_limiting(inputs)
});
/**
* | output |
* | --- |
* | "The {party} at {host} is having trouble (HTTP {status}). Satchel will try again shortly." |
*
* @param {Core_Server_TroubleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_trouble = /** @type {((inputs: Core_Server_TroubleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_TroubleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_trouble(inputs)
	if (locale === "ru") return __ru.core_server_trouble(inputs)
	return __en.core_server_trouble(inputs)
});
/**
* | output |
* | --- |
* | "The {party} at {host} answered with a web page instead of data (HTTP {status}). It may be blocked from this network or under maintenance." |
*
* @param {Core_Server_Web_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_web_page = /** @type {((inputs: Core_Server_Web_PageInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_Web_PageInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_web_page(inputs)
	if (locale === "ru") return __ru.core_server_web_page(inputs)
	return __en.core_server_web_page(inputs)
});
/**
* | output |
* | --- |
* | "The {party} at {host} answered with a web page instead of data. It may be blocked from this network or under maintenance." |
*
* @param {Core_Server_Web_Page_OkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_web_page_ok = /** @type {((inputs: Core_Server_Web_Page_OkInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_Web_Page_OkInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_web_page_ok(inputs)
	if (locale === "ru") return __ru.core_server_web_page_ok(inputs)
	return __en.core_server_web_page_ok(inputs)
});
/**
* | output |
* | --- |
* | "The {party} at {host} sent a number too long or too large to be an amount. Satchel did not read the answer." |
*
* @param {Core_Server_Number_Too_LongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_number_too_long = /** @type {((inputs: Core_Server_Number_Too_LongInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_Number_Too_LongInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_number_too_long(inputs)
	if (locale === "ru") return __ru.core_server_number_too_long(inputs)
	return __en.core_server_number_too_long(inputs)
});
/**
* | output |
* | --- |
* | "The {party} does not know this." |
*
* @param {Core_Server_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_not_found = /** @type {((inputs: Core_Server_Not_FoundInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_Not_FoundInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_not_found(inputs)
	if (locale === "ru") return __ru.core_server_not_found(inputs)
	return __en.core_server_not_found(inputs)
});
/**
* | output |
* | --- |
* | "The {party} does not know this: {said}" |
*
* @param {Core_Server_Not_Found_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_not_found_said = /** @type {((inputs: Core_Server_Not_Found_SaidInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_Not_Found_SaidInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_not_found_said(inputs)
	if (locale === "ru") return __ru.core_server_not_found_said(inputs)
	return __en.core_server_not_found_said(inputs)
});
/**
* | output |
* | --- |
* | "The {party} refused the credentials." |
*
* @param {Core_Server_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_auth = /** @type {((inputs: Core_Server_AuthInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_AuthInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_auth(inputs)
	if (locale === "ru") return __ru.core_server_auth(inputs)
	return __en.core_server_auth(inputs)
});
/**
* | output |
* | --- |
* | "The {party} refused the credentials: {said}" |
*
* @param {Core_Server_Auth_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_auth_said = /** @type {((inputs: Core_Server_Auth_SaidInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_Auth_SaidInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_auth_said(inputs)
	if (locale === "ru") return __ru.core_server_auth_said(inputs)
	return __en.core_server_auth_said(inputs)
});
/**
* | output |
* | --- |
* | "The {party} refused the request (HTTP {status})." |
*
* @param {Core_Server_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_refused = /** @type {((inputs: Core_Server_RefusedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_RefusedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_refused(inputs)
	if (locale === "ru") return __ru.core_server_refused(inputs)
	return __en.core_server_refused(inputs)
});
/**
* | output |
* | --- |
* | "The {party} refused the request (HTTP {status}): {said}" |
*
* @param {Core_Server_Refused_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_refused_said = /** @type {((inputs: Core_Server_Refused_SaidInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_Refused_SaidInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_refused_said(inputs)
	if (locale === "ru") return __ru.core_server_refused_said(inputs)
	return __en.core_server_refused_said(inputs)
});
/**
* | output |
* | --- |
* | "The {party} at {host} did not answer within {seconds} s." |
*
* @param {Core_Server_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_timeout = /** @type {((inputs: Core_Server_TimeoutInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_TimeoutInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_timeout(inputs)
	if (locale === "ru") return __ru.core_server_timeout(inputs)
	return __en.core_server_timeout(inputs)
});
/**
* | output |
* | --- |
* | "Cannot reach the {party} at {host}: {why}." |
*
* @param {Core_Server_UnreachableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_server_unreachable = /** @type {((inputs: Core_Server_UnreachableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Server_UnreachableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_server_unreachable(inputs)
	if (locale === "ru") return __ru.core_server_unreachable(inputs)
	return __en.core_server_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "the connection was refused" |
*
* @param {Core_Why_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_why_refused = /** @type {((inputs?: Core_Why_RefusedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Why_RefusedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_why_refused(inputs)
	if (locale === "ru") return __ru.core_why_refused(inputs)
	return __en.core_why_refused(inputs)
});
/**
* | output |
* | --- |
* | "the address could not be found" |
*
* @param {Core_Why_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_why_not_found = /** @type {((inputs?: Core_Why_Not_FoundInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Why_Not_FoundInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_why_not_found(inputs)
	if (locale === "ru") return __ru.core_why_not_found(inputs)
	return __en.core_why_not_found(inputs)
});
/**
* | output |
* | --- |
* | "the connection was dropped" |
*
* @param {Core_Why_DroppedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_why_dropped = /** @type {((inputs?: Core_Why_DroppedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Why_DroppedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_why_dropped(inputs)
	if (locale === "ru") return __ru.core_why_dropped(inputs)
	return __en.core_why_dropped(inputs)
});
/**
* | output |
* | --- |
* | "its certificate was not accepted" |
*
* @param {Core_Why_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_why_certificate = /** @type {((inputs?: Core_Why_CertificateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Why_CertificateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_why_certificate(inputs)
	if (locale === "ru") return __ru.core_why_certificate(inputs)
	return __en.core_why_certificate(inputs)
});
/**
* | output |
* | --- |
* | "the network has no way to it" |
*
* @param {Core_Why_No_RouteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_why_no_route = /** @type {((inputs?: Core_Why_No_RouteInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Why_No_RouteInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_why_no_route(inputs)
	if (locale === "ru") return __ru.core_why_no_route(inputs)
	return __en.core_why_no_route(inputs)
});
/**
* | output |
* | --- |
* | "the secure connection could not be set up" |
*
* @param {Core_Why_TlsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_why_tls = /** @type {((inputs?: Core_Why_TlsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Why_TlsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_why_tls(inputs)
	if (locale === "ru") return __ru.core_why_tls(inputs)
	return __en.core_why_tls(inputs)
});
/**
* | output |
* | --- |
* | "the network failed" |
*
* @param {Core_Why_NetworkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_why_network = /** @type {((inputs?: Core_Why_NetworkInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Why_NetworkInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_why_network(inputs)
	if (locale === "ru") return __ru.core_why_network(inputs)
	return __en.core_why_network(inputs)
});
/**
* | output |
* | --- |
* | "The request was cancelled." |
*
* @param {Core_Request_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_request_cancelled = /** @type {((inputs?: Core_Request_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Request_CancelledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_request_cancelled(inputs)
	if (locale === "ru") return __ru.core_request_cancelled(inputs)
	return __en.core_request_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} answered with a web page instead of data (HTTP {status}). Check the address; the appliance may be behind a proxy or under maintenance." |
*
* @param {Core_Appliance_Web_PageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_web_page = /** @type {((inputs: Core_Appliance_Web_PageInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Web_PageInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_web_page(inputs)
	if (locale === "ru") return __ru.core_appliance_web_page(inputs)
	return __en.core_appliance_web_page(inputs)
});
/**
* | output |
* | --- |
* | "The appliance has no authorization policy of that name." |
*
* @param {Core_Appliance_No_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_policy = /** @type {((inputs?: Core_Appliance_No_PolicyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_No_PolicyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_no_policy(inputs)
	if (locale === "ru") return __ru.core_appliance_no_policy(inputs)
	return __en.core_appliance_no_policy(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} has no authorization policy resource at this address. Check the address and the path prefix." |
*
* @param {Core_Appliance_No_ResourceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_resource = /** @type {((inputs: Core_Appliance_No_ResourceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_No_ResourceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_no_resource(inputs)
	if (locale === "ru") return __ru.core_appliance_no_resource(inputs)
	return __en.core_appliance_no_resource(inputs)
});
/**
* | output |
* | --- |
* | "An authorization policy of that name already exists. Choose another name." |
*
* @param {Core_Appliance_ExistsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_exists = /** @type {((inputs?: Core_Appliance_ExistsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_ExistsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_exists(inputs)
	if (locale === "ru") return __ru.core_appliance_exists(inputs)
	return __en.core_appliance_exists(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused the user name or password." |
*
* @param {Core_Appliance_Bad_CredentialsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_bad_credentials = /** @type {((inputs: Core_Appliance_Bad_CredentialsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Bad_CredentialsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_bad_credentials(inputs)
	if (locale === "ru") return __ru.core_appliance_bad_credentials(inputs)
	return __en.core_appliance_bad_credentials(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} ended the session, and signing in again did not help." |
*
* @param {Core_Appliance_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_session_ended = /** @type {((inputs: Core_Appliance_Session_EndedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Session_EndedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_session_ended(inputs)
	if (locale === "ru") return __ru.core_appliance_session_ended(inputs)
	return __en.core_appliance_session_ended(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} did not accept the credentials sent with the request (it asks for a session)." |
*
* @param {Core_Appliance_Wants_SessionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_wants_session = /** @type {((inputs: Core_Appliance_Wants_SessionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Wants_SessionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_wants_session(inputs)
	if (locale === "ru") return __ru.core_appliance_wants_session(inputs)
	return __en.core_appliance_wants_session(inputs)
});
/**
* | output |
* | --- |
* | "This appliance does not support enabling authorization policies." |
*
* @param {Core_Appliance_No_EnableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_enable = /** @type {((inputs?: Core_Appliance_No_EnableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_No_EnableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_no_enable(inputs)
	if (locale === "ru") return __ru.core_appliance_no_enable(inputs)
	return __en.core_appliance_no_enable(inputs)
});
/**
* | output |
* | --- |
* | "This appliance does not support disabling authorization policies." |
*
* @param {Core_Appliance_No_DisableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_disable = /** @type {((inputs?: Core_Appliance_No_DisableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_No_DisableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_no_disable(inputs)
	if (locale === "ru") return __ru.core_appliance_no_disable(inputs)
	return __en.core_appliance_no_disable(inputs)
});
/**
* | output |
* | --- |
* | "This appliance does not support unsetting fields of authorization policies." |
*
* @param {Core_Appliance_No_UnsetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_no_unset = /** @type {((inputs?: Core_Appliance_No_UnsetInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_No_UnsetInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_no_unset(inputs)
	if (locale === "ru") return __ru.core_appliance_no_unset(inputs)
	return __en.core_appliance_no_unset(inputs)
});
/**
* | output |
* | --- |
* | "This appliance does not support this operation on the query." |
*
* @param {Core_Appliance_Unsupported_QueryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_unsupported_query = /** @type {((inputs?: Core_Appliance_Unsupported_QueryInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Unsupported_QueryInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_unsupported_query(inputs)
	if (locale === "ru") return __ru.core_appliance_unsupported_query(inputs)
	return __en.core_appliance_unsupported_query(inputs)
});
/**
* | output |
* | --- |
* | "This appliance does not support this operation on this authorization policy." |
*
* @param {Core_Appliance_Unsupported_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_unsupported_policy = /** @type {((inputs?: Core_Appliance_Unsupported_PolicyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Unsupported_PolicyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_unsupported_policy(inputs)
	if (locale === "ru") return __ru.core_appliance_unsupported_policy(inputs)
	return __en.core_appliance_unsupported_policy(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} is having trouble (HTTP {status})." |
*
* @param {Core_Appliance_TroubleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_trouble = /** @type {((inputs: Core_Appliance_TroubleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_TroubleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_trouble(inputs)
	if (locale === "ru") return __ru.core_appliance_trouble(inputs)
	return __en.core_appliance_trouble(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} is having trouble (HTTP {status}): {said}" |
*
* @param {Core_Appliance_Trouble_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_trouble_said = /** @type {((inputs: Core_Appliance_Trouble_SaidInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Trouble_SaidInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_trouble_said(inputs)
	if (locale === "ru") return __ru.core_appliance_trouble_said(inputs)
	return __en.core_appliance_trouble_said(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused the credentials." |
*
* @param {Core_Appliance_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_auth = /** @type {((inputs: Core_Appliance_AuthInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_AuthInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_auth(inputs)
	if (locale === "ru") return __ru.core_appliance_auth(inputs)
	return __en.core_appliance_auth(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused the credentials: {said}" |
*
* @param {Core_Appliance_Auth_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_auth_said = /** @type {((inputs: Core_Appliance_Auth_SaidInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Auth_SaidInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_auth_said(inputs)
	if (locale === "ru") return __ru.core_appliance_auth_said(inputs)
	return __en.core_appliance_auth_said(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} does not know this." |
*
* @param {Core_Appliance_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_not_found = /** @type {((inputs: Core_Appliance_Not_FoundInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Not_FoundInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_not_found(inputs)
	if (locale === "ru") return __ru.core_appliance_not_found(inputs)
	return __en.core_appliance_not_found(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} does not know this: {said}" |
*
* @param {Core_Appliance_Not_Found_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_not_found_said = /** @type {((inputs: Core_Appliance_Not_Found_SaidInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Not_Found_SaidInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_not_found_said(inputs)
	if (locale === "ru") return __ru.core_appliance_not_found_said(inputs)
	return __en.core_appliance_not_found_said(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused the query." |
*
* @param {Core_Appliance_Refused_QueryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_query = /** @type {((inputs: Core_Appliance_Refused_QueryInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Refused_QueryInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_refused_query(inputs)
	if (locale === "ru") return __ru.core_appliance_refused_query(inputs)
	return __en.core_appliance_refused_query(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused the query: {said}" |
*
* @param {Core_Appliance_Refused_Query_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_query_said = /** @type {((inputs: Core_Appliance_Refused_Query_SaidInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Refused_Query_SaidInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_refused_query_said(inputs)
	if (locale === "ru") return __ru.core_appliance_refused_query_said(inputs)
	return __en.core_appliance_refused_query_said(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused this authorization policy." |
*
* @param {Core_Appliance_Refused_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_policy = /** @type {((inputs: Core_Appliance_Refused_PolicyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Refused_PolicyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_refused_policy(inputs)
	if (locale === "ru") return __ru.core_appliance_refused_policy(inputs)
	return __en.core_appliance_refused_policy(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused this authorization policy: {said}" |
*
* @param {Core_Appliance_Refused_Policy_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_policy_said = /** @type {((inputs: Core_Appliance_Refused_Policy_SaidInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Refused_Policy_SaidInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_refused_policy_said(inputs)
	if (locale === "ru") return __ru.core_appliance_refused_policy_said(inputs)
	return __en.core_appliance_refused_policy_said(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused the request." |
*
* @param {Core_Appliance_RefusedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused = /** @type {((inputs: Core_Appliance_RefusedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_RefusedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_refused(inputs)
	if (locale === "ru") return __ru.core_appliance_refused(inputs)
	return __en.core_appliance_refused(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} refused the request: {said}" |
*
* @param {Core_Appliance_Refused_SaidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_refused_said = /** @type {((inputs: Core_Appliance_Refused_SaidInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Refused_SaidInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_refused_said(inputs)
	if (locale === "ru") return __ru.core_appliance_refused_said(inputs)
	return __en.core_appliance_refused_said(inputs)
});
/**
* | output |
* | --- |
* | "The change was sent, but the appliance at {host} did not answer within {seconds} s. Reload the list to see whether it was made." |
*
* @param {Core_Appliance_Sent_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_sent_timeout = /** @type {((inputs: Core_Appliance_Sent_TimeoutInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Sent_TimeoutInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_sent_timeout(inputs)
	if (locale === "ru") return __ru.core_appliance_sent_timeout(inputs)
	return __en.core_appliance_sent_timeout(inputs)
});
/**
* | output |
* | --- |
* | "The change was sent, but the appliance at {host} closed the connection without an answer. Reload the list to see whether it was made." |
*
* @param {Core_Appliance_Sent_ClosedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_sent_closed = /** @type {((inputs: Core_Appliance_Sent_ClosedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Sent_ClosedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_sent_closed(inputs)
	if (locale === "ru") return __ru.core_appliance_sent_closed(inputs)
	return __en.core_appliance_sent_closed(inputs)
});
/**
* | output |
* | --- |
* | "The appliance at {host} did not answer within {seconds} s." |
*
* @param {Core_Appliance_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_timeout = /** @type {((inputs: Core_Appliance_TimeoutInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_TimeoutInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_timeout(inputs)
	if (locale === "ru") return __ru.core_appliance_timeout(inputs)
	return __en.core_appliance_timeout(inputs)
});
/**
* | output |
* | --- |
* | "Cannot reach the appliance at {host}: {why}." |
*
* @param {Core_Appliance_UnreachableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_unreachable = /** @type {((inputs: Core_Appliance_UnreachableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_UnreachableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_unreachable(inputs)
	if (locale === "ru") return __ru.core_appliance_unreachable(inputs)
	return __en.core_appliance_unreachable(inputs)
});
/**
* | output |
* | --- |
* | "Satchel could not do this: something in the request is not right." |
*
* @param {Core_Kind_ValidationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_validation = /** @type {((inputs?: Core_Kind_ValidationInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_ValidationInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_validation(inputs)
	if (locale === "ru") return __ru.core_kind_validation(inputs)
	return __en.core_kind_validation(inputs)
});
/**
* | output |
* | --- |
* | "The server refused the credentials." |
*
* @param {Core_Kind_AuthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_auth = /** @type {((inputs?: Core_Kind_AuthInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_AuthInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_auth(inputs)
	if (locale === "ru") return __ru.core_kind_auth(inputs)
	return __en.core_kind_auth(inputs)
});
/**
* | output |
* | --- |
* | "Satchel cannot reach the system keychain." |
*
* @param {Core_Kind_KeychainInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_keychain = /** @type {((inputs?: Core_Kind_KeychainInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_KeychainInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_keychain(inputs)
	if (locale === "ru") return __ru.core_kind_keychain(inputs)
	return __en.core_kind_keychain(inputs)
});
/**
* | output |
* | --- |
* | "The server cannot be reached right now." |
*
* @param {Core_Kind_NetworkInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_network = /** @type {((inputs?: Core_Kind_NetworkInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_NetworkInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_network(inputs)
	if (locale === "ru") return __ru.core_kind_network(inputs)
	return __en.core_kind_network(inputs)
});
/**
* | output |
* | --- |
* | "The server cannot serve this right now. Try again shortly." |
*
* @param {Core_Kind_UnavailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_unavailable = /** @type {((inputs?: Core_Kind_UnavailableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_UnavailableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_unavailable(inputs)
	if (locale === "ru") return __ru.core_kind_unavailable(inputs)
	return __en.core_kind_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "The server refused the request." |
*
* @param {Core_Kind_ExchangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_exchange = /** @type {((inputs?: Core_Kind_ExchangeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_ExchangeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_exchange(inputs)
	if (locale === "ru") return __ru.core_kind_exchange(inputs)
	return __en.core_kind_exchange(inputs)
});
/**
* | output |
* | --- |
* | "The server answered something Satchel cannot read." |
*
* @param {Core_Kind_MalformedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_malformed = /** @type {((inputs?: Core_Kind_MalformedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_MalformedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_malformed(inputs)
	if (locale === "ru") return __ru.core_kind_malformed(inputs)
	return __en.core_kind_malformed(inputs)
});
/**
* | output |
* | --- |
* | "The server does not know this." |
*
* @param {Core_Kind_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_not_found = /** @type {((inputs?: Core_Kind_Not_FoundInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_Not_FoundInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_not_found(inputs)
	if (locale === "ru") return __ru.core_kind_not_found(inputs)
	return __en.core_kind_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Satchel is locked. Unlock it to go on." |
*
* @param {Core_Kind_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_locked = /** @type {((inputs?: Core_Kind_LockedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_LockedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_locked(inputs)
	if (locale === "ru") return __ru.core_kind_locked(inputs)
	return __en.core_kind_locked(inputs)
});
/**
* | output |
* | --- |
* | "You declined: nothing was sent." |
*
* @param {Core_Kind_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_declined = /** @type {((inputs?: Core_Kind_DeclinedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_DeclinedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_declined(inputs)
	if (locale === "ru") return __ru.core_kind_declined(inputs)
	return __en.core_kind_declined(inputs)
});
/**
* | output |
* | --- |
* | "The withdrawal guard stopped this." |
*
* @param {Core_Kind_GuardInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_guard = /** @type {((inputs?: Core_Kind_GuardInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_GuardInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_guard(inputs)
	if (locale === "ru") return __ru.core_kind_guard(inputs)
	return __en.core_kind_guard(inputs)
});
/**
* | output |
* | --- |
* | "The request was sent, but no answer came back: it may or may not have happened. Check before you try again." |
*
* @param {Core_Kind_Unknown_OutcomeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_unknown_outcome = /** @type {((inputs?: Core_Kind_Unknown_OutcomeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_Unknown_OutcomeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_unknown_outcome(inputs)
	if (locale === "ru") return __ru.core_kind_unknown_outcome(inputs)
	return __en.core_kind_unknown_outcome(inputs)
});
/**
* | output |
* | --- |
* | "The request was cancelled." |
*
* @param {Core_Kind_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_cancelled = /** @type {((inputs?: Core_Kind_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_CancelledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_cancelled(inputs)
	if (locale === "ru") return __ru.core_kind_cancelled(inputs)
	return __en.core_kind_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong inside Satchel. The details were written to its log." |
*
* @param {Core_Kind_InternalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_kind_internal = /** @type {((inputs?: Core_Kind_InternalInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Kind_InternalInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_kind_internal(inputs)
	if (locale === "ru") return __ru.core_kind_internal(inputs)
	return __en.core_kind_internal(inputs)
});
/**
* | output |
* | --- |
* | "{message} (appliance code {code})" |
*
* @param {Core_With_Appliance_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_with_appliance_code = /** @type {((inputs: Core_With_Appliance_CodeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_With_Appliance_CodeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_with_appliance_code(inputs)
	if (locale === "ru") return __ru.core_with_appliance_code(inputs)
	return __en.core_with_appliance_code(inputs)
});
/**
* | output |
* | --- |
* | "The macOS Keychain is locked or refused access. Unlock your login keychain (in Keychain Access), allow Satchel, and try again." |
*
* @param {Core_Keychain_Locked_MacInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked_mac = /** @type {((inputs?: Core_Keychain_Locked_MacInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_Locked_MacInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_locked_mac(inputs)
	if (locale === "ru") return __ru.core_keychain_locked_mac(inputs)
	return __en.core_keychain_locked_mac(inputs)
});
/**
* | output |
* | --- |
* | "Windows Credential Manager refused access. Sign in to Windows with your own account and try again." |
*
* @param {Core_Keychain_Locked_WindowsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked_windows = /** @type {((inputs?: Core_Keychain_Locked_WindowsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_Locked_WindowsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_locked_windows(inputs)
	if (locale === "ru") return __ru.core_keychain_locked_windows(inputs)
	return __en.core_keychain_locked_windows(inputs)
});
/**
* | output |
* | --- |
* | "The system keychain is locked. Unlock it (on Linux: your login keyring, e.g. in Passwords and Keys) and try again." |
*
* @param {Core_Keychain_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_locked = /** @type {((inputs?: Core_Keychain_LockedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_LockedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_locked(inputs)
	if (locale === "ru") return __ru.core_keychain_locked(inputs)
	return __en.core_keychain_locked(inputs)
});
/**
* | output |
* | --- |
* | "No system keychain is available. On Linux install and run a Secret Service such as GNOME Keyring or KWallet, then try again." |
*
* @param {Core_Keychain_MissingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_missing = /** @type {((inputs?: Core_Keychain_MissingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_MissingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_missing(inputs)
	if (locale === "ru") return __ru.core_keychain_missing(inputs)
	return __en.core_keychain_missing(inputs)
});
/**
* | output |
* | --- |
* | "The system keychain has no keyring to store the secret in. Create a default keyring (on Linux: a “Login” keyring in Passwords and Keys) and try again." |
*
* @param {Core_Keychain_No_KeyringInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_keyring = /** @type {((inputs?: Core_Keychain_No_KeyringInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_No_KeyringInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_no_keyring(inputs)
	if (locale === "ru") return __ru.core_keychain_no_keyring(inputs)
	return __en.core_keychain_no_keyring(inputs)
});
/**
* | output |
* | --- |
* | "Satchel could not load its keychain module on this system. Reinstall Satchel; if that does not help, report the problem." |
*
* @param {Core_Keychain_No_ModuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_no_module = /** @type {((inputs?: Core_Keychain_No_ModuleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_No_ModuleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_no_module(inputs)
	if (locale === "ru") return __ru.core_keychain_no_module(inputs)
	return __en.core_keychain_no_module(inputs)
});
/**
* | output |
* | --- |
* | "The system keychain did not answer. If it asked for a password, answer it; then try again." |
*
* @param {Core_Keychain_TimeoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_timeout = /** @type {((inputs?: Core_Keychain_TimeoutInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_TimeoutInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_timeout(inputs)
	if (locale === "ru") return __ru.core_keychain_timeout(inputs)
	return __en.core_keychain_timeout(inputs)
});
/**
* | output |
* | --- |
* | "The system keychain refused the request. Try again; if it keeps failing, restart the keychain (on Linux: log out and in again)." |
*
* @param {Core_Keychain_FailedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_keychain_failed = /** @type {((inputs?: Core_Keychain_FailedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Keychain_FailedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_keychain_failed(inputs)
	if (locale === "ru") return __ru.core_keychain_failed(inputs)
	return __en.core_keychain_failed(inputs)
});
/**
* | output |
* | --- |
* | "Satchel is locked. Unlock it with your app password to do this." |
*
* @param {Core_Lock_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_lock_locked = /** @type {((inputs?: Core_Lock_LockedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_LockedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_lock_locked(inputs)
	if (locale === "ru") return __ru.core_lock_locked(inputs)
	return __en.core_lock_locked(inputs)
});
/**
* | output |
* | --- |
* | "Set an app password first: without one Satchel cannot lock." |
*
* @param {Core_Lock_No_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_lock_no_password = /** @type {((inputs?: Core_Lock_No_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_No_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_lock_no_password(inputs)
	if (locale === "ru") return __ru.core_lock_no_password(inputs)
	return __en.core_lock_no_password(inputs)
});
/**
* | output |
* | --- |
* | "Another password attempt is being checked. Try again in a moment." |
*
* @param {Core_Lock_CheckingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_lock_checking = /** @type {((inputs?: Core_Lock_CheckingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_CheckingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_lock_checking(inputs)
	if (locale === "ru") return __ru.core_lock_checking(inputs)
	return __en.core_lock_checking(inputs)
});
/**
* | output |
* | --- |
* | "Too many wrong passwords. Try again in {seconds} s." |
*
* @param {Core_Lock_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_lock_too_many = /** @type {((inputs: Core_Lock_Too_ManyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_Too_ManyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_lock_too_many(inputs)
	if (locale === "ru") return __ru.core_lock_too_many(inputs)
	return __en.core_lock_too_many(inputs)
});
/**
* | output |
* | --- |
* | "Enter your app password." |
*
* @param {Core_Lock_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_lock_enter_password = /** @type {((inputs?: Core_Lock_Enter_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_Enter_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_lock_enter_password(inputs)
	if (locale === "ru") return __ru.core_lock_enter_password(inputs)
	return __en.core_lock_enter_password(inputs)
});
/**
* | output |
* | --- |
* | "Wrong password. You can try again in {seconds} s." |
*
* @param {Core_Lock_WrongInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_lock_wrong = /** @type {((inputs: Core_Lock_WrongInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_WrongInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_lock_wrong(inputs)
	if (locale === "ru") return __ru.core_lock_wrong(inputs)
	return __en.core_lock_wrong(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Choose a password of at least {count} character." |
* | "other" | "Choose a password of at least {count} characters." |
*
* @param {Core_Lock_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_lock_too_short = /** @type {((inputs: Core_Lock_Too_ShortInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Lock_Too_ShortInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_lock_too_short(inputs)
	if (locale === "ru") return __ru.core_lock_too_short(inputs)
	return __en.core_lock_too_short(inputs)
});
/**
* | output |
* | --- |
* | "That address is not in the address book." |
*
* @param {Core_Guard_Address_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_guard_address_unknown = /** @type {((inputs?: Core_Guard_Address_UnknownInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Guard_Address_UnknownInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_guard_address_unknown(inputs)
	if (locale === "ru") return __ru.core_guard_address_unknown(inputs)
	return __en.core_guard_address_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: {unit} may only go to saved addresses, and this address is not in your address book." |
*
* @param {Core_Guard_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_guard_not_saved = /** @type {((inputs: Core_Guard_Not_SavedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Guard_Not_SavedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_guard_not_saved(inputs)
	if (locale === "ru") return __ru.core_guard_not_saved(inputs)
	return __en.core_guard_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: {unit} may only go to saved addresses, and this address with this memo is not in your address book." |
*
* @param {Core_Guard_Not_Saved_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_guard_not_saved_memo = /** @type {((inputs: Core_Guard_Not_Saved_MemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Guard_Not_Saved_MemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_guard_not_saved_memo(inputs)
	if (locale === "ru") return __ru.core_guard_not_saved_memo(inputs)
	return __en.core_guard_not_saved_memo(inputs)
});
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: {unit} may only go to saved addresses, and a transfer code goes to whoever holds it. To create one, turn off “only to saved..." |
*
* @param {Core_Guard_No_CodesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_guard_no_codes = /** @type {((inputs: Core_Guard_No_CodesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Guard_No_CodesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_guard_no_codes(inputs)
	if (locale === "ru") return __ru.core_guard_no_codes(inputs)
	return __en.core_guard_no_codes(inputs)
});
/**
* | output |
* | --- |
* | "Stopped by your withdrawal guard: the daily limit for {unit} is {limit} {unit}. Satchel sent {used} {unit} in the last 24 hours and this would take {debit} {..." |
*
* @param {Core_Guard_Daily_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_guard_daily_limit = /** @type {((inputs: Core_Guard_Daily_LimitInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Guard_Daily_LimitInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_guard_daily_limit(inputs)
	if (locale === "ru") return __ru.core_guard_daily_limit(inputs)
	return __en.core_guard_daily_limit(inputs)
});
/**
* | output |
* | --- |
* | "Declined: nothing was sent to the exchange." |
*
* @param {Core_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_declined = /** @type {((inputs?: Core_DeclinedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_DeclinedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_declined(inputs)
	if (locale === "ru") return __ru.core_declined(inputs)
	return __en.core_declined(inputs)
});
/**
* | output |
* | --- |
* | "This needs your app password." |
*
* @param {Core_Needs_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_needs_password = /** @type {((inputs?: Core_Needs_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Needs_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_needs_password(inputs)
	if (locale === "ru") return __ru.core_needs_password(inputs)
	return __en.core_needs_password(inputs)
});
/**
* | output |
* | --- |
* | "That confirmation is no longer waiting for an answer." |
*
* @param {Core_Confirm_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_confirm_gone = /** @type {((inputs?: Core_Confirm_GoneInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Confirm_GoneInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_confirm_gone(inputs)
	if (locale === "ru") return __ru.core_confirm_gone(inputs)
	return __en.core_confirm_gone(inputs)
});
/**
* | output |
* | --- |
* | "The exchange knows this code's first group as a {unit} code, but the code says {mark}: it was mistyped." |
*
* @param {Core_Code_MistypedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_mistyped = /** @type {((inputs: Core_Code_MistypedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_MistypedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_mistyped(inputs)
	if (locale === "ru") return __ru.core_code_mistyped(inputs)
	return __en.core_code_mistyped(inputs)
});
/**
* | digitsPlural | output |
* | --- | --- |
* | "one" | "{unit} amounts have at most {digits} digit after the point." |
* | "other" | "{unit} amounts have at most {digits} digits after the point." |
*
* @param {Core_Code_DigitsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_digits = /** @type {((inputs: Core_Code_DigitsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_DigitsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_digits(inputs)
	if (locale === "ru") return __ru.core_code_digits(inputs)
	return __en.core_code_digits(inputs)
});
/**
* | output |
* | --- |
* | "The amount must be more than zero." |
*
* @param {Core_Amount_PositiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_amount_positive = /** @type {((inputs?: Core_Amount_PositiveInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Amount_PositiveInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_amount_positive(inputs)
	if (locale === "ru") return __ru.core_amount_positive(inputs)
	return __en.core_amount_positive(inputs)
});
/**
* | output |
* | --- |
* | "Only {available} {unit} is available for a code." |
*
* @param {Core_Code_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_available = /** @type {((inputs: Core_Code_AvailableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_AvailableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_available(inputs)
	if (locale === "ru") return __ru.core_code_available(inputs)
	return __en.core_code_available(inputs)
});
/**
* | output |
* | --- |
* | "The “not refundable before” time is already past: choose a later one, or none." |
*
* @param {Core_Code_Refundable_PastInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_refundable_past = /** @type {((inputs?: Core_Code_Refundable_PastInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Refundable_PastInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_refundable_past(inputs)
	if (locale === "ru") return __ru.core_code_refundable_past(inputs)
	return __en.core_code_refundable_past(inputs)
});
/**
* | output |
* | --- |
* | "This code has already been used." |
*
* @param {Core_Code_UsedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_used = /** @type {((inputs?: Core_Code_UsedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_UsedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_used(inputs)
	if (locale === "ru") return __ru.core_code_used(inputs)
	return __en.core_code_used(inputs)
});
/**
* | output |
* | --- |
* | "This code is being redeemed right now." |
*
* @param {Core_Code_RedeemingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_redeeming = /** @type {((inputs?: Core_Code_RedeemingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_RedeemingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_redeeming(inputs)
	if (locale === "ru") return __ru.core_code_redeeming(inputs)
	return __en.core_code_redeeming(inputs)
});
/**
* | output |
* | --- |
* | "This code was cancelled by its owner." |
*
* @param {Core_Code_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_cancelled = /** @type {((inputs?: Core_Code_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_CancelledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_cancelled(inputs)
	if (locale === "ru") return __ru.core_code_cancelled(inputs)
	return __en.core_code_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "This code is blocked by the exchange (on hold). Contact its support with the code’s support number." |
*
* @param {Core_Code_On_HoldInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_on_hold = /** @type {((inputs?: Core_Code_On_HoldInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_On_HoldInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_on_hold(inputs)
	if (locale === "ru") return __ru.core_code_on_hold(inputs)
	return __en.core_code_on_hold(inputs)
});
/**
* | output |
* | --- |
* | "{error} Satchel could not read the codes you redeemed either; look at the list in a moment before trying again." |
*
* @param {Core_Code_Redeem_UnreadInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_unread = /** @type {((inputs: Core_Code_Redeem_UnreadInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Redeem_UnreadInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_redeem_unread(inputs)
	if (locale === "ru") return __ru.core_code_redeem_unread(inputs)
	return __en.core_code_redeem_unread(inputs)
});
/**
* | output |
* | --- |
* | "The exchange did not confirm the redemption, and the code is not among the codes you redeemed. It was not sent again: look at the list in a moment before try..." |
*
* @param {Core_Code_Redeem_LostInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_lost = /** @type {((inputs?: Core_Code_Redeem_LostInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Redeem_LostInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_redeem_lost(inputs)
	if (locale === "ru") return __ru.core_code_redeem_lost(inputs)
	return __en.core_code_redeem_lost(inputs)
});
/**
* | output |
* | --- |
* | "Declined: the code was not shown." |
*
* @param {Core_Code_Reveal_DeclinedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_declined = /** @type {((inputs?: Core_Code_Reveal_DeclinedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Reveal_DeclinedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_reveal_declined(inputs)
	if (locale === "ru") return __ru.core_code_reveal_declined(inputs)
	return __en.core_code_reveal_declined(inputs)
});
/**
* | output |
* | --- |
* | "Satchel’s main window switched away from “{account}”. Nothing was sent; open the payment window again from the account you mean." |
*
* @param {Core_Fiat_SwitchedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_switched = /** @type {((inputs: Core_Fiat_SwitchedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_SwitchedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_switched(inputs)
	if (locale === "ru") return __ru.core_fiat_switched(inputs)
	return __en.core_fiat_switched(inputs)
});
/**
* | output |
* | --- |
* | "This window was not opened for a payment." |
*
* @param {Core_Fiat_Not_PaymentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_not_payment = /** @type {((inputs?: Core_Fiat_Not_PaymentInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_Not_PaymentInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_not_payment(inputs)
	if (locale === "ru") return __ru.core_fiat_not_payment(inputs)
	return __en.core_fiat_not_payment(inputs)
});
/**
* | output |
* | --- |
* | "This payment window is for a payout." |
*
* @param {Core_Fiat_For_PayoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_for_payout = /** @type {((inputs?: Core_Fiat_For_PayoutInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_For_PayoutInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_for_payout(inputs)
	if (locale === "ru") return __ru.core_fiat_for_payout(inputs)
	return __en.core_fiat_for_payout(inputs)
});
/**
* | output |
* | --- |
* | "This payment window is for a deposit." |
*
* @param {Core_Fiat_For_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_for_deposit = /** @type {((inputs?: Core_Fiat_For_DepositInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_For_DepositInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_for_deposit(inputs)
	if (locale === "ru") return __ru.core_fiat_for_deposit(inputs)
	return __en.core_fiat_for_deposit(inputs)
});
/**
* | output |
* | --- |
* | "The exchange gave this account no payment key for {unit}, so it cannot use the payment gateway." |
*
* @param {Core_Fiat_No_KeyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_no_key = /** @type {((inputs: Core_Fiat_No_KeyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_No_KeyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_no_key(inputs)
	if (locale === "ru") return __ru.core_fiat_no_key(inputs)
	return __en.core_fiat_no_key(inputs)
});
/**
* | output |
* | --- |
* | "The payment gateway does not offer the service you chose (any more). Choose another one." |
*
* @param {Core_Fiat_Service_GoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_service_gone = /** @type {((inputs?: Core_Fiat_Service_GoneInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_Service_GoneInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_service_gone(inputs)
	if (locale === "ru") return __ru.core_fiat_service_gone(inputs)
	return __en.core_fiat_service_gone(inputs)
});
/**
* | output |
* | --- |
* | "The exchange accepted the deposit but said nowhere to pay it." |
*
* @param {Core_Fiat_No_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_no_action = /** @type {((inputs?: Core_Fiat_No_ActionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_No_ActionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_no_action(inputs)
	if (locale === "ru") return __ru.core_fiat_no_action(inputs)
	return __en.core_fiat_no_action(inputs)
});
/**
* | output |
* | --- |
* | "The exchange accepted the deposit but gave no deposit id." |
*
* @param {Core_Fiat_No_Deposit_IdInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_fiat_no_deposit_id = /** @type {((inputs?: Core_Fiat_No_Deposit_IdInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Fiat_No_Deposit_IdInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_fiat_no_deposit_id(inputs)
	if (locale === "ru") return __ru.core_fiat_no_deposit_id(inputs)
	return __en.core_fiat_no_deposit_id(inputs)
});
/**
* | output |
* | --- |
* | "Send {unit}" |
*
* @param {Core_Withdraw_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_title = /** @type {((inputs: Core_Withdraw_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Withdraw_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_withdraw_title(inputs)
	if (locale === "ru") return __ru.core_withdraw_title(inputs)
	return __en.core_withdraw_title(inputs)
});
/**
* | output |
* | --- |
* | "Send {amount} {unit} to the address below?" |
*
* @param {Core_Withdraw_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_question = /** @type {((inputs: Core_Withdraw_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Withdraw_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_withdraw_question(inputs)
	if (locale === "ru") return __ru.core_withdraw_question(inputs)
	return __en.core_withdraw_question(inputs)
});
/**
* | output |
* | --- |
* | "Send {amount} {unit} to an address that looks like one you know but is not it?" |
*
* @param {Core_Withdraw_Question_Look_AlikeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_question_look_alike = /** @type {((inputs: Core_Withdraw_Question_Look_AlikeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Withdraw_Question_Look_AlikeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_withdraw_question_look_alike(inputs)
	if (locale === "ru") return __ru.core_withdraw_question_look_alike(inputs)
	return __en.core_withdraw_question_look_alike(inputs)
});
/**
* | output |
* | --- |
* | "Send {amount} {unit}" |
*
* @param {Core_Withdraw_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_confirm = /** @type {((inputs: Core_Withdraw_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Withdraw_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_withdraw_confirm(inputs)
	if (locale === "ru") return __ru.core_withdraw_confirm(inputs)
	return __en.core_withdraw_confirm(inputs)
});
/**
* | output |
* | --- |
* | "From account: {account}" |
*
* @param {Core_Line_From_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_from_account = /** @type {((inputs: Core_Line_From_AccountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_From_AccountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_from_account(inputs)
	if (locale === "ru") return __ru.core_line_from_account(inputs)
	return __en.core_line_from_account(inputs)
});
/**
* | output |
* | --- |
* | "Memo: {memo}" |
*
* @param {Core_Line_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_memo = /** @type {((inputs: Core_Line_MemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_MemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_memo(inputs)
	if (locale === "ru") return __ru.core_line_memo(inputs)
	return __en.core_line_memo(inputs)
});
/**
* | output |
* | --- |
* | "Memo: (none — sent without a memo)" |
*
* @param {Core_Line_No_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_no_memo = /** @type {((inputs?: Core_Line_No_MemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_No_MemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_no_memo(inputs)
	if (locale === "ru") return __ru.core_line_no_memo(inputs)
	return __en.core_line_no_memo(inputs)
});
/**
* | output |
* | --- |
* | "Recipient gets: {amount} {unit}" |
*
* @param {Core_Line_Recipient_GetsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_recipient_gets = /** @type {((inputs: Core_Line_Recipient_GetsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_Recipient_GetsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_recipient_gets(inputs)
	if (locale === "ru") return __ru.core_line_recipient_gets(inputs)
	return __en.core_line_recipient_gets(inputs)
});
/**
* | output |
* | --- |
* | "Fee: {fee} {unit}" |
*
* @param {Core_Line_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_fee = /** @type {((inputs: Core_Line_FeeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_FeeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_fee(inputs)
	if (locale === "ru") return __ru.core_line_fee(inputs)
	return __en.core_line_fee(inputs)
});
/**
* | output |
* | --- |
* | "Fee: {fee} {unit} (taken from the amount)" |
*
* @param {Core_Line_Fee_IncludedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_fee_included = /** @type {((inputs: Core_Line_Fee_IncludedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_Fee_IncludedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_fee_included(inputs)
	if (locale === "ru") return __ru.core_line_fee_included(inputs)
	return __en.core_line_fee_included(inputs)
});
/**
* | output |
* | --- |
* | "Taken from your balance: {amount} {unit}" |
*
* @param {Core_Line_DebitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_debit = /** @type {((inputs: Core_Line_DebitInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_DebitInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_debit(inputs)
	if (locale === "ru") return __ru.core_line_debit(inputs)
	return __en.core_line_debit(inputs)
});
/**
* | output |
* | --- |
* | "A withdrawal cannot be undone." |
*
* @param {Core_Withdraw_FinalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_final = /** @type {((inputs?: Core_Withdraw_FinalInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Withdraw_FinalInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_withdraw_final(inputs)
	if (locale === "ru") return __ru.core_withdraw_final(inputs)
	return __en.core_withdraw_final(inputs)
});
/**
* | output |
* | --- |
* | "To (in groups of four): {address}" |
*
* @param {Core_Line_To_GroupsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_to_groups = /** @type {((inputs: Core_Line_To_GroupsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_To_GroupsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_to_groups(inputs)
	if (locale === "ru") return __ru.core_line_to_groups(inputs)
	return __en.core_line_to_groups(inputs)
});
/**
* | output |
* | --- |
* | "Cancel order" |
*
* @param {Core_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_cancel_title = /** @type {((inputs?: Core_Cancel_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cancel_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_cancel_title(inputs)
	if (locale === "ru") return __ru.core_cancel_title(inputs)
	return __en.core_cancel_title(inputs)
});
/**
* | output |
* | --- |
* | "Cancel order {id} on {market}?" |
*
* @param {Core_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_cancel_question = /** @type {((inputs: Core_Cancel_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cancel_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_cancel_question(inputs)
	if (locale === "ru") return __ru.core_cancel_question(inputs)
	return __en.core_cancel_question(inputs)
});
/**
* | output |
* | --- |
* | "{order}. What it holds is released to your available balance." |
*
* @param {Core_Cancel_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_cancel_detail = /** @type {((inputs: Core_Cancel_DetailInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cancel_DetailInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_cancel_detail(inputs)
	if (locale === "ru") return __ru.core_cancel_detail(inputs)
	return __en.core_cancel_detail(inputs)
});
/**
* | output |
* | --- |
* | "Order {id}: buy {amount} {base} at {price} {quote} ({type})" |
*
* @param {Core_Order_BuyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_order_buy = /** @type {((inputs: Core_Order_BuyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Order_BuyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_order_buy(inputs)
	if (locale === "ru") return __ru.core_order_buy(inputs)
	return __en.core_order_buy(inputs)
});
/**
* | output |
* | --- |
* | "Order {id}: sell {amount} {base} at {price} {quote} ({type})" |
*
* @param {Core_Order_SellInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_order_sell = /** @type {((inputs: Core_Order_SellInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Order_SellInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_order_sell(inputs)
	if (locale === "ru") return __ru.core_order_sell(inputs)
	return __en.core_order_sell(inputs)
});
/**
* | output |
* | --- |
* | "limit" |
*
* @param {Core_Order_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_order_limit = /** @type {((inputs?: Core_Order_LimitInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Order_LimitInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_order_limit(inputs)
	if (locale === "ru") return __ru.core_order_limit(inputs)
	return __en.core_order_limit(inputs)
});
/**
* | output |
* | --- |
* | "market" |
*
* @param {Core_Order_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_order_market = /** @type {((inputs?: Core_Order_MarketInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Order_MarketInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_order_market(inputs)
	if (locale === "ru") return __ru.core_order_market(inputs)
	return __en.core_order_market(inputs)
});
/**
* | output |
* | --- |
* | "Cancel orders" |
*
* @param {Core_Cancel_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_cancel_many_title = /** @type {((inputs?: Core_Cancel_Many_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cancel_Many_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_cancel_many_title(inputs)
	if (locale === "ru") return __ru.core_cancel_many_title(inputs)
	return __en.core_cancel_many_title(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cancel {count} order?" |
* | "other" | "Cancel {count} orders?" |
*
* @param {Core_Cancel_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_cancel_many_question = /** @type {((inputs: Core_Cancel_Many_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cancel_Many_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_cancel_many_question(inputs)
	if (locale === "ru") return __ru.core_cancel_many_question(inputs)
	return __en.core_cancel_many_question(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cancel {count} order" |
* | "other" | "Cancel {count} orders" |
*
* @param {Core_Cancel_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_cancel_many_confirm = /** @type {((inputs: Core_Cancel_Many_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cancel_Many_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_cancel_many_confirm(inputs)
	if (locale === "ru") return __ru.core_cancel_many_confirm(inputs)
	return __en.core_cancel_many_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Not an open order of this account: {ids}. The list has been refreshed." |
*
* @param {Core_Cancel_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_cancel_not_open = /** @type {((inputs: Core_Cancel_Not_OpenInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Cancel_Not_OpenInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_cancel_not_open(inputs)
	if (locale === "ru") return __ru.core_cancel_not_open(inputs)
	return __en.core_cancel_not_open(inputs)
});
/**
* | output |
* | --- |
* | "Declined: nothing was changed." |
*
* @param {Core_Policy_Nothing_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_nothing_changed = /** @type {((inputs?: Core_Policy_Nothing_ChangedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Nothing_ChangedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_nothing_changed(inputs)
	if (locale === "ru") return __ru.core_policy_nothing_changed(inputs)
	return __en.core_policy_nothing_changed(inputs)
});
/**
* | output |
* | --- |
* | "The active appliance changed while the question was open: nothing was sent to “{appliance}”." |
*
* @param {Core_Policy_Appliance_ChangedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_appliance_changed = /** @type {((inputs: Core_Policy_Appliance_ChangedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Appliance_ChangedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_appliance_changed(inputs)
	if (locale === "ru") return __ru.core_policy_appliance_changed(inputs)
	return __en.core_policy_appliance_changed(inputs)
});
/**
* | output |
* | --- |
* | "The change was made, but reading the policy back failed: {error}" |
*
* @param {Core_Policy_Read_Back_FailedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_read_back_failed = /** @type {((inputs: Core_Policy_Read_Back_FailedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Read_Back_FailedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_read_back_failed(inputs)
	if (locale === "ru") return __ru.core_policy_read_back_failed(inputs)
	return __en.core_policy_read_back_failed(inputs)
});
/**
* | output |
* | --- |
* | "Add an ALLOW policy" |
*
* @param {Core_Policy_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_title = /** @type {((inputs?: Core_Policy_Add_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Add_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_add_title(inputs)
	if (locale === "ru") return __ru.core_policy_add_title(inputs)
	return __en.core_policy_add_title(inputs)
});
/**
* | output |
* | --- |
* | "Add the ALLOW policy {name} to {appliance}?" |
*
* @param {Core_Policy_Add_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_question = /** @type {((inputs: Core_Policy_Add_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Add_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_add_question(inputs)
	if (locale === "ru") return __ru.core_policy_add_question(inputs)
	return __en.core_policy_add_question(inputs)
});
/**
* | output |
* | --- |
* | "Rule: {rule} An ALLOW policy may let through requests that are denied now." |
*
* @param {Core_Policy_Add_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_detail = /** @type {((inputs: Core_Policy_Add_DetailInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Add_DetailInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_add_detail(inputs)
	if (locale === "ru") return __ru.core_policy_add_detail(inputs)
	return __en.core_policy_add_detail(inputs)
});
/**
* | output |
* | --- |
* | "Add policy" |
*
* @param {Core_Policy_Add_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_add_confirm = /** @type {((inputs?: Core_Policy_Add_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Add_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_add_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_add_confirm(inputs)
	return __en.core_policy_add_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Change a policy" |
*
* @param {Core_Policy_Change_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_change_title = /** @type {((inputs?: Core_Policy_Change_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Change_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_change_title(inputs)
	if (locale === "ru") return __ru.core_policy_change_title(inputs)
	return __en.core_policy_change_title(inputs)
});
/**
* | output |
* | --- |
* | "Change the authorization policy {name} on {appliance}?" |
*
* @param {Core_Policy_Change_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_change_question = /** @type {((inputs: Core_Policy_Change_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Change_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_change_question(inputs)
	if (locale === "ru") return __ru.core_policy_change_question(inputs)
	return __en.core_policy_change_question(inputs)
});
/**
* | output |
* | --- |
* | "Change policy" |
*
* @param {Core_Policy_Change_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_change_confirm = /** @type {((inputs?: Core_Policy_Change_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Change_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_change_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_change_confirm(inputs)
	return __en.core_policy_change_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Rename a policy" |
*
* @param {Core_Policy_Rename_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_title = /** @type {((inputs?: Core_Policy_Rename_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Rename_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_rename_title(inputs)
	if (locale === "ru") return __ru.core_policy_rename_title(inputs)
	return __en.core_policy_rename_title(inputs)
});
/**
* | output |
* | --- |
* | "Rename the authorization policy {name} to {newName} on {appliance}?" |
*
* @param {Core_Policy_Rename_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_question = /** @type {((inputs: Core_Policy_Rename_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Rename_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_rename_question(inputs)
	if (locale === "ru") return __ru.core_policy_rename_question(inputs)
	return __en.core_policy_rename_question(inputs)
});
/**
* | output |
* | --- |
* | "Its rule and action stay as they are; whatever refers to it by its old name may no longer find it." |
*
* @param {Core_Policy_Rename_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_detail = /** @type {((inputs?: Core_Policy_Rename_DetailInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Rename_DetailInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_rename_detail(inputs)
	if (locale === "ru") return __ru.core_policy_rename_detail(inputs)
	return __en.core_policy_rename_detail(inputs)
});
/**
* | output |
* | --- |
* | "Rename policy" |
*
* @param {Core_Policy_Rename_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_rename_confirm = /** @type {((inputs?: Core_Policy_Rename_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Rename_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_rename_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_rename_confirm(inputs)
	return __en.core_policy_rename_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Reset a policy" |
*
* @param {Core_Policy_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_title = /** @type {((inputs?: Core_Policy_Reset_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Reset_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_reset_title(inputs)
	if (locale === "ru") return __ru.core_policy_reset_title(inputs)
	return __en.core_policy_reset_title(inputs)
});
/**
* | output |
* | --- |
* | "Reset the rule of {name} on {appliance} to the appliance’s defaults?" |
*
* @param {Core_Policy_Reset_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_rule = /** @type {((inputs: Core_Policy_Reset_RuleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Reset_RuleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_reset_rule(inputs)
	if (locale === "ru") return __ru.core_policy_reset_rule(inputs)
	return __en.core_policy_reset_rule(inputs)
});
/**
* | output |
* | --- |
* | "Reset the action of {name} on {appliance} to the appliance’s defaults?" |
*
* @param {Core_Policy_Reset_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_action = /** @type {((inputs: Core_Policy_Reset_ActionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Reset_ActionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_reset_action(inputs)
	if (locale === "ru") return __ru.core_policy_reset_action(inputs)
	return __en.core_policy_reset_action(inputs)
});
/**
* | output |
* | --- |
* | "Reset the rule and action of {name} on {appliance} to the appliance’s defaults?" |
*
* @param {Core_Policy_Reset_BothInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_both = /** @type {((inputs: Core_Policy_Reset_BothInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Reset_BothInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_reset_both(inputs)
	if (locale === "ru") return __ru.core_policy_reset_both(inputs)
	return __en.core_policy_reset_both(inputs)
});
/**
* | output |
* | --- |
* | "Policy: {name}" |
*
* @param {Core_Policy_Line_PolicyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_policy = /** @type {((inputs: Core_Policy_Line_PolicyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Line_PolicyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_line_policy(inputs)
	if (locale === "ru") return __ru.core_policy_line_policy(inputs)
	return __en.core_policy_line_policy(inputs)
});
/**
* | output |
* | --- |
* | "Action now: {action}" |
*
* @param {Core_Policy_Line_Action_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_action_now = /** @type {((inputs: Core_Policy_Line_Action_NowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Line_Action_NowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_line_action_now(inputs)
	if (locale === "ru") return __ru.core_policy_line_action_now(inputs)
	return __en.core_policy_line_action_now(inputs)
});
/**
* | output |
* | --- |
* | "Rule now: {rule}" |
*
* @param {Core_Policy_Line_Rule_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_rule_now = /** @type {((inputs: Core_Policy_Line_Rule_NowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Line_Rule_NowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_line_rule_now(inputs)
	if (locale === "ru") return __ru.core_policy_line_rule_now(inputs)
	return __en.core_policy_line_rule_now(inputs)
});
/**
* | output |
* | --- |
* | "Action: {action}" |
*
* @param {Core_Policy_Line_ActionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_action = /** @type {((inputs: Core_Policy_Line_ActionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Line_ActionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_line_action(inputs)
	if (locale === "ru") return __ru.core_policy_line_action(inputs)
	return __en.core_policy_line_action(inputs)
});
/**
* | output |
* | --- |
* | "Rule: {rule}" |
*
* @param {Core_Policy_Line_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_line_rule = /** @type {((inputs: Core_Policy_Line_RuleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Line_RuleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_line_rule(inputs)
	if (locale === "ru") return __ru.core_policy_line_rule(inputs)
	return __en.core_policy_line_rule(inputs)
});
/**
* | output |
* | --- |
* | "The defaults are the appliance’s own, whatever they allow." |
*
* @param {Core_Policy_Reset_DefaultsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_defaults = /** @type {((inputs?: Core_Policy_Reset_DefaultsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Reset_DefaultsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_reset_defaults(inputs)
	if (locale === "ru") return __ru.core_policy_reset_defaults(inputs)
	return __en.core_policy_reset_defaults(inputs)
});
/**
* | output |
* | --- |
* | "Reset to default" |
*
* @param {Core_Policy_Reset_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_reset_confirm = /** @type {((inputs?: Core_Policy_Reset_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Reset_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_reset_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_reset_confirm(inputs)
	return __en.core_policy_reset_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Enable policies" |
*
* @param {Core_Policy_Enable_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_many_title = /** @type {((inputs?: Core_Policy_Enable_Many_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Enable_Many_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_enable_many_title(inputs)
	if (locale === "ru") return __ru.core_policy_enable_many_title(inputs)
	return __en.core_policy_enable_many_title(inputs)
});
/**
* | output |
* | --- |
* | "Disable policies" |
*
* @param {Core_Policy_Disable_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_many_title = /** @type {((inputs?: Core_Policy_Disable_Many_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_Many_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_many_title(inputs)
	if (locale === "ru") return __ru.core_policy_disable_many_title(inputs)
	return __en.core_policy_disable_many_title(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Enable {count} authorization policy on {appliance}?" |
* | "other" | "Enable {count} authorization policies on {appliance}?" |
*
* @param {Core_Policy_Enable_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_many_question = /** @type {((inputs: Core_Policy_Enable_Many_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Enable_Many_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_enable_many_question(inputs)
	if (locale === "ru") return __ru.core_policy_enable_many_question(inputs)
	return __en.core_policy_enable_many_question(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Disable {count} authorization policy on {appliance}?" |
* | "other" | "Disable {count} authorization policies on {appliance}?" |
*
* @param {Core_Policy_Disable_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_many_question = /** @type {((inputs: Core_Policy_Disable_Many_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_Many_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_many_question(inputs)
	if (locale === "ru") return __ru.core_policy_disable_many_question(inputs)
	return __en.core_policy_disable_many_question(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Enable {count} policy" |
* | "other" | "Enable {count} policies" |
*
* @param {Core_Policy_Enable_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_many_confirm = /** @type {((inputs: Core_Policy_Enable_Many_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Enable_Many_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_enable_many_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_enable_many_confirm(inputs)
	return __en.core_policy_enable_many_confirm(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Disable {count} policy" |
* | "other" | "Disable {count} policies" |
*
* @param {Core_Policy_Disable_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_many_confirm = /** @type {((inputs: Core_Policy_Disable_Many_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_Many_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_many_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_disable_many_confirm(inputs)
	return __en.core_policy_disable_many_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Enable a policy" |
*
* @param {Core_Policy_Enable_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_title = /** @type {((inputs?: Core_Policy_Enable_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Enable_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_enable_title(inputs)
	if (locale === "ru") return __ru.core_policy_enable_title(inputs)
	return __en.core_policy_enable_title(inputs)
});
/**
* | output |
* | --- |
* | "Disable a policy" |
*
* @param {Core_Policy_Disable_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_title = /** @type {((inputs?: Core_Policy_Disable_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_title(inputs)
	if (locale === "ru") return __ru.core_policy_disable_title(inputs)
	return __en.core_policy_disable_title(inputs)
});
/**
* | output |
* | --- |
* | "Enable the authorization policy {name} on {appliance}?" |
*
* @param {Core_Policy_Enable_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_question = /** @type {((inputs: Core_Policy_Enable_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Enable_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_enable_question(inputs)
	if (locale === "ru") return __ru.core_policy_enable_question(inputs)
	return __en.core_policy_enable_question(inputs)
});
/**
* | output |
* | --- |
* | "Disable the authorization policy {name} on {appliance}?" |
*
* @param {Core_Policy_Disable_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_question = /** @type {((inputs: Core_Policy_Disable_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_question(inputs)
	if (locale === "ru") return __ru.core_policy_disable_question(inputs)
	return __en.core_policy_disable_question(inputs)
});
/**
* | output |
* | --- |
* | "It denies requests now: turned off, it stops nothing." |
*
* @param {Core_Policy_Disable_DenyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_deny = /** @type {((inputs?: Core_Policy_Disable_DenyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_DenyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_deny(inputs)
	if (locale === "ru") return __ru.core_policy_disable_deny(inputs)
	return __en.core_policy_disable_deny(inputs)
});
/**
* | output |
* | --- |
* | "Turned off, it no longer decides anything." |
*
* @param {Core_Policy_Disable_OtherInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_other = /** @type {((inputs?: Core_Policy_Disable_OtherInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_OtherInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_other(inputs)
	if (locale === "ru") return __ru.core_policy_disable_other(inputs)
	return __en.core_policy_disable_other(inputs)
});
/**
* | output |
* | --- |
* | "It allows requests: turned on, it may let through what is denied now." |
*
* @param {Core_Policy_Enable_AllowsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_allows = /** @type {((inputs?: Core_Policy_Enable_AllowsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Enable_AllowsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_enable_allows(inputs)
	if (locale === "ru") return __ru.core_policy_enable_allows(inputs)
	return __en.core_policy_enable_allows(inputs)
});
/**
* | output |
* | --- |
* | "Enable policy" |
*
* @param {Core_Policy_Enable_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_enable_confirm = /** @type {((inputs?: Core_Policy_Enable_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Enable_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_enable_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_enable_confirm(inputs)
	return __en.core_policy_enable_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Disable policy" |
*
* @param {Core_Policy_Disable_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_disable_confirm = /** @type {((inputs?: Core_Policy_Disable_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Disable_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_disable_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_disable_confirm(inputs)
	return __en.core_policy_disable_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Delete policy" |
*
* @param {Core_Policy_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_title = /** @type {((inputs?: Core_Policy_Delete_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Delete_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_delete_title(inputs)
	if (locale === "ru") return __ru.core_policy_delete_title(inputs)
	return __en.core_policy_delete_title(inputs)
});
/**
* | output |
* | --- |
* | "Delete policies" |
*
* @param {Core_Policy_Delete_Many_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_many_title = /** @type {((inputs?: Core_Policy_Delete_Many_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Delete_Many_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_delete_many_title(inputs)
	if (locale === "ru") return __ru.core_policy_delete_many_title(inputs)
	return __en.core_policy_delete_many_title(inputs)
});
/**
* | output |
* | --- |
* | "Delete the authorization policy {name} from {appliance}?" |
*
* @param {Core_Policy_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_question = /** @type {((inputs: Core_Policy_Delete_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Delete_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_delete_question(inputs)
	if (locale === "ru") return __ru.core_policy_delete_question(inputs)
	return __en.core_policy_delete_question(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Delete {count} authorization policy from {appliance}?" |
* | "other" | "Delete {count} authorization policies from {appliance}?" |
*
* @param {Core_Policy_Delete_Many_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_many_question = /** @type {((inputs: Core_Policy_Delete_Many_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Delete_Many_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_delete_many_question(inputs)
	if (locale === "ru") return __ru.core_policy_delete_many_question(inputs)
	return __en.core_policy_delete_many_question(inputs)
});
/**
* | output |
* | --- |
* | "A deleted policy cannot be brought back; its rule and action are gone with it." |
*
* @param {Core_Policy_Delete_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_detail = /** @type {((inputs?: Core_Policy_Delete_DetailInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Delete_DetailInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_delete_detail(inputs)
	if (locale === "ru") return __ru.core_policy_delete_detail(inputs)
	return __en.core_policy_delete_detail(inputs)
});
/**
* | output |
* | --- |
* | "Delete policy" |
*
* @param {Core_Policy_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_confirm = /** @type {((inputs?: Core_Policy_Delete_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Delete_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_delete_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_delete_confirm(inputs)
	return __en.core_policy_delete_confirm(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Delete {count} policy" |
* | "other" | "Delete {count} policies" |
*
* @param {Core_Policy_Delete_Many_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_policy_delete_many_confirm = /** @type {((inputs: Core_Policy_Delete_Many_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Policy_Delete_Many_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_policy_delete_many_confirm(inputs)
	if (locale === "ru") return __ru.core_policy_delete_many_confirm(inputs)
	return __en.core_policy_delete_many_confirm(inputs)
});
/**
* | output |
* | --- |
* | "list the accounts" |
*
* @param {Core_Op_Profiles_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_list = /** @type {((inputs?: Core_Op_Profiles_ListInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Profiles_ListInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_profiles_list(inputs)
	if (locale === "ru") return __ru.core_op_profiles_list(inputs)
	return __en.core_op_profiles_list(inputs)
});
/**
* | output |
* | --- |
* | "add the account" |
*
* @param {Core_Op_Profiles_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_add = /** @type {((inputs?: Core_Op_Profiles_AddInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Profiles_AddInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_profiles_add(inputs)
	if (locale === "ru") return __ru.core_op_profiles_add(inputs)
	return __en.core_op_profiles_add(inputs)
});
/**
* | output |
* | --- |
* | "add the demo account" |
*
* @param {Core_Op_Profiles_Add_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_add_demo = /** @type {((inputs?: Core_Op_Profiles_Add_DemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Profiles_Add_DemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_profiles_add_demo(inputs)
	if (locale === "ru") return __ru.core_op_profiles_add_demo(inputs)
	return __en.core_op_profiles_add_demo(inputs)
});
/**
* | output |
* | --- |
* | "rename the account" |
*
* @param {Core_Op_Profiles_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_rename = /** @type {((inputs?: Core_Op_Profiles_RenameInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Profiles_RenameInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_profiles_rename(inputs)
	if (locale === "ru") return __ru.core_op_profiles_rename(inputs)
	return __en.core_op_profiles_rename(inputs)
});
/**
* | output |
* | --- |
* | "remove the account" |
*
* @param {Core_Op_Profiles_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_remove = /** @type {((inputs?: Core_Op_Profiles_RemoveInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Profiles_RemoveInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_profiles_remove(inputs)
	if (locale === "ru") return __ru.core_op_profiles_remove(inputs)
	return __en.core_op_profiles_remove(inputs)
});
/**
* | output |
* | --- |
* | "switch to the account" |
*
* @param {Core_Op_Profiles_ActivateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_profiles_activate = /** @type {((inputs?: Core_Op_Profiles_ActivateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Profiles_ActivateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_profiles_activate(inputs)
	if (locale === "ru") return __ru.core_op_profiles_activate(inputs)
	return __en.core_op_profiles_activate(inputs)
});
/**
* | output |
* | --- |
* | "read the account" |
*
* @param {Core_Op_Account_MeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_account_me = /** @type {((inputs?: Core_Op_Account_MeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Account_MeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_account_me(inputs)
	if (locale === "ru") return __ru.core_op_account_me(inputs)
	return __en.core_op_account_me(inputs)
});
/**
* | output |
* | --- |
* | "read the balances" |
*
* @param {Core_Op_Balances_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_balances_list = /** @type {((inputs?: Core_Op_Balances_ListInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Balances_ListInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_balances_list(inputs)
	if (locale === "ru") return __ru.core_op_balances_list(inputs)
	return __en.core_op_balances_list(inputs)
});
/**
* | output |
* | --- |
* | "follow the account" |
*
* @param {Core_Op_Account_WatchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_account_watch = /** @type {((inputs?: Core_Op_Account_WatchInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Account_WatchInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_account_watch(inputs)
	if (locale === "ru") return __ru.core_op_account_watch(inputs)
	return __en.core_op_account_watch(inputs)
});
/**
* | output |
* | --- |
* | "refresh the account" |
*
* @param {Core_Op_Account_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_account_refresh = /** @type {((inputs?: Core_Op_Account_RefreshInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Account_RefreshInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_account_refresh(inputs)
	if (locale === "ru") return __ru.core_op_account_refresh(inputs)
	return __en.core_op_account_refresh(inputs)
});
/**
* | output |
* | --- |
* | "read the value history" |
*
* @param {Core_Op_Value_History_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_value_history_get = /** @type {((inputs?: Core_Op_Value_History_GetInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Value_History_GetInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_value_history_get(inputs)
	if (locale === "ru") return __ru.core_op_value_history_get(inputs)
	return __en.core_op_value_history_get(inputs)
});
/**
* | output |
* | --- |
* | "record the account’s value" |
*
* @param {Core_Op_Value_History_RecordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_value_history_record = /** @type {((inputs?: Core_Op_Value_History_RecordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Value_History_RecordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_value_history_record(inputs)
	if (locale === "ru") return __ru.core_op_value_history_record(inputs)
	return __en.core_op_value_history_record(inputs)
});
/**
* | output |
* | --- |
* | "keep the value history" |
*
* @param {Core_Op_Value_History_AdoptInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_value_history_adopt = /** @type {((inputs?: Core_Op_Value_History_AdoptInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Value_History_AdoptInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_value_history_adopt(inputs)
	if (locale === "ru") return __ru.core_op_value_history_adopt(inputs)
	return __en.core_op_value_history_adopt(inputs)
});
/**
* | output |
* | --- |
* | "read about Satchel" |
*
* @param {Core_Op_App_InfoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_app_info = /** @type {((inputs?: Core_Op_App_InfoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_App_InfoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_app_info(inputs)
	if (locale === "ru") return __ru.core_op_app_info(inputs)
	return __en.core_op_app_info(inputs)
});
/**
* | output |
* | --- |
* | "read Satchel’s notices" |
*
* @param {Core_Op_App_NoticesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_app_notices = /** @type {((inputs?: Core_Op_App_NoticesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_App_NoticesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_app_notices(inputs)
	if (locale === "ru") return __ru.core_op_app_notices(inputs)
	return __en.core_op_app_notices(inputs)
});
/**
* | output |
* | --- |
* | "note the activity" |
*
* @param {Core_Op_App_ActivityInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_app_activity = /** @type {((inputs?: Core_Op_App_ActivityInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_App_ActivityInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_app_activity(inputs)
	if (locale === "ru") return __ru.core_op_app_activity(inputs)
	return __en.core_op_app_activity(inputs)
});
/**
* | output |
* | --- |
* | "export the diagnostics" |
*
* @param {Core_Op_App_Export_DiagnosticsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_app_export_diagnostics = /** @type {((inputs?: Core_Op_App_Export_DiagnosticsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_App_Export_DiagnosticsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_app_export_diagnostics(inputs)
	if (locale === "ru") return __ru.core_op_app_export_diagnostics(inputs)
	return __en.core_op_app_export_diagnostics(inputs)
});
/**
* | output |
* | --- |
* | "read the settings" |
*
* @param {Core_Op_Settings_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_settings_get = /** @type {((inputs?: Core_Op_Settings_GetInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Settings_GetInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_settings_get(inputs)
	if (locale === "ru") return __ru.core_op_settings_get(inputs)
	return __en.core_op_settings_get(inputs)
});
/**
* | output |
* | --- |
* | "change the settings" |
*
* @param {Core_Op_Settings_UpdateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_settings_update = /** @type {((inputs?: Core_Op_Settings_UpdateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Settings_UpdateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_settings_update(inputs)
	if (locale === "ru") return __ru.core_op_settings_update(inputs)
	return __en.core_op_settings_update(inputs)
});
/**
* | output |
* | --- |
* | "take the answer to the question" |
*
* @param {Core_Op_Confirm_AnswerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_confirm_answer = /** @type {((inputs?: Core_Op_Confirm_AnswerInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Confirm_AnswerInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_confirm_answer(inputs)
	if (locale === "ru") return __ru.core_op_confirm_answer(inputs)
	return __en.core_op_confirm_answer(inputs)
});
/**
* | output |
* | --- |
* | "read whether Satchel is locked" |
*
* @param {Core_Op_Lock_StatusInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_lock_status = /** @type {((inputs?: Core_Op_Lock_StatusInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Lock_StatusInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_lock_status(inputs)
	if (locale === "ru") return __ru.core_op_lock_status(inputs)
	return __en.core_op_lock_status(inputs)
});
/**
* | output |
* | --- |
* | "unlock Satchel" |
*
* @param {Core_Op_Lock_UnlockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_lock_unlock = /** @type {((inputs?: Core_Op_Lock_UnlockInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Lock_UnlockInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_lock_unlock(inputs)
	if (locale === "ru") return __ru.core_op_lock_unlock(inputs)
	return __en.core_op_lock_unlock(inputs)
});
/**
* | output |
* | --- |
* | "lock Satchel" |
*
* @param {Core_Op_Lock_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_lock_lock = /** @type {((inputs?: Core_Op_Lock_LockInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Lock_LockInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_lock_lock(inputs)
	if (locale === "ru") return __ru.core_op_lock_lock(inputs)
	return __en.core_op_lock_lock(inputs)
});
/**
* | output |
* | --- |
* | "set the app password" |
*
* @param {Core_Op_Lock_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_lock_set_password = /** @type {((inputs?: Core_Op_Lock_Set_PasswordInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Lock_Set_PasswordInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_lock_set_password(inputs)
	if (locale === "ru") return __ru.core_op_lock_set_password(inputs)
	return __en.core_op_lock_set_password(inputs)
});
/**
* | output |
* | --- |
* | "list the appliances" |
*
* @param {Core_Op_Appliances_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_list = /** @type {((inputs?: Core_Op_Appliances_ListInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Appliances_ListInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_appliances_list(inputs)
	if (locale === "ru") return __ru.core_op_appliances_list(inputs)
	return __en.core_op_appliances_list(inputs)
});
/**
* | output |
* | --- |
* | "add the appliance" |
*
* @param {Core_Op_Appliances_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_add = /** @type {((inputs?: Core_Op_Appliances_AddInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Appliances_AddInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_appliances_add(inputs)
	if (locale === "ru") return __ru.core_op_appliances_add(inputs)
	return __en.core_op_appliances_add(inputs)
});
/**
* | output |
* | --- |
* | "add the demo appliance" |
*
* @param {Core_Op_Appliances_Add_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_add_demo = /** @type {((inputs?: Core_Op_Appliances_Add_DemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Appliances_Add_DemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_appliances_add_demo(inputs)
	if (locale === "ru") return __ru.core_op_appliances_add_demo(inputs)
	return __en.core_op_appliances_add_demo(inputs)
});
/**
* | output |
* | --- |
* | "rename the appliance" |
*
* @param {Core_Op_Appliances_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_rename = /** @type {((inputs?: Core_Op_Appliances_RenameInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Appliances_RenameInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_appliances_rename(inputs)
	if (locale === "ru") return __ru.core_op_appliances_rename(inputs)
	return __en.core_op_appliances_rename(inputs)
});
/**
* | output |
* | --- |
* | "remove the appliance" |
*
* @param {Core_Op_Appliances_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_remove = /** @type {((inputs?: Core_Op_Appliances_RemoveInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Appliances_RemoveInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_appliances_remove(inputs)
	if (locale === "ru") return __ru.core_op_appliances_remove(inputs)
	return __en.core_op_appliances_remove(inputs)
});
/**
* | output |
* | --- |
* | "switch to the appliance" |
*
* @param {Core_Op_Appliances_ActivateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_activate = /** @type {((inputs?: Core_Op_Appliances_ActivateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Appliances_ActivateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_appliances_activate(inputs)
	if (locale === "ru") return __ru.core_op_appliances_activate(inputs)
	return __en.core_op_appliances_activate(inputs)
});
/**
* | output |
* | --- |
* | "read the appliance’s certificate" |
*
* @param {Core_Op_Appliances_CertificateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_certificate = /** @type {((inputs?: Core_Op_Appliances_CertificateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Appliances_CertificateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_appliances_certificate(inputs)
	if (locale === "ru") return __ru.core_op_appliances_certificate(inputs)
	return __en.core_op_appliances_certificate(inputs)
});
/**
* | output |
* | --- |
* | "trust the appliance’s certificate" |
*
* @param {Core_Op_Appliances_TrustInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_appliances_trust = /** @type {((inputs?: Core_Op_Appliances_TrustInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Appliances_TrustInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_appliances_trust(inputs)
	if (locale === "ru") return __ru.core_op_appliances_trust(inputs)
	return __en.core_op_appliances_trust(inputs)
});
/**
* | output |
* | --- |
* | "list the authorization policies" |
*
* @param {Core_Op_Policies_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_list = /** @type {((inputs?: Core_Op_Policies_ListInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Policies_ListInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_policies_list(inputs)
	if (locale === "ru") return __ru.core_op_policies_list(inputs)
	return __en.core_op_policies_list(inputs)
});
/**
* | output |
* | --- |
* | "read the authorization policy" |
*
* @param {Core_Op_Policies_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_get = /** @type {((inputs?: Core_Op_Policies_GetInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Policies_GetInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_policies_get(inputs)
	if (locale === "ru") return __ru.core_op_policies_get(inputs)
	return __en.core_op_policies_get(inputs)
});
/**
* | output |
* | --- |
* | "add the authorization policy" |
*
* @param {Core_Op_Policies_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_add = /** @type {((inputs?: Core_Op_Policies_AddInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Policies_AddInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_policies_add(inputs)
	if (locale === "ru") return __ru.core_op_policies_add(inputs)
	return __en.core_op_policies_add(inputs)
});
/**
* | output |
* | --- |
* | "change the authorization policy" |
*
* @param {Core_Op_Policies_UpdateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_update = /** @type {((inputs?: Core_Op_Policies_UpdateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Policies_UpdateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_policies_update(inputs)
	if (locale === "ru") return __ru.core_op_policies_update(inputs)
	return __en.core_op_policies_update(inputs)
});
/**
* | output |
* | --- |
* | "rename the authorization policy" |
*
* @param {Core_Op_Policies_RenameInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_rename = /** @type {((inputs?: Core_Op_Policies_RenameInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Policies_RenameInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_policies_rename(inputs)
	if (locale === "ru") return __ru.core_op_policies_rename(inputs)
	return __en.core_op_policies_rename(inputs)
});
/**
* | output |
* | --- |
* | "remove the authorization policies" |
*
* @param {Core_Op_Policies_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_remove = /** @type {((inputs?: Core_Op_Policies_RemoveInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Policies_RemoveInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_policies_remove(inputs)
	if (locale === "ru") return __ru.core_op_policies_remove(inputs)
	return __en.core_op_policies_remove(inputs)
});
/**
* | output |
* | --- |
* | "enable the authorization policies" |
*
* @param {Core_Op_Policies_EnableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_enable = /** @type {((inputs?: Core_Op_Policies_EnableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Policies_EnableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_policies_enable(inputs)
	if (locale === "ru") return __ru.core_op_policies_enable(inputs)
	return __en.core_op_policies_enable(inputs)
});
/**
* | output |
* | --- |
* | "disable the authorization policies" |
*
* @param {Core_Op_Policies_DisableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_disable = /** @type {((inputs?: Core_Op_Policies_DisableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Policies_DisableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_policies_disable(inputs)
	if (locale === "ru") return __ru.core_op_policies_disable(inputs)
	return __en.core_op_policies_disable(inputs)
});
/**
* | output |
* | --- |
* | "clear fields of the authorization policy" |
*
* @param {Core_Op_Policies_UnsetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_policies_unset = /** @type {((inputs?: Core_Op_Policies_UnsetInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Policies_UnsetInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_policies_unset(inputs)
	if (locale === "ru") return __ru.core_op_policies_unset(inputs)
	return __en.core_op_policies_unset(inputs)
});
/**
* | output |
* | --- |
* | "check the transfer code" |
*
* @param {Core_Op_Codes_CheckInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_check = /** @type {((inputs?: Core_Op_Codes_CheckInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Codes_CheckInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_codes_check(inputs)
	if (locale === "ru") return __ru.core_op_codes_check(inputs)
	return __en.core_op_codes_check(inputs)
});
/**
* | output |
* | --- |
* | "create the transfer code" |
*
* @param {Core_Op_Codes_CreateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_create = /** @type {((inputs?: Core_Op_Codes_CreateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Codes_CreateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_codes_create(inputs)
	if (locale === "ru") return __ru.core_op_codes_create(inputs)
	return __en.core_op_codes_create(inputs)
});
/**
* | output |
* | --- |
* | "redeem the transfer code" |
*
* @param {Core_Op_Codes_RedeemInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_redeem = /** @type {((inputs?: Core_Op_Codes_RedeemInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Codes_RedeemInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_codes_redeem(inputs)
	if (locale === "ru") return __ru.core_op_codes_redeem(inputs)
	return __en.core_op_codes_redeem(inputs)
});
/**
* | output |
* | --- |
* | "read the transfer code" |
*
* @param {Core_Op_Codes_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_details = /** @type {((inputs?: Core_Op_Codes_DetailsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Codes_DetailsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_codes_details(inputs)
	if (locale === "ru") return __ru.core_op_codes_details(inputs)
	return __en.core_op_codes_details(inputs)
});
/**
* | output |
* | --- |
* | "list the transfer codes you made" |
*
* @param {Core_Op_Codes_IssuedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_issued = /** @type {((inputs?: Core_Op_Codes_IssuedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Codes_IssuedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_codes_issued(inputs)
	if (locale === "ru") return __ru.core_op_codes_issued(inputs)
	return __en.core_op_codes_issued(inputs)
});
/**
* | output |
* | --- |
* | "list the transfer codes you redeemed" |
*
* @param {Core_Op_Codes_RedeemedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_codes_redeemed = /** @type {((inputs?: Core_Op_Codes_RedeemedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Codes_RedeemedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_codes_redeemed(inputs)
	if (locale === "ru") return __ru.core_op_codes_redeemed(inputs)
	return __en.core_op_codes_redeemed(inputs)
});
/**
* | output |
* | --- |
* | "read how to deposit" |
*
* @param {Core_Op_Deposits_InfoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_deposits_info = /** @type {((inputs?: Core_Op_Deposits_InfoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Deposits_InfoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_deposits_info(inputs)
	if (locale === "ru") return __ru.core_op_deposits_info(inputs)
	return __en.core_op_deposits_info(inputs)
});
/**
* | output |
* | --- |
* | "make a deposit address" |
*
* @param {Core_Op_Deposits_Generate_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_deposits_generate_address = /** @type {((inputs?: Core_Op_Deposits_Generate_AddressInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Deposits_Generate_AddressInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_deposits_generate_address(inputs)
	if (locale === "ru") return __ru.core_op_deposits_generate_address(inputs)
	return __en.core_op_deposits_generate_address(inputs)
});
/**
* | output |
* | --- |
* | "read the deposit" |
*
* @param {Core_Op_Deposits_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_deposits_details = /** @type {((inputs?: Core_Op_Deposits_DetailsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Deposits_DetailsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_deposits_details(inputs)
	if (locale === "ru") return __ru.core_op_deposits_details(inputs)
	return __en.core_op_deposits_details(inputs)
});
/**
* | output |
* | --- |
* | "open the payment window" |
*
* @param {Core_Op_Fiat_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_open = /** @type {((inputs?: Core_Op_Fiat_OpenInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Fiat_OpenInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_fiat_open(inputs)
	if (locale === "ru") return __ru.core_op_fiat_open(inputs)
	return __en.core_op_fiat_open(inputs)
});
/**
* | output |
* | --- |
* | "read what the payment window is for" |
*
* @param {Core_Op_Fiat_ContextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_context = /** @type {((inputs?: Core_Op_Fiat_ContextInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Fiat_ContextInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_fiat_context(inputs)
	if (locale === "ru") return __ru.core_op_fiat_context(inputs)
	return __en.core_op_fiat_context(inputs)
});
/**
* | output |
* | --- |
* | "list the payout services" |
*
* @param {Core_Op_Fiat_Payout_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_payout_services = /** @type {((inputs?: Core_Op_Fiat_Payout_ServicesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Fiat_Payout_ServicesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_fiat_payout_services(inputs)
	if (locale === "ru") return __ru.core_op_fiat_payout_services(inputs)
	return __en.core_op_fiat_payout_services(inputs)
});
/**
* | output |
* | --- |
* | "send the payout" |
*
* @param {Core_Op_Fiat_WithdrawInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_withdraw = /** @type {((inputs?: Core_Op_Fiat_WithdrawInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Fiat_WithdrawInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_fiat_withdraw(inputs)
	if (locale === "ru") return __ru.core_op_fiat_withdraw(inputs)
	return __en.core_op_fiat_withdraw(inputs)
});
/**
* | output |
* | --- |
* | "list the payment services" |
*
* @param {Core_Op_Fiat_Deposit_ServicesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_deposit_services = /** @type {((inputs?: Core_Op_Fiat_Deposit_ServicesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Fiat_Deposit_ServicesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_fiat_deposit_services(inputs)
	if (locale === "ru") return __ru.core_op_fiat_deposit_services(inputs)
	return __en.core_op_fiat_deposit_services(inputs)
});
/**
* | output |
* | --- |
* | "start the deposit" |
*
* @param {Core_Op_Fiat_DepositInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_deposit = /** @type {((inputs?: Core_Op_Fiat_DepositInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Fiat_DepositInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_fiat_deposit(inputs)
	if (locale === "ru") return __ru.core_op_fiat_deposit(inputs)
	return __en.core_op_fiat_deposit(inputs)
});
/**
* | output |
* | --- |
* | "start the deposit" |
*
* @param {Core_Op_Fiat_Deposit_SimpleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_fiat_deposit_simple = /** @type {((inputs?: Core_Op_Fiat_Deposit_SimpleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Fiat_Deposit_SimpleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_fiat_deposit_simple(inputs)
	if (locale === "ru") return __ru.core_op_fiat_deposit_simple(inputs)
	return __en.core_op_fiat_deposit_simple(inputs)
});
/**
* | output |
* | --- |
* | "read the history" |
*
* @param {Core_Op_History_ListInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_history_list = /** @type {((inputs?: Core_Op_History_ListInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_History_ListInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_history_list(inputs)
	if (locale === "ru") return __ru.core_op_history_list(inputs)
	return __en.core_op_history_list(inputs)
});
/**
* | output |
* | --- |
* | "export the history" |
*
* @param {Core_Op_History_ExportInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_history_export = /** @type {((inputs?: Core_Op_History_ExportInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_History_ExportInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_history_export(inputs)
	if (locale === "ru") return __ru.core_op_history_export(inputs)
	return __en.core_op_history_export(inputs)
});
/**
* | output |
* | --- |
* | "read the exchange’s clock" |
*
* @param {Core_Op_Market_TimeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_market_time = /** @type {((inputs?: Core_Op_Market_TimeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Market_TimeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_market_time(inputs)
	if (locale === "ru") return __ru.core_op_market_time(inputs)
	return __en.core_op_market_time(inputs)
});
/**
* | output |
* | --- |
* | "read the currencies" |
*
* @param {Core_Op_Market_CurrenciesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_market_currencies = /** @type {((inputs?: Core_Op_Market_CurrenciesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Market_CurrenciesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_market_currencies(inputs)
	if (locale === "ru") return __ru.core_op_market_currencies(inputs)
	return __en.core_op_market_currencies(inputs)
});
/**
* | output |
* | --- |
* | "read the exchange rates" |
*
* @param {Core_Op_Market_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_market_rates = /** @type {((inputs?: Core_Op_Market_RatesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Market_RatesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_market_rates(inputs)
	if (locale === "ru") return __ru.core_op_market_rates(inputs)
	return __en.core_op_market_rates(inputs)
});
/**
* | output |
* | --- |
* | "read the markets" |
*
* @param {Core_Op_Market_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_market_markets = /** @type {((inputs?: Core_Op_Market_MarketsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Market_MarketsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_market_markets(inputs)
	if (locale === "ru") return __ru.core_op_market_markets(inputs)
	return __en.core_op_market_markets(inputs)
});
/**
* | output |
* | --- |
* | "read the prices" |
*
* @param {Core_Op_Market_TickersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_market_tickers = /** @type {((inputs?: Core_Op_Market_TickersInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Market_TickersInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_market_tickers(inputs)
	if (locale === "ru") return __ru.core_op_market_tickers(inputs)
	return __en.core_op_market_tickers(inputs)
});
/**
* | output |
* | --- |
* | "read the fees" |
*
* @param {Core_Op_Market_FeesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_market_fees = /** @type {((inputs?: Core_Op_Market_FeesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Market_FeesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_market_fees(inputs)
	if (locale === "ru") return __ru.core_op_market_fees(inputs)
	return __en.core_op_market_fees(inputs)
});
/**
* | output |
* | --- |
* | "read the order book" |
*
* @param {Core_Op_Book_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_book_get = /** @type {((inputs?: Core_Op_Book_GetInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Book_GetInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_book_get(inputs)
	if (locale === "ru") return __ru.core_op_book_get(inputs)
	return __en.core_op_book_get(inputs)
});
/**
* | output |
* | --- |
* | "follow the prices" |
*
* @param {Core_Op_Feed_WatchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_feed_watch = /** @type {((inputs?: Core_Op_Feed_WatchInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Feed_WatchInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_feed_watch(inputs)
	if (locale === "ru") return __ru.core_op_feed_watch(inputs)
	return __en.core_op_feed_watch(inputs)
});
/**
* | output |
* | --- |
* | "reconnect to the prices" |
*
* @param {Core_Op_Feed_RetryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_feed_retry = /** @type {((inputs?: Core_Op_Feed_RetryInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Feed_RetryInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_feed_retry(inputs)
	if (locale === "ru") return __ru.core_op_feed_retry(inputs)
	return __en.core_op_feed_retry(inputs)
});
/**
* | output |
* | --- |
* | "read the open orders" |
*
* @param {Core_Op_Orders_ActiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_active = /** @type {((inputs?: Core_Op_Orders_ActiveInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Orders_ActiveInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_orders_active(inputs)
	if (locale === "ru") return __ru.core_op_orders_active(inputs)
	return __en.core_op_orders_active(inputs)
});
/**
* | output |
* | --- |
* | "read the order history" |
*
* @param {Core_Op_Orders_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_history = /** @type {((inputs?: Core_Op_Orders_HistoryInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Orders_HistoryInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_orders_history(inputs)
	if (locale === "ru") return __ru.core_op_orders_history(inputs)
	return __en.core_op_orders_history(inputs)
});
/**
* | output |
* | --- |
* | "read the order’s trades" |
*
* @param {Core_Op_Orders_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_trades = /** @type {((inputs?: Core_Op_Orders_TradesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Orders_TradesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_orders_trades(inputs)
	if (locale === "ru") return __ru.core_op_orders_trades(inputs)
	return __en.core_op_orders_trades(inputs)
});
/**
* | output |
* | --- |
* | "cancel the order" |
*
* @param {Core_Op_Orders_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_cancel = /** @type {((inputs?: Core_Op_Orders_CancelInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Orders_CancelInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_orders_cancel(inputs)
	if (locale === "ru") return __ru.core_op_orders_cancel(inputs)
	return __en.core_op_orders_cancel(inputs)
});
/**
* | output |
* | --- |
* | "cancel the orders" |
*
* @param {Core_Op_Orders_Cancel_ManyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_orders_cancel_many = /** @type {((inputs?: Core_Op_Orders_Cancel_ManyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Orders_Cancel_ManyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_orders_cancel_many(inputs)
	if (locale === "ru") return __ru.core_op_orders_cancel_many(inputs)
	return __en.core_op_orders_cancel_many(inputs)
});
/**
* | output |
* | --- |
* | "send the withdrawal" |
*
* @param {Core_Op_Withdrawals_CreateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_withdrawals_create = /** @type {((inputs?: Core_Op_Withdrawals_CreateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Withdrawals_CreateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_withdrawals_create(inputs)
	if (locale === "ru") return __ru.core_op_withdrawals_create(inputs)
	return __en.core_op_withdrawals_create(inputs)
});
/**
* | output |
* | --- |
* | "read the withdrawal" |
*
* @param {Core_Op_Withdrawals_DetailsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_withdrawals_details = /** @type {((inputs?: Core_Op_Withdrawals_DetailsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Withdrawals_DetailsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_withdrawals_details(inputs)
	if (locale === "ru") return __ru.core_op_withdrawals_details(inputs)
	return __en.core_op_withdrawals_details(inputs)
});
/**
* | output |
* | --- |
* | "read the withdrawal guard" |
*
* @param {Core_Op_Guard_GetInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_guard_get = /** @type {((inputs?: Core_Op_Guard_GetInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Guard_GetInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_guard_get(inputs)
	if (locale === "ru") return __ru.core_op_guard_get(inputs)
	return __en.core_op_guard_get(inputs)
});
/**
* | output |
* | --- |
* | "save the address" |
*
* @param {Core_Op_Guard_Save_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_guard_save_address = /** @type {((inputs?: Core_Op_Guard_Save_AddressInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Guard_Save_AddressInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_guard_save_address(inputs)
	if (locale === "ru") return __ru.core_op_guard_save_address(inputs)
	return __en.core_op_guard_save_address(inputs)
});
/**
* | output |
* | --- |
* | "remove the address" |
*
* @param {Core_Op_Guard_Remove_AddressInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_guard_remove_address = /** @type {((inputs?: Core_Op_Guard_Remove_AddressInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Guard_Remove_AddressInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_guard_remove_address(inputs)
	if (locale === "ru") return __ru.core_op_guard_remove_address(inputs)
	return __en.core_op_guard_remove_address(inputs)
});
/**
* | output |
* | --- |
* | "change the withdrawal guard" |
*
* @param {Core_Op_Guard_Set_RuleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_op_guard_set_rule = /** @type {((inputs?: Core_Op_Guard_Set_RuleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Op_Guard_Set_RuleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_op_guard_set_rule(inputs)
	if (locale === "ru") return __ru.core_op_guard_set_rule(inputs)
	return __en.core_op_guard_set_rule(inputs)
});
/**
* | output |
* | --- |
* | "Satchel could not {what}: {problem}." |
*
* @param {Core_Could_NotInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_could_not = /** @type {((inputs: Core_Could_NotInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Could_NotInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_could_not(inputs)
	if (locale === "ru") return __ru.core_could_not(inputs)
	return __en.core_could_not(inputs)
});
/**
* | output |
* | --- |
* | "The payment window cannot {what}: only the main window can." |
*
* @param {Core_Payment_Window_CannotInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payment_window_cannot = /** @type {((inputs: Core_Payment_Window_CannotInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Payment_Window_CannotInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_payment_window_cannot(inputs)
	if (locale === "ru") return __ru.core_payment_window_cannot(inputs)
	return __en.core_payment_window_cannot(inputs)
});
/**
* | output |
* | --- |
* | "Only the payment window can {what}." |
*
* @param {Core_Only_Payment_WindowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_only_payment_window = /** @type {((inputs: Core_Only_Payment_WindowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Only_Payment_WindowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_only_payment_window(inputs)
	if (locale === "ru") return __ru.core_only_payment_window(inputs)
	return __en.core_only_payment_window(inputs)
});
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Core_Status_DoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_status_done = /** @type {((inputs?: Core_Status_DoneInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Status_DoneInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_status_done(inputs)
	if (locale === "ru") return __ru.core_status_done(inputs)
	return __en.core_status_done(inputs)
});
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Core_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_status_pending = /** @type {((inputs?: Core_Status_PendingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Status_PendingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_status_pending(inputs)
	if (locale === "ru") return __ru.core_status_pending(inputs)
	return __en.core_status_pending(inputs)
});
/**
* | output |
* | --- |
* | "Unknown (ask support)" |
*
* @param {Core_Status_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_status_unknown = /** @type {((inputs?: Core_Status_UnknownInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Status_UnknownInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_status_unknown(inputs)
	if (locale === "ru") return __ru.core_status_unknown(inputs)
	return __en.core_status_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Core_Status_CanceledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_status_canceled = /** @type {((inputs?: Core_Status_CanceledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Status_CanceledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_status_canceled(inputs)
	if (locale === "ru") return __ru.core_status_canceled(inputs)
	return __en.core_status_canceled(inputs)
});
/**
* | output |
* | --- |
* | "Waiting for your e-mail confirmation" |
*
* @param {Core_Status_Awaiting_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_status_awaiting_confirmation = /** @type {((inputs?: Core_Status_Awaiting_ConfirmationInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Status_Awaiting_ConfirmationInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_status_awaiting_confirmation(inputs)
	if (locale === "ru") return __ru.core_status_awaiting_confirmation(inputs)
	return __en.core_status_awaiting_confirmation(inputs)
});
/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Core_Status_BlankInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_status_blank = /** @type {((inputs?: Core_Status_BlankInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Status_BlankInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_status_blank(inputs)
	if (locale === "ru") return __ru.core_status_blank(inputs)
	return __en.core_status_blank(inputs)
});
/**
* | output |
* | --- |
* | "About {app}" |
*
* @param {Core_About_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_title = /** @type {((inputs: Core_About_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_About_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_about_title(inputs)
	if (locale === "ru") return __ru.core_about_title(inputs)
	return __en.core_about_title(inputs)
});
/**
* | output |
* | --- |
* | "Version {version}" |
*
* @param {Core_About_VersionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_version = /** @type {((inputs: Core_About_VersionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_About_VersionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_about_version(inputs)
	if (locale === "ru") return __ru.core_about_version(inputs)
	return __en.core_about_version(inputs)
});
/**
* | output |
* | --- |
* | "Version {version} — running on the demo servers (no real money)" |
*
* @param {Core_About_Version_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_version_demo = /** @type {((inputs: Core_About_Version_DemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_About_Version_DemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_about_version_demo(inputs)
	if (locale === "ru") return __ru.core_about_version_demo(inputs)
	return __en.core_about_version_demo(inputs)
});
/**
* | output |
* | --- |
* | "Licence: {license}" |
*
* @param {Core_About_LicenceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_licence = /** @type {((inputs: Core_About_LicenceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_About_LicenceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_about_licence(inputs)
	if (locale === "ru") return __ru.core_about_licence(inputs)
	return __en.core_about_licence(inputs)
});
/**
* | output |
* | --- |
* | "Settings and data: {folder}" |
*
* @param {Core_About_FolderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_folder = /** @type {((inputs: Core_About_FolderInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_About_FolderInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_about_folder(inputs)
	if (locale === "ru") return __ru.core_about_folder(inputs)
	return __en.core_about_folder(inputs)
});
/**
* | output |
* | --- |
* | "Keyboard shortcuts" |
*
* @param {Core_About_ShortcutsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_shortcuts = /** @type {((inputs?: Core_About_ShortcutsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_About_ShortcutsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_about_shortcuts(inputs)
	if (locale === "ru") return __ru.core_about_shortcuts(inputs)
	return __en.core_about_shortcuts(inputs)
});
/**
* | output |
* | --- |
* | "{first} … {last} the views, in the order of the navigation" |
*
* @param {Core_About_Key_ViewsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_key_views = /** @type {((inputs: Core_About_Key_ViewsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_About_Key_ViewsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_about_key_views(inputs)
	if (locale === "ru") return __ru.core_about_key_views(inputs)
	return __en.core_about_key_views(inputs)
});
/**
* | output |
* | --- |
* | "{key} Settings" |
*
* @param {Core_About_Key_SettingsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_key_settings = /** @type {((inputs: Core_About_Key_SettingsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_About_Key_SettingsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_about_key_settings(inputs)
	if (locale === "ru") return __ru.core_about_key_settings(inputs)
	return __en.core_about_key_settings(inputs)
});
/**
* | output |
* | --- |
* | "{key} find a market" |
*
* @param {Core_About_Key_FindInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_key_find = /** @type {((inputs: Core_About_Key_FindInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_About_Key_FindInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_about_key_find(inputs)
	if (locale === "ru") return __ru.core_about_key_find(inputs)
	return __en.core_about_key_find(inputs)
});
/**
* | output |
* | --- |
* | "{key} lock Satchel (with an app password set)" |
*
* @param {Core_About_Key_LockInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_about_key_lock = /** @type {((inputs: Core_About_Key_LockInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_About_Key_LockInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_about_key_lock(inputs)
	if (locale === "ru") return __ru.core_about_key_lock(inputs)
	return __en.core_about_key_lock(inputs)
});
/**
* | output |
* | --- |
* | "Create a transfer code" |
*
* @param {Core_Code_Create_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_create_title = /** @type {((inputs?: Core_Code_Create_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Create_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_create_title(inputs)
	if (locale === "ru") return __ru.core_code_create_title(inputs)
	return __en.core_code_create_title(inputs)
});
/**
* | output |
* | --- |
* | "Create a code worth {amount} {unit}?" |
*
* @param {Core_Code_Create_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_create_question = /** @type {((inputs: Core_Code_Create_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Create_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_create_question(inputs)
	if (locale === "ru") return __ru.core_code_create_question(inputs)
	return __en.core_code_create_question(inputs)
});
/**
* | output |
* | --- |
* | "Create code for {amount} {unit}" |
*
* @param {Core_Code_Create_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_create_confirm = /** @type {((inputs: Core_Code_Create_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Create_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_create_confirm(inputs)
	if (locale === "ru") return __ru.core_code_create_confirm(inputs)
	return __en.core_code_create_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Amount: {amount} {unit} (it leaves your available balance now)" |
*
* @param {Core_Code_Line_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_amount = /** @type {((inputs: Core_Code_Line_AmountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Line_AmountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_line_amount(inputs)
	if (locale === "ru") return __ru.core_code_line_amount(inputs)
	return __en.core_code_line_amount(inputs)
});
/**
* | output |
* | --- |
* | "Who may redeem it: only account {recipient}" |
*
* @param {Core_Code_Line_OnlyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_only = /** @type {((inputs: Core_Code_Line_OnlyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Line_OnlyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_line_only(inputs)
	if (locale === "ru") return __ru.core_code_line_only(inputs)
	return __en.core_code_line_only(inputs)
});
/**
* | output |
* | --- |
* | "Who may redeem it: anyone who has the code" |
*
* @param {Core_Code_Line_AnyoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_anyone = /** @type {((inputs?: Core_Code_Line_AnyoneInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Line_AnyoneInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_line_anyone(inputs)
	if (locale === "ru") return __ru.core_code_line_anyone(inputs)
	return __en.core_code_line_anyone(inputs)
});
/**
* | output |
* | --- |
* | "You cannot take it back before: {time}" |
*
* @param {Core_Code_Line_Not_BeforeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_not_before = /** @type {((inputs: Core_Code_Line_Not_BeforeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Line_Not_BeforeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_line_not_before(inputs)
	if (locale === "ru") return __ru.core_code_line_not_before(inputs)
	return __en.core_code_line_not_before(inputs)
});
/**
* | output |
* | --- |
* | "Public comment: {comment}" |
*
* @param {Core_Code_Line_PublicInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_public = /** @type {((inputs: Core_Code_Line_PublicInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Line_PublicInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_line_public(inputs)
	if (locale === "ru") return __ru.core_code_line_public(inputs)
	return __en.core_code_line_public(inputs)
});
/**
* | output |
* | --- |
* | "Private comment: {comment}" |
*
* @param {Core_Code_Line_PrivateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_private = /** @type {((inputs: Core_Code_Line_PrivateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Line_PrivateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_line_private(inputs)
	if (locale === "ru") return __ru.core_code_line_private(inputs)
	return __en.core_code_line_private(inputs)
});
/**
* | output |
* | --- |
* | "Whoever has the code can redeem it: keep it like cash." |
*
* @param {Core_Code_Like_CashInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_like_cash = /** @type {((inputs?: Core_Code_Like_CashInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Like_CashInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_like_cash(inputs)
	if (locale === "ru") return __ru.core_code_like_cash(inputs)
	return __en.core_code_like_cash(inputs)
});
/**
* | output |
* | --- |
* | "Redeem a transfer code" |
*
* @param {Core_Code_Redeem_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_title = /** @type {((inputs?: Core_Code_Redeem_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Redeem_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_redeem_title(inputs)
	if (locale === "ru") return __ru.core_code_redeem_title(inputs)
	return __en.core_code_redeem_title(inputs)
});
/**
* | output |
* | --- |
* | "Redeem this code for {amount} {unit}?" |
*
* @param {Core_Code_Redeem_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_question = /** @type {((inputs: Core_Code_Redeem_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Redeem_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_redeem_question(inputs)
	if (locale === "ru") return __ru.core_code_redeem_question(inputs)
	return __en.core_code_redeem_question(inputs)
});
/**
* | output |
* | --- |
* | "Amount: {amount} {unit}, credited to {account}" |
*
* @param {Core_Code_Redeem_Line_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_line_amount = /** @type {((inputs: Core_Code_Redeem_Line_AmountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Redeem_Line_AmountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_redeem_line_amount(inputs)
	if (locale === "ru") return __ru.core_code_redeem_line_amount(inputs)
	return __en.core_code_redeem_line_amount(inputs)
});
/**
* | output |
* | --- |
* | "Comment: {comment}" |
*
* @param {Core_Code_Line_CommentInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_comment = /** @type {((inputs: Core_Code_Line_CommentInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Line_CommentInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_line_comment(inputs)
	if (locale === "ru") return __ru.core_code_line_comment(inputs)
	return __en.core_code_line_comment(inputs)
});
/**
* | output |
* | --- |
* | "Code: {code}" |
*
* @param {Core_Code_Line_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_line_code = /** @type {((inputs: Core_Code_Line_CodeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Line_CodeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_line_code(inputs)
	if (locale === "ru") return __ru.core_code_line_code(inputs)
	return __en.core_code_line_code(inputs)
});
/**
* | output |
* | --- |
* | "Redeem {amount} {unit}" |
*
* @param {Core_Code_Redeem_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_redeem_confirm = /** @type {((inputs: Core_Code_Redeem_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Redeem_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_redeem_confirm(inputs)
	if (locale === "ru") return __ru.core_code_redeem_confirm(inputs)
	return __en.core_code_redeem_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Show a transfer code" |
*
* @param {Core_Code_Reveal_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_title = /** @type {((inputs?: Core_Code_Reveal_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Reveal_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_reveal_title(inputs)
	if (locale === "ru") return __ru.core_code_reveal_title(inputs)
	return __en.core_code_reveal_title(inputs)
});
/**
* | output |
* | --- |
* | "Show the whole code worth {amount} {unit}?" |
*
* @param {Core_Code_Reveal_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_question = /** @type {((inputs: Core_Code_Reveal_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Reveal_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_reveal_question(inputs)
	if (locale === "ru") return __ru.core_code_reveal_question(inputs)
	return __en.core_code_reveal_question(inputs)
});
/**
* | output |
* | --- |
* | "Code: {code} (support number {sn})" |
*
* @param {Core_Code_Reveal_Line_CodeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_line_code = /** @type {((inputs: Core_Code_Reveal_Line_CodeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Reveal_Line_CodeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_reveal_line_code(inputs)
	if (locale === "ru") return __ru.core_code_reveal_line_code(inputs)
	return __en.core_code_reveal_line_code(inputs)
});
/**
* | output |
* | --- |
* | "Account: {account}" |
*
* @param {Core_Line_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_line_account = /** @type {((inputs: Core_Line_AccountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Line_AccountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_line_account(inputs)
	if (locale === "ru") return __ru.core_line_account(inputs)
	return __en.core_line_account(inputs)
});
/**
* | output |
* | --- |
* | "Whoever sees the whole code can redeem it: make sure nobody else can see your screen." |
*
* @param {Core_Code_Reveal_ScreenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_screen = /** @type {((inputs?: Core_Code_Reveal_ScreenInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Reveal_ScreenInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_reveal_screen(inputs)
	if (locale === "ru") return __ru.core_code_reveal_screen(inputs)
	return __en.core_code_reveal_screen(inputs)
});
/**
* | output |
* | --- |
* | "Show the code" |
*
* @param {Core_Code_Reveal_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_code_reveal_confirm = /** @type {((inputs?: Core_Code_Reveal_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Code_Reveal_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_code_reveal_confirm(inputs)
	if (locale === "ru") return __ru.core_code_reveal_confirm(inputs)
	return __en.core_code_reveal_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Pay out {unit}" |
*
* @param {Core_Payout_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_title = /** @type {((inputs: Core_Payout_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Payout_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_payout_title(inputs)
	if (locale === "ru") return __ru.core_payout_title(inputs)
	return __en.core_payout_title(inputs)
});
/**
* | output |
* | --- |
* | "Pay out {amount} {unit} through {service} to {to}?" |
*
* @param {Core_Payout_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_question = /** @type {((inputs: Core_Payout_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Payout_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_payout_question(inputs)
	if (locale === "ru") return __ru.core_payout_question(inputs)
	return __en.core_payout_question(inputs)
});
/**
* | output |
* | --- |
* | "Service: {service}" |
*
* @param {Core_Payout_Line_ServiceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_line_service = /** @type {((inputs: Core_Payout_Line_ServiceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Payout_Line_ServiceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_payout_line_service(inputs)
	if (locale === "ru") return __ru.core_payout_line_service(inputs)
	return __en.core_payout_line_service(inputs)
});
/**
* | output |
* | --- |
* | "To: {to}" |
*
* @param {Core_Payout_Line_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_line_to = /** @type {((inputs: Core_Payout_Line_ToInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Payout_Line_ToInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_payout_line_to(inputs)
	if (locale === "ru") return __ru.core_payout_line_to(inputs)
	return __en.core_payout_line_to(inputs)
});
/**
* | output |
* | --- |
* | "Fee: {fee} {unit} (as the gateway states it; the exchange charges the final fee)" |
*
* @param {Core_Payout_Line_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_line_fee = /** @type {((inputs: Core_Payout_Line_FeeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Payout_Line_FeeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_payout_line_fee(inputs)
	if (locale === "ru") return __ru.core_payout_line_fee(inputs)
	return __en.core_payout_line_fee(inputs)
});
/**
* | output |
* | --- |
* | "The payment gateway says it is in test mode." |
*
* @param {Core_Payout_Test_ModeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_test_mode = /** @type {((inputs?: Core_Payout_Test_ModeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Payout_Test_ModeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_payout_test_mode(inputs)
	if (locale === "ru") return __ru.core_payout_test_mode(inputs)
	return __en.core_payout_test_mode(inputs)
});
/**
* | output |
* | --- |
* | "A payout cannot be undone." |
*
* @param {Core_Payout_FinalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_final = /** @type {((inputs?: Core_Payout_FinalInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Payout_FinalInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_payout_final(inputs)
	if (locale === "ru") return __ru.core_payout_final(inputs)
	return __en.core_payout_final(inputs)
});
/**
* | output |
* | --- |
* | "Pay out {amount} {unit}" |
*
* @param {Core_Payout_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_payout_confirm = /** @type {((inputs: Core_Payout_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Payout_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_payout_confirm(inputs)
	if (locale === "ru") return __ru.core_payout_confirm(inputs)
	return __en.core_payout_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Remove appliance" |
*
* @param {Core_Appliance_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_title = /** @type {((inputs?: Core_Appliance_Remove_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Remove_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_remove_title(inputs)
	if (locale === "ru") return __ru.core_appliance_remove_title(inputs)
	return __en.core_appliance_remove_title(inputs)
});
/**
* | output |
* | --- |
* | "Remove the appliance {name} from Satchel?" |
*
* @param {Core_Appliance_Remove_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_question = /** @type {((inputs: Core_Appliance_Remove_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Remove_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_remove_question(inputs)
	if (locale === "ru") return __ru.core_appliance_remove_question(inputs)
	return __en.core_appliance_remove_question(inputs)
});
/**
* | output |
* | --- |
* | "It is the built-in demo appliance; you can add it again at any time." |
*
* @param {Core_Appliance_Remove_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_demo = /** @type {((inputs?: Core_Appliance_Remove_DemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Remove_DemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_remove_demo(inputs)
	if (locale === "ru") return __ru.core_appliance_remove_demo(inputs)
	return __en.core_appliance_remove_demo(inputs)
});
/**
* | output |
* | --- |
* | "Satchel signs out of {host}, deletes the password of {user} from the system keychain. The appliance and its policies are not touched." |
*
* @param {Core_Appliance_Remove_DetailInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_detail = /** @type {((inputs: Core_Appliance_Remove_DetailInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Remove_DetailInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_remove_detail(inputs)
	if (locale === "ru") return __ru.core_appliance_remove_detail(inputs)
	return __en.core_appliance_remove_detail(inputs)
});
/**
* | output |
* | --- |
* | "Satchel signs out of {host}, deletes the password of {user} from the system keychain and forgets the trusted certificate. The appliance and its policies are ..." |
*
* @param {Core_Appliance_Remove_Detail_PinnedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_detail_pinned = /** @type {((inputs: Core_Appliance_Remove_Detail_PinnedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Remove_Detail_PinnedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_remove_detail_pinned(inputs)
	if (locale === "ru") return __ru.core_appliance_remove_detail_pinned(inputs)
	return __en.core_appliance_remove_detail_pinned(inputs)
});
/**
* | output |
* | --- |
* | "Remove appliance" |
*
* @param {Core_Appliance_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_appliance_remove_confirm = /** @type {((inputs?: Core_Appliance_Remove_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Appliance_Remove_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_appliance_remove_confirm(inputs)
	if (locale === "ru") return __ru.core_appliance_remove_confirm(inputs)
	return __en.core_appliance_remove_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Trust a new certificate" |
*
* @param {Core_Trust_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_trust_title = /** @type {((inputs?: Core_Trust_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Trust_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_trust_title(inputs)
	if (locale === "ru") return __ru.core_trust_title(inputs)
	return __en.core_trust_title(inputs)
});
/**
* | output |
* | --- |
* | "Trust the certificate {host} presents now for {name}?" |
*
* @param {Core_Trust_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_trust_question = /** @type {((inputs: Core_Trust_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Trust_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_trust_question(inputs)
	if (locale === "ru") return __ru.core_trust_question(inputs)
	return __en.core_trust_question(inputs)
});
/**
* | output |
* | --- |
* | "Trusted until now: SHA-256 {fingerprint}" |
*
* @param {Core_Trust_Line_Until_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_trust_line_until_now = /** @type {((inputs: Core_Trust_Line_Until_NowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Trust_Line_Until_NowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_trust_line_until_now(inputs)
	if (locale === "ru") return __ru.core_trust_line_until_now(inputs)
	return __en.core_trust_line_until_now(inputs)
});
/**
* | output |
* | --- |
* | "Trusted until now: none pinned (the system’s certificate authorities)" |
*
* @param {Core_Trust_Line_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_trust_line_none = /** @type {((inputs?: Core_Trust_Line_NoneInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Trust_Line_NoneInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_trust_line_none(inputs)
	if (locale === "ru") return __ru.core_trust_line_none(inputs)
	return __en.core_trust_line_none(inputs)
});
/**
* | output |
* | --- |
* | "Presented now: SHA-256 {fingerprint}" |
*
* @param {Core_Trust_Line_NowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_trust_line_now = /** @type {((inputs: Core_Trust_Line_NowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Trust_Line_NowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_trust_line_now(inputs)
	if (locale === "ru") return __ru.core_trust_line_now(inputs)
	return __en.core_trust_line_now(inputs)
});
/**
* | output |
* | --- |
* | "Trust it only if the appliance’s administrator replaced its certificate: otherwise someone may be in between." |
*
* @param {Core_Trust_WarningInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_trust_warning = /** @type {((inputs?: Core_Trust_WarningInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Trust_WarningInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_trust_warning(inputs)
	if (locale === "ru") return __ru.core_trust_warning(inputs)
	return __en.core_trust_warning(inputs)
});
/**
* | output |
* | --- |
* | "Trust the new certificate" |
*
* @param {Core_Trust_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_trust_confirm = /** @type {((inputs?: Core_Trust_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Trust_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_trust_confirm(inputs)
	if (locale === "ru") return __ru.core_trust_confirm(inputs)
	return __en.core_trust_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Remove account" |
*
* @param {Core_Account_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_title = /** @type {((inputs?: Core_Account_Remove_TitleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Account_Remove_TitleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_account_remove_title(inputs)
	if (locale === "ru") return __ru.core_account_remove_title(inputs)
	return __en.core_account_remove_title(inputs)
});
/**
* | output |
* | --- |
* | "Remove {name} from Satchel?" |
*
* @param {Core_Account_Remove_QuestionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_question = /** @type {((inputs: Core_Account_Remove_QuestionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Account_Remove_QuestionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_account_remove_question(inputs)
	if (locale === "ru") return __ru.core_account_remove_question(inputs)
	return __en.core_account_remove_question(inputs)
});
/**
* | output |
* | --- |
* | "Its API secret is deleted from the system keychain. The account on the exchange ({exchange}) is not touched; you can add the key again later." |
*
* @param {Core_Account_Remove_SecretInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_secret = /** @type {((inputs: Core_Account_Remove_SecretInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Account_Remove_SecretInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_account_remove_secret(inputs)
	if (locale === "ru") return __ru.core_account_remove_secret(inputs)
	return __en.core_account_remove_secret(inputs)
});
/**
* | output |
* | --- |
* | "It is an account of the built-in demo exchange; you can add it again at any time." |
*
* @param {Core_Account_Remove_DemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_demo = /** @type {((inputs?: Core_Account_Remove_DemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Account_Remove_DemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_account_remove_demo(inputs)
	if (locale === "ru") return __ru.core_account_remove_demo(inputs)
	return __en.core_account_remove_demo(inputs)
});
/**
* | output |
* | --- |
* | "The withdrawal guard of this exchange account — {kept} — is kept and applies again if you add this account again." |
*
* @param {Core_Account_Remove_Guard_KeptInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_guard_kept = /** @type {((inputs: Core_Account_Remove_Guard_KeptInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Account_Remove_Guard_KeptInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_account_remove_guard_kept(inputs)
	if (locale === "ru") return __ru.core_account_remove_guard_kept(inputs)
	return __en.core_account_remove_guard_kept(inputs)
});
/**
* | output |
* | --- |
* | "Remove account" |
*
* @param {Core_Account_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_account_remove_confirm = /** @type {((inputs?: Core_Account_Remove_ConfirmInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Account_Remove_ConfirmInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_account_remove_confirm(inputs)
	if (locale === "ru") return __ru.core_account_remove_confirm(inputs)
	return __en.core_account_remove_confirm(inputs)
});
/**
* | output |
* | --- |
* | "{unit} is not a coin: fiat withdrawals go through the payment gateway." |
*
* @param {Core_Withdraw_Not_CoinInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_not_coin = /** @type {((inputs: Core_Withdraw_Not_CoinInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Withdraw_Not_CoinInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_withdraw_not_coin(inputs)
	if (locale === "ru") return __ru.core_withdraw_not_coin(inputs)
	return __en.core_withdraw_not_coin(inputs)
});
/**
* | output |
* | --- |
* | "The exchange lists no withdrawal fee for {unit}, so Satchel cannot say what it would cost." |
*
* @param {Core_Withdraw_No_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_no_fee = /** @type {((inputs: Core_Withdraw_No_FeeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Withdraw_No_FeeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_withdraw_no_fee(inputs)
	if (locale === "ru") return __ru.core_withdraw_no_fee(inputs)
	return __en.core_withdraw_no_fee(inputs)
});
/**
* | output |
* | --- |
* | "{unit} takes no memo: clear the memo field." |
*
* @param {Core_Withdraw_No_MemoInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const core_withdraw_no_memo = /** @type {((inputs: Core_Withdraw_No_MemoInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Withdraw_No_MemoInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.core_withdraw_no_memo(inputs)
	if (locale === "ru") return __ru.core_withdraw_no_memo(inputs)
	return __en.core_withdraw_no_memo(inputs)
});