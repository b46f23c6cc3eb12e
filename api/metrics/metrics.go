// Package metrics holds the Prometheus metrics of a Hackforge process: HTTP
// requests by route, GraphQL operations by name, the Postgres pool and
// whatever else registers on its Registry (the Temporal SDK's metrics). They
// are served on their own listen address (METRICS_ADDR), never beside the API.
package metrics

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics is one process's registry and the instruments the API records.
type Metrics struct {
	Registry     *prometheus.Registry
	httpRequests *prometheus.HistogramVec
	operations   *prometheus.HistogramVec
}

// New registers the process's instruments and Go runtime metrics.
func New() *Metrics {
	reg := prometheus.NewRegistry()
	m := &Metrics{
		Registry: reg,
		httpRequests: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "hackforge_http_request_duration_seconds",
			Help:    "HTTP requests by method, route pattern and status, with their duration.",
			Buckets: prometheus.DefBuckets,
		}, []string{"method", "route", "status"}),
		operations: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "hackforge_graphql_operation_duration_seconds",
			Help:    "GraphQL operations by type and name, with the first error's code (empty when none).",
			Buckets: prometheus.DefBuckets,
		}, []string{"type", "operation", "code"}),
	}
	reg.MustRegister(m.httpRequests, m.operations,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Handler serves the registry in Prometheus's text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.Registry, promhttp.HandlerOpts{Registry: m.Registry})
}
