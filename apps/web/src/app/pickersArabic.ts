import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

/**
 * The date and time pickers' own words in Arabic: MUI X ships no Arabic
 * locale. The field placeholders keep the Latin letters of the clinic's date
 * format (YYYY-MM-DD), as the validation messages write it.
 */
const VIEWS: Record<string, string> = {
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  hours: 'الساعات',
  minutes: 'الدقائق',
  seconds: 'الثواني',
  meridiem: 'صباحًا/مساءً',
};
const view = (name: string): string => VIEWS[name] ?? name;

const localeText: Partial<PickersLocaleText> = {
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  openPreviousView: 'فتح العرض السابق',
  openNextView: 'فتح العرض التالي',
  calendarViewSwitchingButtonAriaLabel: (current) =>
    current === 'year' ? 'عرض السنوات مفتوح، الانتقال إلى عرض التقويم' : 'عرض التقويم مفتوح، الانتقال إلى عرض السنوات',
  start: 'البداية',
  end: 'النهاية',
  startDate: 'تاريخ البداية',
  startTime: 'وقت البداية',
  endDate: 'تاريخ النهاية',
  endTime: 'وقت النهاية',
  cancelButtonLabel: 'إلغاء',
  clearButtonLabel: 'مسح',
  okButtonLabel: 'موافق',
  todayButtonLabel: 'اليوم',
  nextStepButtonLabel: 'التالي',
  datePickerToolbarTitle: 'اختر التاريخ',
  dateTimePickerToolbarTitle: 'اختر التاريخ والوقت',
  timePickerToolbarTitle: 'اختر الوقت',
  dateRangePickerToolbarTitle: 'اختر نطاق التاريخ',
  timeRangePickerToolbarTitle: 'اختر نطاق الوقت',
  clockLabelText: (name, time) => `اختر ${view(name)}. ${time ? `الوقت المحدد هو ${time}` : 'لم يُحدَّد وقت'}`,
  hoursClockNumberText: (hours) => `${hours} ساعة`,
  minutesClockNumberText: (minutes) => `${minutes} دقيقة`,
  secondsClockNumberText: (seconds) => `${seconds} ثانية`,
  selectViewText: (name) => `اختر ${view(name)}`,
  calendarWeekNumberHeaderLabel: 'رقم الأسبوع',
  calendarWeekNumberHeaderText: '#',
  calendarWeekNumberAriaLabelText: (week) => `الأسبوع ${week}`,
  calendarWeekNumberText: (week) => `${week}`,
  openDatePickerDialogue: (date) => (date ? `اختر التاريخ، التاريخ المحدد هو ${date}` : 'اختر التاريخ'),
  openTimePickerDialogue: (time) => (time ? `اختر الوقت، الوقت المحدد هو ${time}` : 'اختر الوقت'),
  openRangePickerDialogue: (range) => (range ? `اختر النطاق، النطاق المحدد هو ${range}` : 'اختر النطاق'),
  fieldClearLabel: 'مسح',
  timeTableLabel: 'اختر الوقت',
  dateTableLabel: 'اختر التاريخ',
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  weekDay: 'يوم الأسبوع',
  hours: 'الساعات',
  minutes: 'الدقائق',
  seconds: 'الثواني',
  meridiem: 'صباحًا/مساءً',
  empty: 'فارغ',
};

/** As MUI X's own locales are given to a theme. */
export const arPickers = { components: { MuiLocalizationProvider: { defaultProps: { localeText } } } };
