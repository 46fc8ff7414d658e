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