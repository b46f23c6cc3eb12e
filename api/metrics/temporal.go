package metrics

import (
	"fmt"
	"log/slog"

	otelprometheus "go.opentelemetry.io/otel/exporters/prometheus"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.temporal.io/sdk/client"
	temporalotel "go.temporal.io/sdk/contrib/opentelemetry"
)

// Temporal returns a handler for the Temporal SDK's own metrics (workflow
// and activity task latencies, failures, poller counts...), exported on this
// registry under the SDK's names ("temporal_…").
func (m *Metrics) Temporal() (client.MetricsHandler, error) {
	exporter, err := otelprometheus.New(otelprometheus.WithRegisterer(m.Registry), otelprometheus.WithoutScopeInfo())
	if err != nil {
		return nil, fmt.Errorf("temporal metrics: %w", err)
	}
	provider := sdkmetric.NewMeterProvider(sdkmetric.WithReader(exporter))
	return temporalotel.NewMetricsHandler(temporalotel.MetricsHandlerOptions{
		Meter:   provider.Meter("temporal-sdk-go"),
		OnError: func(err error) { slog.Warn("temporal metric", "error", err) },
	}), nil
}
