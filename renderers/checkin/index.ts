// Screen kinds "scanner-checkin" (the settings tab and the standalone /scanner-checkin page) and
// "checkin-code" (a participant's own code as a QR code).
import { ScannerScreen } from './ScannerScreen';
import { CheckinCodeScreen } from './CheckinCodeScreen';

export { ScannerScreen, CheckinCodeScreen };
export { createScanBuffer, inEditable } from './scanBuffer';
