//! Message encryption for Web Push (RFC 8291) in the `aes128gcm` content coding (RFC 8188):
//! an ECDH agreement between a key made for this one message and the browser's key, mixed
//! with the browser's authentication secret through HKDF-SHA256, seals the payload with
//! AES-128-GCM in a single record.

use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::{Aes128Gcm, Nonce};
use hkdf::Hkdf;
use p256::elliptic_curve::sec1::ToEncodedPoint;
use p256::{PublicKey, SecretKey};
use sha2::Sha256;

use crate::domain::push::SubscriptionKeys;

/// The record size announced in the header: one record holds the whole message.
pub const RECORD_SIZE: u32 = 4096;
/// The header: salt (16), record size (4), key id length (1), the sender's public key (65).
pub const HEADER_LEN: usize = 16 + 4 + 1 + 65;
/// AES-GCM's tag.
const TAG_LEN: usize = 16;
/// The longest payload one record holds: the record size less the tag and the padding
/// delimiter. Push services take at least 4096 bytes of body, header included, so the
/// courier keeps payloads to [`MAX_PAYLOAD`].
pub const MAX_RECORD_PLAINTEXT: usize = RECORD_SIZE as usize - TAG_LEN - 1;
/// The longest payload the courier sends, so the whole body stays within 4096 bytes.
pub const MAX_PAYLOAD: usize = 4096 - HEADER_LEN - TAG_LEN - 1;

/// Why a payload could not be sealed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SealError {
    /// Longer than one record holds.
    #[error("the payload is {0} bytes, more than one record holds")]
    TooLong(usize),
    /// The browser's key is no point of P-256 (the store checked it when it was kept).
    #[error("the subscription's key is not a P-256 point")]
    BadKey,
}

/// Seals `payload` for the browser of `keys`, with the sender's one-time `secret` and a
/// random `salt` (both fresh for every message): the body of the push request.
pub fn seal(
    payload: &[u8],
    keys: &SubscriptionKeys,
    secret: &SecretKey,
    salt: [u8; 16],
) -> Result<Vec<u8>, SealError> {
    if payload.len() > MAX_RECORD_PLAINTEXT {
        return Err(SealError::TooLong(payload.len()));
    }
    let browser = PublicKey::from_sec1_bytes(&keys.p256dh).map_err(|_| SealError::BadKey)?;
    let sender = secret.public_key().to_encoded_point(false);
    let shared = p256::ecdh::diffie_hellman(secret.to_nonzero_scalar(), browser.as_affine());

    // RFC 8291 §3.4: IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" || 0 || ua || as).
    let mut key_info = Vec::with_capacity(14 + 65 + 65);
    key_info.extend_from_slice(b"WebPush: info\0");
    key_info.extend_from_slice(&keys.p256dh);
    key_info.extend_from_slice(sender.as_bytes());
    let mut ikm = [0u8; 32];
    Hkdf::<Sha256>::new(Some(&keys.auth), shared.raw_secret_bytes())
        .expand(&key_info, &mut ikm)
        .map_err(|_| SealError::BadKey)?;

    // RFC 8188 §2.2, 2.3: the content key and the nonce from the salt.
    let prk = Hkdf::<Sha256>::new(Some(&salt), &ikm);
    let mut cek = [0u8; 16];
    let mut nonce = [0u8; 12];
    prk.expand(b"Content-Encoding: aes128gcm\0", &mut cek)
        .and_then(|()| prk.expand(b"Content-Encoding: nonce\0", &mut nonce))
        .map_err(|_| SealError::BadKey)?;

    // One record, the last: the payload followed by the delimiter 0x02 and no padding.
    let mut record = Vec::with_capacity(payload.len() + 1);
    record.extend_from_slice(payload);
    record.push(0x02);
    let cipher = Aes128Gcm::new(&cek.into());
    let sealed = cipher
        .encrypt(
            Nonce::from_slice(&nonce),
            Payload {
                msg: &record,
                aad: b"",
            },
        )
        .map_err(|_| SealError::TooLong(payload.len()))?;

    let mut body = Vec::with_capacity(HEADER_LEN + sealed.len());
    body.extend_from_slice(&salt);
    body.extend_from_slice(&RECORD_SIZE.to_be_bytes());
    body.push(65);
    body.extend_from_slice(sender.as_bytes());
    body.extend_from_slice(&sealed);
    Ok(body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::Engine;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;

    fn b64(text: &str) -> Vec<u8> {
        URL_SAFE_NO_PAD.decode(text).unwrap()
    }

    /// RFC 8291 §5's worked example, byte for byte.
    #[test]
    fn the_rfcs_example_encrypts_to_the_rfcs_bytes() {
        let plaintext = b"When I grow up, I want to be a watermelon";
        let ua_public = b64(
            "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
        );
        let auth = b64("BTBZMqHH6r4Tts7J_aSIgg");
        let as_private = b64("yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw");
        let salt = b64("DGv6ra1nlYgDCS1FRnbzlw");
        let expected = b64(
            "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
        );
        let keys = SubscriptionKeys {
            p256dh: ua_public.try_into().unwrap(),
            auth: auth.try_into().unwrap(),
        };
        let secret = SecretKey::from_slice(&as_private).unwrap();
        let body = seal(plaintext, &keys, &secret, salt.try_into().unwrap()).unwrap();
        assert_eq!(body, expected);
    }

    #[test]
    fn a_payload_longer_than_a_record_is_refused() {
        let keys = SubscriptionKeys {
            p256dh: SecretKey::from_slice(&[3u8; 32])
                .unwrap()
                .public_key()
                .to_encoded_point(false)
                .as_bytes()
                .try_into()
                .unwrap(),
            auth: [1u8; 16],
        };
        let secret = SecretKey::from_slice(&[5u8; 32]).unwrap();
        let long = vec![b'a'; MAX_RECORD_PLAINTEXT + 1];
        assert_eq!(
            seal(&long, &keys, &secret, [0u8; 16]),
            Err(SealError::TooLong(MAX_RECORD_PLAINTEXT + 1))
        );
        let fits = seal(&long[1..], &keys, &secret, [0u8; 16]).unwrap();
        assert_eq!(fits.len(), HEADER_LEN + MAX_RECORD_PLAINTEXT + 1 + 16);
        assert_eq!(fits.len() - HEADER_LEN, RECORD_SIZE as usize);
    }
}
