import QRCode from 'qrcode'

/**
 * The QR code of an address as SVG markup, drawn on the server so the page needs no script for
 * it and prints as sharp as the printer allows. Dark on white with the standard quiet zone, which
 * scanners need to find the code.
 */
export function qrCodeSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M' })
}
