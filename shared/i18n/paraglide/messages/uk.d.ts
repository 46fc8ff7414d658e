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
export const funds_loading_accounts: (inputs: Funds_Loading_AccountsInputs) => LocalizedString;
export const funds_currency: (inputs: Funds_CurrencyInputs) => LocalizedString;
export const funds_col_id: (inputs: Funds_Col_IdInputs) => LocalizedString;
export const funds_col_time: (inputs: Funds_Col_TimeInputs) => LocalizedString;
export const funds_col_amount: (inputs: Funds_Col_AmountInputs) => LocalizedString;
export const funds_col_status: (inputs: Funds_Col_StatusInputs) => LocalizedString;
export const funds_col_address: (inputs: Funds_Col_AddressInputs) => LocalizedString;
export const funds_col_to: (inputs: Funds_Col_ToInputs) => LocalizedString;
export const funds_col_fee: (inputs: Funds_Col_FeeInputs) => LocalizedString;
export const funds_col_memo: (inputs: Funds_Col_MemoInputs) => LocalizedString;
export const funds_waiting_confirmation: (inputs: Funds_Waiting_ConfirmationInputs) => LocalizedString;
export const funds_support_number: (inputs: Funds_Support_NumberInputs) => LocalizedString;
export const funds_withdraw_send: (inputs: Funds_Withdraw_SendInputs) => LocalizedString;
export const funds_withdraw_saved_address: (inputs: Funds_Withdraw_Saved_AddressInputs) => LocalizedString;
export const funds_withdraw_choose_saved: (inputs: Funds_Withdraw_Choose_SavedInputs) => LocalizedString;
export const funds_withdraw_saved_with_memo: (inputs: Funds_Withdraw_Saved_With_MemoInputs) => LocalizedString;
export const funds_withdraw_recipient_address: (inputs: Funds_Withdraw_Recipient_AddressInputs) => LocalizedString;
export const funds_withdraw_memo: (inputs: Funds_Withdraw_MemoInputs) => LocalizedString;
export const funds_withdraw_blank_memo: (inputs: Funds_Withdraw_Blank_MemoInputs) => LocalizedString;
export const funds_withdraw_memo_help: (inputs: Funds_Withdraw_Memo_HelpInputs) => LocalizedString;
export const funds_withdraw_amount: (inputs: Funds_Withdraw_AmountInputs) => LocalizedString;
export const funds_withdraw_fee_included: (inputs: Funds_Withdraw_Fee_IncludedInputs) => LocalizedString;
export const funds_withdraw_fee_included_help: (inputs: Funds_Withdraw_Fee_Included_HelpInputs) => LocalizedString;
export const funds_withdraw_send_all: (inputs: Funds_Withdraw_Send_AllInputs) => LocalizedString;
export const funds_withdraw_loading_summary: (inputs: Funds_Withdraw_Loading_SummaryInputs) => LocalizedString;
export const funds_withdraw_available: (inputs: Funds_Withdraw_AvailableInputs) => LocalizedString;
export const funds_withdraw_smallest: (inputs: Funds_Withdraw_SmallestInputs) => LocalizedString;
export const funds_withdraw_recipient_gets: (inputs: Funds_Withdraw_Recipient_GetsInputs) => LocalizedString;
export const funds_withdraw_taken: (inputs: Funds_Withdraw_TakenInputs) => LocalizedString;
export const funds_withdraw_result_said: (inputs: Funds_Withdraw_Result_SaidInputs) => LocalizedString;
export const funds_withdraw_review: (inputs: Funds_Withdraw_ReviewInputs) => LocalizedString;
export const funds_withdraw_unlock: (inputs: Funds_Withdraw_UnlockInputs) => LocalizedString;
export const funds_withdraw_enter_address: (inputs: Funds_Withdraw_Enter_AddressInputs) => LocalizedString;
export const funds_withdraw_declined: (inputs: Funds_Withdraw_DeclinedInputs) => LocalizedString;
export const funds_withdraw_result_title: (inputs: Funds_Withdraw_Result_TitleInputs) => LocalizedString;
export const funds_withdraw_email_sent: (inputs: Funds_Withdraw_Email_SentInputs) => LocalizedString;
export const funds_withdraw_accepted: (inputs: Funds_Withdraw_AcceptedInputs) => LocalizedString;
export const funds_withdraw_result_amounts: (inputs: Funds_Withdraw_Result_AmountsInputs) => LocalizedString;
export const funds_address_checked: (inputs: Funds_Address_CheckedInputs) => LocalizedString;
export const funds_recent_title: (inputs: Funds_Recent_TitleInputs) => LocalizedString;
export const funds_recent_loading: (inputs: Funds_Recent_LoadingInputs) => LocalizedString;
export const funds_recent_none: (inputs: Funds_Recent_NoneInputs) => LocalizedString;
export const funds_recent_caption: (inputs: Funds_Recent_CaptionInputs) => LocalizedString;
export const funds_recent_look_again: (inputs: Funds_Recent_Look_AgainInputs) => LocalizedString;
export const funds_recent_history: (inputs: Funds_Recent_HistoryInputs) => LocalizedString;
export const funds_guard_title: (inputs: Funds_Guard_TitleInputs) => LocalizedString;
export const funds_guard_lead: (inputs: Funds_Guard_LeadInputs) => LocalizedString;
export const funds_guard_password: (inputs: Funds_Guard_PasswordInputs) => LocalizedString;
export const funds_guard_book: (inputs: Funds_Guard_BookInputs) => LocalizedString;
export const funds_guard_book_caption: (inputs: Funds_Guard_Book_CaptionInputs) => LocalizedString;
export const funds_guard_col_label: (inputs: Funds_Guard_Col_LabelInputs) => LocalizedString;
export const funds_guard_col_actions: (inputs: Funds_Guard_Col_ActionsInputs) => LocalizedString;
export const funds_guard_remove: (inputs: Funds_Guard_RemoveInputs) => LocalizedString;
export const funds_guard_remove_named: (inputs: Funds_Guard_Remove_NamedInputs) => LocalizedString;
export const funds_guard_none: (inputs: Funds_Guard_NoneInputs) => LocalizedString;
export const funds_guard_save_form: (inputs: Funds_Guard_Save_FormInputs) => LocalizedString;
export const funds_guard_address: (inputs: Funds_Guard_AddressInputs) => LocalizedString;
export const funds_guard_memo: (inputs: Funds_Guard_MemoInputs) => LocalizedString;
export const funds_guard_save_address: (inputs: Funds_Guard_Save_AddressInputs) => LocalizedString;
export const funds_guard_rules: (inputs: Funds_Guard_RulesInputs) => LocalizedString;
export const funds_guard_rules_form: (inputs: Funds_Guard_Rules_FormInputs) => LocalizedString;
export const funds_guard_allow_list: (inputs: Funds_Guard_Allow_ListInputs) => LocalizedString;
export const funds_guard_daily_limit: (inputs: Funds_Guard_Daily_LimitInputs) => LocalizedString;
export const funds_guard_save_rules: (inputs: Funds_Guard_Save_RulesInputs) => LocalizedString;
export const funds_guard_used_today: (inputs: Funds_Guard_Used_TodayInputs) => LocalizedString;
export const funds_guard_unlock: (inputs: Funds_Guard_UnlockInputs) => LocalizedString;
export const funds_guard_enter_address: (inputs: Funds_Guard_Enter_AddressInputs) => LocalizedString;
export const funds_guard_memo_not_saved: (inputs: Funds_Guard_Memo_Not_SavedInputs) => LocalizedString;
export const funds_guard_saved_labelled: (inputs: Funds_Guard_Saved_LabelledInputs) => LocalizedString;
export const funds_guard_saved: (inputs: Funds_Guard_SavedInputs) => LocalizedString;
export const funds_guard_removed: (inputs: Funds_Guard_RemovedInputs) => LocalizedString;
export const funds_guard_limit_not_amount: (inputs: Funds_Guard_Limit_Not_AmountInputs) => LocalizedString;
export const funds_guard_rule_saved: (inputs: Funds_Guard_Rule_SavedInputs) => LocalizedString;
export const funds_details_invalid_deposit: (inputs: Funds_Details_Invalid_DepositInputs) => LocalizedString;
export const funds_details_invalid_withdrawal: (inputs: Funds_Details_Invalid_WithdrawalInputs) => LocalizedString;
export const funds_details_find_deposit: (inputs: Funds_Details_Find_DepositInputs) => LocalizedString;
export const funds_details_find_withdrawal: (inputs: Funds_Details_Find_WithdrawalInputs) => LocalizedString;
export const funds_details_deposit: (inputs: Funds_Details_DepositInputs) => LocalizedString;
export const funds_details_withdrawal: (inputs: Funds_Details_WithdrawalInputs) => LocalizedString;
export const funds_details_id_deposit: (inputs: Funds_Details_Id_DepositInputs) => LocalizedString;
export const funds_details_id_withdrawal: (inputs: Funds_Details_Id_WithdrawalInputs) => LocalizedString;
export const funds_details_show_deposit: (inputs: Funds_Details_Show_DepositInputs) => LocalizedString;
export const funds_details_show_withdrawal: (inputs: Funds_Details_Show_WithdrawalInputs) => LocalizedString;
export const funds_details_loading_deposit: (inputs: Funds_Details_Loading_DepositInputs) => LocalizedString;
export const funds_details_loading_withdrawal: (inputs: Funds_Details_Loading_WithdrawalInputs) => LocalizedString;
export const funds_details_amount_received: (inputs: Funds_Details_Amount_ReceivedInputs) => LocalizedString;
export const funds_details_debited: (inputs: Funds_Details_DebitedInputs) => LocalizedString;
export const funds_details_received_at: (inputs: Funds_Details_Received_AtInputs) => LocalizedString;
export const funds_details_sent_to: (inputs: Funds_Details_Sent_ToInputs) => LocalizedString;
export const funds_details_transaction: (inputs: Funds_Details_TransactionInputs) => LocalizedString;
export const funds_details_opens_explorer: (inputs: Funds_Details_Opens_ExplorerInputs) => LocalizedString;
export const funds_details_not_on_network: (inputs: Funds_Details_Not_On_NetworkInputs) => LocalizedString;
export const funds_sort_by: (inputs: Funds_Sort_ByInputs) => LocalizedString;
export const funds_order: (inputs: Funds_OrderInputs) => LocalizedString;
export const funds_per_page: (inputs: Funds_Per_PageInputs) => LocalizedString;
export const funds_newest_first: (inputs: Funds_Newest_FirstInputs) => LocalizedString;
export const funds_oldest_first: (inputs: Funds_Oldest_FirstInputs) => LocalizedString;
export const funds_statuses_legend: (inputs: Funds_Statuses_LegendInputs) => LocalizedString;
export const funds_previous_page: (inputs: Funds_Previous_PageInputs) => LocalizedString;
export const funds_next_page: (inputs: Funds_Next_PageInputs) => LocalizedString;
export const funds_asking_exchange: (inputs: Funds_Asking_ExchangeInputs) => LocalizedString;
export const funds_deposit_refresh: (inputs: Funds_Deposit_RefreshInputs) => LocalizedString;
export const funds_deposit_not_shown_yet: (inputs: Funds_Deposit_Not_Shown_YetInputs) => LocalizedString;
export const funds_deposit_existed: (inputs: Funds_Deposit_ExistedInputs) => LocalizedString;
export const funds_deposit_unconfirmed: (inputs: Funds_Deposit_UnconfirmedInputs) => LocalizedString;
export const funds_deposit_loading: (inputs: Funds_Deposit_LoadingInputs) => LocalizedString;
export const funds_deposit_title: (inputs: Funds_Deposit_TitleInputs) => LocalizedString;
export const funds_deposit_credited_after: (inputs: Funds_Deposit_Credited_AfterInputs) => LocalizedString;
export const funds_deposit_confirmations: (inputs: Funds_Deposit_ConfirmationsInputs) => LocalizedString;
export const funds_deposit_smallest: (inputs: Funds_Deposit_SmallestInputs) => LocalizedString;
export const funds_deposit_memo_every: (inputs: Funds_Deposit_Memo_EveryInputs) => LocalizedString;
export const funds_deposit_memo_lost_below: (inputs: Funds_Deposit_Memo_Lost_BelowInputs) => LocalizedString;
export const funds_deposit_memo_lost_yours: (inputs: Funds_Deposit_Memo_Lost_YoursInputs) => LocalizedString;
export const funds_deposit_memo_not_yet: (inputs: Funds_Deposit_Memo_Not_YetInputs) => LocalizedString;
export const funds_deposit_hidden: (inputs: Funds_Deposit_HiddenInputs) => LocalizedString;
export const funds_deposit_send_only: (inputs: Funds_Deposit_Send_OnlyInputs) => LocalizedString;
export const funds_deposit_qr: (inputs: Funds_Deposit_QrInputs) => LocalizedString;
export const funds_deposit_making: (inputs: Funds_Deposit_MakingInputs) => LocalizedString;
export const funds_deposit_none_yet: (inputs: Funds_Deposit_None_YetInputs) => LocalizedString;
export const funds_deposit_generate: (inputs: Funds_Deposit_GenerateInputs) => LocalizedString;
export const funds_deposit_unlock: (inputs: Funds_Deposit_UnlockInputs) => LocalizedString;
export const funds_history_exported_download: (inputs: Funds_History_Exported_DownloadInputs) => LocalizedString;
export const funds_history_exported_file: (inputs: Funds_History_Exported_FileInputs) => LocalizedString;
export const funds_history_export_cancelled: (inputs: Funds_History_Export_CancelledInputs) => LocalizedString;
export const funds_type_deposit: (inputs: Funds_Type_DepositInputs) => LocalizedString;
export const funds_type_withdrawal: (inputs: Funds_Type_WithdrawalInputs) => LocalizedString;
export const funds_history_details_deposit: (inputs: Funds_History_Details_DepositInputs) => LocalizedString;
export const funds_history_details_withdrawal: (inputs: Funds_History_Details_WithdrawalInputs) => LocalizedString;
export const funds_history_filter: (inputs: Funds_History_FilterInputs) => LocalizedString;
export const funds_history_type: (inputs: Funds_History_TypeInputs) => LocalizedString;
export const funds_history_all: (inputs: Funds_History_AllInputs) => LocalizedString;
export const funds_history_deposits: (inputs: Funds_History_DepositsInputs) => LocalizedString;
export const funds_history_withdrawals: (inputs: Funds_History_WithdrawalsInputs) => LocalizedString;
export const funds_history_all_currencies: (inputs: Funds_History_All_CurrenciesInputs) => LocalizedString;
export const funds_history_done: (inputs: Funds_History_DoneInputs) => LocalizedString;
export const funds_history_pending: (inputs: Funds_History_PendingInputs) => LocalizedString;
export const funds_history_cancelled: (inputs: Funds_History_CancelledInputs) => LocalizedString;
export const funds_history_from: (inputs: Funds_History_FromInputs) => LocalizedString;
export const funds_history_to: (inputs: Funds_History_ToInputs) => LocalizedString;
export const funds_history_sort_amount: (inputs: Funds_History_Sort_AmountInputs) => LocalizedString;
export const funds_history_show: (inputs: Funds_History_ShowInputs) => LocalizedString;
export const funds_history_sort_note: (inputs: Funds_History_Sort_NoteInputs) => LocalizedString;
export const funds_history_export: (inputs: Funds_History_ExportInputs) => LocalizedString;
export const funds_history_export_progress: (inputs: Funds_History_Export_ProgressInputs) => LocalizedString;
export const funds_history_reading_page: (inputs: Funds_History_Reading_PageInputs) => LocalizedString;
export const funds_history_export_starting: (inputs: Funds_History_Export_StartingInputs) => LocalizedString;
export const funds_history_loading: (inputs: Funds_History_LoadingInputs) => LocalizedString;
export const funds_history_none: (inputs: Funds_History_NoneInputs) => LocalizedString;
export const funds_history_caption: (inputs: Funds_History_CaptionInputs) => LocalizedString;
export const funds_history_caption_sorted: (inputs: Funds_History_Caption_SortedInputs) => LocalizedString;
export const funds_history_details: (inputs: Funds_History_DetailsInputs) => LocalizedString;
export const funds_history_pages: (inputs: Funds_History_PagesInputs) => LocalizedString;
export const funds_history_page_of: (inputs: Funds_History_Page_OfInputs) => LocalizedString;
export const funds_history_from_invalid: (inputs: Funds_History_From_InvalidInputs) => LocalizedString;
export const funds_history_to_invalid: (inputs: Funds_History_To_InvalidInputs) => LocalizedString;
export const funds_history_to_before_from: (inputs: Funds_History_To_Before_FromInputs) => LocalizedString;
export const funds_history_amount_needs_currency: (inputs: Funds_History_Amount_Needs_CurrencyInputs) => LocalizedString;
export const funds_codes_awaiting: (inputs: Funds_Codes_AwaitingInputs) => LocalizedString;
export const funds_codes_valid: (inputs: Funds_Codes_ValidInputs) => LocalizedString;
export const funds_codes_used: (inputs: Funds_Codes_UsedInputs) => LocalizedString;
export const funds_codes_blocked: (inputs: Funds_Codes_BlockedInputs) => LocalizedString;
export const funds_codes_cancelled: (inputs: Funds_Codes_CancelledInputs) => LocalizedString;
export const funds_codes_known: (inputs: Funds_Codes_KnownInputs) => LocalizedString;
export const funds_codes_known_for: (inputs: Funds_Codes_Known_ForInputs) => LocalizedString;
export const funds_codes_known_comment: (inputs: Funds_Codes_Known_CommentInputs) => LocalizedString;
export const funds_codes_known_for_comment: (inputs: Funds_Codes_Known_For_CommentInputs) => LocalizedString;
export const funds_codes_redeemed_said: (inputs: Funds_Codes_Redeemed_SaidInputs) => LocalizedString;
export const funds_codes_redeemed_found: (inputs: Funds_Codes_Redeemed_FoundInputs) => LocalizedString;
export const funds_codes_redeem_declined: (inputs: Funds_Codes_Redeem_DeclinedInputs) => LocalizedString;
export const funds_codes_check_title: (inputs: Funds_Codes_Check_TitleInputs) => LocalizedString;
export const funds_codes_transfer_code: (inputs: Funds_Codes_Transfer_CodeInputs) => LocalizedString;
export const funds_codes_check: (inputs: Funds_Codes_CheckInputs) => LocalizedString;
export const funds_codes_redeem: (inputs: Funds_Codes_RedeemInputs) => LocalizedString;
export const funds_codes_unlock_redeem: (inputs: Funds_Codes_Unlock_RedeemInputs) => LocalizedString;
export const funds_codes_enter_amount: (inputs: Funds_Codes_Enter_AmountInputs) => LocalizedString;
export const funds_codes_not_amount: (inputs: Funds_Codes_Not_AmountInputs) => LocalizedString;
export const funds_codes_not_before_invalid: (inputs: Funds_Codes_Not_Before_InvalidInputs) => LocalizedString;
export const funds_codes_create_declined: (inputs: Funds_Codes_Create_DeclinedInputs) => LocalizedString;
export const funds_codes_create_title: (inputs: Funds_Codes_Create_TitleInputs) => LocalizedString;
export const funds_codes_create_lead: (inputs: Funds_Codes_Create_LeadInputs) => LocalizedString;
export const funds_codes_amount: (inputs: Funds_Codes_AmountInputs) => LocalizedString;
export const funds_codes_available: (inputs: Funds_Codes_AvailableInputs) => LocalizedString;
export const funds_codes_only_for: (inputs: Funds_Codes_Only_ForInputs) => LocalizedString;
export const funds_codes_anyone_placeholder: (inputs: Funds_Codes_Anyone_PlaceholderInputs) => LocalizedString;
export const funds_codes_not_before: (inputs: Funds_Codes_Not_BeforeInputs) => LocalizedString;
export const funds_codes_public_comment_field: (inputs: Funds_Codes_Public_Comment_FieldInputs) => LocalizedString;
export const funds_codes_private_comment_field: (inputs: Funds_Codes_Private_Comment_FieldInputs) => LocalizedString;
export const funds_codes_create: (inputs: Funds_Codes_CreateInputs) => LocalizedString;
export const funds_codes_unlock_create: (inputs: Funds_Codes_Unlock_CreateInputs) => LocalizedString;
export const funds_codes_new: (inputs: Funds_Codes_NewInputs) => LocalizedString;
export const funds_codes_copy_now: (inputs: Funds_Codes_Copy_NowInputs) => LocalizedString;
export const funds_codes_code: (inputs: Funds_Codes_CodeInputs) => LocalizedString;
export const funds_codes_new_qr: (inputs: Funds_Codes_New_QrInputs) => LocalizedString;
export const funds_codes_hide_the_code: (inputs: Funds_Codes_Hide_The_CodeInputs) => LocalizedString;
export const funds_codes_show_the_code: (inputs: Funds_Codes_Show_The_CodeInputs) => LocalizedString;
export const funds_codes_input_idle: (inputs: Funds_Codes_Input_IdleInputs) => LocalizedString;
export const funds_codes_input_ok: (inputs: Funds_Codes_Input_OkInputs) => LocalizedString;
export const funds_codes_yours: (inputs: Funds_Codes_YoursInputs) => LocalizedString;
export const funds_codes_which: (inputs: Funds_Codes_WhichInputs) => LocalizedString;
export const funds_codes_issued_by_me: (inputs: Funds_Codes_Issued_By_MeInputs) => LocalizedString;
export const funds_codes_redeemed_by_me: (inputs: Funds_Codes_Redeemed_By_MeInputs) => LocalizedString;
export const funds_codes_created: (inputs: Funds_Codes_CreatedInputs) => LocalizedString;
export const funds_codes_redeemed: (inputs: Funds_Codes_RedeemedInputs) => LocalizedString;
export const funds_codes_redeemed_at: (inputs: Funds_Codes_Redeemed_AtInputs) => LocalizedString;
export const funds_codes_loading: (inputs: Funds_Codes_LoadingInputs) => LocalizedString;
export const funds_codes_no_more: (inputs: Funds_Codes_No_MoreInputs) => LocalizedString;
export const funds_codes_none_issued: (inputs: Funds_Codes_None_IssuedInputs) => LocalizedString;
export const funds_codes_none_redeemed: (inputs: Funds_Codes_None_RedeemedInputs) => LocalizedString;
export const funds_codes_issued_list: (inputs: Funds_Codes_Issued_ListInputs) => LocalizedString;
export const funds_codes_redeemed_list: (inputs: Funds_Codes_Redeemed_ListInputs) => LocalizedString;
export const funds_codes_for: (inputs: Funds_Codes_ForInputs) => LocalizedString;
export const funds_codes_comment: (inputs: Funds_Codes_CommentInputs) => LocalizedString;
export const funds_codes_anyone: (inputs: Funds_Codes_AnyoneInputs) => LocalizedString;
export const funds_codes_show: (inputs: Funds_Codes_ShowInputs) => LocalizedString;
export const funds_codes_hide: (inputs: Funds_Codes_HideInputs) => LocalizedString;
export const funds_codes_show_named: (inputs: Funds_Codes_Show_NamedInputs) => LocalizedString;
export const funds_codes_hide_named: (inputs: Funds_Codes_Hide_NamedInputs) => LocalizedString;
export const funds_codes_pages: (inputs: Funds_Codes_PagesInputs) => LocalizedString;
export const funds_codes_page: (inputs: Funds_Codes_PageInputs) => LocalizedString;
export const funds_codes_id_invalid: (inputs: Funds_Codes_Id_InvalidInputs) => LocalizedString;
export const funds_codes_find_title: (inputs: Funds_Codes_Find_TitleInputs) => LocalizedString;
export const funds_codes_id: (inputs: Funds_Codes_IdInputs) => LocalizedString;
export const funds_codes_find: (inputs: Funds_Codes_FindInputs) => LocalizedString;
export const funds_codes_loading_one: (inputs: Funds_Codes_Loading_OneInputs) => LocalizedString;
export const funds_codes_not_before_dt: (inputs: Funds_Codes_Not_Before_DtInputs) => LocalizedString;
export const funds_codes_public_comment: (inputs: Funds_Codes_Public_CommentInputs) => LocalizedString;
export const funds_codes_private_comment: (inputs: Funds_Codes_Private_CommentInputs) => LocalizedString;
export const trading_loading_markets: (inputs: Trading_Loading_MarketsInputs) => LocalizedString;
export const trading_filter_markets: (inputs: Trading_Filter_MarketsInputs) => LocalizedString;
export const trading_quote_currency: (inputs: Trading_Quote_CurrencyInputs) => LocalizedString;
export const trading_all: (inputs: Trading_AllInputs) => LocalizedString;
export const trading_no_markets: (inputs: Trading_No_MarketsInputs) => LocalizedString;
export const trading_no_match: (inputs: Trading_No_MatchInputs) => LocalizedString;
export const trading_no_match_text: (inputs: Trading_No_Match_TextInputs) => LocalizedString;
export const trading_no_match_quote: (inputs: Trading_No_Match_QuoteInputs) => LocalizedString;
export const trading_no_match_both: (inputs: Trading_No_Match_BothInputs) => LocalizedString;
export const trading_stale_prices: (inputs: Trading_Stale_PricesInputs) => LocalizedString;
export const trading_stale_figures: (inputs: Trading_Stale_FiguresInputs) => LocalizedString;
export const trading_markets_table: (inputs: Trading_Markets_TableInputs) => LocalizedString;
export const trading_col_market: (inputs: Trading_Col_MarketInputs) => LocalizedString;
export const trading_col_last: (inputs: Trading_Col_LastInputs) => LocalizedString;
export const trading_col_change: (inputs: Trading_Col_ChangeInputs) => LocalizedString;
export const trading_col_volume: (inputs: Trading_Col_VolumeInputs) => LocalizedString;
export const trading_col_quote_volume: (inputs: Trading_Col_Quote_VolumeInputs) => LocalizedString;
export const trading_col_display_volume: (inputs: Trading_Col_Display_VolumeInputs) => LocalizedString;
export const trading_col_high: (inputs: Trading_Col_HighInputs) => LocalizedString;
export const trading_col_low: (inputs: Trading_Col_LowInputs) => LocalizedString;
export const trading_col_range: (inputs: Trading_Col_RangeInputs) => LocalizedString;
export const trading_col_favourite: (inputs: Trading_Col_FavouriteInputs) => LocalizedString;
export const trading_favourite_of: (inputs: Trading_Favourite_OfInputs) => LocalizedString;
export const trading_favourite_add: (inputs: Trading_Favourite_AddInputs) => LocalizedString;
export const trading_favourite_remove: (inputs: Trading_Favourite_RemoveInputs) => LocalizedString;
export const trading_sorted_by_quote_value: (inputs: Trading_Sorted_By_Quote_ValueInputs) => LocalizedString;
export const trading_sorted_by_base_value: (inputs: Trading_Sorted_By_Base_ValueInputs) => LocalizedString;
export const trading_range_unknown: (inputs: Trading_Range_UnknownInputs) => LocalizedString;
export const trading_range_of: (inputs: Trading_Range_OfInputs) => LocalizedString;
export const trading_market_not_found: (inputs: Trading_Market_Not_FoundInputs) => LocalizedString;
export const trading_no_such_market: (inputs: Trading_No_Such_MarketInputs) => LocalizedString;
export const trading_back_to_markets: (inputs: Trading_Back_To_MarketsInputs) => LocalizedString;
export const trading_loading_market: (inputs: Trading_Loading_MarketInputs) => LocalizedString;
export const trading_grouping: (inputs: Trading_GroupingInputs) => LocalizedString;
export const trading_update_interval: (inputs: Trading_Update_IntervalInputs) => LocalizedString;
export const trading_order_book: (inputs: Trading_Order_BookInputs) => LocalizedString;
export const trading_depth: (inputs: Trading_DepthInputs) => LocalizedString;
export const trading_loading_book: (inputs: Trading_Loading_BookInputs) => LocalizedString;
export const trading_ticker: (inputs: Trading_TickerInputs) => LocalizedString;
export const trading_high_24h: (inputs: Trading_High_24hInputs) => LocalizedString;
export const trading_low_24h: (inputs: Trading_Low_24hInputs) => LocalizedString;
export const trading_volume_24h: (inputs: Trading_Volume_24hInputs) => LocalizedString;
export const trading_volume_24h_in: (inputs: Trading_Volume_24h_InInputs) => LocalizedString;
export const trading_bid: (inputs: Trading_BidInputs) => LocalizedString;
export const trading_ask: (inputs: Trading_AskInputs) => LocalizedString;
export const trading_show_fewer: (inputs: Trading_Show_FewerInputs) => LocalizedString;
export const trading_show_more: (inputs: Trading_Show_MoreInputs) => LocalizedString;
export const trading_asks: (inputs: Trading_AsksInputs) => LocalizedString;
export const trading_bids: (inputs: Trading_BidsInputs) => LocalizedString;
export const trading_no_asks: (inputs: Trading_No_AsksInputs) => LocalizedString;
export const trading_no_bids: (inputs: Trading_No_BidsInputs) => LocalizedString;
export const trading_spread_none: (inputs: Trading_Spread_NoneInputs) => LocalizedString;
export const trading_spread_of: (inputs: Trading_Spread_OfInputs) => LocalizedString;
export const trading_price_in: (inputs: Trading_Price_InInputs) => LocalizedString;
export const trading_amount_in: (inputs: Trading_Amount_InInputs) => LocalizedString;
export const trading_total_in: (inputs: Trading_Total_InInputs) => LocalizedString;
export const trading_book_caption: (inputs: Trading_Book_CaptionInputs) => LocalizedString;
export const trading_book_caption_as_of: (inputs: Trading_Book_Caption_As_OfInputs) => LocalizedString;
export const trading_book_caption_as_of_every: (inputs: Trading_Book_Caption_As_Of_EveryInputs) => LocalizedString;
export const trading_depth_chart: (inputs: Trading_Depth_ChartInputs) => LocalizedString;
export const trading_amount_axis: (inputs: Trading_Amount_AxisInputs) => LocalizedString;
export const trading_price_axis: (inputs: Trading_Price_AxisInputs) => LocalizedString;
export const trading_depth_slider: (inputs: Trading_Depth_SliderInputs) => LocalizedString;
export const trading_depth_at_pointer: (inputs: Trading_Depth_At_PointerInputs) => LocalizedString;
export const trading_depth_hint: (inputs: Trading_Depth_HintInputs) => LocalizedString;
export const trading_depth_bids_at: (inputs: Trading_Depth_Bids_AtInputs) => LocalizedString;
export const trading_depth_asks_at: (inputs: Trading_Depth_Asks_AtInputs) => LocalizedString;
export const trading_depth_summary: (inputs: Trading_Depth_SummaryInputs) => LocalizedString;
export const trading_depth_empty: (inputs: Trading_Depth_EmptyInputs) => LocalizedString;
export const trading_price_in_unit: (inputs: Trading_Price_In_UnitInputs) => LocalizedString;
export const trading_loading_accounts: (inputs: Trading_Loading_AccountsInputs) => LocalizedString;
export const trading_account: (inputs: Trading_AccountInputs) => LocalizedString;
export const trading_hide_small: (inputs: Trading_Hide_SmallInputs) => LocalizedString;
export const trading_refresh: (inputs: Trading_RefreshInputs) => LocalizedString;
export const trading_small_hint: (inputs: Trading_Small_HintInputs) => LocalizedString;
export const trading_small_hint_in: (inputs: Trading_Small_Hint_InInputs) => LocalizedString;
export const trading_small_hint_no_rate: (inputs: Trading_Small_Hint_No_RateInputs) => LocalizedString;
export const trading_loading_balances: (inputs: Trading_Loading_BalancesInputs) => LocalizedString;
export const trading_portfolio: (inputs: Trading_PortfolioInputs) => LocalizedString;
export const trading_portfolio_value: (inputs: Trading_Portfolio_ValueInputs) => LocalizedString;
export const trading_as_of: (inputs: Trading_As_OfInputs) => LocalizedString;
export const trading_as_of_start: (inputs: Trading_As_Of_StartInputs) => LocalizedString;
export const trading_cannot_compute: (inputs: Trading_Cannot_ComputeInputs) => LocalizedString;
export const trading_change_without: (inputs: Trading_Change_WithoutInputs) => LocalizedString;
export const trading_loading_rates: (inputs: Trading_Loading_RatesInputs) => LocalizedString;
export const trading_last_whole: (inputs: Trading_Last_WholeInputs) => LocalizedString;
export const trading_holds_nothing: (inputs: Trading_Holds_NothingInputs) => LocalizedString;
export const trading_all_small: (inputs: Trading_All_SmallInputs) => LocalizedString;
export const trading_balances_table: (inputs: Trading_Balances_TableInputs) => LocalizedString;
export const trading_col_currency: (inputs: Trading_Col_CurrencyInputs) => LocalizedString;
export const trading_col_total: (inputs: Trading_Col_TotalInputs) => LocalizedString;
export const trading_col_available: (inputs: Trading_Col_AvailableInputs) => LocalizedString;
export const trading_col_locked: (inputs: Trading_Col_LockedInputs) => LocalizedString;
export const trading_col_value: (inputs: Trading_Col_ValueInputs) => LocalizedString;
export const trading_col_share: (inputs: Trading_Col_ShareInputs) => LocalizedString;
export const trading_no_rates: (inputs: Trading_No_RatesInputs) => LocalizedString;
export const trading_no_rate_for: (inputs: Trading_No_Rate_ForInputs) => LocalizedString;
export const trading_other: (inputs: Trading_OtherInputs) => LocalizedString;
export const trading_allocation_none: (inputs: Trading_Allocation_NoneInputs) => LocalizedString;
export const trading_allocation_of: (inputs: Trading_Allocation_OfInputs) => LocalizedString;
export const trading_history_label: (inputs: Trading_History_LabelInputs) => LocalizedString;
export const trading_history_label_range: (inputs: Trading_History_Label_RangeInputs) => LocalizedString;
export const trading_history_seen: (inputs: Trading_History_SeenInputs) => LocalizedString;
export const trading_history_empty: (inputs: Trading_History_EmptyInputs) => LocalizedString;
export const trading_tab_open: (inputs: Trading_Tab_OpenInputs) => LocalizedString;
export const trading_tab_history: (inputs: Trading_Tab_HistoryInputs) => LocalizedString;
export const trading_orders_tabs: (inputs: Trading_Orders_TabsInputs) => LocalizedString;
export const trading_times_in: (inputs: Trading_Times_InInputs) => LocalizedString;
export const trading_stale_orders: (inputs: Trading_Stale_OrdersInputs) => LocalizedString;
export const trading_all_markets: (inputs: Trading_All_MarketsInputs) => LocalizedString;
export const trading_cancel_selected: (inputs: Trading_Cancel_SelectedInputs) => LocalizedString;
export const trading_unlock_to_cancel: (inputs: Trading_Unlock_To_CancelInputs) => LocalizedString;
export const trading_waiting_confirmation: (inputs: Trading_Waiting_ConfirmationInputs) => LocalizedString;
export const trading_loading_open: (inputs: Trading_Loading_OpenInputs) => LocalizedString;
export const trading_no_open: (inputs: Trading_No_OpenInputs) => LocalizedString;
export const trading_select_all: (inputs: Trading_Select_AllInputs) => LocalizedString;
export const trading_col_side: (inputs: Trading_Col_SideInputs) => LocalizedString;
export const trading_col_type: (inputs: Trading_Col_TypeInputs) => LocalizedString;
export const trading_col_price: (inputs: Trading_Col_PriceInputs) => LocalizedString;
export const trading_col_amount: (inputs: Trading_Col_AmountInputs) => LocalizedString;
export const trading_col_filled: (inputs: Trading_Col_FilledInputs) => LocalizedString;
export const trading_col_created: (inputs: Trading_Col_CreatedInputs) => LocalizedString;
export const trading_col_actions: (inputs: Trading_Col_ActionsInputs) => LocalizedString;
export const trading_select_order: (inputs: Trading_Select_OrderInputs) => LocalizedString;
export const trading_cancel_order: (inputs: Trading_Cancel_OrderInputs) => LocalizedString;
export const trading_cancel: (inputs: Trading_CancelInputs) => LocalizedString;
export const trading_no_open_in_market: (inputs: Trading_No_Open_In_MarketInputs) => LocalizedString;
export const trading_buy: (inputs: Trading_BuyInputs) => LocalizedString;
export const trading_sell: (inputs: Trading_SellInputs) => LocalizedString;
export const trading_type_limit: (inputs: Trading_Type_LimitInputs) => LocalizedString;
export const trading_type_market: (inputs: Trading_Type_MarketInputs) => LocalizedString;
export const trading_status_active: (inputs: Trading_Status_ActiveInputs) => LocalizedString;
export const trading_status_executed: (inputs: Trading_Status_ExecutedInputs) => LocalizedString;
export const trading_price_market: (inputs: Trading_Price_MarketInputs) => LocalizedString;
export const trading_outcome_unknown: (inputs: Trading_Outcome_UnknownInputs) => LocalizedString;
export const trading_order_cancelled: (inputs: Trading_Order_CancelledInputs) => LocalizedString;
export const trading_nothing_cancelled: (inputs: Trading_Nothing_CancelledInputs) => LocalizedString;
export const trading_cancel_accepted: (inputs: Trading_Cancel_AcceptedInputs) => LocalizedString;
export const trading_orders_cancelled: (inputs: Trading_Orders_CancelledInputs) => LocalizedString;
export const trading_not_cancelled: (inputs: Trading_Not_CancelledInputs) => LocalizedString;
export const trading_from: (inputs: Trading_FromInputs) => LocalizedString;
export const trading_to: (inputs: Trading_ToInputs) => LocalizedString;
export const trading_limit: (inputs: Trading_LimitInputs) => LocalizedString;
export const trading_sort: (inputs: Trading_SortInputs) => LocalizedString;
export const trading_newest_first: (inputs: Trading_Newest_FirstInputs) => LocalizedString;
export const trading_oldest_first: (inputs: Trading_Oldest_FirstInputs) => LocalizedString;
export const trading_show: (inputs: Trading_ShowInputs) => LocalizedString;
export const trading_loading_history: (inputs: Trading_Loading_HistoryInputs) => LocalizedString;
export const trading_no_orders_in_period: (inputs: Trading_No_Orders_In_PeriodInputs) => LocalizedString;
export const trading_order_history: (inputs: Trading_Order_HistoryInputs) => LocalizedString;
export const trading_col_average: (inputs: Trading_Col_AverageInputs) => LocalizedString;
export const trading_col_executed: (inputs: Trading_Col_ExecutedInputs) => LocalizedString;
export const trading_col_status: (inputs: Trading_Col_StatusInputs) => LocalizedString;
export const trading_col_closed: (inputs: Trading_Col_ClosedInputs) => LocalizedString;
export const trading_col_trades: (inputs: Trading_Col_TradesInputs) => LocalizedString;
export const trading_average_of: (inputs: Trading_Average_OfInputs) => LocalizedString;
export const trading_show_trades: (inputs: Trading_Show_TradesInputs) => LocalizedString;
export const trading_trades_button: (inputs: Trading_Trades_ButtonInputs) => LocalizedString;
export const trading_loading_trades: (inputs: Trading_Loading_TradesInputs) => LocalizedString;
export const trading_no_trades: (inputs: Trading_No_TradesInputs) => LocalizedString;
export const trading_trades_of: (inputs: Trading_Trades_OfInputs) => LocalizedString;
export const trading_col_time: (inputs: Trading_Col_TimeInputs) => LocalizedString;
export const trading_col_rate: (inputs: Trading_Col_RateInputs) => LocalizedString;
export const trading_col_role: (inputs: Trading_Col_RoleInputs) => LocalizedString;
export const trading_col_fee: (inputs: Trading_Col_FeeInputs) => LocalizedString;
export const trading_col_fee_currency: (inputs: Trading_Col_Fee_CurrencyInputs) => LocalizedString;
export const trading_maker: (inputs: Trading_MakerInputs) => LocalizedString;
export const trading_taker: (inputs: Trading_TakerInputs) => LocalizedString;
export const trading_history_to_date: (inputs: Trading_History_To_DateInputs) => LocalizedString;
export const trading_history_from_date: (inputs: Trading_History_From_DateInputs) => LocalizedString;
export const trading_history_from_1970: (inputs: Trading_History_From_1970Inputs) => LocalizedString;
export const trading_history_from_after_to: (inputs: Trading_History_From_After_ToInputs) => LocalizedString;
export const trading_history_limit: (inputs: Trading_History_LimitInputs) => LocalizedString;
export const settings_accounts: (inputs: Settings_AccountsInputs) => LocalizedString;
export const settings_appliances: (inputs: Settings_AppliancesInputs) => LocalizedString;
export const settings_appliances_intro: (inputs: Settings_Appliances_IntroInputs) => LocalizedString;
export const settings_market_exchange: (inputs: Settings_Market_ExchangeInputs) => LocalizedString;
export const settings_loading_settings: (inputs: Settings_Loading_SettingsInputs) => LocalizedString;
export const settings_preferences: (inputs: Settings_PreferencesInputs) => LocalizedString;
export const settings_app_password: (inputs: Settings_App_PasswordInputs) => LocalizedString;
export const settings_help: (inputs: Settings_HelpInputs) => LocalizedString;
export const settings_renamed: (inputs: Settings_RenamedInputs) => LocalizedString;
export const settings_now_using: (inputs: Settings_Now_UsingInputs) => LocalizedString;
export const settings_account_removed_demo: (inputs: Settings_Account_Removed_DemoInputs) => LocalizedString;
export const settings_account_removed: (inputs: Settings_Account_RemovedInputs) => LocalizedString;
export const settings_guard_kept: (inputs: Settings_Guard_KeptInputs) => LocalizedString;
export const settings_nothing_removed: (inputs: Settings_Nothing_RemovedInputs) => LocalizedString;
export const settings_loading_accounts: (inputs: Settings_Loading_AccountsInputs) => LocalizedString;
export const settings_no_account: (inputs: Settings_No_AccountInputs) => LocalizedString;
export const settings_no_account_demo: (inputs: Settings_No_Account_DemoInputs) => LocalizedString;
export const settings_active: (inputs: Settings_ActiveInputs) => LocalizedString;
export const settings_line_exchange: (inputs: Settings_Line_ExchangeInputs) => LocalizedString;
export const settings_line_gateway: (inputs: Settings_Line_GatewayInputs) => LocalizedString;
export const settings_line_key: (inputs: Settings_Line_KeyInputs) => LocalizedString;
export const settings_remove_named: (inputs: Settings_Remove_NamedInputs) => LocalizedString;
export const settings_remove_guarded_why: (inputs: Settings_Remove_Guarded_WhyInputs) => LocalizedString;
export const settings_remove_account: (inputs: Settings_Remove_AccountInputs) => LocalizedString;
export const settings_cancel: (inputs: Settings_CancelInputs) => LocalizedString;
export const settings_new_name_for: (inputs: Settings_New_Name_ForInputs) => LocalizedString;
export const settings_account_name_needed: (inputs: Settings_Account_Name_NeededInputs) => LocalizedString;
export const settings_use: (inputs: Settings_UseInputs) => LocalizedString;
export const settings_use_named: (inputs: Settings_Use_NamedInputs) => LocalizedString;
export const settings_rename: (inputs: Settings_RenameInputs) => LocalizedString;
export const settings_rename_named: (inputs: Settings_Rename_NamedInputs) => LocalizedString;
export const settings_remove: (inputs: Settings_RemoveInputs) => LocalizedString;
export const settings_accounts_locked: (inputs: Settings_Accounts_LockedInputs) => LocalizedString;
export const settings_account_added: (inputs: Settings_Account_AddedInputs) => LocalizedString;
export const settings_demo_account_added: (inputs: Settings_Demo_Account_AddedInputs) => LocalizedString;
export const settings_add_demo_account: (inputs: Settings_Add_Demo_AccountInputs) => LocalizedString;
export const settings_add_account_title: (inputs: Settings_Add_Account_TitleInputs) => LocalizedString;
export const settings_add_account_intro: (inputs: Settings_Add_Account_IntroInputs) => LocalizedString;
export const settings_check_and_save: (inputs: Settings_Check_And_SaveInputs) => LocalizedString;
export const settings_add_account_locked: (inputs: Settings_Add_Account_LockedInputs) => LocalizedString;
export const settings_checking_key: (inputs: Settings_Checking_KeyInputs) => LocalizedString;
export const settings_adding_demo_account: (inputs: Settings_Adding_Demo_AccountInputs) => LocalizedString;
export const settings_demo_account_intro: (inputs: Settings_Demo_Account_IntroInputs) => LocalizedString;
export const settings_name: (inputs: Settings_NameInputs) => LocalizedString;
export const settings_exchange_address: (inputs: Settings_Exchange_AddressInputs) => LocalizedString;
export const settings_gateway_address: (inputs: Settings_Gateway_AddressInputs) => LocalizedString;
export const settings_api_key: (inputs: Settings_Api_KeyInputs) => LocalizedString;
export const settings_api_secret: (inputs: Settings_Api_SecretInputs) => LocalizedString;
export const settings_exchange_url_hint: (inputs: Settings_Exchange_Url_HintInputs) => LocalizedString;
export const settings_starts_https: (inputs: Settings_Starts_HttpsInputs) => LocalizedString;
export const settings_plain_http_rule: (inputs: Settings_Plain_Http_RuleInputs) => LocalizedString;
export const settings_name_too_long: (inputs: Settings_Name_Too_LongInputs) => LocalizedString;
export const settings_exchange_plain_http: (inputs: Settings_Exchange_Plain_HttpInputs) => LocalizedString;
export const settings_exchange_not_web: (inputs: Settings_Exchange_Not_WebInputs) => LocalizedString;
export const settings_gateway_plain_http: (inputs: Settings_Gateway_Plain_HttpInputs) => LocalizedString;
export const settings_gateway_not_web: (inputs: Settings_Gateway_Not_WebInputs) => LocalizedString;
export const settings_api_key_invalid: (inputs: Settings_Api_Key_InvalidInputs) => LocalizedString;
export const settings_api_secret_invalid: (inputs: Settings_Api_Secret_InvalidInputs) => LocalizedString;
export const settings_password_set_done: (inputs: Settings_Password_Set_DoneInputs) => LocalizedString;
export const settings_password_changed: (inputs: Settings_Password_ChangedInputs) => LocalizedString;
export const settings_password_removed: (inputs: Settings_Password_RemovedInputs) => LocalizedString;
export const settings_password_intro_set: (inputs: Settings_Password_Intro_SetInputs) => LocalizedString;
export const settings_password_intro_unset: (inputs: Settings_Password_Intro_UnsetInputs) => LocalizedString;
export const settings_current_password: (inputs: Settings_Current_PasswordInputs) => LocalizedString;
export const settings_new_password: (inputs: Settings_New_PasswordInputs) => LocalizedString;
export const settings_repeat_password: (inputs: Settings_Repeat_PasswordInputs) => LocalizedString;
export const settings_change_password: (inputs: Settings_Change_PasswordInputs) => LocalizedString;
export const settings_set_password: (inputs: Settings_Set_PasswordInputs) => LocalizedString;
export const settings_remove_password: (inputs: Settings_Remove_PasswordInputs) => LocalizedString;
export const settings_lock_now: (inputs: Settings_Lock_NowInputs) => LocalizedString;
export const settings_password_locked: (inputs: Settings_Password_LockedInputs) => LocalizedString;
export const settings_enter_current_password: (inputs: Settings_Enter_Current_PasswordInputs) => LocalizedString;
export const settings_password_too_short: (inputs: Settings_Password_Too_ShortInputs) => LocalizedString;
export const settings_passwords_differ: (inputs: Settings_Passwords_DifferInputs) => LocalizedString;
export const settings_appliance_now_used: (inputs: Settings_Appliance_Now_UsedInputs) => LocalizedString;
export const settings_appliance_removed_demo: (inputs: Settings_Appliance_Removed_DemoInputs) => LocalizedString;
export const settings_appliance_removed: (inputs: Settings_Appliance_RemovedInputs) => LocalizedString;
export const settings_cert_same: (inputs: Settings_Cert_SameInputs) => LocalizedString;
export const settings_cert_trusted_now: (inputs: Settings_Cert_Trusted_NowInputs) => LocalizedString;
export const settings_cert_kept: (inputs: Settings_Cert_KeptInputs) => LocalizedString;
export const settings_loading_appliances: (inputs: Settings_Loading_AppliancesInputs) => LocalizedString;
export const settings_no_appliance: (inputs: Settings_No_ApplianceInputs) => LocalizedString;
export const settings_no_appliance_demo: (inputs: Settings_No_Appliance_DemoInputs) => LocalizedString;
export const settings_saved_appliances: (inputs: Settings_Saved_AppliancesInputs) => LocalizedString;
export const settings_in_use: (inputs: Settings_In_UseInputs) => LocalizedString;
export const settings_line_api_path: (inputs: Settings_Line_Api_PathInputs) => LocalizedString;
export const settings_line_user: (inputs: Settings_Line_UserInputs) => LocalizedString;
export const settings_line_signs_in_session: (inputs: Settings_Line_Signs_In_SessionInputs) => LocalizedString;
export const settings_line_signs_in_basic: (inputs: Settings_Line_Signs_In_BasicInputs) => LocalizedString;
export const settings_line_certificate: (inputs: Settings_Line_CertificateInputs) => LocalizedString;
export const settings_cert_expired: (inputs: Settings_Cert_ExpiredInputs) => LocalizedString;
export const settings_new_name_for_appliance: (inputs: Settings_New_Name_For_ApplianceInputs) => LocalizedString;
export const settings_appliance_name_needed: (inputs: Settings_Appliance_Name_NeededInputs) => LocalizedString;
export const settings_use_appliance: (inputs: Settings_Use_ApplianceInputs) => LocalizedString;
export const settings_check_cert_of: (inputs: Settings_Check_Cert_OfInputs) => LocalizedString;
export const settings_check_cert: (inputs: Settings_Check_CertInputs) => LocalizedString;
export const settings_rename_appliance: (inputs: Settings_Rename_ApplianceInputs) => LocalizedString;
export const settings_remove_appliance: (inputs: Settings_Remove_ApplianceInputs) => LocalizedString;
export const settings_cert_differs: (inputs: Settings_Cert_DiffersInputs) => LocalizedString;
export const settings_cert_differs_advice: (inputs: Settings_Cert_Differs_AdviceInputs) => LocalizedString;
export const settings_cert_trusted_until_now: (inputs: Settings_Cert_Trusted_Until_NowInputs) => LocalizedString;
export const settings_cert_presented_now: (inputs: Settings_Cert_Presented_NowInputs) => LocalizedString;
export const settings_cert_issued_to: (inputs: Settings_Cert_Issued_ToInputs) => LocalizedString;
export const settings_cert_issued_by: (inputs: Settings_Cert_Issued_ByInputs) => LocalizedString;
export const settings_trust_new_cert: (inputs: Settings_Trust_New_CertInputs) => LocalizedString;
export const settings_keep_old_cert: (inputs: Settings_Keep_Old_CertInputs) => LocalizedString;
export const settings_appliances_locked: (inputs: Settings_Appliances_LockedInputs) => LocalizedString;
export const settings_appliance_added: (inputs: Settings_Appliance_AddedInputs) => LocalizedString;
export const settings_demo_appliance_added: (inputs: Settings_Demo_Appliance_AddedInputs) => LocalizedString;
export const settings_add_demo_appliance: (inputs: Settings_Add_Demo_ApplianceInputs) => LocalizedString;
export const settings_add_appliance_title: (inputs: Settings_Add_Appliance_TitleInputs) => LocalizedString;
export const settings_add_appliance_intro: (inputs: Settings_Add_Appliance_IntroInputs) => LocalizedString;
export const settings_sign_in_and_save: (inputs: Settings_Sign_In_And_SaveInputs) => LocalizedString;
export const settings_add_appliance_locked: (inputs: Settings_Add_Appliance_LockedInputs) => LocalizedString;
export const settings_reading_cert: (inputs: Settings_Reading_CertInputs) => LocalizedString;
export const settings_signing_in: (inputs: Settings_Signing_InInputs) => LocalizedString;
export const settings_adding_demo_appliance: (inputs: Settings_Adding_Demo_ApplianceInputs) => LocalizedString;
export const settings_demo_appliance_intro: (inputs: Settings_Demo_Appliance_IntroInputs) => LocalizedString;
export const settings_appliance_name: (inputs: Settings_Appliance_NameInputs) => LocalizedString;
export const settings_appliance_address: (inputs: Settings_Appliance_AddressInputs) => LocalizedString;
export const settings_user_name: (inputs: Settings_User_NameInputs) => LocalizedString;
export const settings_appliance_password: (inputs: Settings_Appliance_PasswordInputs) => LocalizedString;
export const settings_sign_in_mode: (inputs: Settings_Sign_In_ModeInputs) => LocalizedString;
export const settings_auth_session: (inputs: Settings_Auth_SessionInputs) => LocalizedString;
export const settings_auth_basic: (inputs: Settings_Auth_BasicInputs) => LocalizedString;
export const settings_api_path: (inputs: Settings_Api_PathInputs) => LocalizedString;
export const settings_api_path_hint: (inputs: Settings_Api_Path_HintInputs) => LocalizedString;
export const settings_appliance_url_hint: (inputs: Settings_Appliance_Url_HintInputs) => LocalizedString;
export const settings_cert_of: (inputs: Settings_Cert_OfInputs) => LocalizedString;
export const settings_cert_vouched: (inputs: Settings_Cert_VouchedInputs) => LocalizedString;
export const settings_cert_untrusted: (inputs: Settings_Cert_UntrustedInputs) => LocalizedString;
export const settings_cert_untrusted_self_signed: (inputs: Settings_Cert_Untrusted_Self_SignedInputs) => LocalizedString;
export const settings_cert_compare: (inputs: Settings_Cert_CompareInputs) => LocalizedString;
export const settings_cert_fingerprint: (inputs: Settings_Cert_FingerprintInputs) => LocalizedString;
export const settings_cert_valid_until: (inputs: Settings_Cert_Valid_UntilInputs) => LocalizedString;
export const settings_trust_and_sign_in: (inputs: Settings_Trust_And_Sign_InInputs) => LocalizedString;
export const settings_do_not_trust: (inputs: Settings_Do_Not_TrustInputs) => LocalizedString;
export const settings_appliance_not_web: (inputs: Settings_Appliance_Not_WebInputs) => LocalizedString;
export const settings_appliance_scheme: (inputs: Settings_Appliance_SchemeInputs) => LocalizedString;
export const settings_appliance_credentials: (inputs: Settings_Appliance_CredentialsInputs) => LocalizedString;
export const settings_appliance_plain_http: (inputs: Settings_Appliance_Plain_HttpInputs) => LocalizedString;
export const settings_appliance_name_too_long: (inputs: Settings_Appliance_Name_Too_LongInputs) => LocalizedString;
export const settings_enter_user: (inputs: Settings_Enter_UserInputs) => LocalizedString;
export const settings_user_too_long: (inputs: Settings_User_Too_LongInputs) => LocalizedString;
export const settings_enter_password: (inputs: Settings_Enter_PasswordInputs) => LocalizedString;
export const settings_password_too_long: (inputs: Settings_Password_Too_LongInputs) => LocalizedString;
export const settings_market_now_demo: (inputs: Settings_Market_Now_DemoInputs) => LocalizedString;
export const settings_market_now_from: (inputs: Settings_Market_Now_FromInputs) => LocalizedString;
export const settings_market_intro: (inputs: Settings_Market_IntroInputs) => LocalizedString;
export const settings_market_fixed: (inputs: Settings_Market_FixedInputs) => LocalizedString;
export const settings_market_demo_not_running: (inputs: Settings_Market_Demo_Not_RunningInputs) => LocalizedString;
export const settings_restart_now: (inputs: Settings_Restart_NowInputs) => LocalizedString;
export const settings_restarting: (inputs: Settings_RestartingInputs) => LocalizedString;
export const settings_market_legend: (inputs: Settings_Market_LegendInputs) => LocalizedString;
export const settings_use_demo_exchange: (inputs: Settings_Use_Demo_ExchangeInputs) => LocalizedString;
export const settings_simulated: (inputs: Settings_SimulatedInputs) => LocalizedString;
export const settings_save_exchange: (inputs: Settings_Save_ExchangeInputs) => LocalizedString;
export const settings_market_locked: (inputs: Settings_Market_LockedInputs) => LocalizedString;
export const settings_market_address_empty: (inputs: Settings_Market_Address_EmptyInputs) => LocalizedString;
export const settings_market_address_not_web: (inputs: Settings_Market_Address_Not_WebInputs) => LocalizedString;
export const settings_market_address_scheme: (inputs: Settings_Market_Address_SchemeInputs) => LocalizedString;
export const settings_market_address_credentials: (inputs: Settings_Market_Address_CredentialsInputs) => LocalizedString;
export const settings_market_address_query: (inputs: Settings_Market_Address_QueryInputs) => LocalizedString;
export const settings_diagnostics_explained: (inputs: Settings_Diagnostics_ExplainedInputs) => LocalizedString;
export const settings_export_diagnostics: (inputs: Settings_Export_DiagnosticsInputs) => LocalizedString;
export const settings_diagnostics_downloaded: (inputs: Settings_Diagnostics_DownloadedInputs) => LocalizedString;
export const settings_diagnostics_saved: (inputs: Settings_Diagnostics_SavedInputs) => LocalizedString;
export const settings_diagnostics_cancelled: (inputs: Settings_Diagnostics_CancelledInputs) => LocalizedString;
export const settings_api_path_empty: (inputs: Settings_Api_Path_EmptyInputs) => LocalizedString;
export const settings_api_path_too_long: (inputs: Settings_Api_Path_Too_LongInputs) => LocalizedString;
export const settings_api_path_slash: (inputs: Settings_Api_Path_SlashInputs) => LocalizedString;
export const settings_api_path_no_folder: (inputs: Settings_Api_Path_No_FolderInputs) => LocalizedString;
export const settings_api_path_double_slash: (inputs: Settings_Api_Path_Double_SlashInputs) => LocalizedString;
export const settings_api_path_dots: (inputs: Settings_Api_Path_DotsInputs) => LocalizedString;
export const settings_api_path_characters: (inputs: Settings_Api_Path_CharactersInputs) => LocalizedString;
export const fiat_cards_title: (inputs: Fiat_Cards_TitleInputs) => LocalizedString;
export const fiat_intro: (inputs: Fiat_IntroInputs) => LocalizedString;
export const fiat_currency: (inputs: Fiat_CurrencyInputs) => LocalizedString;
export const fiat_available_short: (inputs: Fiat_Available_ShortInputs) => LocalizedString;
export const fiat_deposit_of: (inputs: Fiat_Deposit_OfInputs) => LocalizedString;
export const fiat_payout_of: (inputs: Fiat_Payout_OfInputs) => LocalizedString;
export const fiat_unlock_to_move: (inputs: Fiat_Unlock_To_MoveInputs) => LocalizedString;
export const fiat_opening: (inputs: Fiat_OpeningInputs) => LocalizedString;
export const fiat_opened_deposit: (inputs: Fiat_Opened_DepositInputs) => LocalizedString;
export const fiat_opened_payout: (inputs: Fiat_Opened_PayoutInputs) => LocalizedString;
export const fiat_blocked: (inputs: Fiat_BlockedInputs) => LocalizedString;
export const fiat_open_window: (inputs: Fiat_Open_WindowInputs) => LocalizedString;
export const fiat_deposit_paid: (inputs: Fiat_Deposit_PaidInputs) => LocalizedString;
export const fiat_deposit_ended: (inputs: Fiat_Deposit_EndedInputs) => LocalizedString;
export const fiat_window_deposit: (inputs: Fiat_Window_DepositInputs) => LocalizedString;
export const fiat_window_payout: (inputs: Fiat_Window_PayoutInputs) => LocalizedString;
export const fiat_window_payment: (inputs: Fiat_Window_PaymentInputs) => LocalizedString;
export const fiat_window_via: (inputs: Fiat_Window_ViaInputs) => LocalizedString;
export const fiat_window_loading: (inputs: Fiat_Window_LoadingInputs) => LocalizedString;
export const fiat_window_locked: (inputs: Fiat_Window_LockedInputs) => LocalizedString;
export const fiat_deposit_going: (inputs: Fiat_Deposit_GoingInputs) => LocalizedString;
export const fiat_deposit_made_via: (inputs: Fiat_Deposit_Made_ViaInputs) => LocalizedString;
export const fiat_deposit_made_via_from: (inputs: Fiat_Deposit_Made_Via_FromInputs) => LocalizedString;
export const fiat_deposit_made_quick: (inputs: Fiat_Deposit_Made_QuickInputs) => LocalizedString;
export const fiat_deposit_pay_there: (inputs: Fiat_Deposit_Pay_ThereInputs) => LocalizedString;
export const fiat_payment_form: (inputs: Fiat_Payment_FormInputs) => LocalizedString;
export const fiat_continue_to_page: (inputs: Fiat_Continue_To_PageInputs) => LocalizedString;
export const fiat_asking_services: (inputs: Fiat_Asking_ServicesInputs) => LocalizedString;
export const fiat_amount_and_service: (inputs: Fiat_Amount_And_ServiceInputs) => LocalizedString;
export const fiat_test_mode: (inputs: Fiat_Test_ModeInputs) => LocalizedString;
export const fiat_amount_in: (inputs: Fiat_Amount_InInputs) => LocalizedString;
export const fiat_no_deposit_service: (inputs: Fiat_No_Deposit_ServiceInputs) => LocalizedString;
export const fiat_payment_service: (inputs: Fiat_Payment_ServiceInputs) => LocalizedString;
export const fiat_continue_to_payment: (inputs: Fiat_Continue_To_PaymentInputs) => LocalizedString;
export const fiat_quick_deposit: (inputs: Fiat_Quick_DepositInputs) => LocalizedString;
export const fiat_making_deposit: (inputs: Fiat_Making_DepositInputs) => LocalizedString;
export const fiat_quick_deposit_hint: (inputs: Fiat_Quick_Deposit_HintInputs) => LocalizedString;
export const fiat_fee_not_stated: (inputs: Fiat_Fee_Not_StatedInputs) => LocalizedString;
export const fiat_fee_none: (inputs: Fiat_Fee_NoneInputs) => LocalizedString;
export const fiat_fee_is: (inputs: Fiat_Fee_IsInputs) => LocalizedString;
export const fiat_fee_at_least: (inputs: Fiat_Fee_At_LeastInputs) => LocalizedString;
export const fiat_fee_at_most: (inputs: Fiat_Fee_At_MostInputs) => LocalizedString;
export const fiat_limit_from: (inputs: Fiat_Limit_FromInputs) => LocalizedString;
export const fiat_limit_up_to: (inputs: Fiat_Limit_Up_ToInputs) => LocalizedString;
export const fiat_no_details_needed: (inputs: Fiat_No_Details_NeededInputs) => LocalizedString;
export const fiat_field_optional: (inputs: Fiat_Field_OptionalInputs) => LocalizedString;
export const fiat_enter_amount: (inputs: Fiat_Enter_AmountInputs) => LocalizedString;
export const fiat_payout_declined: (inputs: Fiat_Payout_DeclinedInputs) => LocalizedString;
export const fiat_payout_result: (inputs: Fiat_Payout_ResultInputs) => LocalizedString;
export const fiat_payout_sent: (inputs: Fiat_Payout_SentInputs) => LocalizedString;
export const fiat_payout_sent_via: (inputs: Fiat_Payout_Sent_ViaInputs) => LocalizedString;
export const fiat_payout_sent_anyone: (inputs: Fiat_Payout_Sent_AnyoneInputs) => LocalizedString;
export const fiat_payout_sent_anyone_via: (inputs: Fiat_Payout_Sent_Anyone_ViaInputs) => LocalizedString;
export const fiat_payout_reference: (inputs: Fiat_Payout_ReferenceInputs) => LocalizedString;
export const fiat_payout_email: (inputs: Fiat_Payout_EmailInputs) => LocalizedString;
export const fiat_exchange_says: (inputs: Fiat_Exchange_SaysInputs) => LocalizedString;
export const fiat_payout_saved_source: (inputs: Fiat_Payout_Saved_SourceInputs) => LocalizedString;
export const fiat_reading_balance: (inputs: Fiat_Reading_BalanceInputs) => LocalizedString;
export const fiat_available_now: (inputs: Fiat_Available_NowInputs) => LocalizedString;
export const fiat_balance_unread: (inputs: Fiat_Balance_UnreadInputs) => LocalizedString;
export const fiat_new_payout: (inputs: Fiat_New_PayoutInputs) => LocalizedString;
export const fiat_close_window: (inputs: Fiat_Close_WindowInputs) => LocalizedString;
export const fiat_how_much: (inputs: Fiat_How_MuchInputs) => LocalizedString;
export const fiat_update_services: (inputs: Fiat_Update_ServicesInputs) => LocalizedString;
export const fiat_show_payout_services: (inputs: Fiat_Show_Payout_ServicesInputs) => LocalizedString;
export const fiat_available: (inputs: Fiat_AvailableInputs) => LocalizedString;
export const fiat_where_to: (inputs: Fiat_Where_ToInputs) => LocalizedString;
export const fiat_no_payout_service: (inputs: Fiat_No_Payout_ServiceInputs) => LocalizedString;
export const fiat_payout_service: (inputs: Fiat_Payout_ServiceInputs) => LocalizedString;
export const fiat_pay_to: (inputs: Fiat_Pay_ToInputs) => LocalizedString;
export const fiat_new_details: (inputs: Fiat_New_DetailsInputs) => LocalizedString;
export const fiat_saved_destination: (inputs: Fiat_Saved_DestinationInputs) => LocalizedString;
export const fiat_fund_source: (inputs: Fiat_Fund_SourceInputs) => LocalizedString;
export const fiat_fund_source_hint: (inputs: Fiat_Fund_Source_HintInputs) => LocalizedString;
export const fiat_fund_source_problem: (inputs: Fiat_Fund_Source_ProblemInputs) => LocalizedString;
export const fiat_recipient_gets: (inputs: Fiat_Recipient_GetsInputs) => LocalizedString;
export const fiat_fee: (inputs: Fiat_FeeInputs) => LocalizedString;
export const fiat_taken_from_balance: (inputs: Fiat_Taken_From_BalanceInputs) => LocalizedString;
export const fiat_amount_changed: (inputs: Fiat_Amount_ChangedInputs) => LocalizedString;
export const fiat_review_payout: (inputs: Fiat_Review_PayoutInputs) => LocalizedString;
export const fiat_waiting_confirmation: (inputs: Fiat_Waiting_ConfirmationInputs) => LocalizedString;
export const fiat_converter: (inputs: Fiat_ConverterInputs) => LocalizedString;
export const fiat_loading_rates: (inputs: Fiat_Loading_RatesInputs) => LocalizedString;
export const fiat_converter_amount: (inputs: Fiat_Converter_AmountInputs) => LocalizedString;
export const fiat_converter_from: (inputs: Fiat_Converter_FromInputs) => LocalizedString;
export const fiat_converter_to: (inputs: Fiat_Converter_ToInputs) => LocalizedString;
export const fiat_rates_as_of: (inputs: Fiat_Rates_As_OfInputs) => LocalizedString;
export const fiat_convert_empty: (inputs: Fiat_Convert_EmptyInputs) => LocalizedString;
export const fiat_convert_invalid: (inputs: Fiat_Convert_InvalidInputs) => LocalizedString;
export const fiat_convert_negative: (inputs: Fiat_Convert_NegativeInputs) => LocalizedString;
export const fiat_convert_no_rate: (inputs: Fiat_Convert_No_RateInputs) => LocalizedString;
export const fiat_currencies_loading: (inputs: Fiat_Currencies_LoadingInputs) => LocalizedString;
export const fiat_currencies_none: (inputs: Fiat_Currencies_NoneInputs) => LocalizedString;
export const fiat_currencies_caption: (inputs: Fiat_Currencies_CaptionInputs) => LocalizedString;
export const fiat_currencies_currency: (inputs: Fiat_Currencies_CurrencyInputs) => LocalizedString;
export const fiat_currencies_code: (inputs: Fiat_Currencies_CodeInputs) => LocalizedString;
export const fiat_currencies_type: (inputs: Fiat_Currencies_TypeInputs) => LocalizedString;
export const fiat_currencies_memo: (inputs: Fiat_Currencies_MemoInputs) => LocalizedString;
export const fiat_currencies_precision: (inputs: Fiat_Currencies_PrecisionInputs) => LocalizedString;
export const fiat_currencies_trade_precision: (inputs: Fiat_Currencies_Trade_PrecisionInputs) => LocalizedString;
export const fiat_currencies_crypto: (inputs: Fiat_Currencies_CryptoInputs) => LocalizedString;
export const fiat_currencies_fiat: (inputs: Fiat_Currencies_FiatInputs) => LocalizedString;
export const fiat_currencies_yes: (inputs: Fiat_Currencies_YesInputs) => LocalizedString;
export const fiat_currencies_no: (inputs: Fiat_Currencies_NoInputs) => LocalizedString;
export const fiat_fees_loading: (inputs: Fiat_Fees_LoadingInputs) => LocalizedString;
export const fiat_fees_crypto: (inputs: Fiat_Fees_CryptoInputs) => LocalizedString;
export const fiat_fees_crypto_none: (inputs: Fiat_Fees_Crypto_NoneInputs) => LocalizedString;
export const fiat_fees_withdrawal_fee: (inputs: Fiat_Fees_Withdrawal_FeeInputs) => LocalizedString;
export const fiat_fees_in_usd: (inputs: Fiat_Fees_In_UsdInputs) => LocalizedString;
export const fiat_fees_min_deposit: (inputs: Fiat_Fees_Min_DepositInputs) => LocalizedString;
export const fiat_fees_min_withdrawal: (inputs: Fiat_Fees_Min_WithdrawalInputs) => LocalizedString;
export const fiat_fees_fiat: (inputs: Fiat_Fees_FiatInputs) => LocalizedString;
export const fiat_fees_fiat_none: (inputs: Fiat_Fees_Fiat_NoneInputs) => LocalizedString;
export const fiat_fees_method: (inputs: Fiat_Fees_MethodInputs) => LocalizedString;
export const fiat_fees_deposit_percent: (inputs: Fiat_Fees_Deposit_PercentInputs) => LocalizedString;
export const fiat_fees_withdrawal_percent: (inputs: Fiat_Fees_Withdrawal_PercentInputs) => LocalizedString;
export const fiat_method_payment_card: (inputs: Fiat_Method_Payment_CardInputs) => LocalizedString;
export const fiat_method_advcash_wallet: (inputs: Fiat_Method_Advcash_WalletInputs) => LocalizedString;
export const fiat_method_perfectmoney_account: (inputs: Fiat_Method_Perfectmoney_AccountInputs) => LocalizedString;
export const fiat_method_perfectmoney_transfer: (inputs: Fiat_Method_Perfectmoney_TransferInputs) => LocalizedString;
export const fiat_method_svc_code: (inputs: Fiat_Method_Svc_CodeInputs) => LocalizedString;
export const fiat_policies_col_name: (inputs: Fiat_Policies_Col_NameInputs) => LocalizedString;
export const fiat_policies_col_rule: (inputs: Fiat_Policies_Col_RuleInputs) => LocalizedString;
export const fiat_policies_col_action: (inputs: Fiat_Policies_Col_ActionInputs) => LocalizedString;
export const fiat_policies_col_state: (inputs: Fiat_Policies_Col_StateInputs) => LocalizedString;
export const fiat_policies_col_hits: (inputs: Fiat_Policies_Col_HitsInputs) => LocalizedString;
export const fiat_policies_none_with_name: (inputs: Fiat_Policies_None_With_NameInputs) => LocalizedString;
export const fiat_policies_none_with_rule: (inputs: Fiat_Policies_None_With_RuleInputs) => LocalizedString;
export const fiat_policies_none_with_action: (inputs: Fiat_Policies_None_With_ActionInputs) => LocalizedString;
export const fiat_policies_none_with_state: (inputs: Fiat_Policies_None_With_StateInputs) => LocalizedString;
export const fiat_policies_none_with_hits: (inputs: Fiat_Policies_None_With_HitsInputs) => LocalizedString;
export const fiat_policies_enabled: (inputs: Fiat_Policies_EnabledInputs) => LocalizedString;
export const fiat_policies_disabled: (inputs: Fiat_Policies_DisabledInputs) => LocalizedString;
export const fiat_policies_nothing_changed: (inputs: Fiat_Policies_Nothing_ChangedInputs) => LocalizedString;
export const fiat_policies_same_name: (inputs: Fiat_Policies_Same_NameInputs) => LocalizedString;
export const fiat_policies_quoted: (inputs: Fiat_Policies_QuotedInputs) => LocalizedString;
export const fiat_policies_and_more: (inputs: Fiat_Policies_And_MoreInputs) => LocalizedString;
export const fiat_policies_done_enable: (inputs: Fiat_Policies_Done_EnableInputs) => LocalizedString;
export const fiat_policies_done_disable: (inputs: Fiat_Policies_Done_DisableInputs) => LocalizedString;
export const fiat_policies_done_delete: (inputs: Fiat_Policies_Done_DeleteInputs) => LocalizedString;
export const fiat_policies_not_enable: (inputs: Fiat_Policies_Not_EnableInputs) => LocalizedString;
export const fiat_policies_not_disable: (inputs: Fiat_Policies_Not_DisableInputs) => LocalizedString;
export const fiat_policies_not_delete: (inputs: Fiat_Policies_Not_DeleteInputs) => LocalizedString;
export const fiat_policies_no_answer: (inputs: Fiat_Policies_No_AnswerInputs) => LocalizedString;
export const fiat_policies_nothing_enabled: (inputs: Fiat_Policies_Nothing_EnabledInputs) => LocalizedString;
export const fiat_policies_nothing_disabled: (inputs: Fiat_Policies_Nothing_DisabledInputs) => LocalizedString;
export const fiat_policies_nothing_deleted: (inputs: Fiat_Policies_Nothing_DeletedInputs) => LocalizedString;
export const fiat_policies_renamed: (inputs: Fiat_Policies_RenamedInputs) => LocalizedString;
export const fiat_policies_hint_certificate: (inputs: Fiat_Policies_Hint_CertificateInputs) => LocalizedString;
export const fiat_policies_hint_password: (inputs: Fiat_Policies_Hint_PasswordInputs) => LocalizedString;
export const fiat_policies_loading_appliances: (inputs: Fiat_Policies_Loading_AppliancesInputs) => LocalizedString;
export const fiat_policies_no_appliance: (inputs: Fiat_Policies_No_ApplianceInputs) => LocalizedString;
export const fiat_policies_add_appliance: (inputs: Fiat_Policies_Add_ApplianceInputs) => LocalizedString;
export const fiat_policies_appliance: (inputs: Fiat_Policies_ApplianceInputs) => LocalizedString;
export const fiat_policies_switch: (inputs: Fiat_Policies_SwitchInputs) => LocalizedString;
export const fiat_policies_filter: (inputs: Fiat_Policies_FilterInputs) => LocalizedString;
export const fiat_policies_filter_on: (inputs: Fiat_Policies_Filter_OnInputs) => LocalizedString;
export const fiat_policies_exact_value: (inputs: Fiat_Policies_Exact_ValueInputs) => LocalizedString;
export const fiat_policies_allow_or_deny: (inputs: Fiat_Policies_Allow_Or_DenyInputs) => LocalizedString;
export const fiat_policies_enabled_or_disabled: (inputs: Fiat_Policies_Enabled_Or_DisabledInputs) => LocalizedString;
export const fiat_policies_apply_filter: (inputs: Fiat_Policies_Apply_FilterInputs) => LocalizedString;
export const fiat_policies_clear_filter: (inputs: Fiat_Policies_Clear_FilterInputs) => LocalizedString;
export const fiat_policies_per_page: (inputs: Fiat_Policies_Per_PageInputs) => LocalizedString;
export const fiat_policies_refresh: (inputs: Fiat_Policies_RefreshInputs) => LocalizedString;
export const fiat_policies_add: (inputs: Fiat_Policies_AddInputs) => LocalizedString;
export const fiat_policies_selected: (inputs: Fiat_Policies_SelectedInputs) => LocalizedString;
export const fiat_policies_enable_selected: (inputs: Fiat_Policies_Enable_SelectedInputs) => LocalizedString;
export const fiat_policies_disable_selected: (inputs: Fiat_Policies_Disable_SelectedInputs) => LocalizedString;
export const fiat_policies_delete_selected: (inputs: Fiat_Policies_Delete_SelectedInputs) => LocalizedString;
export const fiat_policies_unlock: (inputs: Fiat_Policies_UnlockInputs) => LocalizedString;
export const fiat_policies_states_note: (inputs: Fiat_Policies_States_NoteInputs) => LocalizedString;
export const fiat_policies_waiting: (inputs: Fiat_Policies_WaitingInputs) => LocalizedString;
export const fiat_policies_loading: (inputs: Fiat_Policies_LoadingInputs) => LocalizedString;
export const fiat_policies_caption: (inputs: Fiat_Policies_CaptionInputs) => LocalizedString;
export const fiat_policies_select_all: (inputs: Fiat_Policies_Select_AllInputs) => LocalizedString;
export const fiat_policies_actions: (inputs: Fiat_Policies_ActionsInputs) => LocalizedString;
export const fiat_policies_select: (inputs: Fiat_Policies_SelectInputs) => LocalizedString;
export const fiat_policies_new_name_for: (inputs: Fiat_Policies_New_Name_ForInputs) => LocalizedString;
export const fiat_policies_edit_policy: (inputs: Fiat_Policies_Edit_PolicyInputs) => LocalizedString;
export const fiat_policies_edit: (inputs: Fiat_Policies_EditInputs) => LocalizedString;
export const fiat_policies_rename_policy: (inputs: Fiat_Policies_Rename_PolicyInputs) => LocalizedString;
export const fiat_policies_rename: (inputs: Fiat_Policies_RenameInputs) => LocalizedString;
export const fiat_policies_delete_policy: (inputs: Fiat_Policies_Delete_PolicyInputs) => LocalizedString;
export const fiat_policies_delete: (inputs: Fiat_Policies_DeleteInputs) => LocalizedString;
export const fiat_policies_none_yet: (inputs: Fiat_Policies_None_YetInputs) => LocalizedString;
export const fiat_policies_pages: (inputs: Fiat_Policies_PagesInputs) => LocalizedString;
export const fiat_policies_previous_page: (inputs: Fiat_Policies_Previous_PageInputs) => LocalizedString;
export const fiat_policies_next_page: (inputs: Fiat_Policies_Next_PageInputs) => LocalizedString;
export const fiat_policies_page: (inputs: Fiat_Policies_PageInputs) => LocalizedString;
export const fiat_policies_page_match: (inputs: Fiat_Policies_Page_MatchInputs) => LocalizedString;
export const fiat_policies_saved: (inputs: Fiat_Policies_SavedInputs) => LocalizedString;
export const fiat_policies_added: (inputs: Fiat_Policies_AddedInputs) => LocalizedString;
export const fiat_policies_rule_reset: (inputs: Fiat_Policies_Rule_ResetInputs) => LocalizedString;
export const fiat_policies_action_reset: (inputs: Fiat_Policies_Action_ResetInputs) => LocalizedString;
export const fiat_policies_edit_title: (inputs: Fiat_Policies_Edit_TitleInputs) => LocalizedString;
export const fiat_policies_add_title: (inputs: Fiat_Policies_Add_TitleInputs) => LocalizedString;
export const fiat_policies_name: (inputs: Fiat_Policies_NameInputs) => LocalizedString;
export const fiat_policies_name_hint: (inputs: Fiat_Policies_Name_HintInputs) => LocalizedString;
export const fiat_policies_allow_means: (inputs: Fiat_Policies_Allow_MeansInputs) => LocalizedString;
export const fiat_policies_deny_means: (inputs: Fiat_Policies_Deny_MeansInputs) => LocalizedString;
export const fiat_policies_save: (inputs: Fiat_Policies_SaveInputs) => LocalizedString;
export const fiat_policies_add_submit: (inputs: Fiat_Policies_Add_SubmitInputs) => LocalizedString;
export const fiat_policies_cancel: (inputs: Fiat_Policies_CancelInputs) => LocalizedString;
export const fiat_policies_reset_rule: (inputs: Fiat_Policies_Reset_RuleInputs) => LocalizedString;
export const fiat_policies_reset_action: (inputs: Fiat_Policies_Reset_ActionInputs) => LocalizedString;
export const fiat_policies_sending: (inputs: Fiat_Policies_SendingInputs) => LocalizedString;
export const fiat_policies_rule_example: (inputs: Fiat_Policies_Rule_ExampleInputs) => LocalizedString;
export const fiat_policies_rule_balanced: (inputs: Fiat_Policies_Rule_BalancedInputs) => LocalizedString;
export const fiat_policies_rule_length: (inputs: Fiat_Policies_Rule_LengthInputs) => LocalizedString;
export const fiat_policies_name_empty: (inputs: Fiat_Policies_Name_EmptyInputs) => LocalizedString;
export const fiat_policies_name_too_long: (inputs: Fiat_Policies_Name_Too_LongInputs) => LocalizedString;
export const fiat_policies_name_characters: (inputs: Fiat_Policies_Name_CharactersInputs) => LocalizedString;
export const fiat_policies_rule_empty: (inputs: Fiat_Policies_Rule_EmptyInputs) => LocalizedString;
export const fiat_policies_rule_too_long: (inputs: Fiat_Policies_Rule_Too_LongInputs) => LocalizedString;
export const fiat_payout_result_said: (inputs: Fiat_Payout_Result_SaidInputs) => LocalizedString;
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
export const core_op_app_restart: (inputs: Core_Op_App_RestartInputs) => LocalizedString;
export const core_cannot_restart: (inputs: Core_Cannot_RestartInputs) => LocalizedString;
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
export const core_guard_kept_addresses: (inputs: Core_Guard_Kept_AddressesInputs) => LocalizedString;
export const core_guard_kept_limit: (inputs: Core_Guard_Kept_LimitInputs) => LocalizedString;
export const core_guard_kept_limits: (inputs: Core_Guard_Kept_LimitsInputs) => LocalizedString;
export const core_guard_kept_only_saved: (inputs: Core_Guard_Kept_Only_SavedInputs) => LocalizedString;
export const core_list_and: (inputs: Core_List_AndInputs) => LocalizedString;
export const core_policy_line_action_change: (inputs: Core_Policy_Line_Action_ChangeInputs) => LocalizedString;
export const core_policy_line_rule_after: (inputs: Core_Policy_Line_Rule_AfterInputs) => LocalizedString;
export const core_policy_change_weakens_deny: (inputs: Core_Policy_Change_Weakens_DenyInputs) => LocalizedString;
export const core_policy_change_weakens: (inputs: Core_Policy_Change_WeakensInputs) => LocalizedString;
export const core_policy_action_unknown: (inputs: Core_Policy_Action_UnknownInputs) => LocalizedString;
export const core_policy_rule_unreadable: (inputs: Core_Policy_Rule_UnreadableInputs) => LocalizedString;
export const core_settings_recovered_folder: (inputs: Core_Settings_Recovered_FolderInputs) => LocalizedString;
export const core_settings_recovered_not_json: (inputs: Core_Settings_Recovered_Not_JsonInputs) => LocalizedString;
export const core_settings_recovered_schema: (inputs: Core_Settings_Recovered_SchemaInputs) => LocalizedString;
export const core_payout_saved_details: (inputs: Core_Payout_Saved_DetailsInputs) => LocalizedString;
export const core_server_not_json: (inputs: Core_Server_Not_JsonInputs) => LocalizedString;
export const core_server_too_large: (inputs: Core_Server_Too_LargeInputs) => LocalizedString;
export const core_save_history: (inputs: Core_Save_HistoryInputs) => LocalizedString;
export const core_save_diagnostics: (inputs: Core_Save_DiagnosticsInputs) => LocalizedString;
export const core_fixed_by_web_option: (inputs: Core_Fixed_By_Web_OptionInputs) => LocalizedString;
export const window_locked_title: (inputs: Window_Locked_TitleInputs) => LocalizedString;
export const window_locked_lead: (inputs: Window_Locked_LeadInputs) => LocalizedString;
export const window_app_password: (inputs: Window_App_PasswordInputs) => LocalizedString;
export const window_unlock: (inputs: Window_UnlockInputs) => LocalizedString;
export const window_unlock_in: (inputs: Window_Unlock_InInputs) => LocalizedString;
export const window_wait: (inputs: Window_WaitInputs) => LocalizedString;
export const window_try_again_in: (inputs: Window_Try_Again_InInputs) => LocalizedString;
export const window_try_again_now: (inputs: Window_Try_Again_NowInputs) => LocalizedString;
export const window_wait_minutes_seconds: (inputs: Window_Wait_Minutes_SecondsInputs) => LocalizedString;
export const window_confirm_decline: (inputs: Window_Confirm_DeclineInputs) => LocalizedString;
export const window_more_questions: (inputs: Window_More_QuestionsInputs) => LocalizedString;
export const window_retry: (inputs: Window_RetryInputs) => LocalizedString;
export const window_loading: (inputs: Window_LoadingInputs) => LocalizedString;
export const window_page_not_loaded: (inputs: Window_Page_Not_LoadedInputs) => LocalizedString;
export const window_host_lost: (inputs: Window_Host_LostInputs) => LocalizedString;
export const window_connecting: (inputs: Window_ConnectingInputs) => LocalizedString;
export const window_live: (inputs: Window_LiveInputs) => LocalizedString;
export const window_reconnecting: (inputs: Window_ReconnectingInputs) => LocalizedString;
export const window_exchange_unavailable: (inputs: Window_Exchange_UnavailableInputs) => LocalizedString;
export const window_retry_now: (inputs: Window_Retry_NowInputs) => LocalizedString;
export const window_open_settings: (inputs: Window_Open_SettingsInputs) => LocalizedString;
export const window_try_again: (inputs: Window_Try_AgainInputs) => LocalizedString;
export const window_advice_auth: (inputs: Window_Advice_AuthInputs) => LocalizedString;
export const window_advice_keychain: (inputs: Window_Advice_KeychainInputs) => LocalizedString;
export const window_advice_network: (inputs: Window_Advice_NetworkInputs) => LocalizedString;
export const window_advice_unavailable: (inputs: Window_Advice_UnavailableInputs) => LocalizedString;
export const window_advice_other: (inputs: Window_Advice_OtherInputs) => LocalizedString;
export const window_no_account_balances: (inputs: Window_No_Account_BalancesInputs) => LocalizedString;
export const window_no_account_orders: (inputs: Window_No_Account_OrdersInputs) => LocalizedString;
export const window_no_account_deposit_addresses: (inputs: Window_No_Account_Deposit_AddressesInputs) => LocalizedString;
export const window_no_account_withdrawals: (inputs: Window_No_Account_WithdrawalsInputs) => LocalizedString;
export const window_no_account_history: (inputs: Window_No_Account_HistoryInputs) => LocalizedString;
export const window_no_account_fiat: (inputs: Window_No_Account_FiatInputs) => LocalizedString;
export const window_no_account_other: (inputs: Window_No_Account_OtherInputs) => LocalizedString;
export const window_add_account: (inputs: Window_Add_AccountInputs) => LocalizedString;
export const window_nav_main: (inputs: Window_Nav_MainInputs) => LocalizedString;
export const window_lock_needs_password: (inputs: Window_Lock_Needs_PasswordInputs) => LocalizedString;
export const window_copy_what: (inputs: Window_Copy_WhatInputs) => LocalizedString;
export const window_copied: (inputs: Window_CopiedInputs) => LocalizedString;
export const window_copy_failed: (inputs: Window_Copy_FailedInputs) => LocalizedString;
export const window_save_name: (inputs: Window_Save_NameInputs) => LocalizedString;
export const window_cancel: (inputs: Window_CancelInputs) => LocalizedString;
export const window_no_page_at: (inputs: Window_No_Page_AtInputs) => LocalizedString;
export const window_back_to_markets: (inputs: Window_Back_To_MarketsInputs) => LocalizedString;
export const window_dismiss: (inputs: Window_DismissInputs) => LocalizedString;
export const window_dismiss_notice: (inputs: Window_Dismiss_NoticeInputs) => LocalizedString;
export const window_as_of: (inputs: Window_As_OfInputs) => LocalizedString;
export const window_host_not_reachable: (inputs: Window_Host_Not_ReachableInputs) => LocalizedString;
export const window_host_connection_lost: (inputs: Window_Host_Connection_LostInputs) => LocalizedString;
export const window_host_refused_link: (inputs: Window_Host_Refused_LinkInputs) => LocalizedString;
export const window_no_token: (inputs: Window_No_TokenInputs) => LocalizedString;
export const window_password_page_title: (inputs: Window_Password_Page_TitleInputs) => LocalizedString;
export const window_password_decline: (inputs: Window_Password_DeclineInputs) => LocalizedString;
export const window_password_confirm: (inputs: Window_Password_ConfirmInputs) => LocalizedString;
export const window_password_unreachable: (inputs: Window_Password_UnreachableInputs) => LocalizedString;
export const window_password_check_failed: (inputs: Window_Password_Check_FailedInputs) => LocalizedString;
export const shared_withdraw_memo_needed: (inputs: Shared_Withdraw_Memo_NeededInputs) => LocalizedString;
export const shared_withdraw_amount_enter: (inputs: Shared_Withdraw_Amount_EnterInputs) => LocalizedString;
export const shared_withdraw_amount_not_number: (inputs: Shared_Withdraw_Amount_Not_NumberInputs) => LocalizedString;
export const shared_withdraw_amount_precision: (inputs: Shared_Withdraw_Amount_PrecisionInputs) => LocalizedString;
export const shared_amount_zero: (inputs: Shared_Amount_ZeroInputs) => LocalizedString;
export const shared_withdraw_fee_exceeds: (inputs: Shared_Withdraw_Fee_ExceedsInputs) => LocalizedString;
export const shared_withdraw_below_minimum: (inputs: Shared_Withdraw_Below_MinimumInputs) => LocalizedString;
export const shared_withdraw_over_balance: (inputs: Shared_Withdraw_Over_BalanceInputs) => LocalizedString;
export const shared_memo_xrp_tag: (inputs: Shared_Memo_Xrp_TagInputs) => LocalizedString;
export const shared_memo_xlm_bytes: (inputs: Shared_Memo_Xlm_BytesInputs) => LocalizedString;
export const shared_memo_eos_bytes: (inputs: Shared_Memo_Eos_BytesInputs) => LocalizedString;
export const shared_lookalike_warning: (inputs: Shared_Lookalike_WarningInputs) => LocalizedString;
export const shared_lookalike_known_history: (inputs: Shared_Lookalike_Known_HistoryInputs) => LocalizedString;
export const shared_lookalike_known_book_label: (inputs: Shared_Lookalike_Known_Book_LabelInputs) => LocalizedString;
export const shared_lookalike_known_book: (inputs: Shared_Lookalike_Known_BookInputs) => LocalizedString;
export const shared_address_btc: (inputs: Shared_Address_BtcInputs) => LocalizedString;
export const shared_address_ltc: (inputs: Shared_Address_LtcInputs) => LocalizedString;
export const shared_address_bch: (inputs: Shared_Address_BchInputs) => LocalizedString;
export const shared_address_doge: (inputs: Shared_Address_DogeInputs) => LocalizedString;
export const shared_address_dash: (inputs: Shared_Address_DashInputs) => LocalizedString;
export const shared_address_eth: (inputs: Shared_Address_EthInputs) => LocalizedString;
export const shared_address_usdt: (inputs: Shared_Address_UsdtInputs) => LocalizedString;
export const shared_address_xrp: (inputs: Shared_Address_XrpInputs) => LocalizedString;
export const shared_address_xlm: (inputs: Shared_Address_XlmInputs) => LocalizedString;
export const shared_address_trx: (inputs: Shared_Address_TrxInputs) => LocalizedString;
export const shared_address_eos: (inputs: Shared_Address_EosInputs) => LocalizedString;
export const shared_address_not_characters: (inputs: Shared_Address_Not_CharactersInputs) => LocalizedString;
export const shared_address_not_checksum: (inputs: Shared_Address_Not_ChecksumInputs) => LocalizedString;
export const shared_address_not_length: (inputs: Shared_Address_Not_LengthInputs) => LocalizedString;
export const shared_address_not_version: (inputs: Shared_Address_Not_VersionInputs) => LocalizedString;
export const shared_address_not_case: (inputs: Shared_Address_Not_CaseInputs) => LocalizedString;
export const shared_address_not_space: (inputs: Shared_Address_Not_SpaceInputs) => LocalizedString;
export const shared_address_looks_like_btc: (inputs: Shared_Address_Looks_Like_BtcInputs) => LocalizedString;
export const shared_address_looks_like_ltc: (inputs: Shared_Address_Looks_Like_LtcInputs) => LocalizedString;
export const shared_address_looks_like_bch: (inputs: Shared_Address_Looks_Like_BchInputs) => LocalizedString;
export const shared_address_looks_like_doge: (inputs: Shared_Address_Looks_Like_DogeInputs) => LocalizedString;
export const shared_address_looks_like_dash: (inputs: Shared_Address_Looks_Like_DashInputs) => LocalizedString;
export const shared_address_looks_like_eth: (inputs: Shared_Address_Looks_Like_EthInputs) => LocalizedString;
export const shared_address_looks_like_usdt: (inputs: Shared_Address_Looks_Like_UsdtInputs) => LocalizedString;
export const shared_address_looks_like_xrp: (inputs: Shared_Address_Looks_Like_XrpInputs) => LocalizedString;
export const shared_address_looks_like_xlm: (inputs: Shared_Address_Looks_Like_XlmInputs) => LocalizedString;
export const shared_address_looks_like_trx: (inputs: Shared_Address_Looks_Like_TrxInputs) => LocalizedString;
export const shared_address_starts_btc: (inputs: Shared_Address_Starts_BtcInputs) => LocalizedString;
export const shared_address_starts_ltc: (inputs: Shared_Address_Starts_LtcInputs) => LocalizedString;
export const shared_address_starts_bch: (inputs: Shared_Address_Starts_BchInputs) => LocalizedString;
export const shared_address_starts_doge: (inputs: Shared_Address_Starts_DogeInputs) => LocalizedString;
export const shared_address_starts_dash: (inputs: Shared_Address_Starts_DashInputs) => LocalizedString;
export const shared_address_starts_eth: (inputs: Shared_Address_Starts_EthInputs) => LocalizedString;
export const shared_address_starts_usdt: (inputs: Shared_Address_Starts_UsdtInputs) => LocalizedString;
export const shared_address_starts_xrp: (inputs: Shared_Address_Starts_XrpInputs) => LocalizedString;
export const shared_address_starts_xlm: (inputs: Shared_Address_Starts_XlmInputs) => LocalizedString;
export const shared_address_starts_trx: (inputs: Shared_Address_Starts_TrxInputs) => LocalizedString;
export const shared_address_starts_eos: (inputs: Shared_Address_Starts_EosInputs) => LocalizedString;
export const shared_address_usdt_wants_erc20: (inputs: Shared_Address_Usdt_Wants_Erc20Inputs) => LocalizedString;
export const shared_address_usdt_wants_trc20: (inputs: Shared_Address_Usdt_Wants_Trc20Inputs) => LocalizedString;
export const shared_address_eos_public_key: (inputs: Shared_Address_Eos_Public_KeyInputs) => LocalizedString;
export const shared_address_eos_too_long: (inputs: Shared_Address_Eos_Too_LongInputs) => LocalizedString;
export const shared_address_eos_dot: (inputs: Shared_Address_Eos_DotInputs) => LocalizedString;
export const shared_address_xrp_x_address: (inputs: Shared_Address_Xrp_X_AddressInputs) => LocalizedString;
export const shared_address_xlm_secret: (inputs: Shared_Address_Xlm_SecretInputs) => LocalizedString;
export const shared_address_xlm_muxed: (inputs: Shared_Address_Xlm_MuxedInputs) => LocalizedString;
export const shared_address_unchecked: (inputs: Shared_Address_UncheckedInputs) => LocalizedString;
export const shared_address_enter: (inputs: Shared_Address_EnterInputs) => LocalizedString;
export const shared_kind_legacy: (inputs: Shared_Kind_LegacyInputs) => LocalizedString;
export const shared_kind_script: (inputs: Shared_Kind_ScriptInputs) => LocalizedString;
export const shared_kind_ltc_script_old: (inputs: Shared_Kind_Ltc_Script_OldInputs) => LocalizedString;
export const shared_kind_segwit: (inputs: Shared_Kind_SegwitInputs) => LocalizedString;
export const shared_kind_taproot: (inputs: Shared_Kind_TaprootInputs) => LocalizedString;
export const shared_kind_segwit_version: (inputs: Shared_Kind_Segwit_VersionInputs) => LocalizedString;
export const shared_kind_bch_cashaddr: (inputs: Shared_Kind_Bch_CashaddrInputs) => LocalizedString;
export const shared_kind_bch_script_cashaddr: (inputs: Shared_Kind_Bch_Script_CashaddrInputs) => LocalizedString;
export const shared_kind_bch_legacy: (inputs: Shared_Kind_Bch_LegacyInputs) => LocalizedString;
export const shared_kind_bch_script_legacy: (inputs: Shared_Kind_Bch_Script_LegacyInputs) => LocalizedString;
export const shared_kind_usdt_erc20: (inputs: Shared_Kind_Usdt_Erc20Inputs) => LocalizedString;
export const shared_kind_usdt_trc20: (inputs: Shared_Kind_Usdt_Trc20Inputs) => LocalizedString;
export const shared_kind_xlm: (inputs: Shared_Kind_XlmInputs) => LocalizedString;
export const shared_kind_eos: (inputs: Shared_Kind_EosInputs) => LocalizedString;
export const shared_note_eth: (inputs: Shared_Note_EthInputs) => LocalizedString;
export const shared_note_eos: (inputs: Shared_Note_EosInputs) => LocalizedString;
export const shared_note_bch_legacy: (inputs: Shared_Note_Bch_LegacyInputs) => LocalizedString;
export const shared_note_usdt_network: (inputs: Shared_Note_Usdt_NetworkInputs) => LocalizedString;
export const shared_code_empty: (inputs: Shared_Code_EmptyInputs) => LocalizedString;
export const shared_code_parts: (inputs: Shared_Code_PartsInputs) => LocalizedString;
export const shared_code_group_length: (inputs: Shared_Code_Group_LengthInputs) => LocalizedString;
export const shared_code_character_zero: (inputs: Shared_Code_Character_ZeroInputs) => LocalizedString;
export const shared_code_character_capital_o: (inputs: Shared_Code_Character_Capital_OInputs) => LocalizedString;
export const shared_code_character_capital_i: (inputs: Shared_Code_Character_Capital_IInputs) => LocalizedString;
export const shared_code_character_small_l: (inputs: Shared_Code_Character_Small_LInputs) => LocalizedString;
export const shared_code_character_other: (inputs: Shared_Code_Character_OtherInputs) => LocalizedString;
export const shared_code_currency_mark: (inputs: Shared_Code_Currency_MarkInputs) => LocalizedString;
export const shared_code_currency_mark_capitals: (inputs: Shared_Code_Currency_Mark_CapitalsInputs) => LocalizedString;
export const shared_code_type_mark: (inputs: Shared_Code_Type_MarkInputs) => LocalizedString;
export const shared_code_checksum: (inputs: Shared_Code_ChecksumInputs) => LocalizedString;
export const shared_code_unknown_currency: (inputs: Shared_Code_Unknown_CurrencyInputs) => LocalizedString;
export const shared_fiat_field_required: (inputs: Shared_Fiat_Field_RequiredInputs) => LocalizedString;
export const shared_fiat_field_too_long: (inputs: Shared_Fiat_Field_Too_LongInputs) => LocalizedString;
export const shared_fiat_field_rule_unreadable: (inputs: Shared_Fiat_Field_Rule_UnreadableInputs) => LocalizedString;
export const shared_fiat_field_wrong_form: (inputs: Shared_Fiat_Field_Wrong_FormInputs) => LocalizedString;
export const shared_fiat_card_mistake: (inputs: Shared_Fiat_Card_MistakeInputs) => LocalizedString;
export const shared_fiat_unknown_field: (inputs: Shared_Fiat_Unknown_FieldInputs) => LocalizedString;
export const shared_fiat_amount_enter: (inputs: Shared_Fiat_Amount_EnterInputs) => LocalizedString;
export const shared_fiat_amount_precision: (inputs: Shared_Fiat_Amount_PrecisionInputs) => LocalizedString;
export const shared_fiat_amount_min: (inputs: Shared_Fiat_Amount_MinInputs) => LocalizedString;
export const shared_fiat_amount_max: (inputs: Shared_Fiat_Amount_MaxInputs) => LocalizedString;
export const shared_fiat_amount_over_balance: (inputs: Shared_Fiat_Amount_Over_BalanceInputs) => LocalizedString;
export const shared_fiat_no_details: (inputs: Shared_Fiat_No_DetailsInputs) => LocalizedString;
export const shared_exchange_address_enter: (inputs: Shared_Exchange_Address_EnterInputs) => LocalizedString;
export const shared_exchange_address_not_web: (inputs: Shared_Exchange_Address_Not_WebInputs) => LocalizedString;
export const shared_exchange_address_scheme: (inputs: Shared_Exchange_Address_SchemeInputs) => LocalizedString;
export const shared_exchange_address_credentials: (inputs: Shared_Exchange_Address_CredentialsInputs) => LocalizedString;
export const shared_exchange_address_plain_http: (inputs: Shared_Exchange_Address_Plain_HttpInputs) => LocalizedString;
export const shared_exchange_address_query: (inputs: Shared_Exchange_Address_QueryInputs) => LocalizedString;
export const shared_rule_position: (inputs: Shared_Rule_PositionInputs) => LocalizedString;
export const shared_rule_position_line: (inputs: Shared_Rule_Position_LineInputs) => LocalizedString;
export const shared_rule_control_character: (inputs: Shared_Rule_Control_CharacterInputs) => LocalizedString;
export const shared_rule_unclosed_quote: (inputs: Shared_Rule_Unclosed_QuoteInputs) => LocalizedString;
export const shared_rule_unclosed_regex: (inputs: Shared_Rule_Unclosed_RegexInputs) => LocalizedString;
export const shared_rule_wrong_closer: (inputs: Shared_Rule_Wrong_CloserInputs) => LocalizedString;
export const shared_rule_closes_nothing: (inputs: Shared_Rule_Closes_NothingInputs) => LocalizedString;
export const shared_rule_never_closed: (inputs: Shared_Rule_Never_ClosedInputs) => LocalizedString;
export const shared_contract_account_name: (inputs: Shared_Contract_Account_NameInputs) => LocalizedString;
export const shared_contract_at_most_60: (inputs: Shared_Contract_At_Most_60Inputs) => LocalizedString;
export const shared_contract_web_address: (inputs: Shared_Contract_Web_AddressInputs) => LocalizedString;
export const shared_contract_https_only: (inputs: Shared_Contract_Https_OnlyInputs) => LocalizedString;
export const shared_contract_web_address_no_credentials: (inputs: Shared_Contract_Web_Address_No_CredentialsInputs) => LocalizedString;
export const shared_contract_api_key: (inputs: Shared_Contract_Api_KeyInputs) => LocalizedString;
export const shared_contract_appliance_name: (inputs: Shared_Contract_Appliance_NameInputs) => LocalizedString;
export const shared_contract_appliance_name_long: (inputs: Shared_Contract_Appliance_Name_LongInputs) => LocalizedString;
export const shared_contract_appliance_address: (inputs: Shared_Contract_Appliance_AddressInputs) => LocalizedString;
export const shared_contract_address_too_long: (inputs: Shared_Contract_Address_Too_LongInputs) => LocalizedString;
export const shared_contract_user_enter: (inputs: Shared_Contract_User_EnterInputs) => LocalizedString;
export const shared_contract_user_long: (inputs: Shared_Contract_User_LongInputs) => LocalizedString;
export const shared_contract_user_control: (inputs: Shared_Contract_User_ControlInputs) => LocalizedString;
export const shared_contract_fingerprint: (inputs: Shared_Contract_FingerprintInputs) => LocalizedString;
export const shared_contract_policy_name_empty: (inputs: Shared_Contract_Policy_Name_EmptyInputs) => LocalizedString;
export const shared_contract_name_too_long: (inputs: Shared_Contract_Name_Too_LongInputs) => LocalizedString;
export const shared_contract_rule_too_long: (inputs: Shared_Contract_Rule_Too_LongInputs) => LocalizedString;
export const shared_contract_select_policy: (inputs: Shared_Contract_Select_PolicyInputs) => LocalizedString;
export const shared_contract_policies_at_once: (inputs: Shared_Contract_Policies_At_OnceInputs) => LocalizedString;
export const shared_contract_policy_twice: (inputs: Shared_Contract_Policy_TwiceInputs) => LocalizedString;
export const shared_contract_password_enter: (inputs: Shared_Contract_Password_EnterInputs) => LocalizedString;
export const shared_contract_field_to_reset: (inputs: Shared_Contract_Field_To_ResetInputs) => LocalizedString;
export const shared_contract_code_too_long: (inputs: Shared_Contract_Code_Too_LongInputs) => LocalizedString;
export const shared_contract_at_most_500: (inputs: Shared_Contract_At_Most_500Inputs) => LocalizedString;
export const shared_contract_account_id: (inputs: Shared_Contract_Account_IdInputs) => LocalizedString;
export const shared_contract_amount: (inputs: Shared_Contract_AmountInputs) => LocalizedString;
export const shared_contract_address_no_spaces: (inputs: Shared_Contract_Address_No_SpacesInputs) => LocalizedString;
export const shared_contract_destination: (inputs: Shared_Contract_DestinationInputs) => LocalizedString;
export const shared_contract_memo_no_spaces: (inputs: Shared_Contract_Memo_No_SpacesInputs) => LocalizedString;
export const shared_server_address_exchange_not_web: (inputs: Shared_Server_Address_Exchange_Not_WebInputs) => LocalizedString;
export const shared_server_address_exchange_scheme: (inputs: Shared_Server_Address_Exchange_SchemeInputs) => LocalizedString;
export const shared_server_address_exchange_credentials: (inputs: Shared_Server_Address_Exchange_CredentialsInputs) => LocalizedString;
export const shared_server_address_exchange_plain_http: (inputs: Shared_Server_Address_Exchange_Plain_HttpInputs) => LocalizedString;
export const shared_server_address_gateway_not_web: (inputs: Shared_Server_Address_Gateway_Not_WebInputs) => LocalizedString;
export const shared_server_address_gateway_scheme: (inputs: Shared_Server_Address_Gateway_SchemeInputs) => LocalizedString;
export const shared_server_address_gateway_credentials: (inputs: Shared_Server_Address_Gateway_CredentialsInputs) => LocalizedString;
export const shared_server_address_gateway_plain_http: (inputs: Shared_Server_Address_Gateway_Plain_HttpInputs) => LocalizedString;
export const shared_server_address_named_not_web: (inputs: Shared_Server_Address_Named_Not_WebInputs) => LocalizedString;
export const shared_server_address_named_scheme: (inputs: Shared_Server_Address_Named_SchemeInputs) => LocalizedString;
export const shared_server_address_named_credentials: (inputs: Shared_Server_Address_Named_CredentialsInputs) => LocalizedString;
export const shared_server_address_named_plain_http: (inputs: Shared_Server_Address_Named_Plain_HttpInputs) => LocalizedString;
export const shared_code_verdict_empty_title: (inputs: Shared_Code_Verdict_Empty_TitleInputs) => LocalizedString;
export const shared_code_verdict_empty_body: (inputs: Shared_Code_Verdict_Empty_BodyInputs) => LocalizedString;
export const shared_code_verdict_ok_title: (inputs: Shared_Code_Verdict_Ok_TitleInputs) => LocalizedString;
export const shared_code_verdict_ok_body: (inputs: Shared_Code_Verdict_Ok_BodyInputs) => LocalizedString;
export const shared_code_verdict_bad_title: (inputs: Shared_Code_Verdict_Bad_TitleInputs) => LocalizedString;
export const errors_market_invalid: (inputs: Errors_Market_InvalidInputs) => LocalizedString;
export const errors_order_id_invalid: (inputs: Errors_Order_Id_InvalidInputs) => LocalizedString;
export const errors_start_not_time: (inputs: Errors_Start_Not_TimeInputs) => LocalizedString;
export const errors_end_not_time: (inputs: Errors_End_Not_TimeInputs) => LocalizedString;
export const errors_start_after_end: (inputs: Errors_Start_After_EndInputs) => LocalizedString;
export const errors_limit_invalid: (inputs: Errors_Limit_InvalidInputs) => LocalizedString;
export const errors_sort_invalid: (inputs: Errors_Sort_InvalidInputs) => LocalizedString;
export const errors_cancel_none: (inputs: Errors_Cancel_NoneInputs) => LocalizedString;
export const errors_cancel_too_many: (inputs: Errors_Cancel_Too_ManyInputs) => LocalizedString;
export const errors_cancel_refused: (inputs: Errors_Cancel_RefusedInputs) => LocalizedString;
export const errors_answer_other_shape: (inputs: Errors_Answer_Other_ShapeInputs) => LocalizedString;
export const errors_no_api_key: (inputs: Errors_No_Api_KeyInputs) => LocalizedString;
export const errors_nonce_refused_clock: (inputs: Errors_Nonce_Refused_ClockInputs) => LocalizedString;
export const errors_nonce_refused: (inputs: Errors_Nonce_RefusedInputs) => LocalizedString;
export const errors_key_refused: (inputs: Errors_Key_RefusedInputs) => LocalizedString;
export const errors_account_gone: (inputs: Errors_Account_GoneInputs) => LocalizedString;
export const errors_demo_account_none: (inputs: Errors_Demo_Account_NoneInputs) => LocalizedString;
export const errors_demo_account_saved: (inputs: Errors_Demo_Account_SavedInputs) => LocalizedString;
export const errors_account_name_taken: (inputs: Errors_Account_Name_TakenInputs) => LocalizedString;
export const errors_account_plain_http_exchange: (inputs: Errors_Account_Plain_Http_ExchangeInputs) => LocalizedString;
export const errors_account_plain_http_gateway: (inputs: Errors_Account_Plain_Http_GatewayInputs) => LocalizedString;
export const errors_demo_exchange_gone: (inputs: Errors_Demo_Exchange_GoneInputs) => LocalizedString;
export const errors_secret_gone: (inputs: Errors_Secret_GoneInputs) => LocalizedString;
export const errors_key_saved: (inputs: Errors_Key_SavedInputs) => LocalizedString;
export const errors_account_not_saved: (inputs: Errors_Account_Not_SavedInputs) => LocalizedString;
export const errors_secret_enter: (inputs: Errors_Secret_EnterInputs) => LocalizedString;
export const errors_secret_too_long: (inputs: Errors_Secret_Too_LongInputs) => LocalizedString;
export const errors_secret_characters: (inputs: Errors_Secret_CharactersInputs) => LocalizedString;
export const errors_appliance_gone: (inputs: Errors_Appliance_GoneInputs) => LocalizedString;
export const errors_appliance_none: (inputs: Errors_Appliance_NoneInputs) => LocalizedString;
export const errors_demo_appliance_off: (inputs: Errors_Demo_Appliance_OffInputs) => LocalizedString;
export const errors_demo_appliance_saved: (inputs: Errors_Demo_Appliance_SavedInputs) => LocalizedString;
export const errors_appliance_http_no_certificate: (inputs: Errors_Appliance_Http_No_CertificateInputs) => LocalizedString;
export const errors_appliance_password_gone: (inputs: Errors_Appliance_Password_GoneInputs) => LocalizedString;
export const errors_appliance_plain_http_no_certificate: (inputs: Errors_Appliance_Plain_Http_No_CertificateInputs) => LocalizedString;
export const errors_appliance_certificate_changed: (inputs: Errors_Appliance_Certificate_ChangedInputs) => LocalizedString;
export const errors_appliance_user_saved: (inputs: Errors_Appliance_User_SavedInputs) => LocalizedString;
export const errors_appliance_name_taken: (inputs: Errors_Appliance_Name_TakenInputs) => LocalizedString;
export const errors_appliance_not_saved: (inputs: Errors_Appliance_Not_SavedInputs) => LocalizedString;
export const errors_demo_appliance_gone: (inputs: Errors_Demo_Appliance_GoneInputs) => LocalizedString;
export const errors_password_enter: (inputs: Errors_Password_EnterInputs) => LocalizedString;
export const errors_password_too_long: (inputs: Errors_Password_Too_LongInputs) => LocalizedString;
export const errors_settings_unreadable: (inputs: Errors_Settings_UnreadableInputs) => LocalizedString;
export const errors_settings_unreadable_unknown: (inputs: Errors_Settings_Unreadable_UnknownInputs) => LocalizedString;
export const errors_settings_stuck: (inputs: Errors_Settings_StuckInputs) => LocalizedString;
export const errors_settings_stuck_unknown: (inputs: Errors_Settings_Stuck_UnknownInputs) => LocalizedString;
export const errors_settings_not_changed: (inputs: Errors_Settings_Not_ChangedInputs) => LocalizedString;
export const errors_settings_not_saved: (inputs: Errors_Settings_Not_SavedInputs) => LocalizedString;
export const errors_amount_not_number: (inputs: Errors_Amount_Not_NumberInputs) => LocalizedString;
export const errors_gateway_not_web_address: (inputs: Errors_Gateway_Not_Web_AddressInputs) => LocalizedString;
export const errors_gateway_other_host: (inputs: Errors_Gateway_Other_HostInputs) => LocalizedString;
export const errors_gateway_method: (inputs: Errors_Gateway_MethodInputs) => LocalizedString;
export const errors_what_account_data: (inputs: Errors_What_Account_DataInputs) => LocalizedString;
export const errors_what_balance_list: (inputs: Errors_What_Balance_ListInputs) => LocalizedString;
export const errors_what_order_list: (inputs: Errors_What_Order_ListInputs) => LocalizedString;
export const errors_what_order_history: (inputs: Errors_What_Order_HistoryInputs) => LocalizedString;
export const errors_what_trade_list: (inputs: Errors_What_Trade_ListInputs) => LocalizedString;
export const errors_what_cancelled_order: (inputs: Errors_What_Cancelled_OrderInputs) => LocalizedString;
export const errors_what_server_time: (inputs: Errors_What_Server_TimeInputs) => LocalizedString;
export const errors_what_currency_list: (inputs: Errors_What_Currency_ListInputs) => LocalizedString;
export const errors_what_exchange_rates: (inputs: Errors_What_Exchange_RatesInputs) => LocalizedString;
export const errors_what_market_list: (inputs: Errors_What_Market_ListInputs) => LocalizedString;
export const errors_what_tickers: (inputs: Errors_What_TickersInputs) => LocalizedString;
export const errors_what_order_book: (inputs: Errors_What_Order_BookInputs) => LocalizedString;
export const errors_what_fee_list: (inputs: Errors_What_Fee_ListInputs) => LocalizedString;
export const errors_what_transfer_code: (inputs: Errors_What_Transfer_CodeInputs) => LocalizedString;
export const errors_what_redeemed_code: (inputs: Errors_What_Redeemed_CodeInputs) => LocalizedString;
export const errors_what_code_list: (inputs: Errors_What_Code_ListInputs) => LocalizedString;
export const errors_what_deposit_info: (inputs: Errors_What_Deposit_InfoInputs) => LocalizedString;
export const errors_what_address_answer: (inputs: Errors_What_Address_AnswerInputs) => LocalizedString;
export const errors_what_deposit_details: (inputs: Errors_What_Deposit_DetailsInputs) => LocalizedString;
export const errors_what_withdrawal_answer: (inputs: Errors_What_Withdrawal_AnswerInputs) => LocalizedString;
export const errors_what_withdrawal_details: (inputs: Errors_What_Withdrawal_DetailsInputs) => LocalizedString;
export const errors_what_deposit_answer: (inputs: Errors_What_Deposit_AnswerInputs) => LocalizedString;
export const errors_what_asset_history: (inputs: Errors_What_Asset_HistoryInputs) => LocalizedString;
export const errors_what_invoice: (inputs: Errors_What_InvoiceInputs) => LocalizedString;
export const errors_what_payout_services: (inputs: Errors_What_Payout_ServicesInputs) => LocalizedString;
export const errors_what_payment_services: (inputs: Errors_What_Payment_ServicesInputs) => LocalizedString;
export const errors_what_the_request: (inputs: Errors_What_The_RequestInputs) => LocalizedString;
export const errors_what_cancel_order: (inputs: Errors_What_Cancel_OrderInputs) => LocalizedString;
export const errors_what_new_code: (inputs: Errors_What_New_CodeInputs) => LocalizedString;
export const errors_what_redeem_code: (inputs: Errors_What_Redeem_CodeInputs) => LocalizedString;
export const errors_what_payout: (inputs: Errors_What_PayoutInputs) => LocalizedString;
export const errors_what_deposit: (inputs: Errors_What_DepositInputs) => LocalizedString;
export const errors_what_new_address: (inputs: Errors_What_New_AddressInputs) => LocalizedString;
export const errors_what_withdrawal: (inputs: Errors_What_WithdrawalInputs) => LocalizedString;
export const errors_what_invoice_for: (inputs: Errors_What_Invoice_ForInputs) => LocalizedString;
export const errors_unknown_outcome: (inputs: Errors_Unknown_OutcomeInputs) => LocalizedString;
export const errors_not_understood: (inputs: Errors_Not_UnderstoodInputs) => LocalizedString;
export const errors_what_cancel_orders: (inputs: Errors_What_Cancel_OrdersInputs) => LocalizedString;
export const errors_clock_ahead_local: (inputs: Errors_Clock_Ahead_LocalInputs) => LocalizedString;
export const errors_clock_behind_local: (inputs: Errors_Clock_Behind_LocalInputs) => LocalizedString;
export const errors_clock_far_local: (inputs: Errors_Clock_Far_LocalInputs) => LocalizedString;
export const errors_clock_ahead_measured: (inputs: Errors_Clock_Ahead_MeasuredInputs) => LocalizedString;
export const errors_clock_behind_measured: (inputs: Errors_Clock_Behind_MeasuredInputs) => LocalizedString;
export const errors_clock_far_measured: (inputs: Errors_Clock_Far_MeasuredInputs) => LocalizedString;
export const errors_settings_exchange_address_text: (inputs: Errors_Settings_Exchange_Address_TextInputs) => LocalizedString;
export const errors_settings_exchange_address_long: (inputs: Errors_Settings_Exchange_Address_LongInputs) => LocalizedString;
export const errors_settings_exchange_address_web: (inputs: Errors_Settings_Exchange_Address_WebInputs) => LocalizedString;
export const errors_settings_gateway_address_text: (inputs: Errors_Settings_Gateway_Address_TextInputs) => LocalizedString;
export const errors_settings_gateway_address_long: (inputs: Errors_Settings_Gateway_Address_LongInputs) => LocalizedString;
export const errors_settings_gateway_address_web: (inputs: Errors_Settings_Gateway_Address_WebInputs) => LocalizedString;
export const errors_settings_appliance_address_text: (inputs: Errors_Settings_Appliance_Address_TextInputs) => LocalizedString;
export const errors_settings_appliance_address_long: (inputs: Errors_Settings_Appliance_Address_LongInputs) => LocalizedString;
export const errors_settings_appliance_address_web: (inputs: Errors_Settings_Appliance_Address_WebInputs) => LocalizedString;
export const errors_settings_market_address_text: (inputs: Errors_Settings_Market_Address_TextInputs) => LocalizedString;
export const errors_settings_market_address_long: (inputs: Errors_Settings_Market_Address_LongInputs) => LocalizedString;
export const errors_settings_market_address_web: (inputs: Errors_Settings_Market_Address_WebInputs) => LocalizedString;
export const errors_settings_appliance_address_secure: (inputs: Errors_Settings_Appliance_Address_SecureInputs) => LocalizedString;
export const errors_settings_market_address_secure: (inputs: Errors_Settings_Market_Address_SecureInputs) => LocalizedString;
export const errors_settings_market_exchange: (inputs: Errors_Settings_Market_ExchangeInputs) => LocalizedString;
export const errors_settings_profile_id: (inputs: Errors_Settings_Profile_IdInputs) => LocalizedString;
export const errors_settings_profile_name_text: (inputs: Errors_Settings_Profile_Name_TextInputs) => LocalizedString;
export const errors_settings_profile_name_empty: (inputs: Errors_Settings_Profile_Name_EmptyInputs) => LocalizedString;
export const errors_settings_profile_name_long: (inputs: Errors_Settings_Profile_Name_LongInputs) => LocalizedString;
export const errors_settings_public_key_text: (inputs: Errors_Settings_Public_Key_TextInputs) => LocalizedString;
export const errors_settings_public_key_empty: (inputs: Errors_Settings_Public_Key_EmptyInputs) => LocalizedString;
export const errors_settings_public_key_long: (inputs: Errors_Settings_Public_Key_LongInputs) => LocalizedString;
export const errors_settings_public_key_characters: (inputs: Errors_Settings_Public_Key_CharactersInputs) => LocalizedString;
export const errors_settings_profile_demo: (inputs: Errors_Settings_Profile_DemoInputs) => LocalizedString;
export const errors_settings_demo_account_text: (inputs: Errors_Settings_Demo_Account_TextInputs) => LocalizedString;
export const errors_settings_demo_account_empty: (inputs: Errors_Settings_Demo_Account_EmptyInputs) => LocalizedString;
export const errors_settings_demo_account_long: (inputs: Errors_Settings_Demo_Account_LongInputs) => LocalizedString;
export const errors_settings_svcid_text: (inputs: Errors_Settings_Svcid_TextInputs) => LocalizedString;
export const errors_settings_svcid_shape: (inputs: Errors_Settings_Svcid_ShapeInputs) => LocalizedString;
export const errors_settings_profile_unknown: (inputs: Errors_Settings_Profile_UnknownInputs) => LocalizedString;
export const errors_settings_balances_interval_number: (inputs: Errors_Settings_Balances_Interval_NumberInputs) => LocalizedString;
export const errors_settings_balances_interval_whole: (inputs: Errors_Settings_Balances_Interval_WholeInputs) => LocalizedString;
export const errors_settings_balances_interval_min: (inputs: Errors_Settings_Balances_Interval_MinInputs) => LocalizedString;
export const errors_settings_balances_interval_max: (inputs: Errors_Settings_Balances_Interval_MaxInputs) => LocalizedString;
export const errors_settings_orders_interval_number: (inputs: Errors_Settings_Orders_Interval_NumberInputs) => LocalizedString;
export const errors_settings_orders_interval_whole: (inputs: Errors_Settings_Orders_Interval_WholeInputs) => LocalizedString;
export const errors_settings_orders_interval_min: (inputs: Errors_Settings_Orders_Interval_MinInputs) => LocalizedString;
export const errors_settings_orders_interval_max: (inputs: Errors_Settings_Orders_Interval_MaxInputs) => LocalizedString;
export const errors_settings_tickers_interval_number: (inputs: Errors_Settings_Tickers_Interval_NumberInputs) => LocalizedString;
export const errors_settings_tickers_interval_whole: (inputs: Errors_Settings_Tickers_Interval_WholeInputs) => LocalizedString;
export const errors_settings_tickers_interval_min: (inputs: Errors_Settings_Tickers_Interval_MinInputs) => LocalizedString;
export const errors_settings_tickers_interval_max: (inputs: Errors_Settings_Tickers_Interval_MaxInputs) => LocalizedString;
export const errors_settings_polling_unknown: (inputs: Errors_Settings_Polling_UnknownInputs) => LocalizedString;
export const errors_settings_currency_code: (inputs: Errors_Settings_Currency_CodeInputs) => LocalizedString;
export const errors_settings_amount: (inputs: Errors_Settings_AmountInputs) => LocalizedString;
export const errors_settings_guard_address: (inputs: Errors_Settings_Guard_AddressInputs) => LocalizedString;
export const errors_settings_guard_memo: (inputs: Errors_Settings_Guard_MemoInputs) => LocalizedString;
export const errors_settings_guard_label: (inputs: Errors_Settings_Guard_LabelInputs) => LocalizedString;
export const errors_settings_saved_addresses_max: (inputs: Errors_Settings_Saved_Addresses_MaxInputs) => LocalizedString;
export const errors_settings_guard_unknown: (inputs: Errors_Settings_Guard_UnknownInputs) => LocalizedString;
export const errors_settings_guard_key: (inputs: Errors_Settings_Guard_KeyInputs) => LocalizedString;
export const errors_settings_appliance_id: (inputs: Errors_Settings_Appliance_IdInputs) => LocalizedString;
export const errors_settings_appliance_name_text: (inputs: Errors_Settings_Appliance_Name_TextInputs) => LocalizedString;
export const errors_settings_appliance_name_empty: (inputs: Errors_Settings_Appliance_Name_EmptyInputs) => LocalizedString;
export const errors_settings_appliance_name_long: (inputs: Errors_Settings_Appliance_Name_LongInputs) => LocalizedString;
export const errors_settings_appliance_user_text: (inputs: Errors_Settings_Appliance_User_TextInputs) => LocalizedString;
export const errors_settings_appliance_user_empty: (inputs: Errors_Settings_Appliance_User_EmptyInputs) => LocalizedString;
export const errors_settings_appliance_user_long: (inputs: Errors_Settings_Appliance_User_LongInputs) => LocalizedString;
export const errors_settings_appliance_user_control: (inputs: Errors_Settings_Appliance_User_ControlInputs) => LocalizedString;
export const errors_settings_appliance_auth: (inputs: Errors_Settings_Appliance_AuthInputs) => LocalizedString;
export const errors_settings_api_path_text: (inputs: Errors_Settings_Api_Path_TextInputs) => LocalizedString;
export const errors_settings_api_path_ends: (inputs: Errors_Settings_Api_Path_EndsInputs) => LocalizedString;
export const errors_settings_fingerprint: (inputs: Errors_Settings_FingerprintInputs) => LocalizedString;
export const errors_settings_appliance_demo: (inputs: Errors_Settings_Appliance_DemoInputs) => LocalizedString;
export const errors_settings_appliance_unknown: (inputs: Errors_Settings_Appliance_UnknownInputs) => LocalizedString;
export const errors_settings_updates_check: (inputs: Errors_Settings_Updates_CheckInputs) => LocalizedString;
export const errors_settings_updates_channel: (inputs: Errors_Settings_Updates_ChannelInputs) => LocalizedString;
export const errors_settings_updates_unknown: (inputs: Errors_Settings_Updates_UnknownInputs) => LocalizedString;
export const errors_settings_favourite_text: (inputs: Errors_Settings_Favourite_TextInputs) => LocalizedString;
export const errors_settings_favourite_shape: (inputs: Errors_Settings_Favourite_ShapeInputs) => LocalizedString;
export const errors_settings_favourites_max: (inputs: Errors_Settings_Favourites_MaxInputs) => LocalizedString;
export const errors_settings_favourite_twice: (inputs: Errors_Settings_Favourite_TwiceInputs) => LocalizedString;
export const errors_settings_version: (inputs: Errors_Settings_VersionInputs) => LocalizedString;
export const errors_settings_profiles_max: (inputs: Errors_Settings_Profiles_MaxInputs) => LocalizedString;
export const errors_settings_appliances_max: (inputs: Errors_Settings_Appliances_MaxInputs) => LocalizedString;
export const errors_settings_display_currency: (inputs: Errors_Settings_Display_CurrencyInputs) => LocalizedString;
export const errors_settings_theme: (inputs: Errors_Settings_ThemeInputs) => LocalizedString;
export const errors_settings_language: (inputs: Errors_Settings_LanguageInputs) => LocalizedString;
export const errors_settings_auto_lock: (inputs: Errors_Settings_Auto_LockInputs) => LocalizedString;
export const errors_settings_close_to_tray: (inputs: Errors_Settings_Close_To_TrayInputs) => LocalizedString;
export const errors_settings_hide_amounts: (inputs: Errors_Settings_Hide_AmountsInputs) => LocalizedString;
export const errors_settings_hide_amounts_locked: (inputs: Errors_Settings_Hide_Amounts_LockedInputs) => LocalizedString;
export const errors_settings_password_hash: (inputs: Errors_Settings_Password_HashInputs) => LocalizedString;
export const errors_settings_unknown: (inputs: Errors_Settings_UnknownInputs) => LocalizedString;
export const errors_settings_profile_ids_twice: (inputs: Errors_Settings_Profile_Ids_TwiceInputs) => LocalizedString;
export const errors_settings_active_profile_gone: (inputs: Errors_Settings_Active_Profile_GoneInputs) => LocalizedString;
export const errors_settings_appliance_ids_twice: (inputs: Errors_Settings_Appliance_Ids_TwiceInputs) => LocalizedString;
export const errors_settings_active_appliance_gone: (inputs: Errors_Settings_Active_Appliance_GoneInputs) => LocalizedString;
export const errors_settings_unexpected: (inputs: Errors_Settings_UnexpectedInputs) => LocalizedString;
export const errors_settings_in_account: (inputs: Errors_Settings_In_AccountInputs) => LocalizedString;
export const errors_settings_in_appliance: (inputs: Errors_Settings_In_ApplianceInputs) => LocalizedString;
export const errors_policy_which: (inputs: Errors_Policy_WhichInputs) => LocalizedString;
export const errors_policy_action: (inputs: Errors_Policy_ActionInputs) => LocalizedString;
export const errors_policy_page_size: (inputs: Errors_Policy_Page_SizeInputs) => LocalizedString;
export const errors_policy_page_number: (inputs: Errors_Policy_Page_NumberInputs) => LocalizedString;
export const errors_policy_page_needs_size: (inputs: Errors_Policy_Page_Needs_SizeInputs) => LocalizedString;
export const errors_policy_filter_field: (inputs: Errors_Policy_Filter_FieldInputs) => LocalizedString;
export const errors_policy_filter_text: (inputs: Errors_Policy_Filter_TextInputs) => LocalizedString;
export const errors_policy_read_none: (inputs: Errors_Policy_Read_NoneInputs) => LocalizedString;
export const errors_policy_read_field: (inputs: Errors_Policy_Read_FieldInputs) => LocalizedString;
export const errors_policy_many_for_name: (inputs: Errors_Policy_Many_For_NameInputs) => LocalizedString;
export const errors_policy_nothing_to_change: (inputs: Errors_Policy_Nothing_To_ChangeInputs) => LocalizedString;
export const errors_policy_unset_none: (inputs: Errors_Policy_Unset_NoneInputs) => LocalizedString;
export const errors_policy_unset_field: (inputs: Errors_Policy_Unset_FieldInputs) => LocalizedString;
export const main_confirm_decline: (inputs: Main_Confirm_DeclineInputs) => LocalizedString;
export const main_save_title: (inputs: Main_Save_TitleInputs) => LocalizedString;
export const main_save_button: (inputs: Main_Save_ButtonInputs) => LocalizedString;
export const main_save_filter_csv: (inputs: Main_Save_Filter_CsvInputs) => LocalizedString;
export const main_save_filter_text: (inputs: Main_Save_Filter_TextInputs) => LocalizedString;
export const main_password_refused: (inputs: Main_Password_RefusedInputs) => LocalizedString;
export const main_password_enter: (inputs: Main_Password_EnterInputs) => LocalizedString;
export const main_password_check_failed: (inputs: Main_Password_Check_FailedInputs) => LocalizedString;
export const main_lock_title: (inputs: Main_Lock_TitleInputs) => LocalizedString;
export const main_lock_starting: (inputs: Main_Lock_StartingInputs) => LocalizedString;
export const main_lock_held: (inputs: Main_Lock_HeldInputs) => LocalizedString;
export const main_lock_held_elsewhere: (inputs: Main_Lock_Held_ElsewhereInputs) => LocalizedString;
export const main_lock_shell_desktop: (inputs: Main_Lock_Shell_DesktopInputs) => LocalizedString;
export const main_lock_shell_browser: (inputs: Main_Lock_Shell_BrowserInputs) => LocalizedString;
export const main_could_not_start: (inputs: Main_Could_Not_StartInputs) => LocalizedString;
export const main_exchange_both: (inputs: Main_Exchange_BothInputs) => LocalizedString;
export const main_exchange_url_not_url: (inputs: Main_Exchange_Url_Not_UrlInputs) => LocalizedString;
export const main_exchange_url_protocol: (inputs: Main_Exchange_Url_ProtocolInputs) => LocalizedString;
export const main_exchange_url_not_web_address: (inputs: Main_Exchange_Url_Not_Web_AddressInputs) => LocalizedString;
export const main_exchange_url_scheme: (inputs: Main_Exchange_Url_SchemeInputs) => LocalizedString;
export const main_exchange_url_credentials: (inputs: Main_Exchange_Url_CredentialsInputs) => LocalizedString;
export const main_exchange_url_plain_http: (inputs: Main_Exchange_Url_Plain_HttpInputs) => LocalizedString;
export const main_demo_servers_not_json: (inputs: Main_Demo_Servers_Not_JsonInputs) => LocalizedString;
export const main_demo_servers_no_address: (inputs: Main_Demo_Servers_No_AddressInputs) => LocalizedString;
export const main_demo_servers_no_accounts: (inputs: Main_Demo_Servers_No_AccountsInputs) => LocalizedString;
export const main_demo_servers_no_appliance_login: (inputs: Main_Demo_Servers_No_Appliance_LoginInputs) => LocalizedString;
export const main_demo_address_not_web_address: (inputs: Main_Demo_Address_Not_Web_AddressInputs) => LocalizedString;
export const main_demo_address_scheme: (inputs: Main_Demo_Address_SchemeInputs) => LocalizedString;
export const main_demo_address_credentials: (inputs: Main_Demo_Address_CredentialsInputs) => LocalizedString;
export const main_demo_address_plain_http: (inputs: Main_Demo_Address_Plain_HttpInputs) => LocalizedString;
export const main_fixed_by_exchange_url: (inputs: Main_Fixed_By_Exchange_UrlInputs) => LocalizedString;
export const main_fixed_by_demo_servers: (inputs: Main_Fixed_By_Demo_ServersInputs) => LocalizedString;
export const main_payment_window_title: (inputs: Main_Payment_Window_TitleInputs) => LocalizedString;
export const main_internal_error: (inputs: Main_Internal_ErrorInputs) => LocalizedString;
export const main_refused_sender: (inputs: Main_Refused_SenderInputs) => LocalizedString;
export const main_confirm_not_waiting: (inputs: Main_Confirm_Not_WaitingInputs) => LocalizedString;
export const checks_label_accepted: (inputs: Checks_Label_AcceptedInputs) => LocalizedString;
export const checks_label_action: (inputs: Checks_Label_ActionInputs) => LocalizedString;
export const checks_label_address: (inputs: Checks_Label_AddressInputs) => LocalizedString;
export const checks_label_allow_blank_memo: (inputs: Checks_Label_Allow_Blank_MemoInputs) => LocalizedString;
export const checks_label_allow_list_only: (inputs: Checks_Label_Allow_List_OnlyInputs) => LocalizedString;
export const checks_label_amount: (inputs: Checks_Label_AmountInputs) => LocalizedString;
export const checks_label_api_key: (inputs: Checks_Label_Api_KeyInputs) => LocalizedString;
export const checks_label_api_secret: (inputs: Checks_Label_Api_SecretInputs) => LocalizedString;
export const checks_label_auth: (inputs: Checks_Label_AuthInputs) => LocalizedString;
export const checks_label_auto_lock_minutes: (inputs: Checks_Label_Auto_Lock_MinutesInputs) => LocalizedString;
export const checks_label_balances: (inputs: Checks_Label_BalancesInputs) => LocalizedString;
export const checks_label_balances_interval: (inputs: Checks_Label_Balances_IntervalInputs) => LocalizedString;
export const checks_label_book: (inputs: Checks_Label_BookInputs) => LocalizedString;
export const checks_label_check_for_updates: (inputs: Checks_Label_Check_For_UpdatesInputs) => LocalizedString;
export const checks_label_close_to_tray: (inputs: Checks_Label_Close_To_TrayInputs) => LocalizedString;
export const checks_label_code: (inputs: Checks_Label_CodeInputs) => LocalizedString;
export const checks_label_comment: (inputs: Checks_Label_CommentInputs) => LocalizedString;
export const checks_label_currencies: (inputs: Checks_Label_CurrenciesInputs) => LocalizedString;
export const checks_label_currency: (inputs: Checks_Label_CurrencyInputs) => LocalizedString;
export const checks_label_current: (inputs: Checks_Label_CurrentInputs) => LocalizedString;
export const checks_label_daily_limit: (inputs: Checks_Label_Daily_LimitInputs) => LocalizedString;
export const checks_label_direction: (inputs: Checks_Label_DirectionInputs) => LocalizedString;
export const checks_label_display_currency: (inputs: Checks_Label_Display_CurrencyInputs) => LocalizedString;
export const checks_label_end: (inputs: Checks_Label_EndInputs) => LocalizedString;
export const checks_label_exchange_url: (inputs: Checks_Label_Exchange_UrlInputs) => LocalizedString;
export const checks_label_favourites: (inputs: Checks_Label_FavouritesInputs) => LocalizedString;
export const checks_label_fee_included: (inputs: Checks_Label_Fee_IncludedInputs) => LocalizedString;
export const checks_label_field: (inputs: Checks_Label_FieldInputs) => LocalizedString;
export const checks_label_fields: (inputs: Checks_Label_FieldsInputs) => LocalizedString;
export const checks_label_filter: (inputs: Checks_Label_FilterInputs) => LocalizedString;
export const checks_label_fingerprint: (inputs: Checks_Label_FingerprintInputs) => LocalizedString;
export const checks_label_flow: (inputs: Checks_Label_FlowInputs) => LocalizedString;
export const checks_label_from: (inputs: Checks_Label_FromInputs) => LocalizedString;
export const checks_label_fund_source: (inputs: Checks_Label_Fund_SourceInputs) => LocalizedString;
export const checks_label_gateway_url: (inputs: Checks_Label_Gateway_UrlInputs) => LocalizedString;
export const checks_label_hide_amounts: (inputs: Checks_Label_Hide_AmountsInputs) => LocalizedString;
export const checks_label_hide_amounts_when_locked: (inputs: Checks_Label_Hide_Amounts_When_LockedInputs) => LocalizedString;
export const checks_label_id: (inputs: Checks_Label_IdInputs) => LocalizedString;
export const checks_label_index: (inputs: Checks_Label_IndexInputs) => LocalizedString;
export const checks_label_interval: (inputs: Checks_Label_IntervalInputs) => LocalizedString;
export const checks_label_label: (inputs: Checks_Label_LabelInputs) => LocalizedString;
export const checks_label_language: (inputs: Checks_Label_LanguageInputs) => LocalizedString;
export const checks_label_limit: (inputs: Checks_Label_LimitInputs) => LocalizedString;
export const checks_label_market: (inputs: Checks_Label_MarketInputs) => LocalizedString;
export const checks_label_market_exchange: (inputs: Checks_Label_Market_ExchangeInputs) => LocalizedString;
export const checks_label_memo: (inputs: Checks_Label_MemoInputs) => LocalizedString;
export const checks_label_name: (inputs: Checks_Label_NameInputs) => LocalizedString;
export const checks_label_names: (inputs: Checks_Label_NamesInputs) => LocalizedString;
export const checks_label_new_name: (inputs: Checks_Label_New_NameInputs) => LocalizedString;
export const checks_label_next: (inputs: Checks_Label_NextInputs) => LocalizedString;
export const checks_label_non_refundable_before: (inputs: Checks_Label_Non_Refundable_BeforeInputs) => LocalizedString;
export const checks_label_order_by: (inputs: Checks_Label_Order_ByInputs) => LocalizedString;
export const checks_label_order_dir: (inputs: Checks_Label_Order_DirInputs) => LocalizedString;
export const checks_label_order_id: (inputs: Checks_Label_Order_IdInputs) => LocalizedString;
export const checks_label_order_ids: (inputs: Checks_Label_Order_IdsInputs) => LocalizedString;
export const checks_label_orders: (inputs: Checks_Label_OrdersInputs) => LocalizedString;
export const checks_label_orders_interval: (inputs: Checks_Label_Orders_IntervalInputs) => LocalizedString;
export const checks_label_page: (inputs: Checks_Label_PageInputs) => LocalizedString;
export const checks_label_page_size: (inputs: Checks_Label_Page_SizeInputs) => LocalizedString;
export const checks_label_password: (inputs: Checks_Label_PasswordInputs) => LocalizedString;
export const checks_label_prefix: (inputs: Checks_Label_PrefixInputs) => LocalizedString;
export const checks_label_private_comment: (inputs: Checks_Label_Private_CommentInputs) => LocalizedString;
export const checks_label_profile: (inputs: Checks_Label_ProfileInputs) => LocalizedString;
export const checks_label_recipient: (inputs: Checks_Label_RecipientInputs) => LocalizedString;
export const checks_label_reveal: (inputs: Checks_Label_RevealInputs) => LocalizedString;
export const checks_label_rule: (inputs: Checks_Label_RuleInputs) => LocalizedString;
export const checks_label_samples: (inputs: Checks_Label_SamplesInputs) => LocalizedString;
export const checks_label_service: (inputs: Checks_Label_ServiceInputs) => LocalizedString;
export const checks_label_sort: (inputs: Checks_Label_SortInputs) => LocalizedString;
export const checks_label_start: (inputs: Checks_Label_StartInputs) => LocalizedString;
export const checks_label_statuses: (inputs: Checks_Label_StatusesInputs) => LocalizedString;
export const checks_label_symbols: (inputs: Checks_Label_SymbolsInputs) => LocalizedString;
export const checks_label_theme: (inputs: Checks_Label_ThemeInputs) => LocalizedString;
export const checks_label_tickers: (inputs: Checks_Label_TickersInputs) => LocalizedString;
export const checks_label_tickers_interval: (inputs: Checks_Label_Tickers_IntervalInputs) => LocalizedString;
export const checks_label_time: (inputs: Checks_Label_TimeInputs) => LocalizedString;
export const checks_label_to: (inputs: Checks_Label_ToInputs) => LocalizedString;
export const checks_label_trust_fingerprint: (inputs: Checks_Label_Trust_FingerprintInputs) => LocalizedString;
export const checks_label_type: (inputs: Checks_Label_TypeInputs) => LocalizedString;
export const checks_label_update_channel: (inputs: Checks_Label_Update_ChannelInputs) => LocalizedString;
export const checks_label_url: (inputs: Checks_Label_UrlInputs) => LocalizedString;
export const checks_label_user: (inputs: Checks_Label_UserInputs) => LocalizedString;
export const checks_label_value: (inputs: Checks_Label_ValueInputs) => LocalizedString;
export const checks_label_card_number: (inputs: Checks_Label_Card_NumberInputs) => LocalizedString;
export const checks_label_phone_number: (inputs: Checks_Label_Phone_NumberInputs) => LocalizedString;
export const checks_label_public_key: (inputs: Checks_Label_Public_KeyInputs) => LocalizedString;
export const checks_label_deposit_number: (inputs: Checks_Label_Deposit_NumberInputs) => LocalizedString;
export const checks_label_svcid: (inputs: Checks_Label_SvcidInputs) => LocalizedString;
export const checks_label_svc_nonce: (inputs: Checks_Label_Svc_NonceInputs) => LocalizedString;
export const checks_label_svc_signature: (inputs: Checks_Label_Svc_SignatureInputs) => LocalizedString;
export const checks_missing: (inputs: Checks_MissingInputs) => LocalizedString;
export const checks_request_missing: (inputs: Checks_Request_MissingInputs) => LocalizedString;
export const checks_text: (inputs: Checks_TextInputs) => LocalizedString;
export const checks_request_text: (inputs: Checks_Request_TextInputs) => LocalizedString;
export const checks_number: (inputs: Checks_NumberInputs) => LocalizedString;
export const checks_request_number: (inputs: Checks_Request_NumberInputs) => LocalizedString;
export const checks_yes_no: (inputs: Checks_Yes_NoInputs) => LocalizedString;
export const checks_request_yes_no: (inputs: Checks_Request_Yes_NoInputs) => LocalizedString;
export const checks_list: (inputs: Checks_ListInputs) => LocalizedString;
export const checks_request_list: (inputs: Checks_Request_ListInputs) => LocalizedString;
export const checks_group: (inputs: Checks_GroupInputs) => LocalizedString;
export const checks_request_group: (inputs: Checks_Request_GroupInputs) => LocalizedString;
export const checks_choice: (inputs: Checks_ChoiceInputs) => LocalizedString;
export const checks_request_choice: (inputs: Checks_Request_ChoiceInputs) => LocalizedString;
export const checks_whole: (inputs: Checks_WholeInputs) => LocalizedString;
export const checks_request_whole: (inputs: Checks_Request_WholeInputs) => LocalizedString;
export const checks_too_small: (inputs: Checks_Too_SmallInputs) => LocalizedString;
export const checks_request_too_small: (inputs: Checks_Request_Too_SmallInputs) => LocalizedString;
export const checks_too_large: (inputs: Checks_Too_LargeInputs) => LocalizedString;
export const checks_request_too_large: (inputs: Checks_Request_Too_LargeInputs) => LocalizedString;
export const checks_too_short: (inputs: Checks_Too_ShortInputs) => LocalizedString;
export const checks_request_too_short: (inputs: Checks_Request_Too_ShortInputs) => LocalizedString;
export const checks_too_long: (inputs: Checks_Too_LongInputs) => LocalizedString;
export const checks_request_too_long: (inputs: Checks_Request_Too_LongInputs) => LocalizedString;
export const checks_malformed: (inputs: Checks_MalformedInputs) => LocalizedString;
export const checks_request_malformed: (inputs: Checks_Request_MalformedInputs) => LocalizedString;
export const checks_reason: (inputs: Checks_ReasonInputs) => LocalizedString;
export const checks_request_reason: (inputs: Checks_Request_ReasonInputs) => LocalizedString;
export const checks_request_extra_field: (inputs: Checks_Request_Extra_FieldInputs) => LocalizedString;
export const checks_unknown_operation: (inputs: Checks_Unknown_OperationInputs) => LocalizedString;
export const checks_went_wrong: (inputs: Checks_Went_WrongInputs) => LocalizedString;
export const checks_shape_not_object: (inputs: Checks_Shape_Not_ObjectInputs) => LocalizedString;
export const checks_shape_too_deep: (inputs: Checks_Shape_Too_DeepInputs) => LocalizedString;
export const checks_shape_not_plain: (inputs: Checks_Shape_Not_PlainInputs) => LocalizedString;
export const checks_shape_bad_name: (inputs: Checks_Shape_Bad_NameInputs) => LocalizedString;
export const checks_could_not_do_this: (inputs: Checks_Could_Not_Do_ThisInputs) => LocalizedString;
export const checks_profile_id: (inputs: Checks_Profile_IdInputs) => LocalizedString;
export const checks_value_such_as: (inputs: Checks_Value_Such_AsInputs) => LocalizedString;
export const checks_display_currency: (inputs: Checks_Display_CurrencyInputs) => LocalizedString;
export const checks_too_many_samples: (inputs: Checks_Too_Many_SamplesInputs) => LocalizedString;
export const checks_appliance_id: (inputs: Checks_Appliance_IdInputs) => LocalizedString;
export const checks_not_api_path: (inputs: Checks_Not_Api_PathInputs) => LocalizedString;
export const checks_not_policy_name: (inputs: Checks_Not_Policy_NameInputs) => LocalizedString;
export const checks_service_code: (inputs: Checks_Service_CodeInputs) => LocalizedString;
export const checks_field_key: (inputs: Checks_Field_KeyInputs) => LocalizedString;
export const checks_too_many_fields: (inputs: Checks_Too_Many_FieldsInputs) => LocalizedString;
export const checks_market_key: (inputs: Checks_Market_KeyInputs) => LocalizedString;
export const checks_currency_code: (inputs: Checks_Currency_CodeInputs) => LocalizedString;
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
export type Funds_Loading_AccountsInputs = {};
export type Funds_CurrencyInputs = {};
export type Funds_Col_IdInputs = {};
export type Funds_Col_TimeInputs = {};
export type Funds_Col_AmountInputs = {};
export type Funds_Col_StatusInputs = {};
export type Funds_Col_AddressInputs = {};
export type Funds_Col_ToInputs = {};
export type Funds_Col_FeeInputs = {};
export type Funds_Col_MemoInputs = {};
export type Funds_Waiting_ConfirmationInputs = {};
export type Funds_Support_NumberInputs = {};
export type Funds_Withdraw_SendInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Withdraw_Saved_AddressInputs = {};
export type Funds_Withdraw_Choose_SavedInputs = {};
export type Funds_Withdraw_Saved_With_MemoInputs = {
    name: NonNullable<unknown>;
    memo: NonNullable<unknown>;
};
export type Funds_Withdraw_Recipient_AddressInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Withdraw_MemoInputs = {};
export type Funds_Withdraw_Blank_MemoInputs = {};
export type Funds_Withdraw_Memo_HelpInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Withdraw_AmountInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Withdraw_Fee_IncludedInputs = {};
export type Funds_Withdraw_Fee_Included_HelpInputs = {};
export type Funds_Withdraw_Send_AllInputs = {};
export type Funds_Withdraw_Loading_SummaryInputs = {};
export type Funds_Withdraw_AvailableInputs = {};
export type Funds_Withdraw_SmallestInputs = {};
export type Funds_Withdraw_Recipient_GetsInputs = {};
export type Funds_Withdraw_TakenInputs = {};
export type Funds_Withdraw_Result_SaidInputs = {
    receive: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    debit: NonNullable<unknown>;
};
export type Funds_Withdraw_ReviewInputs = {};
export type Funds_Withdraw_UnlockInputs = {};
export type Funds_Withdraw_Enter_AddressInputs = {};
export type Funds_Withdraw_DeclinedInputs = {};
export type Funds_Withdraw_Result_TitleInputs = {
    id: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Funds_Withdraw_Email_SentInputs = {};
export type Funds_Withdraw_AcceptedInputs = {};
export type Funds_Withdraw_Result_AmountsInputs = {
    receive: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    debit: NonNullable<unknown>;
};
export type Funds_Address_CheckedInputs = {
    kind: NonNullable<unknown>;
};
export type Funds_Recent_TitleInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Recent_LoadingInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Recent_NoneInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Recent_CaptionInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Recent_Look_AgainInputs = {};
export type Funds_Recent_HistoryInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_TitleInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_LeadInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_PasswordInputs = {};
export type Funds_Guard_BookInputs = {};
export type Funds_Guard_Book_CaptionInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_Col_LabelInputs = {};
export type Funds_Guard_Col_ActionsInputs = {};
export type Funds_Guard_RemoveInputs = {};
export type Funds_Guard_Remove_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Funds_Guard_NoneInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_Save_FormInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_AddressInputs = {};
export type Funds_Guard_MemoInputs = {};
export type Funds_Guard_Save_AddressInputs = {};
export type Funds_Guard_RulesInputs = {};
export type Funds_Guard_Rules_FormInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_Allow_ListInputs = {};
export type Funds_Guard_Daily_LimitInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_Save_RulesInputs = {};
export type Funds_Guard_Used_TodayInputs = {
    amount: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Funds_Guard_UnlockInputs = {};
export type Funds_Guard_Enter_AddressInputs = {};
export type Funds_Guard_Memo_Not_SavedInputs = {
    problem: NonNullable<unknown>;
};
export type Funds_Guard_Saved_LabelledInputs = {
    label: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Funds_Guard_SavedInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Guard_RemovedInputs = {
    name: NonNullable<unknown>;
};
export type Funds_Guard_Limit_Not_AmountInputs = {
    text: NonNullable<unknown>;
};
export type Funds_Guard_Rule_SavedInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Details_Invalid_DepositInputs = {};
export type Funds_Details_Invalid_WithdrawalInputs = {};
export type Funds_Details_Find_DepositInputs = {};
export type Funds_Details_Find_WithdrawalInputs = {};
export type Funds_Details_DepositInputs = {
    id: NonNullable<unknown>;
};
export type Funds_Details_WithdrawalInputs = {
    id: NonNullable<unknown>;
};
export type Funds_Details_Id_DepositInputs = {};
export type Funds_Details_Id_WithdrawalInputs = {};
export type Funds_Details_Show_DepositInputs = {};
export type Funds_Details_Show_WithdrawalInputs = {};
export type Funds_Details_Loading_DepositInputs = {};
export type Funds_Details_Loading_WithdrawalInputs = {};
export type Funds_Details_Amount_ReceivedInputs = {};
export type Funds_Details_DebitedInputs = {};
export type Funds_Details_Received_AtInputs = {};
export type Funds_Details_Sent_ToInputs = {};
export type Funds_Details_TransactionInputs = {};
export type Funds_Details_Opens_ExplorerInputs = {};
export type Funds_Details_Not_On_NetworkInputs = {};
export type Funds_Sort_ByInputs = {};
export type Funds_OrderInputs = {};
export type Funds_Per_PageInputs = {};
export type Funds_Newest_FirstInputs = {};
export type Funds_Oldest_FirstInputs = {};
export type Funds_Statuses_LegendInputs = {};
export type Funds_Previous_PageInputs = {};
export type Funds_Next_PageInputs = {};
export type Funds_Asking_ExchangeInputs = {};
export type Funds_Deposit_RefreshInputs = {};
export type Funds_Deposit_Not_Shown_YetInputs = {};
export type Funds_Deposit_ExistedInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_UnconfirmedInputs = {};
export type Funds_Deposit_LoadingInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_TitleInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_Credited_AfterInputs = {};
export type Funds_Deposit_ConfirmationsInputs = {
    count: NonNullable<unknown>;
};
export type Funds_Deposit_SmallestInputs = {};
export type Funds_Deposit_Memo_EveryInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_Memo_Lost_BelowInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_Memo_Lost_YoursInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_Memo_Not_YetInputs = {};
export type Funds_Deposit_HiddenInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_Send_OnlyInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_QrInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_MakingInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_None_YetInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_GenerateInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Deposit_UnlockInputs = {};
export type Funds_History_Exported_DownloadInputs = {
    count: NonNullable<unknown>;
    file: NonNullable<unknown>;
};
export type Funds_History_Exported_FileInputs = {
    count: NonNullable<unknown>;
    path: NonNullable<unknown>;
};
export type Funds_History_Export_CancelledInputs = {};
export type Funds_Type_DepositInputs = {};
export type Funds_Type_WithdrawalInputs = {};
export type Funds_History_Details_DepositInputs = {
    id: NonNullable<unknown>;
};
export type Funds_History_Details_WithdrawalInputs = {
    id: NonNullable<unknown>;
};
export type Funds_History_FilterInputs = {};
export type Funds_History_TypeInputs = {};
export type Funds_History_AllInputs = {};
export type Funds_History_DepositsInputs = {};
export type Funds_History_WithdrawalsInputs = {};
export type Funds_History_All_CurrenciesInputs = {};
export type Funds_History_DoneInputs = {};
export type Funds_History_PendingInputs = {};
export type Funds_History_CancelledInputs = {};
export type Funds_History_FromInputs = {};
export type Funds_History_ToInputs = {};
export type Funds_History_Sort_AmountInputs = {};
export type Funds_History_ShowInputs = {};
export type Funds_History_Sort_NoteInputs = {};
export type Funds_History_ExportInputs = {};
export type Funds_History_Export_ProgressInputs = {};
export type Funds_History_Reading_PageInputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
};
export type Funds_History_Export_StartingInputs = {};
export type Funds_History_LoadingInputs = {};
export type Funds_History_NoneInputs = {};
export type Funds_History_CaptionInputs = {
    count: NonNullable<unknown>;
    zone: NonNullable<unknown>;
};
export type Funds_History_Caption_SortedInputs = {
    count: NonNullable<unknown>;
    currencies: NonNullable<unknown>;
    zone: NonNullable<unknown>;
};
export type Funds_History_DetailsInputs = {};
export type Funds_History_PagesInputs = {};
export type Funds_History_Page_OfInputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
};
export type Funds_History_From_InvalidInputs = {};
export type Funds_History_To_InvalidInputs = {};
export type Funds_History_To_Before_FromInputs = {};
export type Funds_History_Amount_Needs_CurrencyInputs = {};
export type Funds_Codes_AwaitingInputs = {};
export type Funds_Codes_ValidInputs = {};
export type Funds_Codes_UsedInputs = {};
export type Funds_Codes_BlockedInputs = {};
export type Funds_Codes_CancelledInputs = {};
export type Funds_Codes_KnownInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Funds_Codes_Known_ForInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    status: NonNullable<unknown>;
    recipient: NonNullable<unknown>;
};
export type Funds_Codes_Known_CommentInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    status: NonNullable<unknown>;
    comment: NonNullable<unknown>;
};
export type Funds_Codes_Known_For_CommentInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    status: NonNullable<unknown>;
    recipient: NonNullable<unknown>;
    comment: NonNullable<unknown>;
};
export type Funds_Codes_Redeemed_SaidInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Funds_Codes_Redeemed_FoundInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Funds_Codes_Redeem_DeclinedInputs = {};
export type Funds_Codes_Check_TitleInputs = {};
export type Funds_Codes_Transfer_CodeInputs = {};
export type Funds_Codes_CheckInputs = {};
export type Funds_Codes_RedeemInputs = {};
export type Funds_Codes_Unlock_RedeemInputs = {};
export type Funds_Codes_Enter_AmountInputs = {};
export type Funds_Codes_Not_AmountInputs = {
    text: NonNullable<unknown>;
};
export type Funds_Codes_Not_Before_InvalidInputs = {};
export type Funds_Codes_Create_DeclinedInputs = {};
export type Funds_Codes_Create_TitleInputs = {};
export type Funds_Codes_Create_LeadInputs = {};
export type Funds_Codes_AmountInputs = {
    unit: NonNullable<unknown>;
};
export type Funds_Codes_AvailableInputs = {
    amount: NonNullable<unknown>;
};
export type Funds_Codes_Only_ForInputs = {};
export type Funds_Codes_Anyone_PlaceholderInputs = {};
export type Funds_Codes_Not_BeforeInputs = {
    zone: NonNullable<unknown>;
};
export type Funds_Codes_Public_Comment_FieldInputs = {};
export type Funds_Codes_Private_Comment_FieldInputs = {};
export type Funds_Codes_CreateInputs = {};
export type Funds_Codes_Unlock_CreateInputs = {};
export type Funds_Codes_NewInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Funds_Codes_Copy_NowInputs = {};
export type Funds_Codes_CodeInputs = {};
export type Funds_Codes_New_QrInputs = {};
export type Funds_Codes_Hide_The_CodeInputs = {};
export type Funds_Codes_Show_The_CodeInputs = {};
export type Funds_Codes_Input_IdleInputs = {};
export type Funds_Codes_Input_OkInputs = {
    mark: NonNullable<unknown>;
    type: NonNullable<unknown>;
};
export type Funds_Codes_YoursInputs = {};
export type Funds_Codes_WhichInputs = {};
export type Funds_Codes_Issued_By_MeInputs = {};
export type Funds_Codes_Redeemed_By_MeInputs = {};
export type Funds_Codes_CreatedInputs = {};
export type Funds_Codes_RedeemedInputs = {};
export type Funds_Codes_Redeemed_AtInputs = {};
export type Funds_Codes_LoadingInputs = {};
export type Funds_Codes_No_MoreInputs = {};
export type Funds_Codes_None_IssuedInputs = {};
export type Funds_Codes_None_RedeemedInputs = {};
export type Funds_Codes_Issued_ListInputs = {};
export type Funds_Codes_Redeemed_ListInputs = {};
export type Funds_Codes_ForInputs = {};
export type Funds_Codes_CommentInputs = {};
export type Funds_Codes_AnyoneInputs = {};
export type Funds_Codes_ShowInputs = {};
export type Funds_Codes_HideInputs = {};
export type Funds_Codes_Show_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Funds_Codes_Hide_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Funds_Codes_PagesInputs = {};
export type Funds_Codes_PageInputs = {
    page: NonNullable<unknown>;
};
export type Funds_Codes_Id_InvalidInputs = {};
export type Funds_Codes_Find_TitleInputs = {};
export type Funds_Codes_IdInputs = {};
export type Funds_Codes_FindInputs = {};
export type Funds_Codes_Loading_OneInputs = {};
export type Funds_Codes_Not_Before_DtInputs = {};
export type Funds_Codes_Public_CommentInputs = {};
export type Funds_Codes_Private_CommentInputs = {};
export type Trading_Loading_MarketsInputs = {};
export type Trading_Filter_MarketsInputs = {};
export type Trading_Quote_CurrencyInputs = {};
export type Trading_AllInputs = {};
export type Trading_No_MarketsInputs = {};
export type Trading_No_MatchInputs = {};
export type Trading_No_Match_TextInputs = {
    text: NonNullable<unknown>;
};
export type Trading_No_Match_QuoteInputs = {
    quote: NonNullable<unknown>;
};
export type Trading_No_Match_BothInputs = {
    text: NonNullable<unknown>;
    quote: NonNullable<unknown>;
};
export type Trading_Stale_PricesInputs = {
    time: NonNullable<unknown>;
};
export type Trading_Stale_FiguresInputs = {
    time: NonNullable<unknown>;
};
export type Trading_Markets_TableInputs = {};
export type Trading_Col_MarketInputs = {};
export type Trading_Col_LastInputs = {};
export type Trading_Col_ChangeInputs = {};
export type Trading_Col_VolumeInputs = {};
export type Trading_Col_Quote_VolumeInputs = {};
export type Trading_Col_Display_VolumeInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Col_HighInputs = {};
export type Trading_Col_LowInputs = {};
export type Trading_Col_RangeInputs = {};
export type Trading_Col_FavouriteInputs = {};
export type Trading_Favourite_OfInputs = {
    pair: NonNullable<unknown>;
};
export type Trading_Favourite_AddInputs = {
    pair: NonNullable<unknown>;
};
export type Trading_Favourite_RemoveInputs = {
    pair: NonNullable<unknown>;
};
export type Trading_Sorted_By_Quote_ValueInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Sorted_By_Base_ValueInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Range_UnknownInputs = {};
export type Trading_Range_OfInputs = {
    low: NonNullable<unknown>;
    high: NonNullable<unknown>;
    last: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Trading_Market_Not_FoundInputs = {};
export type Trading_No_Such_MarketInputs = {
    symbol: NonNullable<unknown>;
};
export type Trading_Back_To_MarketsInputs = {};
export type Trading_Loading_MarketInputs = {};
export type Trading_GroupingInputs = {};
export type Trading_Update_IntervalInputs = {};
export type Trading_Order_BookInputs = {};
export type Trading_DepthInputs = {};
export type Trading_Loading_BookInputs = {};
export type Trading_TickerInputs = {};
export type Trading_High_24hInputs = {};
export type Trading_Low_24hInputs = {};
export type Trading_Volume_24hInputs = {};
export type Trading_Volume_24h_InInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_BidInputs = {};
export type Trading_AskInputs = {};
export type Trading_Show_FewerInputs = {};
export type Trading_Show_MoreInputs = {};
export type Trading_AsksInputs = {};
export type Trading_BidsInputs = {};
export type Trading_No_AsksInputs = {};
export type Trading_No_BidsInputs = {};
export type Trading_Spread_NoneInputs = {};
export type Trading_Spread_OfInputs = {
    amount: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Trading_Price_InInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Amount_InInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Total_InInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Book_CaptionInputs = {
    side: NonNullable<unknown>;
};
export type Trading_Book_Caption_As_OfInputs = {
    side: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Trading_Book_Caption_As_Of_EveryInputs = {
    side: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Trading_Depth_ChartInputs = {};
export type Trading_Amount_AxisInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Price_AxisInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Depth_SliderInputs = {};
export type Trading_Depth_At_PointerInputs = {};
export type Trading_Depth_HintInputs = {};
export type Trading_Depth_Bids_AtInputs = {
    price: NonNullable<unknown>;
    volume: NonNullable<unknown>;
};
export type Trading_Depth_Asks_AtInputs = {
    price: NonNullable<unknown>;
    volume: NonNullable<unknown>;
};
export type Trading_Depth_SummaryInputs = {
    low: NonNullable<unknown>;
    mid: NonNullable<unknown>;
    high: NonNullable<unknown>;
    depth: NonNullable<unknown>;
};
export type Trading_Depth_EmptyInputs = {};
export type Trading_Price_In_UnitInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Loading_AccountsInputs = {};
export type Trading_AccountInputs = {};
export type Trading_Hide_SmallInputs = {};
export type Trading_RefreshInputs = {};
export type Trading_Small_HintInputs = {};
export type Trading_Small_Hint_InInputs = {
    value: NonNullable<unknown>;
};
export type Trading_Small_Hint_No_RateInputs = {};
export type Trading_Loading_BalancesInputs = {};
export type Trading_PortfolioInputs = {};
export type Trading_Portfolio_ValueInputs = {};
export type Trading_As_OfInputs = {
    time: NonNullable<unknown>;
};
export type Trading_As_Of_StartInputs = {
    time: NonNullable<unknown>;
};
export type Trading_Cannot_ComputeInputs = {};
export type Trading_Change_WithoutInputs = {
    currencies: NonNullable<unknown>;
};
export type Trading_Loading_RatesInputs = {};
export type Trading_Last_WholeInputs = {};
export type Trading_Holds_NothingInputs = {};
export type Trading_All_SmallInputs = {};
export type Trading_Balances_TableInputs = {};
export type Trading_Col_CurrencyInputs = {};
export type Trading_Col_TotalInputs = {};
export type Trading_Col_AvailableInputs = {};
export type Trading_Col_LockedInputs = {};
export type Trading_Col_ValueInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_Col_ShareInputs = {};
export type Trading_No_RatesInputs = {
    currency: NonNullable<unknown>;
};
export type Trading_No_Rate_ForInputs = {
    count: NonNullable<unknown>;
    currencies: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Trading_OtherInputs = {};
export type Trading_Allocation_NoneInputs = {};
export type Trading_Allocation_OfInputs = {
    slices: NonNullable<unknown>;
};
export type Trading_History_LabelInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type Trading_History_Label_RangeInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Trading_History_SeenInputs = {};
export type Trading_History_EmptyInputs = {};
export type Trading_Tab_OpenInputs = {};
export type Trading_Tab_HistoryInputs = {};
export type Trading_Orders_TabsInputs = {};
export type Trading_Times_InInputs = {
    zone: NonNullable<unknown>;
};
export type Trading_Stale_OrdersInputs = {
    time: NonNullable<unknown>;
};
export type Trading_All_MarketsInputs = {};
export type Trading_Cancel_SelectedInputs = {
    count: NonNullable<unknown>;
};
export type Trading_Unlock_To_CancelInputs = {};
export type Trading_Waiting_ConfirmationInputs = {};
export type Trading_Loading_OpenInputs = {};
export type Trading_No_OpenInputs = {};
export type Trading_Select_AllInputs = {};
export type Trading_Col_SideInputs = {};
export type Trading_Col_TypeInputs = {};
export type Trading_Col_PriceInputs = {};
export type Trading_Col_AmountInputs = {};
export type Trading_Col_FilledInputs = {};
export type Trading_Col_CreatedInputs = {};
export type Trading_Col_ActionsInputs = {};
export type Trading_Select_OrderInputs = {
    id: NonNullable<unknown>;
};
export type Trading_Cancel_OrderInputs = {
    id: NonNullable<unknown>;
};
export type Trading_CancelInputs = {};
export type Trading_No_Open_In_MarketInputs = {};
export type Trading_BuyInputs = {};
export type Trading_SellInputs = {};
export type Trading_Type_LimitInputs = {};
export type Trading_Type_MarketInputs = {};
export type Trading_Status_ActiveInputs = {};
export type Trading_Status_ExecutedInputs = {};
export type Trading_Price_MarketInputs = {};
export type Trading_Outcome_UnknownInputs = {};
export type Trading_Order_CancelledInputs = {
    id: NonNullable<unknown>;
};
export type Trading_Nothing_CancelledInputs = {};
export type Trading_Cancel_AcceptedInputs = {};
export type Trading_Orders_CancelledInputs = {
    count: NonNullable<unknown>;
};
export type Trading_Not_CancelledInputs = {
    ids: NonNullable<unknown>;
};
export type Trading_FromInputs = {};
export type Trading_ToInputs = {};
export type Trading_LimitInputs = {};
export type Trading_SortInputs = {};
export type Trading_Newest_FirstInputs = {};
export type Trading_Oldest_FirstInputs = {};
export type Trading_ShowInputs = {};
export type Trading_Loading_HistoryInputs = {};
export type Trading_No_Orders_In_PeriodInputs = {};
export type Trading_Order_HistoryInputs = {};
export type Trading_Col_AverageInputs = {};
export type Trading_Col_ExecutedInputs = {};
export type Trading_Col_StatusInputs = {};
export type Trading_Col_ClosedInputs = {};
export type Trading_Col_TradesInputs = {};
export type Trading_Average_OfInputs = {
    price: NonNullable<unknown>;
};
export type Trading_Show_TradesInputs = {
    id: NonNullable<unknown>;
};
export type Trading_Trades_ButtonInputs = {};
export type Trading_Loading_TradesInputs = {};
export type Trading_No_TradesInputs = {
    id: NonNullable<unknown>;
};
export type Trading_Trades_OfInputs = {
    id: NonNullable<unknown>;
};
export type Trading_Col_TimeInputs = {};
export type Trading_Col_RateInputs = {};
export type Trading_Col_RoleInputs = {};
export type Trading_Col_FeeInputs = {};
export type Trading_Col_Fee_CurrencyInputs = {};
export type Trading_MakerInputs = {};
export type Trading_TakerInputs = {};
export type Trading_History_To_DateInputs = {};
export type Trading_History_From_DateInputs = {};
export type Trading_History_From_1970Inputs = {};
export type Trading_History_From_After_ToInputs = {};
export type Trading_History_LimitInputs = {
    max: NonNullable<unknown>;
};
export type Settings_AccountsInputs = {};
export type Settings_AppliancesInputs = {};
export type Settings_Appliances_IntroInputs = {};
export type Settings_Market_ExchangeInputs = {};
export type Settings_Loading_SettingsInputs = {};
export type Settings_PreferencesInputs = {};
export type Settings_App_PasswordInputs = {};
export type Settings_HelpInputs = {};
export type Settings_RenamedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Now_UsingInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Account_Removed_DemoInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Account_RemovedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Guard_KeptInputs = {};
export type Settings_Nothing_RemovedInputs = {};
export type Settings_Loading_AccountsInputs = {};
export type Settings_No_AccountInputs = {};
export type Settings_No_Account_DemoInputs = {};
export type Settings_ActiveInputs = {};
export type Settings_Line_ExchangeInputs = {};
export type Settings_Line_GatewayInputs = {};
export type Settings_Line_KeyInputs = {};
export type Settings_Remove_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Remove_Guarded_WhyInputs = {};
export type Settings_Remove_AccountInputs = {};
export type Settings_CancelInputs = {};
export type Settings_New_Name_ForInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Account_Name_NeededInputs = {};
export type Settings_UseInputs = {};
export type Settings_Use_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_RenameInputs = {};
export type Settings_Rename_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_RemoveInputs = {};
export type Settings_Accounts_LockedInputs = {};
export type Settings_Account_AddedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Demo_Account_AddedInputs = {
    email: NonNullable<unknown>;
};
export type Settings_Add_Demo_AccountInputs = {
    email: NonNullable<unknown>;
};
export type Settings_Add_Account_TitleInputs = {};
export type Settings_Add_Account_IntroInputs = {};
export type Settings_Check_And_SaveInputs = {};
export type Settings_Add_Account_LockedInputs = {};
export type Settings_Checking_KeyInputs = {};
export type Settings_Adding_Demo_AccountInputs = {};
export type Settings_Demo_Account_IntroInputs = {};
export type Settings_NameInputs = {};
export type Settings_Exchange_AddressInputs = {};
export type Settings_Gateway_AddressInputs = {};
export type Settings_Api_KeyInputs = {};
export type Settings_Api_SecretInputs = {};
export type Settings_Exchange_Url_HintInputs = {};
export type Settings_Starts_HttpsInputs = {};
export type Settings_Plain_Http_RuleInputs = {};
export type Settings_Name_Too_LongInputs = {};
export type Settings_Exchange_Plain_HttpInputs = {};
export type Settings_Exchange_Not_WebInputs = {};
export type Settings_Gateway_Plain_HttpInputs = {};
export type Settings_Gateway_Not_WebInputs = {};
export type Settings_Api_Key_InvalidInputs = {};
export type Settings_Api_Secret_InvalidInputs = {};
export type Settings_Password_Set_DoneInputs = {};
export type Settings_Password_ChangedInputs = {};
export type Settings_Password_RemovedInputs = {};
export type Settings_Password_Intro_SetInputs = {};
export type Settings_Password_Intro_UnsetInputs = {
    count: NonNullable<unknown>;
};
export type Settings_Current_PasswordInputs = {};
export type Settings_New_PasswordInputs = {};
export type Settings_Repeat_PasswordInputs = {};
export type Settings_Change_PasswordInputs = {};
export type Settings_Set_PasswordInputs = {};
export type Settings_Remove_PasswordInputs = {};
export type Settings_Lock_NowInputs = {};
export type Settings_Password_LockedInputs = {};
export type Settings_Enter_Current_PasswordInputs = {};
export type Settings_Password_Too_ShortInputs = {
    count: NonNullable<unknown>;
};
export type Settings_Passwords_DifferInputs = {};
export type Settings_Appliance_Now_UsedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Appliance_Removed_DemoInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Appliance_RemovedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Cert_SameInputs = {
    fingerprint: NonNullable<unknown>;
};
export type Settings_Cert_Trusted_NowInputs = {
    fingerprint: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Settings_Cert_KeptInputs = {};
export type Settings_Loading_AppliancesInputs = {};
export type Settings_No_ApplianceInputs = {};
export type Settings_No_Appliance_DemoInputs = {};
export type Settings_Saved_AppliancesInputs = {};
export type Settings_In_UseInputs = {};
export type Settings_Line_Api_PathInputs = {};
export type Settings_Line_UserInputs = {};
export type Settings_Line_Signs_In_SessionInputs = {};
export type Settings_Line_Signs_In_BasicInputs = {};
export type Settings_Line_CertificateInputs = {};
export type Settings_Cert_ExpiredInputs = {
    date: NonNullable<unknown>;
};
export type Settings_New_Name_For_ApplianceInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Appliance_Name_NeededInputs = {};
export type Settings_Use_ApplianceInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Check_Cert_OfInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Check_CertInputs = {};
export type Settings_Rename_ApplianceInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Remove_ApplianceInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Cert_DiffersInputs = {
    host: NonNullable<unknown>;
};
export type Settings_Cert_Differs_AdviceInputs = {};
export type Settings_Cert_Trusted_Until_NowInputs = {};
export type Settings_Cert_Presented_NowInputs = {};
export type Settings_Cert_Issued_ToInputs = {};
export type Settings_Cert_Issued_ByInputs = {};
export type Settings_Trust_New_CertInputs = {};
export type Settings_Keep_Old_CertInputs = {};
export type Settings_Appliances_LockedInputs = {};
export type Settings_Appliance_AddedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Demo_Appliance_AddedInputs = {
    name: NonNullable<unknown>;
};
export type Settings_Add_Demo_ApplianceInputs = {};
export type Settings_Add_Appliance_TitleInputs = {};
export type Settings_Add_Appliance_IntroInputs = {};
export type Settings_Sign_In_And_SaveInputs = {};
export type Settings_Add_Appliance_LockedInputs = {};
export type Settings_Reading_CertInputs = {};
export type Settings_Signing_InInputs = {};
export type Settings_Adding_Demo_ApplianceInputs = {};
export type Settings_Demo_Appliance_IntroInputs = {};
export type Settings_Appliance_NameInputs = {};
export type Settings_Appliance_AddressInputs = {};
export type Settings_User_NameInputs = {};
export type Settings_Appliance_PasswordInputs = {};
export type Settings_Sign_In_ModeInputs = {};
export type Settings_Auth_SessionInputs = {};
export type Settings_Auth_BasicInputs = {};
export type Settings_Api_PathInputs = {};
export type Settings_Api_Path_HintInputs = {
    path: NonNullable<unknown>;
};
export type Settings_Appliance_Url_HintInputs = {};
export type Settings_Cert_OfInputs = {
    host: NonNullable<unknown>;
};
export type Settings_Cert_VouchedInputs = {};
export type Settings_Cert_UntrustedInputs = {};
export type Settings_Cert_Untrusted_Self_SignedInputs = {};
export type Settings_Cert_CompareInputs = {};
export type Settings_Cert_FingerprintInputs = {};
export type Settings_Cert_Valid_UntilInputs = {};
export type Settings_Trust_And_Sign_InInputs = {};
export type Settings_Do_Not_TrustInputs = {};
export type Settings_Appliance_Not_WebInputs = {};
export type Settings_Appliance_SchemeInputs = {};
export type Settings_Appliance_CredentialsInputs = {};
export type Settings_Appliance_Plain_HttpInputs = {};
export type Settings_Appliance_Name_Too_LongInputs = {};
export type Settings_Enter_UserInputs = {};
export type Settings_User_Too_LongInputs = {};
export type Settings_Enter_PasswordInputs = {};
export type Settings_Password_Too_LongInputs = {};
export type Settings_Market_Now_DemoInputs = {};
export type Settings_Market_Now_FromInputs = {
    url: NonNullable<unknown>;
};
export type Settings_Market_IntroInputs = {};
export type Settings_Market_FixedInputs = {
    how: NonNullable<unknown>;
};
export type Settings_Market_Demo_Not_RunningInputs = {};
export type Settings_Restart_NowInputs = {};
export type Settings_RestartingInputs = {};
export type Settings_Market_LegendInputs = {};
export type Settings_Use_Demo_ExchangeInputs = {};
export type Settings_SimulatedInputs = {};
export type Settings_Save_ExchangeInputs = {};
export type Settings_Market_LockedInputs = {};
export type Settings_Market_Address_EmptyInputs = {};
export type Settings_Market_Address_Not_WebInputs = {};
export type Settings_Market_Address_SchemeInputs = {};
export type Settings_Market_Address_CredentialsInputs = {};
export type Settings_Market_Address_QueryInputs = {};
export type Settings_Diagnostics_ExplainedInputs = {};
export type Settings_Export_DiagnosticsInputs = {};
export type Settings_Diagnostics_DownloadedInputs = {
    file: NonNullable<unknown>;
};
export type Settings_Diagnostics_SavedInputs = {
    path: NonNullable<unknown>;
};
export type Settings_Diagnostics_CancelledInputs = {};
export type Settings_Api_Path_EmptyInputs = {};
export type Settings_Api_Path_Too_LongInputs = {
    count: NonNullable<unknown>;
};
export type Settings_Api_Path_SlashInputs = {};
export type Settings_Api_Path_No_FolderInputs = {};
export type Settings_Api_Path_Double_SlashInputs = {};
export type Settings_Api_Path_DotsInputs = {};
export type Settings_Api_Path_CharactersInputs = {};
export type Fiat_Cards_TitleInputs = {};
export type Fiat_IntroInputs = {};
export type Fiat_CurrencyInputs = {};
export type Fiat_Available_ShortInputs = {
    amount: NonNullable<unknown>;
};
export type Fiat_Deposit_OfInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_Payout_OfInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_Unlock_To_MoveInputs = {};
export type Fiat_OpeningInputs = {};
export type Fiat_Opened_DepositInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_Opened_PayoutInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_BlockedInputs = {};
export type Fiat_Open_WindowInputs = {};
export type Fiat_Deposit_PaidInputs = {
    id: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Fiat_Deposit_EndedInputs = {
    id: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Fiat_Window_DepositInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_Window_PayoutInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_Window_PaymentInputs = {};
export type Fiat_Window_ViaInputs = {
    account: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Fiat_Window_LoadingInputs = {};
export type Fiat_Window_LockedInputs = {};
export type Fiat_Deposit_GoingInputs = {
    id: NonNullable<unknown>;
};
export type Fiat_Deposit_Made_ViaInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    service: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Fiat_Deposit_Made_Via_FromInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    service: NonNullable<unknown>;
    from: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Fiat_Deposit_Made_QuickInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Fiat_Deposit_Pay_ThereInputs = {};
export type Fiat_Payment_FormInputs = {};
export type Fiat_Continue_To_PageInputs = {};
export type Fiat_Asking_ServicesInputs = {};
export type Fiat_Amount_And_ServiceInputs = {};
export type Fiat_Test_ModeInputs = {};
export type Fiat_Amount_InInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_No_Deposit_ServiceInputs = {
    currency: NonNullable<unknown>;
};
export type Fiat_Payment_ServiceInputs = {};
export type Fiat_Continue_To_PaymentInputs = {};
export type Fiat_Quick_DepositInputs = {};
export type Fiat_Making_DepositInputs = {};
export type Fiat_Quick_Deposit_HintInputs = {};
export type Fiat_Fee_Not_StatedInputs = {};
export type Fiat_Fee_NoneInputs = {};
export type Fiat_Fee_IsInputs = {
    fee: NonNullable<unknown>;
};
export type Fiat_Fee_At_LeastInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Fiat_Fee_At_MostInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Fiat_Limit_FromInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Fiat_Limit_Up_ToInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Fiat_No_Details_NeededInputs = {};
export type Fiat_Field_OptionalInputs = {
    label: NonNullable<unknown>;
};
export type Fiat_Enter_AmountInputs = {};
export type Fiat_Payout_DeclinedInputs = {};
export type Fiat_Payout_ResultInputs = {
    id: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Fiat_Payout_SentInputs = {
    receive: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    recipient: NonNullable<unknown>;
    debit: NonNullable<unknown>;
};
export type Fiat_Payout_Sent_ViaInputs = {
    receive: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    recipient: NonNullable<unknown>;
    service: NonNullable<unknown>;
    debit: NonNullable<unknown>;
};
export type Fiat_Payout_Sent_AnyoneInputs = {
    receive: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    debit: NonNullable<unknown>;
};
export type Fiat_Payout_Sent_Anyone_ViaInputs = {
    receive: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    service: NonNullable<unknown>;
    debit: NonNullable<unknown>;
};
export type Fiat_Payout_ReferenceInputs = {
    id: NonNullable<unknown>;
};
export type Fiat_Payout_EmailInputs = {};
export type Fiat_Exchange_SaysInputs = {
    message: NonNullable<unknown>;
};
export type Fiat_Payout_Saved_SourceInputs = {
    id: NonNullable<unknown>;
};
export type Fiat_Reading_BalanceInputs = {};
export type Fiat_Available_NowInputs = {
    amount: NonNullable<unknown>;
};
export type Fiat_Balance_UnreadInputs = {};
export type Fiat_New_PayoutInputs = {};
export type Fiat_Close_WindowInputs = {};
export type Fiat_How_MuchInputs = {};
export type Fiat_Update_ServicesInputs = {};
export type Fiat_Show_Payout_ServicesInputs = {};
export type Fiat_AvailableInputs = {
    amount: NonNullable<unknown>;
};
export type Fiat_Where_ToInputs = {};
export type Fiat_No_Payout_ServiceInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Fiat_Payout_ServiceInputs = {};
export type Fiat_Pay_ToInputs = {};
export type Fiat_New_DetailsInputs = {};
export type Fiat_Saved_DestinationInputs = {};
export type Fiat_Fund_SourceInputs = {};
export type Fiat_Fund_Source_HintInputs = {};
export type Fiat_Fund_Source_ProblemInputs = {};
export type Fiat_Recipient_GetsInputs = {};
export type Fiat_FeeInputs = {};
export type Fiat_Taken_From_BalanceInputs = {};
export type Fiat_Amount_ChangedInputs = {};
export type Fiat_Review_PayoutInputs = {};
export type Fiat_Waiting_ConfirmationInputs = {};
export type Fiat_ConverterInputs = {};
export type Fiat_Loading_RatesInputs = {};
export type Fiat_Converter_AmountInputs = {};
export type Fiat_Converter_FromInputs = {};
export type Fiat_Converter_ToInputs = {};
export type Fiat_Rates_As_OfInputs = {
    time: NonNullable<unknown>;
};
export type Fiat_Convert_EmptyInputs = {};
export type Fiat_Convert_InvalidInputs = {};
export type Fiat_Convert_NegativeInputs = {};
export type Fiat_Convert_No_RateInputs = {};
export type Fiat_Currencies_LoadingInputs = {};
export type Fiat_Currencies_NoneInputs = {};
export type Fiat_Currencies_CaptionInputs = {};
export type Fiat_Currencies_CurrencyInputs = {};
export type Fiat_Currencies_CodeInputs = {};
export type Fiat_Currencies_TypeInputs = {};
export type Fiat_Currencies_MemoInputs = {};
export type Fiat_Currencies_PrecisionInputs = {};
export type Fiat_Currencies_Trade_PrecisionInputs = {};
export type Fiat_Currencies_CryptoInputs = {};
export type Fiat_Currencies_FiatInputs = {};
export type Fiat_Currencies_YesInputs = {};
export type Fiat_Currencies_NoInputs = {};
export type Fiat_Fees_LoadingInputs = {};
export type Fiat_Fees_CryptoInputs = {};
export type Fiat_Fees_Crypto_NoneInputs = {};
export type Fiat_Fees_Withdrawal_FeeInputs = {};
export type Fiat_Fees_In_UsdInputs = {};
export type Fiat_Fees_Min_DepositInputs = {};
export type Fiat_Fees_Min_WithdrawalInputs = {};
export type Fiat_Fees_FiatInputs = {};
export type Fiat_Fees_Fiat_NoneInputs = {};
export type Fiat_Fees_MethodInputs = {};
export type Fiat_Fees_Deposit_PercentInputs = {};
export type Fiat_Fees_Withdrawal_PercentInputs = {};
export type Fiat_Method_Payment_CardInputs = {};
export type Fiat_Method_Advcash_WalletInputs = {};
export type Fiat_Method_Perfectmoney_AccountInputs = {};
export type Fiat_Method_Perfectmoney_TransferInputs = {};
export type Fiat_Method_Svc_CodeInputs = {};
export type Fiat_Policies_Col_NameInputs = {};
export type Fiat_Policies_Col_RuleInputs = {};
export type Fiat_Policies_Col_ActionInputs = {};
export type Fiat_Policies_Col_StateInputs = {};
export type Fiat_Policies_Col_HitsInputs = {};
export type Fiat_Policies_None_With_NameInputs = {
    value: NonNullable<unknown>;
};
export type Fiat_Policies_None_With_RuleInputs = {
    value: NonNullable<unknown>;
};
export type Fiat_Policies_None_With_ActionInputs = {
    value: NonNullable<unknown>;
};
export type Fiat_Policies_None_With_StateInputs = {
    value: NonNullable<unknown>;
};
export type Fiat_Policies_None_With_HitsInputs = {
    value: NonNullable<unknown>;
};
export type Fiat_Policies_EnabledInputs = {};
export type Fiat_Policies_DisabledInputs = {};
export type Fiat_Policies_Nothing_ChangedInputs = {};
export type Fiat_Policies_Same_NameInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_QuotedInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_And_MoreInputs = {
    names: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Fiat_Policies_Done_EnableInputs = {
    count: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Fiat_Policies_Done_DisableInputs = {
    count: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Fiat_Policies_Done_DeleteInputs = {
    count: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Fiat_Policies_Not_EnableInputs = {
    names: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Fiat_Policies_Not_DisableInputs = {
    names: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Fiat_Policies_Not_DeleteInputs = {
    names: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Fiat_Policies_No_AnswerInputs = {
    names: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Fiat_Policies_Nothing_EnabledInputs = {};
export type Fiat_Policies_Nothing_DisabledInputs = {};
export type Fiat_Policies_Nothing_DeletedInputs = {};
export type Fiat_Policies_RenamedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Fiat_Policies_Hint_CertificateInputs = {};
export type Fiat_Policies_Hint_PasswordInputs = {};
export type Fiat_Policies_Loading_AppliancesInputs = {};
export type Fiat_Policies_No_ApplianceInputs = {};
export type Fiat_Policies_Add_ApplianceInputs = {};
export type Fiat_Policies_ApplianceInputs = {};
export type Fiat_Policies_SwitchInputs = {};
export type Fiat_Policies_FilterInputs = {};
export type Fiat_Policies_Filter_OnInputs = {};
export type Fiat_Policies_Exact_ValueInputs = {};
export type Fiat_Policies_Allow_Or_DenyInputs = {};
export type Fiat_Policies_Enabled_Or_DisabledInputs = {};
export type Fiat_Policies_Apply_FilterInputs = {};
export type Fiat_Policies_Clear_FilterInputs = {};
export type Fiat_Policies_Per_PageInputs = {};
export type Fiat_Policies_RefreshInputs = {};
export type Fiat_Policies_AddInputs = {};
export type Fiat_Policies_SelectedInputs = {};
export type Fiat_Policies_Enable_SelectedInputs = {
    count: NonNullable<unknown>;
};
export type Fiat_Policies_Disable_SelectedInputs = {
    count: NonNullable<unknown>;
};
export type Fiat_Policies_Delete_SelectedInputs = {
    count: NonNullable<unknown>;
};
export type Fiat_Policies_UnlockInputs = {};
export type Fiat_Policies_States_NoteInputs = {};
export type Fiat_Policies_WaitingInputs = {};
export type Fiat_Policies_LoadingInputs = {};
export type Fiat_Policies_CaptionInputs = {};
export type Fiat_Policies_Select_AllInputs = {};
export type Fiat_Policies_ActionsInputs = {};
export type Fiat_Policies_SelectInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_New_Name_ForInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_Edit_PolicyInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_EditInputs = {};
export type Fiat_Policies_Rename_PolicyInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_RenameInputs = {};
export type Fiat_Policies_Delete_PolicyInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_DeleteInputs = {};
export type Fiat_Policies_None_YetInputs = {};
export type Fiat_Policies_PagesInputs = {};
export type Fiat_Policies_Previous_PageInputs = {};
export type Fiat_Policies_Next_PageInputs = {};
export type Fiat_Policies_PageInputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Fiat_Policies_Page_MatchInputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Fiat_Policies_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_AddedInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_Rule_ResetInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_Action_ResetInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_Edit_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Fiat_Policies_Add_TitleInputs = {};
export type Fiat_Policies_NameInputs = {};
export type Fiat_Policies_Name_HintInputs = {};
export type Fiat_Policies_Allow_MeansInputs = {};
export type Fiat_Policies_Deny_MeansInputs = {};
export type Fiat_Policies_SaveInputs = {};
export type Fiat_Policies_Add_SubmitInputs = {};
export type Fiat_Policies_CancelInputs = {};
export type Fiat_Policies_Reset_RuleInputs = {};
export type Fiat_Policies_Reset_ActionInputs = {};
export type Fiat_Policies_SendingInputs = {};
export type Fiat_Policies_Rule_ExampleInputs = {
    simple: NonNullable<unknown>;
    longer: NonNullable<unknown>;
};
export type Fiat_Policies_Rule_BalancedInputs = {};
export type Fiat_Policies_Rule_LengthInputs = {
    length: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Fiat_Policies_Name_EmptyInputs = {};
export type Fiat_Policies_Name_Too_LongInputs = {
    count: NonNullable<unknown>;
};
export type Fiat_Policies_Name_CharactersInputs = {};
export type Fiat_Policies_Rule_EmptyInputs = {};
export type Fiat_Policies_Rule_Too_LongInputs = {
    length: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Fiat_Payout_Result_SaidInputs = {
    receive: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    fee: NonNullable<unknown>;
    debit: NonNullable<unknown>;
};
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
export type Core_Op_App_RestartInputs = {};
export type Core_Cannot_RestartInputs = {};
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
export type Core_Guard_Kept_AddressesInputs = {
    count: NonNullable<unknown>;
};
export type Core_Guard_Kept_LimitInputs = {
    limit: NonNullable<unknown>;
};
export type Core_Guard_Kept_LimitsInputs = {
    limits: NonNullable<unknown>;
};
export type Core_Guard_Kept_Only_SavedInputs = {
    currencies: NonNullable<unknown>;
};
export type Core_List_AndInputs = {
    items: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type Core_Policy_Line_Action_ChangeInputs = {
    before: NonNullable<unknown>;
    after: NonNullable<unknown>;
};
export type Core_Policy_Line_Rule_AfterInputs = {
    rule: NonNullable<unknown>;
};
export type Core_Policy_Change_Weakens_DenyInputs = {};
export type Core_Policy_Change_WeakensInputs = {};
export type Core_Policy_Action_UnknownInputs = {};
export type Core_Policy_Rule_UnreadableInputs = {};
export type Core_Settings_Recovered_FolderInputs = {
    movedTo: NonNullable<unknown>;
};
export type Core_Settings_Recovered_Not_JsonInputs = {
    movedTo: NonNullable<unknown>;
};
export type Core_Settings_Recovered_SchemaInputs = {
    detail: NonNullable<unknown>;
    movedTo: NonNullable<unknown>;
};
export type Core_Payout_Saved_DetailsInputs = {
    id: NonNullable<unknown>;
};
export type Core_Server_Not_JsonInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Core_Server_Too_LargeInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Core_Save_HistoryInputs = {};
export type Core_Save_DiagnosticsInputs = {};
export type Core_Fixed_By_Web_OptionInputs = {};
export type Window_Locked_TitleInputs = {};
export type Window_Locked_LeadInputs = {};
export type Window_App_PasswordInputs = {};
export type Window_UnlockInputs = {};
export type Window_Unlock_InInputs = {
    wait: NonNullable<unknown>;
};
export type Window_WaitInputs = {
    wait: NonNullable<unknown>;
};
export type Window_Try_Again_InInputs = {
    wait: NonNullable<unknown>;
};
export type Window_Try_Again_NowInputs = {};
export type Window_Wait_Minutes_SecondsInputs = {
    minutes: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Window_Confirm_DeclineInputs = {};
export type Window_More_QuestionsInputs = {
    count: NonNullable<unknown>;
};
export type Window_RetryInputs = {};
export type Window_LoadingInputs = {};
export type Window_Page_Not_LoadedInputs = {};
export type Window_Host_LostInputs = {};
export type Window_ConnectingInputs = {};
export type Window_LiveInputs = {};
export type Window_ReconnectingInputs = {
    attempt: NonNullable<unknown>;
};
export type Window_Exchange_UnavailableInputs = {
    reason: NonNullable<unknown>;
};
export type Window_Retry_NowInputs = {};
export type Window_Open_SettingsInputs = {};
export type Window_Try_AgainInputs = {};
export type Window_Advice_AuthInputs = {};
export type Window_Advice_KeychainInputs = {};
export type Window_Advice_NetworkInputs = {};
export type Window_Advice_UnavailableInputs = {};
export type Window_Advice_OtherInputs = {};
export type Window_No_Account_BalancesInputs = {};
export type Window_No_Account_OrdersInputs = {};
export type Window_No_Account_Deposit_AddressesInputs = {};
export type Window_No_Account_WithdrawalsInputs = {};
export type Window_No_Account_HistoryInputs = {};
export type Window_No_Account_FiatInputs = {};
export type Window_No_Account_OtherInputs = {
    what: NonNullable<unknown>;
};
export type Window_Add_AccountInputs = {};
export type Window_Nav_MainInputs = {};
export type Window_Lock_Needs_PasswordInputs = {};
export type Window_Copy_WhatInputs = {
    what: NonNullable<unknown>;
};
export type Window_CopiedInputs = {
    label: NonNullable<unknown>;
};
export type Window_Copy_FailedInputs = {
    what: NonNullable<unknown>;
};
export type Window_Save_NameInputs = {};
export type Window_CancelInputs = {};
export type Window_No_Page_AtInputs = {
    path: NonNullable<unknown>;
};
export type Window_Back_To_MarketsInputs = {};
export type Window_DismissInputs = {};
export type Window_Dismiss_NoticeInputs = {
    text: NonNullable<unknown>;
};
export type Window_As_OfInputs = {
    time: NonNullable<unknown>;
};
export type Window_Host_Not_ReachableInputs = {};
export type Window_Host_Connection_LostInputs = {};
export type Window_Host_Refused_LinkInputs = {};
export type Window_No_TokenInputs = {};
export type Window_Password_Page_TitleInputs = {};
export type Window_Password_DeclineInputs = {};
export type Window_Password_ConfirmInputs = {};
export type Window_Password_UnreachableInputs = {};
export type Window_Password_Check_FailedInputs = {};
export type Shared_Withdraw_Memo_NeededInputs = {
    currency: NonNullable<unknown>;
};
export type Shared_Withdraw_Amount_EnterInputs = {};
export type Shared_Withdraw_Amount_Not_NumberInputs = {};
export type Shared_Withdraw_Amount_PrecisionInputs = {
    currency: NonNullable<unknown>;
    digits: NonNullable<unknown>;
};
export type Shared_Amount_ZeroInputs = {};
export type Shared_Withdraw_Fee_ExceedsInputs = {
    fee: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Shared_Withdraw_Below_MinimumInputs = {
    minimum: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Shared_Withdraw_Over_BalanceInputs = {
    debit: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    available: NonNullable<unknown>;
};
export type Shared_Memo_Xrp_TagInputs = {};
export type Shared_Memo_Xlm_BytesInputs = {
    bytes: NonNullable<unknown>;
};
export type Shared_Memo_Eos_BytesInputs = {
    bytes: NonNullable<unknown>;
};
export type Shared_Lookalike_WarningInputs = {
    what: NonNullable<unknown>;
};
export type Shared_Lookalike_Known_HistoryInputs = {};
export type Shared_Lookalike_Known_Book_LabelInputs = {
    label: NonNullable<unknown>;
};
export type Shared_Lookalike_Known_BookInputs = {};
export type Shared_Address_BtcInputs = {};
export type Shared_Address_LtcInputs = {};
export type Shared_Address_BchInputs = {};
export type Shared_Address_DogeInputs = {};
export type Shared_Address_DashInputs = {};
export type Shared_Address_EthInputs = {};
export type Shared_Address_UsdtInputs = {};
export type Shared_Address_XrpInputs = {};
export type Shared_Address_XlmInputs = {};
export type Shared_Address_TrxInputs = {};
export type Shared_Address_EosInputs = {};
export type Shared_Address_Not_CharactersInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Not_ChecksumInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Not_LengthInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Not_VersionInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Not_CaseInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Not_SpaceInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_BtcInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_LtcInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_BchInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_DogeInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_DashInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_EthInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_UsdtInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_XrpInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_XlmInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Looks_Like_TrxInputs = {
    address: NonNullable<unknown>;
};
export type Shared_Address_Starts_BtcInputs = {};
export type Shared_Address_Starts_LtcInputs = {};
export type Shared_Address_Starts_BchInputs = {};
export type Shared_Address_Starts_DogeInputs = {};
export type Shared_Address_Starts_DashInputs = {};
export type Shared_Address_Starts_EthInputs = {};
export type Shared_Address_Starts_UsdtInputs = {};
export type Shared_Address_Starts_XrpInputs = {};
export type Shared_Address_Starts_XlmInputs = {};
export type Shared_Address_Starts_TrxInputs = {};
export type Shared_Address_Starts_EosInputs = {};
export type Shared_Address_Usdt_Wants_Erc20Inputs = {};
export type Shared_Address_Usdt_Wants_Trc20Inputs = {};
export type Shared_Address_Eos_Public_KeyInputs = {};
export type Shared_Address_Eos_Too_LongInputs = {};
export type Shared_Address_Eos_DotInputs = {};
export type Shared_Address_Xrp_X_AddressInputs = {};
export type Shared_Address_Xlm_SecretInputs = {};
export type Shared_Address_Xlm_MuxedInputs = {};
export type Shared_Address_UncheckedInputs = {
    currency: NonNullable<unknown>;
};
export type Shared_Address_EnterInputs = {};
export type Shared_Kind_LegacyInputs = {
    coin: NonNullable<unknown>;
};
export type Shared_Kind_ScriptInputs = {
    coin: NonNullable<unknown>;
};
export type Shared_Kind_Ltc_Script_OldInputs = {};
export type Shared_Kind_SegwitInputs = {
    coin: NonNullable<unknown>;
};
export type Shared_Kind_TaprootInputs = {
    coin: NonNullable<unknown>;
};
export type Shared_Kind_Segwit_VersionInputs = {
    coin: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
export type Shared_Kind_Bch_CashaddrInputs = {};
export type Shared_Kind_Bch_Script_CashaddrInputs = {};
export type Shared_Kind_Bch_LegacyInputs = {};
export type Shared_Kind_Bch_Script_LegacyInputs = {};
export type Shared_Kind_Usdt_Erc20Inputs = {};
export type Shared_Kind_Usdt_Trc20Inputs = {};
export type Shared_Kind_XlmInputs = {};
export type Shared_Kind_EosInputs = {};
export type Shared_Note_EthInputs = {};
export type Shared_Note_EosInputs = {};
export type Shared_Note_Bch_LegacyInputs = {};
export type Shared_Note_Usdt_NetworkInputs = {
    network: NonNullable<unknown>;
};
export type Shared_Code_EmptyInputs = {};
export type Shared_Code_PartsInputs = {
    found: NonNullable<unknown>;
};
export type Shared_Code_Group_LengthInputs = {
    group: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Shared_Code_Character_ZeroInputs = {
    character: NonNullable<unknown>;
    position: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Shared_Code_Character_Capital_OInputs = {
    character: NonNullable<unknown>;
    position: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Shared_Code_Character_Capital_IInputs = {
    character: NonNullable<unknown>;
    position: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Shared_Code_Character_Small_LInputs = {
    character: NonNullable<unknown>;
    position: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Shared_Code_Character_OtherInputs = {
    character: NonNullable<unknown>;
    position: NonNullable<unknown>;
    group: NonNullable<unknown>;
};
export type Shared_Code_Currency_MarkInputs = {
    mark: NonNullable<unknown>;
};
export type Shared_Code_Currency_Mark_CapitalsInputs = {
    mark: NonNullable<unknown>;
    capitals: NonNullable<unknown>;
};
export type Shared_Code_Type_MarkInputs = {
    mark: NonNullable<unknown>;
};
export type Shared_Code_ChecksumInputs = {};
export type Shared_Code_Unknown_CurrencyInputs = {
    mark: NonNullable<unknown>;
};
export type Shared_Fiat_Field_RequiredInputs = {
    label: NonNullable<unknown>;
};
export type Shared_Fiat_Field_Too_LongInputs = {
    label: NonNullable<unknown>;
};
export type Shared_Fiat_Field_Rule_UnreadableInputs = {
    label: NonNullable<unknown>;
};
export type Shared_Fiat_Field_Wrong_FormInputs = {
    label: NonNullable<unknown>;
};
export type Shared_Fiat_Card_MistakeInputs = {};
export type Shared_Fiat_Unknown_FieldInputs = {
    field: NonNullable<unknown>;
};
export type Shared_Fiat_Amount_EnterInputs = {};
export type Shared_Fiat_Amount_PrecisionInputs = {
    currency: NonNullable<unknown>;
    places: NonNullable<unknown>;
};
export type Shared_Fiat_Amount_MinInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Shared_Fiat_Amount_MaxInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Shared_Fiat_Amount_Over_BalanceInputs = {
    available: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    fee: NonNullable<unknown>;
};
export type Shared_Fiat_No_DetailsInputs = {};
export type Shared_Exchange_Address_EnterInputs = {};
export type Shared_Exchange_Address_Not_WebInputs = {};
export type Shared_Exchange_Address_SchemeInputs = {};
export type Shared_Exchange_Address_CredentialsInputs = {};
export type Shared_Exchange_Address_Plain_HttpInputs = {};
export type Shared_Exchange_Address_QueryInputs = {};
export type Shared_Rule_PositionInputs = {
    index: NonNullable<unknown>;
};
export type Shared_Rule_Position_LineInputs = {
    index: NonNullable<unknown>;
    line: NonNullable<unknown>;
    column: NonNullable<unknown>;
};
export type Shared_Rule_Control_CharacterInputs = {
    at: NonNullable<unknown>;
};
export type Shared_Rule_Unclosed_QuoteInputs = {
    at: NonNullable<unknown>;
};
export type Shared_Rule_Unclosed_RegexInputs = {
    delimiter: NonNullable<unknown>;
    at: NonNullable<unknown>;
};
export type Shared_Rule_Wrong_CloserInputs = {
    closer: NonNullable<unknown>;
    at: NonNullable<unknown>;
    opener: NonNullable<unknown>;
    openerAt: NonNullable<unknown>;
    needed: NonNullable<unknown>;
};
export type Shared_Rule_Closes_NothingInputs = {
    closer: NonNullable<unknown>;
    at: NonNullable<unknown>;
};
export type Shared_Rule_Never_ClosedInputs = {
    opener: NonNullable<unknown>;
    at: NonNullable<unknown>;
    needed: NonNullable<unknown>;
};
export type Shared_Contract_Account_NameInputs = {};
export type Shared_Contract_At_Most_60Inputs = {};
export type Shared_Contract_Web_AddressInputs = {};
export type Shared_Contract_Https_OnlyInputs = {};
export type Shared_Contract_Web_Address_No_CredentialsInputs = {};
export type Shared_Contract_Api_KeyInputs = {};
export type Shared_Contract_Appliance_NameInputs = {};
export type Shared_Contract_Appliance_Name_LongInputs = {};
export type Shared_Contract_Appliance_AddressInputs = {};
export type Shared_Contract_Address_Too_LongInputs = {};
export type Shared_Contract_User_EnterInputs = {};
export type Shared_Contract_User_LongInputs = {};
export type Shared_Contract_User_ControlInputs = {};
export type Shared_Contract_FingerprintInputs = {};
export type Shared_Contract_Policy_Name_EmptyInputs = {};
export type Shared_Contract_Name_Too_LongInputs = {};
export type Shared_Contract_Rule_Too_LongInputs = {
    count: NonNullable<unknown>;
};
export type Shared_Contract_Select_PolicyInputs = {};
export type Shared_Contract_Policies_At_OnceInputs = {
    count: NonNullable<unknown>;
};
export type Shared_Contract_Policy_TwiceInputs = {};
export type Shared_Contract_Password_EnterInputs = {};
export type Shared_Contract_Field_To_ResetInputs = {};
export type Shared_Contract_Code_Too_LongInputs = {};
export type Shared_Contract_At_Most_500Inputs = {};
export type Shared_Contract_Account_IdInputs = {};
export type Shared_Contract_AmountInputs = {};
export type Shared_Contract_Address_No_SpacesInputs = {};
export type Shared_Contract_DestinationInputs = {};
export type Shared_Contract_Memo_No_SpacesInputs = {};
export type Shared_Server_Address_Exchange_Not_WebInputs = {};
export type Shared_Server_Address_Exchange_SchemeInputs = {};
export type Shared_Server_Address_Exchange_CredentialsInputs = {};
export type Shared_Server_Address_Exchange_Plain_HttpInputs = {};
export type Shared_Server_Address_Gateway_Not_WebInputs = {};
export type Shared_Server_Address_Gateway_SchemeInputs = {};
export type Shared_Server_Address_Gateway_CredentialsInputs = {};
export type Shared_Server_Address_Gateway_Plain_HttpInputs = {};
export type Shared_Server_Address_Named_Not_WebInputs = {
    name: NonNullable<unknown>;
};
export type Shared_Server_Address_Named_SchemeInputs = {
    name: NonNullable<unknown>;
};
export type Shared_Server_Address_Named_CredentialsInputs = {
    name: NonNullable<unknown>;
};
export type Shared_Server_Address_Named_Plain_HttpInputs = {
    name: NonNullable<unknown>;
};
export type Shared_Code_Verdict_Empty_TitleInputs = {};
export type Shared_Code_Verdict_Empty_BodyInputs = {};
export type Shared_Code_Verdict_Ok_TitleInputs = {};
export type Shared_Code_Verdict_Ok_BodyInputs = {
    code: NonNullable<unknown>;
};
export type Shared_Code_Verdict_Bad_TitleInputs = {};
export type Errors_Market_InvalidInputs = {};
export type Errors_Order_Id_InvalidInputs = {};
export type Errors_Start_Not_TimeInputs = {};
export type Errors_End_Not_TimeInputs = {};
export type Errors_Start_After_EndInputs = {};
export type Errors_Limit_InvalidInputs = {};
export type Errors_Sort_InvalidInputs = {};
export type Errors_Cancel_NoneInputs = {};
export type Errors_Cancel_Too_ManyInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Cancel_RefusedInputs = {};
export type Errors_Answer_Other_ShapeInputs = {};
export type Errors_No_Api_KeyInputs = {};
export type Errors_Nonce_Refused_ClockInputs = {
    host: NonNullable<unknown>;
    clock: NonNullable<unknown>;
};
export type Errors_Nonce_RefusedInputs = {
    host: NonNullable<unknown>;
};
export type Errors_Key_RefusedInputs = {
    host: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Errors_Account_GoneInputs = {};
export type Errors_Demo_Account_NoneInputs = {};
export type Errors_Demo_Account_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Account_Name_TakenInputs = {};
export type Errors_Account_Plain_Http_ExchangeInputs = {
    name: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Errors_Account_Plain_Http_GatewayInputs = {
    name: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
export type Errors_Demo_Exchange_GoneInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Secret_GoneInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Key_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Account_Not_SavedInputs = {
    reason: NonNullable<unknown>;
};
export type Errors_Secret_EnterInputs = {};
export type Errors_Secret_Too_LongInputs = {};
export type Errors_Secret_CharactersInputs = {};
export type Errors_Appliance_GoneInputs = {};
export type Errors_Appliance_NoneInputs = {};
export type Errors_Demo_Appliance_OffInputs = {};
export type Errors_Demo_Appliance_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Appliance_Http_No_CertificateInputs = {};
export type Errors_Appliance_Password_GoneInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Appliance_Plain_Http_No_CertificateInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Appliance_Certificate_ChangedInputs = {
    host: NonNullable<unknown>;
    now: NonNullable<unknown>;
    wanted: NonNullable<unknown>;
};
export type Errors_Appliance_User_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Appliance_Name_TakenInputs = {};
export type Errors_Appliance_Not_SavedInputs = {
    reason: NonNullable<unknown>;
};
export type Errors_Demo_Appliance_GoneInputs = {
    name: NonNullable<unknown>;
};
export type Errors_Password_EnterInputs = {};
export type Errors_Password_Too_LongInputs = {};
export type Errors_Settings_UnreadableInputs = {
    file: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Errors_Settings_Unreadable_UnknownInputs = {
    file: NonNullable<unknown>;
};
export type Errors_Settings_StuckInputs = {
    file: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Errors_Settings_Stuck_UnknownInputs = {
    file: NonNullable<unknown>;
};
export type Errors_Settings_Not_ChangedInputs = {
    reason: NonNullable<unknown>;
};
export type Errors_Settings_Not_SavedInputs = {
    path: NonNullable<unknown>;
};
export type Errors_Amount_Not_NumberInputs = {};
export type Errors_Gateway_Not_Web_AddressInputs = {};
export type Errors_Gateway_Other_HostInputs = {
    host: NonNullable<unknown>;
    own: NonNullable<unknown>;
};
export type Errors_Gateway_MethodInputs = {
    method: NonNullable<unknown>;
};
export type Errors_What_Account_DataInputs = {};
export type Errors_What_Balance_ListInputs = {};
export type Errors_What_Order_ListInputs = {};
export type Errors_What_Order_HistoryInputs = {};
export type Errors_What_Trade_ListInputs = {};
export type Errors_What_Cancelled_OrderInputs = {};
export type Errors_What_Server_TimeInputs = {};
export type Errors_What_Currency_ListInputs = {};
export type Errors_What_Exchange_RatesInputs = {};
export type Errors_What_Market_ListInputs = {};
export type Errors_What_TickersInputs = {};
export type Errors_What_Order_BookInputs = {};
export type Errors_What_Fee_ListInputs = {};
export type Errors_What_Transfer_CodeInputs = {};
export type Errors_What_Redeemed_CodeInputs = {};
export type Errors_What_Code_ListInputs = {};
export type Errors_What_Deposit_InfoInputs = {};
export type Errors_What_Address_AnswerInputs = {};
export type Errors_What_Deposit_DetailsInputs = {};
export type Errors_What_Withdrawal_AnswerInputs = {};
export type Errors_What_Withdrawal_DetailsInputs = {};
export type Errors_What_Deposit_AnswerInputs = {};
export type Errors_What_Asset_HistoryInputs = {};
export type Errors_What_InvoiceInputs = {};
export type Errors_What_Payout_ServicesInputs = {};
export type Errors_What_Payment_ServicesInputs = {};
export type Errors_What_The_RequestInputs = {};
export type Errors_What_Cancel_OrderInputs = {
    id: NonNullable<unknown>;
};
export type Errors_What_New_CodeInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Errors_What_Redeem_CodeInputs = {};
export type Errors_What_PayoutInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Errors_What_DepositInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Errors_What_New_AddressInputs = {
    currency: NonNullable<unknown>;
};
export type Errors_What_WithdrawalInputs = {
    amount: NonNullable<unknown>;
    currency: NonNullable<unknown>;
};
export type Errors_What_Invoice_ForInputs = {
    id: NonNullable<unknown>;
};
export type Errors_Unknown_OutcomeInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Errors_Not_UnderstoodInputs = {
    party: NonNullable<unknown>;
    host: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Errors_What_Cancel_OrdersInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Clock_Ahead_LocalInputs = {
    host: NonNullable<unknown>;
    days: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Errors_Clock_Behind_LocalInputs = {
    host: NonNullable<unknown>;
    days: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Errors_Clock_Far_LocalInputs = {
    host: NonNullable<unknown>;
};
export type Errors_Clock_Ahead_MeasuredInputs = {
    host: NonNullable<unknown>;
    days: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Errors_Clock_Behind_MeasuredInputs = {
    host: NonNullable<unknown>;
    days: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Errors_Clock_Far_MeasuredInputs = {
    host: NonNullable<unknown>;
};
export type Errors_Settings_Exchange_Address_TextInputs = {};
export type Errors_Settings_Exchange_Address_LongInputs = {};
export type Errors_Settings_Exchange_Address_WebInputs = {};
export type Errors_Settings_Gateway_Address_TextInputs = {};
export type Errors_Settings_Gateway_Address_LongInputs = {};
export type Errors_Settings_Gateway_Address_WebInputs = {};
export type Errors_Settings_Appliance_Address_TextInputs = {};
export type Errors_Settings_Appliance_Address_LongInputs = {};
export type Errors_Settings_Appliance_Address_WebInputs = {};
export type Errors_Settings_Market_Address_TextInputs = {};
export type Errors_Settings_Market_Address_LongInputs = {};
export type Errors_Settings_Market_Address_WebInputs = {};
export type Errors_Settings_Appliance_Address_SecureInputs = {};
export type Errors_Settings_Market_Address_SecureInputs = {};
export type Errors_Settings_Market_ExchangeInputs = {};
export type Errors_Settings_Profile_IdInputs = {};
export type Errors_Settings_Profile_Name_TextInputs = {};
export type Errors_Settings_Profile_Name_EmptyInputs = {};
export type Errors_Settings_Profile_Name_LongInputs = {};
export type Errors_Settings_Public_Key_TextInputs = {};
export type Errors_Settings_Public_Key_EmptyInputs = {};
export type Errors_Settings_Public_Key_LongInputs = {};
export type Errors_Settings_Public_Key_CharactersInputs = {};
export type Errors_Settings_Profile_DemoInputs = {};
export type Errors_Settings_Demo_Account_TextInputs = {};
export type Errors_Settings_Demo_Account_EmptyInputs = {};
export type Errors_Settings_Demo_Account_LongInputs = {};
export type Errors_Settings_Svcid_TextInputs = {};
export type Errors_Settings_Svcid_ShapeInputs = {};
export type Errors_Settings_Profile_UnknownInputs = {};
export type Errors_Settings_Balances_Interval_NumberInputs = {};
export type Errors_Settings_Balances_Interval_WholeInputs = {};
export type Errors_Settings_Balances_Interval_MinInputs = {
    seconds: NonNullable<unknown>;
};
export type Errors_Settings_Balances_Interval_MaxInputs = {
    seconds: NonNullable<unknown>;
};
export type Errors_Settings_Orders_Interval_NumberInputs = {};
export type Errors_Settings_Orders_Interval_WholeInputs = {};
export type Errors_Settings_Orders_Interval_MinInputs = {
    seconds: NonNullable<unknown>;
};
export type Errors_Settings_Orders_Interval_MaxInputs = {
    seconds: NonNullable<unknown>;
};
export type Errors_Settings_Tickers_Interval_NumberInputs = {};
export type Errors_Settings_Tickers_Interval_WholeInputs = {};
export type Errors_Settings_Tickers_Interval_MinInputs = {
    seconds: NonNullable<unknown>;
};
export type Errors_Settings_Tickers_Interval_MaxInputs = {
    seconds: NonNullable<unknown>;
};
export type Errors_Settings_Polling_UnknownInputs = {};
export type Errors_Settings_Currency_CodeInputs = {};
export type Errors_Settings_AmountInputs = {};
export type Errors_Settings_Guard_AddressInputs = {};
export type Errors_Settings_Guard_MemoInputs = {};
export type Errors_Settings_Guard_LabelInputs = {};
export type Errors_Settings_Saved_Addresses_MaxInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Settings_Guard_UnknownInputs = {};
export type Errors_Settings_Guard_KeyInputs = {};
export type Errors_Settings_Appliance_IdInputs = {};
export type Errors_Settings_Appliance_Name_TextInputs = {};
export type Errors_Settings_Appliance_Name_EmptyInputs = {};
export type Errors_Settings_Appliance_Name_LongInputs = {};
export type Errors_Settings_Appliance_User_TextInputs = {};
export type Errors_Settings_Appliance_User_EmptyInputs = {};
export type Errors_Settings_Appliance_User_LongInputs = {};
export type Errors_Settings_Appliance_User_ControlInputs = {};
export type Errors_Settings_Appliance_AuthInputs = {
    choices: NonNullable<unknown>;
};
export type Errors_Settings_Api_Path_TextInputs = {};
export type Errors_Settings_Api_Path_EndsInputs = {};
export type Errors_Settings_FingerprintInputs = {};
export type Errors_Settings_Appliance_DemoInputs = {};
export type Errors_Settings_Appliance_UnknownInputs = {};
export type Errors_Settings_Updates_CheckInputs = {};
export type Errors_Settings_Updates_ChannelInputs = {};
export type Errors_Settings_Updates_UnknownInputs = {};
export type Errors_Settings_Favourite_TextInputs = {};
export type Errors_Settings_Favourite_ShapeInputs = {};
export type Errors_Settings_Favourites_MaxInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Settings_Favourite_TwiceInputs = {};
export type Errors_Settings_VersionInputs = {};
export type Errors_Settings_Profiles_MaxInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Settings_Appliances_MaxInputs = {
    count: NonNullable<unknown>;
};
export type Errors_Settings_Display_CurrencyInputs = {
    choices: NonNullable<unknown>;
};
export type Errors_Settings_ThemeInputs = {
    choices: NonNullable<unknown>;
};
export type Errors_Settings_LanguageInputs = {
    choices: NonNullable<unknown>;
};
export type Errors_Settings_Auto_LockInputs = {
    choices: NonNullable<unknown>;
};
export type Errors_Settings_Close_To_TrayInputs = {};
export type Errors_Settings_Hide_AmountsInputs = {};
export type Errors_Settings_Hide_Amounts_LockedInputs = {};
export type Errors_Settings_Password_HashInputs = {};
export type Errors_Settings_UnknownInputs = {};
export type Errors_Settings_Profile_Ids_TwiceInputs = {};
export type Errors_Settings_Active_Profile_GoneInputs = {};
export type Errors_Settings_Appliance_Ids_TwiceInputs = {};
export type Errors_Settings_Active_Appliance_GoneInputs = {};
export type Errors_Settings_UnexpectedInputs = {};
export type Errors_Settings_In_AccountInputs = {
    n: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Errors_Settings_In_ApplianceInputs = {
    n: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Errors_Policy_WhichInputs = {};
export type Errors_Policy_ActionInputs = {};
export type Errors_Policy_Page_SizeInputs = {
    max: NonNullable<unknown>;
};
export type Errors_Policy_Page_NumberInputs = {};
export type Errors_Policy_Page_Needs_SizeInputs = {};
export type Errors_Policy_Filter_FieldInputs = {};
export type Errors_Policy_Filter_TextInputs = {};
export type Errors_Policy_Read_NoneInputs = {};
export type Errors_Policy_Read_FieldInputs = {};
export type Errors_Policy_Many_For_NameInputs = {
    host: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Errors_Policy_Nothing_To_ChangeInputs = {};
export type Errors_Policy_Unset_NoneInputs = {};
export type Errors_Policy_Unset_FieldInputs = {};
export type Main_Confirm_DeclineInputs = {};
export type Main_Save_TitleInputs = {};
export type Main_Save_ButtonInputs = {};
export type Main_Save_Filter_CsvInputs = {};
export type Main_Save_Filter_TextInputs = {};
export type Main_Password_RefusedInputs = {};
export type Main_Password_EnterInputs = {};
export type Main_Password_Check_FailedInputs = {};
export type Main_Lock_TitleInputs = {};
export type Main_Lock_StartingInputs = {
    file: NonNullable<unknown>;
};
export type Main_Lock_HeldInputs = {
    pid: NonNullable<unknown>;
    shell: NonNullable<unknown>;
    startedAt: NonNullable<unknown>;
    file: NonNullable<unknown>;
};
export type Main_Lock_Held_ElsewhereInputs = {
    pid: NonNullable<unknown>;
    host: NonNullable<unknown>;
    shell: NonNullable<unknown>;
    startedAt: NonNullable<unknown>;
    file: NonNullable<unknown>;
};
export type Main_Lock_Shell_DesktopInputs = {};
export type Main_Lock_Shell_BrowserInputs = {};
export type Main_Could_Not_StartInputs = {};
export type Main_Exchange_BothInputs = {};
export type Main_Exchange_Url_Not_UrlInputs = {
    value: NonNullable<unknown>;
};
export type Main_Exchange_Url_ProtocolInputs = {
    protocol: NonNullable<unknown>;
};
export type Main_Exchange_Url_Not_Web_AddressInputs = {};
export type Main_Exchange_Url_SchemeInputs = {};
export type Main_Exchange_Url_CredentialsInputs = {};
export type Main_Exchange_Url_Plain_HttpInputs = {};
export type Main_Demo_Servers_Not_JsonInputs = {};
export type Main_Demo_Servers_No_AddressInputs = {
    name: NonNullable<unknown>;
};
export type Main_Demo_Servers_No_AccountsInputs = {};
export type Main_Demo_Servers_No_Appliance_LoginInputs = {};
export type Main_Demo_Address_Not_Web_AddressInputs = {
    name: NonNullable<unknown>;
};
export type Main_Demo_Address_SchemeInputs = {
    name: NonNullable<unknown>;
};
export type Main_Demo_Address_CredentialsInputs = {
    name: NonNullable<unknown>;
};
export type Main_Demo_Address_Plain_HttpInputs = {
    name: NonNullable<unknown>;
};
export type Main_Fixed_By_Exchange_UrlInputs = {};
export type Main_Fixed_By_Demo_ServersInputs = {};
export type Main_Payment_Window_TitleInputs = {};
export type Main_Internal_ErrorInputs = {};
export type Main_Refused_SenderInputs = {};
export type Main_Confirm_Not_WaitingInputs = {};
export type Checks_Label_AcceptedInputs = {};
export type Checks_Label_ActionInputs = {};
export type Checks_Label_AddressInputs = {};
export type Checks_Label_Allow_Blank_MemoInputs = {};
export type Checks_Label_Allow_List_OnlyInputs = {};
export type Checks_Label_AmountInputs = {};
export type Checks_Label_Api_KeyInputs = {};
export type Checks_Label_Api_SecretInputs = {};
export type Checks_Label_AuthInputs = {};
export type Checks_Label_Auto_Lock_MinutesInputs = {};
export type Checks_Label_BalancesInputs = {};
export type Checks_Label_Balances_IntervalInputs = {};
export type Checks_Label_BookInputs = {};
export type Checks_Label_Check_For_UpdatesInputs = {};
export type Checks_Label_Close_To_TrayInputs = {};
export type Checks_Label_CodeInputs = {};
export type Checks_Label_CommentInputs = {};
export type Checks_Label_CurrenciesInputs = {};
export type Checks_Label_CurrencyInputs = {};
export type Checks_Label_CurrentInputs = {};
export type Checks_Label_Daily_LimitInputs = {};
export type Checks_Label_DirectionInputs = {};
export type Checks_Label_Display_CurrencyInputs = {};
export type Checks_Label_EndInputs = {};
export type Checks_Label_Exchange_UrlInputs = {};
export type Checks_Label_FavouritesInputs = {};
export type Checks_Label_Fee_IncludedInputs = {};
export type Checks_Label_FieldInputs = {};
export type Checks_Label_FieldsInputs = {};
export type Checks_Label_FilterInputs = {};
export type Checks_Label_FingerprintInputs = {};
export type Checks_Label_FlowInputs = {};
export type Checks_Label_FromInputs = {};
export type Checks_Label_Fund_SourceInputs = {};
export type Checks_Label_Gateway_UrlInputs = {};
export type Checks_Label_Hide_AmountsInputs = {};
export type Checks_Label_Hide_Amounts_When_LockedInputs = {};
export type Checks_Label_IdInputs = {};
export type Checks_Label_IndexInputs = {};
export type Checks_Label_IntervalInputs = {};
export type Checks_Label_LabelInputs = {};
export type Checks_Label_LanguageInputs = {};
export type Checks_Label_LimitInputs = {};
export type Checks_Label_MarketInputs = {};
export type Checks_Label_Market_ExchangeInputs = {};
export type Checks_Label_MemoInputs = {};
export type Checks_Label_NameInputs = {};
export type Checks_Label_NamesInputs = {};
export type Checks_Label_New_NameInputs = {};
export type Checks_Label_NextInputs = {};
export type Checks_Label_Non_Refundable_BeforeInputs = {};
export type Checks_Label_Order_ByInputs = {};
export type Checks_Label_Order_DirInputs = {};
export type Checks_Label_Order_IdInputs = {};
export type Checks_Label_Order_IdsInputs = {};
export type Checks_Label_OrdersInputs = {};
export type Checks_Label_Orders_IntervalInputs = {};
export type Checks_Label_PageInputs = {};
export type Checks_Label_Page_SizeInputs = {};
export type Checks_Label_PasswordInputs = {};
export type Checks_Label_PrefixInputs = {};
export type Checks_Label_Private_CommentInputs = {};
export type Checks_Label_ProfileInputs = {};
export type Checks_Label_RecipientInputs = {};
export type Checks_Label_RevealInputs = {};
export type Checks_Label_RuleInputs = {};
export type Checks_Label_SamplesInputs = {};
export type Checks_Label_ServiceInputs = {};
export type Checks_Label_SortInputs = {};
export type Checks_Label_StartInputs = {};
export type Checks_Label_StatusesInputs = {};
export type Checks_Label_SymbolsInputs = {};
export type Checks_Label_ThemeInputs = {};
export type Checks_Label_TickersInputs = {};
export type Checks_Label_Tickers_IntervalInputs = {};
export type Checks_Label_TimeInputs = {};
export type Checks_Label_ToInputs = {};
export type Checks_Label_Trust_FingerprintInputs = {};
export type Checks_Label_TypeInputs = {};
export type Checks_Label_Update_ChannelInputs = {};
export type Checks_Label_UrlInputs = {};
export type Checks_Label_UserInputs = {};
export type Checks_Label_ValueInputs = {};
export type Checks_Label_Card_NumberInputs = {};
export type Checks_Label_Phone_NumberInputs = {};
export type Checks_Label_Public_KeyInputs = {};
export type Checks_Label_Deposit_NumberInputs = {};
export type Checks_Label_SvcidInputs = {};
export type Checks_Label_Svc_NonceInputs = {};
export type Checks_Label_Svc_SignatureInputs = {};
export type Checks_MissingInputs = {
    field: NonNullable<unknown>;
};
export type Checks_Request_MissingInputs = {};
export type Checks_TextInputs = {
    field: NonNullable<unknown>;
};
export type Checks_Request_TextInputs = {};
export type Checks_NumberInputs = {
    field: NonNullable<unknown>;
};
export type Checks_Request_NumberInputs = {};
export type Checks_Yes_NoInputs = {
    field: NonNullable<unknown>;
};
export type Checks_Request_Yes_NoInputs = {};
export type Checks_ListInputs = {
    field: NonNullable<unknown>;
};
export type Checks_Request_ListInputs = {};
export type Checks_GroupInputs = {
    field: NonNullable<unknown>;
};
export type Checks_Request_GroupInputs = {};
export type Checks_ChoiceInputs = {
    field: NonNullable<unknown>;
};
export type Checks_Request_ChoiceInputs = {};
export type Checks_WholeInputs = {
    field: NonNullable<unknown>;
};
export type Checks_Request_WholeInputs = {};
export type Checks_Too_SmallInputs = {
    field: NonNullable<unknown>;
};
export type Checks_Request_Too_SmallInputs = {};
export type Checks_Too_LargeInputs = {
    field: NonNullable<unknown>;
};
export type Checks_Request_Too_LargeInputs = {};
export type Checks_Too_ShortInputs = {
    field: NonNullable<unknown>;
};
export type Checks_Request_Too_ShortInputs = {};
export type Checks_Too_LongInputs = {
    field: NonNullable<unknown>;
};
export type Checks_Request_Too_LongInputs = {};
export type Checks_MalformedInputs = {
    field: NonNullable<unknown>;
};
export type Checks_Request_MalformedInputs = {};
export type Checks_ReasonInputs = {
    field: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Checks_Request_ReasonInputs = {
    reason: NonNullable<unknown>;
};
export type Checks_Request_Extra_FieldInputs = {};
export type Checks_Unknown_OperationInputs = {};
export type Checks_Went_WrongInputs = {};
export type Checks_Shape_Not_ObjectInputs = {};
export type Checks_Shape_Too_DeepInputs = {};
export type Checks_Shape_Not_PlainInputs = {};
export type Checks_Shape_Bad_NameInputs = {};
export type Checks_Could_Not_Do_ThisInputs = {
    problem: NonNullable<unknown>;
};
export type Checks_Profile_IdInputs = {};
export type Checks_Value_Such_AsInputs = {};
export type Checks_Display_CurrencyInputs = {};
export type Checks_Too_Many_SamplesInputs = {};
export type Checks_Appliance_IdInputs = {};
export type Checks_Not_Api_PathInputs = {};
export type Checks_Not_Policy_NameInputs = {};
export type Checks_Service_CodeInputs = {};
export type Checks_Field_KeyInputs = {};
export type Checks_Too_Many_FieldsInputs = {};
export type Checks_Market_KeyInputs = {};
export type Checks_Currency_CodeInputs = {};
