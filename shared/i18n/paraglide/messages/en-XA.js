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
	return /** @type {LocalizedString} */ (`[Ŵéļçóɱé ţó Šáţçĥéļ ~~~~~~~~]`)
};

export const first_lead = /** @type {(inputs: First_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥóŵ ŵóúļď ýóú ļíķé ţó šţáŕţ? Ýóú çáñ çĥáñĝé ţĥíš ļáţéŕ íñ Šéţţíñĝš. ~~~~~~~~~~~~~~~~~~~~~~~~~~~]`)
};

export const first_demo = /** @type {(inputs: First_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý ţĥé ďéɱó ~~~~~]`)
};

export const first_demo_what = /** @type {(inputs: First_Demo_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á šíɱúļáţéď éẋçĥáñĝé, þáýɱéñţ ĝáţéŵáý áñď áþþļíáñçé óñ ţĥíš çóɱþúţéŕ, ŵíţĥ ďéɱó áççóúñţš óñé çļíçķ áŵáý. Ñó ŕéáļ ɱóñéý. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]`)
};

export const first_own = /** @type {(inputs: First_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úšé ɱý éẋçĥáñĝé ~~~~~~]`)
};

export const first_own_address = /** @type {(inputs: First_Own_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ éẋçĥáñĝé'š áďďŕéšš ~~~~~~~~~~]`)
};

export const first_own_hint = /** @type {(inputs: First_Own_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íţš ɱáŕķéţš áñď þŕíçéš áŕé šĥóŵñ; áďď ýóúŕ ÁÞÍ ķéý íñ Šéţţíñĝš ţó úšé ýóúŕ áççóúñţ. Šţáŕţíñĝ ŵíţĥ ĥţţþš://. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]`)
};

export const first_starting_demo = /** @type {(inputs: First_Starting_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáŕţíñĝ ţĥé ďéɱó… ~~~~~~~~]`)
};

export const first_saving_own = /** @type {(inputs: First_Saving_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽíñĝ ýóúŕ éẋçĥáñĝé… ~~~~~~~~~]`)
};

export const settings_language = /** @type {(inputs: Settings_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáñĝúáĝé ~~~~]`)
};

export const settings_language_hint = /** @type {(inputs: Settings_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ'š ŵóŕďš, ñúɱƀéŕš áñď ďáţéš, áñď ţĥé þáýɱéñţ ĝáţéŵáý'š ƒóŕɱš (Éñĝļíšĥ ŵĥéŕé ţĥé ĝáţéŵáý ĥáš ñóñé). ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]`)
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
	return /** @type {LocalizedString} */ (`[Ďéɱó: á šíɱúļáţéď éẋçĥáñĝé, ñó ŕéáļ ɱóñéý ~~~~~~~~~~~~~~~~~]`)
};

export const tray_portfolio = /** @type {(inputs: Tray_PortfolioInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þóŕţƒóļíó: ${i?.value} ~~~~~]`)
};

export const tray_portfolio_unknown = /** @type {(inputs: Tray_Portfolio_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þóŕţƒóļíó: çáññóţ ƀé ṽáļúéď ñóŵ ~~~~~~~~~~~~~]`)
};

export const tray_portfolio_as_of = /** @type {(inputs: Tray_Portfolio_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Þóŕţƒóļíó áš óƒ ${i?.time}: ${i?.value} ~~~~~~~~]`)
};

export const tray_tooltip_as_of = /** @type {(inputs: Tray_Tooltip_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.value} áš óƒ ${i?.time} ~~~]`)
};

export const tray_tooltip_unknown = /** @type {(inputs: Tray_Tooltip_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ṽáļúé úñķñóŵñ ñóŵ ~~~~~~~]`)
};

export const tray_tooltip_hidden = /** @type {(inputs: Tray_Tooltip_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[áɱóúñţš ĥíďďéñ ~~~~~~]`)
};

export const tray_tooltip_locked = /** @type {(inputs: Tray_Tooltip_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(ļóçķéď) ~~~~]`)
};

export const tray_why_rates = /** @type {(inputs: Tray_Why_RatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé éẋçĥáñĝé'š ŕáţéš çáññóţ ƀé ŕéáď ~~~~~~~~~~~~~~]`)
};

export const tray_why_no_rate = /** @type {(inputs: Tray_Why_No_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ţĥé éẋçĥáñĝé ĝíṽéš ñó ŕáţé ƒóŕ ${i?.currencies} ~~~~~~~~~~~~~]`)
};

export const tray_not_valued = /** @type {(inputs: Tray_Not_ValuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ ṽáļúéď ñóŵ: ${i?.why} ~~~~~~~]`)
};

export const tray_balance = /** @type {(inputs: Tray_BalanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.code} ${i?.available} áṽáíļáƀļé óƒ ${i?.total} ≈ ${i?.value} ~~~~~~~~]`)
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
	return /** @type {LocalizedString} */ (`[Çĥéçķ á ţŕáñšƒéŕ çóďé ƒŕóɱ ţĥé çļíþƀóáŕď ~~~~~~~~~~~~~~~~]`)
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
	return /** @type {LocalizedString} */ (`[Éẋþóŕţ Ďíáĝñóšţíçš… ~~~~~~~~]`)
};

export const menu_shortcuts = /** @type {(inputs: Menu_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķéýƀóáŕď Šĥóŕţçúţš… ~~~~~~~~]`)
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
	return /** @type {LocalizedString} */ (`[Ţóĝĝļé Ƒúļļ Šçŕééñ ~~~~~~~~]`)
};

export const menu_minimize = /** @type {(inputs: Menu_MinimizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñíɱížé ~~~~]`)
};

export const menu_close = /** @type {(inputs: Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļóšé ~~]`)
};

export const skip_to_main = /** @type {(inputs: Skip_To_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šķíþ ţó ɱáíñ çóñţéñţ ~~~~~~~~]`)
};

export const header_menu = /** @type {(inputs: Header_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéñú ~~]`)
};

export const demo_badge = /** @type {(inputs: Demo_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéɱó ~~]`)
};

export const demo_note = /** @type {(inputs: Demo_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéɱó: á šíɱúļáţéď éẋçĥáñĝé, þáýɱéñţ ĝáţéŵáý áñď áþþļíáñçé. Ñó ŕéáļ ɱóñéý. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]`)
};

export const window_title_demo = /** @type {(inputs: Window_Title_DemoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.title} — Šáţçĥéļ (ďéɱó) ~~~~~~~]`)
};

export const hide_amounts = /** @type {(inputs: Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíďé áɱóúñţš ~~~~~]`)
};

export const unlock_to_show_amounts = /** @type {(inputs: Unlock_To_Show_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ ţó šĥóŵ áɱóúñţš ~~~~~~~~~]`)
};

export const header_lock = /** @type {(inputs: Header_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóçķ ~~]`)
};

export const fatal_title = /** @type {(inputs: Fatal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ çáññóţ šţáŕţ ~~~~~~~~]`)
};

export const starting = /** @type {(inputs: StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ íš šţáŕţíñĝ ~~~~~~~~]`)
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
	return /** @type {LocalizedString} */ (`[Úñļóçķ ţó šŵíţçĥ áççóúñţš. ~~~~~~~~~~~]`)
};

export const settled_deposit = /** @type {(inputs: Settled_DepositInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ çŕéďíţéď: ${i?.list}. ~~~~~~~~]`)
};

export const settled_withdrawal = /** @type {(inputs: Settled_WithdrawalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥďŕáŵáļ çóɱþļéţéď: ${i?.list}. ~~~~~~~~~~]`)
};

export const settled_title_both = /** @type {(inputs: Settled_Title_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţš áñď ŵíţĥďŕáŵáļš ~~~~~~~~~~]`)
};

export const settled_title_deposit = /** @type {(inputs: Settled_Title_DepositInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ďéþóšíţ çŕéďíţéď ~~~~~~~]`)
};

export const settled_title_withdrawal = /** @type {(inputs: Settled_Title_WithdrawalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥďŕáŵáļ çóɱþļéţéď ~~~~~~~~]`)
};

export const update_title = /** @type {(inputs: Update_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþďáţé ŕéáďý ~~~~~]`)
};

export const update_message = /** @type {(inputs: Update_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á ñéŵ ṽéŕšíóñ ${i?.version} íš ŕéáďý. ~~~~~~~~~~]`)
};

export const update_detail = /** @type {(inputs: Update_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ ŕéšţáŕţš ţó íñšţáļļ íţ. Ýóúŕ ķéýš áñď šéţţíñĝš šţáý áš ţĥéý áŕé. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]`)
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
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.window} šţóþþéď ŵóŕķíñĝ: ${i?.why}. ~~~~~~~~~~]`)
};

export const crash_window_wallet = /** @type {(inputs: Crash_Window_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŵáļļéţ ŵíñďóŵ ~~~~~~]`)
};

export const crash_window_payment = /** @type {(inputs: Crash_Window_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þáýɱéñţ ŵíñďóŵ ~~~~~~]`)
};

export const crash_why_abnormal = /** @type {(inputs: Crash_Why_AbnormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţ šţóþþéď úñéẋþéçţéďļý ~~~~~~~~~~]`)
};

export const crash_why_killed = /** @type {(inputs: Crash_Why_KilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţ ŵáš éñďéď ƀý ţĥé šýšţéɱ óŕ áñóţĥéŕ þŕóĝŕáɱ ~~~~~~~~~~~~~~~~~~]`)
};

export const crash_why_crashed = /** @type {(inputs: Crash_Why_CrashedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţ çŕášĥéď ~~~~]`)
};

export const crash_why_oom = /** @type {(inputs: Crash_Why_OomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţ ŕáñ óúţ óƒ ɱéɱóŕý ~~~~~~~~]`)
};

export const crash_why_launch = /** @type {(inputs: Crash_Why_LaunchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţ çóúļď ñóţ ƀé šţáŕţéď ~~~~~~~~~~]`)
};

export const crash_why_integrity = /** @type {(inputs: Crash_Why_IntegrityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[íţš çóďé ƒáíļéď áñ íñţéĝŕíţý çĥéçķ ~~~~~~~~~~~~~~]`)
};

export const crash_why_eviction = /** @type {(inputs: Crash_Why_EvictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šýšţéɱ ŕéçļáíɱéď íţš ɱéɱóŕý ~~~~~~~~~~~~~]`)
};

export const crash_safe = /** @type {(inputs: Crash_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóúŕ ķéýš, šéţţíñĝš áñď áñýţĥíñĝ šéñţ ţó ţĥé éẋçĥáñĝé áŕé šáƒé: ţĥéý áŕé ķéþţ ƀý ţĥé ɱáíñ þáŕţ óƒ Šáţçĥéļ, ŵĥíçĥ íš šţíļļ ŕúññíñĝ. Ŕéļóáď ţĥé ŵíñďóŵ ţó ĝó óñ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]`)
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
	return /** @type {LocalizedString} */ (`[Ţĥé ${i?.window} íš ñóţ ŕéšþóñďíñĝ. ~~~~~~~~~~]`)
};

export const crash_unresponsive_detail = /** @type {(inputs: Crash_Unresponsive_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýóú çáñ ŵáíţ ƒóŕ íţ, óŕ ŕéļóáď íţ. Ñóţĥíñĝ šéñţ ţó ţĥé éẋçĥáñĝé íš ļóšţ ƀý ŕéļóáďíñĝ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]`)
};

export const crash_close_payment = /** @type {(inputs: Crash_Close_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļóšé ţĥé þáýɱéñţ ŵíñďóŵ ~~~~~~~~~~]`)
};

export const crash_payment_safe = /** @type {(inputs: Crash_Payment_SafeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ íš þáíď ţŵíçé: á þáýɱéñţ ýóú ƒíñíšĥéď óñ ţĥé ĝáţéŵáý’š þáĝé šţáñďš, áñď Šáţçĥéļ šéñďš ñóţĥíñĝ áĝáíñ ƀý íţšéļƒ. Ɓéƒóŕé ýóú þáý áĝáíñ, ļóóķ ƒóŕ ţĥé ďéþóšíţ íñ Ĥíšţóŕý. Ŕéļóáď šţáŕţš ţĥé þáýɱéñţ ƒóŕɱ áĝáíñ ƒŕóɱ íţš ƀéĝíññíñĝ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]`)
};

export const crash_payment_unresponsive_detail = /** @type {(inputs: Crash_Payment_Unresponsive_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýóú çáñ ŵáíţ ƒóŕ íţ, ŕéļóáď íţ óŕ çļóšé íţ. ${i?.safe} ~~~~~~~~~~~~~~~~~~]`)
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
	return /** @type {LocalizedString} */ (`[Ďíšþļáý çúŕŕéñçý ~~~~~~~]`)
};

export const prefs_lock_after = /** @type {(inputs: Prefs_Lock_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóçķ áƒţéŕ ~~~~]`)
};

export const prefs_lock_after_hint_set = /** @type {(inputs: Prefs_Lock_After_Hint_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Íďļé ţíɱé ƀéƒóŕé Šáţçĥéļ ļóçķš íţšéļƒ. ~~~~~~~~~~~~~~~~]`)
};

export const prefs_lock_after_hint_unset = /** @type {(inputs: Prefs_Lock_After_Hint_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áþþļíéš óñçé áñ áþþ þáššŵóŕď íš šéţ. ~~~~~~~~~~~~~~~]`)
};

export const prefs_refresh_prices = /** @type {(inputs: Prefs_Refresh_PricesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒŕéšĥ ɱáŕķéţ þŕíçéš éṽéŕý ~~~~~~~~~~~]`)
};

export const prefs_refresh_balances = /** @type {(inputs: Prefs_Refresh_BalancesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒŕéšĥ ƀáļáñçéš éṽéŕý ~~~~~~~~~]`)
};

export const prefs_refresh_orders = /** @type {(inputs: Prefs_Refresh_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒŕéšĥ óþéñ óŕďéŕš éṽéŕý ~~~~~~~~~~]`)
};

export const prefs_close_to_tray = /** @type {(inputs: Prefs_Close_To_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķééþ ŕúññíñĝ íñ ţĥé ţŕáý ŵĥéñ ţĥé ŵíñďóŵ íš çļóšéď ~~~~~~~~~~~~~~~~~~~~]`)
};

export const prefs_desktop_only = /** @type {(inputs: Prefs_Desktop_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[(ďéšķţóþ áþþ óñļý) ~~~~~~~~]`)
};

export const prefs_hide_when_locked = /** @type {(inputs: Prefs_Hide_When_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥíďé áɱóúñţš áñď áďďŕéššéš ŵĥíļé Šáţçĥéļ íš ļóçķéď ~~~~~~~~~~~~~~~~~~~~]`)
};

export const prefs_updates = /** @type {(inputs: Prefs_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþďáţéš ~~~]`)
};

export const prefs_check_updates = /** @type {(inputs: Prefs_Check_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķ ƒóŕ úþďáţéš ~~~~~~~]`)
};

export const prefs_update_channel = /** @type {(inputs: Prefs_Update_ChannelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþďáţé çĥáññéļ ~~~~~~]`)
};

export const prefs_channel_stable = /** @type {(inputs: Prefs_Channel_StableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţáƀļé ŕéļéášéš ~~~~~~]`)
};

export const prefs_channel_beta = /** @type {(inputs: Prefs_Channel_BetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓéţá: ñéŵ ṽéŕšíóñš éáŕļíéŕ, ļéšš ţéšţéď ~~~~~~~~~~~~~~~~]`)
};

export const prefs_updates_desktop = /** @type {(inputs: Prefs_Updates_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáţçĥéļ ļóóķš ƒóŕ á ñéŵ ṽéŕšíóñ ŵĥéñ íţ šţáŕţš áñď óñçé á ďáý, ďóŵñļóáďš íţ íñ ţĥé ƀáçķĝŕóúñď, çĥéçķš íţ, áñď ášķš ƀéƒóŕé íñšţáļļíñĝ íţ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]`)
};

export const prefs_updates_browser = /** @type {(inputs: Prefs_Updates_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úþďáţéš áŕé çĥéçķéď ƀý ţĥé ďéšķţóþ áþþ; ţĥíš ƀŕóŵšéŕ þáĝé ñéṽéŕ çĥéçķš. Ŵĥáţ ýóú çĥóóšé ĥéŕé íš ķéþţ ƒóŕ ţĥé ďéšķţóþ áþþ. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]`)
};

export const prefs_locked_hint = /** @type {(inputs: Prefs_Locked_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Úñļóçķ ţó çĥáñĝé ţĥé ļóçķ, ţĥé ŕéƒŕéšĥ íñţéŕṽáļš, ţĥé ţŕáý, úþďáţéš óŕ ĥíďíñĝ áɱóúñţš ŵĥíļé ļóçķéď. ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~]`)
};

export const prefs_saved = /** @type {(inputs: Prefs_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what} šáṽéď. ~~~]`)
};

export const prefs_privacy_saved = /** @type {(inputs: Prefs_Privacy_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíṽáçý šéţţíñĝ šáṽéď. ~~~~~~~~~]`)
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
	return /** @type {LocalizedString} */ (`[Ṁáŕķéţ þŕíçé ŕéƒŕéšĥ íñţéŕṽáļ ~~~~~~~~~~~~]`)
};

export const prefs_what_balance_interval = /** @type {(inputs: Prefs_What_Balance_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáļáñçé ŕéƒŕéšĥ íñţéŕṽáļ ~~~~~~~~~~]`)
};

export const prefs_what_order_interval = /** @type {(inputs: Prefs_What_Order_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óŕďéŕ ŕéƒŕéšĥ íñţéŕṽáļ ~~~~~~~~~]`)
};