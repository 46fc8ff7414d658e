export const nav_markets: (inputs: Nav_MarketsInputs) => LocalizedString;
export const nav_balances: (inputs: Nav_BalancesInputs) => LocalizedString;
export const nav_orders: (inputs: Nav_OrdersInputs) => LocalizedString;
export const nav_deposit: (inputs: Nav_DepositInputs) => LocalizedString;
export const nav_withdraw: (inputs: Nav_WithdrawInputs) => LocalizedString;
export const nav_history: (inputs: Nav_HistoryInputs) => LocalizedString;
export const nav_fiat: (inputs: Nav_FiatInputs) => LocalizedString;
export const nav_codes: (inputs: Nav_CodesInputs) => LocalizedString;
export const nav_currencies: (inputs: Nav_CurrenciesInputs) => LocalizedString;
export const nav_fees: (inputs: Nav_FeesInputs) => LocalizedString;
export const nav_policies: (inputs: Nav_PoliciesInputs) => LocalizedString;
export const nav_settings: (inputs: Nav_SettingsInputs) => LocalizedString;
export const title_codes: (inputs: Title_CodesInputs) => LocalizedString;
export const title_deposit_of: (inputs: Title_Deposit_OfInputs) => LocalizedString;
export const title_withdraw_of: (inputs: Title_Withdraw_OfInputs) => LocalizedString;
export const title_history_of: (inputs: Title_History_OfInputs) => LocalizedString;
export const title_not_found: (inputs: Title_Not_FoundInputs) => LocalizedString;
export const first_welcome: (inputs: First_WelcomeInputs) => LocalizedString;
export const first_lead: (inputs: First_LeadInputs) => LocalizedString;
export const first_demo: (inputs: First_DemoInputs) => LocalizedString;
export const first_demo_what: (inputs: First_Demo_WhatInputs) => LocalizedString;
export const first_own: (inputs: First_OwnInputs) => LocalizedString;
export const first_own_address: (inputs: First_Own_AddressInputs) => LocalizedString;
export const first_own_hint: (inputs: First_Own_HintInputs) => LocalizedString;
export const first_starting_demo: (inputs: First_Starting_DemoInputs) => LocalizedString;
export const first_saving_own: (inputs: First_Saving_OwnInputs) => LocalizedString;
export const settings_language: (inputs: Settings_LanguageInputs) => LocalizedString;
export const settings_language_hint: (inputs: Settings_Language_HintInputs) => LocalizedString;
export const markets_shown: (inputs: Markets_ShownInputs) => LocalizedString;
export const tray_name_demo: (inputs: Tray_Name_DemoInputs) => LocalizedString;
export const tray_demo_note: (inputs: Tray_Demo_NoteInputs) => LocalizedString;
export const tray_portfolio: (inputs: Tray_PortfolioInputs) => LocalizedString;
export const tray_portfolio_unknown: (inputs: Tray_Portfolio_UnknownInputs) => LocalizedString;
export const tray_portfolio_as_of: (inputs: Tray_Portfolio_As_OfInputs) => LocalizedString;
export const tray_tooltip_as_of: (inputs: Tray_Tooltip_As_OfInputs) => LocalizedString;
export const tray_tooltip_unknown: (inputs: Tray_Tooltip_UnknownInputs) => LocalizedString;
export const tray_tooltip_hidden: (inputs: Tray_Tooltip_HiddenInputs) => LocalizedString;
export const tray_tooltip_locked: (inputs: Tray_Tooltip_LockedInputs) => LocalizedString;
export const tray_why_rates: (inputs: Tray_Why_RatesInputs) => LocalizedString;
export const tray_why_no_rate: (inputs: Tray_Why_No_RateInputs) => LocalizedString;
export const tray_not_valued: (inputs: Tray_Not_ValuedInputs) => LocalizedString;
export const tray_balance: (inputs: Tray_BalanceInputs) => LocalizedString;
export const tray_no_balances: (inputs: Tray_No_BalancesInputs) => LocalizedString;
export const tray_not_current: (inputs: Tray_Not_CurrentInputs) => LocalizedString;
export const tray_open: (inputs: Tray_OpenInputs) => LocalizedString;
export const tray_refresh: (inputs: Tray_RefreshInputs) => LocalizedString;
export const tray_check_code: (inputs: Tray_Check_CodeInputs) => LocalizedString;
export const tray_lock: (inputs: Tray_LockInputs) => LocalizedString;
export const tray_quit: (inputs: Tray_QuitInputs) => LocalizedString;
export const menu_settings_mac: (inputs: Menu_Settings_MacInputs) => LocalizedString;
export const menu_lock: (inputs: Menu_LockInputs) => LocalizedString;
export const menu_about: (inputs: Menu_AboutInputs) => LocalizedString;
export const menu_file: (inputs: Menu_FileInputs) => LocalizedString;
export const menu_edit: (inputs: Menu_EditInputs) => LocalizedString;
export const menu_view: (inputs: Menu_ViewInputs) => LocalizedString;
export const menu_go: (inputs: Menu_GoInputs) => LocalizedString;
export const menu_window: (inputs: Menu_WindowInputs) => LocalizedString;
export const menu_help: (inputs: Menu_HelpInputs) => LocalizedString;
export const menu_quit: (inputs: Menu_QuitInputs) => LocalizedString;
export const menu_find_market: (inputs: Menu_Find_MarketInputs) => LocalizedString;
export const menu_show_logs: (inputs: Menu_Show_LogsInputs) => LocalizedString;
export const menu_export_diagnostics: (inputs: Menu_Export_DiagnosticsInputs) => LocalizedString;
export const menu_shortcuts: (inputs: Menu_ShortcutsInputs) => LocalizedString;
export const menu_undo: (inputs: Menu_UndoInputs) => LocalizedString;
export const menu_redo: (inputs: Menu_RedoInputs) => LocalizedString;
export const menu_cut: (inputs: Menu_CutInputs) => LocalizedString;
export const menu_copy: (inputs: Menu_CopyInputs) => LocalizedString;
export const menu_paste: (inputs: Menu_PasteInputs) => LocalizedString;
export const menu_delete: (inputs: Menu_DeleteInputs) => LocalizedString;
export const menu_select_all: (inputs: Menu_Select_AllInputs) => LocalizedString;
export const menu_reset_zoom: (inputs: Menu_Reset_ZoomInputs) => LocalizedString;
export const menu_zoom_in: (inputs: Menu_Zoom_InInputs) => LocalizedString;
export const menu_zoom_out: (inputs: Menu_Zoom_OutInputs) => LocalizedString;
export const menu_full_screen: (inputs: Menu_Full_ScreenInputs) => LocalizedString;
export const menu_minimize: (inputs: Menu_MinimizeInputs) => LocalizedString;
export const menu_close: (inputs: Menu_CloseInputs) => LocalizedString;
export const skip_to_main: (inputs: Skip_To_MainInputs) => LocalizedString;
export const header_menu: (inputs: Header_MenuInputs) => LocalizedString;
export const demo_badge: (inputs: Demo_BadgeInputs) => LocalizedString;
export const demo_note: (inputs: Demo_NoteInputs) => LocalizedString;
export const window_title_demo: (inputs: Window_Title_DemoInputs) => LocalizedString;
export const hide_amounts: (inputs: Hide_AmountsInputs) => LocalizedString;
export const unlock_to_show_amounts: (inputs: Unlock_To_Show_AmountsInputs) => LocalizedString;
export const header_lock: (inputs: Header_LockInputs) => LocalizedString;
export const fatal_title: (inputs: Fatal_TitleInputs) => LocalizedString;
export const starting: (inputs: StartingInputs) => LocalizedString;
export const theme_label: (inputs: Theme_LabelInputs) => LocalizedString;
export const theme_appearance: (inputs: Theme_AppearanceInputs) => LocalizedString;
export const theme_system: (inputs: Theme_SystemInputs) => LocalizedString;
export const theme_light: (inputs: Theme_LightInputs) => LocalizedString;
export const theme_dark: (inputs: Theme_DarkInputs) => LocalizedString;
export const account_label: (inputs: Account_LabelInputs) => LocalizedString;
export const account_choose: (inputs: Account_ChooseInputs) => LocalizedString;
export const account_unlock_to_switch: (inputs: Account_Unlock_To_SwitchInputs) => LocalizedString;
export const settled_deposit: (inputs: Settled_DepositInputs) => LocalizedString;
export const settled_withdrawal: (inputs: Settled_WithdrawalInputs) => LocalizedString;
export const settled_title_both: (inputs: Settled_Title_BothInputs) => LocalizedString;
export const settled_title_deposit: (inputs: Settled_Title_DepositInputs) => LocalizedString;
export const settled_title_withdrawal: (inputs: Settled_Title_WithdrawalInputs) => LocalizedString;
export const update_title: (inputs: Update_TitleInputs) => LocalizedString;
export const update_message: (inputs: Update_MessageInputs) => LocalizedString;
export const update_detail: (inputs: Update_DetailInputs) => LocalizedString;
export const update_restart_now: (inputs: Update_Restart_NowInputs) => LocalizedString;
export const update_when_quit: (inputs: Update_When_QuitInputs) => LocalizedString;
export const update_not_now: (inputs: Update_Not_NowInputs) => LocalizedString;
export const crash_gone: (inputs: Crash_GoneInputs) => LocalizedString;
export const crash_window_wallet: (inputs: Crash_Window_WalletInputs) => LocalizedString;
export const crash_window_payment: (inputs: Crash_Window_PaymentInputs) => LocalizedString;
export const crash_why_abnormal: (inputs: Crash_Why_AbnormalInputs) => LocalizedString;
export const crash_why_killed: (inputs: Crash_Why_KilledInputs) => LocalizedString;
export const crash_why_crashed: (inputs: Crash_Why_CrashedInputs) => LocalizedString;
export const crash_why_oom: (inputs: Crash_Why_OomInputs) => LocalizedString;
export const crash_why_launch: (inputs: Crash_Why_LaunchInputs) => LocalizedString;
export const crash_why_integrity: (inputs: Crash_Why_IntegrityInputs) => LocalizedString;
export const crash_why_eviction: (inputs: Crash_Why_EvictionInputs) => LocalizedString;
export const crash_safe: (inputs: Crash_SafeInputs) => LocalizedString;
export const crash_reload: (inputs: Crash_ReloadInputs) => LocalizedString;
export const crash_quit: (inputs: Crash_QuitInputs) => LocalizedString;
export const crash_wait: (inputs: Crash_WaitInputs) => LocalizedString;
export const crash_unresponsive: (inputs: Crash_UnresponsiveInputs) => LocalizedString;
export const crash_unresponsive_detail: (inputs: Crash_Unresponsive_DetailInputs) => LocalizedString;
export const crash_close_payment: (inputs: Crash_Close_PaymentInputs) => LocalizedString;
export const crash_payment_safe: (inputs: Crash_Payment_SafeInputs) => LocalizedString;
export const crash_payment_unresponsive_detail: (inputs: Crash_Payment_Unresponsive_DetailInputs) => LocalizedString;
export const minutes_count: (inputs: Minutes_CountInputs) => LocalizedString;
export const hours_count: (inputs: Hours_CountInputs) => LocalizedString;
export const unit_seconds: (inputs: Unit_SecondsInputs) => LocalizedString;
export const unit_minutes: (inputs: Unit_MinutesInputs) => LocalizedString;
export const never: (inputs: NeverInputs) => LocalizedString;
export const currency_usd: (inputs: Currency_UsdInputs) => LocalizedString;
export const currency_eur: (inputs: Currency_EurInputs) => LocalizedString;
export const currency_uah: (inputs: Currency_UahInputs) => LocalizedString;
export const currency_rub: (inputs: Currency_RubInputs) => LocalizedString;
export const currency_btc: (inputs: Currency_BtcInputs) => LocalizedString;
export const prefs_display_currency: (inputs: Prefs_Display_CurrencyInputs) => LocalizedString;
export const prefs_lock_after: (inputs: Prefs_Lock_AfterInputs) => LocalizedString;
export const prefs_lock_after_hint_set: (inputs: Prefs_Lock_After_Hint_SetInputs) => LocalizedString;
export const prefs_lock_after_hint_unset: (inputs: Prefs_Lock_After_Hint_UnsetInputs) => LocalizedString;
export const prefs_refresh_prices: (inputs: Prefs_Refresh_PricesInputs) => LocalizedString;
export const prefs_refresh_balances: (inputs: Prefs_Refresh_BalancesInputs) => LocalizedString;
export const prefs_refresh_orders: (inputs: Prefs_Refresh_OrdersInputs) => LocalizedString;
export const prefs_close_to_tray: (inputs: Prefs_Close_To_TrayInputs) => LocalizedString;
export const prefs_desktop_only: (inputs: Prefs_Desktop_OnlyInputs) => LocalizedString;
export const prefs_hide_when_locked: (inputs: Prefs_Hide_When_LockedInputs) => LocalizedString;
export const prefs_updates: (inputs: Prefs_UpdatesInputs) => LocalizedString;
export const prefs_check_updates: (inputs: Prefs_Check_UpdatesInputs) => LocalizedString;
export const prefs_update_channel: (inputs: Prefs_Update_ChannelInputs) => LocalizedString;
export const prefs_channel_stable: (inputs: Prefs_Channel_StableInputs) => LocalizedString;
export const prefs_channel_beta: (inputs: Prefs_Channel_BetaInputs) => LocalizedString;
export const prefs_updates_desktop: (inputs: Prefs_Updates_DesktopInputs) => LocalizedString;
export const prefs_updates_browser: (inputs: Prefs_Updates_BrowserInputs) => LocalizedString;
export const prefs_locked_hint: (inputs: Prefs_Locked_HintInputs) => LocalizedString;
export const prefs_saved: (inputs: Prefs_SavedInputs) => LocalizedString;
export const prefs_privacy_saved: (inputs: Prefs_Privacy_SavedInputs) => LocalizedString;
export const prefs_what_tray: (inputs: Prefs_What_TrayInputs) => LocalizedString;
export const prefs_what_update: (inputs: Prefs_What_UpdateInputs) => LocalizedString;
export const prefs_what_language: (inputs: Prefs_What_LanguageInputs) => LocalizedString;
export const prefs_what_auto_lock: (inputs: Prefs_What_Auto_LockInputs) => LocalizedString;
export const prefs_what_price_interval: (inputs: Prefs_What_Price_IntervalInputs) => LocalizedString;
export const prefs_what_balance_interval: (inputs: Prefs_What_Balance_IntervalInputs) => LocalizedString;
export const prefs_what_order_interval: (inputs: Prefs_What_Order_IntervalInputs) => LocalizedString;
export const core_party_exchange: (inputs: Core_Party_ExchangeInputs) => LocalizedString;
export const core_party_gateway: (inputs: Core_Party_GatewayInputs) => LocalizedString;
export const core_server_limiting: (inputs: Core_Server_LimitingInputs) => LocalizedString;
export const core_server_trouble: (inputs: Core_Server_TroubleInputs) => LocalizedString;
export const core_server_web_page: (inputs: Core_Server_Web_PageInputs) => LocalizedString;
export const core_server_web_page_ok: (inputs: Core_Server_Web_Page_OkInputs) => LocalizedString;
export const core_server_number_too_long: (inputs: Core_Server_Number_Too_LongInputs) => LocalizedString;
export const core_server_not_found: (inputs: Core_Server_Not_FoundInputs) => LocalizedString;
export const core_server_not_found_said: (inputs: Core_Server_Not_Found_SaidInputs) => LocalizedString;
export const core_server_auth: (inputs: Core_Server_AuthInputs) => LocalizedString;
export const core_server_auth_said: (inputs: Core_Server_Auth_SaidInputs) => LocalizedString;
export const core_server_refused: (inputs: Core_Server_RefusedInputs) => LocalizedString;
export const core_server_refused_said: (inputs: Core_Server_Refused_SaidInputs) => LocalizedString;
export const core_server_timeout: (inputs: Core_Server_TimeoutInputs) => LocalizedString;
export const core_server_unreachable: (inputs: Core_Server_UnreachableInputs) => LocalizedString;
export const core_why_refused: (inputs: Core_Why_RefusedInputs) => LocalizedString;
export const core_why_not_found: (inputs: Core_Why_Not_FoundInputs) => LocalizedString;
export const core_why_dropped: (inputs: Core_Why_DroppedInputs) => LocalizedString;
export const core_why_certificate: (inputs: Core_Why_CertificateInputs) => LocalizedString;
export const core_why_no_route: (inputs: Core_Why_No_RouteInputs) => LocalizedString;
export const core_why_tls: (inputs: Core_Why_TlsInputs) => LocalizedString;
export const core_why_network: (inputs: Core_Why_NetworkInputs) => LocalizedString;
export const core_request_cancelled: (inputs: Core_Request_CancelledInputs) => LocalizedString;
export const core_appliance_web_page: (inputs: Core_Appliance_Web_PageInputs) => LocalizedString;
export const core_appliance_no_policy: (inputs: Core_Appliance_No_PolicyInputs) => LocalizedString;
export const core_appliance_no_resource: (inputs: Core_Appliance_No_ResourceInputs) => LocalizedString;
export const core_appliance_exists: (inputs: Core_Appliance_ExistsInputs) => LocalizedString;
export const core_appliance_bad_credentials: (inputs: Core_Appliance_Bad_CredentialsInputs) => LocalizedString;
export const core_appliance_session_ended: (inputs: Core_Appliance_Session_EndedInputs) => LocalizedString;
export const core_appliance_wants_session: (inputs: Core_Appliance_Wants_SessionInputs) => LocalizedString;
export const core_appliance_no_enable: (inputs: Core_Appliance_No_EnableInputs) => LocalizedString;
export const core_appliance_no_disable: (inputs: Core_Appliance_No_DisableInputs) => LocalizedString;
export const core_appliance_no_unset: (inputs: Core_Appliance_No_UnsetInputs) => LocalizedString;
export const core_appliance_unsupported_query: (inputs: Core_Appliance_Unsupported_QueryInputs) => LocalizedString;
export const core_appliance_unsupported_policy: (inputs: Core_Appliance_Unsupported_PolicyInputs) => LocalizedString;
export const core_appliance_trouble: (inputs: Core_Appliance_TroubleInputs) => LocalizedString;
export const core_appliance_trouble_said: (inputs: Core_Appliance_Trouble_SaidInputs) => LocalizedString;
export const core_appliance_auth: (inputs: Core_Appliance_AuthInputs) => LocalizedString;
export const core_appliance_auth_said: (inputs: Core_Appliance_Auth_SaidInputs) => LocalizedString;
export const core_appliance_not_found: (inputs: Core_Appliance_Not_FoundInputs) => LocalizedString;
export const core_appliance_not_found_said: (inputs: Core_Appliance_Not_Found_SaidInputs) => LocalizedString;
export const core_appliance_refused_query: (inputs: Core_Appliance_Refused_QueryInputs) => LocalizedString;
export const core_appliance_refused_query_said: (inputs: Core_Appliance_Refused_Query_SaidInputs) => LocalizedString;
export const core_appliance_refused_policy: (inputs: Core_Appliance_Refused_PolicyInputs) => LocalizedString;
export const core_appliance_refused_policy_said: (inputs: Core_Appliance_Refused_Policy_SaidInputs) => LocalizedString;
export const core_appliance_refused: (inputs: Core_Appliance_RefusedInputs) => LocalizedString;
export const core_appliance_refused_said: (inputs: Core_Appliance_Refused_SaidInputs) => LocalizedString;
export const core_appliance_sent_timeout: (inputs: Core_Appliance_Sent_TimeoutInputs) => LocalizedString;
export const core_appliance_sent_closed: (inputs: Core_Appliance_Sent_ClosedInputs) => LocalizedString;
export const core_appliance_timeout: (inputs: Core_Appliance_TimeoutInputs) => LocalizedString;
export const core_appliance_unreachable: (inputs: Core_Appliance_UnreachableInputs) => LocalizedString;
export const core_kind_validation: (inputs: Core_Kind_ValidationInputs) => LocalizedString;
export const core_kind_auth: (inputs: Core_Kind_AuthInputs) => LocalizedString;
export const core_kind_keychain: (inputs: Core_Kind_KeychainInputs) => LocalizedString;
export const core_kind_network: (inputs: Core_Kind_NetworkInputs) => LocalizedString;
export const core_kind_unavailable: (inputs: Core_Kind_UnavailableInputs) => LocalizedString;
export const core_kind_exchange: (inputs: Core_Kind_ExchangeInputs) => LocalizedString;
export const core_kind_malformed: (inputs: Core_Kind_MalformedInputs) => LocalizedString;
export const core_kind_not_found: (inputs: Core_Kind_Not_FoundInputs) => LocalizedString;
export const core_kind_locked: (inputs: Core_Kind_LockedInputs) => LocalizedString;
export const core_kind_declined: (inputs: Core_Kind_DeclinedInputs) => LocalizedString;
export const core_kind_guard: (inputs: Core_Kind_GuardInputs) => LocalizedString;
export const core_kind_unknown_outcome: (inputs: Core_Kind_Unknown_OutcomeInputs) => LocalizedString;
export const core_kind_cancelled: (inputs: Core_Kind_CancelledInputs) => LocalizedString;
export const core_kind_internal: (inputs: Core_Kind_InternalInputs) => LocalizedString;
export const core_with_appliance_code: (inputs: Core_With_Appliance_CodeInputs) => LocalizedString;
export const core_keychain_locked_mac: (inputs: Core_Keychain_Locked_MacInputs) => LocalizedString;
export const core_keychain_locked_windows: (inputs: Core_Keychain_Locked_WindowsInputs) => LocalizedString;
export const core_keychain_locked: (inputs: Core_Keychain_LockedInputs) => LocalizedString;
export const core_keychain_missing: (inputs: Core_Keychain_MissingInputs) => LocalizedString;
export const core_keychain_no_keyring: (inputs: Core_Keychain_No_KeyringInputs) => LocalizedString;
export const core_keychain_no_module: (inputs: Core_Keychain_No_ModuleInputs) => LocalizedString;
export const core_keychain_timeout: (inputs: Core_Keychain_TimeoutInputs) => LocalizedString;
export const core_keychain_failed: (inputs: Core_Keychain_FailedInputs) => LocalizedString;
export const core_lock_locked: (inputs: Core_Lock_LockedInputs) => LocalizedString;
export const core_lock_no_password: (inputs: Core_Lock_No_PasswordInputs) => LocalizedString;
export const core_lock_checking: (inputs: Core_Lock_CheckingInputs) => LocalizedString;
export const core_lock_too_many: (inputs: Core_Lock_Too_ManyInputs) => LocalizedString;
export const core_lock_enter_password: (inputs: Core_Lock_Enter_PasswordInputs) => LocalizedString;
export const core_lock_wrong: (inputs: Core_Lock_WrongInputs) => LocalizedString;
export const core_lock_too_short: (inputs: Core_Lock_Too_ShortInputs) => LocalizedString;
export const core_guard_address_unknown: (inputs: Core_Guard_Address_UnknownInputs) => LocalizedString;
export const core_guard_not_saved: (inputs: Core_Guard_Not_SavedInputs) => LocalizedString;
export const core_guard_not_saved_memo: (inputs: Core_Guard_Not_Saved_MemoInputs) => LocalizedString;
export const core_guard_no_codes: (inputs: Core_Guard_No_CodesInputs) => LocalizedString;
export const core_guard_daily_limit: (inputs: Core_Guard_Daily_LimitInputs) => LocalizedString;
export const core_declined: (inputs: Core_DeclinedInputs) => LocalizedString;
export const core_needs_password: (inputs: Core_Needs_PasswordInputs) => LocalizedString;
export const core_confirm_gone: (inputs: Core_Confirm_GoneInputs) => LocalizedString;
export const core_code_mistyped: (inputs: Core_Code_MistypedInputs) => LocalizedString;
export const core_code_digits: (inputs: Core_Code_DigitsInputs) => LocalizedString;
export const core_amount_positive: (inputs: Core_Amount_PositiveInputs) => LocalizedString;
export const core_code_available: (inputs: Core_Code_AvailableInputs) => LocalizedString;
export const core_code_refundable_past: (inputs: Core_Code_Refundable_PastInputs) => LocalizedString;
export const core_code_used: (inputs: Core_Code_UsedInputs) => LocalizedString;
export const core_code_redeeming: (inputs: Core_Code_RedeemingInputs) => LocalizedString;
export const core_code_cancelled: (inputs: Core_Code_CancelledInputs) => LocalizedString;
export const core_code_on_hold: (inputs: Core_Code_On_HoldInputs) => LocalizedString;
export const core_code_redeem_unread: (inputs: Core_Code_Redeem_UnreadInputs) => LocalizedString;
export const core_code_redeem_lost: (inputs: Core_Code_Redeem_LostInputs) => LocalizedString;
export const core_code_reveal_declined: (inputs: Core_Code_Reveal_DeclinedInputs) => LocalizedString;
export const core_fiat_switched: (inputs: Core_Fiat_SwitchedInputs) => LocalizedString;
export const core_fiat_not_payment: (inputs: Core_Fiat_Not_PaymentInputs) => LocalizedString;
export const core_fiat_for_payout: (inputs: Core_Fiat_For_PayoutInputs) => LocalizedString;
export const core_fiat_for_deposit: (inputs: Core_Fiat_For_DepositInputs) => LocalizedString;
export const core_fiat_no_key: (inputs: Core_Fiat_No_KeyInputs) => LocalizedString;
export const core_fiat_service_gone: (inputs: Core_Fiat_Service_GoneInputs) => LocalizedString;
export const core_fiat_no_action: (inputs: Core_Fiat_No_ActionInputs) => LocalizedString;
export const core_fiat_no_deposit_id: (inputs: Core_Fiat_No_Deposit_IdInputs) => LocalizedString;
export const core_withdraw_title: (inputs: Core_Withdraw_TitleInputs) => LocalizedString;
export const core_withdraw_question: (inputs: Core_Withdraw_QuestionInputs) => LocalizedString;
export const core_withdraw_question_look_alike: (inputs: Core_Withdraw_Question_Look_AlikeInputs) => LocalizedString;
export const core_withdraw_confirm: (inputs: Core_Withdraw_ConfirmInputs) => LocalizedString;
export const core_line_from_account: (inputs: Core_Line_From_AccountInputs) => LocalizedString;
export const core_line_memo: (inputs: Core_Line_MemoInputs) => LocalizedString;
export const core_line_no_memo: (inputs: Core_Line_No_MemoInputs) => LocalizedString;
export const core_line_recipient_gets: (inputs: Core_Line_Recipient_GetsInputs) => LocalizedString;
export const core_line_fee: (inputs: Core_Line_FeeInputs) => LocalizedString;
export const core_line_fee_included: (inputs: Core_Line_Fee_IncludedInputs) => LocalizedString;
export const core_line_debit: (inputs: Core_Line_DebitInputs) => LocalizedString;
export const core_withdraw_final: (inputs: Core_Withdraw_FinalInputs) => LocalizedString;
export const core_line_to_groups: (inputs: Core_Line_To_GroupsInputs) => LocalizedString;
export const core_cancel_title: (inputs: Core_Cancel_TitleInputs) => LocalizedString;
export const core_cancel_question: (inputs: Core_Cancel_QuestionInputs) => LocalizedString;
export const core_cancel_detail: (inputs: Core_Cancel_DetailInputs) => LocalizedString;
export const core_order_buy: (inputs: Core_Order_BuyInputs) => LocalizedString;
export const core_order_sell: (inputs: Core_Order_SellInputs) => LocalizedString;
export const core_order_limit: (inputs: Core_Order_LimitInputs) => LocalizedString;
export const core_order_market: (inputs: Core_Order_MarketInputs) => LocalizedString;
export const core_cancel_many_title: (inputs: Core_Cancel_Many_TitleInputs) => LocalizedString;
export const core_cancel_many_question: (inputs: Core_Cancel_Many_QuestionInputs) => LocalizedString;
export const core_cancel_many_confirm: (inputs: Core_Cancel_Many_ConfirmInputs) => LocalizedString;
export const core_cancel_not_open: (inputs: Core_Cancel_Not_OpenInputs) => LocalizedString;
export const core_policy_nothing_changed: (inputs: Core_Policy_Nothing_ChangedInputs) => LocalizedString;
export const core_policy_appliance_changed: (inputs: Core_Policy_Appliance_ChangedInputs) => LocalizedString;
export const core_policy_read_back_failed: (inputs: Core_Policy_Read_Back_FailedInputs) => LocalizedString;
export const core_policy_add_title: (inputs: Core_Policy_Add_TitleInputs) => LocalizedString;
export const core_policy_add_question: (inputs: Core_Policy_Add_QuestionInputs) => LocalizedString;
export const core_policy_add_detail: (inputs: Core_Policy_Add_DetailInputs) => LocalizedString;
export const core_policy_add_confirm: (inputs: Core_Policy_Add_ConfirmInputs) => LocalizedString;
export const core_policy_change_title: (inputs: Core_Policy_Change_TitleInputs) => LocalizedString;
export const core_policy_change_question: (inputs: Core_Policy_Change_QuestionInputs) => LocalizedString;
export const core_policy_change_confirm: (inputs: Core_Policy_Change_ConfirmInputs) => LocalizedString;
export const core_policy_rename_title: (inputs: Core_Policy_Rename_TitleInputs) => LocalizedString;
export const core_policy_rename_question: (inputs: Core_Policy_Rename_QuestionInputs) => LocalizedString;
export const core_policy_rename_detail: (inputs: Core_Policy_Rename_DetailInputs) => LocalizedString;
export const core_policy_rename_confirm: (inputs: Core_Policy_Rename_ConfirmInputs) => LocalizedString;
export const core_policy_reset_title: (inputs: Core_Policy_Reset_TitleInputs) => LocalizedString;
export const core_policy_reset_rule: (inputs: Core_Policy_Reset_RuleInputs) => LocalizedString;
export const core_policy_reset_action: (inputs: Core_Policy_Reset_ActionInputs) => LocalizedString;
export const core_policy_reset_both: (inputs: Core_Policy_Reset_BothInputs) => LocalizedString;
export const core_policy_line_policy: (inputs: Core_Policy_Line_PolicyInputs) => LocalizedString;
export const core_policy_line_action_now: (inputs: Core_Policy_Line_Action_NowInputs) => LocalizedString;
export const core_policy_line_rule_now: (inputs: Core_Policy_Line_Rule_NowInputs) => LocalizedString;
export const core_policy_line_action: (inputs: Core_Policy_Line_ActionInputs) => LocalizedString;
export const core_policy_line_rule: (inputs: Core_Policy_Line_RuleInputs) => LocalizedString;
export const core_policy_reset_defaults: (inputs: Core_Policy_Reset_DefaultsInputs) => LocalizedString;
export const core_policy_reset_confirm: (inputs: Core_Policy_Reset_ConfirmInputs) => LocalizedString;
export const core_policy_enable_many_title: (inputs: Core_Policy_Enable_Many_TitleInputs) => LocalizedString;
export const core_policy_disable_many_title: (inputs: Core_Policy_Disable_Many_TitleInputs) => LocalizedString;
export const core_policy_enable_many_question: (inputs: Core_Policy_Enable_Many_QuestionInputs) => LocalizedString;
export const core_policy_disable_many_question: (inputs: Core_Policy_Disable_Many_QuestionInputs) => LocalizedString;
export const core_policy_enable_many_confirm: (inputs: Core_Policy_Enable_Many_ConfirmInputs) => LocalizedString;
export const core_policy_disable_many_confirm: (inputs: Core_Policy_Disable_Many_ConfirmInputs) => LocalizedString;
export const core_policy_enable_title: (inputs: Core_Policy_Enable_TitleInputs) => LocalizedString;
export const core_policy_disable_title: (inputs: Core_Policy_Disable_TitleInputs) => LocalizedString;
export const core_policy_enable_question: (inputs: Core_Policy_Enable_QuestionInputs) => LocalizedString;
export const core_policy_disable_question: (inputs: Core_Policy_Disable_QuestionInputs) => LocalizedString;
export const core_policy_disable_deny: (inputs: Core_Policy_Disable_DenyInputs) => LocalizedString;
export const core_policy_disable_other: (inputs: Core_Policy_Disable_OtherInputs) => LocalizedString;
export const core_policy_enable_allows: (inputs: Core_Policy_Enable_AllowsInputs) => LocalizedString;
export const core_policy_enable_confirm: (inputs: Core_Policy_Enable_ConfirmInputs) => LocalizedString;
export const core_policy_disable_confirm: (inputs: Core_Policy_Disable_ConfirmInputs) => LocalizedString;
export const core_policy_delete_title: (inputs: Core_Policy_Delete_TitleInputs) => LocalizedString;
export const core_policy_delete_many_title: (inputs: Core_Policy_Delete_Many_TitleInputs) => LocalizedString;
export const core_policy_delete_question: (inputs: Core_Policy_Delete_QuestionInputs) => LocalizedString;
export const core_policy_delete_many_question: (inputs: Core_Policy_Delete_Many_QuestionInputs) => LocalizedString;
export const core_policy_delete_detail: (inputs: Core_Policy_Delete_DetailInputs) => LocalizedString;
export const core_policy_delete_confirm: (inputs: Core_Policy_Delete_ConfirmInputs) => LocalizedString;
export const core_policy_delete_many_confirm: (inputs: Core_Policy_Delete_Many_ConfirmInputs) => LocalizedString;
export const core_op_profiles_list: (inputs: Core_Op_Profiles_ListInputs) => LocalizedString;
export const core_op_profiles_add: (inputs: Core_Op_Profiles_AddInputs) => LocalizedString;
export const core_op_profiles_add_demo: (inputs: Core_Op_Profiles_Add_DemoInputs) => LocalizedString;
export const core_op_profiles_rename: (inputs: Core_Op_Profiles_RenameInputs) => LocalizedString;
export const core_op_profiles_remove: (inputs: Core_Op_Profiles_RemoveInputs) => LocalizedString;
export const core_op_profiles_activate: (inputs: Core_Op_Profiles_ActivateInputs) => LocalizedString;
export const core_op_account_me: (inputs: Core_Op_Account_MeInputs) => LocalizedString;
export const core_op_balances_list: (inputs: Core_Op_Balances_ListInputs) => LocalizedString;
export const core_op_account_watch: (inputs: Core_Op_Account_WatchInputs) => LocalizedString;
export const core_op_account_refresh: (inputs: Core_Op_Account_RefreshInputs) => LocalizedString;
export const core_op_value_history_get: (inputs: Core_Op_Value_History_GetInputs) => LocalizedString;
export const core_op_value_history_record: (inputs: Core_Op_Value_History_RecordInputs) => LocalizedString;
export const core_op_value_history_adopt: (inputs: Core_Op_Value_History_AdoptInputs) => LocalizedString;
export const core_op_app_info: (inputs: Core_Op_App_InfoInputs) => LocalizedString;
export const core_op_app_notices: (inputs: Core_Op_App_NoticesInputs) => LocalizedString;
export const core_op_app_activity: (inputs: Core_Op_App_ActivityInputs) => LocalizedString;
export const core_op_app_export_diagnostics: (inputs: Core_Op_App_Export_DiagnosticsInputs) => LocalizedString;
export const core_op_settings_get: (inputs: Core_Op_Settings_GetInputs) => LocalizedString;
export const core_op_settings_update: (inputs: Core_Op_Settings_UpdateInputs) => LocalizedString;
export const core_op_confirm_answer: (inputs: Core_Op_Confirm_AnswerInputs) => LocalizedString;
export const core_op_lock_status: (inputs: Core_Op_Lock_StatusInputs) => LocalizedString;
export const core_op_lock_unlock: (inputs: Core_Op_Lock_UnlockInputs) => LocalizedString;
export const core_op_lock_lock: (inputs: Core_Op_Lock_LockInputs) => LocalizedString;
export const core_op_lock_set_password: (inputs: Core_Op_Lock_Set_PasswordInputs) => LocalizedString;
export const core_op_appliances_list: (inputs: Core_Op_Appliances_ListInputs) => LocalizedString;
export const core_op_appliances_add: (inputs: Core_Op_Appliances_AddInputs) => LocalizedString;
export const core_op_appliances_add_demo: (inputs: Core_Op_Appliances_Add_DemoInputs) => LocalizedString;
export const core_op_appliances_rename: (inputs: Core_Op_Appliances_RenameInputs) => LocalizedString;
export const core_op_appliances_remove: (inputs: Core_Op_Appliances_RemoveInputs) => LocalizedString;
export const core_op_appliances_activate: (inputs: Core_Op_Appliances_ActivateInputs) => LocalizedString;
export const core_op_appliances_certificate: (inputs: Core_Op_Appliances_CertificateInputs) => LocalizedString;
export const core_op_appliances_trust: (inputs: Core_Op_Appliances_TrustInputs) => LocalizedString;
export const core_op_policies_list: (inputs: Core_Op_Policies_ListInputs) => LocalizedString;
export const core_op_policies_get: (inputs: Core_Op_Policies_GetInputs) => LocalizedString;
export const core_op_policies_add: (inputs: Core_Op_Policies_AddInputs) => LocalizedString;
export const core_op_policies_update: (inputs: Core_Op_Policies_UpdateInputs) => LocalizedString;
export const core_op_policies_rename: (inputs: Core_Op_Policies_RenameInputs) => LocalizedString;
export const core_op_policies_remove: (inputs: Core_Op_Policies_RemoveInputs) => LocalizedString;
export const core_op_policies_enable: (inputs: Core_Op_Policies_EnableInputs) => LocalizedString;
export const core_op_policies_disable: (inputs: Core_Op_Policies_DisableInputs) => LocalizedString;
export const core_op_policies_unset: (inputs: Core_Op_Policies_UnsetInputs) => LocalizedString;
export const core_op_codes_check: (inputs: Core_Op_Codes_CheckInputs) => LocalizedString;
export const core_op_codes_create: (inputs: Core_Op_Codes_CreateInputs) => LocalizedString;
export const core_op_codes_redeem: (inputs: Core_Op_Codes_RedeemInputs) => LocalizedString;
export const core_op_codes_details: (inputs: Core_Op_Codes_DetailsInputs) => LocalizedString;
export const core_op_codes_issued: (inputs: Core_Op_Codes_IssuedInputs) => LocalizedString;
export const core_op_codes_redeemed: (inputs: Core_Op_Codes_RedeemedInputs) => LocalizedString;
export const core_op_deposits_info: (inputs: Core_Op_Deposits_InfoInputs) => LocalizedString;
export const core_op_deposits_generate_address: (inputs: Core_Op_Deposits_Generate_AddressInputs) => LocalizedString;
export const core_op_deposits_details: (inputs: Core_Op_Deposits_DetailsInputs) => LocalizedString;
export const core_op_fiat_open: (inputs: Core_Op_Fiat_OpenInputs) => LocalizedString;
export const core_op_fiat_context: (inputs: Core_Op_Fiat_ContextInputs) => LocalizedString;
export const core_op_fiat_payout_services: (inputs: Core_Op_Fiat_Payout_ServicesInputs) => LocalizedString;
export const core_op_fiat_withdraw: (inputs: Core_Op_Fiat_WithdrawInputs) => LocalizedString;
export const core_op_fiat_deposit_services: (inputs: Core_Op_Fiat_Deposit_ServicesInputs) => LocalizedString;
export const core_op_fiat_deposit: (inputs: Core_Op_Fiat_DepositInputs) => LocalizedString;
export const core_op_fiat_deposit_simple: (inputs: Core_Op_Fiat_Deposit_SimpleInputs) => LocalizedString;
export const core_op_history_list: (inputs: Core_Op_History_ListInputs) => LocalizedString;
export const core_op_history_export: (inputs: Core_Op_History_ExportInputs) => LocalizedString;
export const core_op_market_time: (inputs: Core_Op_Market_TimeInputs) => LocalizedString;
export const core_op_market_currencies: (inputs: Core_Op_Market_CurrenciesInputs) => LocalizedString;
export const core_op_market_rates: (inputs: Core_Op_Market_RatesInputs) => LocalizedString;
export const core_op_market_markets: (inputs: Core_Op_Market_MarketsInputs) => LocalizedString;
export const core_op_market_tickers: (inputs: Core_Op_Market_TickersInputs) => LocalizedString;
export const core_op_market_fees: (inputs: Core_Op_Market_FeesInputs) => LocalizedString;
export const core_op_book_get: (inputs: Core_Op_Book_GetInputs) => LocalizedString;
export const core_op_feed_watch: (inputs: Core_Op_Feed_WatchInputs) => LocalizedString;
export const core_op_feed_retry: (inputs: Core_Op_Feed_RetryInputs) => LocalizedString;
export const core_op_orders_active: (inputs: Core_Op_Orders_ActiveInputs) => LocalizedString;
export const core_op_orders_history: (inputs: Core_Op_Orders_HistoryInputs) => LocalizedString;
export const core_op_orders_trades: (inputs: Core_Op_Orders_TradesInputs) => LocalizedString;
export const core_op_orders_cancel: (inputs: Core_Op_Orders_CancelInputs) => LocalizedString;
export const core_op_orders_cancel_many: (inputs: Core_Op_Orders_Cancel_ManyInputs) => LocalizedString;
export const core_op_withdrawals_create: (inputs: Core_Op_Withdrawals_CreateInputs) => LocalizedString;
export const core_op_withdrawals_details: (inputs: Core_Op_Withdrawals_DetailsInputs) => LocalizedString;
export const core_op_guard_get: (inputs: Core_Op_Guard_GetInputs) => LocalizedString;
export const core_op_guard_save_address: (inputs: Core_Op_Guard_Save_AddressInputs) => LocalizedString;
export const core_op_guard_remove_address: (inputs: Core_Op_Guard_Remove_AddressInputs) => LocalizedString;
export const core_op_guard_set_rule: (inputs: Core_Op_Guard_Set_RuleInputs) => LocalizedString;
export const core_could_not: (inputs: Core_Could_NotInputs) => LocalizedString;
export const core_payment_window_cannot: (inputs: Core_Payment_Window_CannotInputs) => LocalizedString;
export const core_only_payment_window: (inputs: Core_Only_Payment_WindowInputs) => LocalizedString;
export const core_status_done: (inputs: Core_Status_DoneInputs) => LocalizedString;
export const core_status_pending: (inputs: Core_Status_PendingInputs) => LocalizedString;
export const core_status_unknown: (inputs: Core_Status_UnknownInputs) => LocalizedString;
export const core_status_canceled: (inputs: Core_Status_CanceledInputs) => LocalizedString;
export const core_status_awaiting_confirmation: (inputs: Core_Status_Awaiting_ConfirmationInputs) => LocalizedString;
export const core_status_blank: (inputs: Core_Status_BlankInputs) => LocalizedString;
export const core_about_title: (inputs: Core_About_TitleInputs) => LocalizedString;
export const core_about_version: (inputs: Core_About_VersionInputs) => LocalizedString;
export const core_about_version_demo: (inputs: Core_About_Version_DemoInputs) => LocalizedString;
export const core_about_licence: (inputs: Core_About_LicenceInputs) => LocalizedString;
export const core_about_folder: (inputs: Core_About_FolderInputs) => LocalizedString;
export const core_about_shortcuts: (inputs: Core_About_ShortcutsInputs) => LocalizedString;
export const core_about_key_views: (inputs: Core_About_Key_ViewsInputs) => LocalizedString;
export const core_about_key_settings: (inputs: Core_About_Key_SettingsInputs) => LocalizedString;
export const core_about_key_find: (inputs: Core_About_Key_FindInputs) => LocalizedString;
export const core_about_key_lock: (inputs: Core_About_Key_LockInputs) => LocalizedString;
export const core_code_create_title: (inputs: Core_Code_Create_TitleInputs) => LocalizedString;
export const core_code_create_question: (inputs: Core_Code_Create_QuestionInputs) => LocalizedString;
export const core_code_create_confirm: (inputs: Core_Code_Create_ConfirmInputs) => LocalizedString;
export const core_code_line_amount: (inputs: Core_Code_Line_AmountInputs) => LocalizedString;
export const core_code_line_only: (inputs: Core_Code_Line_OnlyInputs) => LocalizedString;
export const core_code_line_anyone: (inputs: Core_Code_Line_AnyoneInputs) => LocalizedString;
export const core_code_line_not_before: (inputs: Core_Code_Line_Not_BeforeInputs) => LocalizedString;
export const core_code_line_public: (inputs: Core_Code_Line_PublicInputs) => LocalizedString;
export const core_code_line_private: (inputs: Core_Code_Line_PrivateInputs) => LocalizedString;
export const core_code_like_cash: (inputs: Core_Code_Like_CashInputs) => LocalizedString;
export const core_code_redeem_title: (inputs: Core_Code_Redeem_TitleInputs) => LocalizedString;
export const core_code_redeem_question: (inputs: Core_Code_Redeem_QuestionInputs) => LocalizedString;
export const core_code_redeem_line_amount: (inputs: Core_Code_Redeem_Line_AmountInputs) => LocalizedString;
export const core_code_line_comment: (inputs: Core_Code_Line_CommentInputs) => LocalizedString;
export const core_code_line_code: (inputs: Core_Code_Line_CodeInputs) => LocalizedString;
export const core_code_redeem_confirm: (inputs: Core_Code_Redeem_ConfirmInputs) => LocalizedString;
export const core_code_reveal_title: (inputs: Core_Code_Reveal_TitleInputs) => LocalizedString;
export const core_code_reveal_question: (inputs: Core_Code_Reveal_QuestionInputs) => LocalizedString;
export const core_code_reveal_line_code: (inputs: Core_Code_Reveal_Line_CodeInputs) => LocalizedString;
export const core_line_account: (inputs: Core_Line_AccountInputs) => LocalizedString;
export const core_code_reveal_screen: (inputs: Core_Code_Reveal_ScreenInputs) => LocalizedString;
export const core_code_reveal_confirm: (inputs: Core_Code_Reveal_ConfirmInputs) => LocalizedString;
export const core_payout_title: (inputs: Core_Payout_TitleInputs) => LocalizedString;
export const core_payout_question: (inputs: Core_Payout_QuestionInputs) => LocalizedString;
export const core_payout_line_service: (inputs: Core_Payout_Line_ServiceInputs) => LocalizedString;
export const core_payout_line_to: (inputs: Core_Payout_Line_ToInputs) => LocalizedString;
export const core_payout_line_fee: (inputs: Core_Payout_Line_FeeInputs) => LocalizedString;
export const core_payout_test_mode: (inputs: Core_Payout_Test_ModeInputs) => LocalizedString;
export const core_payout_final: (inputs: Core_Payout_FinalInputs) => LocalizedString;
export const core_payout_confirm: (inputs: Core_Payout_ConfirmInputs) => LocalizedString;
export const core_appliance_remove_title: (inputs: Core_Appliance_Remove_TitleInputs) => LocalizedString;
export const core_appliance_remove_question: (inputs: Core_Appliance_Remove_QuestionInputs) => LocalizedString;
export const core_appliance_remove_demo: (inputs: Core_Appliance_Remove_DemoInputs) => LocalizedString;
export const core_appliance_remove_detail: (inputs: Core_Appliance_Remove_DetailInputs) => LocalizedString;
export const core_appliance_remove_detail_pinned: (inputs: Core_Appliance_Remove_Detail_PinnedInputs) => LocalizedString;
export const core_appliance_remove_confirm: (inputs: Core_Appliance_Remove_ConfirmInputs) => LocalizedString;
export const core_trust_title: (inputs: Core_Trust_TitleInputs) => LocalizedString;
export const core_trust_question: (inputs: Core_Trust_QuestionInputs) => LocalizedString;
export const core_trust_line_until_now: (inputs: Core_Trust_Line_Until_NowInputs) => LocalizedString;
export const core_trust_line_none: (inputs: Core_Trust_Line_NoneInputs) => LocalizedString;
export const core_trust_line_now: (inputs: Core_Trust_Line_NowInputs) => LocalizedString;
export const core_trust_warning: (inputs: Core_Trust_WarningInputs) => LocalizedString;
export const core_trust_confirm: (inputs: Core_Trust_ConfirmInputs) => LocalizedString;
export const core_account_remove_title: (inputs: Core_Account_Remove_TitleInputs) => LocalizedString;
export const core_account_remove_question: (inputs: Core_Account_Remove_QuestionInputs) => LocalizedString;
export const core_account_remove_secret: (inputs: Core_Account_Remove_SecretInputs) => LocalizedString;
export const core_account_remove_demo: (inputs: Core_Account_Remove_DemoInputs) => LocalizedString;
export const core_account_remove_guard_kept: (inputs: Core_Account_Remove_Guard_KeptInputs) => LocalizedString;
export const core_account_remove_confirm: (inputs: Core_Account_Remove_ConfirmInputs) => LocalizedString;
export const core_withdraw_not_coin: (inputs: Core_Withdraw_Not_CoinInputs) => LocalizedString;
export const core_withdraw_no_fee: (inputs: Core_Withdraw_No_FeeInputs) => LocalizedString;
export const core_withdraw_no_memo: (inputs: Core_Withdraw_No_MemoInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_MarketsInputs = {};
export type Nav_BalancesInputs = {};
export type Nav_OrdersInputs = {};
export type Nav_DepositInputs = {};
export type Nav_WithdrawInputs = {};
export type Nav_HistoryInputs = {};
export type Nav_FiatInputs = {};
export type Nav_CodesInputs = {};
export type Nav_CurrenciesInputs = {};
export type Nav_FeesInputs = {};
export type Nav_PoliciesInputs = {};
export type Nav_SettingsInputs = {};
export type Title_CodesInputs = {};
export type Title_Deposit_OfInputs = {
    currency: NonNullable<unknown>;
};
export type Title_Withdraw_OfInputs = {
    currency: NonNullable<unknown>;
};
export type Title_History_OfInputs = {
    currency: NonNullable<unknown>;
};
export type Title_Not_FoundInputs = {};
export type First_WelcomeInputs = {};
export type First_LeadInputs = {};
export type First_DemoInputs = {};
export type First_Demo_WhatInputs = {};
export type First_OwnInputs = {};
export type First_Own_AddressInputs = {};
export type First_Own_HintInputs = {};
export type First_Starting_DemoInputs = {};
export type First_Saving_OwnInputs = {};
export type Settings_LanguageInputs = {};
export type Settings_Language_HintInputs = {};
export type Markets_ShownInputs = {
    shown: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Tray_Name_DemoInputs = {};
export type Tray_Demo_NoteInputs = {};
export type Tray_PortfolioInputs = {
    value: NonNullable<unknown>;
};
export type Tray_Portfolio_UnknownInputs = {};
export type Tray_Portfolio_As_OfInputs = {
    time: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Tray_Tooltip_As_OfInputs = {
    value: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Tray_Tooltip_UnknownInputs = {};
export type Tray_Tooltip_HiddenInputs = {};
export type Tray_Tooltip_LockedInputs = {};
export type Tray_Why_RatesInputs = {};
export type Tray_Why_No_RateInputs = {
    currencies: NonNullable<unknown>;
};
export type Tray_Not_ValuedInputs = {
    why: NonNullable<unknown>;
};
export type Tray_BalanceInputs = {
    code: NonNullable<unknown>;
    available: NonNullable<unknown>;
    total: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Tray_No_BalancesInputs = {};
export type Tray_Not_CurrentInputs = {
    problem: NonNullable<unknown>;
};
export type Tray_OpenInputs = {};
export type Tray_RefreshInputs = {};
export type Tray_Check_CodeInputs = {};
export type Tray_LockInputs = {};
export type Tray_QuitInputs = {};
export type Menu_Settings_MacInputs = {};
export type Menu_LockInputs = {};
export type Menu_AboutInputs = {
    app: NonNullable<unknown>;
};
export type Menu_FileInputs = {};
export type Menu_EditInputs = {};
export type Menu_ViewInputs = {};
export type Menu_GoInputs = {};
export type Menu_WindowInputs = {};
export type Menu_HelpInputs = {};
export type Menu_QuitInputs = {};
export type Menu_Find_MarketInputs = {};
export type Menu_Show_LogsInputs = {};
export type Menu_Export_DiagnosticsInputs = {};
export type Menu_ShortcutsInputs = {};
export type Menu_UndoInputs = {};
export type Menu_RedoInputs = {};
export type Menu_CutInputs = {};
export type Menu_CopyInputs = {};
export type Menu_PasteInputs = {};
export type Menu_DeleteInputs = {};
export type Menu_Select_AllInputs = {};
export type Menu_Reset_ZoomInputs = {};
export type Menu_Zoom_InInputs = {};
export type Menu_Zoom_OutInputs = {};
export type Menu_Full_ScreenInputs = {};
export type Menu_MinimizeInputs = {};
export type Menu_CloseInputs = {};
export type Skip_To_MainInputs = {};
export type Header_MenuInputs = {};
export type Demo_BadgeInputs = {};
export type Demo_NoteInputs = {};
export type Window_Title_DemoInputs = {
    title: NonNullable<unknown>;
};
export type Hide_AmountsInputs = {};
export type Unlock_To_Show_AmountsInputs = {};
export type Header_LockInputs = {};
export type Fatal_TitleInputs = {};
export type StartingInputs = {};
export type Theme_LabelInputs = {};
export type Theme_AppearanceInputs = {};
export type Theme_SystemInputs = {};
export type Theme_LightInputs = {};
export type Theme_DarkInputs = {};
export type Account_LabelInputs = {};
export type Account_ChooseInputs = {};
export type Account_Unlock_To_SwitchInputs = {};
export type Settled_DepositInputs = {
    list: NonNullable<unknown>;
};
export type Settled_WithdrawalInputs = {
    list: NonNullable<unknown>;
};
export type Settled_Title_BothInputs = {};
export type Settled_Title_DepositInputs = {};
export type Settled_Title_WithdrawalInputs = {};
export type Update_TitleInputs = {};
export type Update_MessageInputs = {
    version: NonNullable<unknown>;
};
export type Update_DetailInputs = {};
export type Update_Restart_NowInputs = {};
export type Update_When_QuitInputs = {};
export type Update_Not_NowInputs = {};
export type Crash_GoneInputs = {
    window: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Crash_Window_WalletInputs = {};
export type Crash_Window_PaymentInputs = {};
export type Crash_Why_AbnormalInputs = {};
export type Crash_Why_KilledInputs = {};
export type Crash_Why_CrashedInputs = {};
export type Crash_Why_OomInputs = {};
export type Crash_Why_LaunchInputs = {};
export type Crash_Why_IntegrityInputs = {};
export type Crash_Why_EvictionInputs = {};
export type Crash_SafeInputs = {};
export type Crash_ReloadInputs = {};
export type Crash_QuitInputs = {};
export type Crash_WaitInputs = {};
export type Crash_UnresponsiveInputs = {
    window: NonNullable<unknown>;
};
export type Crash_Unresponsive_DetailInputs = {};
export type Crash_Close_PaymentInputs = {};
export type Crash_Payment_SafeInputs = {};
export type Crash_Payment_Unresponsive_DetailInputs = {
    safe: NonNullable<unknown>;
};
export type Minutes_CountInputs = {
    count: NonNullable<unknown>;
};
export type Hours_CountInputs = {
    count: NonNullable<unknown>;
};
export type Unit_SecondsInputs = {
    n: NonNullable<unknown>;
};
export type Unit_MinutesInputs = {
    n: NonNullable<unknown>;
};
export type NeverInputs = {};
export type Currency_UsdInputs = {};
export type Currency_EurInputs = {};
export type Currency_UahInputs = {};
export type Currency_RubInputs = {};
export type Currency_BtcInputs = {};
export type Prefs_Display_CurrencyInputs = {};
export type Prefs_Lock_AfterInputs = {};
export type Prefs_Lock_After_Hint_SetInputs = {};
export type Prefs_Lock_After_Hint_UnsetInputs = {};
export type Prefs_Refresh_PricesInputs = {};
export type Prefs_Refresh_BalancesInputs = {};
export type Prefs_Refresh_OrdersInputs = {};
export type Prefs_Close_To_TrayInputs = {};
export type Prefs_Desktop_OnlyInputs = {};
export type Prefs_Hide_When_LockedInputs = {};
export type Prefs_UpdatesInputs = {};
export type Prefs_Check_UpdatesInputs = {};
export type Prefs_Update_ChannelInputs = {};
export type Prefs_Channel_StableInputs = {};
export type Prefs_Channel_BetaInputs = {};
export type Prefs_Updates_DesktopInputs = {};
export type Prefs_Updates_BrowserInputs = {};
export type Prefs_Locked_HintInputs = {};
export type Prefs_SavedInputs = {
    what: NonNullable<unknown>;
};
export type Prefs_Privacy_SavedInputs = {};
export type Prefs_What_TrayInputs = {};
export type Prefs_What_UpdateInputs = {};
export type Prefs_What_LanguageInputs = {};
export type Prefs_What_Auto_LockInputs = {};
export type Prefs_What_Price_IntervalInputs = {};
export type Prefs_What_Balance_IntervalInputs = {};
export type Prefs_What_Order_IntervalInputs = {};
export type Core_Party_ExchangeInputs = {};
export type Core_Party_GatewayInputs = {};
export type Core_Server_LimitingInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Core_Server_TroubleInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Core_Server_Web_PageInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Core_Server_Web_Page_OkInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Core_Server_Number_Too_LongInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Core_Server_Not_FoundInputs = {
    party: NonNullable<unknown>;
};
export type Core_Server_Not_Found_SaidInputs = {
    party: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Server_AuthInputs = {
    party: NonNullable<unknown>;
};
export type Core_Server_Auth_SaidInputs = {
    party: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Server_RefusedInputs = {
    party: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Core_Server_Refused_SaidInputs = {
    party: NonNullable<unknown>;
    status: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Server_TimeoutInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Core_Server_UnreachableInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Core_Why_RefusedInputs = {};
export type Core_Why_Not_FoundInputs = {};
export type Core_Why_DroppedInputs = {};
export type Core_Why_CertificateInputs = {};
export type Core_Why_No_RouteInputs = {};
export type Core_Why_TlsInputs = {};
export type Core_Why_NetworkInputs = {};
export type Core_Request_CancelledInputs = {};
export type Core_Appliance_Web_PageInputs = {
    host: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Core_Appliance_No_PolicyInputs = {};
export type Core_Appliance_No_ResourceInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_ExistsInputs = {};
export type Core_Appliance_Bad_CredentialsInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_Session_EndedInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_Wants_SessionInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_No_EnableInputs = {};
export type Core_Appliance_No_DisableInputs = {};
export type Core_Appliance_No_UnsetInputs = {};
export type Core_Appliance_Unsupported_QueryInputs = {};
export type Core_Appliance_Unsupported_PolicyInputs = {};
export type Core_Appliance_TroubleInputs = {
    host: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Core_Appliance_Trouble_SaidInputs = {
    host: NonNullable<unknown>;
    status: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Appliance_AuthInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_Auth_SaidInputs = {
    host: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Appliance_Not_FoundInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_Not_Found_SaidInputs = {
    host: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Appliance_Refused_QueryInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_Refused_Query_SaidInputs = {
    host: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Appliance_Refused_PolicyInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_Refused_Policy_SaidInputs = {
    host: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Appliance_RefusedInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_Refused_SaidInputs = {
    host: NonNullable<unknown>;
    said: NonNullable<unknown>;
};
export type Core_Appliance_Sent_TimeoutInputs = {
    host: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Core_Appliance_Sent_ClosedInputs = {
    host: NonNullable<unknown>;
};
export type Core_Appliance_TimeoutInputs = {
    host: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Core_Appliance_UnreachableInputs = {
    host: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Core_Kind_ValidationInputs = {};
export type Core_Kind_AuthInputs = {};
export type Core_Kind_KeychainInputs = {};
export type Core_Kind_NetworkInputs = {};
export type Core_Kind_UnavailableInputs = {};
export type Core_Kind_ExchangeInputs = {};
export type Core_Kind_MalformedInputs = {};
export type Core_Kind_Not_FoundInputs = {};
export type Core_Kind_LockedInputs = {};
export type Core_Kind_DeclinedInputs = {};
export type Core_Kind_GuardInputs = {};
export type Core_Kind_Unknown_OutcomeInputs = {};
export type Core_Kind_CancelledInputs = {};
export type Core_Kind_InternalInputs = {};
export type Core_With_Appliance_CodeInputs = {
    message: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Core_Keychain_Locked_MacInputs = {};
export type Core_Keychain_Locked_WindowsInputs = {};
export type Core_Keychain_LockedInputs = {};
export type Core_Keychain_MissingInputs = {};
export type Core_Keychain_No_KeyringInputs = {};
export type Core_Keychain_No_ModuleInputs = {};
export type Core_Keychain_TimeoutInputs = {};
export type Core_Keychain_FailedInputs = {};
export type Core_Lock_LockedInputs = {};
export type Core_Lock_No_PasswordInputs = {};
export type Core_Lock_CheckingInputs = {};
export type Core_Lock_Too_ManyInputs = {
    seconds: NonNullable<unknown>;
};
export type Core_Lock_Enter_PasswordInputs = {};
export type Core_Lock_WrongInputs = {
    seconds: NonNullable<unknown>;
};
export type Core_Lock_Too_ShortInputs = {
    count: NonNullable<unknown>;
};
export type Core_Guard_Address_UnknownInputs = {};
export type Core_Guard_Not_SavedInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Guard_Not_Saved_MemoInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Guard_No_CodesInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Guard_Daily_LimitInputs = {
    unit: NonNullable<unknown>;
    limit: NonNullable<unknown>;
    used: NonNullable<unknown>;
    debit: NonNullable<unknown>;
    left: NonNullable<unknown>;
};
export type Core_DeclinedInputs = {};
export type Core_Needs_PasswordInputs = {};
export type Core_Confirm_GoneInputs = {};
export type Core_Code_MistypedInputs = {
    unit: NonNullable<unknown>;
    mark: NonNullable<unknown>;
};
export type Core_Code_DigitsInputs = {
    unit: NonNullable<unknown>;
    digits: NonNullable<unknown>;
};
export type Core_Amount_PositiveInputs = {};
export type Core_Code_AvailableInputs = {
    available: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Code_Refundable_PastInputs = {};
export type Core_Code_UsedInputs = {};
export type Core_Code_RedeemingInputs = {};
export type Core_Code_CancelledInputs = {};
export type Core_Code_On_HoldInputs = {};
export type Core_Code_Redeem_UnreadInputs = {
    error: NonNullable<unknown>;
};
export type Core_Code_Redeem_LostInputs = {};
export type Core_Code_Reveal_DeclinedInputs = {};
export type Core_Fiat_SwitchedInputs = {
    account: NonNullable<unknown>;
};
export type Core_Fiat_Not_PaymentInputs = {};
export type Core_Fiat_For_PayoutInputs = {};
export type Core_Fiat_For_DepositInputs = {};
export type Core_Fiat_No_KeyInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Fiat_Service_GoneInputs = {};
export type Core_Fiat_No_ActionInputs = {};
export type Core_Fiat_No_Deposit_IdInputs = {};
export type Core_Withdraw_TitleInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Withdraw_QuestionInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Withdraw_Question_Look_AlikeInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Withdraw_ConfirmInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Line_From_AccountInputs = {
    account: NonNullable<unknown>;
};
export type Core_Line_MemoInputs = {
    memo: NonNullable<unknown>;
};
export type Core_Line_No_MemoInputs = {};
export type Core_Line_Recipient_GetsInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Line_FeeInputs = {
    fee: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Line_Fee_IncludedInputs = {
    fee: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Line_DebitInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Withdraw_FinalInputs = {};
export type Core_Line_To_GroupsInputs = {
    address: NonNullable<unknown>;
};
export type Core_Cancel_TitleInputs = {};
export type Core_Cancel_QuestionInputs = {
    id: NonNullable<unknown>;
    market: NonNullable<unknown>;
};
export type Core_Cancel_DetailInputs = {
    order: NonNullable<unknown>;
};
export type Core_Order_BuyInputs = {
    id: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    base: NonNullable<unknown>;
    price: NonNullable<unknown>;
    quote: NonNullable<unknown>;
    type: NonNullable<unknown>;
};
export type Core_Order_SellInputs = {
    id: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    base: NonNullable<unknown>;
    price: NonNullable<unknown>;
    quote: NonNullable<unknown>;
    type: NonNullable<unknown>;
};
export type Core_Order_LimitInputs = {};
export type Core_Order_MarketInputs = {};
export type Core_Cancel_Many_TitleInputs = {};
export type Core_Cancel_Many_QuestionInputs = {
    count: NonNullable<unknown>;
};
export type Core_Cancel_Many_ConfirmInputs = {
    count: NonNullable<unknown>;
};
export type Core_Cancel_Not_OpenInputs = {
    ids: NonNullable<unknown>;
};
export type Core_Policy_Nothing_ChangedInputs = {};
export type Core_Policy_Appliance_ChangedInputs = {
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Read_Back_FailedInputs = {
    error: NonNullable<unknown>;
};
export type Core_Policy_Add_TitleInputs = {};
export type Core_Policy_Add_QuestionInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Add_DetailInputs = {
    rule: NonNullable<unknown>;
};
export type Core_Policy_Add_ConfirmInputs = {};
export type Core_Policy_Change_TitleInputs = {};
export type Core_Policy_Change_QuestionInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Change_ConfirmInputs = {};
export type Core_Policy_Rename_TitleInputs = {};
export type Core_Policy_Rename_QuestionInputs = {
    name: NonNullable<unknown>;
    newName: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Rename_DetailInputs = {};
export type Core_Policy_Rename_ConfirmInputs = {};
export type Core_Policy_Reset_TitleInputs = {};
export type Core_Policy_Reset_RuleInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Reset_ActionInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Reset_BothInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Line_PolicyInputs = {
    name: NonNullable<unknown>;
};
export type Core_Policy_Line_Action_NowInputs = {
    action: NonNullable<unknown>;
};
export type Core_Policy_Line_Rule_NowInputs = {
    rule: NonNullable<unknown>;
};
export type Core_Policy_Line_ActionInputs = {
    action: NonNullable<unknown>;
};
export type Core_Policy_Line_RuleInputs = {
    rule: NonNullable<unknown>;
};
export type Core_Policy_Reset_DefaultsInputs = {};
export type Core_Policy_Reset_ConfirmInputs = {};
export type Core_Policy_Enable_Many_TitleInputs = {};
export type Core_Policy_Disable_Many_TitleInputs = {};
export type Core_Policy_Enable_Many_QuestionInputs = {
    appliance: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Core_Policy_Disable_Many_QuestionInputs = {
    appliance: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Core_Policy_Enable_Many_ConfirmInputs = {
    count: NonNullable<unknown>;
};
export type Core_Policy_Disable_Many_ConfirmInputs = {
    count: NonNullable<unknown>;
};
export type Core_Policy_Enable_TitleInputs = {};
export type Core_Policy_Disable_TitleInputs = {};
export type Core_Policy_Enable_QuestionInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Disable_QuestionInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Disable_DenyInputs = {};
export type Core_Policy_Disable_OtherInputs = {};
export type Core_Policy_Enable_AllowsInputs = {};
export type Core_Policy_Enable_ConfirmInputs = {};
export type Core_Policy_Disable_ConfirmInputs = {};
export type Core_Policy_Delete_TitleInputs = {};
export type Core_Policy_Delete_Many_TitleInputs = {};
export type Core_Policy_Delete_QuestionInputs = {
    name: NonNullable<unknown>;
    appliance: NonNullable<unknown>;
};
export type Core_Policy_Delete_Many_QuestionInputs = {
    appliance: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Core_Policy_Delete_DetailInputs = {};
export type Core_Policy_Delete_ConfirmInputs = {};
export type Core_Policy_Delete_Many_ConfirmInputs = {
    count: NonNullable<unknown>;
};
export type Core_Op_Profiles_ListInputs = {};
export type Core_Op_Profiles_AddInputs = {};
export type Core_Op_Profiles_Add_DemoInputs = {};
export type Core_Op_Profiles_RenameInputs = {};
export type Core_Op_Profiles_RemoveInputs = {};
export type Core_Op_Profiles_ActivateInputs = {};
export type Core_Op_Account_MeInputs = {};
export type Core_Op_Balances_ListInputs = {};
export type Core_Op_Account_WatchInputs = {};
export type Core_Op_Account_RefreshInputs = {};
export type Core_Op_Value_History_GetInputs = {};
export type Core_Op_Value_History_RecordInputs = {};
export type Core_Op_Value_History_AdoptInputs = {};
export type Core_Op_App_InfoInputs = {};
export type Core_Op_App_NoticesInputs = {};
export type Core_Op_App_ActivityInputs = {};
export type Core_Op_App_Export_DiagnosticsInputs = {};
export type Core_Op_Settings_GetInputs = {};
export type Core_Op_Settings_UpdateInputs = {};
export type Core_Op_Confirm_AnswerInputs = {};
export type Core_Op_Lock_StatusInputs = {};
export type Core_Op_Lock_UnlockInputs = {};
export type Core_Op_Lock_LockInputs = {};
export type Core_Op_Lock_Set_PasswordInputs = {};
export type Core_Op_Appliances_ListInputs = {};
export type Core_Op_Appliances_AddInputs = {};
export type Core_Op_Appliances_Add_DemoInputs = {};
export type Core_Op_Appliances_RenameInputs = {};
export type Core_Op_Appliances_RemoveInputs = {};
export type Core_Op_Appliances_ActivateInputs = {};
export type Core_Op_Appliances_CertificateInputs = {};
export type Core_Op_Appliances_TrustInputs = {};
export type Core_Op_Policies_ListInputs = {};
export type Core_Op_Policies_GetInputs = {};
export type Core_Op_Policies_AddInputs = {};
export type Core_Op_Policies_UpdateInputs = {};
export type Core_Op_Policies_RenameInputs = {};
export type Core_Op_Policies_RemoveInputs = {};
export type Core_Op_Policies_EnableInputs = {};
export type Core_Op_Policies_DisableInputs = {};
export type Core_Op_Policies_UnsetInputs = {};
export type Core_Op_Codes_CheckInputs = {};
export type Core_Op_Codes_CreateInputs = {};
export type Core_Op_Codes_RedeemInputs = {};
export type Core_Op_Codes_DetailsInputs = {};
export type Core_Op_Codes_IssuedInputs = {};
export type Core_Op_Codes_RedeemedInputs = {};
export type Core_Op_Deposits_InfoInputs = {};
export type Core_Op_Deposits_Generate_AddressInputs = {};
export type Core_Op_Deposits_DetailsInputs = {};
export type Core_Op_Fiat_OpenInputs = {};
export type Core_Op_Fiat_ContextInputs = {};
export type Core_Op_Fiat_Payout_ServicesInputs = {};
export type Core_Op_Fiat_WithdrawInputs = {};
export type Core_Op_Fiat_Deposit_ServicesInputs = {};
export type Core_Op_Fiat_DepositInputs = {};
export type Core_Op_Fiat_Deposit_SimpleInputs = {};
export type Core_Op_History_ListInputs = {};
export type Core_Op_History_ExportInputs = {};
export type Core_Op_Market_TimeInputs = {};
export type Core_Op_Market_CurrenciesInputs = {};
export type Core_Op_Market_RatesInputs = {};
export type Core_Op_Market_MarketsInputs = {};
export type Core_Op_Market_TickersInputs = {};
export type Core_Op_Market_FeesInputs = {};
export type Core_Op_Book_GetInputs = {};
export type Core_Op_Feed_WatchInputs = {};
export type Core_Op_Feed_RetryInputs = {};
export type Core_Op_Orders_ActiveInputs = {};
export type Core_Op_Orders_HistoryInputs = {};
export type Core_Op_Orders_TradesInputs = {};
export type Core_Op_Orders_CancelInputs = {};
export type Core_Op_Orders_Cancel_ManyInputs = {};
export type Core_Op_Withdrawals_CreateInputs = {};
export type Core_Op_Withdrawals_DetailsInputs = {};
export type Core_Op_Guard_GetInputs = {};
export type Core_Op_Guard_Save_AddressInputs = {};
export type Core_Op_Guard_Remove_AddressInputs = {};
export type Core_Op_Guard_Set_RuleInputs = {};
export type Core_Could_NotInputs = {
    what: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Core_Payment_Window_CannotInputs = {
    what: NonNullable<unknown>;
};
export type Core_Only_Payment_WindowInputs = {
    what: NonNullable<unknown>;
};
export type Core_Status_DoneInputs = {};
export type Core_Status_PendingInputs = {};
export type Core_Status_UnknownInputs = {};
export type Core_Status_CanceledInputs = {};
export type Core_Status_Awaiting_ConfirmationInputs = {};
export type Core_Status_BlankInputs = {};
export type Core_About_TitleInputs = {
    app: NonNullable<unknown>;
};
export type Core_About_VersionInputs = {
    version: NonNullable<unknown>;
};
export type Core_About_Version_DemoInputs = {
    version: NonNullable<unknown>;
};
export type Core_About_LicenceInputs = {
    license: NonNullable<unknown>;
};
export type Core_About_FolderInputs = {
    folder: NonNullable<unknown>;
};
export type Core_About_ShortcutsInputs = {};
export type Core_About_Key_ViewsInputs = {
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type Core_About_Key_SettingsInputs = {
    key: NonNullable<unknown>;
};
export type Core_About_Key_FindInputs = {
    key: NonNullable<unknown>;
};
export type Core_About_Key_LockInputs = {
    key: NonNullable<unknown>;
};
export type Core_Code_Create_TitleInputs = {};
export type Core_Code_Create_QuestionInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Code_Create_ConfirmInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Code_Line_AmountInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Code_Line_OnlyInputs = {
    recipient: NonNullable<unknown>;
};
export type Core_Code_Line_AnyoneInputs = {};
export type Core_Code_Line_Not_BeforeInputs = {
    time: NonNullable<unknown>;
};
export type Core_Code_Line_PublicInputs = {
    comment: NonNullable<unknown>;
};
export type Core_Code_Line_PrivateInputs = {
    comment: NonNullable<unknown>;
};
export type Core_Code_Like_CashInputs = {};
export type Core_Code_Redeem_TitleInputs = {};
export type Core_Code_Redeem_QuestionInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Code_Redeem_Line_AmountInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    account: NonNullable<unknown>;
};
export type Core_Code_Line_CommentInputs = {
    comment: NonNullable<unknown>;
};
export type Core_Code_Line_CodeInputs = {
    code: NonNullable<unknown>;
};
export type Core_Code_Redeem_ConfirmInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Code_Reveal_TitleInputs = {};
export type Core_Code_Reveal_QuestionInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Code_Reveal_Line_CodeInputs = {
    code: NonNullable<unknown>;
    sn: NonNullable<unknown>;
};
export type Core_Line_AccountInputs = {
    account: NonNullable<unknown>;
};
export type Core_Code_Reveal_ScreenInputs = {};
export type Core_Code_Reveal_ConfirmInputs = {};
export type Core_Payout_TitleInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Payout_QuestionInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    service: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Core_Payout_Line_ServiceInputs = {
    service: NonNullable<unknown>;
};
export type Core_Payout_Line_ToInputs = {
    to: NonNullable<unknown>;
};
export type Core_Payout_Line_FeeInputs = {
    fee: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Payout_Test_ModeInputs = {};
export type Core_Payout_FinalInputs = {};
export type Core_Payout_ConfirmInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Core_Appliance_Remove_TitleInputs = {};
export type Core_Appliance_Remove_QuestionInputs = {
    name: NonNullable<unknown>;
};
export type Core_Appliance_Remove_DemoInputs = {};
export type Core_Appliance_Remove_DetailInputs = {
    host: NonNullable<unknown>;
    user: NonNullable<unknown>;
};
export type Core_Appliance_Remove_Detail_PinnedInputs = {
    host: NonNullable<unknown>;
    user: NonNullable<unknown>;
};
export type Core_Appliance_Remove_ConfirmInputs = {};
export type Core_Trust_TitleInputs = {};
export type Core_Trust_QuestionInputs = {
    host: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Core_Trust_Line_Until_NowInputs = {
    fingerprint: NonNullable<unknown>;
};
export type Core_Trust_Line_NoneInputs = {};
export type Core_Trust_Line_NowInputs = {
    fingerprint: NonNullable<unknown>;
};
export type Core_Trust_WarningInputs = {};
export type Core_Trust_ConfirmInputs = {};
export type Core_Account_Remove_TitleInputs = {};
export type Core_Account_Remove_QuestionInputs = {
    name: NonNullable<unknown>;
};
export type Core_Account_Remove_SecretInputs = {
    exchange: NonNullable<unknown>;
};
export type Core_Account_Remove_DemoInputs = {};
export type Core_Account_Remove_Guard_KeptInputs = {
    kept: NonNullable<unknown>;
};
export type Core_Account_Remove_ConfirmInputs = {};
export type Core_Withdraw_Not_CoinInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Withdraw_No_FeeInputs = {
    unit: NonNullable<unknown>;
};
export type Core_Withdraw_No_MemoInputs = {
    unit: NonNullable<unknown>;
};
