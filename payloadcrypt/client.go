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
	opts.DataConverter = converter.NewCodecDataConverter(converter.GetDefaultDataConverter(), c)
	opts.FailureConverter = temporal.NewDefaultFailureConverter(temporal.DefaultFailureConverterOptions{
		DataConverter:          opts.DataConverter,
		EncodeCommonAttributes: true,
	})
}
