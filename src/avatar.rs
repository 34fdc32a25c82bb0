//! Player avatars: whatever the browser uploaded becomes a small, clean JPEG.
//!
//! The browser resizes before upload, but the server trusts nothing: it accepts only JPEG, PNG
//! and WebP, checks the size in bytes and in pixels before decoding (a tiny PNG can claim
//! gigapixels), decodes under explicit limits, fits the picture in 400x400 and re-encodes it,
//! which also drops every piece of metadata (GPS positions in phone photos included).

use std::io::Cursor;

use base64::Engine;
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
use image::codecs::jpeg::JpegEncoder;
use image::imageops::FilterType;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits, RgbImage};
use sha2::{Digest, Sha256};

/// The largest upload accepted, in decoded bytes: 5 MB, as in the browser.
pub const MAX_BYTES: usize = 5 * 1024 * 1024;
/// The stored avatar fits in a square of this side, in pixels.
pub const MAX_SIDE: u32 = 400;
/// JPEG quality of the stored avatar: the browser's 0.8 on this encoder's 1-100 scale.
pub const JPEG_QUALITY: u8 = 80;
/// Neither side of an upload may exceed this many pixels.
pub const MAX_UPLOAD_SIDE: u32 = 8000;
/// An upload may not exceed this many pixels in all: a 12-megapixel phone photo (4032x3024)
/// that the browser failed to shrink still fits, and its decoded form (about 37 MB) keeps the
/// server within its 64 MB memory budget; decompression bombs claim far more.
pub const MAX_UPLOAD_PIXELS: u64 = 12_500_000;
/// The most memory the decoder may take for one upload.
const MAX_DECODE_ALLOC: u64 = 48 * 1024 * 1024;

/// The request field avatars arrive in; validation errors name it.
pub const FIELD: &str = "avatar";

/// An avatar ready to store: the JPEG and its content hash (the ETag and the `?v=` of its URL).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProcessedAvatar {
    /// The re-encoded picture.
    pub jpeg: Vec<u8>,
    /// The first 16 hex digits of the SHA-256 of `jpeg`.
    pub hash: String,
}

/// Turns an uploaded data URL (`data:image/png;base64,...`) into a stored avatar, or a 422
/// that says what is wrong. CPU-heavy: call it from a blocking thread.
pub fn process(data_url: &str) -> Result<ProcessedAvatar, AvatarError> {
    let bytes = decode_data_url(data_url)?;
    let picture = decode_picture(&bytes)?;
    let fitted = fit(picture);
    let jpeg = encode_jpeg(&flatten(fitted))?;
    let hash = content_hash(&jpeg);
    Ok(ProcessedAvatar { jpeg, hash })
}

/// The first 16 hex digits of the SHA-256 of `bytes`.
pub fn content_hash(bytes: &[u8]) -> String {
    let mut hex = hex::encode(Sha256::digest(bytes));
    hex.truncate(16);
    hex
}

/// Why an upload did not become an avatar. Every reason but [`AvatarError::Encode`] is the
/// upload's fault and is refused under the request's [`FIELD`]; its text is the sentence
/// for a person.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AvatarError {
    /// Not a JPEG, PNG or WebP picture.
    #[error("Please select an image file (JPEG, PNG or WebP).")]
    NotAnImage,
    /// More than [`MAX_BYTES`].
    #[error("Image is larger than 5 MB. Please choose a smaller one.")]
    TooLarge,
    /// More than [`MAX_UPLOAD_SIDE`] on a side or [`MAX_UPLOAD_PIXELS`] in all.
    #[error(
        "Image has too many pixels (at most 8000 on a side and 12.5 megapixels). \
         Please choose a smaller one."
    )]
    TooManyPixels,
    /// A picture of an accepted type that cannot be decoded.
    #[error("Image processing failed: the file is not a readable JPEG, PNG or WebP image.")]
    Unreadable,
    /// Not sent as a base64 data URL.
    #[error("The image must be sent as a base64 data URL.")]
    NotDataUrl,
    /// A data URL whose payload is not base64.
    #[error("Image processing failed: the image data is not valid base64.")]
    NotBase64,
    /// The JPEG encoder failed: a fault of ours, not of the upload.
    #[error("{0}")]
    Encode(String),
}

impl AvatarError {
    /// The exact reason of a refused upload, in snake_case; none for a fault of ours.
    pub fn code(&self) -> Option<&'static str> {
        match self {
            AvatarError::NotAnImage => Some("avatar_type"),
            AvatarError::TooLarge => Some("avatar_too_large"),
            AvatarError::TooManyPixels => Some("avatar_too_many_pixels"),
            AvatarError::Unreadable => Some("avatar_unreadable"),
            AvatarError::NotDataUrl => Some("avatar_not_data_url"),
            AvatarError::NotBase64 => Some("avatar_not_base64"),
            AvatarError::Encode(_) => None,
        }
    }
}

/// The bytes of a base64 data URL of an accepted image type.
fn decode_data_url(data_url: &str) -> Result<Vec<u8>, AvatarError> {
    let rest = data_url
        .trim()
        .strip_prefix("data:")
        .ok_or(AvatarError::NotAnImage)?;
    let (header, payload) = rest.split_once(',').ok_or(AvatarError::NotAnImage)?;
    let mut parts = header.split(';');
    let mime = parts.next().unwrap_or_default().trim().to_ascii_lowercase();
    if !matches!(
        mime.as_str(),
        "image/jpeg" | "image/jpg" | "image/png" | "image/webp"
    ) {
        return Err(AvatarError::NotAnImage);
    }
    if !parts.any(|p| p.trim().eq_ignore_ascii_case("base64")) {
        return Err(AvatarError::NotDataUrl);
    }
    // Refuse an oversized upload before spending memory on decoding it: base64 carries
    // 3 bytes in every 4 characters.
    if payload.len() / 4 * 3 > MAX_BYTES + 3 {
        return Err(AvatarError::TooLarge);
    }
    let payload: String = payload
        .chars()
        .filter(|c| !c.is_ascii_whitespace())
        .collect();
    let engine = GeneralPurpose::new(
        &base64::alphabet::STANDARD,
        GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
    );
    let bytes = engine
        .decode(payload.as_bytes())
        .map_err(|_| AvatarError::NotBase64)?;
    if bytes.len() > MAX_BYTES {
        return Err(AvatarError::TooLarge);
    }
    if bytes.is_empty() {
        return Err(AvatarError::NotAnImage);
    }
    Ok(bytes)
}

fn decode_limits() -> Limits {
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_UPLOAD_SIDE);
    limits.max_image_height = Some(MAX_UPLOAD_SIDE);
    limits.max_alloc = Some(MAX_DECODE_ALLOC);
    limits
}

/// Decodes the picture, upright. The format is judged by the content, never by the declared
/// type, and the dimensions are read from the header before any pixel is allocated.
fn decode_picture(bytes: &[u8]) -> Result<DynamicImage, AvatarError> {
    let mut reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|_| AvatarError::Unreadable)?;
    if !matches!(
        reader.format(),
        Some(ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP)
    ) {
        return Err(AvatarError::NotAnImage);
    }
    reader.limits(decode_limits());
    let mut decoder = reader.into_decoder().map_err(decode_error)?;
    let (width, height) = decoder.dimensions();
    if width == 0 || height == 0 {
        return Err(AvatarError::Unreadable);
    }
    if width > MAX_UPLOAD_SIDE
        || height > MAX_UPLOAD_SIDE
        || u64::from(width) * u64::from(height) > MAX_UPLOAD_PIXELS
        || decoder.total_bytes() > MAX_DECODE_ALLOC
    {
        return Err(AvatarError::TooManyPixels);
    }
    // Phones store photos sideways with a rotation tag; re-encoding drops the tag, so the
    // rotation is applied to the pixels instead.
    let orientation = decoder.orientation().ok();
    let mut picture = DynamicImage::from_decoder(decoder).map_err(decode_error)?;
    if let Some(orientation) = orientation {
        picture.apply_orientation(orientation);
    }
    Ok(picture)
}

fn decode_error(err: image::ImageError) -> AvatarError {
    match err {
        image::ImageError::Limits(_) => AvatarError::TooManyPixels,
        image::ImageError::Unsupported(_) => AvatarError::NotAnImage,
        _ => AvatarError::Unreadable,
    }
}

/// Shrinks the picture to fit in `MAX_SIDE` x `MAX_SIDE`, keeping its proportions; a smaller
/// picture is kept as it is (enlarging adds bytes, not detail).
fn fit(picture: DynamicImage) -> DynamicImage {
    if picture.width() <= MAX_SIDE && picture.height() <= MAX_SIDE {
        return picture;
    }
    // A big photo first shrinks cheaply to twice the target, then finely: the fine filter
    // on a full-size photo would take seconds.
    let rough = if picture.width() > 4 * MAX_SIDE || picture.height() > 4 * MAX_SIDE {
        picture.thumbnail(2 * MAX_SIDE, 2 * MAX_SIDE)
    } else {
        picture
    };
    rough.resize(MAX_SIDE, MAX_SIDE, FilterType::Lanczos3)
}

/// JPEG has no transparency: transparent parts become white, as on the page behind them.
fn flatten(picture: DynamicImage) -> RgbImage {
    if !picture.color().has_alpha() {
        return picture.to_rgb8();
    }
    let rgba = picture.to_rgba8();
    RgbImage::from_fn(rgba.width(), rgba.height(), |x, y| {
        let [r, g, b, a] = rgba.get_pixel(x, y).0;
        let blend =
            |c: u8| ((u16::from(c) * u16::from(a) + 255 * (255 - u16::from(a))) / 255) as u8;
        image::Rgb([blend(r), blend(g), blend(b)])
    })
}

fn encode_jpeg(picture: &RgbImage) -> Result<Vec<u8>, AvatarError> {
    let mut jpeg = Vec::new();
    JpegEncoder::new_with_quality(&mut jpeg, JPEG_QUALITY)
        .encode_image(picture)
        .map_err(|e| AvatarError::Encode(e.to_string()))?;
    Ok(jpeg)
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{GrayImage, Rgb, Rgba, RgbaImage};
    use std::time::{Duration, Instant};

    fn data_url(mime: &str, bytes: &[u8]) -> String {
        format!(
            "data:{mime};base64,{}",
            base64::engine::general_purpose::STANDARD.encode(bytes)
        )
    }

    fn encoded(picture: &DynamicImage, format: ImageFormat) -> Vec<u8> {
        let mut bytes = Cursor::new(Vec::new());
        picture.write_to(&mut bytes, format).unwrap();
        bytes.into_inner()
    }

    fn gradient(width: u32, height: u32) -> DynamicImage {
        DynamicImage::ImageRgb8(RgbImage::from_fn(width, height, |x, y| {
            Rgb([(x % 256) as u8, (y % 256) as u8, 128])
        }))
    }

    fn dimensions_of(jpeg: &[u8]) -> (u32, u32) {
        let reader = ImageReader::new(Cursor::new(jpeg))
            .with_guessed_format()
            .unwrap();
        assert_eq!(reader.format(), Some(ImageFormat::Jpeg));
        reader.into_dimensions().unwrap()
    }

    fn message(err: AvatarError) -> String {
        assert!(err.code().is_some(), "the upload's fault: {err:?}");
        err.to_string()
    }

    #[test]
    fn each_accepted_format_is_fitted_into_400_and_becomes_jpeg() {
        let cases = [
            ("image/png", ImageFormat::Png, (1200, 600), (400, 200)),
            ("image/jpeg", ImageFormat::Jpeg, (500, 1000), (200, 400)),
            ("image/webp", ImageFormat::WebP, (800, 800), (400, 400)),
            ("image/png", ImageFormat::Png, (5000, 2500), (400, 200)),
        ];
        for (mime, format, (w, h), expected) in cases {
            let url = data_url(mime, &encoded(&gradient(w, h), format));
            let avatar = process(&url).unwrap();
            assert_eq!(dimensions_of(&avatar.jpeg), expected, "{mime} {w}x{h}");
            assert_eq!(avatar.hash, content_hash(&avatar.jpeg));
            assert_eq!(avatar.hash.len(), 16);
        }
    }

    #[test]
    fn small_pictures_are_not_enlarged() {
        let url = data_url("image/png", &encoded(&gradient(120, 80), ImageFormat::Png));
        assert_eq!(dimensions_of(&process(&url).unwrap().jpeg), (120, 80));
    }

    #[test]
    fn the_same_upload_gives_the_same_hash_and_a_different_one_another() {
        let a = data_url("image/png", &encoded(&gradient(50, 50), ImageFormat::Png));
        let b = data_url("image/png", &encoded(&gradient(60, 50), ImageFormat::Png));
        assert_eq!(process(&a).unwrap().hash, process(&a).unwrap().hash);
        assert_ne!(process(&a).unwrap().hash, process(&b).unwrap().hash);
    }

    #[test]
    fn transparency_becomes_white() {
        let clear = DynamicImage::ImageRgba8(RgbaImage::from_pixel(10, 10, Rgba([0, 0, 0, 0])));
        let url = data_url("image/png", &encoded(&clear, ImageFormat::Png));
        let jpeg = process(&url).unwrap().jpeg;
        let back = image::load_from_memory(&jpeg).unwrap().to_rgb8();
        assert!(back.pixels().all(|p| p.0.iter().all(|&c| c > 245)), "white");
    }

    #[test]
    fn the_content_decides_not_the_declared_type() {
        let png = encoded(&gradient(30, 30), ImageFormat::Png);
        assert!(process(&data_url("image/jpeg", &png)).is_ok());
        let text = b"GIF89a is not welcome, nor is plain text";
        let err = process(&data_url("image/png", text)).unwrap_err();
        assert!(message(err).contains("JPEG, PNG or WebP"));
    }

    #[test]
    fn other_types_and_non_images_are_refused() {
        let png = encoded(&gradient(30, 30), ImageFormat::Png);
        for url in [
            data_url("image/gif", &png),
            data_url("text/plain", b"hello"),
            data_url("application/pdf", b"%PDF-1.4"),
            "hello".to_string(),
            "/api/players/1/avatar?v=abc".to_string(),
            "data:image/png,rawbytes".to_string(),
            String::new(),
        ] {
            let err = process(&url).unwrap_err();
            assert!(!message(err).is_empty(), "{url:.40}");
        }
    }

    #[test]
    fn bad_base64_is_refused() {
        let err = process("data:image/png;base64,@@not base64@@").unwrap_err();
        assert!(message(err).contains("base64"));
    }

    #[test]
    fn truncated_image_is_refused() {
        let png = encoded(&gradient(300, 300), ImageFormat::Png);
        let err = process(&data_url("image/png", &png[..png.len() / 2])).unwrap_err();
        assert!(message(err).contains("Image processing failed"));
    }

    #[test]
    fn over_five_megabytes_is_refused_before_decoding() {
        let url = data_url("image/png", &vec![0u8; MAX_BYTES + 1]);
        assert!(message(process(&url).unwrap_err()).contains("larger than 5 MB"));
    }

    #[test]
    fn a_decompression_bomb_is_refused_from_its_header() {
        // 50 megapixels of black compress to a few kilobytes of PNG.
        let bomb = DynamicImage::ImageLuma8(GrayImage::new(7100, 7100));
        let png = encoded(&bomb, ImageFormat::Png);
        assert!(png.len() < 1024 * 1024, "{} bytes", png.len());
        let url = data_url("image/png", &png);
        let started = Instant::now();
        let err = process(&url).unwrap_err();
        assert!(message(err).contains("too many pixels"));
        assert!(
            started.elapsed() < Duration::from_secs(1),
            "refused from the header"
        );
    }

    #[test]
    fn a_side_beyond_the_limit_is_refused() {
        let wide = DynamicImage::ImageLuma8(GrayImage::new(MAX_UPLOAD_SIDE + 1, 2));
        let url = data_url("image/png", &encoded(&wide, ImageFormat::Png));
        assert!(message(process(&url).unwrap_err()).contains("too many pixels"));
    }
}
