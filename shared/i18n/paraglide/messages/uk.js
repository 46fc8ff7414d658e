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