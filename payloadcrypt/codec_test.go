package payloadcrypt_test

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	commonpb "go.temporal.io/api/common/v1"
	"go.temporal.io/sdk/converter"

	"github.com/hackforge/hackforge/payloadcrypt"
)

func newKey(t *testing.T, id string) string {
	t.Helper()
	raw := make([]byte, 32)
	_, err := rand.Read(raw)
	require.NoError(t, err)
	return id + ":" + base64.StdEncoding.EncodeToString(raw)
}

func codec(t *testing.T, keys ...string) *payloadcrypt.Codec {
	t.Helper()
	c, err := payloadcrypt.Parse(strings.Join(keys, ","))
	require.NoError(t, err)
	return c
}

func payload(t *testing.T, v any) *commonpb.Payload {
	t.Helper()
	p, err := converter.GetDefaultDataConverter().ToPayload(v)
	require.NoError(t, err)
	return p
}

const secret = "ada.lovelace@example.com"

func TestRoundTripHidesTheData(t *testing.T) {
	c := codec(t, newKey(t, "k1"))
	plain := payload(t, map[string]string{"Email": secret})

	encoded, err := c.Encode([]*commonpb.Payload{plain})
	require.NoError(t, err)
	require.Len(t, encoded, 1)
	assert.NotContains(t, string(encoded[0].Data), secret)
	assert.Equal(t, "binary/encrypted", string(encoded[0].Metadata["encoding"]))
	assert.Equal(t, "k1", string(encoded[0].Metadata["encryption-key-id"]))

	decoded, err := c.Decode(encoded)
	require.NoError(t, err)
	assert.Equal(t, plain.Data, decoded[0].Data)
	assert.Equal(t, plain.Metadata, decoded[0].Metadata)
}

func TestAnOldKeyStillDecodesAfterANewOneGoesFirst(t *testing.T) {
	old := newKey(t, "2026-01")
	encoded, err := codec(t, old).Encode([]*commonpb.Payload{payload(t, secret)})
	require.NoError(t, err)

	rotated := codec(t, newKey(t, "2026-06"), old)
	decoded, err := rotated.Decode(encoded)
	require.NoError(t, err)
	var got string
	require.NoError(t, converter.GetDefaultDataConverter().FromPayload(decoded[0], &got))
	assert.Equal(t, secret, got)

	reencoded, err := rotated.Encode(decoded)
	require.NoError(t, err)
	assert.Equal(t, "2026-06", string(reencoded[0].Metadata["encryption-key-id"]), "the first key encrypts")
}

func TestAnUnknownKeyIDIsNamed(t *testing.T) {
	encoded, err := codec(t, newKey(t, "retired")).Encode([]*commonpb.Payload{payload(t, secret)})
	require.NoError(t, err)
	_, err = codec(t, newKey(t, "current")).Decode(encoded)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"retired"`)
	assert.Contains(t, err.Error(), payloadcrypt.KeysVariable)
}

func TestAlteredCiphertextFails(t *testing.T) {
	c := codec(t, newKey(t, "k1"))
	encoded, err := c.Encode([]*commonpb.Payload{payload(t, secret)})
	require.NoError(t, err)
	encoded[0].Data[len(encoded[0].Data)-1] ^= 1
	_, err = c.Decode(encoded)
	assert.ErrorContains(t, err, "does not decrypt")
}

func TestARelabelledKeyIDFails(t *testing.T) {
	k := newKey(t, "a")
	_, raw, _ := bytes.Cut([]byte(k), []byte(":"))
	c := codec(t, k, "b:"+string(raw))
	encoded, err := c.Encode([]*commonpb.Payload{payload(t, secret)})
	require.NoError(t, err)
	encoded[0].Metadata["encryption-key-id"] = []byte("b")
	_, err = c.Decode(encoded)
	assert.ErrorContains(t, err, "does not decrypt", "the key id is authenticated with the data")
}

func TestUnencryptedPayloadsPassThrough(t *testing.T) {
	plain := payload(t, secret)
	decoded, err := codec(t, newKey(t, "k1")).Decode([]*commonpb.Payload{plain})
	require.NoError(t, err)
	assert.Same(t, plain, decoded[0])
}

func TestBadKeysAreRefusedByName(t *testing.T) {
	for name, spec := range map[string]string{
		"unset":         "",
		"no id":         base64.StdEncoding.EncodeToString(make([]byte, 32)),
		"not base64":    "k1:???",
		"16 bytes":      "k1:" + base64.StdEncoding.EncodeToString(make([]byte, 16)),
		"id used twice": "k1:" + base64.StdEncoding.EncodeToString(make([]byte, 32)) + ",k1:" + base64.StdEncoding.EncodeToString(make([]byte, 32)),
	} {
		t.Run(name, func(t *testing.T) {
			_, err := payloadcrypt.Parse(spec)
			assert.ErrorContains(t, err, payloadcrypt.KeysVariable)
		})
	}
}

func TestPseudonymsAreStablePerKeyAndHideTheInput(t *testing.T) {
	k := newKey(t, "k1")
	a, b := codec(t, k), codec(t, k)
	assert.Equal(t, a.Pseudonym(secret), b.Pseudonym(secret))
	assert.NotEqual(t, a.Pseudonym(secret), a.Pseudonym("grace@example.com"))
	assert.NotEqual(t, a.Pseudonym(secret), codec(t, newKey(t, "k2")).Pseudonym(secret))
	assert.NotContains(t, a.Pseudonym(secret), "lovelace")
}
