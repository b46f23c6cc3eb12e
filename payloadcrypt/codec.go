package payloadcrypt

import (
	"crypto/rand"
	"fmt"

	commonpb "go.temporal.io/api/common/v1"
)

// Metadata of an encrypted payload: its encoding, and the id of the key
// that encrypted it. The encrypted data is the nonce, then the sealed
// original payload (its metadata and data, as protobuf).
const (
	encodingKey       = "encoding"
	encodingEncrypted = "binary/encrypted"
	keyIDKey          = "encryption-key-id"
)

// Codec encrypts payloads with the first key and decrypts with any.
type Codec struct {
	current *key
	byID    map[string]*key
}

// Encode encrypts every payload with the current key.
func (c *Codec) Encode(payloads []*commonpb.Payload) ([]*commonpb.Payload, error) {
	out := make([]*commonpb.Payload, len(payloads))
	for i, p := range payloads {
		plain, err := p.Marshal()
		if err != nil {
			return nil, err
		}
		nonce := make([]byte, c.current.aead.NonceSize())
		if _, err := rand.Read(nonce); err != nil {
			return nil, err
		}
		out[i] = &commonpb.Payload{
			Metadata: map[string][]byte{encodingKey: []byte(encodingEncrypted), keyIDKey: []byte(c.current.id)},
			Data:     c.current.aead.Seal(nonce, nonce, plain, []byte(c.current.id)),
		}
	}
	return out, nil
}

// Decode decrypts the encrypted payloads and passes the others through, so
// that histories written before encryption still replay.
func (c *Codec) Decode(payloads []*commonpb.Payload) ([]*commonpb.Payload, error) {
	out := make([]*commonpb.Payload, len(payloads))
	for i, p := range payloads {
		if string(p.GetMetadata()[encodingKey]) != encodingEncrypted {
			out[i] = p
			continue
		}
		decoded, err := c.decrypt(p)
		if err != nil {
			return nil, err
		}
		out[i] = decoded
	}
	return out, nil
}

func (c *Codec) decrypt(p *commonpb.Payload) (*commonpb.Payload, error) {
	id := string(p.Metadata[keyIDKey])
	k := c.byID[id]
	if k == nil {
		return nil, fmt.Errorf("payload encrypted with key %q, which %s does not hold", id, KeysVariable)
	}
	size := k.aead.NonceSize()
	if len(p.Data) < size {
		return nil, fmt.Errorf("payload encrypted with key %q is too short", id)
	}
	plain, err := k.aead.Open(nil, p.Data[:size], p.Data[size:], []byte(id))
	if err != nil {
		return nil, fmt.Errorf("payload encrypted with key %q does not decrypt (altered, or another key of that id): %w", id, err)
	}
	decoded := &commonpb.Payload{}
	if err := decoded.Unmarshal(plain); err != nil {
		return nil, fmt.Errorf("payload encrypted with key %q: %w", id, err)
	}
	return decoded, nil
}
