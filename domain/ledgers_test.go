package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLedgerDecimalTakesDecimalsOnly(t *testing.T) {
	for _, ok := range []string{"12", "-0.5", " 3.25 ", "0", "123456789012345.123456"} {
		_, err := LedgerDecimal(ok)
		assert.Nil(t, err, ok)
	}
	for _, bad := range []string{"", "abc", "1e5", "1,000", "1.", ".5", "NaN", "Infinity", "12.1234567", "1234567890123456"} {
		_, err := LedgerDecimal(bad)
		if assert.NotNil(t, err, bad) {
			assert.Equal(t, "valueNumber", err.Field)
		}
	}
}

func TestTagColorIsAHexColour(t *testing.T) {
	c, err := TagColor(" #1C7ED6 ")
	assert.Nil(t, err)
	assert.Equal(t, "#1c7ed6", c)
	for _, bad := range []string{"", "red", "#fff", "#12345g", "1c7ed6"} {
		_, err := TagColor(bad)
		assert.NotNil(t, err, bad)
	}
}

func TestLedgerAmountTakesAtMostTwoDecimals(t *testing.T) {
	for _, ok := range []string{"25000", "4800.50", " -12.5 ", "0.01"} {
		_, err := LedgerAmount(ok)
		assert.Nil(t, err, ok)
	}
	for _, bad := range []string{"", "25,000.00", "$25000", "4800.505", "1e3", "1234567890123456"} {
		_, err := LedgerAmount(bad)
		if assert.NotNil(t, err, bad) {
			assert.Equal(t, "valueNumber", err.Field)
		}
	}
}

func TestLedgerCurrencyIsAnISO4217Code(t *testing.T) {
	c, err := LedgerCurrency(" eur ")
	assert.Nil(t, err)
	assert.Equal(t, "EUR", c)
	for _, ok := range []string{"USD", "JPY", "CHF", "VES", "ZWG"} {
		_, err := LedgerCurrency(ok)
		assert.Nil(t, err, ok)
	}
	for _, bad := range []string{"", "ABC", "US", "USDX", "XXX", "XTS", "€", "dollar"} {
		_, err := LedgerCurrency(bad)
		if assert.NotNil(t, err, bad) {
			assert.Equal(t, "valueCurrency", err.Field)
		}
	}
}
