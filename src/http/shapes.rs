//! Bodies the OpenAPI document describes that no Rust type carries as such.
//!
//! Every JSON answer and request is described by the type the server really sends or reads
//! (`#[derive(ToSchema)]` beside `Serialize`), so the document cannot drift from the wire.
//! What is left here is a picture's bytes.

use utoipa::ToSchema;

/// A JPEG picture.
#[derive(Debug, ToSchema)]
#[schema(value_type = String, format = Binary)]
pub struct Jpeg(pub Vec<u8>);
