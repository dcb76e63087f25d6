/**
 * The MUI X date pickers' own words. MUI X ships no Slovenian locale, so the Slovenian text is
 * ours (the same keys as its enUS); English is MUI X's default. Used with dayjs's 'sl' locale
 * (month and day names, Monday first) by generic/DateTextInput.tsx.
 */
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales'
import type { Language } from '../../shared/languages'

const VIEWS: Record<string, string> = { year: 'leto', month: 'mesec', day: 'dan', hours: 'ure', minutes: 'minute', seconds: 'sekunde', meridiem: 'del dneva' }

const slovenian: PickersInputLocaleText = {
  previousMonth: 'Prejšnji mesec',
  nextMonth: 'Naslednji mesec',
  openPreviousView: 'Odpri prejšnji pogled',
  openNextView: 'Odpri naslednji pogled',
  calendarViewSwitchingButtonAriaLabel: (view) => (view === 'year' ? 'Odprt je pogled let, preklopi na koledar' : 'Odprt je koledar, preklopi na pogled let'),
  start: 'Začetek',
  end: 'Konec',
  startDate: 'Začetni datum',
  startTime: 'Začetni čas',
  endDate: 'Končni datum',
  endTime: 'Končni čas',
  cancelButtonLabel: 'Prekliči',
  clearButtonLabel: 'Počisti',
  okButtonLabel: 'V redu',
  todayButtonLabel: 'Danes',
  nextStepButtonLabel: 'Naprej',
  datePickerToolbarTitle: 'Izberite datum',
  dateTimePickerToolbarTitle: 'Izberite datum in čas',
  timePickerToolbarTitle: 'Izberite čas',
  dateRangePickerToolbarTitle: 'Izberite obdobje',
  timeRangePickerToolbarTitle: 'Izberite časovni razpon',
  clockLabelText: (view, formattedTime) => `Izberite ${VIEWS[view] ?? view}. ${formattedTime ? `Izbrani čas je ${formattedTime}` : 'Čas ni izbran'}`,
  hoursClockNumberText: (hours) => `${hours} h`,
  minutesClockNumberText: (minutes) => `${minutes} min`,
  secondsClockNumberText: (seconds) => `${seconds} s`,
  selectViewText: (view) => `Izberite ${VIEWS[view] ?? view}`,
  calendarWeekNumberHeaderLabel: 'Številka tedna',
  calendarWeekNumberHeaderText: '#',
  calendarWeekNumberAriaLabelText: (weekNumber) => `Teden ${weekNumber}`,
  calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
  openDatePickerDialogue: (formattedDate) => (formattedDate ? `Izberite datum, izbrani datum je ${formattedDate}` : 'Izberite datum'),
  openTimePickerDialogue: (formattedTime) => (formattedTime ? `Izberite čas, izbrani čas je ${formattedTime}` : 'Izberite čas'),
  openRangePickerDialogue: (formattedRange) => (formattedRange ? `Izberite obdobje, izbrano je ${formattedRange}` : 'Izberite obdobje'),
  fieldClearLabel: 'Počisti',
  timeTableLabel: 'izberite čas',
  dateTableLabel: 'izberite datum',
  fieldYearPlaceholder: (params) => 'L'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'MMMM' : 'MM'),
  fieldDayPlaceholder: () => 'DD',
  fieldWeekDayPlaceholder: (params) => (params.contentType === 'letter' ? 'EEEE' : 'EE'),
  fieldHoursPlaceholder: () => 'hh',
  fieldMinutesPlaceholder: () => 'mm',
  fieldSecondsPlaceholder: () => 'ss',
  fieldMeridiemPlaceholder: () => 'aa',
  year: 'Leto',
  month: 'Mesec',
  day: 'Dan',
  weekDay: 'Dan v tednu',
  hours: 'Ure',
  minutes: 'Minute',
  seconds: 'Sekunde',
  meridiem: 'Del dneva',
  empty: 'Prazno',
}

export const pickerLocaleText: Record<Language, PickersInputLocaleText | undefined> = { sl: slovenian, en: undefined }
