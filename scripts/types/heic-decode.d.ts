// The part of heic-decode's API the picture build uses (the package ships no types).
declare module 'heic-decode' {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };

  /** Decodes the primary image of a HEIC/HEIF file to RGBA pixels, rotated as the file says. */
  export default function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
}
