import { lazy } from 'react';
import { lazyPage } from '../../components/lazyPage';

export { MyCheckInCode } from './MyCheckInCode';
export const QrScannerPage = lazyPage(async () => (await import('./QrScannerPage')).QrScannerPage);
/** The camera reading QR codes, for other features that scan check-in codes (the scoring modal); its own chunk. */
export const CameraScanner = lazy(async () => ({ default: (await import('./CameraScanner')).CameraScanner }));
