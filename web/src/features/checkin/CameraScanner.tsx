import { Scanner, setZXingModuleOverrides } from '@yudiel/react-qr-scanner';
import readerWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

// Browsers without a native BarcodeDetector decode with zxing's WebAssembly:
// served from our own build rather than the library's default CDN.
setZXingModuleOverrides({
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasm : prefix + path),
});

interface CameraScannerProps {
  /** A QR code's text, once per code in view. */
  onCode: (code: string) => void;
  onError: (message: string) => void;
  paused: boolean;
}

/** The device camera reading QR codes. */
export function CameraScanner({ onCode, onError, paused }: CameraScannerProps) {
  return (
    <Scanner
      formats={['qr_code']}
      paused={paused}
      onScan={(codes) => {
        const text = codes[0]?.rawValue;
        if (text) onCode(text);
      }}
      onError={(error) => onError(error.message || 'The camera could not start.')}
      styles={{ container: { maxWidth: 360 } }}
    />
  );
}
