package payloadcrypt

import (
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/temporal"
)

// Protect makes a client, and every worker built on it, encrypt what it
// sends: payloads through the data converter, and failures' messages and
// stack traces (an SMTP error may quote an address) through the failure
// converter.
func (c *Codec) Protect(opts *client.Options) {
	opts.DataConverter = c.DataConverter()
	opts.FailureConverter = temporal.NewDefaultFailureConverter(temporal.DefaultFailureConverterOptions{
		DataConverter:          opts.DataConverter,
		EncodeCommonAttributes: true,
	})
}

// DataConverter is the SDK's default converter with this codec on top: what
// a protected client uses, and what reads a payload it wrote.
func (c *Codec) DataConverter() converter.DataConverter {
	return converter.NewCodecDataConverter(converter.GetDefaultDataConverter(), c)
}
