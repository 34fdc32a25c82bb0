//! Checks a JSON value against a schema of the OpenAPI document, for the parts of JSON Schema
//! the document uses: `$ref`, `type` (with `null`), `enum`, `oneOf`, objects with
//! `properties`/`required`/`additionalProperties`, and arrays. An object may only carry the
//! properties its schema names, so a field added to an answer but not to its description fails.

use serde_json::Value;

/// Every place where `value` breaks `schema`, as `path: problem` lines; empty when it fits.
pub fn problems(doc: &Value, schema: &Value, value: &Value) -> Vec<String> {
    let mut found = Vec::new();
    check(doc, schema, value, "$", &mut found);
    found
}

fn resolve<'a>(doc: &'a Value, schema: &'a Value) -> &'a Value {
    match schema.get("$ref").and_then(Value::as_str) {
        Some(reference) => {
            let pointer = reference.trim_start_matches('#');
            let target = doc
                .pointer(pointer)
                .unwrap_or_else(|| panic!("dangling $ref {reference}"));
            resolve(doc, target)
        }
        None => schema,
    }
}

fn type_matches(name: &str, value: &Value) -> bool {
    match name {
        "null" => value.is_null(),
        "boolean" => value.is_boolean(),
        "string" => value.is_string(),
        "integer" => value.is_i64() || value.is_u64(),
        "number" => value.is_number(),
        "array" => value.is_array(),
        "object" => value.is_object(),
        other => panic!("the document uses a type this check does not know: {other}"),
    }
}

fn check(doc: &Value, schema: &Value, value: &Value, at: &str, found: &mut Vec<String>) {
    let schema = resolve(doc, schema);
    if let Some(options) = schema.get("oneOf").and_then(Value::as_array) {
        let fitting = options
            .iter()
            .filter(|option| problems(doc, option, value).is_empty())
            .count();
        if fitting != 1 {
            found.push(format!(
                "{at}: fits {fitting} of the oneOf options: {value}"
            ));
        }
        return;
    }
    let types: Vec<&str> = match schema.get("type") {
        Some(Value::String(one)) => vec![one.as_str()],
        Some(Value::Array(many)) => many.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    if !types.is_empty() && !types.iter().any(|t| type_matches(t, value)) {
        found.push(format!("{at}: {value} is not of type {types:?}"));
        return;
    }
    if let Some(allowed) = schema.get("enum").and_then(Value::as_array)
        && !allowed.contains(value)
    {
        found.push(format!("{at}: {value} is not one of {allowed:?}"));
    }
    match value {
        Value::Object(fields) => {
            let properties = schema.get("properties").and_then(Value::as_object);
            let extra = schema.get("additionalProperties");
            for name in schema
                .get("required")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
            {
                if !fields.contains_key(name) {
                    found.push(format!("{at}: required `{name}` is missing"));
                }
            }
            for (name, field) in fields {
                let path = format!("{at}.{name}");
                match (properties.and_then(|p| p.get(name)), extra) {
                    (Some(property), _) => check(doc, property, field, &path, found),
                    (None, Some(additional)) if additional.is_object() => {
                        check(doc, additional, field, &path, found)
                    }
                    (None, _) => found.push(format!("{path}: not in the documented schema")),
                }
            }
        }
        Value::Array(items) => {
            if let Some(item_schema) = schema.get("items") {
                for (i, item) in items.iter().enumerate() {
                    check(doc, item_schema, item, &format!("{at}[{i}]"), found);
                }
            }
        }
        _ => {}
    }
}
