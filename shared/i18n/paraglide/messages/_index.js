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
* | "Loading markets…" |
*
* @param {Trading_Loading_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_markets = /** @type {((inputs?: Trading_Loading_MarketsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_MarketsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_markets(inputs)
	if (locale === "ru") return __ru.trading_loading_markets(inputs)
	return __en.trading_loading_markets(inputs)
});
/**
* | output |
* | --- |
* | "Filter markets" |
*
* @param {Trading_Filter_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_filter_markets = /** @type {((inputs?: Trading_Filter_MarketsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Filter_MarketsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_filter_markets(inputs)
	if (locale === "ru") return __ru.trading_filter_markets(inputs)
	return __en.trading_filter_markets(inputs)
});
/**
* | output |
* | --- |
* | "Quote currency" |
*
* @param {Trading_Quote_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_quote_currency = /** @type {((inputs?: Trading_Quote_CurrencyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Quote_CurrencyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_quote_currency(inputs)
	if (locale === "ru") return __ru.trading_quote_currency(inputs)
	return __en.trading_quote_currency(inputs)
});
/**
* | output |
* | --- |
* | "All" |
*
* @param {Trading_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_all = /** @type {((inputs?: Trading_AllInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_AllInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_all(inputs)
	if (locale === "ru") return __ru.trading_all(inputs)
	return __en.trading_all(inputs)
});
/**
* | output |
* | --- |
* | "The exchange lists no markets." |
*
* @param {Trading_No_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_markets = /** @type {((inputs?: Trading_No_MarketsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_MarketsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_markets(inputs)
	if (locale === "ru") return __ru.trading_no_markets(inputs)
	return __en.trading_no_markets(inputs)
});
/**
* | output |
* | --- |
* | "No markets match." |
*
* @param {Trading_No_MatchInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_match = /** @type {((inputs?: Trading_No_MatchInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_MatchInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_match(inputs)
	if (locale === "ru") return __ru.trading_no_match(inputs)
	return __en.trading_no_match(inputs)
});
/**
* | output |
* | --- |
* | "No markets match “{text}”." |
*
* @param {Trading_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_match_text = /** @type {((inputs: Trading_No_Match_TextInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_Match_TextInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_match_text(inputs)
	if (locale === "ru") return __ru.trading_no_match_text(inputs)
	return __en.trading_no_match_text(inputs)
});
/**
* | output |
* | --- |
* | "No markets match quote currency {quote}." |
*
* @param {Trading_No_Match_QuoteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_match_quote = /** @type {((inputs: Trading_No_Match_QuoteInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_Match_QuoteInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_match_quote(inputs)
	if (locale === "ru") return __ru.trading_no_match_quote(inputs)
	return __en.trading_no_match_quote(inputs)
});
/**
* | output |
* | --- |
* | "No markets match “{text}” and quote currency {quote}." |
*
* @param {Trading_No_Match_BothInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_match_both = /** @type {((inputs: Trading_No_Match_BothInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_Match_BothInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_match_both(inputs)
	if (locale === "ru") return __ru.trading_no_match_both(inputs)
	return __en.trading_no_match_both(inputs)
});
/**
* | output |
* | --- |
* | "Last updated {time}: these prices may be out of date." |
*
* @param {Trading_Stale_PricesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_stale_prices = /** @type {((inputs: Trading_Stale_PricesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Stale_PricesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_stale_prices(inputs)
	if (locale === "ru") return __ru.trading_stale_prices(inputs)
	return __en.trading_stale_prices(inputs)
});
/**
* | output |
* | --- |
* | "Last updated {time}: these figures may be out of date." |
*
* @param {Trading_Stale_FiguresInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_stale_figures = /** @type {((inputs: Trading_Stale_FiguresInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Stale_FiguresInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_stale_figures(inputs)
	if (locale === "ru") return __ru.trading_stale_figures(inputs)
	return __en.trading_stale_figures(inputs)
});
/**
* | output |
* | --- |
* | "Markets" |
*
* @param {Trading_Markets_TableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_markets_table = /** @type {((inputs?: Trading_Markets_TableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Markets_TableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_markets_table(inputs)
	if (locale === "ru") return __ru.trading_markets_table(inputs)
	return __en.trading_markets_table(inputs)
});
/**
* | output |
* | --- |
* | "Market" |
*
* @param {Trading_Col_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_market = /** @type {((inputs?: Trading_Col_MarketInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_MarketInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_market(inputs)
	if (locale === "ru") return __ru.trading_col_market(inputs)
	return __en.trading_col_market(inputs)
});
/**
* | output |
* | --- |
* | "Last price" |
*
* @param {Trading_Col_LastInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_last = /** @type {((inputs?: Trading_Col_LastInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_LastInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_last(inputs)
	if (locale === "ru") return __ru.trading_col_last(inputs)
	return __en.trading_col_last(inputs)
});
/**
* | output |
* | --- |
* | "24 h change" |
*
* @param {Trading_Col_ChangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_change = /** @type {((inputs?: Trading_Col_ChangeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_ChangeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_change(inputs)
	if (locale === "ru") return __ru.trading_col_change(inputs)
	return __en.trading_col_change(inputs)
});
/**
* | output |
* | --- |
* | "Volume" |
*
* @param {Trading_Col_VolumeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_volume = /** @type {((inputs?: Trading_Col_VolumeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_VolumeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_volume(inputs)
	if (locale === "ru") return __ru.trading_col_volume(inputs)
	return __en.trading_col_volume(inputs)
});
/**
* | output |
* | --- |
* | "Volume (quote)" |
*
* @param {Trading_Col_Quote_VolumeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_quote_volume = /** @type {((inputs?: Trading_Col_Quote_VolumeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_Quote_VolumeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_quote_volume(inputs)
	if (locale === "ru") return __ru.trading_col_quote_volume(inputs)
	return __en.trading_col_quote_volume(inputs)
});
/**
* | output |
* | --- |
* | "Volume ({currency})" |
*
* @param {Trading_Col_Display_VolumeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_display_volume = /** @type {((inputs: Trading_Col_Display_VolumeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_Display_VolumeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_display_volume(inputs)
	if (locale === "ru") return __ru.trading_col_display_volume(inputs)
	return __en.trading_col_display_volume(inputs)
});
/**
* | output |
* | --- |
* | "High" |
*
* @param {Trading_Col_HighInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_high = /** @type {((inputs?: Trading_Col_HighInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_HighInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_high(inputs)
	if (locale === "ru") return __ru.trading_col_high(inputs)
	return __en.trading_col_high(inputs)
});
/**
* | output |
* | --- |
* | "Low" |
*
* @param {Trading_Col_LowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_low = /** @type {((inputs?: Trading_Col_LowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_LowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_low(inputs)
	if (locale === "ru") return __ru.trading_col_low(inputs)
	return __en.trading_col_low(inputs)
});
/**
* | output |
* | --- |
* | "24 h range" |
*
* @param {Trading_Col_RangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_range = /** @type {((inputs?: Trading_Col_RangeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_RangeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_range(inputs)
	if (locale === "ru") return __ru.trading_col_range(inputs)
	return __en.trading_col_range(inputs)
});
/**
* | output |
* | --- |
* | "Favourite" |
*
* @param {Trading_Col_FavouriteInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_favourite = /** @type {((inputs?: Trading_Col_FavouriteInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_FavouriteInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_favourite(inputs)
	if (locale === "ru") return __ru.trading_col_favourite(inputs)
	return __en.trading_col_favourite(inputs)
});
/**
* | output |
* | --- |
* | "Favourite {pair}" |
*
* @param {Trading_Favourite_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_favourite_of = /** @type {((inputs: Trading_Favourite_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Favourite_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_favourite_of(inputs)
	if (locale === "ru") return __ru.trading_favourite_of(inputs)
	return __en.trading_favourite_of(inputs)
});
/**
* | output |
* | --- |
* | "Add {pair} to favourites" |
*
* @param {Trading_Favourite_AddInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_favourite_add = /** @type {((inputs: Trading_Favourite_AddInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Favourite_AddInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_favourite_add(inputs)
	if (locale === "ru") return __ru.trading_favourite_add(inputs)
	return __en.trading_favourite_add(inputs)
});
/**
* | output |
* | --- |
* | "Remove {pair} from favourites" |
*
* @param {Trading_Favourite_RemoveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_favourite_remove = /** @type {((inputs: Trading_Favourite_RemoveInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Favourite_RemoveInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_favourite_remove(inputs)
	if (locale === "ru") return __ru.trading_favourite_remove(inputs)
	return __en.trading_favourite_remove(inputs)
});
/**
* | output |
* | --- |
* | "Sorted by value in {currency}, through the rate of each quote currency; markets without a rate come last, by currency." |
*
* @param {Trading_Sorted_By_Quote_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_sorted_by_quote_value = /** @type {((inputs: Trading_Sorted_By_Quote_ValueInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Sorted_By_Quote_ValueInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_sorted_by_quote_value(inputs)
	if (locale === "ru") return __ru.trading_sorted_by_quote_value(inputs)
	return __en.trading_sorted_by_quote_value(inputs)
});
/**
* | output |
* | --- |
* | "Sorted by value in {currency}, through the rate of each base currency; markets without a rate come last, by currency." |
*
* @param {Trading_Sorted_By_Base_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_sorted_by_base_value = /** @type {((inputs: Trading_Sorted_By_Base_ValueInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Sorted_By_Base_ValueInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_sorted_by_base_value(inputs)
	if (locale === "ru") return __ru.trading_sorted_by_base_value(inputs)
	return __en.trading_sorted_by_base_value(inputs)
});
/**
* | output |
* | --- |
* | "24 h range: not known yet" |
*
* @param {Trading_Range_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_range_unknown = /** @type {((inputs?: Trading_Range_UnknownInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Range_UnknownInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_range_unknown(inputs)
	if (locale === "ru") return __ru.trading_range_unknown(inputs)
	return __en.trading_range_unknown(inputs)
});
/**
* | output |
* | --- |
* | "24 h range: low {low}, high {high}, last {last} ({percent} % of the way up)" |
*
* @param {Trading_Range_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_range_of = /** @type {((inputs: Trading_Range_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Range_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_range_of(inputs)
	if (locale === "ru") return __ru.trading_range_of(inputs)
	return __en.trading_range_of(inputs)
});
/**
* | output |
* | --- |
* | "Market not found" |
*
* @param {Trading_Market_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_market_not_found = /** @type {((inputs?: Trading_Market_Not_FoundInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Market_Not_FoundInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_market_not_found(inputs)
	if (locale === "ru") return __ru.trading_market_not_found(inputs)
	return __en.trading_market_not_found(inputs)
});
/**
* | output |
* | --- |
* | "The exchange has no market called “{symbol}”." |
*
* @param {Trading_No_Such_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_such_market = /** @type {((inputs: Trading_No_Such_MarketInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_Such_MarketInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_such_market(inputs)
	if (locale === "ru") return __ru.trading_no_such_market(inputs)
	return __en.trading_no_such_market(inputs)
});
/**
* | output |
* | --- |
* | "Back to markets" |
*
* @param {Trading_Back_To_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_back_to_markets = /** @type {((inputs?: Trading_Back_To_MarketsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Back_To_MarketsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_back_to_markets(inputs)
	if (locale === "ru") return __ru.trading_back_to_markets(inputs)
	return __en.trading_back_to_markets(inputs)
});
/**
* | output |
* | --- |
* | "Loading market…" |
*
* @param {Trading_Loading_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_market = /** @type {((inputs?: Trading_Loading_MarketInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_MarketInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_market(inputs)
	if (locale === "ru") return __ru.trading_loading_market(inputs)
	return __en.trading_loading_market(inputs)
});
/**
* | output |
* | --- |
* | "Grouping" |
*
* @param {Trading_GroupingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_grouping = /** @type {((inputs?: Trading_GroupingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_GroupingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_grouping(inputs)
	if (locale === "ru") return __ru.trading_grouping(inputs)
	return __en.trading_grouping(inputs)
});
/**
* | output |
* | --- |
* | "Update interval" |
*
* @param {Trading_Update_IntervalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_update_interval = /** @type {((inputs?: Trading_Update_IntervalInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Update_IntervalInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_update_interval(inputs)
	if (locale === "ru") return __ru.trading_update_interval(inputs)
	return __en.trading_update_interval(inputs)
});
/**
* | output |
* | --- |
* | "Order book" |
*
* @param {Trading_Order_BookInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_order_book = /** @type {((inputs?: Trading_Order_BookInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Order_BookInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_order_book(inputs)
	if (locale === "ru") return __ru.trading_order_book(inputs)
	return __en.trading_order_book(inputs)
});
/**
* | output |
* | --- |
* | "Depth" |
*
* @param {Trading_DepthInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth = /** @type {((inputs?: Trading_DepthInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_DepthInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth(inputs)
	if (locale === "ru") return __ru.trading_depth(inputs)
	return __en.trading_depth(inputs)
});
/**
* | output |
* | --- |
* | "Loading order book…" |
*
* @param {Trading_Loading_BookInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_book = /** @type {((inputs?: Trading_Loading_BookInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_BookInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_book(inputs)
	if (locale === "ru") return __ru.trading_loading_book(inputs)
	return __en.trading_loading_book(inputs)
});
/**
* | output |
* | --- |
* | "Ticker" |
*
* @param {Trading_TickerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_ticker = /** @type {((inputs?: Trading_TickerInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_TickerInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_ticker(inputs)
	if (locale === "ru") return __ru.trading_ticker(inputs)
	return __en.trading_ticker(inputs)
});
/**
* | output |
* | --- |
* | "24 h high" |
*
* @param {Trading_High_24hInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_high_24h = /** @type {((inputs?: Trading_High_24hInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_High_24hInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_high_24h(inputs)
	if (locale === "ru") return __ru.trading_high_24h(inputs)
	return __en.trading_high_24h(inputs)
});
/**
* | output |
* | --- |
* | "24 h low" |
*
* @param {Trading_Low_24hInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_low_24h = /** @type {((inputs?: Trading_Low_24hInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Low_24hInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_low_24h(inputs)
	if (locale === "ru") return __ru.trading_low_24h(inputs)
	return __en.trading_low_24h(inputs)
});
/**
* | output |
* | --- |
* | "24 h volume" |
*
* @param {Trading_Volume_24hInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_volume_24h = /** @type {((inputs?: Trading_Volume_24hInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Volume_24hInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_volume_24h(inputs)
	if (locale === "ru") return __ru.trading_volume_24h(inputs)
	return __en.trading_volume_24h(inputs)
});
/**
* | output |
* | --- |
* | "24 h volume in {currency}" |
*
* @param {Trading_Volume_24h_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_volume_24h_in = /** @type {((inputs: Trading_Volume_24h_InInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Volume_24h_InInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_volume_24h_in(inputs)
	if (locale === "ru") return __ru.trading_volume_24h_in(inputs)
	return __en.trading_volume_24h_in(inputs)
});
/**
* | output |
* | --- |
* | "Bid" |
*
* @param {Trading_BidInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_bid = /** @type {((inputs?: Trading_BidInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_BidInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_bid(inputs)
	if (locale === "ru") return __ru.trading_bid(inputs)
	return __en.trading_bid(inputs)
});
/**
* | output |
* | --- |
* | "Ask" |
*
* @param {Trading_AskInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_ask = /** @type {((inputs?: Trading_AskInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_AskInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_ask(inputs)
	if (locale === "ru") return __ru.trading_ask(inputs)
	return __en.trading_ask(inputs)
});
/**
* | output |
* | --- |
* | "Show fewer" |
*
* @param {Trading_Show_FewerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_show_fewer = /** @type {((inputs?: Trading_Show_FewerInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Show_FewerInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_show_fewer(inputs)
	if (locale === "ru") return __ru.trading_show_fewer(inputs)
	return __en.trading_show_fewer(inputs)
});
/**
* | output |
* | --- |
* | "Show more" |
*
* @param {Trading_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_show_more = /** @type {((inputs?: Trading_Show_MoreInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Show_MoreInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_show_more(inputs)
	if (locale === "ru") return __ru.trading_show_more(inputs)
	return __en.trading_show_more(inputs)
});
/**
* | output |
* | --- |
* | "Asks" |
*
* @param {Trading_AsksInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_asks = /** @type {((inputs?: Trading_AsksInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_AsksInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_asks(inputs)
	if (locale === "ru") return __ru.trading_asks(inputs)
	return __en.trading_asks(inputs)
});
/**
* | output |
* | --- |
* | "Bids" |
*
* @param {Trading_BidsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_bids = /** @type {((inputs?: Trading_BidsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_BidsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_bids(inputs)
	if (locale === "ru") return __ru.trading_bids(inputs)
	return __en.trading_bids(inputs)
});
/**
* | output |
* | --- |
* | "No asks" |
*
* @param {Trading_No_AsksInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_asks = /** @type {((inputs?: Trading_No_AsksInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_AsksInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_asks(inputs)
	if (locale === "ru") return __ru.trading_no_asks(inputs)
	return __en.trading_no_asks(inputs)
});
/**
* | output |
* | --- |
* | "No bids" |
*
* @param {Trading_No_BidsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_bids = /** @type {((inputs?: Trading_No_BidsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_BidsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_bids(inputs)
	if (locale === "ru") return __ru.trading_no_bids(inputs)
	return __en.trading_no_bids(inputs)
});
/**
* | output |
* | --- |
* | "Spread: —" |
*
* @param {Trading_Spread_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_spread_none = /** @type {((inputs?: Trading_Spread_NoneInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Spread_NoneInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_spread_none(inputs)
	if (locale === "ru") return __ru.trading_spread_none(inputs)
	return __en.trading_spread_none(inputs)
});
/**
* | output |
* | --- |
* | "Spread: {amount} ({percent} %)" |
*
* @param {Trading_Spread_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_spread_of = /** @type {((inputs: Trading_Spread_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Spread_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_spread_of(inputs)
	if (locale === "ru") return __ru.trading_spread_of(inputs)
	return __en.trading_spread_of(inputs)
});
/**
* | output |
* | --- |
* | "Price ({currency})" |
*
* @param {Trading_Price_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_price_in = /** @type {((inputs: Trading_Price_InInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Price_InInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_price_in(inputs)
	if (locale === "ru") return __ru.trading_price_in(inputs)
	return __en.trading_price_in(inputs)
});
/**
* | output |
* | --- |
* | "Amount ({currency})" |
*
* @param {Trading_Amount_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_amount_in = /** @type {((inputs: Trading_Amount_InInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Amount_InInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_amount_in(inputs)
	if (locale === "ru") return __ru.trading_amount_in(inputs)
	return __en.trading_amount_in(inputs)
});
/**
* | output |
* | --- |
* | "Total ({currency})" |
*
* @param {Trading_Total_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_total_in = /** @type {((inputs: Trading_Total_InInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Total_InInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_total_in(inputs)
	if (locale === "ru") return __ru.trading_total_in(inputs)
	return __en.trading_total_in(inputs)
});
/**
* | output |
* | --- |
* | "{side}, listed once a second" |
*
* @param {Trading_Book_CaptionInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_book_caption = /** @type {((inputs: Trading_Book_CaptionInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Book_CaptionInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_book_caption(inputs)
	if (locale === "ru") return __ru.trading_book_caption(inputs)
	return __en.trading_book_caption(inputs)
});
/**
* | output |
* | --- |
* | "{side} as of {time}, listed once a second" |
*
* @param {Trading_Book_Caption_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_book_caption_as_of = /** @type {((inputs: Trading_Book_Caption_As_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Book_Caption_As_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_book_caption_as_of(inputs)
	if (locale === "ru") return __ru.trading_book_caption_as_of(inputs)
	return __en.trading_book_caption_as_of(inputs)
});
/**
* | output |
* | --- |
* | "{side} as of {time}" |
*
* @param {Trading_Book_Caption_As_Of_EveryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_book_caption_as_of_every = /** @type {((inputs: Trading_Book_Caption_As_Of_EveryInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Book_Caption_As_Of_EveryInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_book_caption_as_of_every(inputs)
	if (locale === "ru") return __ru.trading_book_caption_as_of_every(inputs)
	return __en.trading_book_caption_as_of_every(inputs)
});
/**
* | output |
* | --- |
* | "Depth chart" |
*
* @param {Trading_Depth_ChartInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_chart = /** @type {((inputs?: Trading_Depth_ChartInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_ChartInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_chart(inputs)
	if (locale === "ru") return __ru.trading_depth_chart(inputs)
	return __en.trading_depth_chart(inputs)
});
/**
* | output |
* | --- |
* | "Amount axis ({currency})" |
*
* @param {Trading_Amount_AxisInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_amount_axis = /** @type {((inputs: Trading_Amount_AxisInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Amount_AxisInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_amount_axis(inputs)
	if (locale === "ru") return __ru.trading_amount_axis(inputs)
	return __en.trading_amount_axis(inputs)
});
/**
* | output |
* | --- |
* | "Price axis ({currency})" |
*
* @param {Trading_Price_AxisInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_price_axis = /** @type {((inputs: Trading_Price_AxisInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Price_AxisInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_price_axis(inputs)
	if (locale === "ru") return __ru.trading_price_axis(inputs)
	return __en.trading_price_axis(inputs)
});
/**
* | output |
* | --- |
* | "Price to read the depth at" |
*
* @param {Trading_Depth_SliderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_slider = /** @type {((inputs?: Trading_Depth_SliderInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_SliderInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_slider(inputs)
	if (locale === "ru") return __ru.trading_depth_slider(inputs)
	return __en.trading_depth_slider(inputs)
});
/**
* | output |
* | --- |
* | "Depth at the pointer" |
*
* @param {Trading_Depth_At_PointerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_at_pointer = /** @type {((inputs?: Trading_Depth_At_PointerInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_At_PointerInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_at_pointer(inputs)
	if (locale === "ru") return __ru.trading_depth_at_pointer(inputs)
	return __en.trading_depth_at_pointer(inputs)
});
/**
* | output |
* | --- |
* | "Point at the chart, or focus it and use the arrow keys, to read the depth at a price." |
*
* @param {Trading_Depth_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_hint = /** @type {((inputs?: Trading_Depth_HintInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_HintInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_hint(inputs)
	if (locale === "ru") return __ru.trading_depth_hint(inputs)
	return __en.trading_depth_hint(inputs)
});
/**
* | output |
* | --- |
* | "Bids at {price} or higher: {volume}" |
*
* @param {Trading_Depth_Bids_AtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_bids_at = /** @type {((inputs: Trading_Depth_Bids_AtInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_Bids_AtInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_bids_at(inputs)
	if (locale === "ru") return __ru.trading_depth_bids_at(inputs)
	return __en.trading_depth_bids_at(inputs)
});
/**
* | output |
* | --- |
* | "Asks at {price} or lower: {volume}" |
*
* @param {Trading_Depth_Asks_AtInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_asks_at = /** @type {((inputs: Trading_Depth_Asks_AtInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_Asks_AtInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_asks_at(inputs)
	if (locale === "ru") return __ru.trading_depth_asks_at(inputs)
	return __en.trading_depth_asks_at(inputs)
});
/**
* | output |
* | --- |
* | "Cumulative bids from {low} up to the mid price {mid}, asks up to {high}; deepest side {depth}." |
*
* @param {Trading_Depth_SummaryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_summary = /** @type {((inputs: Trading_Depth_SummaryInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_SummaryInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_summary(inputs)
	if (locale === "ru") return __ru.trading_depth_summary(inputs)
	return __en.trading_depth_summary(inputs)
});
/**
* | output |
* | --- |
* | "No orders to chart." |
*
* @param {Trading_Depth_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_depth_empty = /** @type {((inputs?: Trading_Depth_EmptyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Depth_EmptyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_depth_empty(inputs)
	if (locale === "ru") return __ru.trading_depth_empty(inputs)
	return __en.trading_depth_empty(inputs)
});
/**
* | output |
* | --- |
* | "Price in {currency}" |
*
* @param {Trading_Price_In_UnitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_price_in_unit = /** @type {((inputs: Trading_Price_In_UnitInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Price_In_UnitInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_price_in_unit(inputs)
	if (locale === "ru") return __ru.trading_price_in_unit(inputs)
	return __en.trading_price_in_unit(inputs)
});
/**
* | output |
* | --- |
* | "Loading accounts…" |
*
* @param {Trading_Loading_AccountsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_accounts = /** @type {((inputs?: Trading_Loading_AccountsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_AccountsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_accounts(inputs)
	if (locale === "ru") return __ru.trading_loading_accounts(inputs)
	return __en.trading_loading_accounts(inputs)
});
/**
* | output |
* | --- |
* | "Account:" |
*
* @param {Trading_AccountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_account = /** @type {((inputs?: Trading_AccountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_AccountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_account(inputs)
	if (locale === "ru") return __ru.trading_account(inputs)
	return __en.trading_account(inputs)
});
/**
* | output |
* | --- |
* | "Hide small balances" |
*
* @param {Trading_Hide_SmallInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_hide_small = /** @type {((inputs?: Trading_Hide_SmallInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Hide_SmallInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_hide_small(inputs)
	if (locale === "ru") return __ru.trading_hide_small(inputs)
	return __en.trading_hide_small(inputs)
});
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Trading_RefreshInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_refresh = /** @type {((inputs?: Trading_RefreshInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_RefreshInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_refresh(inputs)
	if (locale === "ru") return __ru.trading_refresh(inputs)
	return __en.trading_refresh(inputs)
});
/**
* | output |
* | --- |
* | "Small means worth less than 1 USD; empty balances count as small." |
*
* @param {Trading_Small_HintInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_small_hint = /** @type {((inputs?: Trading_Small_HintInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Small_HintInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_small_hint(inputs)
	if (locale === "ru") return __ru.trading_small_hint(inputs)
	return __en.trading_small_hint(inputs)
});
/**
* | output |
* | --- |
* | "Small means worth less than 1 USD ({value}); empty balances count as small." |
*
* @param {Trading_Small_Hint_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_small_hint_in = /** @type {((inputs: Trading_Small_Hint_InInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Small_Hint_InInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_small_hint_in(inputs)
	if (locale === "ru") return __ru.trading_small_hint_in(inputs)
	return __en.trading_small_hint_in(inputs)
});
/**
* | output |
* | --- |
* | "Small means worth less than 1 USD (no rate to convert it); empty balances count as small." |
*
* @param {Trading_Small_Hint_No_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_small_hint_no_rate = /** @type {((inputs?: Trading_Small_Hint_No_RateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Small_Hint_No_RateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_small_hint_no_rate(inputs)
	if (locale === "ru") return __ru.trading_small_hint_no_rate(inputs)
	return __en.trading_small_hint_no_rate(inputs)
});
/**
* | output |
* | --- |
* | "Loading balances…" |
*
* @param {Trading_Loading_BalancesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_balances = /** @type {((inputs?: Trading_Loading_BalancesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_BalancesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_balances(inputs)
	if (locale === "ru") return __ru.trading_loading_balances(inputs)
	return __en.trading_loading_balances(inputs)
});
/**
* | output |
* | --- |
* | "Portfolio" |
*
* @param {Trading_PortfolioInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_portfolio = /** @type {((inputs?: Trading_PortfolioInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_PortfolioInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_portfolio(inputs)
	if (locale === "ru") return __ru.trading_portfolio(inputs)
	return __en.trading_portfolio(inputs)
});
/**
* | output |
* | --- |
* | "Portfolio value" |
*
* @param {Trading_Portfolio_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_portfolio_value = /** @type {((inputs?: Trading_Portfolio_ValueInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Portfolio_ValueInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_portfolio_value(inputs)
	if (locale === "ru") return __ru.trading_portfolio_value(inputs)
	return __en.trading_portfolio_value(inputs)
});
/**
* | output |
* | --- |
* | "as of {time}" |
*
* @param {Trading_As_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_as_of = /** @type {((inputs: Trading_As_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_As_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_as_of(inputs)
	if (locale === "ru") return __ru.trading_as_of(inputs)
	return __en.trading_as_of(inputs)
});
/**
* | output |
* | --- |
* | "As of {time}" |
*
* @param {Trading_As_Of_StartInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_as_of_start = /** @type {((inputs: Trading_As_Of_StartInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_As_Of_StartInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_as_of_start(inputs)
	if (locale === "ru") return __ru.trading_as_of_start(inputs)
	return __en.trading_as_of_start(inputs)
});
/**
* | output |
* | --- |
* | "Cannot be computed now" |
*
* @param {Trading_Cannot_ComputeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_cannot_compute = /** @type {((inputs?: Trading_Cannot_ComputeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Cannot_ComputeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_cannot_compute(inputs)
	if (locale === "ru") return __ru.trading_cannot_compute(inputs)
	return __en.trading_cannot_compute(inputs)
});
/**
* | output |
* | --- |
* | "24 h change without {currencies} (no market to tell)." |
*
* @param {Trading_Change_WithoutInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_change_without = /** @type {((inputs: Trading_Change_WithoutInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Change_WithoutInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_change_without(inputs)
	if (locale === "ru") return __ru.trading_change_without(inputs)
	return __en.trading_change_without(inputs)
});
/**
* | output |
* | --- |
* | "Loading exchange rates…" |
*
* @param {Trading_Loading_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_rates = /** @type {((inputs?: Trading_Loading_RatesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_RatesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_rates(inputs)
	if (locale === "ru") return __ru.trading_loading_rates(inputs)
	return __en.trading_loading_rates(inputs)
});
/**
* | output |
* | --- |
* | "The figures shown are the last whole ones." |
*
* @param {Trading_Last_WholeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_last_whole = /** @type {((inputs?: Trading_Last_WholeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Last_WholeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_last_whole(inputs)
	if (locale === "ru") return __ru.trading_last_whole(inputs)
	return __en.trading_last_whole(inputs)
});
/**
* | output |
* | --- |
* | "This account holds nothing yet." |
*
* @param {Trading_Holds_NothingInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_holds_nothing = /** @type {((inputs?: Trading_Holds_NothingInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Holds_NothingInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_holds_nothing(inputs)
	if (locale === "ru") return __ru.trading_holds_nothing(inputs)
	return __en.trading_holds_nothing(inputs)
});
/**
* | output |
* | --- |
* | "No balance is worth 1 USD or more. Clear “Hide small balances” to see them all." |
*
* @param {Trading_All_SmallInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_all_small = /** @type {((inputs?: Trading_All_SmallInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_All_SmallInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_all_small(inputs)
	if (locale === "ru") return __ru.trading_all_small(inputs)
	return __en.trading_all_small(inputs)
});
/**
* | output |
* | --- |
* | "Balances" |
*
* @param {Trading_Balances_TableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_balances_table = /** @type {((inputs?: Trading_Balances_TableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Balances_TableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_balances_table(inputs)
	if (locale === "ru") return __ru.trading_balances_table(inputs)
	return __en.trading_balances_table(inputs)
});
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Trading_Col_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_currency = /** @type {((inputs?: Trading_Col_CurrencyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_CurrencyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_currency(inputs)
	if (locale === "ru") return __ru.trading_col_currency(inputs)
	return __en.trading_col_currency(inputs)
});
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Trading_Col_TotalInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_total = /** @type {((inputs?: Trading_Col_TotalInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_TotalInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_total(inputs)
	if (locale === "ru") return __ru.trading_col_total(inputs)
	return __en.trading_col_total(inputs)
});
/**
* | output |
* | --- |
* | "Available" |
*
* @param {Trading_Col_AvailableInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_available = /** @type {((inputs?: Trading_Col_AvailableInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_AvailableInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_available(inputs)
	if (locale === "ru") return __ru.trading_col_available(inputs)
	return __en.trading_col_available(inputs)
});
/**
* | output |
* | --- |
* | "Locked" |
*
* @param {Trading_Col_LockedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_locked = /** @type {((inputs?: Trading_Col_LockedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_LockedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_locked(inputs)
	if (locale === "ru") return __ru.trading_col_locked(inputs)
	return __en.trading_col_locked(inputs)
});
/**
* | output |
* | --- |
* | "Value ({currency})" |
*
* @param {Trading_Col_ValueInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_value = /** @type {((inputs: Trading_Col_ValueInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_ValueInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_value(inputs)
	if (locale === "ru") return __ru.trading_col_value(inputs)
	return __en.trading_col_value(inputs)
});
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Trading_Col_ShareInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_share = /** @type {((inputs?: Trading_Col_ShareInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_ShareInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_share(inputs)
	if (locale === "ru") return __ru.trading_col_share(inputs)
	return __en.trading_col_share(inputs)
});
/**
* | output |
* | --- |
* | "The exchange rates cannot be read now, so what you hold in other currencies than {currency} cannot be valued." |
*
* @param {Trading_No_RatesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_rates = /** @type {((inputs: Trading_No_RatesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_RatesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_rates(inputs)
	if (locale === "ru") return __ru.trading_no_rates(inputs)
	return __en.trading_no_rates(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The exchange gives no rate for {currencies}, so it cannot be valued in {currency}." |
* | "other" | "The exchange gives no rate for {currencies}, so they cannot be valued in {currency}." |
*
* @param {Trading_No_Rate_ForInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_rate_for = /** @type {((inputs: Trading_No_Rate_ForInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_Rate_ForInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_rate_for(inputs)
	if (locale === "ru") return __ru.trading_no_rate_for(inputs)
	return __en.trading_no_rate_for(inputs)
});
/**
* | output |
* | --- |
* | "Other" |
*
* @param {Trading_OtherInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_other = /** @type {((inputs?: Trading_OtherInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_OtherInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_other(inputs)
	if (locale === "ru") return __ru.trading_other(inputs)
	return __en.trading_other(inputs)
});
/**
* | output |
* | --- |
* | "Allocation: nothing priced to show" |
*
* @param {Trading_Allocation_NoneInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_allocation_none = /** @type {((inputs?: Trading_Allocation_NoneInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Allocation_NoneInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_allocation_none(inputs)
	if (locale === "ru") return __ru.trading_allocation_none(inputs)
	return __en.trading_allocation_none(inputs)
});
/**
* | output |
* | --- |
* | "Allocation: {slices}" |
*
* @param {Trading_Allocation_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_allocation_of = /** @type {((inputs: Trading_Allocation_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Allocation_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_allocation_of(inputs)
	if (locale === "ru") return __ru.trading_allocation_of(inputs)
	return __en.trading_allocation_of(inputs)
});
/**
* | output |
* | --- |
* | "Portfolio value from {from} to {to}: {first} to {last}" |
*
* @param {Trading_History_LabelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_label = /** @type {((inputs: Trading_History_LabelInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_LabelInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_label(inputs)
	if (locale === "ru") return __ru.trading_history_label(inputs)
	return __en.trading_history_label(inputs)
});
/**
* | output |
* | --- |
* | "Portfolio value from {from} to {to}: {first} to {last}, lowest {min}, highest {max}" |
*
* @param {Trading_History_Label_RangeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_label_range = /** @type {((inputs: Trading_History_Label_RangeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_Label_RangeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_label_range(inputs)
	if (locale === "ru") return __ru.trading_history_label_range(inputs)
	return __en.trading_history_label_range(inputs)
});
/**
* | output |
* | --- |
* | "As Satchel saw it while it was open (kept on this computer)." |
*
* @param {Trading_History_SeenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_seen = /** @type {((inputs?: Trading_History_SeenInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_SeenInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_seen(inputs)
	if (locale === "ru") return __ru.trading_history_seen(inputs)
	return __en.trading_history_seen(inputs)
});
/**
* | output |
* | --- |
* | "The value over time appears here as Satchel keeps polling (a point a minute, kept on this computer)." |
*
* @param {Trading_History_EmptyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_empty = /** @type {((inputs?: Trading_History_EmptyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_EmptyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_empty(inputs)
	if (locale === "ru") return __ru.trading_history_empty(inputs)
	return __en.trading_history_empty(inputs)
});
/**
* | output |
* | --- |
* | "Open orders" |
*
* @param {Trading_Tab_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_tab_open = /** @type {((inputs?: Trading_Tab_OpenInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Tab_OpenInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_tab_open(inputs)
	if (locale === "ru") return __ru.trading_tab_open(inputs)
	return __en.trading_tab_open(inputs)
});
/**
* | output |
* | --- |
* | "History" |
*
* @param {Trading_Tab_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_tab_history = /** @type {((inputs?: Trading_Tab_HistoryInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Tab_HistoryInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_tab_history(inputs)
	if (locale === "ru") return __ru.trading_tab_history(inputs)
	return __en.trading_tab_history(inputs)
});
/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Trading_Orders_TabsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_orders_tabs = /** @type {((inputs?: Trading_Orders_TabsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Orders_TabsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_orders_tabs(inputs)
	if (locale === "ru") return __ru.trading_orders_tabs(inputs)
	return __en.trading_orders_tabs(inputs)
});
/**
* | output |
* | --- |
* | "Times in {zone}" |
*
* @param {Trading_Times_InInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_times_in = /** @type {((inputs: Trading_Times_InInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Times_InInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_times_in(inputs)
	if (locale === "ru") return __ru.trading_times_in(inputs)
	return __en.trading_times_in(inputs)
});
/**
* | output |
* | --- |
* | "Last updated {time}: these orders may be out of date." |
*
* @param {Trading_Stale_OrdersInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_stale_orders = /** @type {((inputs: Trading_Stale_OrdersInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Stale_OrdersInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_stale_orders(inputs)
	if (locale === "ru") return __ru.trading_stale_orders(inputs)
	return __en.trading_stale_orders(inputs)
});
/**
* | output |
* | --- |
* | "All markets" |
*
* @param {Trading_All_MarketsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_all_markets = /** @type {((inputs?: Trading_All_MarketsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_All_MarketsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_all_markets(inputs)
	if (locale === "ru") return __ru.trading_all_markets(inputs)
	return __en.trading_all_markets(inputs)
});
/**
* | output |
* | --- |
* | "Cancel selected ({count})" |
*
* @param {Trading_Cancel_SelectedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_cancel_selected = /** @type {((inputs: Trading_Cancel_SelectedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Cancel_SelectedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_cancel_selected(inputs)
	if (locale === "ru") return __ru.trading_cancel_selected(inputs)
	return __en.trading_cancel_selected(inputs)
});
/**
* | output |
* | --- |
* | "Unlock to cancel orders." |
*
* @param {Trading_Unlock_To_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_unlock_to_cancel = /** @type {((inputs?: Trading_Unlock_To_CancelInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Unlock_To_CancelInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_unlock_to_cancel(inputs)
	if (locale === "ru") return __ru.trading_unlock_to_cancel(inputs)
	return __en.trading_unlock_to_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Waiting for your confirmation…" |
*
* @param {Trading_Waiting_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_waiting_confirmation = /** @type {((inputs?: Trading_Waiting_ConfirmationInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Waiting_ConfirmationInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_waiting_confirmation(inputs)
	if (locale === "ru") return __ru.trading_waiting_confirmation(inputs)
	return __en.trading_waiting_confirmation(inputs)
});
/**
* | output |
* | --- |
* | "Loading open orders…" |
*
* @param {Trading_Loading_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_open = /** @type {((inputs?: Trading_Loading_OpenInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_OpenInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_open(inputs)
	if (locale === "ru") return __ru.trading_loading_open(inputs)
	return __en.trading_loading_open(inputs)
});
/**
* | output |
* | --- |
* | "No open orders." |
*
* @param {Trading_No_OpenInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_open = /** @type {((inputs?: Trading_No_OpenInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_OpenInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_open(inputs)
	if (locale === "ru") return __ru.trading_no_open(inputs)
	return __en.trading_no_open(inputs)
});
/**
* | output |
* | --- |
* | "Select all shown orders" |
*
* @param {Trading_Select_AllInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_select_all = /** @type {((inputs?: Trading_Select_AllInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Select_AllInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_select_all(inputs)
	if (locale === "ru") return __ru.trading_select_all(inputs)
	return __en.trading_select_all(inputs)
});
/**
* | output |
* | --- |
* | "Side" |
*
* @param {Trading_Col_SideInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_side = /** @type {((inputs?: Trading_Col_SideInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_SideInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_side(inputs)
	if (locale === "ru") return __ru.trading_col_side(inputs)
	return __en.trading_col_side(inputs)
});
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Trading_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_type = /** @type {((inputs?: Trading_Col_TypeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_TypeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_type(inputs)
	if (locale === "ru") return __ru.trading_col_type(inputs)
	return __en.trading_col_type(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Trading_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_price = /** @type {((inputs?: Trading_Col_PriceInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_PriceInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_price(inputs)
	if (locale === "ru") return __ru.trading_col_price(inputs)
	return __en.trading_col_price(inputs)
});
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Trading_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_amount = /** @type {((inputs?: Trading_Col_AmountInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_AmountInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_amount(inputs)
	if (locale === "ru") return __ru.trading_col_amount(inputs)
	return __en.trading_col_amount(inputs)
});
/**
* | output |
* | --- |
* | "Filled" |
*
* @param {Trading_Col_FilledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_filled = /** @type {((inputs?: Trading_Col_FilledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_FilledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_filled(inputs)
	if (locale === "ru") return __ru.trading_col_filled(inputs)
	return __en.trading_col_filled(inputs)
});
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Trading_Col_CreatedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_created = /** @type {((inputs?: Trading_Col_CreatedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_CreatedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_created(inputs)
	if (locale === "ru") return __ru.trading_col_created(inputs)
	return __en.trading_col_created(inputs)
});
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Trading_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_actions = /** @type {((inputs?: Trading_Col_ActionsInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_ActionsInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_actions(inputs)
	if (locale === "ru") return __ru.trading_col_actions(inputs)
	return __en.trading_col_actions(inputs)
});
/**
* | output |
* | --- |
* | "Select order {id}" |
*
* @param {Trading_Select_OrderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_select_order = /** @type {((inputs: Trading_Select_OrderInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Select_OrderInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_select_order(inputs)
	if (locale === "ru") return __ru.trading_select_order(inputs)
	return __en.trading_select_order(inputs)
});
/**
* | output |
* | --- |
* | "Cancel order {id}" |
*
* @param {Trading_Cancel_OrderInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_cancel_order = /** @type {((inputs: Trading_Cancel_OrderInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Cancel_OrderInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_cancel_order(inputs)
	if (locale === "ru") return __ru.trading_cancel_order(inputs)
	return __en.trading_cancel_order(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Trading_CancelInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_cancel = /** @type {((inputs?: Trading_CancelInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_CancelInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_cancel(inputs)
	if (locale === "ru") return __ru.trading_cancel(inputs)
	return __en.trading_cancel(inputs)
});
/**
* | output |
* | --- |
* | "No open orders in this market." |
*
* @param {Trading_No_Open_In_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_open_in_market = /** @type {((inputs?: Trading_No_Open_In_MarketInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_Open_In_MarketInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_open_in_market(inputs)
	if (locale === "ru") return __ru.trading_no_open_in_market(inputs)
	return __en.trading_no_open_in_market(inputs)
});
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Trading_BuyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_buy = /** @type {((inputs?: Trading_BuyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_BuyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_buy(inputs)
	if (locale === "ru") return __ru.trading_buy(inputs)
	return __en.trading_buy(inputs)
});
/**
* | output |
* | --- |
* | "Sell" |
*
* @param {Trading_SellInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_sell = /** @type {((inputs?: Trading_SellInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_SellInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_sell(inputs)
	if (locale === "ru") return __ru.trading_sell(inputs)
	return __en.trading_sell(inputs)
});
/**
* | output |
* | --- |
* | "Limit" |
*
* @param {Trading_Type_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_type_limit = /** @type {((inputs?: Trading_Type_LimitInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Type_LimitInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_type_limit(inputs)
	if (locale === "ru") return __ru.trading_type_limit(inputs)
	return __en.trading_type_limit(inputs)
});
/**
* | output |
* | --- |
* | "Market" |
*
* @param {Trading_Type_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_type_market = /** @type {((inputs?: Trading_Type_MarketInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Type_MarketInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_type_market(inputs)
	if (locale === "ru") return __ru.trading_type_market(inputs)
	return __en.trading_type_market(inputs)
});
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Trading_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_status_active = /** @type {((inputs?: Trading_Status_ActiveInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Status_ActiveInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_status_active(inputs)
	if (locale === "ru") return __ru.trading_status_active(inputs)
	return __en.trading_status_active(inputs)
});
/**
* | output |
* | --- |
* | "Executed" |
*
* @param {Trading_Status_ExecutedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_status_executed = /** @type {((inputs?: Trading_Status_ExecutedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Status_ExecutedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_status_executed(inputs)
	if (locale === "ru") return __ru.trading_status_executed(inputs)
	return __en.trading_status_executed(inputs)
});
/**
* | output |
* | --- |
* | "Market" |
*
* @param {Trading_Price_MarketInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_price_market = /** @type {((inputs?: Trading_Price_MarketInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Price_MarketInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_price_market(inputs)
	if (locale === "ru") return __ru.trading_price_market(inputs)
	return __en.trading_price_market(inputs)
});
/**
* | output |
* | --- |
* | "The exchange did not answer in time, so Satchel cannot tell whether it happened. The list has been refreshed: check it before trying again." |
*
* @param {Trading_Outcome_UnknownInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_outcome_unknown = /** @type {((inputs?: Trading_Outcome_UnknownInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Outcome_UnknownInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_outcome_unknown(inputs)
	if (locale === "ru") return __ru.trading_outcome_unknown(inputs)
	return __en.trading_outcome_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Order {id} was cancelled. What it held is available again." |
*
* @param {Trading_Order_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_order_cancelled = /** @type {((inputs: Trading_Order_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Order_CancelledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_order_cancelled(inputs)
	if (locale === "ru") return __ru.trading_order_cancelled(inputs)
	return __en.trading_order_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Nothing was cancelled." |
*
* @param {Trading_Nothing_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_nothing_cancelled = /** @type {((inputs?: Trading_Nothing_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Nothing_CancelledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_nothing_cancelled(inputs)
	if (locale === "ru") return __ru.trading_nothing_cancelled(inputs)
	return __en.trading_nothing_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "The exchange accepted the cancellation. The list has been refreshed to show what is still open." |
*
* @param {Trading_Cancel_AcceptedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_cancel_accepted = /** @type {((inputs?: Trading_Cancel_AcceptedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Cancel_AcceptedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_cancel_accepted(inputs)
	if (locale === "ru") return __ru.trading_cancel_accepted(inputs)
	return __en.trading_cancel_accepted(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} order was cancelled." |
* | "other" | "{count} orders were cancelled." |
*
* @param {Trading_Orders_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_orders_cancelled = /** @type {((inputs: Trading_Orders_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Orders_CancelledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_orders_cancelled(inputs)
	if (locale === "ru") return __ru.trading_orders_cancelled(inputs)
	return __en.trading_orders_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Not cancelled: {ids}. The list has been refreshed." |
*
* @param {Trading_Not_CancelledInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_not_cancelled = /** @type {((inputs: Trading_Not_CancelledInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Not_CancelledInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_not_cancelled(inputs)
	if (locale === "ru") return __ru.trading_not_cancelled(inputs)
	return __en.trading_not_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Trading_FromInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_from = /** @type {((inputs?: Trading_FromInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_FromInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_from(inputs)
	if (locale === "ru") return __ru.trading_from(inputs)
	return __en.trading_from(inputs)
});
/**
* | output |
* | --- |
* | "To" |
*
* @param {Trading_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_to = /** @type {((inputs?: Trading_ToInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_ToInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_to(inputs)
	if (locale === "ru") return __ru.trading_to(inputs)
	return __en.trading_to(inputs)
});
/**
* | output |
* | --- |
* | "Limit" |
*
* @param {Trading_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_limit = /** @type {((inputs?: Trading_LimitInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_LimitInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_limit(inputs)
	if (locale === "ru") return __ru.trading_limit(inputs)
	return __en.trading_limit(inputs)
});
/**
* | output |
* | --- |
* | "Sort" |
*
* @param {Trading_SortInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_sort = /** @type {((inputs?: Trading_SortInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_SortInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_sort(inputs)
	if (locale === "ru") return __ru.trading_sort(inputs)
	return __en.trading_sort(inputs)
});
/**
* | output |
* | --- |
* | "Newest first" |
*
* @param {Trading_Newest_FirstInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_newest_first = /** @type {((inputs?: Trading_Newest_FirstInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Newest_FirstInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_newest_first(inputs)
	if (locale === "ru") return __ru.trading_newest_first(inputs)
	return __en.trading_newest_first(inputs)
});
/**
* | output |
* | --- |
* | "Oldest first" |
*
* @param {Trading_Oldest_FirstInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_oldest_first = /** @type {((inputs?: Trading_Oldest_FirstInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Oldest_FirstInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_oldest_first(inputs)
	if (locale === "ru") return __ru.trading_oldest_first(inputs)
	return __en.trading_oldest_first(inputs)
});
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Trading_ShowInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_show = /** @type {((inputs?: Trading_ShowInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_ShowInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_show(inputs)
	if (locale === "ru") return __ru.trading_show(inputs)
	return __en.trading_show(inputs)
});
/**
* | output |
* | --- |
* | "Loading order history…" |
*
* @param {Trading_Loading_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_history = /** @type {((inputs?: Trading_Loading_HistoryInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_HistoryInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_history(inputs)
	if (locale === "ru") return __ru.trading_loading_history(inputs)
	return __en.trading_loading_history(inputs)
});
/**
* | output |
* | --- |
* | "No orders in this period." |
*
* @param {Trading_No_Orders_In_PeriodInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_orders_in_period = /** @type {((inputs?: Trading_No_Orders_In_PeriodInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_Orders_In_PeriodInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_orders_in_period(inputs)
	if (locale === "ru") return __ru.trading_no_orders_in_period(inputs)
	return __en.trading_no_orders_in_period(inputs)
});
/**
* | output |
* | --- |
* | "Order history" |
*
* @param {Trading_Order_HistoryInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_order_history = /** @type {((inputs?: Trading_Order_HistoryInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Order_HistoryInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_order_history(inputs)
	if (locale === "ru") return __ru.trading_order_history(inputs)
	return __en.trading_order_history(inputs)
});
/**
* | output |
* | --- |
* | "Average price" |
*
* @param {Trading_Col_AverageInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_average = /** @type {((inputs?: Trading_Col_AverageInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_AverageInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_average(inputs)
	if (locale === "ru") return __ru.trading_col_average(inputs)
	return __en.trading_col_average(inputs)
});
/**
* | output |
* | --- |
* | "Executed" |
*
* @param {Trading_Col_ExecutedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_executed = /** @type {((inputs?: Trading_Col_ExecutedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_ExecutedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_executed(inputs)
	if (locale === "ru") return __ru.trading_col_executed(inputs)
	return __en.trading_col_executed(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Trading_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_status = /** @type {((inputs?: Trading_Col_StatusInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_StatusInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_status(inputs)
	if (locale === "ru") return __ru.trading_col_status(inputs)
	return __en.trading_col_status(inputs)
});
/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Trading_Col_ClosedInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_closed = /** @type {((inputs?: Trading_Col_ClosedInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_ClosedInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_closed(inputs)
	if (locale === "ru") return __ru.trading_col_closed(inputs)
	return __en.trading_col_closed(inputs)
});
/**
* | output |
* | --- |
* | "Trades" |
*
* @param {Trading_Col_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_trades = /** @type {((inputs?: Trading_Col_TradesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_TradesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_trades(inputs)
	if (locale === "ru") return __ru.trading_col_trades(inputs)
	return __en.trading_col_trades(inputs)
});
/**
* | output |
* | --- |
* | "average {price}" |
*
* @param {Trading_Average_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_average_of = /** @type {((inputs: Trading_Average_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Average_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_average_of(inputs)
	if (locale === "ru") return __ru.trading_average_of(inputs)
	return __en.trading_average_of(inputs)
});
/**
* | output |
* | --- |
* | "Show trades of order {id}" |
*
* @param {Trading_Show_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_show_trades = /** @type {((inputs: Trading_Show_TradesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Show_TradesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_show_trades(inputs)
	if (locale === "ru") return __ru.trading_show_trades(inputs)
	return __en.trading_show_trades(inputs)
});
/**
* | output |
* | --- |
* | "Trades" |
*
* @param {Trading_Trades_ButtonInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_trades_button = /** @type {((inputs?: Trading_Trades_ButtonInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Trades_ButtonInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_trades_button(inputs)
	if (locale === "ru") return __ru.trading_trades_button(inputs)
	return __en.trading_trades_button(inputs)
});
/**
* | output |
* | --- |
* | "Loading trades…" |
*
* @param {Trading_Loading_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_loading_trades = /** @type {((inputs?: Trading_Loading_TradesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Loading_TradesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_loading_trades(inputs)
	if (locale === "ru") return __ru.trading_loading_trades(inputs)
	return __en.trading_loading_trades(inputs)
});
/**
* | output |
* | --- |
* | "Order {id} has no trades." |
*
* @param {Trading_No_TradesInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_no_trades = /** @type {((inputs: Trading_No_TradesInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_No_TradesInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_no_trades(inputs)
	if (locale === "ru") return __ru.trading_no_trades(inputs)
	return __en.trading_no_trades(inputs)
});
/**
* | output |
* | --- |
* | "Trades of order {id}" |
*
* @param {Trading_Trades_OfInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_trades_of = /** @type {((inputs: Trading_Trades_OfInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Trades_OfInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_trades_of(inputs)
	if (locale === "ru") return __ru.trading_trades_of(inputs)
	return __en.trading_trades_of(inputs)
});
/**
* | output |
* | --- |
* | "Time" |
*
* @param {Trading_Col_TimeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_time = /** @type {((inputs?: Trading_Col_TimeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_TimeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_time(inputs)
	if (locale === "ru") return __ru.trading_col_time(inputs)
	return __en.trading_col_time(inputs)
});
/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Trading_Col_RateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_rate = /** @type {((inputs?: Trading_Col_RateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_RateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_rate(inputs)
	if (locale === "ru") return __ru.trading_col_rate(inputs)
	return __en.trading_col_rate(inputs)
});
/**
* | output |
* | --- |
* | "Role" |
*
* @param {Trading_Col_RoleInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_role = /** @type {((inputs?: Trading_Col_RoleInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_RoleInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_role(inputs)
	if (locale === "ru") return __ru.trading_col_role(inputs)
	return __en.trading_col_role(inputs)
});
/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Trading_Col_FeeInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_fee = /** @type {((inputs?: Trading_Col_FeeInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_FeeInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_fee(inputs)
	if (locale === "ru") return __ru.trading_col_fee(inputs)
	return __en.trading_col_fee(inputs)
});
/**
* | output |
* | --- |
* | "Fee currency" |
*
* @param {Trading_Col_Fee_CurrencyInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_col_fee_currency = /** @type {((inputs?: Trading_Col_Fee_CurrencyInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_Col_Fee_CurrencyInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_col_fee_currency(inputs)
	if (locale === "ru") return __ru.trading_col_fee_currency(inputs)
	return __en.trading_col_fee_currency(inputs)
});
/**
* | output |
* | --- |
* | "Maker" |
*
* @param {Trading_MakerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_maker = /** @type {((inputs?: Trading_MakerInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_MakerInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_maker(inputs)
	if (locale === "ru") return __ru.trading_maker(inputs)
	return __en.trading_maker(inputs)
});
/**
* | output |
* | --- |
* | "Taker" |
*
* @param {Trading_TakerInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_taker = /** @type {((inputs?: Trading_TakerInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_TakerInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_taker(inputs)
	if (locale === "ru") return __ru.trading_taker(inputs)
	return __en.trading_taker(inputs)
});
/**
* | output |
* | --- |
* | "Enter the “To” date as a calendar date." |
*
* @param {Trading_History_To_DateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_to_date = /** @type {((inputs?: Trading_History_To_DateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_To_DateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_to_date(inputs)
	if (locale === "ru") return __ru.trading_history_to_date(inputs)
	return __en.trading_history_to_date(inputs)
});
/**
* | output |
* | --- |
* | "Enter the “From” date as a calendar date." |
*
* @param {Trading_History_From_DateInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_from_date = /** @type {((inputs?: Trading_History_From_DateInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_From_DateInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_from_date(inputs)
	if (locale === "ru") return __ru.trading_history_from_date(inputs)
	return __en.trading_history_from_date(inputs)
});
/**
* | output |
* | --- |
* | "Choose a “From” date after 1970." |
*
* @param {Trading_History_From_1970Inputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_from_1970 = /** @type {((inputs?: Trading_History_From_1970Inputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_From_1970Inputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_from_1970(inputs)
	if (locale === "ru") return __ru.trading_history_from_1970(inputs)
	return __en.trading_history_from_1970(inputs)
});
/**
* | output |
* | --- |
* | "“From” must not be after “To”." |
*
* @param {Trading_History_From_After_ToInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_from_after_to = /** @type {((inputs?: Trading_History_From_After_ToInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_From_After_ToInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_from_after_to(inputs)
	if (locale === "ru") return __ru.trading_history_from_after_to(inputs)
	return __en.trading_history_from_after_to(inputs)
});
/**
* | output |
* | --- |
* | "Show between 1 and {max} orders." |
*
* @param {Trading_History_LimitInputs} inputs
* @param {{ locale?: "en" | "uk" | "ru" }} options
* @returns {LocalizedString}
*/
export const trading_history_limit = /** @type {((inputs: Trading_History_LimitInputs, options?: { locale?: "en" | "uk" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trading_History_LimitInputs, { locale?: "en" | "uk" | "ru" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "uk") return __uk.trading_history_limit(inputs)
	if (locale === "ru") return __ru.trading_history_limit(inputs)
	return __en.trading_history_limit(inputs)
});