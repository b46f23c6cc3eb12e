import { lazyPage } from '../../components/lazyPage';

export { MyCheckInCode } from './MyCheckInCode';
export const QrScannerPage = lazyPage(async () => (await import('./QrScannerPage')).QrScannerPage);
