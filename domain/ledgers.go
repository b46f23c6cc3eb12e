package domain

import (
	"regexp"
	"slices"
	"strings"

	"golang.org/x/text/currency"
)

// LedgerState says whether a ledger is in use or kept for the record;
// archived ledgers are listed after the active ones. Values are the GraphQL
// enum values and what Postgres stores.
type LedgerState string

const (
	LedgerActive   LedgerState = "ACTIVE"
	LedgerArchived LedgerState = "ARCHIVED"
)

// LedgerPropertyType is the type of a ledger item's property, which decides
// the value it holds: a text, a decimal number, an amount of money (a
// decimal and its currency), tags of the ledger, one of the ledger's
// statuses, or a link to another item of the ledger.
type LedgerPropertyType string

const (
	PropertyText   LedgerPropertyType = "TEXT"
	PropertyNumber LedgerPropertyType = "NUMBER"
	PropertyMoney  LedgerPropertyType = "MONEY"
	PropertyTags   LedgerPropertyType = "TAGS"
	PropertyStatus LedgerPropertyType = "STATUS"
	PropertyLink   LedgerPropertyType = "LINK"
)

// DefaultStatusGroup is the status group every ledger starts with and that
// a status created without a group joins (SPEC 9).
const DefaultStatusGroup = "To-do"

var (
	decimalPattern = regexp.MustCompile(`^-?[0-9]{1,15}(\.[0-9]{1,6})?$`)
	amountPattern  = regexp.MustCompile(`^-?[0-9]{1,15}(\.[0-9]{1,2})?$`)
	colorPattern   = regexp.MustCompile(`^#[0-9a-f]{6}$`)
)

// LedgerDecimal checks a NUMBER property's value: a decimal written with
// digits and an optional point ("12", "-0.5", "3.25"; at most 15 digits
// before the point and 6 after), never words, exponents or thousands
// separators. It returns the value trimmed.
func LedgerDecimal(value string) (string, *Error) {
	v := strings.TrimSpace(value)
	if !decimalPattern.MatchString(v) {
		return v, Invalid("valueNumber", "Enter a decimal number, such as 12 or 3.25.")
	}
	return v, nil
}

// LedgerAmount checks a MONEY property's amount: a decimal as for NUMBER,
// with at most 2 digits after the point ("25000", "4800.50", "-12.5"). It
// returns the value trimmed.
func LedgerAmount(value string) (string, *Error) {
	v := strings.TrimSpace(value)
	if !amountPattern.MatchString(v) {
		return v, Invalid("valueNumber", "Enter an amount with at most 2 decimals, such as 25000 or 4800.50.")
	}
	return v, nil
}

// newerCurrencies are ISO 4217 codes issued after the CLDR data of
// golang.org/x/text/currency, which browsers' Intl knows.
var newerCurrencies = []string{"MRU", "SLE", "VES", "XCG", "ZWG"}

// LedgerCurrency checks a MONEY property's currency, an ISO 4217 code
// such as USD (in any case), and returns it in upper case. XXX (no
// currency) and XTS (for testing) are refused.
func LedgerCurrency(value string) (string, *Error) {
	v := strings.ToUpper(strings.TrimSpace(value))
	unit, err := currency.ParseISO(v)
	known := err == nil && unit != currency.XXX && unit != currency.XTS
	if !known && !slices.Contains(newerCurrencies, v) {
		return v, Invalid("valueCurrency", "Choose a currency code such as USD or EUR.")
	}
	return v, nil
}

// TagColor checks a tag's color, a hex color such as #1c7ed6, and returns
// it in lower case.
func TagColor(value string) (string, *Error) {
	v := strings.ToLower(strings.TrimSpace(value))
	if !colorPattern.MatchString(v) {
		return v, Invalid("color", "Enter a color such as #1c7ed6.")
	}
	return v, nil
}
