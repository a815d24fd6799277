//! Subset matching of JSON values: the expected value names only what it cares about.

use serde_json::Value;

/// Where and how an actual value differs from the expected one.
#[derive(Clone, Debug, PartialEq)]
pub struct Mismatch {
    /// JSON path of the difference, e.g. `.rows.red.high` or `.hand[2]`.
    pub path: String,
    /// The expected value there.
    pub expected: Value,
    /// The actual value there (`null` if missing).
    pub actual: Option<Value>,
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = if self.path.is_empty() {
            "."
        } else {
            &self.path
        };
        match &self.actual {
            Some(actual) => write!(f, "at {path} expected {}, got {actual}", self.expected),
            None => write!(f, "at {path} expected {}, but it is missing", self.expected),
        }
    }
}

/// Whether `actual` contains `expected`: every key of an expected object must be in
/// the actual object with a matching value (other keys are ignored); arrays must have
/// the same length and match element by element; everything else must be equal.
pub fn subset_match(expected: &Value, actual: &Value) -> Result<(), Mismatch> {
    subset_at(String::new(), expected, actual)
}

fn subset_at(path: String, expected: &Value, actual: &Value) -> Result<(), Mismatch> {
    let differ = |path: String| Mismatch {
        path,
        expected: expected.clone(),
        actual: Some(actual.clone()),
    };
    match (expected, actual) {
        (Value::Object(want), Value::Object(have)) => {
            for (key, want_value) in want {
                let key_path = format!("{path}.{key}");
                match have.get(key) {
                    Some(have_value) => subset_at(key_path, want_value, have_value)?,
                    None => {
                        return Err(Mismatch {
                            path: key_path,
                            expected: want_value.clone(),
                            actual: None,
                        });
                    }
                }
            }
            Ok(())
        }
        (Value::Array(want), Value::Array(have)) => {
            if want.len() != have.len() {
                return Err(differ(path));
            }
            for (i, (w, h)) in want.iter().zip(have).enumerate() {
                subset_at(format!("{path}[{i}]"), w, h)?;
            }
            Ok(())
        }
        (Value::Number(want), Value::Number(have)) => {
            if want.as_f64() == have.as_f64() {
                Ok(())
            } else {
                Err(differ(path))
            }
        }
        (want, have) if want == have => Ok(()),
        _ => Err(differ(path)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn extra_keys_in_the_actual_value_are_ignored() {
        let actual = json!({"a": 1, "b": {"c": [1, 2], "d": "x"}});
        assert!(subset_match(&json!({"b": {"d": "x"}}), &actual).is_ok());
        assert!(subset_match(&json!({}), &actual).is_ok());
    }

    #[test]
    fn differences_name_the_path() {
        let actual = json!({"rows": {"red": {"low": 9, "high": 12}}, "hand": ["red 1"]});
        let miss = subset_match(&json!({"rows": {"red": {"high": 13}}}), &actual).unwrap_err();
        assert_eq!(miss.path, ".rows.red.high");
        assert_eq!(miss.to_string(), "at .rows.red.high expected 13, got 12");
        let miss = subset_match(&json!({"pile": 3}), &actual).unwrap_err();
        assert_eq!(miss.actual, None);
        let miss = subset_match(&json!({"hand": ["red 2"]}), &actual).unwrap_err();
        assert_eq!(miss.path, ".hand[0]");
    }

    #[test]
    fn arrays_must_have_the_same_length() {
        assert!(subset_match(&json!([1]), &json!([1, 2])).is_err());
        assert!(subset_match(&json!([{"a": 1}]), &json!([{"a": 1, "b": 2}])).is_ok());
    }

    #[test]
    fn null_matches_only_null() {
        assert!(subset_match(&json!(null), &json!(null)).is_ok());
        assert!(subset_match(&json!(null), &json!({"low": 1})).is_err());
        assert!(subset_match(&json!({"red": null}), &json!({"red": {"low": 1}})).is_err());
    }
}
