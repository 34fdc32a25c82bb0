//! Avatars for the demo club: a colourful picture per member (a gradient, a pattern or a
//! court seen from above, with a tennis ball), uploaded as a PNG data URL through the same
//! processing as every upload.

use std::f32::consts::TAU;
use std::io::Cursor;

use base64::Engine;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ImageEncoder, Rgb, RgbImage};
use rand::Rng;

use crate::avatar::{self, ProcessedAvatar};
use crate::club::Error;

/// The side of a demo picture. Below the stored size (400), so processing keeps it as it is
/// and a thousand avatars take a few seconds.
pub const AVATAR_SIDE: u32 = 256;

type Colour = [f32; 3];

const WHITE: Colour = [1.0, 1.0, 1.0];
const BALL: Colour = [0.84, 0.91, 0.26];
const SEAM: Colour = [0.98, 0.98, 0.93];

/// What fills the background behind the ball.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Backdrop {
    /// A court from above: clay, hard or grass, with its white lines.
    Court(Colour),
    /// Diagonal stripes over the gradient.
    Stripes { frequency: f32 },
    /// Rings around the ball.
    Rings { frequency: f32 },
    /// A grid of dots.
    Dots { cells: f32 },
}

/// Everything that makes one member's picture theirs; drawing it is deterministic.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AvatarDesign {
    from: Colour,
    to: Colour,
    /// Direction of the gradient, in radians.
    angle: f32,
    backdrop: Backdrop,
    /// Ball centre, as fractions of the side.
    ball: (f32, f32),
    /// Ball radius, as a fraction of the side.
    radius: f32,
    /// Turn of the ball's seam, in radians.
    seam: f32,
}

impl AvatarDesign {
    /// A new design drawn from `rng`.
    pub fn random(rng: &mut impl Rng) -> AvatarDesign {
        let hue = background_hue(rng.random_range(0.0..360.0));
        let to_hue = background_hue(hue + rng.random_range(25.0..80.0));
        let from = hsl(
            hue,
            rng.random_range(0.55..0.75),
            rng.random_range(0.40..0.52),
        );
        let to = hsl(
            to_hue,
            rng.random_range(0.55..0.75),
            rng.random_range(0.30..0.45),
        );
        let backdrop = match rng.random_range(0..4) {
            0 => Backdrop::Court(match rng.random_range(0..3) {
                0 => hsl(rng.random_range(12.0..20.0), 0.58, 0.47),
                1 => hsl(rng.random_range(200.0..220.0), 0.50, 0.42),
                _ => hsl(rng.random_range(115.0..140.0), 0.42, 0.38),
            }),
            1 => Backdrop::Stripes {
                frequency: rng.random_range(3.0..7.0),
            },
            2 => Backdrop::Rings {
                frequency: rng.random_range(4.0..9.0),
            },
            _ => Backdrop::Dots {
                cells: rng.random_range(5.0..9.0),
            },
        };
        AvatarDesign {
            from,
            to,
            angle: rng.random_range(0.0..TAU),
            backdrop,
            ball: (rng.random_range(0.36..0.64), rng.random_range(0.36..0.64)),
            radius: rng.random_range(0.22..0.30),
            seam: rng.random_range(0.0..TAU),
        }
    }

    /// Draws the picture.
    pub fn render(&self) -> RgbImage {
        let side = AVATAR_SIDE as f32;
        let pixel = 1.0 / side;
        let (sin, cos) = self.angle.sin_cos();
        RgbImage::from_fn(AVATAR_SIDE, AVATAR_SIDE, |x, y| {
            let (u, v) = ((x as f32 + 0.5) * pixel, (y as f32 + 0.5) * pixel);
            let t = ((u - 0.5) * cos + (v - 0.5) * sin + 0.5).clamp(0.0, 1.0);
            let mut colour = self.backdrop(u, v, t, pixel);
            // A soft shadow below and to the right of the ball.
            let shadow = distance((u, v), (self.ball.0 + 0.03, self.ball.1 + 0.04)) - self.radius;
            colour = mix(colour, [0.0; 3], 0.28 * smooth_inside(shadow, 0.035));
            let (dx, dy) = (u - self.ball.0, v - self.ball.1);
            let edge = (dx * dx + dy * dy).sqrt() - self.radius;
            let inside = coverage(edge, pixel);
            if inside > 0.0 {
                colour = mix(colour, self.ball_colour(dx, dy, pixel), inside);
            }
            Rgb(colour.map(|c| (c.clamp(0.0, 1.0) * 255.0).round() as u8))
        })
    }

    fn backdrop(&self, u: f32, v: f32, t: f32, pixel: f32) -> Colour {
        match self.backdrop {
            Backdrop::Court(surface) => {
                let base = mix(surface, WHITE, 0.08 * (1.0 - t));
                let line = court_lines(u, v, pixel);
                let net = coverage((v - 0.5).abs() - 0.006, pixel) * within(u, 0.10, 0.90);
                mix(mix(base, WHITE, 0.9 * line), [0.15; 3], 0.7 * net)
            }
            Backdrop::Stripes { frequency } => {
                let base = mix(self.from, self.to, t);
                let s = ((u + v) * frequency).fract();
                mix(
                    base,
                    WHITE,
                    0.13 * coverage(s - 0.5, pixel * frequency * 2.0),
                )
            }
            Backdrop::Rings { frequency } => {
                let base = mix(self.from, self.to, t);
                let d = distance((u, v), self.ball);
                let s = (d * frequency).fract();
                mix(base, WHITE, 0.12 * coverage(s - 0.5, pixel * frequency))
            }
            Backdrop::Dots { cells } => {
                let base = mix(self.from, self.to, t);
                let (cu, cv) = ((u * cells).fract() - 0.5, (v * cells).fract() - 0.5);
                let d = (cu * cu + cv * cv).sqrt() - 0.2;
                mix(base, WHITE, 0.18 * coverage(d, pixel * cells))
            }
        }
    }

    /// The felt, lit from the top left, with the two curved seams.
    fn ball_colour(&self, dx: f32, dy: f32, pixel: f32) -> Colour {
        let r = self.radius;
        let light = 1.0 - 0.35 * (distance((dx, dy), (-0.35 * r, -0.4 * r)) / (1.6 * r)).min(1.0);
        let felt = BALL.map(|c| c * (0.72 + 0.38 * light));
        let (sin, cos) = self.seam.sin_cos();
        // The ball's own frame: unit radius, turned by the seam angle.
        let (qx, qy) = ((dx * cos + dy * sin) / r, (-dx * sin + dy * cos) / r);
        let seam_width = 0.055;
        let left = (distance((qx, qy), (-1.38, 0.0)) - 1.0).abs() - seam_width;
        let right = (distance((qx, qy), (1.38, 0.0)) - 1.0).abs() - seam_width;
        let on_seam = coverage(left.min(right), pixel / r);
        let outline = coverage(-(distance((dx, dy), (0.0, 0.0)) - r + 1.5 * pixel), pixel);
        mix(mix(felt, SEAM, on_seam), [0.2, 0.25, 0.05], 0.35 * outline)
    }

    /// The picture as an upload would send it: a PNG data URL.
    pub fn data_url(&self) -> Result<String, Error> {
        let picture = self.render();
        let mut png = Cursor::new(Vec::new());
        PngEncoder::new_with_quality(&mut png, CompressionType::Fast, FilterType::Sub)
            .write_image(
                picture.as_raw(),
                picture.width(),
                picture.height(),
                image::ExtendedColorType::Rgb8,
            )
            .map_err(Error::internal)?;
        let base64 = base64::engine::general_purpose::STANDARD.encode(png.into_inner());
        Ok(format!("data:image/png;base64,{base64}"))
    }

    /// The stored avatar: the data URL through [`avatar::process`], like any upload.
    pub fn process(&self) -> Result<ProcessedAvatar, Error> {
        Ok(avatar::process(&self.data_url()?)?)
    }
}

/// A hue away from the ball's yellow-green, so the ball always stands out.
fn background_hue(hue: f32) -> f32 {
    let hue = hue.rem_euclid(360.0);
    if (40.0..100.0).contains(&hue) {
        (hue + 70.0).rem_euclid(360.0)
    } else {
        hue
    }
}

/// The white lines of a court seen from above: the outline, the service boxes and the
/// centre line.
fn court_lines(u: f32, v: f32, pixel: f32) -> f32 {
    let w = 0.008;
    let (left, right, top, bottom) = (0.16, 0.84, 0.07, 0.93);
    let across = within(u, left - w, right + w);
    let along = within(v, top - w, bottom + w);
    let service = within(u, 0.24 - w, 0.76 + w);
    let lines = [
        coverage((v - top).abs() - w, pixel) * across,
        coverage((v - bottom).abs() - w, pixel) * across,
        coverage((u - left).abs() - w, pixel) * along,
        coverage((u - right).abs() - w, pixel) * along,
        coverage((u - 0.24).abs() - w, pixel) * along,
        coverage((u - 0.76).abs() - w, pixel) * along,
        coverage((v - 0.29).abs() - w, pixel) * service,
        coverage((v - 0.71).abs() - w, pixel) * service,
        coverage((u - 0.5).abs() - w, pixel) * within(v, 0.29, 0.71),
    ];
    lines.into_iter().fold(0.0, f32::max)
}

/// 1 inside `[low, high]`, 0 outside.
fn within(x: f32, low: f32, high: f32) -> f32 {
    if (low..=high).contains(&x) { 1.0 } else { 0.0 }
}

/// How much of a pixel lies inside a shape, from the signed distance to its edge
/// (negative inside): a smooth edge instead of jagged steps.
fn coverage(signed_distance: f32, pixel: f32) -> f32 {
    (0.5 - signed_distance / pixel).clamp(0.0, 1.0)
}

/// A wide soft edge, for shadows.
fn smooth_inside(signed_distance: f32, softness: f32) -> f32 {
    let t = (0.5 - signed_distance / softness).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

fn distance(a: (f32, f32), b: (f32, f32)) -> f32 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

fn mix(a: Colour, b: Colour, t: f32) -> Colour {
    [0, 1, 2].map(|i| a[i] + (b[i] - a[i]) * t)
}

/// A colour from hue (degrees), saturation and lightness (0 to 1).
fn hsl(hue: f32, saturation: f32, lightness: f32) -> Colour {
    let chroma = (1.0 - (2.0 * lightness - 1.0).abs()) * saturation;
    let h = hue.rem_euclid(360.0) / 60.0;
    let x = chroma * (1.0 - (h % 2.0 - 1.0).abs());
    let (r, g, b) = match h as u32 {
        0 => (chroma, x, 0.0),
        1 => (x, chroma, 0.0),
        2 => (0.0, chroma, x),
        3 => (0.0, x, chroma),
        4 => (x, 0.0, chroma),
        _ => (chroma, 0.0, x),
    };
    let m = lightness - chroma / 2.0;
    [r + m, g + m, b + m]
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    fn designs(n: usize) -> Vec<AvatarDesign> {
        let mut rng = StdRng::seed_from_u64(21);
        (0..n).map(|_| AvatarDesign::random(&mut rng)).collect()
    }

    #[test]
    fn each_design_becomes_a_stored_avatar_of_its_own() {
        let avatars: Vec<ProcessedAvatar> =
            designs(12).iter().map(|d| d.process().unwrap()).collect();
        let hashes: std::collections::HashSet<&str> =
            avatars.iter().map(|a| a.hash.as_str()).collect();
        assert_eq!(hashes.len(), avatars.len(), "distinct pictures");
        for stored in &avatars {
            let picture = image::load_from_memory(&stored.jpeg).unwrap();
            assert_eq!(
                (picture.width(), picture.height()),
                (AVATAR_SIDE, AVATAR_SIDE)
            );
        }
    }

    #[test]
    fn the_same_design_draws_the_same_picture() {
        let design = designs(1)[0];
        assert_eq!(design.render(), design.render());
        assert_eq!(design.process().unwrap(), design.process().unwrap());
    }

    #[test]
    fn the_ball_sits_at_its_centre_in_felt_yellow() {
        for design in designs(20) {
            let picture = design.render();
            let at = |fx: f32, fy: f32| {
                let side = AVATAR_SIDE as f32;
                picture.get_pixel((fx * side) as u32, (fy * side) as u32).0
            };
            // Half way between the centre and the top of the ball: felt, away from seams
            // only sometimes, so accept felt or seam white.
            let [r, g, b] = at(design.ball.0, design.ball.1 - design.radius * 0.1);
            let felt = g > 150 && r > 120 && b < 120;
            let seam = r > 200 && g > 200 && b > 180;
            assert!(felt || seam, "{design:?}: {r} {g} {b}");
            // The corner is background: never the ball's colour.
            let [r, g, b] = at(0.01, 0.01);
            assert!(!(g > 180 && r > 150 && b < 90), "{design:?}: {r} {g} {b}");
        }
    }

    #[test]
    fn designs_vary() {
        let all = designs(40);
        let kinds: std::collections::HashSet<u8> = all
            .iter()
            .map(|d| match d.backdrop {
                Backdrop::Court(_) => 0,
                Backdrop::Stripes { .. } => 1,
                Backdrop::Rings { .. } => 2,
                Backdrop::Dots { .. } => 3,
            })
            .collect();
        assert_eq!(kinds.len(), 4);
    }

    #[test]
    fn backgrounds_avoid_the_ball_colour() {
        for hue in (0..720).map(|h| h as f32 * 0.5) {
            let h = background_hue(hue);
            assert!(!(40.0..100.0).contains(&h), "{hue} -> {h}");
        }
    }
}
