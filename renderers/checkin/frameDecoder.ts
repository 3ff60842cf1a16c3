// Reads a code from the camera's current frame: the browser's BarcodeDetector where it has one
// (Chrome on Android, macOS, ChromeOS), else jsQR on a canvas copy of the frame (desktop Linux and
// Windows Chromium, Firefox, Safari before 17). jsQR is imported on demand, so it stays in the camera
// path of the scanner's chunk.
type Detector = { detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>> };
type DetectorCtor = new (o?: { formats?: string[] }) => Detector;

export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

const detectorCtor = (): DetectorCtor | undefined =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window ? (window as unknown as { BarcodeDetector: DetectorCtor }).BarcodeDetector : undefined;

/** A camera can be asked for at all (a secure page with mediaDevices). */
export const cameraAvailable = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** The widest frame handed to jsQR: enough for a code held up to a phone, cheap enough for 3 looks a second. */
const MAX_WIDTH = 640;

export async function frameDecoder(): Promise<FrameDecoder> {
  const Ctor = detectorCtor();
  if (Ctor) {
    const detector = new Ctor({ formats: ['qr_code', 'code_128', 'code_39', 'ean_13'] });
    return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!ctx || !video.videoWidth) return null;
    const w = Math.min(MAX_WIDTH, video.videoWidth);
    const h = Math.round((video.videoHeight * w) / video.videoWidth);
    canvas.width = w;
    canvas.height = h;
    ctx.drawImage(video, 0, 0, w, h);
    return jsQR(ctx.getImageData(0, 0, w, h).data, w, h, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  };
}
